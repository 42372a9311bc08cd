/** @sportsbook/contract: zod schemas of every HTTP call and realtime event. */
import { z } from 'zod';

/** The body of every error answer: a stable machine code, a human message, and the offending field if any. */
export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
/** {@link ErrorBody} as a type. */
export type ErrorBody = z.infer<typeof ErrorBody>;
