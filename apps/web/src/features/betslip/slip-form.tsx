'use client';
/**
 * The BET_SLIP tab's form when the slip holds selections (bet-slip.tsx draws the rest): the selections, bet type,
 * stakes, totals and the place button (Enter in a stake field places). It loads after the page, when the browser
 * is idle (or with the first pick if that is sooner): a page whose slip is empty does not need it.
 */
import type { Money, TicketState } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import styles from './bet-slip.module.css';
import { BetTypeSwitch } from './bet-type-switch';
import { SlipBet } from './slip-bet';
import { clearSlip, placeBets } from './slip-engine';
import { SlipFooter } from './slip-footer';
import { useSlipBonuses } from './use-slip-bonuses';
import { useStakeLimits } from './use-stake-limits';

export interface SlipFormProps {
  ticket: TicketState;
  presets: readonly Money[];
  isLoggedIn: boolean;
}

export function SlipForm({ ticket, presets, isLoggedIn }: SlipFormProps) {
  const t = useTranslations('betslip');
  const count = ticket.selectedOutcomeIds.length;
  const processing = ticket.ticketState === 'processing';
  const compact = ticket.bets.length > 1;
  const stakeLimits = useStakeLimits(ticket.bets, isLoggedIn);
  const comboboosts = useSlipBonuses(ticket.bets, isLoggedIn);

  return (
    <form
      className={styles.form}
      aria-label={t('title')}
      aria-busy={ticket.isRestoring || processing || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        placeBets();
      }}
      noValidate
    >
      <div className={styles.slipHeader}>
        <span className={styles.count}>{t('count', { count })}</span>
        <Button variant="ghost" size="sm" onClick={clearSlip} disabled={processing} data-testid="slip-clear">
          {t('clearAll')}
        </Button>
      </div>
      {ticket.isRestoring && (
        <p className={styles.hint} role="status">
          {t('restoring')}
        </p>
      )}
      <BetTypeSwitch ticket={ticket} disabled={processing} />
      <div className={styles.bets}>
        {ticket.bets.map((bet, index) => (
          <SlipBet
            // Bets have no id of their own; a single is its selection, a merged bet its first one.
            key={`${bet.betType}:${bet.selections[0]?.id ?? index}`}
            bet={bet}
            index={index}
            presets={presets}
            compact={compact}
            disabled={processing}
            limit={stakeLimits[index] ?? null}
            comboboost={comboboosts[index] ?? null}
          />
        ))}
      </div>
      <SlipFooter ticket={ticket} isLoggedIn={isLoggedIn} stakeLimits={stakeLimits} />
    </form>
  );
}
