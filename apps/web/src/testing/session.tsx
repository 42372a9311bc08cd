/**
 * Test helpers of the account feature: English texts, a fresh query cache, a player and a mocked fetch that
 * answers by method and path. Test code only.
 */
import type { User } from '@sportsbook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import account from '../../messages/en/account.json';
import help from '../../messages/en/help.json';
import payments from '../../messages/en/payments.json';
import reminders from '../../messages/en/reminders.json';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}

export function AccountProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={{ account, payments, reminders, help }} timeZone="UTC">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </NextIntlClientProvider>
  );
}

/** Renders `ui` with English account texts and `client`. */
export function renderAccount(ui: ReactElement, client: QueryClient = testQueryClient()) {
  const result = render(ui, {
    wrapper: ({ children }) => <AccountProviders client={client}>{children}</AccountProviders>,
  });
  return { ...result, client };
}

export function aPlayer(overrides: Partial<User> = {}): User {
  return {
    id: '0b9f8a2e-4d1c-4a57-9d0e-6f2a1b3c4d5e',
    email: 'demo@sportsbook.local',
    mobile_phone: null,
    auth_phone_number: null,
    first_name: null,
    last_name: null,
    nickname: null,
    language: 'en',
    currency: 'EUR',
    auth_fields_missed: [],
    statuses: [],
    country: { name: 'Spain', code: 'ES' },
    ...overrides,
  };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

type Route = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/** Stubs fetch with answers per "METHOD /path" (query string ignored); anything else is a 404. */
export function mockApi(routes: Record<string, Route>) {
  const fn = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const route = routes[key];
    return route ? route(init, url) : json({ code: 'not_found', message: key }, 404);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The JSON body a mocked fetch call sent. */
export function sentBody(call: Parameters<typeof fetch> | undefined): unknown {
  const body = call?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}
