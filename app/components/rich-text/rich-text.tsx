import { Box, type BoxProps } from "@mantine/core";
import "./code-highlight.css";

/**
 * Rich text from the server: HTML that was sanitised with the site's one allow-list when it was
 * stored and again when it was read (server/services/content/sanitize-html.ts), code blocks
 * already highlighted.
 */
export function RichText({ html, ...props }: BoxProps & { html: string }) {
  return <Box className="rich-text" {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
