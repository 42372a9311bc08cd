'use client';
/**
 * Mounts the embed bridge only where it has work: in an iframe, with an embedding whitelist configured. Its code
 * (the protocol's schemas included) loads then, after hydration, so a page that is not embedded pays only
 * for this file.
 */
import { Suspense } from 'react';
import { lazyComponent } from '@/components/ui/lazy';
import { isEmbedded } from '@/lib/embedded';
import { useHydratedValue } from '@/lib/hydrated';
import type { EmbedBridgeProps } from './embed-bridge';

const EmbedBridge = lazyComponent<EmbedBridgeProps>(() =>
  import('./embed-bridge').then((m) => m.EmbedBridge),
);

export function LazyEmbedBridge(props: EmbedBridgeProps) {
  const embedded = useHydratedValue(isEmbedded, false);
  if (!embedded || (props.origins.length === 0 && !props.anyOrigin)) return null;
  return (
    <Suspense fallback={null}>
      <EmbedBridge {...props} />
    </Suspense>
  );
}
