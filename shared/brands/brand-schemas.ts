/** Input of the brands calls (SPEC.md §7) and of /add-brand and /edit-brand/{id}. */
import { z } from "zod";
import { editVersion } from "../admin/edit-version.ts";
import { optionalText, recordId, singleLineText } from "../forms/schema-fields.ts";
import { BRAND_DESCRIPTION_MAX_LENGTH, BRAND_NAME_MAX_LENGTH } from "./brand-messages.ts";

const STATUS_REQUIRED = "The status field is required.";
const STATUS_INVALID = "The selected status is invalid.";

/** SPEC.md §5: status is chosen from Active or Inactive; clients may send it as 1 or 0 too. */
const brandStatus = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined ? STATUS_REQUIRED : STATUS_INVALID),
  })
  .transform((value, context) => {
    const text = String(value).trim().toLowerCase();
    if (text === "") {
      context.addIssue({ code: "custom", message: STATUS_REQUIRED });
      return z.NEVER;
    }
    if (text === "active" || text === "1") return 1;
    if (text === "inactive" || text === "0") return 0;
    context.addIssue({ code: "custom", message: STATUS_INVALID });
    return z.NEVER;
  });

/** An id that a form leaves empty when adding. */
const optionalId = z.preprocess((value) => (value === "" ? undefined : value), recordId("id").optional());

/**
 * POST /brands/save and the brand form: `id` and `updated_at` when editing (the stale-edit rule),
 * neither when adding.
 */
export const saveBrandSchema = z
  .object({
    id: optionalId,
    name: singleLineText("name", { max: BRAND_NAME_MAX_LENGTH }),
    description: optionalText("description", BRAND_DESCRIPTION_MAX_LENGTH),
    status: brandStatus,
    updated_at: z.preprocess((value) => (value === "" ? undefined : value), editVersion().optional()),
  })
  .superRefine((value, context) => {
    if (value.id !== undefined && value.updated_at === undefined) {
      context.addIssue({
        code: "custom",
        path: ["updated_at"],
        message: "The updated at field is required when id is present.",
      });
    }
  });
export type SaveBrandInput = z.infer<typeof saveBrandSchema>;

/** GET /brands/brandrow/{id}, GET /brands/delete/{id}. */
export const brandIdSchema = z.object({ id: recordId("id") });

/** The delete form: the brand and the version the admin saw. */
export const deleteBrandSchema = z.object({ id: recordId("id"), updated_at: editVersion() });
