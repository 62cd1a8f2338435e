/** Input of the exam screens of the admin area and their /api/admin calls. */
import { z } from "zod";
import { emailAddress } from "../forms/schema-fields.ts";
import { EXAM_OPTION_LETTERS, MAX_TIME_MULTIPLIER, MIN_TIME_MULTIPLIER } from "./exam-rules.ts";

/** The stored option (option_a…option_d) that is the right answer. */
export const correctKeySchema = z.object({
  option: z.enum(EXAM_OPTION_LETTERS, {
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? "The option field is required."
        : "The option must be a, b, c or d.",
  }),
});
export type CorrectKeyInput = z.infer<typeof correctKeySchema>;

const range = `The multiplier must be between ${MIN_TIME_MULTIPLIER} and ${MAX_TIME_MULTIPLIER}.`;

/** A learner's exam time multiplier: 1 takes the accommodation back. */
export const accommodationSchema = z.object({
  email: emailAddress(),
  multiplier: z
    .string({ error: (issue) => (issue.input === undefined ? "The multiplier field is required." : range) })
    .trim()
    .regex(/^\d(\.\d{1,2})?$/, { error: range })
    .transform(Number)
    .pipe(z.number().min(MIN_TIME_MULTIPLIER, { error: range }).max(MAX_TIME_MULTIPLIER, { error: range })),
});
export type AccommodationInput = z.infer<typeof accommodationSchema>;
