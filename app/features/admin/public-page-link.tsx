import { Anchor } from "@mantine/core";
import type { ReactNode } from "react";

type PublicPageLinkProps = {
  /** The row's public address: "/blog-details/{slug}". */
  path: string;
  /**
   * Whether the public sees the row, as the list's query read it from the visibility rule
   * (server/services/content/visibility.ts): the row and what it belongs to are shown, a post is due.
   */
  isPublic: boolean;
  /**
   * The link's text. When not given the text is the address itself, which a hidden row still
   * shows, unlinked (the row's slug).
   */
  children?: ReactNode;
  /** The row's own visibility, as ContentRow's: visible (1), hidden (0); none for rows never hidden. */
  status?: number;
  /**
   * What hides the row with it ("Python", "its folder"): said as "hidden with …" while the row is
   * visible itself and the public still cannot see its page.
   */
  hiddenWith?: string;
};

/**
 * The end of an admin row's line of detail: " · " and a link to its public page while the public
 * sees the row. A hidden row's page is a 404 to the public: its address is said without a link,
 * and what hides a row the admin shows.
 */
export function PublicPageLink({ path, isPublic, children, status, hiddenWith }: PublicPageLinkProps) {
  if (!isPublic) {
    return (
      <>
        {children === undefined && ` · ${path}`}
        {hiddenWith && (status ?? 1) === 1 && ` · hidden with ${hiddenWith}`}
      </>
    );
  }
  return (
    <>
      {" · "}
      <Anchor href={path} size="sm">
        {children ?? path}
      </Anchor>
    </>
  );
}
