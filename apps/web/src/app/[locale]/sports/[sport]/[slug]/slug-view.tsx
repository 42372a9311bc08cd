'use client';
/**
 * The view of a resolved slug. Category, league and match pages share the `[slug]` segment, and a page module
 * sends the code of every client component it imports; loaded through next/dynamic, each view's code (the
 * match page's markets, the lists' virtual list) comes only with the pages that show it. The server render
 * includes the view and its chunk, so nothing waits on the first load; a client navigation shows the
 * skeleton while a view's code arrives.
 */
import dynamic from 'next/dynamic';
import { PageSkeleton } from '@/features/events/page-skeleton';

const loading = () => <PageSkeleton />;
const MatchPage = dynamic(() => import('@/features/match/match-page').then((m) => m.MatchPage), { loading });
const LeaguePage = dynamic(() => import('@/features/events/league-page').then((m) => m.LeaguePage), {
  loading,
});
const CategoryPage = dynamic(() => import('@/features/events/category-page').then((m) => m.CategoryPage), {
  loading,
});

export type SlugViewProps =
  | { kind: 'match'; matchId: number }
  | { kind: 'tournament'; tournamentId: number }
  | { kind: 'category'; sportId: number; categoryId: number };

export function SlugView(props: SlugViewProps) {
  switch (props.kind) {
    case 'match':
      return <MatchPage matchId={props.matchId} />;
    case 'tournament':
      return <LeaguePage tournamentId={props.tournamentId} />;
    case 'category':
      return <CategoryPage sportId={props.sportId} categoryId={props.categoryId} />;
  }
}
