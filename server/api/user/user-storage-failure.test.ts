/**
 * A profile photo that was replaced, or erased with its account, is removed once that change has
 * committed. When the storage refuses then (here the site's bucket accepts its key for everything
 * but deletes), the change stands: the person gets the usual answer and sees the change, and the
 * log names the photo left behind for the operator.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import {
  get,
  postForm,
  postJson,
  signUpAndLogIn,
  type TestAccount,
} from "../../../tests/support/api-accounts.ts";
import { deleteRefusedWarning, setupRefusingBucket } from "../../../tests/support/refusing-bucket.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";

const database = setupTestDatabase();
const { site, deleteRefusedSite, stored } = setupRefusingBucket(database);

const PROFILE = {
  name: "Radia Perlman",
  phone_number: "+1 (555) 010-4477",
  nationality_id: "United States",
  bio: "Spanning trees and link-state routing.",
};

const pngPhoto = async (background: string) =>
  new File(
    [
      await sharp({ create: { width: 640, height: 480, channels: 3, background } })
        .png()
        .toBuffer(),
    ],
    "me.png",
    { type: "image/png" },
  );

/** An account whose photo was uploaded through the API, and the key the photo is stored under. */
async function accountWithPhoto(): Promise<{ account: TestAccount; key: string }> {
  const account = await signUpAndLogIn(site());
  const saved = await postForm(
    site(),
    "/api/user/updateUser",
    { ...PROFILE, file: await pngPhoto("#3a86ff") },
    { token: account.token },
  );
  expect(saved.status).toBe(200);
  const [row] = await database.db.select({ image: users.image }).from(users).where(eq(users.id, account.id));
  const key = `avatars/${row!.image}`;
  expect(await stored(key)).toBeDefined();
  return { account, key };
}

it("replaces a profile photo all the same when the storage refuses to remove the old one, and logs it", async () => {
  const { account, key: old } = await accountWithPhoto();
  const refused = deleteRefusedSite();

  const saved = await postForm(
    refused.app,
    "/api/user/updateUser",
    { ...PROFILE, file: await pngPhoto("#ff006e") },
    { token: account.token },
  );

  expect(saved.status).toBe(200);
  expect((await saved.json()).message).toBe("Has been successfully updated");
  const { image } = await (await get(site(), "/api/user/checkCurrentUser", { token: account.token })).json();
  expect(image).toMatch(/\/files\/avatars\/[0-9a-f]{32}\.webp$/);
  expect(image).not.toContain(old.slice("avatars/".length));
  expect((await site().request(new URL(image).pathname)).status).toBe(200);
  expect(await stored(old)).toBeDefined();
  expect(refused.warnings()).toEqual([deleteRefusedWarning(old)]);
});

it("deletes an account all the same when the storage refuses to remove its photo, and logs it", async () => {
  const { account, key } = await accountWithPhoto();
  const refused = deleteRefusedSite();

  const deleted = await postJson(
    refused.app,
    "/api/user/deleteAccountUser",
    { status: 0 },
    { token: account.token },
  );

  expect(deleted.status).toBe(200);
  expect(await deleted.json()).toEqual({ message: "Account deleted" });
  const [row] = await database.db
    .select({ status: users.status, image: users.image })
    .from(users)
    .where(eq(users.id, account.id));
  expect(row).toEqual({ status: 0, image: null });
  expect(await stored(key)).toBeDefined();
  expect(refused.warnings()).toEqual([deleteRefusedWarning(key)]);
});
