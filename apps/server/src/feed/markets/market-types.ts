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
  [
    [1, 'three_way', 'regular', 'main', 1, 0.05],
    localized({
      en: '1x2',
      es: '1x2',
      'pt-BR': '1x2',
      ko: '승무패',
      ja: '試合結果',
      'sr-ME': 'Konačan ishod',
      ar: 'نتيجة المباراة',
      he: 'תוצאת המשחק',
    }),
  ],
  [
    [10, 'double_chance', 'regular', 'main', 2, 0.05],
    localized({
      en: 'Double chance',
      es: 'Doble oportunidad',
      'pt-BR': 'Dupla chance',
      ko: '더블 찬스',
      ja: 'ダブルチャンス',
      'sr-ME': 'Dupla šansa',
      ar: 'فرصة مزدوجة',
      he: 'סיכוי כפול',
    }),
  ],
  [
    [11, 'draw_no_bet', 'regular', 'main', 3, 0.05],
    localized({
      en: 'Draw no bet',
      es: 'Empate apuesta no válida',
      'pt-BR': 'Empate anula aposta',
      ko: '무승부 시 환불',
      ja: 'ドローノーベット',
      'sr-ME': 'Ishod bez neriješenog',
      ar: 'رهان بدون تعادل',
      he: 'ללא תיקו',
    }),
  ],
  [
    [16, 'handicap', 'regular', 'handicaps', 5, 0.06],
    localized({
      en: 'Handicap',
      es: 'Hándicap',
      'pt-BR': 'Handicap',
      ko: '핸디캡',
      ja: 'ハンディキャップ',
      'sr-ME': 'Hendikep',
      ar: 'هانديكاب',
      he: 'הנדיקפ',
    }),
  ],
  [
    [18, 'total', 'regular', 'totals', 4, 0.06],
    localized({
      en: 'Total',
      es: 'Total',
      'pt-BR': 'Total',
      ko: '합계',
      ja: 'トータル',
      'sr-ME': 'Ukupno',
      ar: 'المجموع',
      he: 'סך הכול',
    }),
  ],
  [
    [19, 'home_total', 'regular', 'goals', 7, 0.07],
    localized({
      en: '{home} total',
      es: 'Total de {home}',
      'pt-BR': 'Total de {home}',
      ko: '{home} 합계',
      ja: '{home} トータル',
      'sr-ME': 'Ukupno {home}',
      ar: 'مجموع {home}',
      he: 'סך הכול {home}',
    }),
  ],
  [
    [20, 'away_total', 'regular', 'goals', 8, 0.07],
    localized({
      en: '{away} total',
      es: 'Total de {away}',
      'pt-BR': 'Total de {away}',
      ko: '{away} 합계',
      ja: '{away} トータル',
      'sr-ME': 'Ukupno {away}',
      ar: 'مجموع {away}',
      he: 'סך הכול {away}',
    }),
  ],
  [
    [26, 'odd_even', 'regular', 'specials', 9, 0.06],
    localized({
      en: 'Odd/even',
      es: 'Par/impar',
      'pt-BR': 'Par/ímpar',
      ko: '홀/짝',
      ja: '奇数/偶数',
      'sr-ME': 'Par/nepar',
      ar: 'فردي/زوجي',
      he: 'זוגי/אי-זוגי',
    }),
  ],
  [
    [29, 'btts', 'regular', 'goals', 6, 0.06],
    localized({
      en: 'Both teams to score',
      es: 'Ambos equipos marcan',
      'pt-BR': 'Ambas as equipes marcam',
      ko: '양팀 득점',
      ja: '両チーム得点',
      'sr-ME': 'Oba tima daju gol',
      ar: 'كلا الفريقين يسجل',
      he: 'שתי הקבוצות יבקיעו',
    }),
  ],
  [
    [41, 'correct_score', 'regular', 'score', 10, 0.15],
    localized({
      en: 'Correct score',
      es: 'Resultado exacto',
      'pt-BR': 'Placar exato',
      ko: '정확한 스코어',
      ja: '正確なスコア',
      'sr-ME': 'Tačan rezultat',
      ar: 'النتيجة الصحيحة',
      he: 'תוצאה מדויקת',
    }),
  ],
  [
    [60, 'three_way', 'h1', 'halves', 11, 0.07],
    localized({
      en: '1st half - 1x2',
      es: '1.ª mitad - 1x2',
      'pt-BR': '1º tempo - 1x2',
      ko: '전반전 - 승무패',
      ja: '前半 - 試合結果',
      'sr-ME': '1. poluvrijeme - ishod',
      ar: 'الشوط الأول - النتيجة',
      he: 'מחצית 1 - תוצאה',
    }),
  ],
  [
    [63, 'double_chance', 'h1', 'halves', 12, 0.07],
    localized({
      en: '1st half - double chance',
      es: '1.ª mitad - doble oportunidad',
      'pt-BR': '1º tempo - dupla chance',
      ko: '전반전 - 더블 찬스',
      ja: '前半 - ダブルチャンス',
      'sr-ME': '1. poluvrijeme - dupla šansa',
      ar: 'الشوط الأول - فرصة مزدوجة',
      he: 'מחצית 1 - סיכוי כפול',
    }),
  ],
  [
    [68, 'total', 'h1', 'halves', 13, 0.07],
    localized({
      en: '1st half - total',
      es: '1.ª mitad - total',
      'pt-BR': '1º tempo - total',
      ko: '전반전 - 합계',
      ja: '前半 - トータル',
      'sr-ME': '1. poluvrijeme - ukupno',
      ar: 'الشوط الأول - المجموع',
      he: 'מחצית 1 - סך הכול',
    }),
  ],
  [
    [83, 'three_way', 'h2', 'halves', 14, 0.07],
    localized({
      en: '2nd half - 1x2',
      es: '2.ª mitad - 1x2',
      'pt-BR': '2º tempo - 1x2',
      ko: '후반전 - 승무패',
      ja: '後半 - 試合結果',
      'sr-ME': '2. poluvrijeme - ishod',
      ar: 'الشوط الثاني - النتيجة',
      he: 'מחצית 2 - תוצאה',
    }),
  ],
  [
    [90, 'total', 'h2', 'halves', 15, 0.07],
    localized({
      en: '2nd half - total',
      es: '2.ª mitad - total',
      'pt-BR': '2º tempo - total',
      ko: '후반전 - 합계',
      ja: '後半 - トータル',
      'sr-ME': '2. poluvrijeme - ukupno',
      ar: 'الشوط الثاني - المجموع',
      he: 'מחצית 2 - סך הכול',
    }),
  ],
  [
    [186, 'winner', 'full', 'main', 1, 0.05],
    localized({
      en: 'Winner',
      es: 'Ganador',
      'pt-BR': 'Vencedor',
      ko: '승자',
      ja: '勝者',
      'sr-ME': 'Pobjednik',
      ar: 'الفائز',
      he: 'מנצח',
    }),
  ],
  [
    [187, 'handicap', 'games', 'handicaps', 6, 0.06],
    localized({
      en: 'Game handicap',
      es: 'Hándicap de juegos',
      'pt-BR': 'Handicap de games',
      ko: '게임 핸디캡',
      ja: 'ゲームハンディキャップ',
      'sr-ME': 'Hendikep gemova',
      ar: 'هانديكاب الأشواط',
      he: 'הנדיקפ משחקונים',
    }),
  ],
  [
    [188, 'handicap', 'full', 'handicaps', 5, 0.06],
    localized({
      en: 'Set handicap',
      es: 'Hándicap de sets',
      'pt-BR': 'Handicap de sets',
      ko: '세트 핸디캡',
      ja: 'セットハンディキャップ',
      'sr-ME': 'Hendikep setova',
      ar: 'هانديكاب المجموعات',
      he: 'הנדיקפ מערכות',
    }),
  ],
  [
    [189, 'total', 'games', 'totals', 4, 0.06],
    localized({
      en: 'Total games',
      es: 'Total de juegos',
      'pt-BR': 'Total de games',
      ko: '총 게임 수',
      ja: '合計ゲーム数',
      'sr-ME': 'Ukupno gemova',
      ar: 'مجموع الأشواط',
      he: 'סך הכול משחקונים',
    }),
  ],
  [
    [199, 'correct_score', 'full', 'score', 10, 0.08],
    localized({
      en: 'Correct score',
      es: 'Resultado exacto',
      'pt-BR': 'Placar exato',
      ko: '정확한 스코어',
      ja: '正確なスコア',
      'sr-ME': 'Tačan rezultat',
      ar: 'النتيجة الصحيحة',
      he: 'תוצאה מדויקת',
    }),
  ],
  [
    [202, 'winner', 'p1', 'periods', 11, 0.06],
    localized({
      en: '1st set - winner',
      es: '1.er set - ganador',
      'pt-BR': '1º set - vencedor',
      ko: '1세트 - 승자',
      ja: '第1セット - 勝者',
      'sr-ME': '1. set - pobjednik',
      ar: 'المجموعة الأولى - الفائز',
      he: 'מערכה 1 - מנצח',
    }),
  ],
  [
    [219, 'winner', 'full', 'main', 1, 0.05],
    localized({
      en: 'Winner (incl. overtime)',
      es: 'Ganador (incl. prórroga)',
      'pt-BR': 'Vencedor (incl. prorrogação)',
      ko: '승자 (연장 포함)',
      ja: '勝者 (延長含む)',
      'sr-ME': 'Pobjednik (uklj. produžetke)',
      ar: 'الفائز (شامل الوقت الإضافي)',
      he: 'מנצח (כולל הארכה)',
    }),
  ],
  [
    [223, 'handicap', 'full', 'handicaps', 5, 0.06],
    localized({
      en: 'Handicap (incl. overtime)',
      es: 'Hándicap (incl. prórroga)',
      'pt-BR': 'Handicap (incl. prorrogação)',
      ko: '핸디캡 (연장 포함)',
      ja: 'ハンディキャップ (延長含む)',
      'sr-ME': 'Hendikep (uklj. produžetke)',
      ar: 'هانديكاب (شامل الوقت الإضافي)',
      he: 'הנדיקפ (כולל הארכה)',
    }),
  ],
  [
    [225, 'total', 'full', 'totals', 4, 0.06],
    localized({
      en: 'Total (incl. overtime)',
      es: 'Total (incl. prórroga)',
      'pt-BR': 'Total (incl. prorrogação)',
      ko: '합계 (연장 포함)',
      ja: 'トータル (延長含む)',
      'sr-ME': 'Ukupno (uklj. produžetke)',
      ar: 'المجموع (شامل الوقت الإضافي)',
      he: 'סך הכול (כולל הארכה)',
    }),
  ],
  [
    [314, 'total', 'full', 'totals', 4, 0.06],
    localized({
      en: 'Total sets',
      es: 'Total de sets',
      'pt-BR': 'Total de sets',
      ko: '총 세트 수',
      ja: '合計セット数',
      'sr-ME': 'Ukupno setova',
      ar: 'مجموع المجموعات',
      he: 'סך הכול מערכות',
    }),
  ],
  [
    [327, 'handicap', 'full', 'handicaps', 5, 0.06],
    localized({
      en: 'Map handicap',
      es: 'Hándicap de mapas',
      'pt-BR': 'Handicap de mapas',
      ko: '맵 핸디캡',
      ja: 'マップハンディキャップ',
      'sr-ME': 'Hendikep mapa',
      ar: 'هانديكاب الخرائط',
      he: 'הנדיקפ מפות',
    }),
  ],
  [
    [328, 'total', 'full', 'totals', 4, 0.06],
    localized({
      en: 'Total maps',
      es: 'Total de mapas',
      'pt-BR': 'Total de mapas',
      ko: '총 맵 수',
      ja: '合計マップ数',
      'sr-ME': 'Ukupno mapa',
      ar: 'مجموع الخرائط',
      he: 'סך הכול מפות',
    }),
  ],
  [
    [329, 'correct_score', 'full', 'score', 10, 0.08],
    localized({
      en: 'Correct map score',
      es: 'Resultado exacto de mapas',
      'pt-BR': 'Placar exato de mapas',
      ko: '정확한 맵 스코어',
      ja: '正確なマップスコア',
      'sr-ME': 'Tačan rezultat po mapama',
      ar: 'النتيجة الصحيحة للخرائط',
      he: 'תוצאת מפות מדויקת',
    }),
  ],
  [
    [330, 'winner', 'p1', 'periods', 11, 0.06],
    localized({
      en: '1st map - winner',
      es: '1.er mapa - ganador',
      'pt-BR': '1º mapa - vencedor',
      ko: '1맵 - 승자',
      ja: '第1マップ - 勝者',
      'sr-ME': '1. mapa - pobjednik',
      ar: 'الخريطة الأولى - الفائز',
      he: 'מפה 1 - מנצח',
    }),
  ],
  [
    [443, 'three_way', 'p1', 'periods', 11, 0.07],
    localized({
      en: '1st period - 1x2',
      es: '1.er periodo - 1x2',
      'pt-BR': '1º período - 1x2',
      ko: '1피리어드 - 승무패',
      ja: '第1ピリオド - 試合結果',
      'sr-ME': '1. period - ishod',
      ar: 'الفترة الأولى - النتيجة',
      he: 'שליש 1 - תוצאה',
    }),
  ],
  [
    [446, 'total', 'p1', 'periods', 12, 0.07],
    localized({
      en: '1st period - total',
      es: '1.er periodo - total',
      'pt-BR': '1º período - total',
      ko: '1피리어드 - 합계',
      ja: '第1ピリオド - トータル',
      'sr-ME': '1. period - ukupno',
      ar: 'الفترة الأولى - المجموع',
      he: 'שליש 1 - סך הכול',
    }),
  ],
  [
    [534, 'outright', 'full', 'main', 1, 0.2],
    localized({
      en: 'Outright winner',
      es: 'Ganador del torneo',
      'pt-BR': 'Vencedor do torneio',
      ko: '우승팀',
      ja: '優勝チーム',
      'sr-ME': 'Osvajač takmičenja',
      ar: 'الفائز بالبطولة',
      he: 'הזוכה בתחרות',
    }),
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
