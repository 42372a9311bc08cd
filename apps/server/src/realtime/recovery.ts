import type { HistoryResult, Publication } from './broker.js';

/** Most publications a subscribe recovers; more missed than this and the client reloads instead (Centrifugo: 300). */
const RECOVERY_MAX_PUBLICATIONS = 300;

/** Where the client says it stopped. */
export interface RecoveryRequest {
  offset: number;
  epoch: string;
}

/** The outcome of a recovery attempt. */
export type Recovery = { recovered: true; publications: Publication[] } | { recovered: false };

/**
 * Decides whether the publications missed since the client's position can be given back (reference section 6).
 * `history` must hold the publications after `request.offset`, ascending, read with a limit above `max` so that
 * "too many missed" shows. Recovery succeeds when the epoch matches (an empty one matches any) and the stored
 * publications run without a hole from just after the client's offset up to the top.
 */
export function recover(
  request: RecoveryRequest,
  history: HistoryResult,
  max: number = RECOVERY_MAX_PUBLICATIONS,
): Recovery {
  if (request.epoch !== '' && request.epoch !== history.epoch) return { recovered: false };
  const missed = history.offset - request.offset;
  if (missed < 0 || missed > max) return { recovered: false };
  if (missed === 0) return { recovered: true, publications: [] };
  const publications = history.publications.filter(
    (p) => p.offset > request.offset && p.offset <= history.offset,
  );
  if (publications.length !== missed) return { recovered: false };
  for (let i = 0; i < publications.length; i++) {
    if (publications[i]?.offset !== request.offset + i + 1) return { recovered: false };
  }
  return { recovered: true, publications };
}
