/** The site settings and static-page editors' calls: admin only, every change audited. */
import { createRoute, z } from "@hono/zod-openapi";
import { savePageSchema, saveSettingsSchema } from "../../../shared/admin/site-schemas.ts";
import { requireAdmin } from "../../http/auth.ts";
import {
  ErrorSchema,
  ValidationErrorSchema,
  adminOnlyResponses,
  formBody,
  jsonContent,
  rowIdParam,
  staleEditResponse,
} from "../router.ts";

const adminCall = { tags: ["Admin: site"], middleware: requireAdmin, security: [{ bearerAuth: [] }] };

const SettingsSchema = z
  .object({
    currency: z.string().openapi({ example: "$" }),
    title: z.string(),
    description: z.string(),
    keywords: z.string(),
    contact_email: z.string().openapi({ description: "Empty: the server's CONTACT_EMAIL" }),
    contact_address: z.string().openapi({ description: "Where inquiries go and what the footer shows" }),
    facebook_url: z.string(),
    instagram_url: z.string(),
    twitter_url: z.string(),
    linkedin_url: z.string(),
    youtube_url: z.string(),
    updated_at: z.string().openapi({ description: "ISO 8601; the version to send back with a change" }),
  })
  .openapi("AdminSettings");

const AdminPageSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    path: z.string().nullable().openapi({ description: "The page's public address", example: "/about-us" }),
    description_full: z.string().nullable().openapi({ description: "Sanitized HTML" }),
    meta_description: z.string().nullable(),
    updated_at: z.string().openapi({ description: "ISO 8601; the version to send back with a change" }),
  })
  .openapi("AdminPage");

export const getSettings = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/settings",
  summary: "Every site setting, with the version an edit must carry",
  responses: {
    200: jsonContent(z.object({ data: SettingsSchema }), "The settings"),
    ...adminOnlyResponses,
  },
});

export const saveSettings = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/settings/save",
  summary: "Save every site setting (with the `updated_at` read with them)",
  description: "An empty contact email falls back to the server's CONTACT_EMAIL; an empty link shows none.",
  request: {
    body: formBody(
      saveSettingsSchema.openapi("SaveSettingsBody", {
        example: {
          updated_at: "2026-01-01T00:00:00.000Z",
          currency: "$",
          title: "W3Programmer",
          description: "…",
        },
      }),
    ),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: SettingsSchema }), "Saved"),
    ...adminOnlyResponses,
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A missing currency, title or description, a bad email or link"),
  },
});

export const listPages = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/pages",
  summary: "The static pages (about, contact, terms, privacy, FAQ)",
  responses: {
    200: jsonContent(z.object({ data: z.array(AdminPageSchema) }), "The pages"),
    ...adminOnlyResponses,
  },
});

export const getPage = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/pages/{id}",
  summary: "One static page, for its edit form",
  request: { params: rowIdParam },
  responses: {
    200: jsonContent(z.object({ data: AdminPageSchema }), "The page"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such page"),
    422: jsonContent(ValidationErrorSchema, "An id that is not a whole number"),
  },
});

export const savePage = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/pages/save",
  summary: "Save a static page's title, text (HTML, sanitized) and description",
  request: { body: formBody(savePageSchema.openapi("SavePageBody")) },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: AdminPageSchema }), "Saved"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such page"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A missing title or text, or no updated_at"),
  },
});
