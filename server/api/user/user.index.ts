import { AccountMessages } from "../../../shared/accounts/account-messages.ts";
import { changeEmail, emailChangePasswordErrors } from "../../services/accounts/change-email.ts";
import { COUNTRIES } from "../../services/accounts/countries.ts";
import { deleteAccount } from "../../services/accounts/delete-account.ts";
import { profileCheckErrors, updateProfile } from "../../services/accounts/update-profile.ts";
import { updateSocialLinks } from "../../services/accounts/update-social-links.ts";
import { deleteBookmark, listBookmarks, saveBookmark } from "../../services/bookmarks/bookmarks.ts";
import { listReferrals } from "../../services/referrals/list-referrals.ts";
import { BookmarkMessages } from "../../../shared/bookmarks/bookmark-messages.ts";
import { passwordOwnerOf } from "../../http/auth.ts";
import { validationHookWith } from "../../http/validation.ts";
import { createRouter } from "../router.ts";
import { absoluteUrl, toApiUser } from "./user-json.ts";
import * as routes from "./user.routes.ts";
import { sessionAuthentication } from "../../services/accounts/recent-login.ts";

export const userRouter = createRouter()
  .openapi(routes.checkCurrentUser, (c) => {
    const { user } = c.var;
    return c.json(
      {
        user: toApiUser(user),
        image: absoluteUrl(c.var.config.publicUrl, user.imageUrl),
        registerDate: user.createdAt.toISOString(),
        country: [...COUNTRIES],
      },
      200,
    );
  })
  .openapi(
    routes.updateUser,
    async (c) => {
      const { file, ...fields } = c.req.valid("form");
      const user = await updateProfile(c.var.db, c.var, c.var.user.id, fields, file);
      return c.json({ message: AccountMessages.updated, user: toApiUser(user) }, 200);
    },
    validationHookWith((fields) => profileCheckErrors(fields)),
  )
  .openapi(
    routes.updateUserEmail,
    async (c) => {
      const owner = { userId: c.var.user.id, clientIp: c.var.clientIp };
      const user = await changeEmail(c.var.db, owner, c.req.valid("form"));
      return c.json({ message: AccountMessages.updated, user: toApiUser(user) }, 200);
    },
    validationHookWith((fields, c) => emailChangePasswordErrors(c.var.db, passwordOwnerOf(c), fields)),
  )
  .openapi(routes.updateUserSocial, async (c) => {
    const user = await updateSocialLinks(c.var.db, c.var.user.id, c.req.valid("form"));
    return c.json({ message: AccountMessages.updated, user: toApiUser(user) }, 200);
  })
  .openapi(routes.deleteAccountUser, async (c) => {
    await deleteAccount(c.var.db, c.var, sessionAuthentication(c.var, c.var.clientIp), c.req.valid("json"));
    return c.json({ message: AccountMessages.accountDeleted }, 200);
  })
  .openapi(routes.fetechBookmark, async (c) => {
    const { data, count } = await listBookmarks(c.var.db, c.var.user.id);
    return c.json(
      {
        data: data.map((bookmark) => ({
          id: bookmark.id,
          bookmarkName: bookmark.bookmarkName,
          slug: bookmark.slug,
          created_at: bookmark.createdAt.toISOString(),
        })),
        count,
      },
      200,
    );
  })
  .openapi(routes.saveUserBookMark, async (c) => {
    const bookmark = await saveBookmark(c.var.db, c.var.user.id, c.req.valid("query").slug);
    return c.json(
      {
        message: BookmarkMessages.saved,
        data: {
          id: bookmark.id,
          bookmarkName: bookmark.bookmarkName,
          slug: bookmark.slug,
          created_at: bookmark.createdAt.toISOString(),
        },
      },
      200,
    );
  })
  .openapi(routes.deleteBookmark, async (c) => {
    await deleteBookmark(c.var.db, c.var.user.id, c.req.valid("query").bookmarkId);
    return c.json({ message: BookmarkMessages.deleted }, 200);
  })
  .openapi(routes.referralCode, async (c) => {
    const { data, count } = await listReferrals(c.var.db, c.var.user.id);
    return c.json(
      {
        data: data.map((referral) => ({
          inviteCode: referral.inviteCode,
          name: referral.name,
          email: referral.email,
          created_at: referral.createdAt.toISOString(),
        })),
        count,
      },
      200,
    );
  });
