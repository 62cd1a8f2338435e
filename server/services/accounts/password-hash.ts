import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id (the library's default algorithm) with OWASP's minimum parameters: 19 MiB, 2 passes,
 * one lane, about 20 ms here. Stored as the self-describing PHC string ("$argon2id$v=19$m=…").
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash (imported or hand-edited row) is a failed login, not a crash.
    return false;
  }
}

/**
 * Hash of a random password, verified against when the email is unknown so that an unknown
 * email costs as much time as a wrong password and the timing does not tell which it was.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash(crypto.randomUUID(), OPTIONS);
  return dummyHash;
}
