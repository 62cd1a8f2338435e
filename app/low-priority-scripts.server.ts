/**
 * The page's scripts fetched at low priority: `fetchpriority="low"` on each `<link
 * rel="modulepreload">` React Router writes (React hoists them to the top of <head>, before the
 * stylesheets). Every public page is rendered on the server, so its first paint needs its HTML and
 * stylesheets, never its scripts, which only make it interactive; at high priority, 150–220 kB of
 * them share a phone's connection with the stylesheets and hold the first paint back. React
 * Router's <Scripts> takes no attribute for its links, hence this rewrite of the stream.
 */
import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/** How many characters at the end of `text` could begin a PRELOAD that the next chunk completes. */
function partialPreloadAtEnd(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length--) {
    if (text.endsWith(PRELOAD.slice(0, length))) return length;
  }
  return 0;
}

/**
 * A stream that passes a rendered page through, adding the low priority to its module preloads.
 * Everything else passes at once (a chunk is held back only by the few characters that might
 * begin a preload link), so streamed parts of a page are not delayed.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let carried = "";
  const rewrite = (text: string) => text.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carried + decoder.write(chunk);
      const keep = partialPreloadAtEnd(text);
      carried = text.slice(text.length - keep);
      callback(null, rewrite(text.slice(0, text.length - keep)));
    },
    flush(callback) {
      callback(null, rewrite(carried + decoder.end()));
    },
  });
}
