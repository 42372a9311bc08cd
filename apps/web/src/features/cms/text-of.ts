/** A block's text in the page's locale, else the English one (the schema requires it). */
import type { LocalizedText } from '@sportsbook/contract/site';

export function textOf(texts: LocalizedText, locale: string): string {
  return texts[locale as keyof LocalizedText] ?? texts.en ?? '';
}

/** A block's optional text, else `fallback` (the app's own words for it). */
export function textOr(texts: LocalizedText | undefined, locale: string, fallback: string): string {
  return texts ? textOf(texts, locale) : fallback;
}
