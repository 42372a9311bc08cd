'use client';
/** The limits screen (limits-screen.tsx, with the contract's rules), loaded when the account centre shows it. */
import { lazyComponent } from '@/components/ui/lazy';

export const LazyLimitsScreen = lazyComponent(() => import('./limits-screen').then((m) => m.LimitsScreen));
