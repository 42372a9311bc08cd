'use client';
/**
 * The BET_SLIP tab: the quick-bet switch, then the slip as one form (selections, bet type, stakes, totals, the
 * place button; Enter in a stake field places), or the success view after placing, or what an empty slip says.
 * Every control dispatches a domain event through the store; nothing here decides a rule.
 */
import type { Money } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TicketIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/account/session';
import { catalogueQueries } from '@/lib/queries/catalogue';
import styles from './bet-slip.module.css';
import { BetTypeSwitch } from './bet-type-switch';
import { QuickBetSettings } from './quick-bet';
import { SlipBet } from './slip-bet';
import { SlipFooter } from './slip-footer';
import { clearSlip, placeBets, useSlipStore } from './slip-store';
import { SlipSuccess } from './slip-success';
import { useSlipTexts } from './use-slip-texts';

const NO_PRESETS: readonly Money[] = [];

function SlipNotice() {
  const texts = useSlipTexts();
  const notice = useSlipStore((s) => s.notice);
  const text = notice ? texts.notice(notice.reason, notice.blockers) : null;
  // Always in the page, so that a new text is announced (a live region added with its text is often not).
  return (
    <p className={styles.notice} role="status" data-testid="slip-notice" hidden={!text}>
      {text}
    </p>
  );
}

export function BetSlip() {
  const t = useTranslations('betslip');
  const locale = useLocale();
  const ticket = useSlipStore((s) => s.ticket);
  const loadingShared = useSlipStore((s) => s.loadingShared);
  const { isLoggedIn } = useSession();
  const presets = useQuery(catalogueQueries.settings(locale)).data?.stakes ?? NO_PRESETS;
  // Whether the success view follows a place from this form (then it takes the focus the form loses).
  const [seenState, setSeenState] = useState(ticket.ticketState);
  const [justPlaced, setJustPlaced] = useState(false);
  if (seenState !== ticket.ticketState) {
    setSeenState(ticket.ticketState);
    setJustPlaced(seenState === 'processing' && ticket.ticketState === 'success');
  }

  if (ticket.ticketState === 'success') return <SlipSuccess focusOnShow={justPlaced} />;

  const count = ticket.selectedOutcomeIds.length;
  const processing = ticket.ticketState === 'processing';
  const compact = ticket.bets.length > 1;

  return (
    <div className={styles.slip}>
      <QuickBetSettings presets={presets} />
      <SlipNotice />
      {loadingShared && <Spinner label={t('loadingShared')} size={16} />}
      {count === 0 ? (
        <EmptyState icon={<TicketIcon />} title={t('empty.title')} description={t('empty.description')} />
      ) : (
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
            <Button
              variant="ghost"
              size="sm"
              onClick={clearSlip}
              disabled={processing}
              data-testid="slip-clear"
            >
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
              />
            ))}
          </div>
          <SlipFooter ticket={ticket} isLoggedIn={isLoggedIn} />
        </form>
      )}
    </div>
  );
}
