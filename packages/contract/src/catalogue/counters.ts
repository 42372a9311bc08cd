/** POST /counters: how many matches and outrights each sport, category and tournament has. */
import { z } from 'zod';
import { EVENT_STATUS_NAMES, MAX_ID } from '../common/query';
import { EventStatusSchema, EventTypeSchema, SportKindSchema } from './enums';

const id = z.number().int().positive().max(MAX_ID);
const ids = z.union([id, z.array(id).min(1).max(500)], 'expected an id or a list of ids');
const statusName = z
  .enum(Object.keys(EVENT_STATUS_NAMES) as [string, ...string[]])
  .transform((s) => EVENT_STATUS_NAMES[s] ?? 0);
const status = z.union([EventStatusSchema, statusName], 'expected a status number 0-5 or a status name');

/**
 * POST /counters body (JSON). Every field is optional and filters like GET /matches; ids and statuses take one
 * value or a list. Without `match_status` every status is counted: send [0, 1] for the bettable counts.
 */
export const CountersBodySchema = z
  .object({
    sport_id: ids.optional(),
    category_id: ids.optional(),
    tournament_id: ids.optional(),
    match_status: z.union([status, z.array(status).min(1).max(6)]).optional(),
    has_video: z.boolean().optional(),
    sport_type: SportKindSchema.optional(),
    type: EventTypeSchema.optional().describe('Count only matches or only outrights'),
    start_from: z.iso.datetime({ offset: true }).optional().describe('Start time at or after'),
    start_to: z.iso.datetime({ offset: true }).optional().describe('Start time at or before'),
  })
  .meta({ id: 'CountersBody', description: 'Filters of POST /counters' });
/** Parsed {@link CountersBodySchema}. */
export type CountersBody = z.output<typeof CountersBodySchema>;

/** Match and outright counts of one sport, category or tournament. */
export const CounterSchema = z
  .object({ matchCount: z.number().int().min(0), outrightCount: z.number().int().min(0) })
  .meta({ id: 'Counter', description: 'Match and outright counts of one node' });

/**
 * POST /counters answer: counts keyed by id (as a string) for each level, and `live`, the number of live events
 * under the same filters with `match_status` ignored. Nodes with no matching event are absent.
 */
export const CountersResponseSchema = z
  .object({
    live: z.number().int().min(0),
    sports: z.record(z.string(), CounterSchema),
    categories: z.record(z.string(), CounterSchema),
    tournaments: z.record(z.string(), CounterSchema),
  })
  .meta({ id: 'Counters', description: 'Counts per sport, category and tournament' });
/** See {@link CountersResponseSchema}. */
export type CountersResponse = z.infer<typeof CountersResponseSchema>;
