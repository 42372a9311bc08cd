import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { catalogueKeys } from '@/lib/queries/catalogue';
import { refetchLive } from './use-catalogue-updates';

/** A client holding a match, its markets, another match and the sports tree, each fetched at its own time. */
function cached() {
  const client = new QueryClient();
  client.setQueryData(catalogueKeys.match('en', 1), { id: 1 }, { updatedAt: 1_000 });
  client.setQueryData(catalogueKeys.markets('en', 1), { data: [] }, { updatedAt: 3_000 });
  client.setQueryData(catalogueKeys.match('en', 2), { id: 2 }, { updatedAt: 1_000 });
  client.setQueryData(catalogueKeys.sports('en'), { data: [] }, { updatedAt: 1_000 });
  client.setQueryData(catalogueKeys.settings('en'), { provider_statuses: {} }, { updatedAt: 2_500 });
  return client;
}

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll({ predicate: (q) => q.state.isInvalidated })
    .map((q) => q.queryKey.slice(2, 4).join(':'));

describe('refetchLive', () => {
  it('on a match page refetches that match, its markets and the provider switches, not other matches', () => {
    const client = cached();
    refetchLive(client, 1);
    expect(stale(client).sort()).toEqual(['markets:1', 'match:1', 'settings']);
  });

  it('since a subscription began, refetches only what was fetched before it', () => {
    const client = cached();
    refetchLive(client, 1, 2_000);
    expect(stale(client)).toEqual(['match:1']);
  });

  it('on list pages refetches every live resource', () => {
    const client = cached();
    refetchLive(client, undefined, 2_000);
    expect(stale(client).sort()).toEqual(['match:1', 'match:2']);
    refetchLive(client);
    expect(stale(client).sort()).toEqual(['markets:1', 'match:1', 'match:2', 'settings']);
  });
});
