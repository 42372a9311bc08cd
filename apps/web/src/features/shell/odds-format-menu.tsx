'use client';
/**
 * The odds-format picker's menu (radix DropdownMenu), loaded on first use by odds-format-select.tsx: every
 * display format of the spec, each with how 2.50 reads in it. The choice applies at once (local storage); a
 * signed-in player's is also saved to their settings (POST /api/v2/settings `odds_type`).
 */
import { formatOdds, ODDS_FORMATS, type OddsFormat } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import type { ReactNode } from 'react';
import { showAlert } from '@/components/ui/alerts';
import { CheckIcon } from '@/components/ui/icons';
import type { MenuTriggerProps } from '@/components/ui/lazy-menu';
import { useUpdateSettings } from '@/features/account/settings';
import { useOddsFormat } from '@/lib/odds-format';
import styles from './menus.module.css';
import { ODDS_SAMPLE } from './odds-format-select';

export interface OddsFormatMenuProps {
  defaultOpen: boolean;
  trigger: MenuTriggerProps;
  children: ReactNode;
}

export function OddsFormatMenu({ defaultOpen, trigger, children }: OddsFormatMenuProps) {
  const t = useTranslations('shell.oddsFormat');
  const account = useTranslations('account.settings');
  const [format, setFormat] = useOddsFormat();
  const updateSettings = useUpdateSettings();

  const choose = (next: OddsFormat) => {
    if (next === format) return;
    setFormat(next);
    updateSettings({ odds_type: next }).catch(() => {
      showAlert({ variant: 'error', title: account('saveFailed') });
    });
  };

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger {...trigger}>{children}</DropdownMenu.Trigger>
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
                <span className={styles.hint}>{formatOdds(ODDS_SAMPLE, f)}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
