import { AccountMessages } from "../../../shared/accounts/account-messages.ts";
import { ServiceError } from "../service-error.ts";

/**
 * Unknown email or wrong password: deliberately the same refusal for both. SPEC.md §8 shows it
 * as the account's field error, and the login page and the modal word it differently (`reason`).
 */
export function invalidCredentials(): ServiceError {
  const message = AccountMessages.invalidCredentials;
  return new ServiceError(422, message, { errors: { account: [message] }, reason: "invalid-credentials" });
}

/** Whether a login was refused as invalidCredentials: a failure the account's limits count. */
export function isInvalidCredentials(error: unknown): boolean {
  return error instanceof ServiceError && error.reason === "invalid-credentials";
}

/** The password was right but the account has status 0 (deactivated). */
export function accountDeactivated(): ServiceError {
  const message = AccountMessages.deactivated;
  return new ServiceError(403, message, { errors: { account: [message] }, reason: "deactivated" });
}
