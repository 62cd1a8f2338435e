/** SPEC.md §8's sign-in wording, word for word; the page and the modal differ on purpose. */
export const PAGE_MESSAGES = {
  invalidLogin: "Invalid username or password.",
} as const;

export const MODAL_MESSAGES = {
  invalidLogin: "Invalid email or password.",
  unexpected: "An unexpected error occurred.",
  registered: "Register successfully",
} as const;
