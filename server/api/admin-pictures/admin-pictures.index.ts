import { TextPictureMessages } from "../../../shared/admin/text-picture-messages.ts";
import { uploadTextPicture } from "../../services/content/upload-text-picture.ts";
import { fileStorage } from "../../services/files/file-storage.ts";
import { createRouter } from "../router.ts";
import * as routes from "./admin-pictures.routes.ts";

export const adminPicturesRouter = createRouter().openapi(routes.uploadPicture, async (c) => {
  const { picture, alt } = c.req.valid("form");
  const stored = await uploadTextPicture(fileStorage(c.var.config), picture, alt);
  return c.json({ message: TextPictureMessages.uploaded, data: stored }, 201);
});
