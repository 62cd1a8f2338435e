import "@mantine/core/styles/List.css";
import { List, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useEffect, useMemo, useRef, useState } from "react";
import type { FieldErrors, FormFailure, FormResult } from "./form-result";
import { showToast } from "~/components/layout/toasts";
import { firstFieldNamed, focusedElement, holdFocus } from "./focus-return";

/** The answer when it is a failure: what a form shows in its alert and under its fields. */
export function failureOf(result: FormResult | undefined): FormFailure | undefined {
  return result && !result.ok ? result : undefined;
}

/** The first message for a field: what the forms show under it (SPEC.md §5). */
export function firstError(errors: FieldErrors | undefined, field: string): string | undefined {
  return errors?.[field]?.[0];
}

/**
 * The general message above a form whose fields show their own errors (the signup forms): a
 * message for a field the form does not show (the invite code) as it is; else, when shown fields
 * are wrong, how many to correct, rather than the first one's message a second time; else the
 * answer's own message (too many attempts).
 */
export function summaryMessage(failure: FormFailure, shownFields: readonly string[]): string {
  const errors = failure.errors ?? {};
  const unshown = Object.keys(errors).filter((field) => !shownFields.includes(field));
  const unshownMessage = unshown.map((field) => firstError(errors, field)).find(Boolean);
  if (unshownMessage) return unshownMessage;
  const wrong = shownFields.filter((field) => firstError(errors, field)).length;
  if (wrong === 0) return failure.message;
  return wrong === 1
    ? "Please correct the field marked below."
    : `Please correct the ${wrong} fields marked below.`;
}

export function allMessages(errors: FieldErrors | undefined): string[] {
  return Object.values(errors ?? {}).flatMap((messages) => messages ?? []);
}

/** A form's answer: the latest replaces the one before, so an old error never sits beside a success. */
const FORM_ANSWER_TOAST = "form-answer";

/** SPEC.md §9: toasts stay 2 or 3 seconds. */
export function toastSuccess(message: string) {
  showToast({ id: FORM_ANSWER_TOAST, message, color: "green", autoClose: 3000 });
}

export function toastError(message: string) {
  showToast({ id: FORM_ANSWER_TOAST, message, color: "red", autoClose: 3000 });
}

/** The "Validation Errors" popup of SPEC.md §8: every message the server gave, one per line. */
export function showValidationErrors(errors: FieldErrors | undefined, fallback: string) {
  const messages = allMessages(errors);
  // Closed, it puts focus on the first field it names, for the user to fix, or back on the
  // field or submit button the form was sent from when no such field is on the page.
  const sentFrom = focusedElement();
  const invalid = Object.keys(errors ?? {}).filter((name) => (errors?.[name]?.length ?? 0) > 0);
  const field = firstFieldNamed(invalid, sentFrom?.closest("form") ?? document);
  modals.open({
    // Mantine's own return would put focus back where it was when the popup opened.
    returnFocus: false,
    onClose: () => holdFocus(field ?? sentFrom),
    title: "Validation Errors",
    children: (
      <List size="sm" spacing={4} c="red.8">
        {(messages.length > 0 ? messages : [fallback]).map((message, index) => (
          <List.Item key={`${index}-${message}`}>
            <Text size="sm">{message}</Text>
          </List.Item>
        ))}
      </List>
    ),
  });
}

/**
 * Runs `onResult` once per answer a fetcher receives, never again for a re-render with the same
 * answer, after the loaders it revalidates have settled (state back to idle). A component the
 * revalidated page may remove (a deleted row) never sees that: its page's clientAction shows the
 * answer instead (~/features/admin/content-row-answer.ts).
 */
export function useFetcherResult(
  fetcher: { state: string; data: unknown },
  onResult: (data: unknown) => void,
) {
  const handled = useRef<unknown>(undefined);
  const callback = useRef(onResult);
  useEffect(() => {
    callback.current = onResult;
  });
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    callback.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}

/** An action's answer in the shape the account forms expect, or null for anything odd. */
export function readFormResult(data: unknown): FormResult | null {
  if (typeof data !== "object" || data === null || !("ok" in data)) return null;
  return data as FormResult;
}

/** The form field an input or change event came from: its name, if it has one. */
function fieldNameOf(target: EventTarget | null): string | null {
  return target instanceof Element ? target.getAttribute("name") : null;
}

/** What the fields named `name` hold now (a file field: the file's name). */
function valueOf(name: string): string {
  return [...document.getElementsByName(name)]
    .map((element) =>
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : "",
    )
    .join("\n");
}

const NONE: ReadonlySet<string> = new Set();

/**
 * `errors` less the fields edited since they came: a field's message (and red border) goes as soon
 * as the user types in it, picks another option or file, or steps a number with its arrows or the
 * arrow keys, while the other fields keep theirs until the next answer. A field is known by its
 * name (the rich-text field's hidden input reports its edits too,
 * ~/features/admin/rich-text-field.tsx).
 */
export function useErrorsUntilEdited(errors: FieldErrors | undefined): FieldErrors | undefined {
  // The fields edited, for the errors they were edited after; new errors start with none.
  const [edited, setEdited] = useState({ errors, names: NONE });
  const names = edited.errors === errors ? edited.names : NONE;
  useEffect(() => {
    if (!errors) return;
    const markEdited = (name: string) =>
      setEdited((before) => {
        const kept = before.errors === errors ? before.names : NONE;
        return kept.has(name) ? before : { errors, names: new Set(kept).add(name) };
      });
    const onEdit = (event: Event) => {
      const name = fieldNameOf(event.target);
      if (name && errors[name]) markEdited(name);
    };
    // A number field's arrows (and its arrow keys) set its value from a script, with no input
    // event: after each key or click, a field that holds something else than it did is edited.
    const refused = new Map(Object.keys(errors).map((name) => [name, valueOf(name)]));
    const onGesture = () => {
      for (const [name, value] of refused) if (valueOf(name) !== value) markEdited(name);
    };
    const listeners = [
      ["input", onEdit],
      ["change", onEdit],
      ["keyup", onGesture],
      ["pointerup", onGesture],
    ] as const;
    for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    };
  }, [errors]);
  return useMemo(() => {
    if (!errors || names.size === 0) return errors;
    const left = Object.fromEntries(Object.entries(errors).filter(([name]) => !names.has(name)));
    return Object.keys(left).length > 0 ? left : undefined;
  }, [errors, names]);
}

/**
 * SPEC.md §8's feedback for an account form's answer: the "Validation Errors" popup for field
 * errors (the fields show theirs too), a red toast for other failures, a green one for success.
 * Returns the field errors, for the form to show under its fields, each until its field is edited.
 */
export function useResultFeedback(result: FormResult | undefined): FieldErrors | undefined {
  useEffect(() => {
    if (result) showResult(result);
  }, [result]);
  return useErrorsUntilEdited(failureOf(result)?.errors);
}

/**
 * A form that empties itself once its answer is a success, for the ref of its <form>: no password
 * is left in a field after the change it was asked for, and the other fields go back to their
 * default values, which the reloaded page has made the saved ones.
 */
export function useResetOnSuccess(result: FormResult | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return form;
}

/** Shows an answer as `useResultFeedback` does: a green toast, the errors popup, or a red toast. */
export function showResult(result: FormResult) {
  if (result.ok) {
    if (result.message) toastSuccess(result.message);
  } else if (allMessages(result.errors).length > 0) {
    showValidationErrors(result.errors, result.message);
  } else {
    toastError(result.message);
  }
}

/** The same feedback for a fetcher's answer; `fallback` for an answer that is not a form result. */
export function useFetcherFeedback(fetcher: { state: string; data: unknown }, fallback: string) {
  useFetcherResult(fetcher, (answer) => {
    const result = readFormResult(answer);
    if (result) showResult(result);
    else toastError(fallback);
  });
}
