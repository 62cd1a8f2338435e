/**
 * Whether a link a person typed is a web address we can show as a link: http or https, with a
 * host that has a dot. Plain code, so the browser checks a form without downloading Zod; the
 * input schemas use the same function.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}
