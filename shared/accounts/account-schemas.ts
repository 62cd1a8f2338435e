/**
 * One input schema per account operation, for the API handlers and the web actions alike
 * (SPEC.md §5, §7). Checks that need the database (email taken, old password right, country in
 * the list, the photo's bytes) are the services' (server/services/accounts), which answer with
 * the same `{ field: [messages] }` shape.
 */
import { z } from "zod";
import {
  PHONE_PATTERN,
  emailAddress,
  optionalText,
  requiredText,
  singleLineText,
  webLink,
  whenFieldsPass,
} from "../forms/schema-fields.ts";
import {
  AccountMessages,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SOCIAL_NETWORKS,
  invalidSocialLink,
} from "./account-messages.ts";
import { isCommonPassword } from "./common-passwords.ts";

/** A password as typed, never trimmed: a space is a character like any other. Only "required". */
export function secret(label: string) {
  const required = `The ${label} field is required.`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : `The ${label} must be a string.`) })
    .min(1, { error: required, abort: true })
    .max(PASSWORD_MAX_LENGTH, {
      error: `The ${label} must not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
    });
}

/**
 * A new password (signup, reset, change): as `secret`, at least 8 characters, and none of the
 * passwords people choose most often (common-passwords.ts), as NIST SP 800-63B advises. A login
 * takes `secret` alone.
 */
function newPassword(label: string) {
  return secret(label)
    .min(PASSWORD_MIN_LENGTH, {
      error: `The ${label} must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    })
    .refine((value) => !isCommonPassword(value), { error: AccountMessages.passwordTooCommon });
}

/**
 * A person's name (signup, the profile): one line, as the immigration enquiry's name, so that a
 * pasted line break or tab becomes a space and never reaches a mail's header or a page's title.
 */
const personName = singleLineText("name", { max: 100 });

export const registerSchema = z.object({
  name: personName,
  email: emailAddress(),
  password: newPassword("password"),
  inviteCode: optionalText("invite code", 32),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * "Keep me signed in": a form's checkbox sends "on" when ticked and nothing when not; a JSON
 * client sends true or false, a client of text "true"/"false" or "1"/"0". Anything else is a
 * mistake, refused rather than read as "no".
 */
const TICKED = ["on", "true", "1"];
const rememberBox = z
  .union([z.boolean(), z.enum([...TICKED, "false", "0"])], {
    error: AccountMessages.rememberInvalid,
  })
  .meta({ description: "true keeps the session past the browser's: a JSON true, or a checkbox's \"on\"" })
  .optional()
  .transform((value) => value === true || (typeof value === "string" && TICKED.includes(value)));

export const loginSchema = z.object({
  email: emailAddress(),
  // Only "required" here: a login must not tell which password rules exist.
  password: secret("password"),
  /** "Keep me signed in": the session outlives the browser session. */
  remember: rememberBox,
});
export type LoginInput = z.infer<typeof loginSchema>;

/** /user/updateUser and the profile page. The photo (`file`) is checked by its bytes on the server. */
export const profileUpdateSchema = z.object({
  name: personName,
  phone_number: requiredText("phone number", { max: 20, required: AccountMessages.phoneRequired }).regex(
    PHONE_PATTERN,
    { error: "The phone number format is invalid." },
  ),
  // SPEC: holds a country name chosen from the list `checkCurrentUser` returns as `country`.
  nationality_id: requiredText("nationality id", { max: 100, required: AccountMessages.countryRequired }),
  bio: requiredText("bio", { max: 1000 }),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const emailChangeSchema = z.object({
  email: emailAddress(AccountMessages.emailRequired),
  /** The current password: a session alone must not be enough to take the account over. */
  password: secret("password"),
});
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

export const passwordChangeSchema = z
  .object({
    old_password: secret("old password"),
    new_password: newPassword("new password"),
    new_password_confirmation: secret("new password confirmation"),
  })
  // Nothing would change, yet other sessions would end and the owner be mailed.
  .refine((values) => values.new_password !== values.old_password, {
    path: ["new_password"],
    error: AccountMessages.passwordUnchanged,
    when: whenFieldsPass("old_password", "new_password"),
  })
  .refine((values) => values.new_password === values.new_password_confirmation, {
    path: ["new_password_confirmation"],
    error: "The new password confirmation does not match.",
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** /public/checkMail and the forgot-password page. `host` is accepted for old clients and ignored. */
export const forgotPasswordSchema = z.object({
  email: emailAddress(AccountMessages.emailRequired),
  host: z
    .string({ error: "The host must be a string." })
    .max(255, { error: "The host must not be greater than 255 characters." })
    .nullish(),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** /public/restPassword and /forget-password-recover-email/{id}: `id` is the token from the mail. */
export const resetPasswordSchema = z
  .object({
    password: newPassword("password"),
    password_confirmation: secret("password confirmation"),
    id: requiredText("id", { max: 200, required: AccountMessages.resetLinkInvalid }),
  })
  .refine((values) => values.password === values.password_confirmation, {
    path: ["password_confirmation"],
    error: "The password confirmation does not match.",
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** One profile link: empty clears it, left out of the body keeps it as it is (undefined). */
const socialLink = (name: string) => webLink(name, invalidSocialLink(name)).optional();

const SOCIAL_FIELDS = Object.keys(SOCIAL_NETWORKS);

/**
 * /user/updateUserSocial and the social-profile page: the five links, as the page's form sends
 * them; an empty one clears its link, one left out stays as it is. A body naming none of them (no
 * body, another form's fields) is refused with `socialLinksMissing`: it is a client's mistake.
 */
export const socialLinksSchema = z.preprocess(
  (input, context) => {
    if (typeof input === "object" && input !== null && !SOCIAL_FIELDS.some((field) => field in input)) {
      context.addIssue({ code: "custom", message: AccountMessages.socialLinksMissing, input });
    }
    return input;
  },
  z.object({
    facebook: socialLink(SOCIAL_NETWORKS.facebook),
    instagram: socialLink(SOCIAL_NETWORKS.instagram),
    twitter: socialLink(SOCIAL_NETWORKS.twitter),
    website: socialLink(SOCIAL_NETWORKS.website),
    github: socialLink(SOCIAL_NETWORKS.github),
  }),
);
export type SocialLinksInput = z.infer<typeof socialLinksSchema>;

/**
 * /user/deleteAccountUser: SPEC sends status 0 (deactivate); nothing else is accepted. `password`
 * is needed when the session's login is not recent (server/services/accounts/recent-login.ts);
 * empty means not given.
 */
export const deleteAccountSchema = z.object({
  // JSON clients send 0, form posts "0".
  status: z
    .union([z.literal(0), z.literal("0")], {
      error: (issue) =>
        issue.input === undefined ? "The status field is required." : "The selected status is invalid.",
    })
    .transform(() => 0 as const),
  password: z.preprocess((value) => (value === "" ? undefined : value), secret("password").optional()),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
