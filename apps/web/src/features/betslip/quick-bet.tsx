'use client';
/**
 * Quick bet (spec core-betting §3-5): a switch in the slip with the stake the bettor approves once; while it is
 * on, an odds button places a single at that stake at once (the domain's quick-bet machine) and a small dialog
 * (quick-bet-dialog.tsx) shows the placing, the result or the error. A pick before the stake is approved opens
 * the dialog on the stake, to approve and place in one go.
 */
import type { Money, QuickBetState } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import styles from './bet-slip.module.css';
import { approveQuickBet, setQuickBetEnabled, setQuickBetStake, useSlipStore } from './slip-store';
import { StakeField } from './stake-field';

export function ApproveButton({ quickBet, label }: { quickBet: QuickBetState; label: string }) {
  const t = useTranslations('betslip.quickBet');
  if (quickBet.isApproved && quickBet.stake > 0)
    return (
      <p className={styles.approved} role="status">
        {t('approved')}
      </p>
    );
  return (
    <Button
      size="sm"
      onClick={approveQuickBet}
      disabled={quickBet.stake <= 0}
      data-testid="quick-bet-approve"
    >
      {label}
    </Button>
  );
}

/** The quick-bet switch, stake and approval, at the top of the slip (outside its form: Enter must not place). */
export function QuickBetSettings({ presets }: { presets: readonly Money[] }) {
  const t = useTranslations('betslip.quickBet');
  const quickBet = useSlipStore((s) => s.quickBet);
  return (
    <div className={styles.quickBet}>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={quickBet.isEnabled}
          checked={quickBet.isEnabled}
          onChange={(e) => setQuickBetEnabled(e.target.checked)}
          data-testid="quick-bet-toggle"
        />
        <span>{t('toggle')}</span>
      </label>
      {quickBet.isEnabled && (
        <div className={styles.quickBetBody}>
          <p className={styles.hint}>{t('hint')}</p>
          <StakeField
            stake={quickBet.stake}
            label={t('stake')}
            presets={presets}
            testId="quick-bet-stake"
            onChange={(stake) => setQuickBetStake(stake)}
          />
          <ApproveButton quickBet={quickBet} label={t('approve')} />
        </div>
      )}
    </div>
  );
}
