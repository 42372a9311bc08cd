'use client';
/**
 * The odds-format picker: every display format of the spec, each with how 2.50 reads in it. The choice applies
 * at once (local storage); a signed-in player's is also saved to their settings (POST /api/v2/settings
 * `odds_type`), and their saved one applies when they sign in (features/account/account-listeners.tsx).
 */
import { decimalOdds, formatOdds, ODDS_FORMATS, type OddsFormat } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { showAlert } from '@/components/ui/alerts';
import { CheckIcon, ChevronDownIcon } from '@/components/ui/icons';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useUpdateSettings } from '@/features/account/settings';
import { useOddsFormat } from '@/lib/odds-format';
import styles from './menus.module.css';

/** 2.50 shows every format's character: a fraction, a plus line, a negative Malaysian price. */
const SAMPLE = decimalOdds(2.5);

export function OddsFormatSelect() {
  const t = useTranslations('shell.oddsFormat');
  const account = useTranslations('account.settings');
  const [format, setFormat] = useOddsFormat();
  const updateSettings = useUpdateSettings();
  const name = t(format);

  const choose = (next: OddsFormat) => {
    if (next === format) return;
    setFormat(next);
    updateSettings({ odds_type: next }).catch(() => {
      showAlert({ variant: 'error', title: account('saveFailed') });
    });
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.trigger}>
        <VisuallyHidden>{t('label')}: </VisuallyHidden>
        <span className={styles.long}>{name}</span>
        <span className={styles.short}>{formatOdds(SAMPLE, format)}</span>
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={6}>
          <DropdownMenu.Label className={styles.heading}>{t('label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={format} onValueChange={(v) => choose(v as OddsFormat)}>
            {ODDS_FORMATS.map((f) => (
              <DropdownMenu.RadioItem key={f} value={f} className={styles.item}>
                {/* The slot keeps its width when unchecked, so the labels stay aligned. */}
                <span className={styles.check}>
                  <DropdownMenu.ItemIndicator>
                    <CheckIcon />
                  </DropdownMenu.ItemIndicator>
                </span>
                <span>{t(f)}</span>
                <span className={styles.hint}>{formatOdds(SAMPLE, f)}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
