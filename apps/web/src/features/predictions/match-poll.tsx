'use client';
/**
 * The match page's poll: who wins (home, draw where the sport's result can be level, away), prediction
 * `match:<id>:winner`; none for an outright or a finished match. Loaded after the page has hydrated (`lazy-match-poll.tsx`).
 */
import type { Match } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { type PollOption, PredictionPoll } from './prediction-poll';

/** Sports whose match result (regular time) can be a draw: their poll offers one. */
const DRAW_SPORTS: ReadonlySet<string> = new Set(['football', 'ice-hockey', 'handball']);

export function MatchPoll({ match }: { match: Match }) {
  const t = useTranslations('predictions.match');
  if (!match.home || !match.away || match.isFinished) return null;
  const options: PollOption[] = [
    { value: 'home', label: match.home.name },
    ...(DRAW_SPORTS.has(match.sport.key) ? [{ value: 'draw', label: t('draw') }] : []),
    { value: 'away', label: match.away.name },
  ];
  return (
    <PredictionPoll predictionId={`match:${match.id}:winner`} question={t('question')} options={options} />
  );
}
