import { LightButton } from "~/components/layout/light-button";
import { useEffect, useRef, useState } from "react";
import { DocumentHtml } from "~/components/document-html";
import "~/components/rich-text/code-highlight.css";
import { answerHtmlId } from "./qa-element-ids";
import classes from "./qa-list.module.css";

/** `answer` is null in a document's hydration data: the server's HTML has it (DocumentHtml). */
export type QaEntry = { slug: string; question: string; answer: string | null };

type QaListProps = {
  items: QaEntry[];
  /** The number of the first question on this page (14 on page 2). */
  firstNumber: number;
  /** The question to open and scroll to (a chosen search suggestion); else the first is open. */
  openSlug?: string | null;
};

/** The keys that move between questions, as the WAI-ARIA accordion pattern suggests. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The page's questions as an accordion (the WAI-ARIA pattern: each question a button in a
 * heading, its answer a region named by it), the first one open. Closed answers are in the
 * server's HTML, hidden, so search engines and the JSON-LD see every answer. Plain elements
 * drawn as Mantine's separated Accordion was (./qa-list.module.css): the page is read far more
 * than it is clicked, and its script is what every reader downloads.
 */
export function QaList({ items, firstNumber, openSlug }: QaListProps) {
  const first = openSlug ?? items[0]?.slug;
  const [open, setOpen] = useState<string[]>(first ? [first] : []);
  // Answers the visitor has opened or closed fade in when opened; the server's first one does not.
  const [touched, setTouched] = useState<string[]>([]);
  const allOpen = open.length === items.length;
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (openSlug) document.getElementById(openSlug)?.scrollIntoView({ block: "start" });
  }, [openSlug]);

  const toggle = (slug: string) => {
    setOpen((current) => (current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug]));
    setTouched((current) => (current.includes(slug) ? current : [...current, slug]));
  };

  const moveFocus = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const controls = list.current?.querySelectorAll<HTMLButtonElement>("[data-accordion-control]");
    controls?.[move(index, items.length)]?.focus();
  };

  return (
    <div>
      <div className={classes.tools}>
        <LightButton
          variant="subtle"
          size="compact-sm"
          style={{ color: "var(--mantine-color-indigo-8)" }}
          onClick={() => {
            setOpen(allOpen ? [] : items.map((item) => item.slug));
            setTouched(items.map((item) => item.slug));
          }}
        >
          {allOpen ? "Collapse all" : "Expand all"}
        </LightButton>
      </div>
      <div ref={list} data-testid="qa-list">
        {items.map((item, index) => {
          const expanded = open.includes(item.slug);
          const controlId = `${item.slug}-question`;
          const panelId = `${item.slug}-answer`;
          return (
            <div key={item.slug} id={item.slug} className={classes.item} data-active={expanded || undefined}>
              <h2 className={classes.heading}>
                <button
                  type="button"
                  id={controlId}
                  className={`mantine-focus-auto ${classes.control}`}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  data-accordion-control
                  onClick={() => toggle(item.slug)}
                  onKeyDown={(event) => moveFocus(event, index)}
                >
                  <span className={classes.label}>
                    <span className={classes.question}>
                      <span className={classes.number} aria-hidden>
                        {firstNumber + index}.
                      </span>
                      <span className={classes.questionText} data-testid="qa-question">
                        {item.question}
                      </span>
                    </span>
                  </span>
                  <span className={classes.chevron} aria-hidden />
                </button>
              </h2>
              <div
                id={panelId}
                role="region"
                aria-labelledby={controlId}
                className={classes.panel}
                data-fade={touched.includes(item.slug) || undefined}
                hidden={!expanded}
              >
                {/* Sanitised (and highlighted) when stored and again when served: server/services/qa. */}
                <DocumentHtml id={answerHtmlId(item.slug)} className="rich-text" html={item.answer} />
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
