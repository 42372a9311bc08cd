/**
 * Countries of the simulated world, with their names in the feed's locales and real cities, so generated clubs
 * read like real ones ("Real Valladolid", "Leeds Athletic") without copying any real club.
 */
import { localized } from '../localized.js';
import type { LocalizedName } from '../types.js';

/** A country (or an international category) of the world. */
export interface Country {
  /** ISO 3166 code (GB-ENG for England); null for international categories. */
  code: string | null;
  slug: string;
  names: LocalizedName;
  cities: readonly string[];
}

const c = (code: string | null, slug: string, names: LocalizedName, cities: string): Country => ({
  code,
  slug,
  names,
  cities: cities ? cities.split(',') : [],
});

/** Countries by a short key used in the league catalogue. */
export const COUNTRIES = {
  england: c(
    'GB-ENG',
    'england',
    localized('England', 'Inglaterra', 'Inglaterra'),
    'Leeds,Bristol,Norwich,Derby,Reading,Hull,Luton,Exeter,Plymouth,Oxford,Coventry,Sheffield,Stoke,Ipswich,Preston,Swindon,Bolton,Wigan,Burnley,Barnsley,Carlisle,Blackpool',
  ),
  spain: c(
    'ES',
    'spain',
    localized('Spain', 'España', 'Espanha'),
    'Valladolid,Zaragoza,Murcia,Córdoba,Alicante,Santander,Gijón,Oviedo,Burgos,Cádiz,Huelva,Almería,Salamanca,Logroño,Pamplona,Toledo,Vigo,Granada,León,Elche',
  ),
  germany: c(
    'DE',
    'germany',
    localized('Germany', 'Alemania', 'Alemanha'),
    'Kiel,Rostock,Bremen,Dresden,Leipzig,Augsburg,Bochum,Kassel,Mainz,Freiburg,Nürnberg,Essen,Bielefeld,Münster,Ulm,Jena,Lübeck,Aachen,Erfurt,Hannover',
  ),
  italy: c(
    'IT',
    'italy',
    localized('Italy', 'Italia', 'Itália'),
    'Bari,Parma,Pescara,Verona,Padova,Modena,Perugia,Brescia,Livorno,Ancona,Lecce,Trieste,Como,Cagliari,Palermo,Salerno,Vicenza,Cremona,Pisa,Reggio',
  ),
  france: c(
    'FR',
    'france',
    localized('France', 'Francia', 'França'),
    'Rennes,Nantes,Lens,Brest,Angers,Reims,Metz,Troyes,Amiens,Caen,Dijon,Nîmes,Grenoble,Tours,Limoges,Orléans,Rouen,Bastia,Lorient,Annecy',
  ),
  portugal: c(
    'PT',
    'portugal',
    localized('Portugal', 'Portugal', 'Portugal'),
    'Braga,Guimarães,Coimbra,Aveiro,Faro,Setúbal,Viseu,Leiria,Chaves,Famalicão,Barcelos,Tondela,Estoril,Funchal,Porto,Évora',
  ),
  netherlands: c(
    'NL',
    'netherlands',
    localized('Netherlands', 'Países Bajos', 'Holanda'),
    'Utrecht,Groningen,Zwolle,Breda,Tilburg,Arnhem,Nijmegen,Almere,Haarlem,Leiden,Enschede,Venlo,Deventer,Maastricht,Emmen,Sittard',
  ),
  brazil: c(
    'BR',
    'brazil',
    localized('Brazil', 'Brasil', 'Brasil'),
    'Recife,Fortaleza,Salvador,Curitiba,Goiânia,Belém,Manaus,Natal,Maceió,Campinas,Londrina,Santos,Niterói,Cuiabá,Florianópolis,Joinville,Sorocaba,Juiz de Fora,Vitória,Teresina',
  ),
  argentina: c(
    'AR',
    'argentina',
    localized('Argentina', 'Argentina', 'Argentina'),
    'Rosario,Córdoba,Mendoza,La Plata,Tucumán,Mar del Plata,Salta,Santa Fe,San Juan,Bahía Blanca,Paraná,Neuquén,Corrientes,Quilmes,Lanús,Banfield',
  ),
  mexico: c(
    'MX',
    'mexico',
    localized('Mexico', 'México', 'México'),
    'Monterrey,Puebla,Toluca,León,Querétaro,Tijuana,Mérida,Morelia,Pachuca,Veracruz,Oaxaca,Mazatlán,Saltillo,Culiacán,Hermosillo,Zacatecas',
  ),
  usa: c(
    'US',
    'usa',
    localized('USA', 'Estados Unidos', 'Estados Unidos'),
    'Portland,Austin,Sacramento,Nashville,Omaha,Tulsa,Albuquerque,Louisville,Memphis,Raleigh,Richmond,Hartford,Columbus,Baltimore,San Diego,Las Vegas,Kansas City,St. Louis,Cincinnati,Milwaukee,Salt Lake,Boise,Anchorage,El Paso,Charlotte,Tampa,Orlando,Spokane,Buffalo,Birmingham,Fresno,Tucson',
  ),
  turkey: c(
    'TR',
    'turkey',
    localized('Turkey', 'Turquía', 'Turquia'),
    'Ankara,İzmir,Bursa,Antalya,Konya,Kayseri,Samsun,Trabzon,Eskişehir,Gaziantep,Adana,Sivas,Malatya,Denizli,Rize,Manisa',
  ),
  japan: c(
    'JP',
    'japan',
    localized('Japan', 'Japón', 'Japão'),
    'Sapporo,Sendai,Niigata,Kobe,Nagoya,Hiroshima,Fukuoka,Kyoto,Shizuoka,Kawasaki,Chiba,Okayama,Kumamoto,Nagasaki,Kagoshima,Matsumoto',
  ),
  korea: c(
    'KR',
    'south-korea',
    localized('South Korea', 'Corea del Sur', 'Coreia do Sul'),
    'Busan,Incheon,Daegu,Daejeon,Gwangju,Ulsan,Suwon,Changwon,Pohang,Jeonju,Cheongju,Gimhae',
  ),
  sweden: c(
    'SE',
    'sweden',
    localized('Sweden', 'Suecia', 'Suécia'),
    'Malmö,Göteborg,Uppsala,Västerås,Örebro,Linköping,Luleå,Växjö,Skellefteå,Karlstad,Jönköping,Umeå,Sundsvall,Gävle',
  ),
  finland: c(
    'FI',
    'finland',
    localized('Finland', 'Finlandia', 'Finlândia'),
    'Tampere,Turku,Oulu,Espoo,Lahti,Kuopio,Jyväskylä,Pori,Vaasa,Joensuu,Rauma,Mikkeli,Hämeenlinna,Lappeenranta',
  ),
  czechia: c(
    'CZ',
    'czechia',
    localized('Czechia', 'Chequia', 'Tchéquia'),
    'Brno,Ostrava,Plzeň,Liberec,Olomouc,Zlín,Pardubice,Kladno,Jihlava,Třinec,Karlovy Vary,Litvínov,Hradec Králové,Opava',
  ),
  poland: c(
    'PL',
    'poland',
    localized('Poland', 'Polonia', 'Polônia'),
    'Kraków,Wrocław,Poznań,Gdańsk,Lublin,Rzeszów,Katowice,Białystok,Olsztyn,Bydgoszcz,Kielce,Radom,Opole,Zielona Góra',
  ),
  denmark: c(
    'DK',
    'denmark',
    localized('Denmark', 'Dinamarca', 'Dinamarca'),
    'Aarhus,Odense,Aalborg,Esbjerg,Randers,Kolding,Horsens,Vejle,Herning,Silkeborg,Skjern,Holstebro',
  ),
  international: c(null, 'international', localized('International', 'Internacional', 'Internacional'), ''),
  atp: c(null, 'atp', localized('ATP', 'ATP', 'ATP'), ''),
  wta: c(null, 'wta', localized('WTA', 'WTA', 'WTA'), ''),
} as const satisfies Record<string, Country>;

/** A key of {@link COUNTRIES}. */
export type CountryKey = keyof typeof COUNTRIES;
