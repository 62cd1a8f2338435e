import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrorsOf } from "../forms/field-errors.ts";
import { AccountMessages } from "./account-messages.ts";
import { loginSchema, passwordChangeSchema, registerSchema, resetPasswordSchema } from "./account-schemas.ts";

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? undefined : fieldErrorsOf(parsed.error);
};

const TOO_COMMON = AccountMessages.passwordTooCommon;

/** Each operation that sets a password, with its input for a given new password. */
const newPasswordInputs = {
  signup: (password: string) => [
    registerSchema,
    { name: "Ada", email: "ada@example.com", password },
    "password",
  ],
  reset: (password: string) => [
    resetPasswordSchema,
    { password, password_confirmation: password, id: "token" },
    "password",
  ],
  change: (password: string) => [
    passwordChangeSchema,
    { old_password: "my old secret", new_password: password, new_password_confirmation: password },
    "new_password",
  ],
} satisfies Record<string, (password: string) => [z.ZodType, unknown, string]>;

describe("a new password", () => {
  describe.each(Object.entries(newPasswordInputs))("at %s", (_operation, inputFor) => {
    it.each(["password", "12345678", "qwertyui", "iloveyou", "password1", "PassWord1", "QWERTYUIOP"])(
      "refuses %j, a common password in any letter case, on its field",
      (password) => {
        const [schema, input, field] = inputFor(password);
        expect(errorsOf(schema, input)).toEqual({ [field]: [TOO_COMMON] });
      },
    );

    it("takes a password that is on no list", () => {
      const [schema, input] = inputFor("pass-7f3a9c-word");
      expect(errorsOf(schema, input)).toBeUndefined();
    });

    it("says a short password is short, not common", () => {
      const [schema, input, field] = inputFor("pass");
      expect(errorsOf(schema, input)?.[field]).toEqual([expect.stringMatching(/at least 8 characters/)]);
    });
  });

  it("is not a login's rule: a login must not tell which passwords are refused", () => {
    expect(errorsOf(loginSchema, { email: "ada@example.com", password: "password1" })).toBeUndefined();
  });
});

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
    expect(change("iloveyou", "iloveyou")).toEqual({ new_password: [TOO_COMMON] });
    expect(change("", "")).toEqual({
      old_password: ["The old password field is required."],
      new_password: ["The new password field is required."],
      new_password_confirmation: ["The new password confirmation field is required."],
    });
  });
});
