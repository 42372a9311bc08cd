'use client';
/**
 * The deposit: an amount in the active account's currency (typed, or one of the presets), read by the domain's
 * parseMoneyInput into integer minor units, becomes a deposit intent (POST /api/platform/payments/intents: the
 * deposit limit and profile are checked there, before the provider), then the provider's cashier opens in a
 * frame (cashier-frame.tsx). Its events give the result alert; the balance rises with `balance_changed` when the
 * provider's webhook has credited it.
 *
 * The deposit flow (spec platform §4): where the site requires the deposit profile, the names still missing
 * come first in a form that cannot be closed (missed-fields-form.tsx), then the phone verification when the
 * phone is missing or the site requires it verified; the deposit form follows at once.
 */
import type { DepositIntent } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { usePathname } from '@/i18n/navigation';
import { apiFetch, isApiError } from '@/lib/api';
import { closeDepositDialog, quickDepositStarted, useDepositDialog } from '@/session/deposit-dialog-store';
import { useSession } from '@/session/session';
import { useSiteRules } from '@/session/site-rules';
import styles from './account-forms.module.css';
import { accountCurrency, formatBalance, readDepositAmount } from './account-money';
import { type FormErrorView, formErrorOf } from './auth-errors';
import { CashierFrame } from './cashier-frame';
import { depositLimitView } from './deposit-limit';
import { depositPresets, depositStep, missedNames } from './deposit-step';
import { FormAlert, FormField } from './form-field';
import { SERVER_ERROR, SubmitButton, useErrorText } from './form-support';
import { MissedFieldsForm } from './missed-fields-form';
import { PhoneVerification } from './phone-verification';

export function DepositDialog() {
  const t = useTranslations('account');
  const cashier = useTranslations('payments');
  const open = useDepositDialog((s) => s.open);
  const { account, player } = useSession();
  const rules = useSiteRules();
  const step = player ? depositStep(player, rules) : 'deposit';
  const texts = {
    names: { title: t('missedFields.title'), description: t('missedFields.description') },
    phone: { title: t('missedFields.phoneTitle'), description: t('missedFields.phoneDescription') },
    deposit: { title: t('deposit.title'), description: cashier('cashier.description') },
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
      size={step === 'deposit' ? 'default' : 'small'}
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

/** Where the provider returns when the current page cannot be named (the wallet's deposit page). */
const RETURN_PATH = '/sports/profile/wallet/deposit';

interface DepositFormProps {
  account: { currency: string; balance: number; subunits: number };
  onDone: () => void;
}

function DepositForm({ account, onDone }: DepositFormProps) {
  const t = useTranslations('account');
  const p = useTranslations('payments');
  const locale = useLocale();
  const pathname = usePathname();
  const errorText = useErrorText();
  const [intent, setIntent] = useState<DepositIntent | null>(null);
  const quick = useDepositDialog((s) => s.amount);
  const method = useDepositDialog((s) => s.method);
  const auto = useDepositDialog((s) => s.auto);
  const [formError, setFormError] = useState<FormErrorView<string> | null>(null);
  const currency = accountCurrency(account.currency, account.subunits);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<{ amount: string }>({
    defaultValues: { amount: quick === null ? '' : String(quick / account.subunits) },
  });

  const onSubmit = handleSubmit(async ({ amount: text }) => {
    setFormError(null);
    const read = readDepositAmount(text, currency);
    if ('error' in read) return;
    try {
      // The provider sends the player back to this page, with the result.
      const here = /^\/sports(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*$/.test(pathname) ? pathname : RETURN_PATH;
      setIntent(
        await apiFetch<DepositIntent>('/api/platform/payments/intents', {
          locale,
          body: {
            currency: account.currency,
            amount: read.amount,
            return_to: here,
            ...(method ? { method } : {}),
          },
        }),
      );
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

  // The header's quick deposit: its amount and method go on to the cashier at once (the deposit steps, when the
  // site requires them, came first: this form shows only after them).
  useEffect(() => {
    if (!auto || quick === null) return;
    quickDepositStarted();
    void onSubmit();
  }, [auto, quick, onSubmit]);

  if (intent)
    return (
      <div className={styles.form}>
        <CashierFrame
          intent={intent}
          amount={formatBalance(intent.amount, account, locale)}
          onDone={onDone}
        />
        <Button variant="secondary" onClick={() => setIntent(null)} data-testid="cashier-back">
          {p('cashier.back')}
        </Button>
      </div>
    );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="deposit-form">
      <p className={styles.intro}>
        {t('deposit.balance', { balance: formatBalance(account.balance, account, locale) })}
      </p>
      {formError ? <FormAlert>{errorText.form(formError)}</FormAlert> : null}
      <fieldset className={styles.presets} aria-label={p('cashier.presets')}>
        {depositPresets(account.subunits).map((amount) => (
          <Button
            key={amount}
            variant="secondary"
            onClick={() =>
              setValue('amount', String(amount / account.subunits), {
                shouldValidate: true,
                shouldDirty: true,
              })
            }
          >
            {formatBalance(amount, account, locale)}
          </Button>
        ))}
      </fieldset>
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
      <SubmitButton busy={isSubmitting} label={p('cashier.continue')} busyLabel={p('cashier.continuing')} />
    </form>
  );
}
