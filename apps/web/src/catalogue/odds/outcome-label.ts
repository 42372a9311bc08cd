/**
 * Short outcome names for odds buttons in lists, where the column header or the market name says the rest:
 * "1", "X", "2" for results, "O 2.5" for a total line, "1 (-1.5)" for a handicap. The full name stays in the
 * button's accessible label.
 */
import type { Market, Outcome } from '@sportsbook/contract';

const RESULT_IDS = new Set(['1', 'X', '2', '1X', '12', 'X2']);

/** Words the short labels need, from the events.outcomeShort messages. */
export interface OutcomeWords {
  over: string;
  under: string;
  yes: string;
  no: string;
  odd: string;
  even: string;
}

/** The value of one specifier key ("total=2.5" -> "2.5"); null when absent. */
export function specifierValue(specifier: string, key: string): string | null {
  for (const part of specifier.split('|')) {
    const [k, v] = part.split('=');
    if (k === key && v !== undefined) return v;
  }
  return null;
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** The short label of `outcome` in `market`. */
export function shortOutcomeLabel(
  market: Pick<Market, 'specifier'>,
  outcome: Pick<Outcome, 'id' | 'name'>,
  words: OutcomeWords,
): string {
  const total = specifierValue(market.specifier, 'total');
  if (total !== null && (outcome.id === 'over' || outcome.id === 'under'))
    return `${words[outcome.id]} ${total}`;
  const hcp = specifierValue(market.specifier, 'hcp');
  if (hcp !== null && (outcome.id === '1' || outcome.id === '2')) {
    // The handicap applies to the home side; the away side gets its mirror.
    const line = Number(hcp) * (outcome.id === '1' ? 1 : -1);
    return `${outcome.id} (${signed(line)})`;
  }
  if (RESULT_IDS.has(outcome.id)) return outcome.id;
  if (Object.hasOwn(words, outcome.id)) return words[outcome.id as keyof OutcomeWords];
  return outcome.name;
}
