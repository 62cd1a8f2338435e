import { createRoute, z } from "@hono/zod-openapi";
import { TUTORIAL_MAX_PAGE_SIZE, TUTORIAL_PAGE_SIZE } from "../../../shared/tutorials/tutorial-messages.ts";
import { tutorialListSchema, tutorialRowSchema } from "../../../shared/tutorials/tutorial-schemas.ts";
import { ErrorSchema, PaginationSchema, ValidationErrorSchema, jsonContent } from "../router.ts";

const tags = ["Tutorials"];

export const getTorrentTutorial = createRoute({
  method: "get",
  path: "/public/getTorrentTutorial",
  tags,
  summary: "One page of the torrent-style tutorials, newest first, optionally searched by title",
  description:
    `Pages of ${TUTORIAL_PAGE_SIZE} by default, numbered from 1 (pageSize up to ${TUTORIAL_MAX_PAGE_SIZE}). ` +
    "`searchQuery` keeps the tutorials whose name contains every word, those starting with the text first; " +
    "the search box's suggestions are its first 10. A page past the last answers an empty `data` with the real `pagination`.",
  request: { query: tutorialListSchema.openapi({ example: { page: 1, searchQuery: "sql" } }) },
  responses: {
    200: jsonContent(
      z
        .object({
          data: z.array(
            z
              .object({
                id: z.number().int(),
                name: z.string(),
                slug: z.string(),
                site_name: z.string(),
              })
              .openapi("TorrentTutorialListItem"),
          ),
          pagination: PaginationSchema,
        })
        .openapi("TorrentTutorialPage"),
      "The page of tutorials",
    ),
    422: jsonContent(ValidationErrorSchema, "Invalid page, pageSize or searchQuery"),
  },
});

export const gettorrentrow = createRoute({
  method: "get",
  path: "/public/gettorrentrow",
  tags,
  summary: "One tutorial: its name, source, description and .torrent",
  description:
    "`description` is sanitized HTML. `download_link` is the tutorial's .torrent (BEP 3), whose web seed (BEP 19) is the site itself, " +
    'so any BitTorrent client can download the files from the site; "" while the tutorial has no files.',
  request: { query: tutorialRowSchema.openapi({ example: { slug: "sql-joins-workbook" } }) },
  responses: {
    200: jsonContent(
      z
        .object({
          id: z.number().int(),
          slug: z.string(),
          name: z.string(),
          site_name: z.string(),
          description: z.string(),
          download_link: z.string(),
        })
        .openapi("TorrentTutorial"),
      "The tutorial",
    ),
    404: jsonContent(ErrorSchema, "No public tutorial has that slug"),
    422: jsonContent(ValidationErrorSchema, "Invalid slug"),
  },
});
