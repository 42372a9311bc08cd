/**
 * Password hashing: argon2id with @node-rs/argon2's defaults (19 MiB, 2 passes, OWASP's minimum), which costs
 * ~20 ms here. The hash string carries its parameters, so raising them later still verifies old hashes.
 */
import { hash, verify } from '@node-rs/argon2';

/** The argon2id hash of a password (the library's default algorithm), as stored in users.password_hash. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether `password` matches `passwordHash`; false for anything that is no argon2 hash (the house's "!"). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of one verification for an e-mail that has no account, so the answer time does not tell
 * whether the account exists.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummy, password);
  return false;
}
