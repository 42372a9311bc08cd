'use client';
/**
 * The foot of the slip: what the player's loss, wager and bet limits still allow (features/responsible-gambling),
 * odds changes to accept, what to do when odds change (none, higher, any), a refused place's error, the totals,
 * and the place button, disabled with its reason in words (the domain's placeBlockers). A visitor sees "sign
 * in to place", which asks them to sign in (the machine's PROMPT_SIGN_IN).
 */
import {
  effectiveStake,
  money,
  ODDS_ACCEPTANCE_MODES,
  PLACE_ERROR_CODE,
  type PlaceBlocker,
  placeBlockers,
  type StakeLimit,
  type TicketState,
  totalPotentialWin,
  totalStake,
} from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { showAlert } from '@/components/ui/alerts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LazyStakeAllowance } from '@/features/responsible-gambling';
import { openQuickDeposit } from '@/session/deposit-dialog-store';
import { useSession } from '@/session/session';
import { useUpdateSettings } from '@/session/settings';
import styles from './bet-slip.module.css';
import { acceptOddsChanges, dismissResult, requoteCustomBet, syncTicketConfig } from './slip-engine';
import { useSlipStore } from './slip-store';
import { useMoneyText, useSlipTexts } from './use-slip-texts';

/** 120: the bet builder's price changed; a new quote fixes it. */
const CUSTOM_BET_ODDS_CODE = PLACE_ERROR_CODE.invalidOddsCustomBet;

/** Blockers about the stakes typed, not about the bets themselves. */
const STAKE_BLOCKERS: ReadonlySet<PlaceBlocker> = new Set(['no_stake', 'no_profit']);

/** What the slip does when a price moves (spec: none, higher or any), saved to the player's settings. */
function OddsAcceptanceSetting() {
  const t = useTranslations('betslip.oddsChanged');
  const alerts = useTranslations('common.alerts');
  const mode = useSlipStore((s) => s.ticket.config.oddsAcceptance);
  const update = useUpdateSettings();
  return (
    <label className={styles.acceptance}>
      <span>{t('acceptLabel')}</span>
      <select
        value={mode}
        data-testid="odds-acceptance"
        onChange={(e) => {
          const next = ODDS_ACCEPTANCE_MODES.find((m) => m === e.target.value) ?? 'none';
          syncTicketConfig({ oddsAcceptance: next });
          update({ auto_accept_odds_change: next }).catch(() => {
            syncTicketConfig({ oddsAcceptance: mode });
            showAlert({ title: alerts('errorTitle'), description: t('saveFailed'), variant: 'error' });
          });
        }}
      >
        {ODDS_ACCEPTANCE_MODES.map((m) => (
          <option key={m} value={m}>
            {t(`modes.${m}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export interface SlipFooterProps {
  ticket: TicketState;
  isLoggedIn: boolean;
  /** The book's stake limits per bet (use-stake-limits.ts), null where unknown. */
  stakeLimits?: readonly (StakeLimit | null)[];
}

export function SlipFooter({ ticket, isLoggedIn, stakeLimits }: SlipFooterProps) {
  const t = useTranslations('betslip');
  const texts = useSlipTexts();
  const moneyText = useMoneyText();
  const reasonId = useId();
  const { account } = useSession();
  const processing = ticket.ticketState === 'processing';
  // The balance of the account the slip stakes in, known once signed in: stakes above it are refused here first.
  const balance = account && account.currency === ticket.config.currency ? money(account.balance) : null;
  const blockers = placeBlockers(ticket, { isLoggedIn, balance, stakeLimits }).filter(
    (b) => b !== 'signed_out',
  );
  const blocked = isLoggedIn && blockers.length > 0;
  const staked = ticket.bets.filter((b) => effectiveStake(b) > 0).length;
  // What the bettor must change first: the slip's make-up (a suspended selection, a combo that cannot be) before
  // its stakes, which are worth typing only once the bets can be placed.
  const first = blockers.find((b) => !STAKE_BLOCKERS.has(b)) ?? blockers[0];
  const reason = blocked && !processing && first ? texts.blocker(first) : null;
  const { error } = ticket;
  // Quick deposit: what the stakes lack, when the balance is what blocks them.
  const missing =
    blocked && !processing && balance !== null && blockers.includes('insufficient_balance')
      ? totalStake(ticket.bets) - balance
      : 0;
  const quickDeposit = useTranslations('payments.cashier');

  return (
    <div className={styles.footer}>
      {isLoggedIn && <LazyStakeAllowance currency={ticket.config.currency} />}
      {ticket.ticketState === 'odds_changed' && (
        <div className={styles.oddsChanged} role="status">
          <p>{t('oddsChanged.notice')}</p>
          <Button size="sm" onClick={acceptOddsChanges} data-testid="accept-odds">
            {t('oddsChanged.accept')}
          </Button>
        </div>
      )}
      {ticket.ticketState === 'error' && error && (
        <div className={styles.error} role="alert" data-testid="slip-error">
          <p className={styles.errorTitle}>{t('error.title')}</p>
          <p>{texts.error(error)}</p>
          <div className={styles.betActions}>
            {error.code === CUSTOM_BET_ODDS_CODE && (
              <Button size="sm" onClick={() => void requoteCustomBet().then((ok) => ok || dismissResult())}>
                {t('error.requote')}
              </Button>
            )}
            <Button size="sm" variant="secondary" onClick={dismissResult}>
              {error.wrongOdds ? t('error.reviewOdds') : t('error.dismiss')}
            </Button>
          </div>
        </div>
      )}
      <OddsAcceptanceSetting />
      <dl className={styles.totals}>
        <dt>{t('figures.totalStake')}</dt>
        <dd data-testid="slip-total-stake">{moneyText(totalStake(ticket.bets))}</dd>
        <dt>{t('figures.potentialWin')}</dt>
        <dd data-testid="slip-total-win">{moneyText(totalPotentialWin(ticket.bets))}</dd>
      </dl>
      {reason && (
        <p id={reasonId} className={styles.reason} data-testid="place-blocker">
          {reason}
        </p>
      )}
      {missing > 0 && (
        <Button
          variant="secondary"
          block
          onClick={() => openQuickDeposit(missing)}
          data-testid="slip-quick-deposit"
        >
          {quickDeposit('quickDeposit', { amount: moneyText(money(missing)) })}
        </Button>
      )}
      <Button
        type="submit"
        block
        size="lg"
        data-testid="place-bets"
        disabled={blocked || processing}
        aria-busy={processing || undefined}
        aria-describedby={reason ? reasonId : undefined}
      >
        {processing ? (
          <>
            <Spinner label={t('place.placing')} size={18} />
            {t('place.placing')}
          </>
        ) : !isLoggedIn ? (
          t('place.signIn')
        ) : staked > 1 ? (
          t('place.buttonMany', { count: staked })
        ) : (
          t('place.button')
        )}
      </Button>
    </div>
  );
}
