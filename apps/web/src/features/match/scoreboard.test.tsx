import type { Match } from '@sportsbook/contract';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aMatch, renderWithProviders } from '@/testing/catalogue';
import { Scoreboard } from './scoreboard';

const T0 = Date.UTC(2026, 4, 1, 18, 30);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Clock = NonNullable<Match['clock']>;
const clock = (over: Partial<Clock>): Clock => ({
  match_time: null,
  stoppage_time: null,
  stoppage_time_announced: null,
  remaining_time: null,
  remaining_time_in_period: null,
  stopped: false,
  clock_updated_at: T0,
  ...over,
});
const liveMatch = (over: Partial<Match>) =>
  aMatch({ status: 1, isLive: true, stage: '2nd_half', total_score: { home: 2, away: 1 }, ...over });
const clockText = () => screen.getByTestId('live-clock').textContent;
const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Scoreboard', () => {
  it('runs the clock in the browser from match_time and clock_updated_at', () => {
    renderWithProviders(<Scoreboard match={liveMatch({ clock: clock({ match_time: 3000 }) })} />);
    expect(clockText()).toBe('50:00');
    tick(5000);
    expect(clockText()).toBe('50:05');
    expect(screen.getByText('2nd half')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Score: 2 to 1' })).toBeTruthy();
  });

  it('starts from the time already elapsed since the snapshot, and stays put when stopped', () => {
    const { unmount } = renderWithProviders(
      <Scoreboard match={liveMatch({ clock: clock({ match_time: 600, clock_updated_at: T0 - 30_000 }) })} />,
    );
    expect(clockText()).toBe('10:30');
    unmount();
    renderWithProviders(
      <Scoreboard match={liveMatch({ clock: clock({ match_time: 2700, stopped: true }) })} />,
    );
    tick(10_000);
    expect(clockText()).toBe('45:00');
  });

  it('counts down for countdown sports and shows the time left in the match', () => {
    const match = liveMatch({
      sport: { id: 2, key: 'basketball', name: 'Basketball', type: 'regular' },
      stage: '3rd_quarter',
      clock: clock({ match_time: 1560, remaining_time_in_period: 240, remaining_time: 840 }),
    });
    renderWithProviders(<Scoreboard match={match} />);
    expect(clockText()).toBe('04:00');
    tick(3000);
    expect(clockText()).toBe('03:57');
    expect(screen.getByText('13:57 left in the match')).toBeTruthy();
    expect(screen.getByText('3rd quarter')).toBeTruthy();
  });

  it('shows stoppage time as added to the period end, with the announced minutes', () => {
    renderWithProviders(
      <Scoreboard
        match={liveMatch({
          clock: clock({ match_time: 2790, stoppage_time: 90, stoppage_time_announced: 180 }),
        })}
      />,
    );
    expect(clockText()).toContain('45+01:30');
    expect(clockText()).toContain("+3'");
    expect(screen.getByText('3 minutes of added time')).toBeTruthy();
  });

  it('marks the serving side and lists the period scores for tennis', () => {
    const match = liveMatch({
      sport: { id: 5, key: 'tennis', name: 'Tennis', type: 'regular' },
      stage: '2nd_set',
      clock: null,
      total_score: { home: 1, away: 0 },
      game_score: { home: 50, away: 40 },
      current_server: 'away',
      period_score: [
        {
          home: 6,
          away: 4,
          period_key: '1st_set',
          period_name: '1st set',
          number: 1,
          type: 'regular_period',
        },
        {
          home: 5,
          away: 5,
          period_key: '2nd_set',
          period_name: '2nd set',
          number: 2,
          type: 'regular_period',
        },
      ],
    });
    renderWithProviders(<Scoreboard match={match} />);
    expect(screen.queryByTestId('live-clock')).toBeNull();
    const away = document.querySelector('[data-side="away"]') as HTMLElement;
    expect(within(away).getByText('Serving')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Score by period' });
    const homeRow = within(table).getByRole('row', { name: /Home FC/ });
    expect(homeRow.textContent).toBe('Home FC65A1');
  });

  it('says a match is no longer covered above its kickoff time, and says nothing of the kind before it starts', () => {
    const { unmount } = renderWithProviders(
      <Scoreboard match={aMatch({ status: 5, start_time: new Date(T0).toISOString() })} />,
    );
    expect(screen.getByText('Not covered')).toBeTruthy();
    expect(screen.queryByText('Full time')).toBeNull();
    unmount();
    renderWithProviders(
      <Scoreboard match={aMatch({ status: 0, start_time: new Date(T0 + 3_600_000).toISOString() })} />,
    );
    expect(screen.queryByText('Not covered')).toBeNull();
  });
});
