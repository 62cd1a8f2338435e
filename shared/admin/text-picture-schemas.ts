/** Input of the rich-text editor's picture upload: its admin route and POST /api/admin/pictures. */
import { z } from "zod";
import { singleLineText } from "../forms/schema-fields.ts";
import { TEXT_PICTURE_ALT_MAX_LENGTH, TextPictureMessages } from "./text-picture-messages.ts";

/** The picture's alternative text; the file itself is checked by its bytes in the service. */
export const uploadTextPictureSchema = z.object({
  alt: singleLineText("alt text", {
    max: TEXT_PICTURE_ALT_MAX_LENGTH,
    required: TextPictureMessages.altRequired,
  }),
});
export type UploadTextPictureInput = z.infer<typeof uploadTextPictureSchema>;
