/**
 * The feed's development controls (end a match, suspend its markets) on any instance. The leader applies one to
 * its feed at once and records it with its next tick's input; another instance forwards it through the database
 * (`feed_controls`): the leader takes the waiting rows before each tick, applies them the same way and writes
 * their answers in that tick's transaction, and the asking instance reads its answer and deletes its row.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { type FeedCommand, feedControls } from '../db/schema/index.js';
import type { Feed } from '../feed/index.js';

/** What a control did: applied, refused (the match is not in play), or the match is unknown. */
export type ControlAnswer = 'done' | 'not_live' | 'not_found';

/** Applies `command` to `feed`. */
export function applyControl(feed: Feed, command: FeedCommand): ControlAnswer {
  const matchId = 'end' in command ? command.end : command.suspend;
  if (!feed.matchOf(matchId)) return 'not_found';
  const done = 'end' in command ? feed.endMatch(matchId) : feed.suspendMatch(matchId, command.seconds);
  return done ? 'done' : 'not_live';
}

/** The database's clock `ms` ago (the rows' created_at is its clock too). */
const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

const isAnswer = (value: string | null): value is ControlAnswer =>
  value === 'done' || value === 'not_live' || value === 'not_found';

/** Options of {@link forwardControl}. */
interface ForwardOptions {
  /** Give up (and take the row back) after this long without an answer. */
  timeoutMs: number;
  /** How often the answer is looked for. */
  pollMs: number;
}

/**
 * Asks the leader for `command` through the database and waits for its answer; null when none came within
 * `timeoutMs` (no leader ticking): the row is then deleted, so a leader coming later does not apply it unasked.
 */
export async function forwardControl(
  db: Db,
  command: FeedCommand,
  { timeoutMs, pollMs }: ForwardOptions,
): Promise<ControlAnswer | null> {
  const [row] = await db.insert(feedControls).values({ command }).returning({ id: feedControls.id });
  if (!row) throw new Error('feed control: the insert returned no row');
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [waiting] = await db
      .select({ answer: feedControls.answer })
      .from(feedControls)
      .where(eq(feedControls.id, row.id));
    if (waiting?.answer != null || Date.now() >= until) break;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  // Deleting returns the answer a leader may have written since the last look.
  const [taken] = await db
    .delete(feedControls)
    .where(eq(feedControls.id, row.id))
    .returning({ answer: feedControls.answer });
  const answer = taken?.answer ?? null;
  return isAnswer(answer) ? answer : null;
}

/** A waiting control as the leader takes it. */
interface WaitingControl {
  id: number;
  command: FeedCommand;
}

/** The controls waiting for the leader, oldest first; none asked longer than `maxAgeMs` ago (given up on). */
export function waitingControls(db: Db, maxAgeMs: number): Promise<WaitingControl[]> {
  return db
    .select({ id: feedControls.id, command: feedControls.command })
    .from(feedControls)
    .where(and(isNull(feedControls.answer), sql`${feedControls.createdAt} > ${ago(maxAgeMs)}`))
    .orderBy(asc(feedControls.id))
    .limit(100);
}

/** Writes the leader's answers (in its tick's transaction), each to a row still waiting. */
export async function answerControls(
  tx: Db | Tx,
  answers: readonly { id: number; answer: ControlAnswer }[],
): Promise<void> {
  for (const answer of ['done', 'not_live', 'not_found'] as const) {
    const ids = answers.filter((a) => a.answer === answer).map((a) => a.id);
    if (ids.length === 0) continue;
    await tx
      .update(feedControls)
      .set({ answer })
      .where(and(inArray(feedControls.id, ids), isNull(feedControls.answer)));
  }
}

/** Drops rows nobody came back for (their instance died while waiting), older than `olderThanMs`. */
export async function dropAbandonedControls(db: Db, olderThanMs: number): Promise<void> {
  await db.delete(feedControls).where(sql`${feedControls.createdAt} < ${ago(olderThanMs)}`);
}
