/**
 * What the account forms and the API say, word for word (SPEC.md §5, §8), and the limits the
 * forms show. Plain data: the browser imports these without the schemas that use them.
 */
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
  /** A change to the password already in use: nothing would change but the mail and the sessions. */
  passwordUnchanged: "The new password must be different from the old password.",
  /** A new password on the list of the most common ones (common-passwords.ts). */
  passwordTooCommon: "This password is too common. Choose one that is harder to guess.",
  currentPasswordWrong: "The password is incorrect.",
  resetLinkInvalid: "This password reset link is invalid or has expired.",
  inviteCodeInvalid: "The selected invite code is invalid.",
  countryRequired: "Please select your country.",
  countryInvalid: "Please select a country from the list.",
  registered: "Register successfully",
  updated: "Has been successfully updated",
  resetLinkSent: "A password reset link has been sent to your email. Check your inbox or spam folder.",
  passwordReset: "Your password has been reset. Please log in with your new password.",
  accountDeleted: "Account deleted",
  /** A deletion from a session whose login is older than 15 minutes (recent-login.ts). */
  deleteNeedsRecentLogin: "Enter your password again to delete your account.",
  loggedOut: "Logged out successfully",
  /** /auth/userLogin's `remember` ("Keep me signed in") that is neither ticked nor not. */
  rememberInvalid: "The remember field must be true or false.",
  /** /user/updateUserSocial with none of the five links: nothing is cleared. */
  socialLinksMissing:
    "Send the links to save: facebook, instagram, twitter, website or github (an empty one clears that link).",
} as const;

export const SOCIAL_NETWORKS = {
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "Twitter",
  website: "Website",
  github: "Github",
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** SPEC.md §5's message for a social link that is filled but not an http(s) URL. */
export function invalidSocialLink(name: string) {
  return `${name} must be a valid URL starting with http:// or https://`;
}
