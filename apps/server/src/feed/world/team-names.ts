/**
 * Names of generated competitors. Clubs are a real city in a pattern of their country; North American teams a
 * city and a nickname; players a first and last name from one nationality; e-sports teams a brand word.
 */
import type { Random } from '../random.js';
import { COUNTRIES, type CountryKey } from './countries.js';

/** How a league's competitors are named. */
export type NameStyle = 'club' | 'franchise' | 'men' | 'women' | 'esports';

const CLUB_PATTERNS: Partial<Record<CountryKey, string>> = {
  england: '{c} United|{c} City|{c} Rovers|{c} Athletic|{c} Town|{c} Albion|{c} Wanderers|{c} County',
  spain: 'Real {c}|{c} CF|Atlético {c}|CD {c}|UD {c}|Racing {c}|Deportivo {c}|SD {c}',
  germany: 'FC {c}|{c} SV|SV {c}|VfB {c}|Borussia {c}|1. FC {c}|Eintracht {c}|TSV {c}',
  italy: 'AC {c}|{c} Calcio|US {c}|Sporting {c}|Atletico {c}|FC {c}|Virtus {c}|Audace {c}',
  france: 'FC {c}|AS {c}|Olympique {c}|Stade {c}|RC {c}|SC {c}|US {c}|En Avant {c}',
  portugal: 'SC {c}|FC {c}|Sporting {c}|CD {c}|Académico {c}|União {c}|Desportivo {c}',
  netherlands: 'FC {c}|{c} SC|SC {c}|VV {c}|Go Ahead {c}|SV {c}|{c} Boys',
  brazil: '{c} FC|EC {c}|Atlético {c}|SC {c}|Grêmio {c}|América {c}|Clube {c}|Ferroviário {c}',
  argentina: 'Club {c}|Atlético {c}|Deportivo {c}|Racing {c}|Unión {c}|Sportivo {c}|Gimnasia {c}',
  mexico: 'Club {c}|Deportivo {c}|Atlético {c}|Real {c}|Unión {c}|Cruz {c}|Leones de {c}',
  turkey: '{c}spor|{c} FK|{c} Belediyespor|{c} Gençlik|{c} Idman Yurdu',
  japan: '{c} FC|FC {c}|{c} SC|{c} United|{c} Blaze|{c} Storm',
  korea: '{c} FC|{c} United|{c} Dolphins|{c} Tigers|{c} Stars',
  sweden: '{c} IF|{c} FF|IFK {c}|{c} BK|{c} HC|{c} AIS',
  finland: '{c} Kiekko|HC {c}|{c} IFK|{c} Ilves|{c} Pelicans|{c} Lukko',
  czechia: 'HC {c}|SK {c}|FK {c}|Sparta {c}|Dynamo {c}|Slavia {c}|Baník {c}',
  poland: 'KS {c}|{c} Stal|Polonia {c}|AZS {c}|Zawisza {c}|Resovia {c}|Warta {c}',
  denmark: '{c} BK|{c} IF|FC {c}|{c} Håndbold|{c} Elite|{c} KFUM',
};

const NICKNAMES =
  'Hawks,Comets,Pioneers,Falcons,Miners,Stallions,Knights,Titans,Mariners,Foxes,Wolves,Storm,Blaze,Sentinels,Outlaws,Cyclones,Grizzlies,Vipers,Admirals,Aces,Barons,Blizzard,Coyotes,Express,Flyers,Generals,Hornets,Huskies,Lumberjacks,Monarchs,Nighthawks,Owls,Pilots,Rockets,Sharks,Thunder,Bison,Voyagers'.split(
    ',',
  );

const FIRST_MEN =
  'Lucas,Mateo,Hugo,Leon,Marco,Pablo,Tomás,Felix,Luca,Jonas,Daniel,Adrian,Nico,Emil,Milan,Jakub,Diego,Rafael,Andrés,Oskar,Kenji,Hiro,Matías,Julian,Gabriel,Viktor,Aleksander,Simon,Filip,Theo'.split(
    ',',
  );
const FIRST_WOMEN =
  'Sofia,Lucia,Emma,Mia,Clara,Elena,Marta,Laura,Anna,Julia,Paula,Alba,Lea,Nina,Ines,Karolina,Petra,Yuki,Camila,Valentina,Chiara,Giulia,Amelie,Zoe,Iga,Sara,Noemi,Irene,Eva,Olivia'.split(
    ',',
  );
const LAST_NAMES =
  'García,Moreau,Schneider,Rossi,Novak,Kowalski,Fernandes,Silva,Müller,Bianchi,Dubois,Svoboda,Nowak,Santos,Lindqvist,Virtanen,Tanaka,Kim,Herrera,Castro,Lambert,Fischer,Ricci,Dvořák,Wójcik,Almeida,Berg,Laine,Sato,Park,Ortega,Mendes,Keller,Conti,Girard,Horák,Zieliński,Pereira,Holm,Nieminen'.split(
    ',',
  );

const BRANDS =
  'Vortex,Nightfall,Apex,Ironclad,Eclipse,Phantom,Zenith,Solaris,Havoc,Nova,Rift,Onyx,Ember,Tempest,Cobalt,Paragon,Valkyrie,Nomad,Quasar,Spectre,Ronin,Helix,Mirage,Vanguard,Kraken,Aurora,Obsidian,Pulse'.split(
    ',',
  );
const BRAND_PATTERNS = ['{b} Esports', 'Team {b}', '{b} Gaming', '{b}', '{b} Club', '{b} Academy'];

/** A generated competitor name, with the home city of a club or franchise. */
export interface TeamName {
  name: string;
  city: string | null;
}

/**
 * `count` distinct names in a style. Clubs and franchises use the country's cities; players and e-sports teams
 * ignore the country. Duplicates are avoided within the list, not across the world.
 */
export function teamNames(rng: Random, style: NameStyle, country: CountryKey, count: number): TeamName[] {
  const names = new Map<string, TeamName>();
  const cities = COUNTRIES[country].cities.length > 0 ? COUNTRIES[country].cities : COUNTRIES.usa.cities;
  const patterns = (CLUB_PATTERNS[country] ?? '{c} FC|FC {c}').split('|');
  // One club per city while cities last, so a league does not read "Leeds United v Leeds City" too often.
  const used = new Set<string>();
  for (let attempt = 0; names.size < count && attempt < count * 50; attempt++) {
    const city = rng.pick(cities);
    if (used.has(city) && used.size < cities.length) continue;
    used.add(city);
    const name = oneName(rng, style, city, patterns);
    const local = style === 'club' || style === 'franchise';
    if (!names.has(name)) names.set(name, { name, city: local ? city : null });
  }
  return [...names.values()];
}

function oneName(rng: Random, style: NameStyle, city: string, patterns: readonly string[]): string {
  switch (style) {
    case 'club':
      return rng.pick(patterns).replace('{c}', city);
    case 'franchise':
      return `${city} ${rng.pick(NICKNAMES)}`;
    case 'men':
      return `${rng.pick(FIRST_MEN)} ${rng.pick(LAST_NAMES)}`;
    case 'women':
      return `${rng.pick(FIRST_WOMEN)} ${rng.pick(LAST_NAMES)}`;
    case 'esports':
      return rng.pick(BRAND_PATTERNS).replace('{b}', rng.pick(BRANDS));
  }
}

/** The letters of a crest: initials of the significant words ("Real Valladolid" -> "RV"). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w) && w.length > 2);
  const letters = (words.length > 0 ? words : [name]).map((w) => w[0] ?? '').join('');
  return letters.slice(0, 3).toUpperCase();
}
