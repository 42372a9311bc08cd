'use client';
import { currencyOf } from '@sportsbook/contract/values';
/**
 * Words and amounts of the slip: money in the slip's currency and the page locale, and the translation of the
 * domain's keys (place errors, per-bet messages, blockers, refusals). The domain names messages by the spec's
 * keys ('error.place_bets.invalid_odds', 'sb.ticket.suspended.label'...); they are nested keys of the betslip
 * namespace, so a key we know is translated and a text we do not know (a server's own words) is shown as is.
 */
import {
  type Currency,
  type Money,
  type PlaceBlocker,
  type RefusalReason,
  type TicketError,
  toMajorString,
} from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { moneyText } from '@/lib/money-text';
import { useSlipStore } from './slip-store';

/** The currency of a code, or a plain fiat stand-in for a code the app does not list. */
function currencyFor(code: string, subunits: number): Currency {
  return currencyOf(code) ?? { code, fiat: true, subunits, subcurrencies: [] };
}

/** The slip's currency (the player's, or the default while signed out). */
export function useSlipCurrency(): Currency {
  const code = useSlipStore((s) => s.ticket.config.currency);
  const subunits = useSlipStore((s) => s.ticket.config.subunits);
  return useMemo(() => currencyFor(code, subunits), [code, subunits]);
}

/** Formats amounts of the slip's currency for the page locale. */
export function useMoneyText(): (amount: Money) => string {
  const currency = useSlipCurrency();
  const locale = useLocale();
  return useCallback((amount: Money) => moneyText(amount, currency, locale), [currency, locale]);
}

/** An amount as a stake field shows it: major units, no trailing zero fraction ("10", "2.5", "0.001"). */
export function stakeText(amount: Money, subunits: number): string {
  if (amount === 0) return '';
  const text = toMajorString(amount, subunits);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Place errors whose code names a refusal the slip words itself (the server's `message` keys). */
const CODE_KEYS: Record<number, string> = {
  102: 'error.place_bets.suspended',
  103: 'error.place_bets.not_available',
  104: 'error.place_bets.unknown_selection',
  105: 'error.place_bets.stake_too_low',
  106: 'error.place_bets.stake_too_high',
  107: 'error.place_bets.max_win',
  108: 'error.place_bets.invalid_bet',
  109: 'error.place_bets.insufficient_funds',
  110: 'error.place_bets.currency',
  111: 'error.place_bets.bonus',
  112: 'error.potential_win.equal_or_less',
  113: 'error.place_bets.limit_exceeded',
};

/**
 * The key of a refused bonus's reason (code 111, whose `details` start with the contract's BONUS_REFUSALS
 * reason: "bonus_min_odds: freebet 9f2c..."), or null for any other error.
 */
export function bonusReasonKey(error: Pick<TicketError, 'code' | 'details'>): string | null {
  if (error.code !== 111 || !error.details) return null;
  const reason = /^(bonus_[a-z_]+):/.exec(error.details)?.[1];
  return reason ? `error.place_bets.bonusReasons.${reason}` : null;
}

/** Refusals worth a sentence; the others (same type clicked again...) change nothing visible and say nothing. */
const SPOKEN_REFUSALS: readonly RefusalReason[] = [
  'lone_single',
  'singles_not_allowed',
  'no_system_type',
  'custom_bet',
  'too_many_selections',
  'freebet_stake_fixed',
  'invalid_stake',
  'insufficient_balance',
  'in_progress',
  'not_approved',
  'warning',
];

export function useSlipTexts() {
  const t = useTranslations('betslip');
  return useMemo(() => {
    /** A domain or server message key translated, or the text itself when it is not one of ours. */
    const message = (key: string): string => (key && t.has(key) ? t(key) : key);
    return {
      message,
      /** The words of a failed place: by the refusal's code when we word it, else its message. */
      error: (error: TicketError): string => {
        const reason = bonusReasonKey(error);
        if (reason && t.has(reason)) return t(reason);
        const byCode = error.code === null ? undefined : CODE_KEYS[error.code];
        return message(byCode ?? error.message) || t('error.place_bets.default');
      },
      blocker: (blocker: PlaceBlocker): string => t(`blockers.${blocker}`),
      notice: (reason: RefusalReason, blockers: readonly PlaceBlocker[]): string | null => {
        if (reason === 'blocked') return blockers[0] ? t(`blockers.${blockers[0]}`) : null;
        return SPOKEN_REFUSALS.includes(reason) ? t(`notices.${reason}`) : null;
      },
    };
  }, [t]);
}
