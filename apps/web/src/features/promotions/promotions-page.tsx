'use client';
/**
 * /sports/promotions (spec platform §2 "/promotions"): the campaigns open to the player and their own bonuses,
 * filtered by time (Valid, Upcoming, Past), as cards that open the bonus detail modal; the promo-code field.
 * The bonuses shown are marked seen (only the unseen ones are sent, nothing when none).
 */
import type { Bonus } from '@sportsbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense, useEffect, useMemo, useState } from 'react';
import pageStyles from '@/catalogue/lists/catalogue-page.module.css';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { lazyComponent } from '@/components/ui/lazy';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { JackpotSection } from '@/features/jackpots';
import { useSession } from '@/session/session';
import { BonusCard } from './bonus-card';
import { BonusDetail } from './bonus-detail';
import {
  bonusKeys,
  bonusQueries,
  latestOf,
  markSeen,
  TIME_FILTERS,
  type TimeFilter,
  timeFilterOf,
} from './bonus-queries';
import { PromoCodeForm } from './promo-code-form';
import styles from './promotions.module.css';

/** The farming programmes: their own script, loaded after the page. */
const ProgrammesSection = lazyComponent(() => import('./programmes-section').then((m) => m.default));

/** `ambProgress`: the amb progress bar's flag (AMB_PROGRESS, read by the route). */
export function PromotionsPage({ ambProgress = true }: { ambProgress?: boolean }) {
  const t = useTranslations('bonuses.promotions');
  const locale = useLocale();
  const client = useQueryClient();
  const session = useSession();
  const player = session.player?.id ?? null;
  // The list differs for a player: it is asked once who is looking is known.
  const known = session.status === 'logged_in' || session.status === 'not_logged_in';
  const list = useQuery({ ...bonusQueries.list(locale, player), enabled: known });
  const [filter, setFilter] = useState<TimeFilter>('valid');
  const [open, setOpen] = useState<Bonus | null>(null);
  const now = Date.now();
  const groups = useMemo(() => {
    const out: Record<TimeFilter, Bonus[]> = { valid: [], upcoming: [], past: [] };
    for (const b of list.data ?? []) out[timeFilterOf(b, now)].push(b);
    return out;
  }, [list.data, now]);

  const shown = groups[filter];
  useEffect(() => {
    if (player === null || shown.length === 0) return;
    void markSeen(locale, shown)
      .then((sent) => (sent ? client.invalidateQueries({ queryKey: bonusKeys.all }) : undefined))
      .catch(() => {});
  }, [player, shown, locale, client]);

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <PromoCodeForm />
      <Suspense fallback={null}>
        <ProgrammesSection ambProgress={ambProgress} />
      </Suspense>
      <Tabs value={filter} onValueChange={(v) => setFilter(v as TimeFilter)}>
        <TabsList aria-label={t('filterLabel')} className={styles.filters}>
          {TIME_FILTERS.map((f) => (
            <TabsTrigger key={f} value={f} data-testid={`bonus-filter-${f}`}>
              {t(`filter.${f}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TIME_FILTERS.map((f) => (
          <TabsContent key={f} value={f}>
            {list.isPending ? (
              <p className={styles.cardText} role="status">
                {t('loading')}
              </p>
            ) : list.isError ? (
              <EmptyState
                title={t('error')}
                action={
                  <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
                    {t('retry')}
                  </Button>
                }
              />
            ) : groups[f].length === 0 ? (
              <EmptyState title={t(`empty.${f}`)} />
            ) : (
              <div className={styles.grid}>
                {groups[f].map((b) => (
                  <BonusCard key={b.id} bonus={b} onOpen={setOpen} />
                ))}
              </div>
            )}
          </TabsContent>
        ))}
      </Tabs>
      <JackpotSection />
      <BonusDetail bonus={latestOf(open, list.data)} onClose={() => setOpen(null)} />
    </div>
  );
}
