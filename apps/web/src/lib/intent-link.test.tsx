import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntentLink } from './intent-link';

const prefetch = vi.fn();
/** The prefetch prop each rendered Link got (next-intl's Link needs the Next router, absent here). */
const prefetchProps: unknown[] = [];
vi.mock('@/i18n/navigation', () => ({
  Link: ({
    href,
    children,
    prefetch: given,
    ...rest
  }: {
    href: string;
    children: ReactNode;
    prefetch?: unknown;
  }) => {
    prefetchProps.push(given);
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  },
  useRouter: () => ({ prefetch }),
}));

afterEach(() => {
  cleanup();
  prefetch.mockClear();
  prefetchProps.length = 0;
});

describe('IntentLink', () => {
  it('turns off viewport prefetching and prefetches nothing while merely shown', () => {
    render(<IntentLink href="/sports/football/a-vs-b-1">A vs B</IntentLink>);
    expect(screen.getByRole('link', { name: 'A vs B' }).getAttribute('href')).toBe(
      '/sports/football/a-vs-b-1',
    );
    expect(prefetchProps).toEqual([false]);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches its page when the pointer comes over it or the keyboard focuses it', () => {
    render(<IntentLink href="/sports/football/a-vs-b-1">A vs B</IntentLink>);
    const link = screen.getByRole('link', { name: 'A vs B' });
    fireEvent.pointerEnter(link);
    expect(prefetch).toHaveBeenCalledWith('/sports/football/a-vs-b-1');
    fireEvent.focus(link);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it("still calls the caller's own handlers", () => {
    const onPointerEnter = vi.fn();
    const onFocus = vi.fn();
    render(
      <IntentLink href="/x" onPointerEnter={onPointerEnter} onFocus={onFocus}>
        X
      </IntentLink>,
    );
    const link = screen.getByRole('link', { name: 'X' });
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
