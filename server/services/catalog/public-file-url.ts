/**
 * Stored file references (category icons, guide covers) are either absolute URLs or paths on this
 * site. API clients of the legacy site expect absolute URLs (it answered `url($file)`), and "" when
 * there is no file, so a missing icon is a falsy string rather than null.
 */
export function publicFileUrl(publicUrl: string, stored: string | null | undefined): string {
  if (!stored) return "";
  if (/^https?:\/\//i.test(stored)) return stored;
  return `${publicUrl}/${stored.replace(/^\/+/, "")}`;
}
