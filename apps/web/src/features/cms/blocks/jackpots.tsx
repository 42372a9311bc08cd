'use client';
/** The jackpot blocks: the banner and card draw the jackpot card, the leaderboard its levels and recent hits. */
import { JackpotCard, JackpotSection } from '@/features/jackpots';
import type { BlockProps } from '../block-props';

export function JackpotBlock({
  block,
}: BlockProps<'jackpot_banner' | 'jackpot_card' | 'jackpot_leaderboard'>) {
  return (
    <div id={block.id}>{block.type === 'jackpot_leaderboard' ? <JackpotSection /> : <JackpotCard />}</div>
  );
}
