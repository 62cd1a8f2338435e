/** The rich-text editor's picture upload: admin only. */
import { createRoute, z } from "@hono/zod-openapi";
import { uploadTextPictureSchema } from "../../../shared/admin/text-picture-schemas.ts";
import { requireAdmin } from "../../http/auth.ts";
import { ValidationErrorSchema, adminOnlyResponses, filePart, formBody, jsonContent } from "../router.ts";

export const TextPictureSchema = z
  .object({
    url: z.string().openapi({ description: "The picture's address on this site, for an `<img src>`" }),
    alt: z.string().openapi({ description: "The alternative text, as checked" }),
  })
  .openapi("TextPicture");

export const uploadPicture = createRoute({
  tags: ["Admin: pictures"],
  middleware: requireAdmin,
  security: [{ bearerAuth: [] }],
  method: "post",
  path: "/admin/pictures",
  summary: "Store a picture for a rich text (an answer, a post, a description, a page)",
  description:
    "Multipart: `picture`, a PNG, JPEG, WebP or GIF of at most 5 MB, checked by its bytes, and `alt`, the " +
    "text that says what it shows. The picture is stored re-encoded as WebP (at most 1600 pixels wide, no " +
    "metadata, a GIF's first frame) under a new address, which the answer gives for the text's " +
    '`<img src="…" alt="…">`. Stored pictures are never deleted.',
  request: {
    body: formBody(
      uploadTextPictureSchema
        .safeExtend({ picture: filePart("PNG, JPEG, WebP or GIF, at most 5 MB") })
        .openapi("UploadTextPictureBody"),
    ),
  },
  responses: {
    201: jsonContent(z.object({ message: z.string(), data: TextPictureSchema }), "Stored"),
    ...adminOnlyResponses,
    422: jsonContent(
      ValidationErrorSchema,
      "No picture, a file that is not a PNG, JPEG, WebP or GIF, one over 5 MB, or no alt text",
    ),
  },
});
