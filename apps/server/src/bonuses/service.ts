/**
 * The bonus engine bound to the app as `app.bonuses` (plugins/bonuses.ts): the lists and details the routes
 * answer, which bonuses fit a slip, marking seen, promo codes, activation and the sign-up bonus. Placement and
 * settlement use the folder's functions inside their own transactions (src/bets).
 */
import type { Bonus, FitBonusesResponse } from '@sportsbook/contract';
import { type BonusType, money, type PlaceBetPayload } from '@sportsbook/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type CatalogueView, loadCatalogueView, type SelectionRef } from '../bets/current-selections.js';
import { ticketEntryOf } from '../bets/place/ticket-entry.js';
import type { Tx } from '../db/client.js';
import { playerBonuses } from '../db/schema/index.js';
import { ApiError } from '../lib/api-error.js';
import { betFactsOf, misfitOf } from './bonus-fit.js';
import { inDates, termsOf, type Viewer } from './bonus-view.js';
import { allCampaigns, campaignByCode, campaignById, type StoredCampaign } from './campaign-store.js';
import { type CreditedDeposit, issueForDeposit } from './deposit-bonus.js';
import { namedRows } from './held-bonuses.js';
import { issueBonus, issueKeyOf, type PlayerBonusRow } from './issue-bonus.js';
import {
  type BonusFilters,
  type BonusKind,
  bonusesFor,
  filterBonuses,
  ofKind,
  viewerOf,
} from './list-bonuses.js';
import { publishBonusIssued } from './publish-issued.js';

/** A page of bonuses. */
export interface BonusPage {
  data: Bonus[];
  total: number;
}

/** A bet of POST /bonuses: a place payload whose stake may be missing. */
type SlipBet = Omit<PlaceBetPayload, 'stake'> & { stake?: PlaceBetPayload['stake'] };

/** Creates the service of `app` (needs `app.db`). */
export function createBonuses(app: FastifyInstance, options: { multipleFreebets: boolean }) {
  const { db } = app;
  const now = () => new Date();

  const listFor = async (userId: string | null, locale: string) =>
    bonusesFor(db, await viewerOf(db, userId), locale, now());

  const findBonus = async (userId: string | null, locale: string, kind: BonusKind, id: string) => {
    const found = (await listFor(userId, locale)).find(
      (b) => ofKind(b, kind) && (b.id === id || b.campaign_id === id),
    );
    if (!found) throw new ApiError(404, 'not_found', `no ${kind} ${id}`, 'id');
    return found;
  };

  /** Issues in one transaction, then announces what was issued. */
  const issueAndAnnounce = async (issue: () => Promise<PlayerBonusRow | null>) => {
    const row = await issue();
    if (row) await publishBonusIssued(app, row);
    return row;
  };

  const answerOf = async (row: PlayerBonusRow, locale: string): Promise<Bonus> => {
    const list = await listFor(row.userId, locale);
    const id = row.type === 'comboboost' ? row.campaignId : row.id;
    const bonus = list.find((b) => b.id === id && b.issued !== null);
    if (!bonus) throw new Error(`issued bonus ${row.id} is not listed`);
    return bonus;
  };

  return {
    /** Whether several bets of one request may each use a freebet (settings allow_multiple_active_user_freebets). */
    multipleFreebets: options.multipleFreebets,

    /** An issued bonus row as the player's list shows it (the answer of calls that change one). */
    held: answerOf,

    /** GET /bonuses. */
    async list(userId: string | null, locale: string, filters: BonusFilters): Promise<Bonus[]> {
      return filterBonuses(await listFor(userId, locale), filters);
    },

    /** GET /bonuses/comboboosts, /bonuses/freebets. */
    async page(
      userId: string | null,
      locale: string,
      kind: BonusKind,
      q: { isAvailable?: boolean; status?: Bonus['status']; page: number; limit: number },
    ): Promise<BonusPage> {
      const all = filterBonuses(await listFor(userId, locale), {
        status: q.status,
        available: q.isAvailable,
      });
      const ofThisKind = all.filter((b) => ofKind(b, kind));
      const start = (q.page - 1) * q.limit;
      return { data: ofThisKind.slice(start, start + q.limit), total: ofThisKind.length };
    },

    /** GET /bonuses/{kind}/{id}: by the bonus id or its campaign id; 404 not_found. */
    detail: findBonus,

    /** GET /bonuses/{kind}/{id}/terms. */
    async terms(userId: string | null, locale: string, kind: BonusKind, id: string) {
      const bonus = await findBonus(userId, locale, kind, id);
      const campaign = await campaignById(db, bonus.campaign_id);
      return { id: bonus.id, terms: campaign ? termsOf(campaign, locale) : '' };
    },

    /**
     * POST /bonuses: for each bet of the slip, the player's usable freebets and comboboosts that fit it (a
     * comboboost with the odds of the range it earns now) and the reasons the others do not.
     */
    async fit(userId: string, locale: string, bets: readonly SlipBet[]): Promise<FitBonusesResponse> {
      const viewer = await viewerOf(db, userId);
      if (!viewer) throw new ApiError(401, 'unauthorized', 'Sign in first');
      const usable = (await listFor(userId, locale)).filter(
        (b) => b.status === 'active' && (b.type === 'comboboost' || b.issued !== null),
      );
      const campaigns = new Map((await allCampaigns(db)).map((c) => [c.id, c]));
      const refs: SelectionRef[] = bets.flatMap((b) =>
        b.selections.map((s) => ({
          matchId: s.match_id,
          marketId: s.market_id,
          specifier: s.specifier,
          outcomeId: s.outcome_id,
        })),
      );
      const view = await loadCatalogueView(db, refs);
      return { data: bets.map((bet) => fitBet(bet, usable, campaigns, view, viewer)) };
    },

    /** POST /bonuses/mark-as-seen: marks the player's issued bonuses named; answers how many changed. */
    async markSeen(userId: string, items: readonly { id: string; type: BonusType }[]): Promise<number> {
      const which = namedRows(userId, items);
      if (which === null) return 0;
      const changed = await db
        .update(playerBonuses)
        .set({ seen: true })
        .where(and(which, eq(playerBonuses.seen, false)))
        .returning({ id: playerBonuses.id });
      return changed.length;
    },

    /**
     * POST /bonuses/promo-code: issues the campaign of `code` (any case). 404 promo_code_invalid for no such
     * enabled campaign (or one out of its dates); 409 promo_code_used when the player has it already; 422
     * bonus_not_available when the campaign is not for this player (country, verification, currency).
     */
    async redeem(userId: string, locale: string, code: string): Promise<Bonus> {
      const campaign = await campaignByCode(db, code);
      const viewer = await viewerOf(db, userId);
      if (!campaign || !viewer)
        throw new ApiError(404, 'promo_code_invalid', 'This promo code does not exist', 'code');
      const row = await issueOrRefuse(campaign, viewer, 'promo_code', {
        used: () => new ApiError(409, 'promo_code_used', 'This promo code has been used already', 'code'),
        outOfDates: () => new ApiError(404, 'promo_code_invalid', 'This promo code is not valid now', 'code'),
      });
      return answerOf(row, locale);
    },

    /** POST /bonuses/{id}/activate: issues an activation campaign to the player. */
    async activate(userId: string, locale: string, id: string): Promise<Bonus> {
      const campaign = await campaignById(db, id);
      const viewer = await viewerOf(db, userId);
      if (!campaign || !viewer || !campaign.enabled)
        throw new ApiError(404, 'not_found', `no campaign ${id}`, 'id');
      if (campaign.trigger !== 'activation')
        throw new ApiError(422, 'bonus_not_available', 'This bonus is not activated by the player', 'id');
      const row = await issueOrRefuse(campaign, viewer, 'activation', {
        used: () => new ApiError(409, 'already_exists', 'This bonus is activated already', 'id'),
        outOfDates: () => new ApiError(422, 'bonus_not_available', 'This bonus is not running now', 'id'),
      });
      return answerOf(row, locale);
    },

    /**
     * Inside a deposit's transaction, after its credit: issues what the deposit earns (deposit-bonus.ts) and
     * answers what announces them, to call after commit.
     */
    async onDeposit(tx: Tx, deposit: CreditedDeposit): Promise<() => Promise<void>> {
      const issued = await issueForDeposit(tx, deposit);
      return async () => {
        for (const row of issued) await publishBonusIssued(app, row);
      };
    },

    /** After sign-up: issues every enabled sign-up campaign running now (none twice), then announces them. */
    async onSignUp(userId: string): Promise<void> {
      const at = now();
      const running = (await allCampaigns(db)).filter(
        (c) => c.enabled && c.trigger === 'sign_up' && inDates(c, at),
      );
      for (const campaign of running)
        await issueAndAnnounce(() =>
          db.transaction((tx) => issueBonus(tx, { campaign, userId, source: 'sign_up', now: at })),
        );
    },
  };

  async function issueOrRefuse(
    campaign: StoredCampaign,
    viewer: Viewer,
    source: 'promo_code' | 'activation',
    errors: { used: () => ApiError; outOfDates: () => ApiError },
  ): Promise<PlayerBonusRow> {
    const at = now();
    if (!inDates(campaign, at)) throw errors.outOfDates();
    const { country_codes, only_verified } = campaign.conditions;
    if (country_codes.length > 0 && (viewer.country === null || !country_codes.includes(viewer.country)))
      throw new ApiError(422, 'bonus_not_available', 'This bonus is not offered in your country');
    if (only_verified && !viewer.verified)
      throw new ApiError(422, 'bonus_not_available', 'Confirm your e-mail address first');
    const held = await db
      .select({ id: playerBonuses.id })
      .from(playerBonuses)
      .where(eq(playerBonuses.issueKey, issueKeyOf(campaign.id, viewer.userId)));
    if (held.length > 0) throw errors.used();
    const row = await issueAndAnnounce(() =>
      db.transaction((tx) => issueBonus(tx, { campaign, userId: viewer.userId, source, now: at })),
    );
    if (row) return row;
    // Either issued meanwhile by a concurrent request with the same code, or no amount in this currency.
    const again = await db
      .select({ id: playerBonuses.id })
      .from(playerBonuses)
      .where(eq(playerBonuses.issueKey, issueKeyOf(campaign.id, viewer.userId)));
    if (again.length > 0) throw errors.used();
    throw new ApiError(422, 'bonus_not_available', 'This bonus is not offered in your currency');
  }
}

/** One bet of POST /bonuses: which usable bonuses fit it. */
function fitBet(
  bet: SlipBet,
  usable: readonly Bonus[],
  campaigns: ReadonlyMap<string, StoredCampaign>,
  view: CatalogueView,
  viewer: Viewer,
): FitBonusesResponse['data'][number] {
  const payload: PlaceBetPayload = { ...bet, stake: bet.stake ?? { value: money(1), currency: 'EUR' } };
  const entry = ticketEntryOf(payload, view, 'any', { lines: 1, customOdds: null });
  const available: Bonus[] = [];
  const refused: FitBonusesResponse['data'][number]['refused'] = [];
  for (const bonus of usable) {
    const campaign = campaigns.get(bonus.campaign_id);
    if (!campaign) continue;
    const facts = betFactsOf(entry, view, viewer, bonus.type);
    const misfit = misfitOf(campaign.conditions, campaign.ranges, facts);
    if (misfit) {
      refused.push({ bonus, reason: misfit });
      continue;
    }
    available.push(bonus);
  }
  return { available, refused };
}

/** The bonus service. */
export type Bonuses = ReturnType<typeof createBonuses>;
