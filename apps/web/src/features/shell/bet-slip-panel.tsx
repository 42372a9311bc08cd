'use client';
/**
 * The frame of the bet-slip panel (spec: tabs BET_SLIP and MY_BETS). The bet-slip issue fills the tabs and
 * keeps the open tab in session storage; until then both show what an empty slip shows.
 */
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { TicketIcon } from '@/components/ui/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import styles from './bet-slip-panel.module.css';

/** The spec's tab ids. */
export const BET_SLIP_TABS = { betSlip: 'BET_SLIP', myBets: 'MY_BETS' } as const;
export type BetSlipTab = (typeof BET_SLIP_TABS)[keyof typeof BET_SLIP_TABS];

export function BetSlipPanel({ showTitle = true }: { showTitle?: boolean }) {
  const t = useTranslations('shell.betSlip');
  const [tab, setTab] = useState<BetSlipTab>(BET_SLIP_TABS.betSlip);
  const titleId = useId();

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="bet-slip-panel">
      <h2 id={titleId} className={styles.title} hidden={!showTitle}>
        {t('label')}
      </h2>
      <Tabs value={tab} onValueChange={(v) => setTab(v as BetSlipTab)}>
        <TabsList aria-label={t('tabs')}>
          <TabsTrigger value={BET_SLIP_TABS.betSlip}>{t('betSlipTab')}</TabsTrigger>
          <TabsTrigger value={BET_SLIP_TABS.myBets}>{t('myBetsTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value={BET_SLIP_TABS.betSlip} className={styles.content}>
          <EmptyState icon={<TicketIcon />} title={t('emptyTitle')} description={t('empty')} />
        </TabsContent>
        <TabsContent value={BET_SLIP_TABS.myBets} className={styles.content}>
          <EmptyState icon={<TicketIcon />} title={t('myBetsEmptyTitle')} description={t('myBetsEmpty')} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
