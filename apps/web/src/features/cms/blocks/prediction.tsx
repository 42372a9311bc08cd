'use client';
/**
 * The prediction block: the poll of one match (who wins), the same as the match page's (features/predictions).
 * A match that is gone, finished or an outright has no poll: the block draws nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { MatchPoll } from '@/features/predictions';
import { catalogueQueries } from '@/lib/queries/catalogue';
import type { BlockProps } from '../block-props';

export function PredictionBlock({ block, locale }: BlockProps<'prediction'>) {
  const match = useQuery({ ...catalogueQueries.match(locale, block.eventId), retry: false });
  if (!match.data) return null;
  return (
    <div id={block.id}>
      <MatchPoll match={match.data} />
    </div>
  );
}
