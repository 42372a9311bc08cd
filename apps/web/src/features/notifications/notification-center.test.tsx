import type { Notification } from '@sportsbook/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '@/components/ui/alerts';
import { json, mockApi, sentBody, testQueryClient } from '@/testing/session';
import notifications from '../../../messages/en/notifications.json';
import NotificationCenter from './notification-center';

const realtime = vi.hoisted(() => ({ handlers: new Map<string, (data: unknown) => void>() }));
vi.mock('@/lib/realtime/connection', () => ({
  useSubscription: (channel: string | null, onPublication: (data: unknown) => void) => {
    if (channel) realtime.handlers.set(channel, onPublication);
  },
}));

const N = '/api/v2/notifications';

const note = (i: number, read = false): Notification => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  title: `Title ${i}`,
  body: `Body ${i}`,
  caption: '€1.00',
  type: 'bet_won',
  object_type: 'bet',
  object_id: `bet-${i}`,
  read,
  created_at: '2026-11-27T18:00:00.000Z',
});

const page = (data: Notification[], p: number, last: number) => ({
  data,
  pagination: { total: 12, page: p, limit: 10, last_page: last },
});

function renderCenter() {
  document.body.innerHTML = '<span id="header-notifications"></span>';
  render(
    <NextIntlClientProvider locale="en" messages={{ notifications }} timeZone="UTC">
      <QueryClientProvider client={testQueryClient()}>
        <NotificationCenter playerId="p1" />
      </QueryClientProvider>
    </NextIntlClientProvider>,
    { container: document.body.appendChild(document.createElement('div')) },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the notification center', () => {
  it('puts the bell with the unread count in the header slot and follows unread_counters_changed', async () => {
    mockApi({ [`GET ${N}/counters`]: () => json({ unread: 2 }) });
    renderCenter();
    const bell = await screen.findByRole('button', { name: 'Notifications: 2 unread notifications' });
    expect(document.getElementById('header-notifications')?.contains(bell)).toBe(true);
    act(() => realtime.handlers.get('$user:p1')?.({ type: 'unread_counters_changed', data: { unread: 0 } }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('shows a new notification as an alert', async () => {
    mockApi({ [`GET ${N}/counters`]: () => json({ unread: 0 }) });
    renderCenter();
    await screen.findByRole('button', { name: 'Notifications' });
    act(() => realtime.handlers.get('$user:p1')?.({ type: 'notification', data: note(1) }));
    expect(useAlertStore.getState().current).toMatchObject({ title: 'Title 1', description: 'Body 1' });
  });

  it('lists pages, marks the shown unread ones read on open, and marks all read', async () => {
    const fetch = mockApi({
      [`GET ${N}/counters`]: () => json({ unread: 2 }),
      [`GET ${N}`]: (_init, url) =>
        json(url.includes('page=2') ? page([note(3, true)], 2, 2) : page([note(1), note(2, true)], 1, 2)),
      [`POST ${N}/read`]: () => json({ updated: 1, unread: 0 }),
      [`POST ${N}/read-all`]: () => json({ updated: 0, unread: 0 }),
    });
    renderCenter();
    fireEvent.click(await screen.findByRole('button', { name: /^Notifications: 2 unread/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await screen.findByText('Title 1')).toBeTruthy();
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u, i]) => String(u).endsWith(`${N}/read`) && i?.method === 'POST')).toBe(
        true,
      ),
    );
    const read = fetch.mock.calls.find(([u]) => String(u).endsWith(`${N}/read`));
    expect(sentBody(read)).toEqual({ ids: [note(1).id] });
    // The answer's count: the bell (hidden behind the modal panel) shows none.
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Title 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u).endsWith(`${N}/read-all`))).toBe(true),
    );
    expect(panel).toBeTruthy();
  });

  it('says so when there is nothing, and when the list fails', async () => {
    mockApi({
      [`GET ${N}/counters`]: () => json({ unread: 0 }),
      [`GET ${N}`]: () => json(page([], 1, 1)),
    });
    renderCenter();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    cleanup();
    mockApi({
      [`GET ${N}/counters`]: () => json({ unread: 0 }),
      [`GET ${N}`]: () => json({ code: 'x', message: 'x' }, 503),
    });
    renderCenter();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('could not be loaded'),
    );
  });
});
