import { useEffect, useRef, type RefObject } from "react";
import { useBlocker, useNavigation } from "react-router";
import { confirmAction } from "./confirm-action";
import type { FormResult } from "./form-result";

/** What a form would send: its fields in order, a chosen file by its name, size and date. */
function formState(form: HTMLFormElement): string {
  return JSON.stringify(
    [...new FormData(form)].map(([name, value]) =>
      typeof value === "string" ? [name, value] : [name, value.name, value.size, value.lastModified],
    ),
  );
}

type Guard = {
  form: RefObject<HTMLFormElement | null>;
  /** What the form held when it opened or was last saved. */
  saved: RefObject<string | undefined>;
  /** The form is being sent: leaving now is the save itself. */
  sending: RefObject<boolean>;
};

function unsaved({ form, saved, sending }: Guard): boolean {
  return (
    !sending.current &&
    form.current !== null &&
    saved.current !== undefined &&
    formState(form.current) !== saved.current
  );
}

/**
 * Asks before an edit that is not saved is lost: leaving by a link (Cancel, the menu) or Back
 * opens "Leave this page?" with Leave and Stay; closing or reloading the tab, the browser's own
 * question. A form counts as changed while what it would send differs from what it held when it
 * opened or when `result` was last a success: a plain field typed in and put back is no change
 * (the rich-text editor's HTML, once edited, rarely reads as it was stored: it counts as changed).
 * Sending the form leaves without asking. Returns the form's onSubmit, to run once the form is
 * really sent (not when a check in the browser stopped it).
 */
export function useUnsavedChangesGuard(
  form: RefObject<HTMLFormElement | null>,
  result: FormResult | undefined,
) {
  const saved = useRef<string | undefined>(undefined);
  const sending = useRef(false);
  useEffect(() => {
    if (form.current && (!result || result.ok)) saved.current = formState(form.current);
  }, [form, result]);
  // Sent and answered: a refusal leaves the form as it was typed, still unsaved; a save that
  // stays on the page (a redirect to itself) makes what the form holds the saved state.
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state !== "idle" || !sending.current) return;
    sending.current = false;
    if (form.current && !(result && !result.ok)) saved.current = formState(form.current);
  }, [navigation.state, form, result]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      unsaved({ form, saved, sending }),
  );
  const latest = useRef(blocker);
  useEffect(() => {
    latest.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    confirmAction({
      title: "Leave this page?",
      text: "Your changes are not saved.",
      confirm: "Leave",
      cancel: "Stay",
      onConfirm: () => latest.current.proceed?.(),
      onCancel: () => latest.current.reset?.(),
    });
  }, [blocker.state]);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (unsaved({ form, saved, sending })) event.preventDefault();
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [form]);

  return () => {
    sending.current = true;
  };
}
