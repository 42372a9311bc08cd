/**
 * Builds the static part of the world: sports, categories (countries), tournaments (leagues) and their
 * competitors with crests, plus the hidden strength of each competitor that the pricing model reads.
 */
import { slugify } from '../localized.js';
import type { Random } from '../random.js';
import type { SportDefinition } from '../sports/sport-definition.js';
import { SPORTS } from '../sports/sports.js';
import type { FeedCategory, FeedCompetitor, FeedSport, FeedTournament } from '../types.js';
import { COUNTRIES } from './countries.js';
import { type CrestShape, crestSvg } from './crest-svg.js';
import { LEAGUES, type LeagueSpec } from './league-catalogue.js';
import { initialsOf, teamNames } from './team-names.js';

/** A competitor with what the feed keeps to itself. */
export interface Contender {
  competitor: FeedCompetitor;
  /** Strength on a standard normal scale; pricing turns rating differences into expected scores. */
  rating: number;
  city: string | null;
  venue: string | null;
}

/** A league with its sport, tournament and field. */
export interface League {
  spec: LeagueSpec;
  sport: SportDefinition;
  category: FeedCategory;
  tournament: FeedTournament;
  contenders: Contender[];
}

/** The static world. */
export interface Catalogue {
  sports: FeedSport[];
  categories: FeedCategory[];
  tournaments: FeedTournament[];
  competitors: FeedCompetitor[];
  leagues: League[];
}

const INDOOR = new Set(['basketball', 'ice-hockey', 'volleyball', 'handball', 'table-tennis']);

/** Builds the catalogue; the same generator state yields the same catalogue. */
export function createCatalogue(rng: Random): Catalogue {
  const sports: FeedSport[] = SPORTS.map((s) => ({
    id: s.id,
    urnId: s.urnId,
    key: s.key,
    kind: s.kind,
    provider: s.provider,
    priority: s.priority,
    names: s.names,
  }));
  const categories = new Map<string, FeedCategory>();
  const catalogue: Catalogue = { sports, categories: [], tournaments: [], competitors: [], leagues: [] };
  for (const spec of LEAGUES) {
    const sport = SPORTS.find((s) => s.key === spec.sport);
    if (!sport) continue;
    const country = COUNTRIES[spec.country];
    const categoryKey = `${sport.id}:${country.slug}`;
    let category = categories.get(categoryKey);
    if (!category) {
      category = {
        id: categories.size + 1,
        sportId: sport.id,
        slug: country.slug,
        countryCode: country.code,
        priority: [...categories.values()].filter((c) => c.sportId === sport.id).length + 1,
        names: country.names,
      };
      categories.set(categoryKey, category);
    }
    const id = catalogue.tournaments.length + 1;
    const tournament: FeedTournament = {
      id,
      urnId: `${sport.kind === 'cyber' ? 'od' : 'sr'}:tournament:${id}`,
      sportId: sport.id,
      categoryId: category.id,
      // Unique within the sport, since routes are /{sport}/{league}: "atp-madrid" and "wta-madrid".
      slug: `${country.slug}-${slugify(spec.names.en)}`,
      type: spec.type,
      priority: catalogue.leagues.filter((l) => l.sport === sport).length + 1,
      names: spec.names,
    };
    const contenders = field(rng, spec, sport, catalogue.competitors.length + 1);
    catalogue.tournaments.push(tournament);
    catalogue.competitors.push(...contenders.map((c) => c.competitor));
    catalogue.leagues.push({ spec, sport, category, tournament, contenders });
  }
  catalogue.categories = [...categories.values()];
  return catalogue;
}

function field(rng: Random, spec: LeagueSpec, sport: SportDefinition, firstId: number): Contender[] {
  const shape: CrestShape = sport.kind === 'cyber' ? 'hexagon' : spec.style === 'club' ? 'shield' : 'round';
  return teamNames(rng, spec.style, spec.country, spec.teams).map((team, i) => {
    const id = firstId + i;
    const venue = team.city ? venueName(rng, sport, team.city) : null;
    return {
      competitor: { id, name: team.name, logoSvg: crestSvg(rng, initialsOf(team.name), shape, id) },
      rating: rng.normal(0, 1),
      city: team.city,
      venue,
    };
  });
}

function venueName(rng: Random, sport: SportDefinition, city: string): string {
  const kinds = INDOOR.has(sport.key)
    ? ['{c} Arena', '{c} Sports Hall', '{c} Dome']
    : ['{c} Stadium', '{c} Park'];
  if (sport.key === 'baseball') kinds.push('{c} Field', '{c} Ballpark');
  return rng.pick(kinds).replace('{c}', city);
}
