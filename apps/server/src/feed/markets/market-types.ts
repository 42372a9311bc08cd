/**
 * The stable table of market types. Ids follow the numbering of the big odds feeds where one exists, so an
 * operator who later plugs in a real feed keeps the same ids in bets and settings. The README lists them.
 */
import { localized } from '../localized.js';
import type { LocalizedName } from '../types.js';

/**
 * Which part of a match a market is settled on: regular time, the whole match incl. overtime (or sets/maps
 * won), the first or second half, the first period (set, map), or tennis games summed over all sets.
 */
export type Scope = 'regular' | 'full' | 'h1' | 'h2' | 'p1' | 'games';

/** How a market's outcomes are settled on the scope's score. */
export type MarketKind =
  | 'three_way'
  | 'double_chance'
  | 'draw_no_bet'
  | 'winner'
  | 'handicap'
  | 'total'
  | 'home_total'
  | 'away_total'
  | 'odd_even'
  | 'btts'
  | 'correct_score'
  | 'outright';

/** One row of the market table. */
export interface MarketType {
  id: number;
  kind: MarketKind;
  scope: Scope;
  /** Template names; `{home}` and `{away}` are filled with the competitors' names. */
  names: LocalizedName;
  groups: readonly string[];
  /** Display order within a match; lower comes first. */
  priority: number;
  /** Bookmaker margin (overround) before the live surcharge. */
  margin: number;
}

type Row = [id: number, kind: MarketKind, scope: Scope, group: string, priority: number, margin: number];

const ROWS: readonly (readonly [Row, LocalizedName])[] = [
  [[1, 'three_way', 'regular', 'main', 1, 0.05], localized('1x2', '1x2', '1x2')],
  [
    [10, 'double_chance', 'regular', 'main', 2, 0.05],
    localized('Double chance', 'Doble oportunidad', 'Dupla chance'),
  ],
  [
    [11, 'draw_no_bet', 'regular', 'main', 3, 0.05],
    localized('Draw no bet', 'Empate apuesta no válida', 'Empate anula aposta'),
  ],
  [[16, 'handicap', 'regular', 'handicaps', 5, 0.06], localized('Handicap', 'Hándicap', 'Handicap')],
  [[18, 'total', 'regular', 'totals', 4, 0.06], localized('Total', 'Total', 'Total')],
  [
    [19, 'home_total', 'regular', 'goals', 7, 0.07],
    localized('{home} total', 'Total de {home}', 'Total de {home}'),
  ],
  [
    [20, 'away_total', 'regular', 'goals', 8, 0.07],
    localized('{away} total', 'Total de {away}', 'Total de {away}'),
  ],
  [[26, 'odd_even', 'regular', 'specials', 9, 0.06], localized('Odd/even', 'Par/impar', 'Par/ímpar')],
  [
    [29, 'btts', 'regular', 'goals', 6, 0.06],
    localized('Both teams to score', 'Ambos equipos marcan', 'Ambas as equipes marcam'),
  ],
  [
    [41, 'correct_score', 'regular', 'score', 10, 0.15],
    localized('Correct score', 'Resultado exacto', 'Placar exato'),
  ],
  [
    [60, 'three_way', 'h1', 'halves', 11, 0.07],
    localized('1st half - 1x2', '1.ª mitad - 1x2', '1º tempo - 1x2'),
  ],
  [
    [63, 'double_chance', 'h1', 'halves', 12, 0.07],
    localized('1st half - double chance', '1.ª mitad - doble oportunidad', '1º tempo - dupla chance'),
  ],
  [
    [68, 'total', 'h1', 'halves', 13, 0.07],
    localized('1st half - total', '1.ª mitad - total', '1º tempo - total'),
  ],
  [
    [83, 'three_way', 'h2', 'halves', 14, 0.07],
    localized('2nd half - 1x2', '2.ª mitad - 1x2', '2º tempo - 1x2'),
  ],
  [
    [90, 'total', 'h2', 'halves', 15, 0.07],
    localized('2nd half - total', '2.ª mitad - total', '2º tempo - total'),
  ],
  [[186, 'winner', 'full', 'main', 1, 0.05], localized('Winner', 'Ganador', 'Vencedor')],
  [
    [187, 'handicap', 'games', 'handicaps', 6, 0.06],
    localized('Game handicap', 'Hándicap de juegos', 'Handicap de games'),
  ],
  [
    [188, 'handicap', 'full', 'handicaps', 5, 0.06],
    localized('Set handicap', 'Hándicap de sets', 'Handicap de sets'),
  ],
  [[189, 'total', 'games', 'totals', 4, 0.06], localized('Total games', 'Total de juegos', 'Total de games')],
  [
    [199, 'correct_score', 'full', 'score', 10, 0.08],
    localized('Correct score', 'Resultado exacto', 'Placar exato'),
  ],
  [
    [202, 'winner', 'p1', 'periods', 11, 0.06],
    localized('1st set - winner', '1.er set - ganador', '1º set - vencedor'),
  ],
  [
    [219, 'winner', 'full', 'main', 1, 0.05],
    localized('Winner (incl. overtime)', 'Ganador (incl. prórroga)', 'Vencedor (incl. prorrogação)'),
  ],
  [
    [223, 'handicap', 'full', 'handicaps', 5, 0.06],
    localized('Handicap (incl. overtime)', 'Hándicap (incl. prórroga)', 'Handicap (incl. prorrogação)'),
  ],
  [
    [225, 'total', 'full', 'totals', 4, 0.06],
    localized('Total (incl. overtime)', 'Total (incl. prórroga)', 'Total (incl. prorrogação)'),
  ],
  [[314, 'total', 'full', 'totals', 4, 0.06], localized('Total sets', 'Total de sets', 'Total de sets')],
  [
    [327, 'handicap', 'full', 'handicaps', 5, 0.06],
    localized('Map handicap', 'Hándicap de mapas', 'Handicap de mapas'),
  ],
  [[328, 'total', 'full', 'totals', 4, 0.06], localized('Total maps', 'Total de mapas', 'Total de mapas')],
  [
    [329, 'correct_score', 'full', 'score', 10, 0.08],
    localized('Correct map score', 'Resultado exacto de mapas', 'Placar exato de mapas'),
  ],
  [
    [330, 'winner', 'p1', 'periods', 11, 0.06],
    localized('1st map - winner', '1.er mapa - ganador', '1º mapa - vencedor'),
  ],
  [
    [443, 'three_way', 'p1', 'periods', 11, 0.07],
    localized('1st period - 1x2', '1.er periodo - 1x2', '1º período - 1x2'),
  ],
  [
    [446, 'total', 'p1', 'periods', 12, 0.07],
    localized('1st period - total', '1.er periodo - total', '1º período - total'),
  ],
  [
    [534, 'outright', 'full', 'main', 1, 0.2],
    localized('Outright winner', 'Ganador del torneo', 'Vencedor do torneio'),
  ],
];

/** Every market type by id. */
export const MARKET_TYPES: ReadonlyMap<number, MarketType> = new Map(
  ROWS.map(([[id, kind, scope, group, priority, margin], names]) => [
    id,
    { id, kind, scope, names, groups: [group], priority, margin },
  ]),
);

/** The id of the outright winner market. */
export const OUTRIGHT_MARKET_ID = 534;

/** Extra margin on live markets: prices move faster than the model, so the book keeps a cushion. */
const LIVE_MARGIN_SURCHARGE = 0.01;

/** The market type with this id; throws for an id that is not in the table (a programming error). */
export function marketType(id: number): MarketType {
  const type = MARKET_TYPES.get(id);
  if (!type) throw new Error(`unknown market type ${id}`);
  return type;
}

/** The margin a market of this type carries now. */
export function marginOf(marketId: number, live: boolean): number {
  return marketType(marketId).margin + (live ? LIVE_MARGIN_SURCHARGE : 0);
}
