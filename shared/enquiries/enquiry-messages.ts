/**
 * What the immigration-support enquiry form and its API call say, word for word (SPEC.md §5, §8).
 * Plain data: the browser imports these without the schema that uses them.
 */
export const EnquiryMessages = {
  /** SPEC.md §5, its spelling kept: any of the four fields empty. */
  required: "Please fill in all required fields (Name, Email,Phone Message).",
  sent: "Thank You! We will contact you soon.",
  /** SPEC.md §8: an error we did not expect. */
  failed: "Something went wrong. Please try again.",
  /** SPEC.md §8: the message could not be taken now (too many from this address). */
  unableToSend: "Unable to send your message. Please try again later.",
  invalidPhone: "The phone number format is invalid.",
} as const;

export const ENQUIRY_MESSAGE_MAX_LENGTH = 5000;
