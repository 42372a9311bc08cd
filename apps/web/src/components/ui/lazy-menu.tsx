'use client';
/**
 * A dropdown menu whose radix part loads on first use (see lazy.tsx), so that the header's menus are not in the
 * first-load JavaScript. Until then the trigger is a plain button with the same look, name and attributes as
 * radix's (`aria-haspopup="menu"`, `aria-expanded`, `data-state`); a pointer over it or focus on it loads the
 * menu, and pressing it the ways that open a radix menu (primary pointer down, Enter, Space, ArrowDown) opens the
 * menu as soon as it has loaded, with the focus where radix puts it. From then on the loaded menu, trigger
 * included, is what renders.
 */
import { type ButtonHTMLAttributes, type ReactNode, Suspense, useState } from 'react';

/** The trigger's attributes, given to the plain button and to radix's trigger alike. */
export type MenuTriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { 'data-testid'?: string };

export interface LazyMenuProps {
  /** Starts loading the menu (a Preloadable's `preload`). */
  preload: () => Promise<unknown>;
  /** The loaded menu, open at once when the bettor asked for it before it had loaded. */
  renderMenu: (defaultOpen: boolean) => ReactNode;
  trigger: MenuTriggerProps;
  /** What the trigger shows. */
  children: ReactNode;
}

const ignore = () => {};

export function LazyMenu({ preload, renderMenu, trigger, children }: LazyMenuProps) {
  const [wanted, setWanted] = useState<{ open: boolean } | null>(null);
  const load = () => void preload().catch(ignore);

  const plain = (busy: boolean) => (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      aria-busy={busy || undefined}
      {...trigger}
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As radix does: the trigger does not take the focus, the menu's content will.
        event.preventDefault();
        setWanted({ open: true });
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        setWanted({ open: true });
      }}
    >
      {children}
    </button>
  );

  if (!wanted) return plain(false);
  return <Suspense fallback={plain(true)}>{renderMenu(wanted.open)}</Suspense>;
}
