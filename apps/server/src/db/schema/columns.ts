/** Column builders every schema file shares, so a timestamp or an amount is declared the same way everywhere. */
import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

/** A point in time, with time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An amount in minor units of a currency (bigint in the database, a safe integer in JS). */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** Binary data (bytea), read as a Buffer whichever driver returned it. */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
