'use client';
/**
 * The quick-bet dialog (quick-bet.tsx): the pick, then the stake to approve, the placing, the result or the
 * error. Not in any page's first load: lazy-quick-bet-dialog.tsx loads it when quick bet is on, or at the
 * first quick pick.
 */
import { newBet, potentialWin, quickBetWarning, type TicketSelection } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useOddsText } from '@/catalogue/odds/use-odds-text';
import { Spinner } from '@/components/ui/spinner';
import styles from './bet-slip.module.css';
import { ApproveButton } from './quick-bet';
import { closeQuickBet, setQuickBetStake } from './slip-engine';
import { SlipDialog } from './slip-modals';
import { useSlipStore } from './slip-store';
import { StakeField } from './stake-field';
import { useMoneyText, useSlipTexts } from './use-slip-texts';

function QuickSelection({ selection }: { selection: TicketSelection }) {
  const odds = useOddsText(selection.odds);
  return (
    <div className={styles.quickSelection}>
      <span className={styles.outcome}>{selection.outcomeName}</span>
      <span className={styles.market}>{selection.marketName}</span>
      <span className={styles.match}>
        {selection.nameB ? `${selection.nameA} – ${selection.nameB}` : selection.nameA}
      </span>
      <strong className={styles.odds}>{odds}</strong>
    </div>
  );
}

function QuickBetBody({ selection }: { selection: TicketSelection }) {
  const t = useTranslations('betslip');
  const texts = useSlipTexts();
  const moneyText = useMoneyText();
  const quickBet = useSlipStore((s) => s.quickBet);
  const statuses = useSlipStore((s) => s.betStatuses);
  const warning = quickBetWarning(selection);

  if (quickBet.state === 'processing') return <Spinner label={t('quickBet.placing')} />;
  if (quickBet.state === 'success' && quickBet.placed) {
    const status = statuses[quickBet.placed.betId] ?? quickBet.placed.status;
    const win = quickBet.bet ? potentialWin(quickBet.bet).amount : null;
    return (
      <div role="status" data-testid="quick-bet-success" className={styles.quickResult}>
        <p className={styles.successTitle}>{t('quickBet.success')}</p>
        <p>{t(`success.status.${status === 'submitted' || status === 'rejected' ? status : 'accepted'}`)}</p>
        <p>{t('success.ref', { ref: quickBet.placed.ref })}</p>
        {win !== null && (
          <p>
            {t('figures.potentialWin')}: {moneyText(win)}
          </p>
        )}
      </div>
    );
  }
  if (quickBet.state === 'error' && quickBet.error)
    return (
      <p role="alert" className={styles.errorText} data-testid="quick-bet-error">
        {texts.error(quickBet.error)}
      </p>
    );
  if (warning)
    return (
      <p role="alert" className={styles.errorText}>
        {t(warning === 'suspended' ? 'sb.ticket.suspended.label' : 'sb.ticket.not-available.label')}
      </p>
    );
  // Not approved yet: the stake to approve, and this pick placed right after.
  const preview =
    quickBet.stake > 0 ? potentialWin(newBet(quickBet, [selection], quickBet.stake)).amount : null;
  return (
    <div className={styles.quickBetBody}>
      <StakeField
        stake={quickBet.stake}
        label={t('quickBet.stake')}
        testId="quick-bet-stake"
        onChange={(stake) => setQuickBetStake(stake)}
      />
      {preview !== null && (
        <p>
          {t('figures.potentialWin')}: {moneyText(preview)}
        </p>
      )}
      <ApproveButton quickBet={quickBet} label={t('quickBet.approveAndPlace')} />
    </div>
  );
}

/** The quick-bet dialog, open while a quick pick is being placed or shown. */
export function QuickBetDialog() {
  const t = useTranslations('betslip.quickBet');
  const target = useSlipStore((s) => s.quickBetTarget);
  return (
    <SlipDialog open={target !== null} onClose={closeQuickBet} title={t('dialogTitle')}>
      {target && (
        <div className={styles.quickDialog} data-testid="quick-bet-dialog">
          <QuickSelection selection={target} />
          <QuickBetBody selection={target} />
        </div>
      )}
    </SlipDialog>
  );
}
