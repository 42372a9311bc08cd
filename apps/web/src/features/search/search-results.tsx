'use client';
/** The grouped result list of the search dialog, with its hint, loading, error and empty states in words. */
import type { SearchResponse } from '@sportsbook/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { KickoffTime } from '@/catalogue/lists/kickoff-time';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import styles from './search-modal.module.css';
import type { SearchGroup, SearchOption } from './search-options';

interface SearchResultsProps {
  listId: string;
  hint: string | null;
  q: string;
  query: UseQueryResult<SearchResponse>;
  options: readonly SearchOption[];
  activeId: string | null;
  onPick: (href: string) => void;
  onHover: (index: number) => void;
}

const GROUPS: readonly SearchGroup[] = ['sports', 'leagues', 'matches'];

export function SearchResults({
  listId,
  hint,
  q,
  query,
  options,
  activeId,
  onPick,
  onHover,
}: SearchResultsProps) {
  const t = useTranslations('search');
  // One polite region says what the list holds, so screen readers hear "3 results" or why there are none.
  const status = (children: ReactNode) => (
    <div role="status" className={styles.message}>
      {children}
    </div>
  );
  if (hint) return status(<p>{hint}</p>);
  if (query.isPending) {
    return (
      <div className={styles.loading} aria-busy="true">
        <Spinner label={t('searching')} size={16} />
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </div>
    );
  }
  if (query.isError) {
    return status(
      <>
        <p>{t('error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </>,
    );
  }
  if (options.length === 0) return status(<p>{t('empty', { q })}</p>);

  return (
    <>
      <VisuallyHidden>
        <span role="status">{t('count', { count: options.length })}</span>
      </VisuallyHidden>
      <div id={listId} role="listbox" aria-label={t('resultsLabel')} className={styles.results}>
        {GROUPS.map((group) => {
          const items = options.filter((o) => o.group === group);
          if (items.length === 0) return null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox group has no HTML element of its own
            <div key={group} role="group" aria-labelledby={`${listId}-${group}`} className={styles.group}>
              <span id={`${listId}-${group}`} className={styles.groupTitle} aria-hidden="true">
                {t(`groups.${group}`)}
              </span>
              {items.map((option) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input, where focus stays
                <div
                  key={option.id}
                  id={`${listId}-${option.id}`}
                  role="option"
                  aria-selected={option.id === activeId}
                  tabIndex={-1}
                  className={styles.option}
                  onClick={() => onPick(option.href)}
                  onMouseMove={() => onHover(options.indexOf(option))}
                >
                  <span className={styles.label}>{option.label}</span>
                  {option.detail && <span className={styles.detail}>{option.detail}</span>}
                  {option.live && <span className={styles.live}>{t('live')}</span>}
                  {option.ended && <span className={styles.ended}>{t('ended')}</span>}
                  {option.startTime && !option.live && !option.ended && (
                    <KickoffTime startTime={option.startTime} className={styles.time} />
                  )}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </>
  );
}
