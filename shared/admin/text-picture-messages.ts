/**
 * What the rich-text editor's Picture dialog and POST /api/admin/pictures say, and their limits.
 * Plain data for the browser.
 */
export const TextPictureMessages = {
  uploaded: "Picture uploaded",
  pictureRequired: "Choose a picture to upload.",
  pictureInvalid: "The picture must be a PNG, JPEG, WebP or GIF image.",
  pictureTooLarge: "The picture may not be greater than 5 MB.",
  altRequired: "The alt text field is required.",
  failed: "The picture could not be uploaded. Try again.",
} as const;

/** A picture as uploaded; it is stored re-encoded as WebP, at most TEXT_PICTURE_WIDTH wide. */
export const TEXT_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const TEXT_PICTURE_WIDTH = 1600;
/** A sentence or two saying what the picture shows, for those who cannot see it. */
export const TEXT_PICTURE_ALT_MAX_LENGTH = 300;
/** What the file chooser offers; the server checks the bytes whatever the chooser said. */
export const TEXT_PICTURE_ACCEPT = "image/png,image/jpeg,image/webp,image/gif";
