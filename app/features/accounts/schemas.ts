/**
 * The account forms' rules, written once for the web forms and the API (SPEC.md §5, §8).
 * Isomorphic: no server imports. Messages are SPEC's where SPEC gives one, Laravel's wording
 * otherwise, because existing clients show them as they come.
 *
 * Checks that need the database (email taken, old password right, country in the list, the
 * photo's bytes) are made by the services in server/services/accounts, which answer with the
 * same `{ field: [messages] }` shape.
 */
import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 would hash any length; the cap keeps a request from making it hash megabytes. */
export const PASSWORD_MAX_LENGTH = 128;
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const AccountMessages = {
  phoneRequired: "Please input your phone number",
  emailRequired: "Please input your email",
  invalidImage: "Please upload a valid image file.",
  photoTooLarge: "The file must not be greater than 5 MB.",
  emailTaken: "The email has already been taken.",
  invalidCredentials: "Invalid username or password.",
  deactivated: "Your account is deactivated. Please contact support for help.",
  emailDoesNotExist: "Email does not exist.",
  oldPasswordWrong: "The old password is incorrect.",
  resetLinkInvalid: "This password reset link is invalid or has expired.",
  inviteCodeInvalid: "The selected invite code is invalid.",
  countryInvalid: "Please select a country from the list.",
  registered: "Register successfully",
  updated: "Has been successfully updated",
  resetLinkSent: "A password reset link has been sent to your email. Check your inbox or spam folder.",
  passwordReset: "Your password has been reset. Please log in with your new password.",
  accountDeleted: "Account deleted",
  bookmarkSaved: "Bookmark saved successfully",
  bookmarkDeleted: "Bookmark deleted successfully",
  loggedOut: "Logged out successfully",
} as const;

/**
 * Control characters (NUL above all, which PostgreSQL cannot store in text) have no place in a
 * name, a bio or a link; tab and line breaks do.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const noControlCharacters = (label: string) => ({
  error: `The ${label} contains characters that are not allowed.`,
});

/** A trimmed text field; `label` is the Laravel attribute name ("phone number"). */
function text(label: string, options: { max: number; required?: string }) {
  const required = options.required ?? `The ${label} field is required.`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : `The ${label} must be a string.`) })
    .trim()
    .min(1, { error: required, abort: true })
    .max(options.max, { error: `The ${label} must not be greater than ${options.max} characters.` })
    .refine((value) => !CONTROL_CHARACTERS.test(value), noControlCharacters(label));
}

/** A password as typed, never trimmed: a space is a character like any other. Only "required". */
function secret(label: string) {
  const required = `The ${label} field is required.`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : `The ${label} must be a string.`) })
    .min(1, { error: required, abort: true })
    .max(PASSWORD_MAX_LENGTH, {
      error: `The ${label} must not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
    });
}

/** A new password: as `secret`, and at least 8 characters. */
function password(label: string) {
  return secret(label).min(PASSWORD_MIN_LENGTH, {
    error: `The ${label} must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  });
}

function email(required = "The email field is required.") {
  return text("email", { max: 255, required })
    .pipe(z.email({ error: "The email must be a valid email address." }))
    .transform((value) => value.toLowerCase());
}

/** An optional text field: absent, null or blank becomes null (clears the stored value). */
function optionalText(label: string, max: number) {
  return z
    .string({ error: `The ${label} must be a string.` })
    .trim()
    .max(max, { error: `The ${label} must not be greater than ${max} characters.` })
    .refine((value) => !CONTROL_CHARACTERS.test(value), noControlCharacters(label))
    .nullish()
    .transform((value) => (value ? value : null));
}

export const registerSchema = z.object({
  name: text("name", { max: 100 }),
  email: email(),
  password: password("password"),
  inviteCode: optionalText("invite code", 32),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: email(),
  // Only "required" here: a login must not tell which password rules exist.
  password: secret("password"),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Digits with the usual separators, e.g. "+1 (555) 010-2030"; 6 to 20 characters. */
const PHONE = /^\+?[0-9 ()./-]{6,20}$/;

/** /user/updateUser and the profile page. The photo (`file`) is checked by its bytes on the server. */
export const profileUpdateSchema = z.object({
  name: text("name", { max: 100 }),
  phone_number: text("phone number", { max: 20, required: AccountMessages.phoneRequired }).regex(PHONE, {
    error: "The phone number format is invalid.",
  }),
  // SPEC: holds a country name chosen from the list `checkCurrentUser` returns as `country`.
  nationality_id: text("nationality id", { max: 100, required: "Please select your country." }),
  bio: text("bio", { max: 1000 }),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const emailChangeSchema = z.object({
  email: email(AccountMessages.emailRequired),
});
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

export const passwordChangeSchema = z
  .object({
    old_password: secret("old password"),
    new_password: password("new password"),
    new_password_confirmation: secret("new password confirmation"),
  })
  .refine((values) => values.new_password === values.new_password_confirmation, {
    path: ["new_password_confirmation"],
    error: "The new password confirmation does not match.",
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** /public/checkMail and the forgot-password page. `host` is accepted for old clients and ignored. */
export const forgotPasswordSchema = z.object({
  email: email(AccountMessages.emailRequired),
  host: z.string({ error: "The host must be a string." }).nullish(),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** /public/restPassword and /forget-password-recover-email/{id}: `id` is the token from the mail. */
export const resetPasswordSchema = z
  .object({
    password: password("password"),
    password_confirmation: secret("password confirmation"),
    id: text("id", { max: 200, required: AccountMessages.resetLinkInvalid }),
  })
  .refine((values) => values.password === values.password_confirmation, {
    path: ["password_confirmation"],
    error: "The password confirmation does not match.",
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const SOCIAL_NETWORKS = {
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "Twitter",
  website: "Website",
  github: "Github",
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** Optional; if filled, an http(s) URL. Blank clears the link. */
function socialLink(name: string) {
  const invalid = `${name} must be a valid URL starting with http:// or https://`;
  return z
    .string({ error: invalid })
    .trim()
    .max(255, { error: `${name} must not be greater than 255 characters.` })
    .refine((value) => value === "" || isHttpUrl(value), { error: invalid })
    .nullish()
    .transform((value) => (value ? value : null));
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export const socialLinksSchema = z.object({
  facebook: socialLink(SOCIAL_NETWORKS.facebook),
  instagram: socialLink(SOCIAL_NETWORKS.instagram),
  twitter: socialLink(SOCIAL_NETWORKS.twitter),
  website: socialLink(SOCIAL_NETWORKS.website),
  github: socialLink(SOCIAL_NETWORKS.github),
});
export type SocialLinksInput = z.infer<typeof socialLinksSchema>;

/** /user/deleteAccountUser: SPEC sends status 0 (deactivate); nothing else is accepted. */
export const deleteAccountSchema = z.object({
  // JSON clients send 0, form posts "0".
  status: z
    .union([z.literal(0), z.literal("0")], {
      error: (issue) =>
        issue.input === undefined ? "The status field is required." : "The selected status is invalid.",
    })
    .transform(() => 0 as const),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** Groups Zod issues by field (`{ field: [messages] }`), as the API's 422 answers do. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "_";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
