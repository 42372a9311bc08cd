/**
 * A campaign and what the player holds of it, as the contract's `Bonus`: the names in the request's locale, the
 * status worked out at `now` (spec statuses), and the id a bet sends.
 */
import type { Bonus } from '@sportsbook/contract';
import { type BonusStatus, money } from '@sportsbook/domain';
import type { Campaign } from './campaign-config.js';
import type { StoredCampaign } from './campaign-store.js';
import type { PlayerBonusRow } from './issue-bonus.js';

/** Who is looking: their country (profile) and whether their e-mail is confirmed; null when signed out. */
export interface Viewer {
  userId: string;
  country: string | null;
  verified: boolean;
  /** Whether the player has deposited before (read only where deposit campaigns need it). */
  deposited?: boolean;
}

const textIn = (names: Record<string, string>, locale: string) => names[locale] ?? names.en ?? '';

/**
 * The status of an issued bonus: its stored state unless active; an active one is expired after `expired_at`,
 * bonus_over once every use is spent.
 */
export function issuedStatus(row: PlayerBonusRow, now: Date): BonusStatus {
  if (row.status !== 'active') return row.status;
  if (row.expiredAt && row.expiredAt <= now) return 'expired';
  if (row.usesCount !== null && row.timesUsed >= row.usesCount) return 'bonus_over';
  return 'active';
}

/**
 * The status of a campaign the player does not hold: expired after its end, not_available before its start, when
 * disabled or when the player's country or verification does not fit; otherwise active for an open comboboost
 * (usable at once) and available for one to activate or redeem.
 */
export function campaignStatus(c: StoredCampaign, viewer: Viewer | null, now: Date): BonusStatus {
  if (c.valid_to && new Date(c.valid_to) <= now) return 'expired';
  if (!c.enabled || (c.valid_from && new Date(c.valid_from) > now)) return 'not_available';
  if (viewer && !fitsViewer(c, viewer)) return 'not_available';
  if (c.trigger === 'open') return 'active';
  // A sign-up bonus comes by itself: a visitor may still earn one, a player no longer can.
  if (viewer && c.trigger === 'sign_up') return 'not_available';
  // A first-deposit bonus is out of reach once the player has deposited.
  if (viewer?.deposited && c.trigger === 'deposit' && c.deposit?.first_deposit_only) return 'not_available';
  return 'available';
}

/** Whether the player's country and e-mail verification fit the campaign's conditions. */
export function fitsViewer(c: Campaign, viewer: Viewer): boolean {
  const { country_codes, only_verified } = c.conditions;
  if (country_codes.length > 0 && (viewer.country === null || !country_codes.includes(viewer.country)))
    return false;
  return !only_verified || viewer.verified;
}

/** Whether campaign `c` runs at `at` (between its valid_from and valid_to). */
export function inDates(c: Campaign, at: Date): boolean {
  return (!c.valid_from || new Date(c.valid_from) <= at) && (!c.valid_to || new Date(c.valid_to) > at);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The Bonus of campaign `c`, with `issued` when the player holds it. */
export function bonusView(
  c: StoredCampaign,
  issued: PlayerBonusRow | null,
  viewer: Viewer | null,
  locale: string,
  now: Date,
): Bonus {
  const type = (issued?.type ?? c.type) as Bonus['type'];
  const status = issued ? issuedStatus(issued, now) : campaignStatus(c, viewer, now);
  return {
    id: issued && type !== 'comboboost' ? issued.id : c.id,
    campaign_id: c.id,
    type,
    name: textIn(c.name, locale),
    description: textIn(c.description, locale),
    status,
    trigger: c.trigger,
    valid_from: c.valid_from ?? null,
    valid_to: iso(issued?.expiredAt ?? null) ?? c.valid_to ?? null,
    min_odds: c.conditions.min_odds,
    max_odds: c.conditions.max_odds,
    uses_count: issued ? issued.usesCount : c.uses_count,
    match_status: c.conditions.match_status,
    selection_count_from: c.conditions.selection_count_from,
    selection_count_to: c.conditions.selection_count_to,
    country_codes: c.conditions.country_codes,
    only_verified: c.conditions.only_verified,
    event_conditions: c.conditions.event_conditions,
    ranges: c.ranges,
    banners: c.banners,
    issued: issued
      ? {
          is_active: status === 'active',
          seen: issued.seen,
          currency: issued.currency,
          amount: issued.amount === null ? null : money(issued.amount),
          times_used: issued.timesUsed,
          activated_at: iso(issued.activatedAt),
          expired_at: iso(issued.expiredAt),
          created_at: issued.createdAt.toISOString(),
          boost_multiplier: issued.boostMultiplierBp === null ? null : issued.boostMultiplierBp / 10_000,
        }
      : null,
    boost_data: issued?.boostData
      ? {
          lootbox_id: issued.boostData.lootbox_id,
          boosted_at: issued.boostData.boosted_at,
          multiplier: issued.boostData.multiplier_bp / 10_000,
          amount_before: money(issued.boostData.amount_before),
          amount_after: money(issued.boostData.amount_after),
        }
      : null,
  };
}

/** Terms of campaign `c` in `locale`. */
export function termsOf(c: StoredCampaign, locale: string): string {
  return textIn(c.terms, locale);
}
