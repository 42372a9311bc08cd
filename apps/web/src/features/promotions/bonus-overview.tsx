'use client';
/**
 * The bonuses open now, in short (the CMS's bonuses block): the first valid ones as the promotions page's cards,
 * each opening the same detail modal, with a link to the promotions page for the rest. A visitor sees the
 * campaigns, a player their own bonuses too; none, a sentence that says so.
 */
import type { Bonus } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useId, useState } from 'react';
import { ListError } from '@/catalogue/lists/list-states';
import { Spinner } from '@/components/ui/spinner';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes';
import { useSession } from '@/session/session';
import { BonusCard } from './bonus-card';
import { BonusDetail } from './bonus-detail';
import { bonusQueries, latestOf, timeFilterOf } from './bonus-queries';
import styles from './promotions.module.css';

export interface BonusOverviewProps {
  /** The section's heading. */
  title: string;
  /** The words of the link to the promotions page and of the loading, error and empty states. */
  texts: { all: string; loading: string; error: string; empty: string };
  /** How many cards at most (default 3). */
  limit?: number;
}

export function BonusOverview({ title, texts, limit = 3 }: BonusOverviewProps) {
  const locale = useLocale();
  const headingId = useId();
  const session = useSession();
  const known = session.status === 'logged_in' || session.status === 'not_logged_in';
  const list = useQuery({ ...bonusQueries.list(locale, session.player?.id ?? null), enabled: known });
  const [open, setOpen] = useState<Bonus | null>(null);
  const now = Date.now();
  const valid = (list.data ?? []).filter((b) => timeFilterOf(b, now) === 'valid');

  return (
    <section aria-labelledby={headingId} className={styles.overview} data-testid="bonus-overview">
      <div className={styles.overviewHead}>
        <h2 id={headingId} className={styles.overviewTitle}>
          {title}
        </h2>
        <Link href={paths.promotions} className={styles.overviewLink}>
          {texts.all}
        </Link>
      </div>
      {!known || list.isPending ? (
        <Spinner label={texts.loading} />
      ) : list.isError ? (
        <ListError title={texts.error} onRetry={() => void list.refetch()} />
      ) : valid.length === 0 ? (
        <p className={styles.cardText}>{texts.empty}</p>
      ) : (
        <div className={styles.grid}>
          {valid.slice(0, limit).map((b) => (
            <BonusCard key={b.id} bonus={b} onOpen={setOpen} />
          ))}
        </div>
      )}
      <BonusDetail bonus={latestOf(open, list.data)} onClose={() => setOpen(null)} />
    </section>
  );
}
