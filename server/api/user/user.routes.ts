import { createRoute, z } from "@hono/zod-openapi";
import { AccountMessages } from "../../../shared/accounts/account-messages.ts";
import {
  deleteAccountSchema,
  emailChangeSchema,
  profileUpdateSchema,
  socialLinksSchema,
} from "../../../shared/accounts/account-schemas.ts";
import { requireUser } from "../../http/auth.ts";
import {
  ErrorSchema,
  formBody,
  jsonContent,
  rateLimitedResponse,
  unauthenticatedResponse,
  ValidationErrorSchema,
} from "../router.ts";
import { deleteBookmarkSchema, saveBookmarkSchema } from "../../../shared/bookmarks/bookmark-schemas.ts";
import { ApiUserSchema } from "./user-json.ts";

const userCall = { tags: ["User"], middleware: requireUser, security: [{ bearerAuth: [] }] };
const MessageSchema = z.object({ message: z.string() });
const MessageAndUserSchema = z.object({ message: z.string(), user: ApiUserSchema });

export const checkCurrentUser = createRoute({
  ...userCall,
  method: "get",
  path: "/user/checkCurrentUser",
  summary: "The signed-in user, their photo, when they registered and the country list",
  responses: {
    200: jsonContent(
      z
        .object({
          user: ApiUserSchema,
          image: z.string().nullable().openapi({ description: "Absolute URL of the profile photo (WebP)" }),
          registerDate: z.string().openapi({ description: "ISO 8601", example: "2026-01-31T09:30:00.000Z" }),
          country: z.array(z.string()).openapi({ description: "Country names for nationality_id" }),
        })
        .openapi("CurrentUser"),
      "The user",
    ),
    ...unauthenticatedResponse,
  },
});

// A file part arrives as a File; clients that send an empty text part mean "no new photo".
const photoField = z
  .union([z.instanceof(File), z.string()], { error: AccountMessages.invalidImage })
  .optional()
  .openapi({ type: "string", format: "binary", description: "JPEG, PNG, WebP or GIF, at most 5 MB" });

export const updateUser = createRoute({
  ...userCall,
  method: "post",
  path: "/user/updateUser",
  summary: "Update name, phone, country and bio, and optionally the photo (`file`)",
  request: {
    body: formBody(profileUpdateSchema.extend({ file: photoField }).openapi("UpdateUserBody")),
  },
  responses: {
    200: jsonContent(MessageAndUserSchema, "Saved"),
    ...unauthenticatedResponse,
    413: jsonContent(ErrorSchema, "The request is larger than 6 MB"),
    422: jsonContent(ValidationErrorSchema, "Invalid fields, unknown country or not an image"),
  },
});

export const updateUserEmail = createRoute({
  ...userCall,
  method: "post",
  path: "/user/updateUserEmail",
  summary: "Change the sign-in email",
  description:
    "Besides SPEC's `email`, `password` (the current one) is required. Unused password-reset links stop " +
    "working, and the old address is told of the change.",
  request: {
    body: formBody(emailChangeSchema.openapi("UpdateEmailBody")),
  },
  responses: {
    200: jsonContent(MessageAndUserSchema, "Saved"),
    ...unauthenticatedResponse,
    422: jsonContent(ValidationErrorSchema, "Missing, invalid or taken email, or a wrong password"),
  },
});

export const updateUserSocial = createRoute({
  ...userCall,
  method: "post",
  path: "/user/updateUserSocial",
  summary: "Set the profile links; an empty field clears its link, one left out keeps it",
  description:
    "The profile page's form sends all five fields. An empty one clears its link; one left out of the body " +
    "keeps its link as it is. A body naming none of them is refused with 422 " +
    `("${AccountMessages.socialLinksMissing}") and nothing changes.`,
  request: {
    body: formBody(socialLinksSchema.openapi("SocialLinksBody")),
  },
  responses: {
    200: jsonContent(MessageAndUserSchema, "Saved"),
    ...unauthenticatedResponse,
    422: jsonContent(ValidationErrorSchema, "A link that is not an http(s) URL, or none of the five sent"),
  },
});

export const deleteAccountUser = createRoute({
  ...userCall,
  method: "post",
  path: "/user/deleteAccountUser",
  summary:
    "Delete the account: status 0, every session ends, the personal data is erased and the email may sign up again",
  description:
    "Needs a recent login: the session's login, or `password` given again, within the last 15 minutes. " +
    `Without it the answer is 403 with the message "${AccountMessages.deleteNeedsRecentLogin}" ` +
    "A password that is given is checked even when the login is recent: a wrong one is 422 on " +
    "`password` and counts against the account's login limit (429 over it). Refused, nothing changes.",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: deleteAccountSchema.openapi("DeleteAccountBody", { example: { status: 0 } }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(MessageSchema, "Account deleted"),
    ...unauthenticatedResponse,
    403: jsonContent(ErrorSchema, "The login is not recent and no password was given"),
    422: jsonContent(ValidationErrorSchema, "status is not 0, or a wrong password"),
    ...rateLimitedResponse,
  },
});

const BookmarkSchema = z
  .object({ id: z.number().int(), bookmarkName: z.string(), slug: z.string(), created_at: z.string() })
  .openapi("Bookmark");

export const fetechBookmark = createRoute({
  ...userCall,
  method: "get",
  path: "/user/fetechBookmark",
  summary: "The user's bookmarks, newest first",
  responses: {
    200: jsonContent(z.object({ data: z.array(BookmarkSchema), count: z.number().int() }), "The bookmarks"),
    ...unauthenticatedResponse,
  },
});

export const saveUserBookMark = createRoute({
  ...userCall,
  method: "get",
  path: "/user/saveUserBookMark",
  summary: "Bookmark a child category by its slug (a GET that changes state, as SPEC §7 has it)",
  request: {
    query: saveBookmarkSchema.openapi({ example: { slug: "java-core" } }),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: BookmarkSchema }), "Bookmark saved successfully"),
    ...unauthenticatedResponse,
    422: jsonContent(ValidationErrorSchema, "Unknown slug, or already bookmarked"),
  },
});

export const deleteBookmark = createRoute({
  ...userCall,
  method: "get",
  path: "/user/deleteBookmark",
  summary: "Delete one of the user's bookmarks (a GET that changes state, as SPEC §7 has it)",
  request: {
    query: deleteBookmarkSchema.openapi({ example: { bookmarkId: 1 } }),
  },
  responses: {
    200: jsonContent(MessageSchema, "Deleted"),
    ...unauthenticatedResponse,
    404: jsonContent(ErrorSchema, "Not one of the user's bookmarks"),
    422: jsonContent(ValidationErrorSchema, "bookmarkId is not a whole number"),
  },
});

export const referralCode = createRoute({
  ...userCall,
  method: "get",
  path: "/user/referralCode",
  summary: "The people who signed up with the user's invite code",
  responses: {
    200: jsonContent(
      z.object({
        data: z.array(
          z
            .object({ inviteCode: z.string(), name: z.string(), email: z.string(), created_at: z.string() })
            .openapi("Referral"),
        ),
        count: z.number().int(),
      }),
      "The referrals",
    ),
    ...unauthenticatedResponse,
  },
});
