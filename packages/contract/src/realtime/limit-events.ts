/**
 * `limits_changed`, published on the player's private channel `$user:{id}` after a limit of theirs was set or
 * removed (in any tab or device): their browsers refetch the limits and allowances it concerns.
 */
import { z } from 'zod';
import { LIMIT_TYPES } from '../platform/limits';

/** `limits_changed` data: the type of the limit that was set or removed. */
export const LimitsChangedDataSchema = z
  .object({ limit_type: z.enum(LIMIT_TYPES) })
  .meta({ id: 'LimitsChangedData', description: "A player's limit was set or removed" });
/** See {@link LimitsChangedDataSchema}. */
export type LimitsChangedData = z.infer<typeof LimitsChangedDataSchema>;

/** A `limits_changed` publication. */
export const LimitsChangedEventSchema = z.object({
  type: z.literal('limits_changed'),
  data: LimitsChangedDataSchema,
});
