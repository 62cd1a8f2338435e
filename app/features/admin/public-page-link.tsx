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
  /**
   * What keeps a row the admin shows from the public ("Python", "its folder"), said as "hidden with
   * …": given for a visible row only, whose page the public still cannot see.
   */
  hiddenWith?: string;
};

/**
 * The end of an admin row's line of detail: " · " and a link to its public page while the public
 * sees the row. A hidden row's page is a 404 to the public: its address is said without a link,
 * and what hides a row the admin shows.
 */
export function PublicPageLink({ path, isPublic, children, hiddenWith }: PublicPageLinkProps) {
  if (!isPublic) {
    return (
      <>
        {children === undefined && ` · ${path}`}
        {hiddenWith && ` · hidden with ${hiddenWith}`}
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
