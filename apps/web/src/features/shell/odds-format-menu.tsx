'use client';
/**
 * The odds-format picker's menu (radix DropdownMenu), loaded on first use by odds-format-select.tsx: every
 * display format of the spec, each with how 2.50 reads in it. The choice applies at once (local storage); a
 * signed-in player's is also saved to their settings (POST /api/v2/settings `odds_type`).
 */
import { formatOdds, ODDS_FORMATS, type OddsFormat } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { showAlert } from '@/components/ui/alerts';
import { ChoiceMenu, type LoadedMenuProps } from '@/components/ui/choice-menu';
import { ODDS_SAMPLE, useOddsFormat } from '@/lib/odds-format';
import { useUpdateSettings } from '@/session/settings';

export type OddsFormatMenuProps = LoadedMenuProps;

export function OddsFormatMenu({ defaultOpen, trigger, children }: OddsFormatMenuProps) {
  const t = useTranslations('shell.oddsFormat');
  const account = useTranslations('account.settings');
  const [format, setFormat] = useOddsFormat();
  const updateSettings = useUpdateSettings();

  const choose = (next: OddsFormat) => {
    setFormat(next);
    updateSettings({ odds_type: next }).catch(() => {
      showAlert({ variant: 'error', title: account('saveFailed') });
    });
  };

  return (
    <ChoiceMenu
      defaultOpen={defaultOpen}
      trigger={trigger}
      heading={t('label')}
      value={format}
      choices={ODDS_FORMATS.map((f) => ({ value: f, label: t(f), hint: formatOdds(ODDS_SAMPLE, f) }))}
      onChoose={choose}
    >
      {children}
    </ChoiceMenu>
  );
}
