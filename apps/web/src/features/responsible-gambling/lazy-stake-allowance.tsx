'use client';
/** The stake allowance (stake-allowance.tsx), loaded when a signed-in player's slip first shows it. */
import { Suspense } from 'react';
import { lazyComponent } from '@/components/ui/lazy';
import type { StakeAllowanceProps } from './stake-allowance';

const Loaded = lazyComponent<StakeAllowanceProps>(() =>
  import('./stake-allowance').then((m) => m.StakeAllowance),
);

export function LazyStakeAllowance(props: StakeAllowanceProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
