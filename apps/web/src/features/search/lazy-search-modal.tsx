'use client';
/**
 * The search dialog as the shell mounts it: search-modal.tsx (with its results and radix Dialog) loads the first
 * time search opens, with the loading overlay meanwhile; `preloadSearchModal` lets the buttons that open it
 * start loading on a pointer over them or focus.
 */
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { lazyComponent, useOpenedOnce } from '@/components/ui/lazy';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import type { SearchModalProps } from './search-modal';

const SearchModal = lazyComponent<SearchModalProps>(() =>
  import('./search-modal').then((m) => m.SearchModal),
);

/** Starts loading the search dialog. */
export const preloadSearchModal = () => void SearchModal.preload().catch(() => {});

export function LazySearchModal(props: SearchModalProps) {
  const loading = useTranslations('common.status')('loading');
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={props.open ? <LoadingOverlay label={loading} /> : null}>
      <SearchModal {...props} />
    </Suspense>
  );
}
