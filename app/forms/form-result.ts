import type { FieldErrors } from "@shared/forms/field-errors";

export type { FieldErrors };

/** A refused form: the message for its alert or toast, and the messages under its fields. */
export type FormFailure = { ok: false; message: string; errors?: FieldErrors };

/** What a form's action answers; `ok: false` carries the server's messages (SPEC.md §5, §8). */
export type FormResult = { ok: true; message?: string } | FormFailure;
