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

const DRAW = localized({
  en: 'Draw',
  es: 'Empate',
  'pt-BR': 'Empate',
  ko: '무승부',
  ja: '引き分け',
  'sr-ME': 'Neriješeno',
  ar: 'تعادل',
  he: 'תיקו',
});
const OVER = localized({
  en: 'Over {line}',
  es: 'Más de {line}',
  'pt-BR': 'Mais de {line}',
  ko: '오버 {line}',
  ja: 'オーバー {line}',
  'sr-ME': 'Više od {line}',
  ar: 'أكثر من {line}',
  he: 'מעל {line}',
});
const UNDER = localized({
  en: 'Under {line}',
  es: 'Menos de {line}',
  'pt-BR': 'Menos de {line}',
  ko: '언더 {line}',
  ja: 'アンダー {line}',
  'sr-ME': 'Manje od {line}',
  ar: 'أقل من {line}',
  he: 'מתחת ל-{line}',
});
const HOME_OR_DRAW = localized({
  en: '{home} or draw',
  es: '{home} o empate',
  'pt-BR': '{home} ou empate',
  ko: '{home} 또는 무승부',
  ja: '{home}または引き分け',
  'sr-ME': '{home} ili neriješeno',
  ar: '{home} أو تعادل',
  he: '{home} או תיקו',
});
const HOME_OR_AWAY = localized({
  en: '{home} or {away}',
  es: '{home} o {away}',
  'pt-BR': '{home} ou {away}',
  ko: '{home} 또는 {away}',
  ja: '{home}または{away}',
  'sr-ME': '{home} ili {away}',
  ar: '{home} أو {away}',
  he: '{home} או {away}',
});
const DRAW_OR_AWAY = localized({
  en: 'Draw or {away}',
  es: 'Empate o {away}',
  'pt-BR': 'Empate ou {away}',
  ko: '무승부 또는 {away}',
  ja: '引き分けまたは{away}',
  'sr-ME': 'Neriješeno ili {away}',
  ar: 'تعادل أو {away}',
  he: 'תיקו או {away}',
});
const YES = localized({
  en: 'Yes',
  es: 'Sí',
  'pt-BR': 'Sim',
  ko: '예',
  ja: 'はい',
  'sr-ME': 'Da',
  ar: 'نعم',
  he: 'כן',
});
const NO = localized({
  en: 'No',
  es: 'No',
  'pt-BR': 'Não',
  ko: '아니오',
  ja: 'いいえ',
  'sr-ME': 'Ne',
  ar: 'لا',
  he: 'לא',
});
const ODD = localized({
  en: 'Odd',
  es: 'Impar',
  'pt-BR': 'Ímpar',
  ko: '홀',
  ja: '奇数',
  'sr-ME': 'Nepar',
  ar: 'فردي',
  he: 'אי-זוגי',
});
const EVEN = localized({
  en: 'Even',
  es: 'Par',
  'pt-BR': 'Par',
  ko: '짝',
  ja: '偶数',
  'sr-ME': 'Par',
  ar: 'زوجي',
  he: 'זוגי',
});
const OTHER = localized({
  en: 'Other',
  es: 'Otro',
  'pt-BR': 'Outro',
  ko: '기타',
  ja: 'その他',
  'sr-ME': 'Ostalo',
  ar: 'أخرى',
  he: 'אחר',
});

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
