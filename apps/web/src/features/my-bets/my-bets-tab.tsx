'use client';
/**
 * The MY_BETS tab of the bet-slip panel (spec core-betting §2 "Bet slip panel", §3 "My bets"): the player's bets
 * with filters, paging, live updates and cashout, and a link to the full bets history page.
 */
import type { JSX } from 'react';
import { BetList } from './bet-list';

export function MyBetsTab(): JSX.Element {
  return <BetList variant="tab" />;
}
