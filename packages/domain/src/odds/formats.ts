/**
 * The odds display formats under the spec's two naming sets: the settings names (european, british, ...) and the
 * short names used elsewhere (decimal, fractional, ...). Percent (implied probability) exists in both.
 */

/** Odds formats as settings name them. */
export const ODDS_FORMATS = [
  'european',
  'british',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
] as const;
/** One of {@link ODDS_FORMATS}. */
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** Odds formats as the rest of the product names them. */
export const ODDS_FORMAT_ALIASES = [
  'decimal',
  'fractional',
  'american',
  'hongkong',
  'malay',
  'indo',
  'percent',
] as const;
/** One of {@link ODDS_FORMAT_ALIASES}. */
export type OddsFormatAlias = (typeof ODDS_FORMAT_ALIASES)[number];

const TO_ALIAS: Record<OddsFormat, OddsFormatAlias> = {
  european: 'decimal',
  british: 'fractional',
  hongkong: 'hongkong',
  american: 'american',
  indonesian: 'indo',
  malaysian: 'malay',
  percent: 'percent',
};

const FROM_ALIAS = Object.fromEntries(Object.entries(TO_ALIAS).map(([k, v]) => [v, k])) as Record<
  OddsFormatAlias,
  OddsFormat
>;

/** The short name of a settings odds format. */
export function toOddsFormatAlias(format: OddsFormat): OddsFormatAlias {
  return TO_ALIAS[format];
}

/** The settings name of a short odds format name. */
export function fromOddsFormatAlias(alias: OddsFormatAlias): OddsFormat {
  return FROM_ALIAS[alias];
}

/** Reads either naming set; null for an unknown name (so a bad stored value falls back instead of crashing). */
export function parseOddsFormat(name: string): OddsFormat | null {
  if ((ODDS_FORMATS as readonly string[]).includes(name)) return name as OddsFormat;
  if ((ODDS_FORMAT_ALIASES as readonly string[]).includes(name)) return FROM_ALIAS[name as OddsFormatAlias];
  return null;
}
