import type { ResizeOptions } from "sharp";

// A few MB of PNG can still claim 100 000 × 100 000 pixels; refuse to decode such bombs.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * An uploaded picture checked by its bytes (never its name or the browser's MIME type) and made
 * ours: it must decode as one of `formats` (sharp's names: "png", "jpeg", "webp", "gif"); it is
 * turned upright by its EXIF orientation, resized, and re-encoded as WebP, which drops its
 * metadata (EXIF, GPS position). Undefined for anything else: not an image, a truncated one,
 * another format, too many pixels. A GIF's first frame is kept.
 */
export async function webpOf(
  bytes: Uint8Array,
  options: { formats: ReadonlySet<string>; resize: ResizeOptions },
): Promise<Buffer | undefined> {
  const { default: sharp } = await import("sharp");
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!format || !options.formats.has(format)) return undefined;
    return await image.rotate().resize(options.resize).webp({ quality: 82 }).toBuffer();
  } catch {
    return undefined;
  }
}
