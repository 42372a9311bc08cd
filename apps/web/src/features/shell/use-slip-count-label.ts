'use client';
/** The slip's selection count and the name of a button that opens the slip with it ("Bet slip, 2 selections"). */
import { useTranslations } from 'next-intl';
import { useSlipCount } from '@/features/betslip';

export function useSlipCountLabel(): { count: number; label: string } {
  const t = useTranslations('shell.tabBar');
  const slip = useTranslations('betslip');
  const count = useSlipCount();
  return { count, label: count > 0 ? `${t('betSlip')}, ${slip('count', { count })}` : t('betSlip') };
}
