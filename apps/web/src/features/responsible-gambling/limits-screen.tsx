'use client';
/**
 * The limits screen (spec platform §3 user limits): one card per type with what is in force or pending and its
 * status, a form to set one (a lower amount applies at once, a higher one after the 24 h wait, shown with its
 * date) and Remove (after the same wait). Cooling-off and self-exclusion ask for a confirmation that says their
 * effect: the player is signed out and cannot sign in until the end date; neither can be undone here.
 */
import { LIMIT_RULES, type LimitPeriod, type LimitType, type UserLimit } from '@sportsbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { showAlert } from '@/components/ui/alerts';
import { Button } from '@/components/ui/button';
import panels from '@/components/ui/panels.module.css';
import { Skeleton } from '@/components/ui/skeleton';
import { signOut } from '@/features/account';
import { useRouter } from '@/i18n/navigation';
import { apiFetch, isApiError } from '@/lib/api';
import { paths } from '@/lib/routes';
import { useSession } from '@/session/session';
import { EXCLUSION_TYPES, limitBody, limitsOfType, maxMinutes, SCREEN_ORDER } from './limit-values';
import styles from './limits-screen.module.css';
import { moneyOf } from './rg-money';
import { rgKeys, rgQueries } from './rg-queries';

type DateText = (iso: string) => string;

export function LimitsScreen() {
  const t = useTranslations('rg.limits');
  const locale = useLocale();
  const { account } = useSession();
  const limits = useQuery(rgQueries.limits(locale));
  const format = useFormatter();
  const dateText: DateText = (iso) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

  if (limits.isError) {
    return (
      <p role="alert" className={styles.note}>
        {t('loadFailed')}{' '}
        <Button size="sm" variant="secondary" onClick={() => void limits.refetch()}>
          {t('retry')}
        </Button>
      </p>
    );
  }
  if (!limits.data || !account) {
    return (
      <div aria-busy="true" className={styles.grid}>
        {SCREEN_ORDER.slice(0, 4).map((type) => (
          <Skeleton key={type} height={180} radius="var(--radius-lg)" />
        ))}
      </div>
    );
  }
  return (
    <div className={styles.grid} data-testid="limits-screen">
      {SCREEN_ORDER.map((type) => (
        <LimitCard
          key={type}
          type={type}
          limits={limitsOfType(limits.data.data, type)}
          currency={account.currency}
          dateText={dateText}
        />
      ))}
    </div>
  );
}

interface LimitCardProps {
  type: LimitType;
  limits: UserLimit[];
  currency: string;
  dateText: DateText;
}

function LimitCard({ type, limits, currency, dateText }: LimitCardProps) {
  const t = useTranslations('rg.limits');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const router = useRouter();
  const id = useId();
  const rule = LIMIT_RULES[type];
  const exclusion = EXCLUSION_TYPES.has(type);
  const [period, setPeriod] = useState<LimitPeriod | undefined>(rule.periods?.[0]);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const inForce = limits.find((l) => l.status === 'active');
  const shown = limits.filter((l) => l.currency === null || l.currency === currency);

  const valueText = (limit: UserLimit) => {
    const per = limit.period ? t(`per.${limit.period}`) : '';
    if (limit.amount === null) return t(`period.${limit.period ?? 'forever'}`);
    const value =
      rule.unit === 'money'
        ? moneyOf(limit.amount, limit.currency ?? currency, locale)
        : t('minutes', { minutes: limit.amount });
    return per ? `${value} ${per}` : value;
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: rgKeys.limits() });

  const submit = async () => {
    setError(null);
    setNote(null);
    const read = limitBody(type, period, amount, currency);
    if ('error' in read) {
      setError(t(`errors.${read.error}`, { max: maxMinutes(period) }));
      return;
    }
    if (exclusion && !confirming) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    try {
      const saved = await apiFetch<UserLimit>('/api/platform/user_limits', { locale, body: read.body });
      if (exclusion) {
        await signOut(queryClient, locale).catch(() => {});
        showAlert({
          variant: 'info',
          title: t('excluded.done'),
          description: saved.ends_at
            ? t('excluded.until', { date: dateText(saved.ends_at) })
            : t('excluded.forever'),
        });
        router.push(paths.home);
        return;
      }
      setAmount('');
      setNote(
        saved.status === 'unconfirmed' && saved.confirm_until
          ? t('saved.waiting', { date: dateText(saved.confirm_until) })
          : t('saved.now'),
      );
      await refresh();
    } catch (failure) {
      setError(isApiError(failure) && failure.status === 400 ? t('errors.invalid') : t('errors.failed'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const remove = async (limit: UserLimit) => {
    setError(null);
    setNote(null);
    try {
      const removed = await apiFetch<UserLimit>(`/api/platform/user_limits/${limit.id}`, {
        locale,
        method: 'DELETE',
      });
      setNote(
        removed.disable_at ? t('removed.waiting', { date: dateText(removed.disable_at) }) : t('removed.now'),
      );
      await refresh();
    } catch {
      setError(t('errors.failed'));
    }
  };

  const headingId = `${id}-title`;
  const errorId = `${id}-error`;
  return (
    <section className={panels.card} aria-labelledby={headingId} data-testid={`limit-${type}`}>
      <h2 id={headingId} className={styles.title}>
        {t(`type.${type}.title`)}
      </h2>
      <p className={styles.about}>{t(`type.${type}.about`)}</p>
      {shown.length > 0 ? (
        <ul className={styles.current}>
          {shown.map((limit) => (
            <li key={limit.id} className={styles.limit} data-testid="limit-row" data-status={limit.status}>
              <span className={styles.value}>{valueText(limit)}</span>
              <span className={[styles.status, styles[limit.status]].join(' ')}>
                {t(`status.${limit.status}`)}
              </span>
              <span className={styles.when}>{whenText(limit, t, dateText)}</span>
              {!exclusion && limit.status === 'active' ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void remove(limit)}
                  data-testid="limit-remove"
                >
                  {t('remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>{t('none')}</p>
      )}
      {exclusion && inForce ? null : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {rule.periods ? (
            <label className={[panels.field, styles.flexField].join(' ')}>
              <span>{t(exclusion ? 'length' : 'periodLabel')}</span>
              <select
                value={period}
                onChange={(e) => setPeriod(rule.periods?.find((p) => p === e.target.value))}
                data-testid="limit-period"
              >
                {rule.periods.map((p) => (
                  <option key={p} value={p}>
                    {t(`period.${p}`)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {rule.unit ? (
            <label className={[panels.field, styles.flexField].join(' ')}>
              <span>{rule.unit === 'money' ? t('amountIn', { currency }) : t('minutesLabel')}</span>
              <input
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                inputMode={rule.unit === 'money' ? 'decimal' : 'numeric'}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                data-testid="limit-amount"
              />
            </label>
          ) : null}
          {confirming ? (
            <div className={styles.confirm} role="alertdialog" aria-labelledby={`${id}-confirm`}>
              <p id={`${id}-confirm`}>
                {t(`excluded.confirm.${type}`, { period: t(`period.${period ?? 'forever'}`) })}
              </p>
              <div className={styles.actions}>
                <Button size="sm" variant="secondary" type="button" onClick={() => setConfirming(false)}>
                  {t('cancel')}
                </Button>
                <Button size="sm" type="submit" disabled={busy} data-testid="limit-confirm">
                  {t(`excluded.start.${type}`)}
                </Button>
              </div>
            </div>
          ) : (
            <div className={styles.actions}>
              <Button size="sm" type="submit" disabled={busy} data-testid="limit-save">
                {exclusion ? t(`excluded.start.${type}`) : inForce ? t('change') : t('set')}
              </Button>
            </div>
          )}
          {error ? (
            <p id={errorId} role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          {note ? (
            <p role="status" className={styles.note} data-testid="limit-note">
              {note}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}

/** When a limit's status changes next, in words. */
function whenText(
  limit: UserLimit,
  t: (key: string, values?: Record<string, string>) => string,
  dateText: DateText,
) {
  if (limit.status === 'unconfirmed' && limit.confirm_until)
    return t('when.from', { date: dateText(limit.confirm_until) });
  if (limit.status === 'unconfirmed_disabled' && limit.disable_at)
    return t('when.until', { date: dateText(limit.disable_at) });
  if (limit.ends_at) return t('when.until', { date: dateText(limit.ends_at) });
  return '';
}
