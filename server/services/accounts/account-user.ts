import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users, type User, type UserRole } from "../../db/schema/index.ts";
import { avatarUrl } from "./profile-photo.ts";

/** A user as the account pages and the API see them (never the password hash). */
export type AccountUser = {
  id: number;
  w3Id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  /** A country name (SPEC keeps the legacy field name). */
  nationalityId: string | null;
  bio: string | null;
  inviteCode: string;
  /** 1 active, 0 deactivated. */
  status: number;
  /** "admin" opens the admin area (server/http/auth.ts `requireAdmin`, app/routes/admin). */
  role: UserRole;
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
  website: string | null;
  github: string | null;
  /** Site-relative URL of the profile photo ("/files/avatars/….webp"), or null. */
  imageUrl: string | null;
  /** When the account was created (SPEC "registerDate"). */
  createdAt: Date;
};

/** The columns an AccountUser is built from; `image` is the stored file name. */
export const accountUserColumns = {
  id: users.id,
  w3Id: users.w3Id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  nationalityId: users.nationalityId,
  bio: users.bio,
  inviteCode: users.inviteCode,
  status: users.status,
  role: users.role,
  facebook: users.facebook,
  instagram: users.instagram,
  twitter: users.twitter,
  website: users.website,
  github: users.github,
  image: users.image,
  createdAt: users.createdAt,
};

type AccountUserRow = Pick<User, keyof typeof accountUserColumns>;

export function toAccountUser({ image, ...row }: AccountUserRow): AccountUser {
  return { ...row, imageUrl: avatarUrl(image) };
}

/** The user with this id, deactivated or not; undefined if there is none. */
export async function getAccountUser(db: Database, userId: number): Promise<AccountUser | undefined> {
  const [row] = await db.select(accountUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row && toAccountUser(row);
}
