/** Limits of the sandbox cashier as plain values (no zod: browser-safe). */

/** Largest single deposit or withdrawal, in minor units (10 billion major units of a 2-digit currency). */
export const MAX_PAYMENT_AMOUNT = 1_000_000_000_000;
