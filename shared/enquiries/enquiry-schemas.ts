/**
 * The immigration-support enquiry (POST /public/send-email-immigration and the
 * /immigration-support form): every field required, with SPEC.md §5's one message for any that
 * is missing.
 */
import { z } from "zod";
import { PHONE_PATTERN, emailAddress, requiredText, singleLineText } from "../forms/schema-fields.ts";
import { ENQUIRY_MESSAGE_MAX_LENGTH, EnquiryMessages } from "./enquiry-messages.ts";

const required = EnquiryMessages.required;

export const enquirySchema = z.object({
  name: singleLineText("name", { max: 100, required }),
  email: emailAddress(required),
  phone: requiredText("phone", { max: 20, required }).regex(PHONE_PATTERN, {
    error: EnquiryMessages.invalidPhone,
  }),
  message: requiredText("message", { max: ENQUIRY_MESSAGE_MAX_LENGTH, required }),
});
export type EnquiryInput = z.infer<typeof enquirySchema>;
