'use client';
/**
 * Phone verification (spec platform §2 auth form phone_verification, §3): the number (E.164), "send code", the
 * resend wait (resend_timeout_until) and "no more codes today" (sms_limit_reached), then the 6-digit code. The
 * code goes out through the server's outbox (in development: the mailbox at /dev/mailbox). Shown in the account
 * centre's profile and, where the site requires a verified phone, before a deposit (deposit-dialog.tsx).
 */
import type { Phone } from '@sportsbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import panels from '@/components/ui/panels.module.css';
import { apiFetch, isApiError } from '@/lib/api';
import { playerKeys } from '@/lib/queries/player';
import { phoneKeys, phoneQuery } from './phone-query';

const PHONE = /^\+[1-9]\d{6,14}$/;

/** Seconds until `iso`, ticking every second while there are any. */
function useSecondsUntil(iso: string | null | undefined): number {
  const left = () => (iso ? Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `iso` only
  useEffect(() => {
    setSeconds(left());
    if (!iso) return;
    const id = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [iso]);
  return seconds;
}

/** `framed`: a card with its own title (the profile); false inside a dialog that names it already. */
export function PhoneVerification({ framed = true }: { framed?: boolean }) {
  const t = useTranslations('profile.phone');
  const locale = useLocale();
  const format = useFormatter();
  const queryClient = useQueryClient();
  const id = useId();
  const phone = useQuery(phoneQuery(locale));
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wait = useSecondsUntil(phone.data?.resend_timeout_until);

  const errorText = (failure: unknown): string => {
    if (!isApiError(failure)) return t('errors.failed');
    if (failure.code === 'resend_too_soon') return t('errors.tooSoon');
    if (failure.code === 'sms_limit_reached') return t('smsLimit');
    if (failure.code === 'invalid_code') return t('errors.code');
    if (failure.code === 'already_exists') return t('errors.taken');
    if (failure.status === 400) return t('errors.number');
    return t('errors.failed');
  };
  const run = async (call: () => Promise<Phone>) => {
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(phoneKeys.phone(), await call());
      return true;
    } catch (failure) {
      setError(errorText(failure));
      void phone.refetch();
      return false;
    } finally {
      setBusy(false);
    }
  };
  const send = async (to: string) => {
    if (!PHONE.test(to)) {
      setError(t('errors.number'));
      return;
    }
    await run(() => apiFetch<Phone>('/api/platform/player/phone', { locale, body: { phone_number: to } }));
  };
  const verify = async () => {
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('errors.code'));
      return;
    }
    const ok = await run(() =>
      apiFetch<Phone>('/api/platform/player/phone/verify', { locale, body: { code: code.trim() } }),
    );
    if (ok) {
      setCode('');
      void queryClient.invalidateQueries({ queryKey: playerKeys.me() });
    }
  };

  const data = phone.data;
  const pending = data?.verified_status === 'pending' && data.phone_number;
  const errorId = `${id}-error`;
  return (
    <div className={framed ? panels.card : panels.stack} data-testid="phone-verification">
      {framed ? <h3 className={panels.cardTitle}>{t('title')}</h3> : null}
      {!data ? (
        <p className={panels.muted}>{phone.isError ? t('errors.failed') : t('loading')}</p>
      ) : data.isVerified ? (
        <p className={panels.success} data-testid="phone-verified">
          {t('verified', { number: data.phone_number ?? '' })}
        </p>
      ) : pending ? (
        <form
          className={panels.row}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void verify();
          }}
        >
          <p className={[panels.muted, panels.grow].join(' ')}>
            {t('sent', { number: data.phone_number ?? '' })}
          </p>
          <label className={panels.field}>
            <span>{t('code')}</span>
            <input
              value={code}
              onChange={(e) => setCode(e.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              data-testid="phone-code"
            />
          </label>
          <Button type="submit" disabled={busy} data-testid="phone-verify">
            {t('verify')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={busy || wait > 0 || data.sms_limit_reached}
            onClick={() => void send(data.phone_number ?? '')}
            data-testid="phone-resend"
          >
            {wait > 0 ? t('resendIn', { seconds: wait }) : t('resend')}
          </Button>
        </form>
      ) : (
        <form
          className={panels.row}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send(number.trim());
          }}
        >
          <label className={[panels.field, panels.grow].join(' ')}>
            <span>{t('number')}</span>
            <input
              value={number}
              onChange={(e) => setNumber(e.target.value)}
              inputMode="tel"
              autoComplete="tel"
              placeholder="+4915112345678"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : `${id}-hint`}
              data-testid="phone-number"
            />
          </label>
          <Button type="submit" disabled={busy || data.sms_limit_reached} data-testid="phone-send">
            {t('send')}
          </Button>
          <p id={`${id}-hint`} className={[panels.muted, panels.grow].join(' ')}>
            {t('hint')}
          </p>
        </form>
      )}
      {data?.sms_limit_reached && !data.isVerified ? (
        <p className={panels.muted} data-testid="phone-sms-limit">
          {t('smsLimit')}
        </p>
      ) : null}
      {data?.resend_timeout_until && wait > 0 && !pending ? (
        <p className={panels.muted}>
          {t('nextCodeAt', {
            time: format.dateTime(new Date(data.resend_timeout_until), {
              hour: '2-digit',
              minute: '2-digit',
            }),
          })}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={panels.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
