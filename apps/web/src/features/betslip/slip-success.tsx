'use client';
/**
 * The success view after placing: each placed bet with its selections, stake, potential win and status (a live
 * bet waits `submitted` until `bet_changed` on the player's channel accepts or rejects it), a share action per
 * bet, and "keep selections" (the same selections back in the slip) or "done".
 */
import { type BetState, potentialWin, stakeFigures, type TicketEntry } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useOddsText } from '@/catalogue/odds/use-odds-text';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import styles from './bet-slip.module.css';
import { ShareBetButton } from './share-bet';
import { useBetName } from './slip-bet';
import { finishPlacing, keepSelections } from './slip-engine';
import { useSlipStore } from './slip-store';
import { useMoneyText } from './use-slip-texts';

function statusKey(status: BetState | null): 'submitted' | 'rejected' | 'accepted' {
  return status === 'submitted' || status === 'rejected' ? status : 'accepted';
}

/**
 * What the heading says of the whole receipt: rejected when every bet was refused after the live delay, submitted
 * while any is still waiting for it, placed otherwise.
 */
export function receiptOutcome(
  keys: readonly ReturnType<typeof statusKey>[],
): 'placed' | 'submitted' | 'rejected' {
  if (keys.length > 0 && keys.every((k) => k === 'rejected')) return 'rejected';
  return keys.includes('submitted') ? 'submitted' : 'placed';
}

function ReceiptOdds({ odds }: { odds: TicketEntry['selections'][number]['odds'] }) {
  return <span className={styles.odds}>{useOddsText(odds)}</span>;
}

function PlacedBetCard({
  bet,
  status,
  betRef,
}: {
  bet: TicketEntry;
  status: BetState | null;
  /** The bet's short reference, as my bets lists it. */
  betRef: string | null;
}) {
  const t = useTranslations('betslip');
  const moneyText = useMoneyText();
  const nameOf = useBetName();
  const key = statusKey(status);
  return (
    <li className={styles.placed} data-bet-id={bet.betId ?? undefined} data-status={status ?? undefined}>
      <div className={styles.betHeader}>
        <span className={styles.betName}>{nameOf(bet)}</span>
        <span className={styles.placedStatus} data-status={key}>
          {key === 'submitted' && <Spinner label={t('success.status.submitted')} size={12} />}
          {t(`success.status.${key}`)}
        </span>
      </div>
      <ul className={styles.receiptSelections}>
        {bet.selections.map((s) => (
          <li key={s.id}>
            <span>
              {s.outcomeName} · {s.marketName}
            </span>
            <ReceiptOdds odds={s.acceptedOdds} />
          </li>
        ))}
      </ul>
      <dl className={styles.figures}>
        <dt>{t('figures.betStake')}</dt>
        <dd>{moneyText(stakeFigures(bet).total)}</dd>
        <dt>{t('figures.potentialWin')}</dt>
        <dd>{moneyText(potentialWin(bet).amount)}</dd>
      </dl>
      {betRef && <p className={styles.hint}>{t('success.ref', { ref: betRef })}</p>}
      <ShareBetButton bets={[bet]} />
    </li>
  );
}

export interface SlipSuccessProps {
  /** The bettor just placed from the form that is now gone, so focus moves to the result. */
  focusOnShow?: boolean;
}

export function SlipSuccess({ focusOnShow = false }: SlipSuccessProps) {
  const t = useTranslations('betslip.success');
  const receipt = useSlipStore((s) => s.ticket.receipt);
  const statuses = useSlipStore((s) => s.betStatuses);
  const placed = useSlipStore((s) => s.ticket.placedBets);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on showing the result
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, []);

  const outcome = receiptOutcome(
    receipt.map((bet) => statusKey((bet.betId && statuses[bet.betId]) || bet.status)),
  );
  const count = receipt.length;

  return (
    <div className={styles.success} data-testid="slip-success">
      <h3 ref={headingRef} tabIndex={-1} className={styles.successTitle} data-outcome={outcome}>
        {outcome === 'rejected'
          ? t('titleRejected', { count })
          : outcome === 'submitted'
            ? t('titleSubmitted', { count })
            : count > 1
              ? t('titleMany', { count })
              : t('title')}
      </h3>
      <ul className={styles.placedList}>
        {receipt.map((bet, i) => (
          <PlacedBetCard
            key={bet.betId ?? i}
            bet={bet}
            status={(bet.betId && statuses[bet.betId]) || bet.status}
            betRef={placed.find((p) => p.betId === bet.betId)?.ref ?? null}
          />
        ))}
      </ul>
      <div className={styles.successActions}>
        <Button variant="secondary" onClick={keepSelections} data-testid="keep-selections">
          {t('keep')}
        </Button>
        <Button onClick={finishPlacing} data-testid="slip-done">
          {t('done')}
        </Button>
      </div>
    </div>
  );
}
