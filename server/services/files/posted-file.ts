import { invalidField } from "../service-error.ts";

/**
 * The bytes of a posted file part (a form's file input, an API client's multipart part):
 * undefined when absent or empty, which means "keep the current file"; a non-empty text where a
 * file belongs is a 422 on the field with `invalid`, as a file of the wrong kind is.
 */
export async function postedFileBytes(
  field: string,
  value: unknown,
  invalid: string,
): Promise<Uint8Array | undefined> {
  if (value === undefined || value === null || value === "") return undefined;
  if (value instanceof File) return value.size === 0 ? undefined : new Uint8Array(await value.arrayBuffer());
  throw invalidField(field, invalid);
}
