'use client';
/** Odds as text in the bettor's chosen format (settings, kept in local storage by lib/odds-format). */
import { type DecimalOdds, formatOdds } from '@sportsbook/domain';
import { useOddsFormat } from '@/lib/odds-format';

export function useOddsText(odds: DecimalOdds): string {
  const [format] = useOddsFormat();
  return formatOdds(odds, format);
}
