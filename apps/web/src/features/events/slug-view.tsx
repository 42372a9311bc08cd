'use client';
/**
 * The view of a resolved slug. Category, league and match pages share the `[slug]` segment, and a page module
 * sends the code of every client component it imports; loaded through next/dynamic, each view's code (the
 * match page's markets, the lists' virtual list) comes only with the pages that show it. The server render
 * includes the view and preloads its chunk, so nothing waits on the first load.
 *
 * No `loading` component: with one, next/dynamic wraps the view in a Suspense boundary, and React streams a
 * boundary that large after the shell (its fallback painted first, the view revealed later by a script), which
 * held the match page's largest paint back by about a second on a slow phone. Without it the view is part of
 * the first HTML, and a client navigation keeps the current page (with the route progress bar) until the
 * view's code has arrived.
 */
import dynamic from 'next/dynamic';
import { LazyMatchPage } from '@/features/match';

const LeaguePage = dynamic(() => import('./league-page').then((m) => m.LeaguePage));
const CategoryPage = dynamic(() => import('./category-page').then((m) => m.CategoryPage));

export type SlugViewProps =
  | { kind: 'match'; matchId: number }
  | { kind: 'tournament'; tournamentId: number }
  | { kind: 'category'; sportId: number; categoryId: number };

export function SlugView(props: SlugViewProps) {
  switch (props.kind) {
    case 'match':
      return <LazyMatchPage matchId={props.matchId} />;
    case 'tournament':
      return <LeaguePage tournamentId={props.tournamentId} />;
    case 'category':
      return <CategoryPage sportId={props.sportId} categoryId={props.categoryId} />;
  }
}
