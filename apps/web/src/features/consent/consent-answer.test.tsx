import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from '@/lib/cookies';
import consent from '../../../messages/en/consent.json';
import { ConsentAnswer } from './consent-answer';

function renderGate(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <NextIntlClientProvider locale="en" messages={{ consent }} timeZone="UTC">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) writeCookie(name, '', { days: 0 });
  }
}

const banner = () => screen.queryByRole('region', { name: 'Your privacy' });
const tagManagerScript = () => document.querySelector('script[data-tag-manager]');

beforeEach(() => {
  clearCookies();
  delete window.dataLayer;
  tagManagerScript()?.remove();
  window.history.replaceState(null, '', '/sports?stag=aff_7&gclid=g-1');
});
afterEach(() => {
  cleanup();
  clearCookies();
});

describe('ConsentAnswer', () => {
  it('rejecting all stores the answer and nothing that tracks', async () => {
    renderGate(<ConsentAnswer consent={null} tagManagerId="GTM-TEST1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(readCookie(document.cookie, 'consent')).toBe('v1.a0.m0'));
    expect(banner()).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(readCookie(document.cookie, 'deviceId')).toBeUndefined();
    expect(readCookie(document.cookie, 'stag')).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
    expect(tagManagerScript()).toBeNull();
  });

  it('accepting all creates the data layer, the device id and the tag manager, and keeps the tags', async () => {
    renderGate(<ConsentAnswer consent={null} tagManagerId="GTM-TEST1" />);
    expect(window.dataLayer).toBeUndefined();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(tagManagerScript()).not.toBeNull());
    expect(tagManagerScript()?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1',
    );
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
    expect(readCookie(document.cookie, 'consent')).toBe('v1.a1.m1');
    expect(readCookie(document.cookie, 'deviceId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(readCookie(document.cookie, 'stag')).toBe('aff_7');
    expect(readCookie(document.cookie, 'attribution')).toBe('gclid:g-1');
  });

  it('choosing lets the visitor allow one category', async () => {
    renderGate(<ConsentAnswer consent={null} tagManagerId={null} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose' }));
    expect((screen.getByRole('checkbox', { name: /Necessary/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Marketing/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(readCookie(document.cookie, 'stag')).toBe('aff_7'));
    expect(readCookie(document.cookie, 'consent')).toBe('v1.a0.m1');
    expect(readCookie(document.cookie, 'deviceId')).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it('shows no banner once decided, and applies the stored answer', async () => {
    renderGate(<ConsentAnswer consent={{ analytics: true, marketing: false }} tagManagerId={null} />);
    await waitFor(() => expect(window.dataLayer).toEqual([]));
    expect(banner()).toBeNull();
    expect(readCookie(document.cookie, 'stag')).toBeUndefined();
  });
});
