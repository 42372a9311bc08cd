import type { Match, SettingsResponse } from '@sportsbook/contract';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueKeys } from '@/lib/queries/catalogue';
import { patchCatalogue } from '@/lib/realtime/patch-catalogue';
import { aMarket, aMatch, renderWithProviders, testQueryClient } from '@/testing/catalogue';
import { MatchesSection } from './match-sections';

// Counts odds button renders: every render of an OddsButton formats its price exactly through this hook.
const rendered = vi.hoisted(() => [] as number[]);
vi.mock('@/catalogue/odds/use-odds-text', () => ({
  useOddsText: (odds: number) => {
    rendered.push(odds);
    return odds.toFixed(2);
  },
}));

vi.mock('@/i18n/navigation', async () => (await import('@/i18n/navigation-mock')).navigationMock);

// Counts odds block renders: every render of a list row's odds block asks whether each outcome is locked.
const lockChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/catalogue/odds/outcome-lock', async (importActual) => {
  const actual = await importActual<typeof import('@/catalogue/odds/outcome-lock')>();
  return {
    ...actual,
    isOutcomeLocked: (...args: Parameters<typeof actual.isOutcomeLocked>) => {
      lockChecks.count++;
      return actual.isOutcomeLocked(...args);
    },
  };
});

// Counts renders of the teams part of the rows: every render of a team line draws its crest.
const crests = vi.hoisted(() => ({ rendered: 0 }));
vi.mock('./team-crest', () => ({
  TeamCrest: () => {
    crests.rendered++;
    return null;
  },
}));

afterEach(cleanup);

const params = { match_status: [0, 1] as (0 | 1)[] };

function setup(providerStatuses: SettingsResponse['provider_statuses'] = {}) {
  const client = testQueryClient();
  const matches: Match[] = [aMatch({ id: 1 }), aMatch({ id: 2, name: 'North - South' })];
  client.setQueryData(catalogueKeys.matches('en', params), {
    data: matches,
    pagination: { total: 2, page: 1, limit: 50, last_page: 1 },
  });
  client.setQueryData(catalogueKeys.settings('en'), {
    provider_statuses: providerStatuses,
  } as SettingsResponse);
  renderWithProviders(
    <MatchesSection title="Matches" params={params} grouping="league" empty={{ title: 'None' }} />,
    client,
  );
  return client;
}

describe('EventRow in a list', () => {
  it('shows teams, the kick-off and the main market with a link to the other markets', () => {
    setup();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: '1 2.10, Home FC' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: '29 more markets for North - South' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Premier League/ })).toBeTruthy();
  });

  it('re-renders only the odds button whose price changed on a realtime tick', async () => {
    const client = setup();
    rendered.length = 0;
    crests.rendered = 0;
    act(() => {
      patchCatalogue(client, {
        type: 'markets_changed',
        data: {
          match_id: 2,
          markets: [
            {
              id: 1,
              specifier: '',
              status: 1,
              version: 2,
              outcomes: [
                { id: '1', active: true, odds: 2.1 as never },
                { id: 'X', active: true, odds: 3.4 as never },
                { id: '2', active: true, odds: 3.5 as never },
              ],
            },
          ],
        },
      });
    });
    // The query cache notifies its observers on the next macrotask.
    await screen.findByRole('button', { name: 'X 3.40, Draw, odds up' });
    expect(new Set(rendered)).toEqual(new Set([3.4]));
    // Nothing but prices changed: the row's teams (and time) are not drawn again.
    expect(crests.rendered).toBe(0);
  });

  it('locks every odds button of a provider that is switched off, and unlocks them when it is back', async () => {
    const client = setup({ betradar: false });
    expect(screen.getAllByRole('button', { name: '1, Home FC, suspended' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '1 2.10, Home FC' })).toBeNull();
    act(() => {
      patchCatalogue(client, {
        type: 'provider_status_changed',
        data: { provider: 'betradar', enabled: true },
      });
    });
    expect(await screen.findAllByRole('button', { name: '1 2.10, Home FC' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '1, Home FC, suspended' })).toBeNull();
  });

  it('re-renders no odds block when new settings switch no provider off', async () => {
    const client = setup();
    lockChecks.count = 0;
    act(() => {
      client.setQueryData(catalogueKeys.settings('en'), {
        provider_statuses: { betradar: true },
      } as SettingsResponse);
    });
    // The query cache notifies its observers on the next macrotask.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(lockChecks.count).toBe(0);
    act(() => {
      client.setQueryData(catalogueKeys.settings('en'), {
        provider_statuses: { betradar: false },
      } as SettingsResponse);
    });
    expect(await screen.findAllByRole('button', { name: '1, Home FC, suspended' })).toHaveLength(2);
    expect(lockChecks.count).toBeGreaterThan(0);
  });

  it('marks the rows that show a secondary market, which the wide layout leaves room for (not outrights)', () => {
    const client = testQueryClient();
    const matches: Match[] = [
      aMatch({ id: 1, secondary_market: aMarket({ id: 18, name: 'Total', specifier: 'total=2.5' }) }),
      aMatch({ id: 2, name: 'Premier League 2026/27', type: 'outright', home: null, away: null }),
    ];
    client.setQueryData(catalogueKeys.matches('en', params), {
      data: matches,
      pagination: { total: 2, page: 1, limit: 50, last_page: 1 },
    });
    const section = (showSecondary: boolean) => (
      <MatchesSection
        title="Matches"
        params={params}
        grouping="league"
        showSecondary={showSecondary}
        empty={{ title: 'None' }}
      />
    );
    const { rerender } = renderWithProviders(section(true), client);
    const [match, outright] = screen.getAllByRole('article');
    expect(match?.hasAttribute('data-secondary')).toBe(true);
    expect(outright?.hasAttribute('data-secondary')).toBe(false);
    rerender(section(false));
    for (const row of screen.getAllByRole('article')) expect(row.hasAttribute('data-secondary')).toBe(false);
  });
});
