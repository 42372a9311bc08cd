/**
 * Outcome ids and their names per market kind. Ids are stable per kind ("1", "X", "2", "over", "under",
 * "1X", "yes", "3:1", ...) so a selection keeps its identity while its odds move.
 */
import { fillName, localized, sameInAll } from '../localized.js';
import type { LocalizedName } from '../types.js';
import type { MarketKind } from './market-types.js';

/** An outcome before it is priced. */
export interface OutcomeName {
  id: string;
  names: LocalizedName;
}

/** What outcome names are made of. */
export interface OutcomeNameContext {
  home: string;
  away: string;
  /** Ids of a correct score market ("2:1", ..., maybe "other"). */
  correctScores: readonly string[];
}

const DRAW = localized('Draw', 'Empate', 'Empate');
const OVER = localized('Over {line}', 'Más de {line}', 'Mais de {line}');
const UNDER = localized('Under {line}', 'Menos de {line}', 'Menos de {line}');
const HOME_OR_DRAW = localized('{home} or draw', '{home} o empate', '{home} ou empate');
const HOME_OR_AWAY = localized('{home} or {away}', '{home} o {away}', '{home} ou {away}');
const DRAW_OR_AWAY = localized('Draw or {away}', 'Empate o {away}', 'Empate ou {away}');
const YES = localized('Yes', 'Sí', 'Sim');
const NO = localized('No', 'No', 'Não');
const ODD = localized('Odd', 'Impar', 'Ímpar');
const EVEN = localized('Even', 'Par', 'Par');
const OTHER = localized('Other', 'Otro', 'Outro');

const overUnderByLine = new Map<number, OutcomeName[]>();

/** Over/under outcomes of a line; shared between matches, since they do not name a team. */
function overUnder(line: number): OutcomeName[] {
  let outcomes = overUnderByLine.get(line);
  if (!outcomes) {
    const values = { line: String(line) };
    outcomes = [
      { id: 'over', names: fillName(OVER, values) },
      { id: 'under', names: fillName(UNDER, values) },
    ];
    overUnderByLine.set(line, outcomes);
  }
  return outcomes;
}

/** A handicap as it is shown: "+1.5", "-0.75", "0". */
export function formatHandicap(line: number): string {
  return line > 0 ? `+${line}` : String(line);
}

/** The outcomes of a market of this kind and line, in display order. */
export function outcomeNames(kind: MarketKind, line: number, ctx: OutcomeNameContext): OutcomeName[] {
  const values = { home: ctx.home, away: ctx.away, line: String(line) };
  const home = { id: '1', names: sameInAll(ctx.home) };
  const away = { id: '2', names: sameInAll(ctx.away) };
  switch (kind) {
    case 'three_way':
      return [home, { id: 'X', names: DRAW }, away];
    case 'double_chance':
      return [
        { id: '1X', names: fillName(HOME_OR_DRAW, values) },
        { id: '12', names: fillName(HOME_OR_AWAY, values) },
        { id: 'X2', names: fillName(DRAW_OR_AWAY, values) },
      ];
    case 'draw_no_bet':
    case 'winner':
      return [home, away];
    case 'handicap':
      return [
        { id: '1', names: sameInAll(`${ctx.home} (${formatHandicap(line)})`) },
        { id: '2', names: sameInAll(`${ctx.away} (${formatHandicap(-line)})`) },
      ];
    case 'total':
    case 'home_total':
    case 'away_total':
      return overUnder(line);
    case 'odd_even':
      return [
        { id: 'odd', names: ODD },
        { id: 'even', names: EVEN },
      ];
    case 'btts':
      return [
        { id: 'yes', names: YES },
        { id: 'no', names: NO },
      ];
    case 'correct_score':
      return ctx.correctScores.map((id) => ({ id, names: id === 'other' ? OTHER : sameInAll(id) }));
    case 'outright':
      throw new Error('outright outcomes are the competitors of the tournament');
  }
}

/** Correct-score ids of a race to `bestOf` sets or maps: "2:0", "2:1", "1:2", "0:2" for best of 3. */
export function raceScores(bestOf: number): string[] {
  const need = Math.ceil(bestOf / 2);
  const home: string[] = [];
  const away: string[] = [];
  for (let lost = 0; lost < need; lost++) {
    home.push(`${need}:${lost}`);
    away.unshift(`${lost}:${need}`);
  }
  return [...home, ...away];
}

/** Correct-score ids of a goal sport: every score up to 4 goals a side, and "other". */
export function goalScores(): string[] {
  const ids: string[] = [];
  for (let h = 0; h <= 4; h++) for (let a = 0; a <= 4; a++) ids.push(`${h}:${a}`);
  ids.push('other');
  return ids;
}

/** The specifier of a line market: "total=2.5", "hcp=-1.5". */
export function specifierOf(kind: MarketKind, line: number | null): string {
  if (line === null) return '';
  return kind === 'handicap' ? `hcp=${line}` : `total=${line}`;
}
