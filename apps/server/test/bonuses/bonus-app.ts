/** Helpers of the bonus tests: give a test player a campaign's bonus, and read a player's bonuses. */
import type { Bonus } from '@sportsbook/contract';
import { campaignById } from '../../src/bonuses/campaign-store.js';
import { issueBonus, type PlayerBonusRow } from '../../src/bonuses/issue-bonus.js';
import type { BettingApp, TestPlayer } from '../bets/betting-app.js';

/** Issues campaign `campaignId` of the seeded demo set to `p`, as its trigger would. */
export async function give(t: BettingApp, p: TestPlayer, campaignId: string): Promise<PlayerBonusRow> {
  const campaign = await campaignById(t.app.db, campaignId);
  if (!campaign) throw new Error(`no campaign ${campaignId}`);
  const row = await t.app.db.transaction((tx) =>
    issueBonus(tx, { campaign, userId: p.id, source: 'activation', now: new Date() }),
  );
  if (!row) throw new Error(`campaign ${campaignId} not issued`);
  return row;
}

/** The player's bonuses as GET /bonuses answers them. */
export async function bonusesOf(p: TestPlayer, query = ''): Promise<Bonus[]> {
  const answer = await p.call<{ data: Bonus[] }>({ method: 'GET', url: `/api/v2/bonuses${query}` });
  if (answer.status !== 200) throw new Error(`GET /bonuses answered ${answer.status}`);
  return answer.body.data;
}
