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
  /** The link's text; the address itself when not given. */
  children?: ReactNode;
};

/**
 * The end of an admin row's line of detail: " · " and a link to its public page while the public
 * sees the row, nothing otherwise (a hidden row's page is a 404 to the public).
 */
export function PublicPageLink({ path, isPublic, children }: PublicPageLinkProps) {
  if (!isPublic) return null;
  return (
    <>
      {" · "}
      <Anchor href={path} size="sm">
        {children ?? path}
      </Anchor>
    </>
  );
}
