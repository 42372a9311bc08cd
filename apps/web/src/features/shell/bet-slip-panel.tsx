'use client';
/**
 * The bet-slip panel (spec: tabs BET_SLIP and MY_BETS): the slip itself (features/betslip) and the player's
 * bets (features/my-bets). The open tab is the slip store's panel state, kept in session storage, and falls
 * back to the bet slip when the site settings hide my bets (isMyBetsVisible). It is rendered in two places, the right sidebar (>= 1280 px) and
 * the sheet below that width, but only one of them holds the slip at a time, so its controls and test ids
 * exist once in the page. My bets load when their tab is first shown (or pointed at).
 */
import { visibleTab } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { Suspense, useId } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BetSlip, selectPanelTab, useDesktopLayout, useSlipCount, useSlipStore } from '@/features/betslip';
import { LazyMyBetsTab, preloadMyBetsTab } from '@/features/my-bets';
import { useSiteRules } from '@/session/site-rules';
import styles from './bet-slip-panel.module.css';

/** The spec's tab ids. */
const BET_SLIP_TABS = { betSlip: 'BET_SLIP', myBets: 'MY_BETS' } as const;
type BetSlipTab = (typeof BET_SLIP_TABS)[keyof typeof BET_SLIP_TABS];

/** The slip tab's selection count: on its own, so that a pick re-renders the badge and not the tabs around it. */
function SlipTabCount() {
  const count = useSlipCount();
  return count > 0 ? (
    <span className={styles.count} data-testid="slip-count">
      {count}
    </span>
  ) : null;
}

export function BetSlipPanel({ placement = 'sidebar' }: { placement?: 'sidebar' | 'sheet' }) {
  const t = useTranslations('shell.betSlip');
  const loading = useTranslations('common.status')('loading');
  const titleId = useId();
  const desktop = useDesktopLayout(true);
  const tab = useSlipStore((s) => s.panel.tab);
  const myBetsVisible = !useSiteRules().myBetsHidden;
  const shown = visibleTab(tab, myBetsVisible);
  // The sidebar is hidden by CSS below the desktop width; the sheet then holds the slip instead.
  if (placement === 'sidebar' && !desktop) return null;

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="bet-slip-panel">
      <h2 id={titleId} className={styles.title} hidden={placement === 'sheet'}>
        {t('label')}
      </h2>
      <Tabs
        value={shown}
        onValueChange={(v) => selectPanelTab(v as BetSlipTab, myBetsVisible)}
        className={styles.tabs}
      >
        <TabsList aria-label={t('tabs')}>
          <TabsTrigger value={BET_SLIP_TABS.betSlip}>
            {t('betSlipTab')}
            <SlipTabCount />
          </TabsTrigger>
          {myBetsVisible ? (
            <TabsTrigger
              value={BET_SLIP_TABS.myBets}
              onPointerEnter={preloadMyBetsTab}
              onFocus={preloadMyBetsTab}
            >
              {t('myBetsTab')}
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value={BET_SLIP_TABS.betSlip} className={styles.content}>
          <BetSlip />
        </TabsContent>
        {/* Never shown while my bets are hidden: the shown tab falls back to the slip. */}
        <TabsContent value={BET_SLIP_TABS.myBets} className={styles.content}>
          <Suspense fallback={<Spinner label={loading} />}>
            <LazyMyBetsTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </section>
  );
}
