/**
 * Sportsbook sessions and activity tracking (spec platform §4 "Reality-check session info refreshes every 30 s",
 * "Activity tracking: every 60 s"): POST/GET /sportsbook_sessions, POST .../continue, POST
 * /player/activity_limit_track.
 */
import { z } from 'zod';

/** The current sportsbook session, for the reality check. Durations in seconds. */
export const SportsbookSessionSchema = z
  .object({
    started_at: z.iso.datetime(),
    duration: z.number().int().min(0).describe('Seconds since started_at'),
    period: z.number().int().positive().nullable().describe('Reality-check period in seconds; null = none'),
    continued_at: z.iso.datetime().nullable().describe('When the player last chose to continue'),
    next_check_at: z.iso.datetime().nullable().describe('When the next reality check is due'),
    limit: z.number().int().positive().nullable().describe('Session limit in seconds; null = none'),
    net_result: z
      .number()
      .int()
      .describe('Returns minus stakes since started_at, minor units of `currency` (negative = lost)'),
    currency: z.string().describe("The player's active currency"),
  })
  .meta({ id: 'SportsbookSession', description: 'The sportsbook session, for reality checks' });
/** See {@link SportsbookSessionSchema}. */
export type SportsbookSession = z.infer<typeof SportsbookSessionSchema>;

/** POST /player/activity_limit_track: activity counted in the limit's window, in seconds. */
export const ActivityTrackSchema = z
  .object({
    tracked: z.number().int().min(0).describe('Seconds of activity in the current window'),
    remaining: z.number().int().min(0).nullable().describe('Seconds left; null without an activity limit'),
  })
  .meta({ id: 'ActivityTrack' });
/** See {@link ActivityTrackSchema}. */
export type ActivityTrack = z.infer<typeof ActivityTrackSchema>;
