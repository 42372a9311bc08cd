'use client';
/**
 * The bonus detail modal (spec platform §2 "Bonus detail"): what the bonus gives, its progress (uses), a
 * comboboost's ranges, its terms (GET .../terms) and, for a campaign the player activates, the activate button.
 * On activation the bonus lists are fetched again (spec §4).
 */
import type { Bonus } from '@sportsbook/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { openDepositDialog } from '@/features/account';
import { isApiError } from '@/lib/api';
import { requestSignIn, useSession } from '@/session/session';
import { useBonusAmount } from './bonus-card';
import { activateBonus, bonusKeys, bonusQueries } from './bonus-queries';
import styles from './promotions.module.css';

interface BonusDetailProps {
  bonus: Bonus | null;
  onClose: () => void;
}

const ACTIVATION_ERRORS = ['bonus_not_available', 'already_exists'] as const;

function DetailBody({ bonus }: { bonus: Bonus }) {
  const t = useTranslations('bonuses');
  const locale = useLocale();
  const client = useQueryClient();
  const { isLoggedIn } = useSession();
  const amountOf = useBonusAmount();
  const terms = useQuery(bonusQueries.terms(locale, bonus));
  const activation = useMutation({
    mutationFn: () => activateBonus(locale, bonus.campaign_id),
    onSuccess: () => client.invalidateQueries({ queryKey: bonusKeys.all }),
  });
  const amount = amountOf(bonus);
  const used = bonus.issued?.times_used ?? 0;
  const canActivate = bonus.trigger === 'activation' && bonus.issued === null && bonus.status === 'available';
  const errorCode = activation.error && isApiError(activation.error) ? activation.error.code : null;
  const errorKey = ACTIVATION_ERRORS.find((c) => c === errorCode) ?? 'default';

  return (
    <div className={styles.detail} data-testid="bonus-detail">
      <p className={styles.cardMeta}>
        <span>{t(`type.${bonus.type}`)}</span>
        <span className={styles.status} data-status={bonus.status}>
          {t(`status.${bonus.status}`)}
        </span>
      </p>
      <p className={styles.cardText}>{bonus.description}</p>
      {amount && <p className={styles.cardFigure}>{t('promotions.amount', { amount })}</p>}
      {bonus.issued && (
        <p className={styles.cardText} data-testid="bonus-progress">
          {bonus.uses_count === null
            ? t('detail.progressOpen', { used })
            : t('detail.progress', { used, total: bonus.uses_count })}
        </p>
      )}
      {bonus.ranges.length > 0 && (
        <>
          <h3 className={styles.detailHeading}>{t('detail.ranges')}</h3>
          <ul className={styles.ranges}>
            {bonus.ranges.map((r) => (
              <li key={r.min_count}>
                {t('detail.range', { min: r.min_count, max: r.max_count, odds: r.bonus_odds.toFixed(2) })}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className={styles.detailHeading}>{t('detail.terms')}</h3>
      <p className={styles.terms} data-testid="bonus-terms">
        {terms.data?.terms ?? (terms.isError ? t('promotions.error') : t('detail.termsLoading'))}
      </p>
      {bonus.trigger === 'promo_code' && bonus.issued === null && (
        <p className={styles.cardText}>{t('detail.promoHint')}</p>
      )}
      {bonus.trigger === 'deposit' && bonus.issued === null && bonus.status === 'available' && (
        <>
          <p className={styles.cardText}>{t('detail.depositHint')}</p>
          <Button
            variant="secondary"
            onClick={() => (isLoggedIn ? openDepositDialog() : requestSignIn())}
            data-testid="bonus-deposit"
          >
            {isLoggedIn ? t('detail.deposit') : t('detail.signIn')}
          </Button>
        </>
      )}
      {canActivate &&
        (isLoggedIn ? (
          activation.isSuccess ? (
            <p className={styles.success} role="status">
              {t('detail.activated')}
            </p>
          ) : (
            <Button
              onClick={() => activation.mutate()}
              disabled={activation.isPending}
              data-testid="bonus-activate"
            >
              {activation.isPending ? t('detail.activating') : t('detail.activate')}
            </Button>
          )
        ) : (
          <Button variant="secondary" onClick={() => requestSignIn()}>
            {t('detail.signIn')}
          </Button>
        ))}
      {activation.isError && (
        <p className={styles.error} role="alert">
          {t(`detail.errors.${errorKey}`)}
        </p>
      )}
    </div>
  );
}

/** The modal of `bonus` (closed when null). */
export function BonusDetail({ bonus, onClose }: BonusDetailProps) {
  const t = useTranslations('bonuses');
  const tc = useTranslations('common');
  return (
    <LazyDialog
      open={bonus !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={bonus?.name ?? t('detail.title')}
      closeLabel={t('detail.close')}
      loadingLabel={tc('status.loading')}
    >
      {bonus && <DetailBody bonus={bonus} />}
    </LazyDialog>
  );
}
