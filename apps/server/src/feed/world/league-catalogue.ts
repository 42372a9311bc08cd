/**
 * The leagues of the world: real competition names (a league's name is a fact, its clubs here are invented),
 * with how their competitors are named and which have an outright winner market.
 */
import type { TournamentType } from '@sportsbook/domain';
import { localized, sameInAll } from '../localized.js';
import type { SportKey } from '../sports/sport-definition.js';
import type { LocalizedName } from '../types.js';
import type { CountryKey } from './countries.js';
import type { NameStyle } from './team-names.js';

/** One league of the catalogue. */
export interface LeagueSpec {
  sport: SportKey;
  country: CountryKey;
  names: LocalizedName;
  teams: number;
  style: NameStyle;
  type: TournamentType;
  /** A major league gets an outright winner market. */
  major: boolean;
  /** A period length other than the sport's (NBA quarters are 12 minutes). */
  periodSeconds?: number;
}

type Row = [SportKey, CountryKey, string | LocalizedName, number, NameStyle, ('major' | TournamentType)?];

const ROWS: readonly Row[] = [
  ['football', 'england', 'Premier League', 20, 'club', 'major'],
  ['football', 'england', 'Championship', 24, 'club'],
  ['football', 'spain', 'LaLiga', 20, 'club', 'major'],
  ['football', 'spain', 'LaLiga 2', 22, 'club'],
  ['football', 'germany', 'Bundesliga', 18, 'club', 'major'],
  ['football', 'germany', '2. Bundesliga', 18, 'club'],
  ['football', 'italy', 'Serie A', 20, 'club', 'major'],
  ['football', 'france', 'Ligue 1', 18, 'club', 'major'],
  ['football', 'portugal', 'Primeira Liga', 18, 'club'],
  ['football', 'netherlands', 'Eredivisie', 18, 'club'],
  [
    'football',
    'brazil',
    localized({
      en: 'Brazil Serie A',
      es: 'Brasileirão Serie A',
      'pt-BR': 'Brasileirão Série A',
      ko: '브라질 세리에 A',
      ja: 'ブラジル・セリエA',
      'sr-ME': 'Brazil Serija A',
      ar: 'الدوري البرازيلي الدرجة الأولى',
      he: 'ברזיל סרייה A',
    }),
    20,
    'club',
    'major',
  ],
  [
    'football',
    'brazil',
    localized({
      en: 'Brazil Serie B',
      es: 'Brasileirão Serie B',
      'pt-BR': 'Brasileirão Série B',
      ko: '브라질 세리에 B',
      ja: 'ブラジル・セリエB',
      'sr-ME': 'Brazil Serija B',
      ar: 'الدوري البرازيلي الدرجة الثانية',
      he: 'ברזיל סרייה B',
    }),
    20,
    'club',
  ],
  ['football', 'argentina', 'Liga Profesional', 28, 'club'],
  ['football', 'mexico', 'Liga MX', 18, 'club'],
  ['football', 'usa', 'MLS', 28, 'club'],
  ['football', 'turkey', 'Süper Lig', 18, 'club'],
  ['football', 'japan', 'J1 League', 20, 'club'],
  [
    'football',
    'international',
    localized({
      en: 'Club Friendlies',
      es: 'Amistosos de clubes',
      'pt-BR': 'Amistosos de clubes',
      ko: '클럽 친선경기',
      ja: 'クラブ親善試合',
      'sr-ME': 'Klupske prijateljske utakmice',
      ar: 'مباريات ودية للأندية',
      he: 'משחקי ידידות של מועדונים',
    }),
    24,
    'club',
    'match',
  ],
  ['basketball', 'usa', 'NBA', 30, 'franchise', 'major'],
  ['basketball', 'international', 'EuroLeague', 18, 'club', 'major'],
  ['basketball', 'spain', 'Liga ACB', 18, 'club'],
  ['basketball', 'brazil', 'NBB', 18, 'club'],
  ['basketball', 'germany', 'BBL', 18, 'club'],
  ['basketball', 'turkey', 'BSL', 16, 'club'],
  ['tennis', 'atp', 'Madrid', 32, 'men', 'simple_tournament'],
  ['tennis', 'atp', 'Rome', 32, 'men', 'simple_tournament'],
  ['tennis', 'atp', 'Halle', 32, 'men', 'simple_tournament'],
  ['tennis', 'wta', 'Madrid', 32, 'women', 'simple_tournament'],
  ['tennis', 'wta', 'Rome', 32, 'women', 'simple_tournament'],
  ['tennis', 'wta', 'Berlin', 32, 'women', 'simple_tournament'],
  ['ice-hockey', 'usa', 'NHL', 32, 'franchise', 'major'],
  ['ice-hockey', 'sweden', 'SHL', 14, 'club'],
  ['ice-hockey', 'finland', 'Liiga', 15, 'club'],
  ['ice-hockey', 'czechia', 'Extraliga', 14, 'club'],
  ['ice-hockey', 'germany', 'DEL', 14, 'club'],
  ['volleyball', 'italy', 'SuperLega', 12, 'club'],
  ['volleyball', 'brazil', 'Superliga', 12, 'club'],
  ['volleyball', 'poland', 'PlusLiga', 16, 'club'],
  ['volleyball', 'turkey', 'Efeler Ligi', 14, 'club'],
  ['table-tennis', 'czechia', 'TT Liga Pro', 24, 'men', 'simple_tournament'],
  ['table-tennis', 'poland', 'TT Elite Series', 24, 'men', 'simple_tournament'],
  ['table-tennis', 'international', 'TT Cup', 24, 'men', 'simple_tournament'],
  ['table-tennis', 'international', 'TT Cup Women', 24, 'women', 'simple_tournament'],
  ['baseball', 'usa', 'MLB', 30, 'franchise', 'major'],
  ['baseball', 'japan', 'NPB', 12, 'franchise'],
  ['baseball', 'korea', 'KBO', 10, 'franchise'],
  ['baseball', 'mexico', 'LMB', 16, 'franchise'],
  ['american-football', 'usa', 'NFL', 32, 'franchise', 'major'],
  ['american-football', 'usa', 'NCAA', 40, 'franchise'],
  ['american-football', 'international', 'European League of Football', 16, 'club'],
  ['handball', 'germany', 'Handball-Bundesliga', 18, 'club', 'major'],
  ['handball', 'spain', 'Liga ASOBAL', 16, 'club'],
  ['handball', 'france', 'Starligue', 16, 'club'],
  ['handball', 'denmark', 'Håndboldligaen', 14, 'club'],
  ['cs2', 'international', 'ESL Pro League', 24, 'esports', 'major'],
  ['cs2', 'international', 'BLAST Premier', 16, 'esports'],
  ['cs2', 'international', 'CCT Series', 16, 'esports'],
  ['dota-2', 'international', 'DreamLeague', 16, 'esports', 'major'],
  ['dota-2', 'international', 'European Pro League', 16, 'esports'],
  ['league-of-legends', 'international', 'LEC', 10, 'esports', 'major'],
  ['league-of-legends', 'international', 'LCK', 10, 'esports'],
  ['league-of-legends', 'international', 'LTA North', 10, 'esports'],
];

/** NBA and NFL-like leagues play longer periods than the sport's default. */
const PERIOD_SECONDS: Readonly<Record<string, number>> = { NBA: 720 };

/** Every league of the world. */
export const LEAGUES: readonly LeagueSpec[] = ROWS.map(([sport, country, name, teams, style, extra]) => {
  const names = typeof name === 'string' ? sameInAll(name) : name;
  const periodSeconds = PERIOD_SECONDS[names.en];
  return {
    sport,
    country,
    names,
    teams,
    style,
    type: extra && extra !== 'major' ? extra : 'season',
    major: extra === 'major',
    ...(periodSeconds ? { periodSeconds } : {}),
  };
});
