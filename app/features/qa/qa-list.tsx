import "@mantine/core/styles/Accordion.css";
import { Accordion, Button } from "@mantine/core";
import { useEffect, useState } from "react";
import "~/components/rich-text/code-highlight.css";
import classes from "./qa-page.module.css";

export type QaEntry = { slug: string; question: string; answer: string };

type QaListProps = {
  items: QaEntry[];
  /** The number of the first question on this page (14 on page 2). */
  firstNumber: number;
  /** The question to open and scroll to (a chosen search suggestion); else the first is open. */
  openSlug?: string | null;
};

/**
 * The page's questions as an accordion, the first one open. Closed answers stay in the
 * document (display: none rather than React's Activity, which leaves hidden content out of
 * the server HTML), so search engines and the JSON-LD see every answer.
 */
export function QaList({ items, firstNumber, openSlug }: QaListProps) {
  const first = openSlug ?? items[0]?.slug;
  const [open, setOpen] = useState<string[]>(first ? [first] : []);
  const allOpen = open.length === items.length;
  useEffect(() => {
    if (openSlug) document.getElementById(openSlug)?.scrollIntoView({ block: "start" });
  }, [openSlug]);

  return (
    <div>
      <div className={classes.listTools}>
        <Button
          variant="subtle"
          size="compact-sm"
          c="indigo.8"
          onClick={() => setOpen(allOpen ? [] : items.map((item) => item.slug))}
        >
          {allOpen ? "Collapse all" : "Expand all"}
        </Button>
      </div>
      <Accordion
        multiple
        value={open}
        onChange={setOpen}
        variant="separated"
        order={2}
        keepMountedMode="display-none"
        data-testid="qa-list"
      >
        {items.map((item, index) => (
          <Accordion.Item key={item.slug} value={item.slug} id={item.slug}>
            <Accordion.Control>
              <div className={classes.question}>
                <p className={classes.number} aria-hidden>
                  {firstNumber + index}.
                </p>
                <p className={classes.questionText} data-testid="qa-question">
                  {item.question}
                </p>
              </div>
            </Accordion.Control>
            <Accordion.Panel>
              {/* Sanitised (and highlighted) when stored and again when served: server/services/qa. */}
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.answer }} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </div>
  );
}
