import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrorsOf } from "../forms/field-errors.ts";
import { AccountMessages } from "./account-messages.ts";
import { passwordChangeSchema } from "./account-schemas.ts";

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? undefined : fieldErrorsOf(parsed.error);
};

describe("a password change", () => {
  const change = (old_password: string, new_password: string, new_password_confirmation = new_password) =>
    errorsOf(passwordChangeSchema, { old_password, new_password, new_password_confirmation });

  it("refuses the old password as the new one, on new_password", () => {
    expect(change("my old secret", "my old secret")).toEqual({
      new_password: [AccountMessages.passwordUnchanged],
    });
  });

  it("says so together with the other fields' messages", () => {
    expect(change("my old secret", "my old secret", "my old secrets")).toEqual({
      new_password: [AccountMessages.passwordUnchanged],
      new_password_confirmation: ["The new password confirmation does not match."],
    });
  });

  it("compares the passwords exactly as typed: another letter case is another password", () => {
    expect(change("my old secret", "My Old Secret")).toBeUndefined();
    expect(change("my old secret", "my old secret ")).toBeUndefined();
  });

  it("gives one message for a new password already refused by its own rules", () => {
    expect(change("short", "short")).toEqual({
      new_password: ["The new password must be at least 8 characters."],
    });
    expect(change("", "")).toEqual({
      old_password: ["The old password field is required."],
      new_password: ["The new password field is required."],
      new_password_confirmation: ["The new password confirmation field is required."],
    });
  });
});
