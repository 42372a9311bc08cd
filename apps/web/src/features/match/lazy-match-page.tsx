'use client';
/**
 * The match page as the `[slug]` route shows it: through next/dynamic, so the routes of league and category
 * pages, which share that segment, do not carry the match page's code (markets, scoreboard, media). The
 * server render includes the page and preloads its chunk. No `loading` component: see events/slug-view.tsx.
 */
import dynamic from 'next/dynamic';

export const LazyMatchPage = dynamic(() => import('./match-page').then((m) => m.MatchPage));
