/**
 * Where focus goes back to after a dialog closes, when Mantine's own return misses it. A Modal
 * returns focus to the element that had it when the dialog opened; that fails when the element was
 * disabled meanwhile (a form's submit button while the form is sent: the Validation Errors popup
 * then opens with focus on <body>), or is disabled or removed afterwards (a row's Delete button
 * while it deletes, then with its row). Focus on <body> leaves a keyboard or screen reader user at
 * the top of the page.
 */

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])";

/**
 * The last control the user was on: what had focus last, or what they last pressed (Safari and
 * Firefox on macOS do not focus a button that is clicked), when a disabled button dropped focus.
 */
let lastFocused: Element | null = null;
if (typeof document !== "undefined") {
  document.addEventListener("focusin", (event) => {
    if (event.target instanceof Element) lastFocused = event.target;
  });
  document.addEventListener(
    "pointerdown",
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(FOCUSABLE) : null;
      if (control) lastFocused = control;
    },
    true,
  );
}

/** The element the user is on, or was on just before focus dropped to <body>. */
export function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  const element = active && active !== document.body ? active : lastFocused;
  return element instanceof HTMLElement && element.isConnected ? element : null;
}

/** How long after a dialog closes its action may still disable or remove the element. */
const HOLD_MS = 10_000;

function disabled(element: Element): boolean {
  return element.matches(":disabled");
}

function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || disabled(active);
}

function focusOn(element: HTMLElement) {
  // A heading is not focusable by itself; tabindex -1 lets a script focus it, not Tab.
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus();
}

/**
 * For a while after a dialog closes, puts focus back on `target` whenever it is lost: at once when
 * the dialog's closing dropped it, again when `target` is enabled after being disabled. Once
 * `target` is removed, the first of `fallbacks` still on the page takes focus instead. Ends when the
 * user clicks or presses a key, when `target` is removed, or after HOLD_MS.
 */
export function holdFocus(target: HTMLElement | null, fallbacks: HTMLElement[] = []) {
  if (!target) return;
  const check = () => {
    if (!focusLost()) return;
    if (target.isConnected) {
      if (!disabled(target)) focusOn(target);
      return;
    }
    const next = fallbacks.find((element) => element.isConnected && !disabled(element));
    if (next) focusOn(next);
    stop();
  };
  // The dialog leaving the page, a button disabled or enabled, a row removed.
  const observer = new MutationObserver(check);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["disabled"],
  });
  const timer = window.setTimeout(() => stop(), HOLD_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener("pointerdown", stop, true);
    document.removeEventListener("keydown", stop, true);
  };
  // Not the key or click that is closing the dialog now: the user's next one.
  window.setTimeout(() => {
    document.addEventListener("pointerdown", stop, true);
    document.addEventListener("keydown", stop, true);
  });
}

/**
 * Where focus goes when `element`'s row is removed (a deleted bookmark, coupon, user): the same
 * control in the next row, else in the row before, else the page's heading.
 */
export function neighboursOf(element: HTMLElement | null): HTMLElement[] {
  const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");
  const row = element?.closest("li, tr");
  if (!element || !row) return heading ? [heading] : [];
  const index = [...row.querySelectorAll(FOCUSABLE)].indexOf(element);
  const sameControlIn = (other: Element | null) =>
    other?.querySelectorAll<HTMLElement>(FOCUSABLE)[index] ?? null;
  return [sameControlIn(row.nextElementSibling), sameControlIn(row.previousElementSibling), heading].filter(
    (candidate): candidate is HTMLElement => candidate !== null,
  );
}

function shown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && !disabled(element);
}

/**
 * The attribute that names the field a control edits when the field's named input is hidden: a
 * file picker's button, the rich-text editor. `firstFieldNamed` puts focus on such a control.
 */
export const FIELD_CONTROL = "data-field";

/** The control itself, when the user can reach it. */
function reachable(element: HTMLElement): boolean {
  return shown(element) && (element.matches(FOCUSABLE) || element.isContentEditable);
}

/**
 * The first field, in the page's order, that one of `names` belongs to, within `scope` (the form
 * that was sent): where a user goes to fix what was refused. A field is its named input, or for a
 * field whose named input is hidden, the control marked with FIELD_CONTROL. Null when none is on
 * the page.
 */
export function firstFieldNamed(names: string[], scope: ParentNode = document): HTMLElement | null {
  const wanted = new Set(names);
  for (const element of scope.querySelectorAll<HTMLElement>(`[name], [${FIELD_CONTROL}]`)) {
    const name = element.getAttribute(FIELD_CONTROL) ?? element.getAttribute("name") ?? "";
    if (wanted.has(name) && reachable(element)) return element;
  }
  return null;
}
