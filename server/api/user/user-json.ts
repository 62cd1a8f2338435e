import { z } from "@hono/zod-openapi";
import type { AccountUser } from "../../services/accounts/account-user.ts";

/** SPEC §3's user object, field names exactly as existing clients read them (plus id). */
export const ApiUserSchema = z
  .object({
    id: z.number().int(),
    w3_id: z.string(),
    name: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
    nationality_id: z.string().nullable().openapi({ description: "A country name" }),
    bio: z.string().nullable(),
    inviteCode: z.string(),
    status: z.number().int().openapi({ description: "1 active, 0 deactivated" }),
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    twitter: z.string().nullable(),
    website: z.string().nullable(),
    github: z.string().nullable(),
  })
  .openapi("User");

export function toApiUser(user: AccountUser): z.infer<typeof ApiUserSchema> {
  return {
    id: user.id,
    w3_id: user.w3Id,
    name: user.name,
    email: user.email,
    phone_number: user.phoneNumber,
    nationality_id: user.nationalityId,
    bio: user.bio,
    inviteCode: user.inviteCode,
    status: user.status,
    facebook: user.facebook,
    instagram: user.instagram,
    twitter: user.twitter,
    website: user.website,
    github: user.github,
  };
}

/** Absolute URL of a site-relative path (API clients may live on other origins). */
export function absoluteUrl(publicUrl: string, path: string | null): string | null {
  return path ? `${publicUrl}${path}` : null;
}
