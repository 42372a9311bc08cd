/**
 * System types: "win of total" bets (2/3, 3/4 ...). A system of `totalCount` selections places one line per subset
 * of `winCount` selections, so it still pays when some selections lose.
 */
import { MAX_SYSTEM_SELECTIONS } from '../constants';
import type { SystemType } from '../ticket/types';
import { binomial } from './combinations';

/** Fewest selections a system takes: with two, the only "system" would be a combo or two singles. */
const MIN_SYSTEM_SELECTIONS = 3;
/** Fewest winning selections per line: a line of one selection is a single, which the single bet type covers. */
const MIN_WIN_COUNT = 2;

/**
 * The system types offered for a slip of `selectionCount` selections: every win count from 2 to n - 1 with total n,
 * in ascending win count. Empty below 3 selections or above MAX_SYSTEM_SELECTIONS (and for a non-integer count).
 *
 * @example systemTypesFor(4) // [{ totalCount: 4, winCount: 2 }, { totalCount: 4, winCount: 3 }]
 */
export function systemTypesFor(selectionCount: number): SystemType[] {
  if (!Number.isInteger(selectionCount)) return [];
  if (selectionCount < MIN_SYSTEM_SELECTIONS || selectionCount > MAX_SYSTEM_SELECTIONS) return [];
  const types: SystemType[] = [];
  for (let winCount = MIN_WIN_COUNT; winCount < selectionCount; winCount += 1) {
    types.push({ totalCount: selectionCount, winCount });
  }
  return types;
}

/** System types sorted by total count, then win count (the order the slip lists them in). Returns a new array. */
export function sortSystemTypes(types: SystemType[]): SystemType[] {
  return [...types].sort((a, b) => a.totalCount - b.totalCount || a.winCount - b.winCount);
}

/** The id the place payload and my bets use for a system type: "win/total", e.g. "2/3". */
export function systemId(t: SystemType): string {
  return `${t.winCount}/${t.totalCount}`;
}

const SYSTEM_ID = /^([1-9]\d*)\/([1-9]\d*)$/;

/**
 * Reads a "win/total" id back into a system type. Null unless both parts are positive integers without leading
 * zeros and win is at most total. The check is structural only (a placed "1/3" from the server still reads);
 * whether the slip offers the type is {@link matchesSystemType}'s question.
 */
export function parseSystemId(id: string): SystemType | null {
  const match = SYSTEM_ID.exec(id);
  if (match === null) return null;
  const winCount = Number(match[1]);
  const totalCount = Number(match[2]);
  if (winCount > totalCount) return null;
  return { totalCount, winCount };
}

/**
 * True when `t` is one of {@link systemTypesFor}(selectionCount): its total is the selection count and its win count
 * is one the slip offers for that many selections. A system bet failing this cannot be placed (spec §5).
 */
export function matchesSystemType(t: SystemType, selectionCount: number): boolean {
  return systemTypesFor(selectionCount).some(
    (o) => o.winCount === t.winCount && o.totalCount === t.totalCount,
  );
}

/**
 * The number of lines of a system: C(totalCount, winCount). A bet's total stake is this times its stake per line.
 *
 * @throws DomainError('invalid_input') when either count is not a non-negative integer.
 */
export function lineCount(t: SystemType): number {
  return binomial(t.totalCount, t.winCount);
}
