import { AccountMessages } from "../../../app/features/accounts/schemas.ts";

export type FieldErrors = Record<string, string[]>;

/**
 * Input that passed the form rules but not the database's (email taken, wrong old password,
 * unknown invite code, not an image…). The API answers 422 `{ message, errors }`; a web action
 * shows `errors` under the fields.
 */
export class FieldValidationError extends Error {
  override name = "FieldValidationError";
  constructor(readonly errors: FieldErrors) {
    super(Object.values(errors)[0]?.[0] ?? "The given data was invalid.");
  }

  static of(field: string, message: string) {
    return new FieldValidationError({ [field]: [message] });
  }
}

/** Unknown email or wrong password; deliberately the same error for both. */
export class InvalidCredentialsError extends Error {
  override name = "InvalidCredentialsError";
  constructor() {
    super(AccountMessages.invalidCredentials);
  }
}

/** The password was right but the account has status 0 (deactivated or deleted). */
export class AccountDeactivatedError extends Error {
  override name = "AccountDeactivatedError";
  constructor() {
    super(AccountMessages.deactivated);
  }
}
