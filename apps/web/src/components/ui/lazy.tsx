'use client';
/**
 * Parts of the page that load on first use, so they are not in any page's first-load JavaScript: overlays that
 * are closed when the page loads (dialogs, sheets, menus, alerts) and views that appear later. A part loads when
 * it is first shown, or earlier through `preload()` (a pointer over or focus on what opens it, or an idle moment
 * after the page hydrated), so that opening it is usually instant.
 */
import { Component, type ComponentType, lazy, type ReactNode, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

/** A component loaded on first render, which can be asked to load before that. */
export type Preloadable<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * `load` resolves with the component; it runs once (again after a failure). Until it has loaded the component
 * suspends (render it under a Suspense boundary); once it has, new instances render it at once, without a
 * fallback frame, so that an overlay opened by a click shows in the same frame as the rest of that click.
 *
 * When its script does not come (offline after the page loaded), `Fallback` renders in its place with the same
 * props (nothing by default), rather than the failure reaching the page's error boundary: see LoadBoundary.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { Fallback?: ComponentType<P> } = {},
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  const { Fallback } = options;
  function Loadable(props: P) {
    // Chosen once per instance: switching from the lazy wrapper to the component would remount it.
    const [Part] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return (
      <LoadBoundary fallback={Fallback ? <Fallback {...props} /> : null}>
        <Part {...props} />
      </LoadBoundary>
    );
  }
  return Object.assign(Loadable, { preload });
}

/**
 * True from the first time `open` is true on: an overlay stays mounted after it first opened, so that it can
 * play its closing animation and keeps its state, and is not loaded at all while it was never opened.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * Runs `preload` once the page has hydrated and the browser is idle (at the latest after `timeoutMs`), so that
 * what the bettor is likely to need soon is there by then without competing with the first paint and hydration.
 * With `when`, only once `when` is true (e.g. once the feature that needs it is switched on).
 */
export function useIdlePreload(preload: () => Promise<unknown>, timeoutMs = 4000, when = true): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: preloads are module-level functions, run once
  useEffect(() => {
    if (!when) return;
    return whenIdle(() => void preload().catch(() => {}), timeoutMs, Math.min(timeoutMs, 1000));
  }, [when]);
}

/** True for the error a bundler throws when a script it was asked for does not come (offline, a new deploy). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

interface LoadBoundaryProps {
  /** Shown instead of the part whose code could not be loaded. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Around every part loaded on first use (lazyComponent): when its script cannot be loaded (the connection dropped
 * after the page came), `fallback` shows instead, rather than the failure reaching the page's error boundary,
 * whose own drawing is loaded on first use too, and taking the whole page down with it. The page keeps a failed
 * script, so the fallback stays. Any other error goes on up.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return this.props.fallback;
  }
}
