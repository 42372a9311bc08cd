import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntentLink } from './intent-link';

const prefetch = vi.hoisted(() => vi.fn());
/** The props of each Link rendered (the shared stand-in, spied on: it needs no Next router). */
const link = vi.hoisted(() => ({ props: [] as { prefetch?: unknown }[] }));
vi.mock('@/i18n/navigation', async () => {
  const { navigationMock } = await import('@/i18n/navigation-mock');
  return {
    Link: (props: Parameters<typeof navigationMock.Link>[0]) => {
      link.props.push(props);
      return navigationMock.Link(props);
    },
    useRouter: () => ({ prefetch }),
  };
});

afterEach(() => {
  cleanup();
  prefetch.mockClear();
  link.props.length = 0;
});

describe('IntentLink', () => {
  it('turns off viewport prefetching and prefetches nothing while merely shown', () => {
    render(<IntentLink href="/sports/football/a-vs-b-1">A vs B</IntentLink>);
    expect(screen.getByRole('link', { name: 'A vs B' }).getAttribute('href')).toBe(
      '/sports/football/a-vs-b-1',
    );
    expect(link.props.map((props) => props.prefetch)).toEqual([false]);
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
