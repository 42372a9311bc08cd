'use client';
/**
 * The sandbox deposit (POST /api/platform/payments/deposit): an amount in the active account's currency,
 * typed as text and read by the domain's parseMoneyInput into integer minor units. The result is an alert; the
 * header balance updates from the answer (and again from `balance_changed`).
 *
 * The deposit flow (spec platform §4): where the site requires the deposit profile, the names still missing
 * come first in a form that cannot be closed (missed-fields-form.tsx), then the phone verification when the
 * phone is missing or the site requires it verified; the deposit form follows at once.
 */
import type { AccountsResponse, PaymentResult } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showAlert } from '@/components/ui/alerts';
import { Dialog } from '@/components/ui/dialog';
import { apiFetch, isApiError } from '@/lib/api';
import { playerKeys } from '@/lib/queries/player';
import { useSession } from '@/session/session';
import { useDepositRules } from '@/session/site-rules';
import styles from './account-forms.module.css';
import { accountCurrency, formatBalance, readDepositAmount } from './account-money';
import { type FormErrorView, formErrorOf } from './auth-errors';
import { depositLimitView } from './deposit-limit';
import { depositStep, missedNames } from './deposit-step';
import { closeDepositDialog, useDepositDialog } from './deposit-store';
import { FormAlert, FormField } from './form-field';
import { SERVER_ERROR, SubmitButton, useErrorText } from './form-support';
import { MissedFieldsForm } from './missed-fields-form';
import { PhoneVerification } from './phone-verification';

export function DepositDialog() {
  const t = useTranslations('account');
  const open = useDepositDialog((s) => s.open);
  const { account, player } = useSession();
  const rules = useDepositRules();
  const step = player ? depositStep(player, rules) : 'deposit';
  const texts = {
    names: { title: t('missedFields.title'), description: t('missedFields.description') },
    phone: { title: t('missedFields.phoneTitle'), description: t('missedFields.phoneDescription') },
    deposit: { title: t('deposit.title'), description: t('deposit.description') },
  }[step];
  return (
    <Dialog
      open={open && account !== null}
      onOpenChange={(next) => {
        if (!next) closeDepositDialog();
      }}
      title={texts.title}
      description={texts.description}
      closeLabel={t('dialog.close')}
      closable={step !== 'names'}
      size="small"
    >
      {!account || !player ? null : step === 'names' ? (
        <MissedFieldsForm missed={missedNames(player.auth_fields_missed)} />
      ) : step === 'phone' ? (
        <PhoneVerification framed={false} />
      ) : (
        <DepositForm account={account} onDone={closeDepositDialog} />
      )}
    </Dialog>
  );
}

/** A random key; randomUUID needs a secure context, which a plain-http test host is not. */
function newIdempotencyKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

interface DepositFormProps {
  account: { currency: string; balance: number; subunits: number };
  onDone: () => void;
}

function DepositForm({ account, onDone }: DepositFormProps) {
  const t = useTranslations('account');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  // One key per opened form: a retried or doubled submit is answered, not paid, twice (Idempotency-Key).
  const [key] = useState(newIdempotencyKey);
  const [formError, setFormError] = useState<FormErrorView<string> | null>(null);
  const currency = accountCurrency(account.currency, account.subunits);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ amount: string }>({ defaultValues: { amount: '' } });

  const onSubmit = handleSubmit(async ({ amount: text }) => {
    setFormError(null);
    const read = readDepositAmount(text, currency);
    if ('error' in read) return;
    try {
      const result = await apiFetch<PaymentResult>('/api/platform/payments/deposit', {
        locale,
        body: { currency: account.currency, amount: read.amount },
        headers: { 'Idempotency-Key': key },
      });
      queryClient.setQueryData<AccountsResponse>(playerKeys.accounts(), (accounts) =>
        accounts
          ? {
              ...accounts,
              data: accounts.data.map((a) =>
                a.currency === result.currency ? { ...a, balance: result.balance } : a,
              ),
            }
          : accounts,
      );
      showAlert({
        variant: 'success',
        title: t('deposit.success', { amount: formatBalance(result.amount, account, locale) }),
        description: t('deposit.successDescription', {
          balance: formatBalance(result.balance, account, locale),
        }),
      });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'limit_exceeded') {
        setFormError(await depositLimitView(locale, account));
        return;
      }
      const view = formErrorOf(error, ['amount'] as const);
      if (view.field) setError(view.field, { type: SERVER_ERROR, message: view.key }, { shouldFocus: true });
      else setFormError(view);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="deposit-form">
      <p className={styles.intro}>
        {t('deposit.balance', { balance: formatBalance(account.balance, account, locale) })}
      </p>
      {formError ? <FormAlert>{errorText.form(formError)}</FormAlert> : null}
      <FormField
        label={t('deposit.amount', { currency: currency.code })}
        inputMode="decimal"
        autoComplete="off"
        error={errorText.field(errors.amount)}
        {...register('amount', {
          validate: (text) => {
            const read = readDepositAmount(text, currency);
            return 'error' in read ? read.error : true;
          },
        })}
      />
      <SubmitButton busy={isSubmitting} label={t('deposit.submit')} busyLabel={t('deposit.submitting')} />
    </form>
  );
}
