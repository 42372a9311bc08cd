/**
 * Odds as a bettor reads and types them, in each display format. Display rounds the exact value of the format
 * (see convert.ts) half-up, on bigint, so 1.505 shows as 1.51 and never as the 1.50 a binary float would give;
 * british shows the nearest price of the conventional ladder instead (949/1000 reads 10/11).
 */
import { EVENS_LABEL, ODDS_DISPLAY_DECIMALS, PERCENT_DISPLAY_DECIMALS } from '../constants';
import { parseDecimalRatio, type Ratio, ratioToFixed } from '../ratio';
import { fromFractional, type NumericOddsFormat, oddsFromFormat, oddsInFormat } from './convert';
import type { DecimalOdds } from './decimal-odds';
import type { OddsFormat } from './formats';
import { nearestLadderFraction } from './fractional-ladder';

/** Fixed to `decimals`, with more digits only when that many would show zero (1001.00 in Malaysian is -0.001). */
function fixedShowingValue(value: Ratio, decimals: number): string {
  let shown = decimals;
  let text = ratioToFixed(value, shown);
  while (value.num !== 0n && !/[1-9]/.test(text)) {
    shown += 1;
    text = ratioToFixed(value, shown);
  }
  return text;
}

/**
 * Odds for display:
 * - european: 2 decimals, 3 when the third is not zero ("2.50", "1.333"), so the shown price is the exact price;
 * - british: the nearest price of the conventional ladder ("5/2", "4/6", "10/11" for 1.95; see fractional-ladder.ts
 *   and the odds README for the rounding rule), evens as {@link EVENS_LABEL} ("EVS"), as UK books print it;
 * - american: a whole number with its sign ("+150", "-200"), as US books print it;
 * - hongkong, indonesian, malaysian: 2 decimals, a minus for negatives ("0.50", "-2.00"); more decimals only when
 *   2 would show zero, so very long odds do not read "-0.00";
 * - percent: up to 1 decimal ("40%", "33.3%"), more only when 1 would show zero.
 */
export function formatOdds(odds: DecimalOdds, format: OddsFormat): string {
  switch (format) {
    case 'british': {
      const { numerator, denominator } = nearestLadderFraction(odds);
      return numerator === denominator ? EVENS_LABEL : `${numerator}/${denominator}`;
    }
    case 'european': {
      const text = ratioToFixed(oddsInFormat(odds, format), 3);
      return text.endsWith('0') ? text.slice(0, -1) : text;
    }
    case 'american': {
      const text = ratioToFixed(oddsInFormat(odds, format), 0);
      return text.startsWith('-') ? text : `+${text}`;
    }
    case 'percent': {
      const text = fixedShowingValue(oddsInFormat(odds, format), PERCENT_DISPLAY_DECIMALS);
      return `${text.endsWith('.0') ? text.slice(0, -2) : text}%`;
    }
    default:
      return fixedShowingValue(oddsInFormat(odds, format), ODDS_DISPLAY_DECIMALS);
  }
}

const FRACTION_INPUT = /^(\d+)\s*\/\s*(\d+)$/;
const EVENS_INPUT = /^(evs|evens|even)$/i;
const NUMBER_INPUT = /^[+-]?(\d+[.,]?\d*|[.,]\d+)$/;

function parseFraction(text: string): DecimalOdds | null {
  if (EVENS_INPUT.test(text)) return fromFractional({ numerator: 1, denominator: 1 });
  const match = FRACTION_INPUT.exec(text);
  if (!match) return null;
  return fromFractional({ numerator: Number(match[1]), denominator: Number(match[2]) });
}

function parseNumber(text: string, format: NumericOddsFormat): DecimalOdds | null {
  const body = format === 'percent' ? text.replace(/\s*%$/, '') : text;
  if (!NUMBER_INPUT.test(body)) return null;
  const value = parseDecimalRatio(body.replace(',', '.'));
  return value && oddsFromFormat(value, format);
}

/**
 * Reads odds typed in a format, exactly (no float), rounded half-up to the odds scale. Accepts what
 * {@link formatOdds} prints and what bettors type: a decimal comma ("2,5"), "+150" or "150" in American,
 * "5/2", "EVS", "evens" or "1/1" in British, "40" or "40 %" in percent, surrounding spaces. Null for anything
 * else and for values the format cannot hold (see oddsFromFormat).
 */
export function parseOddsInput(text: string, format: OddsFormat): DecimalOdds | null {
  const input = text.trim();
  return format === 'british' ? parseFraction(input) : parseNumber(input, format);
}
