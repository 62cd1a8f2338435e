/**
 * What a file may be called inside a tutorial's torrent: the rule the torrent builder
 * (server/services/tutorials/register-tutorial-files.ts), the admin calls' schemas and the files
 * screen all apply. A BitTorrent client writes each path onto the downloader's disk, so no
 * segment may climb out of the folder (`.`, `..`), carry a separator or a control character, or
 * be longer than a file system takes. Plain data and functions: the browser imports it too.
 */

/** One segment of a path: no `/` or `\`, no control character, not `.` or `..`. */
// eslint-disable-next-line no-control-regex -- refusing control characters in file names is the point
export const SAFE_SEGMENT = /^(?!\.{1,2}$)[^/\\\u0000-\u001f\u007f]+$/;

/** Most file systems (ext4, NTFS, APFS) take names of up to 255 bytes. */
export const TORRENT_SEGMENT_MAX_BYTES = 255;
/** A whole path inside the torrent, folders included. */
export const TORRENT_PATH_MAX_LENGTH = 400;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * Why `path` ('/'-separated) cannot name a file inside a torrent, in words for the admin, or
 * undefined when it can. `label` names it in the message ("The path", "The folder name").
 */
export function torrentPathProblem(path: string, label = "The path"): string | undefined {
  if (path === "") return `${label} is empty.`;
  if (path.length > TORRENT_PATH_MAX_LENGTH) {
    return `${label} may not be greater than ${TORRENT_PATH_MAX_LENGTH} characters.`;
  }
  const segments = path.split("/");
  if (segments.some((segment) => !SAFE_SEGMENT.test(segment))) {
    return `${label} “${path}” cannot be used in a torrent: each name between slashes must be non-empty, not . or .., and without \\ or control characters.`;
  }
  if (segments.some((segment) => utf8Length(segment) > TORRENT_SEGMENT_MAX_BYTES)) {
    return `${label} “${path}” has a name longer than ${TORRENT_SEGMENT_MAX_BYTES} bytes, which file systems refuse.`;
  }
  return undefined;
}

/** The file's own name: the last segment of its path. */
export const fileNameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);
