'use client';
/**
 * The promo-code field (spec page block "promocode"): redeems a code (any case) for the signed-in player; says
 * what it added, or why not in words (unknown, used, not for this account, too many tries).
 */
import type { Bonus } from '@sportsbook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import panels from '@/components/ui/panels.module.css';
import { isApiError } from '@/lib/api';
import { requestSignIn, useSession } from '@/session/session';
import { bonusKeys, redeemPromoCode } from './bonus-queries';
import styles from './promotions.module.css';

const KNOWN = [
  'promo_code_invalid',
  'promo_code_used',
  'bonus_not_available',
  'rate_limited',
  'invalid_param',
] as const;

export function PromoCodeForm({ onRedeemed }: { onRedeemed?: (bonus: Bonus) => void }) {
  const t = useTranslations('bonuses.promo');
  const locale = useLocale();
  const client = useQueryClient();
  const { isLoggedIn } = useSession();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const inputId = useId();
  const messageId = useId();
  const redeem = useMutation({
    mutationFn: (value: string) => redeemPromoCode(locale, value),
    onSuccess: async (answer) => {
      setCode('');
      await client.invalidateQueries({ queryKey: bonusKeys.all });
      onRedeemed?.(answer.bonus);
    },
  });
  const code_ = redeem.error && isApiError(redeem.error) ? redeem.error.code : null;
  const errorKey = empty ? 'empty' : (KNOWN.find((k) => k === code_) ?? 'default');
  const failed = empty || redeem.isError;

  if (!isLoggedIn)
    return (
      <div className={styles.promo}>
        <p className={styles.cardText}>{t('signIn')}</p>
        <Button variant="secondary" size="sm" onClick={() => requestSignIn()}>
          {t('label')}
        </Button>
      </div>
    );

  return (
    <form
      className={styles.promo}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const value = code.trim();
        setEmpty(value === '');
        if (value !== '') redeem.mutate(value);
      }}
      data-testid="promo-code-form"
    >
      <label className={panels.field} htmlFor={inputId}>
        <span>{t('label')}</span>
        <input
          id={inputId}
          name="code"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={failed || undefined}
          aria-describedby={failed || redeem.isSuccess ? messageId : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            setEmpty(false);
          }}
        />
      </label>
      <Button type="submit" disabled={redeem.isPending} data-testid="promo-code-submit">
        {redeem.isPending ? t('submitting') : t('submit')}
      </Button>
      {failed && (
        <p id={messageId} className={styles.error} role="alert">
          {t(`errors.${errorKey}`)}
        </p>
      )}
      {redeem.isSuccess && !failed && (
        <p id={messageId} className={styles.success} role="status" data-testid="promo-code-success">
          {t('success', { name: redeem.data.bonus.name })}
        </p>
      )}
    </form>
  );
}
