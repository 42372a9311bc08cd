/** Secrets the server generates once and keeps in the database (schema/server.ts). */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { serverSecrets } from './schema/index.js';

/**
 * The secret `name`: made (32 random bytes, base64url) by the first instance that asks, read by every later one
 * and after every restart. Two instances starting at once both insert; the first insert wins and both read it.
 */
export async function storedSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`the server secret ${name} was not stored`);
  return row.value;
}
