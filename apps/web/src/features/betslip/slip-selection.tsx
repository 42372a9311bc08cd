'use client';
/**
 * One selection in the slip: the match, the market and outcome, the price (with the accepted price struck
 * through and an arrow while a change waits for approval), the suspended / not-available badge, and a remove
 * button. Memoised on the selection object, which the machine keeps while nothing about it changes, so adding
 * a twentieth selection renders one row, not twenty.
 */
import type { TicketSelection } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { memo } from 'react';
import oddsStyles from '@/catalogue/odds/odds-button.module.css';
import { useOddsText } from '@/catalogue/odds/use-odds-text';
import { IconButton } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import styles from './bet-slip.module.css';
import { removeSelection } from './slip-engine';

function SlipSelectionImpl({
  selection,
  removable = true,
}: {
  selection: TicketSelection;
  removable?: boolean;
}) {
  const t = useTranslations('betslip');
  const odds = useOddsText(selection.odds);
  const accepted = useOddsText(selection.acceptedOdds);
  const changed = selection.isChanged && selection.odds !== selection.acceptedOdds;
  const direction = selection.odds > selection.acceptedOdds ? 'up' : 'down';
  const match = selection.nameB ? `${selection.nameA} – ${selection.nameB}` : selection.nameA;
  const badge = selection.isNotAvailable
    ? t('sb.ticket.not-available.label')
    : selection.isSuspended
      ? t('sb.ticket.suspended.label')
      : null;

  return (
    <li
      className={styles.selection}
      data-testid="slip-selection"
      data-selection-id={selection.id}
      data-suspended={selection.isSuspended || undefined}
      data-unavailable={selection.isNotAvailable || undefined}
      data-changed={changed || undefined}
    >
      <div className={styles.selectionText}>
        <span className={styles.outcome}>{selection.outcomeName}</span>
        <span className={styles.market}>{selection.marketName}</span>
        <span className={styles.match}>
          {selection.matchStatus === 'live' && <span className={styles.live}>{t('selection.live')}</span>}
          {match}
        </span>
        {badge && <span className={styles.badge}>{badge}</span>}
      </div>
      <div className={styles.selectionOdds}>
        {changed && (
          <>
            <s className={styles.oldOdds} aria-hidden="true">
              {accepted}
            </s>
            <span
              className={`${oddsStyles.arrow} ${styles.arrow}`}
              data-direction={direction}
              aria-hidden="true"
            />
          </>
        )}
        <span className={styles.odds} data-direction={changed ? direction : undefined}>
          {changed ? (
            <>
              <span aria-hidden="true">{odds}</span>
              <VisuallyHidden>{t('selection.oddsChanged', { old: accepted, odds })}</VisuallyHidden>
            </>
          ) : (
            odds
          )}
        </span>
        {removable && (
          <IconButton
            label={t('selection.remove', { outcome: selection.outcomeName, match })}
            className={styles.remove}
            onClick={() => removeSelection(selection.id)}
          >
            <CloseIcon width={16} height={16} />
          </IconButton>
        )}
      </div>
    </li>
  );
}

export const SlipSelection = memo(SlipSelectionImpl);
