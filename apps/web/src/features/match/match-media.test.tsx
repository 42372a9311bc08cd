import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aMatch, renderWithProviders } from '@/testing/catalogue';
import { MatchMedia } from './match-media';

afterEach(cleanup);

describe('MatchMedia', () => {
  it('offers the stream of a live match with video', () => {
    renderWithProviders(<MatchMedia match={aMatch({ status: 1, isLive: true, has_video: true })} />);
    expect(screen.getByRole('button', { name: 'Watch live' })).toBeTruthy();
  });

  it('offers no stream before kick-off, even for a match flagged with video', () => {
    const { container } = renderWithProviders(
      <MatchMedia match={aMatch({ status: 0, isLive: false, has_video: true })} />,
    );
    expect(screen.queryByRole('button', { name: 'Watch live' })).toBeNull();
    expect(container.textContent).toBe('');
  });
});
