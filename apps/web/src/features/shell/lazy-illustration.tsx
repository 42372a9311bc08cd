'use client';
/**
 * An error-page drawing for the client error boundaries, loaded when a boundary shows: the boundaries are part
 * of every page's first-load JavaScript, the drawings (decorative, the heading says what happened) need not be.
 * Its space is kept while it loads, and stays empty if it cannot load (the server may be what failed).
 */
import { Suspense } from 'react';
import { lazyComponent } from '@/components/ui/lazy';
import { IllustrationFrame, type IllustrationKind } from './illustration-frame';

const Drawing = lazyComponent<{ kind: IllustrationKind }>(() =>
  import('./illustrations').then(
    (m) => m.Illustration,
    () => EmptyFrame,
  ),
);

/** What stands in for a drawing that could not load. */
function EmptyFrame(_: { kind: IllustrationKind }) {
  return <IllustrationFrame />;
}

export function LazyIllustration({ kind }: { kind: IllustrationKind }) {
  return (
    <Suspense fallback={<IllustrationFrame />}>
      <Drawing kind={kind} />
    </Suspense>
  );
}
