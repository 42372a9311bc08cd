'use client';
/** The match page's bet builder, loaded when the page first renders it rather than with the page's first load. */
import { lazyComponent } from '@/components/ui/lazy';

export const LazyBetBuilder = lazyComponent(() => import('./bet-builder').then((m) => m.BetBuilder));
