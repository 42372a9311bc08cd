'use client';
/**
 * The settings that exist (GET/POST /api/v2/settings): odds format, what to do when odds change, and the slip's
 * stake presets (minor units of the active account's currency). Each is saved when changed.
 */
import {
  formatOdds,
  type Money,
  ODDS_ACCEPTANCE_MODES,
  ODDS_FORMATS,
  type OddsFormat,
  parseMoneyInput,
  toMajorString,
} from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import panels from '@/components/ui/panels.module.css';
import { accountCurrency } from '@/features/account';
import { ODDS_SAMPLE, useOddsFormat } from '@/lib/odds-format';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { useSession } from '@/session/session';
import { useUpdateSettings } from '@/session/settings';

/** "5.00" -> "5", "2.50" -> "2.5", "100" stays. */
const presetText = (major: string) => (major.includes('.') ? major.replace(/\.?0+$/, '') : major);

export function SettingsSection() {
  const t = useTranslations('profile.settings');
  const formats = useTranslations('shell.oddsFormat');
  const modes = useTranslations('betslip.oddsChanged');
  const locale = useLocale();
  const id = useId();
  const settings = useQuery(catalogueQueries.settings(locale)).data;
  const { account } = useSession();
  const [format, setFormat] = useOddsFormat();
  const update = useUpdateSettings();
  const [stakes, setStakes] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const save = async (patch: Parameters<typeof update>[0]) => {
    setMessage(null);
    try {
      await update(patch);
      setMessage({ ok: true, text: t('saved') });
    } catch {
      setMessage({ ok: false, text: t('failed') });
    }
  };
  if (!settings || !account) return <p className={panels.muted}>{t('loading')}</p>;
  const currency = accountCurrency(account.currency, account.subunits);
  const stakesText =
    stakes ?? settings.stakes.map((s) => presetText(toMajorString(s, account.subunits))).join(' ');

  const saveStakes = () => {
    const parts = stakesText.split(/[\s;]+/).filter(Boolean);
    const amounts = parts.map((p) => parseMoneyInput(p, currency));
    if (parts.length === 0 || parts.length > 6 || amounts.some((a) => a === null || a <= 0)) {
      setMessage({ ok: false, text: t('stakesInvalid') });
      return;
    }
    void save({ stakes: amounts as Money[] }).then(() => setStakes(null));
  };

  return (
    <div className={panels.card} data-testid="settings">
      <label className={panels.field}>
        <span>{formats('label')}</span>
        <select
          value={format}
          onChange={(e) => {
            const next = ODDS_FORMATS.find((f) => f === e.target.value) as OddsFormat;
            setFormat(next);
            void save({ odds_type: next });
          }}
        >
          {ODDS_FORMATS.map((f) => (
            <option key={f} value={f}>
              {formats(f)} ({formatOdds(ODDS_SAMPLE, f)})
            </option>
          ))}
        </select>
      </label>
      <label className={panels.field}>
        <span>{modes('acceptLabel')}</span>
        <select
          value={settings.auto_accept_odds_change}
          onChange={(e) => {
            const next = ODDS_ACCEPTANCE_MODES.find((m) => m === e.target.value) ?? 'none';
            void save({ auto_accept_odds_change: next });
          }}
        >
          {ODDS_ACCEPTANCE_MODES.map((m) => (
            <option key={m} value={m}>
              {modes(`modes.${m}`)}
            </option>
          ))}
        </select>
      </label>
      <form
        className={panels.row}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          saveStakes();
        }}
      >
        <label className={[panels.field, panels.grow].join(' ')}>
          <span>{t('stakes', { currency: account.currency })}</span>
          <input
            value={stakesText}
            onChange={(e) => setStakes(e.target.value)}
            inputMode="decimal"
            aria-describedby={`${id}-hint`}
            data-testid="settings-stakes"
          />
        </label>
        <Button type="submit" variant="secondary">
          {t('saveStakes')}
        </Button>
        <p id={`${id}-hint`} className={[panels.muted, panels.grow].join(' ')}>
          {t('stakesHint')}
        </p>
      </form>
      {message ? (
        <p role="status" className={message.ok ? panels.success : panels.error}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
