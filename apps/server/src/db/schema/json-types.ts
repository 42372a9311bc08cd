/** The shapes stored inside json/jsonb columns of the catalogue. */

/** A name per locale: `{en: 'Football', es: 'Fútbol', 'pt-BR': 'Futebol'}`. */
export type LocalizedNames = Record<string, string>;

/** An outcome as stored in `markets.outcomes`. */
export interface StoredOutcome {
  id: string;
  names: LocalizedNames;
  /** Odds x 1000, an integer above 1000. */
  odds: number;
  active: boolean;
  /** The pricing model's true probability (0..1); a model parameter, not money, so a float is fine. */
  probability: number;
}

/** How the outcomes of a market resolved, as the feed reported on settlement. */
export type StoredResults = { id: string; result: string }[];

/** A development control the feed leader applied between two ticks. */
export type FeedCommand = { end: number } | { suspend: number; seconds: number };

/** One committed tick of the feed leader, as `feed_inputs.input`: its controls first, then `now` (epoch ms). */
export interface FeedInput {
  commands?: FeedCommand[];
  now: number;
}

/** The values a notification's texts show (src/notifications/words.ts): amounts in minor units. */
export interface NotificationParams {
  amount?: number;
  currency?: string;
  code?: string;
  /** A name per locale (a bonus campaign's, a jackpot's): the reader's, else English. */
  names?: Record<string, string>;
}
