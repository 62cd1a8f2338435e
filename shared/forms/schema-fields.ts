/**
 * The field rules every input schema is built from, so that a name, an email or an id is checked
 * the same way by every operation. Isomorphic (no server imports); messages follow Laravel's
 * wording, which the site's existing clients show as they come.
 */
import { z } from "zod";
import { isHttpUrl } from "./http-url.ts";
// Sets the words of a check that has none of its own, before any schema is used.
import "./plain-messages.ts";

/** The largest value of a PostgreSQL `integer` (int4): ids and paging figures never go past it. */
export const MAX_INT4 = 2_147_483_647;

/**
 * Control characters (NUL above all, which PostgreSQL cannot store in text) have no place in a
 * name, a message or a link; tab and line breaks do.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const notAllowed = (label: string) => `The ${label} contains characters that are not allowed.`;

/**
 * A required, trimmed text field; `label` is the human name used in messages ("phone number").
 * An empty one stops every rule chained after this one (`abortWhenEmpty`), and with them the
 * input's rules across fields (whenFieldsPass); a field that feeds such a rule passes false, and
 * its own chained rules then let "" through.
 */
export function requiredText(
  label: string,
  options: { max: number; required?: string; abortWhenEmpty?: boolean },
) {
  const required = options.required ?? `The ${label} field is required.`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : `The ${label} must be a string.`) })
    .trim()
    .min(1, { error: required, abort: options.abortWhenEmpty ?? true })
    .max(options.max, { error: `The ${label} must not be greater than ${options.max} characters.` })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: notAllowed(label) });
}

/**
 * A required text that is one line by nature (a person's name): runs of white space, line breaks
 * included, become one space, so a pasted line break can never reach a mail header or a title.
 */
export function singleLineText(
  label: string,
  options: { max: number; required?: string; abortWhenEmpty?: boolean },
) {
  return requiredText(label, options).transform((value) => value.replace(/\s+/g, " "));
}

/** Digits with the usual separators, e.g. "+1 (555) 010-2030"; 6 to 20 characters. */
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{6,20}$/;

/** An optional text field: absent, null or blank becomes null (which clears a stored value). */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `The ${label} must be a string.` })
    .trim()
    .max(max, { error: `The ${label} must not be greater than ${max} characters.` })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: notAllowed(label) })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An optional web link: if filled, an http(s) URL (isHttpUrl); blank clears the link. */
export function webLink(name: string, invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .max(255, { error: `${name} must not be greater than 255 characters.` })
    .refine((value) => value === "" || isHttpUrl(value), { error: invalid })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An email address, lower-cased so that one person has one account whatever they type. */
export function emailAddress(required?: string, label = "email") {
  return requiredText(label, { max: 255, required })
    .pipe(z.email({ error: `The ${label} must be a valid email address.` }))
    .transform((value) => value.toLowerCase());
}

const DIGITS_ONLY = /^\d+$/;

/**
 * A whole number as forms and query strings carry it (text): plain decimal digits only (no sign,
 * spaces, `0x`, `1e3` or `1.0`), then the range, with exactly one message per failure. A JSON
 * number is accepted too. The range never goes past PostgreSQL's integer, so a value this lets
 * through can always be stored and compared.
 */
export function wholeNumber(field: string, options: { min: number; max: number; notWhole?: string }) {
  const { min, max } = options;
  if (!(
    Number.isSafeInteger(min) &&
    Number.isSafeInteger(max) &&
    0 <= min &&
    min <= max &&
    max <= MAX_INT4
  )) {
    throw new Error(`wholeNumber ${field}: the range ${min}..${max} is not within 0..${MAX_INT4}`);
  }
  const notWhole = options.notWhole ?? `The ${field} must be a whole number.`;
  const required = `The ${field} field is required.`;
  const range = `The ${field} must be between ${min} and ${max}.`;
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? required : notWhole),
    })
    .transform((value, context) => {
      const text = typeof value === "number" ? (Number.isInteger(value) ? String(value) : "") : value;
      if (!DIGITS_ONLY.test(text)) {
        context.addIssue({ code: "custom", message: text === "" && value === "" ? required : notWhole });
        return z.NEVER;
      }
      // Digits only, so Number() is exact up to 2^53 and merely large (or Infinity) beyond: either
      // way out of range.
      return Number(text);
    })
    .pipe(z.number().min(min, { error: range }).max(max, { error: range }));
}

/** A row id: 1 up to PostgreSQL's integer. */
export function recordId(field: string) {
  return wholeNumber(field, { min: 1, max: MAX_INT4 });
}

/**
 * An optional whole number (a page, a page size): missing or empty means `fallback`, anything
 * else must be `wholeNumber`'s plain digits within the range.
 */
export function optionalWholeNumber(field: string, options: { min: number; max: number; fallback: number }) {
  const number = wholeNumber(field, options);
  return z
    .preprocess((value) => (value === "" ? undefined : value), number.optional())
    .transform((value) => value ?? options.fallback);
}

/** A page number: 1 to a million (beyond, it is a typo or a probe, and the offset would overflow). */
export const MAX_PAGE = 1_000_000;

/** No slug of ours is longer. */
export const MAX_SLUG_LENGTH = 200;

/**
 * A record's slug in a query, a path or a form: required and trimmed; text no slug can be (over
 * 200 characters, control characters) is refused with `invalid` when given (an operation that
 * answers it as Laravel's `exists` rule does, "The selected slug is invalid."), else with a
 * message saying what is wrong. Whether it names a record is the service's question.
 */
export function slugField(field = "slug", invalid?: string) {
  const required = `The ${field} field is required.`;
  const slug = z.string({ error: required }).trim().min(1, { error: required, abort: true });
  if (invalid !== undefined) {
    return slug.refine((value) => value.length <= MAX_SLUG_LENGTH && !CONTROL_CHARACTERS.test(value), {
      error: invalid,
    });
  }
  return slug
    .max(MAX_SLUG_LENGTH, { error: `The ${field} may not be greater than ${MAX_SLUG_LENGTH} characters.` })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: notAllowed(field) });
}

/**
 * What a visitor typed into a search box, or a filter: trimmed, optional ("" is no search), at
 * most `max`. Every API search and filter reads its text with this, so all refuse a control
 * character (NUL above all) with 422 alike, rather than some dropping it; see
 * server/http/control-characters.ts for the pages' side.
 */
export function searchText(label: string, max: number) {
  return z
    .string({ error: `The ${label} must be a single text.` })
    .trim()
    .max(max, { error: `The ${label} may not be greater than ${max} characters.` })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: notAllowed(label) })
    .optional()
    .transform((value) => value ?? "");
}

/**
 * The `when` of a rule on a whole input (a refine on an object): run it once `fields` have each
 * passed their own rules, whatever the other fields did, so that its message comes with theirs
 * in one answer. (Zod's default skips it as soon as any field failed.)
 */
export function whenFieldsPass(...fields: string[]) {
  // An issue with no path is about the input itself (not an object at all): nothing to check.
  return (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));
}

/** Days in each month of a common year; February has 29 in a leap year. */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether an ISO 8601 date or date and time ("2027-02-28", "2027-02-28T14:30", with seconds, a
 * fraction or an offset) names a day and time that exist. `Date` rolls 30 February over into
 * March and so would save another day than the one typed: month 13, 31 April, 29 February of a
 * common year, hour 24 and minute or second 60 are refused here.
 */
export function isCalendarDateTime(text: string): boolean {
  const match = /^(\d{4})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d)(?::(\d\d))?)?/.exec(text);
  if (!match) return false;
  // A time left out is 00:00:00.
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= days && hour <= 23 && minute <= 59 && second <= 59;
}

/**
 * A required date or date and time as a form's date field or a client sends it (ISO 8601), of a
 * day and time that exist (isCalendarDateTime). A date alone means the end of that day (UTC): a
 * coupon "valid until 31 May" works on 31 May.
 */
export function dateTimeField(label: string) {
  const required = `The ${label} field is required.`;
  const invalid = `The ${label} is not a valid date.`;
  return (
    z
      .string({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .trim()
      // Not `abort` (see requiredText's abortWhenEmpty): the transform below runs only if these passed.
      .min(1, { error: required })
      .max(40, { error: invalid })
      .transform((value, context) => {
        const text = /^\d{4}-\d\d-\d\d$/.test(value) ? `${value}T23:59:59.999Z` : value;
        const date = new Date(text);
        if (
          !/^\d{4}-\d\d-\d\d(T|$)/.test(value) ||
          !isCalendarDateTime(value) ||
          Number.isNaN(date.getTime())
        ) {
          context.addIssue({ code: "custom", message: invalid });
          return z.NEVER;
        }
        return date;
      })
  );
}
