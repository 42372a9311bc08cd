import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { playerKeys } from '@/lib/queries/player';
import { aPlayer, json, mockApi, sentBody, testQueryClient } from '@/testing/session';
import siteswitches from '../../../messages/en/siteswitches.json';
import type { PushSdk } from './push-loaders';
import { PushWidget, type PushWidgetProps } from './push-widget';

const SANDBOX = { type: 'sandbox', appId: '0b7f3c1e-2d4a-4f6b-9c8d-1e2f3a4b5c6d' } as const;
const global = window as unknown as Record<string, unknown>;

afterEach(() => {
  cleanup();
  document.getElementById('push-sdk')?.remove();
  delete global.SandboxPushDeferred;
  delete global.OneSignalDeferred;
});

function renderWidget(props: PushWidgetProps, signedIn: boolean) {
  const client = testQueryClient();
  client.setQueryData(playerKeys.me(), signedIn ? aPlayer() : null);
  client.setQueryData(playerKeys.accounts(), { data: [] });
  return render(
    <NextIntlClientProvider locale="en" messages={{ siteswitches }} timeZone="UTC">
      <QueryClientProvider client={client}>
        <PushWidget {...props} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

/** Runs the queued callbacks as the SDK does once loaded, with a subscription that has `id`. */
async function runSdk(queue: string, id: string | null) {
  const listeners: ((event: { current: { id?: string | null } }) => void)[] = [];
  const inits: unknown[] = [];
  const sdk: PushSdk = {
    init: async (options) => {
      inits.push(options);
    },
    User: { PushSubscription: { id, addEventListener: (_type, listener) => listeners.push(listener) } },
  };
  await act(async () => {
    for (const callback of global[queue] as ((sdk: PushSdk) => Promise<void>)[]) await callback(sdk);
  });
  return {
    inits,
    change: (next: string) =>
      act(() => {
        for (const listener of listeners) listener({ current: { id: next } });
      }),
  };
}

describe('PushWidget', () => {
  it('loads nothing before analytics consent', () => {
    mockApi({});
    renderWidget({ push: SANDBOX, consent: null }, true);
    renderWidget({ push: SANDBOX, consent: { analytics: false, marketing: true } }, true);
    expect(document.getElementById('push-sdk')).toBeNull();
    expect(global.SandboxPushDeferred).toBeUndefined();
  });

  it("loads the sandbox after consent and saves its subscription as the player's, once per id", async () => {
    const fetchMock = mockApi({ 'POST /api/v2/settings': () => json({}) });
    renderWidget({ push: SANDBOX, consent: { analytics: true, marketing: false } }, true);
    expect(document.getElementById('push-sdk')?.getAttribute('src')).toBe('/sandbox-push.js');
    const { inits, change } = await runSdk('SandboxPushDeferred', 'sub-1');
    expect(inits).toEqual([{ appId: SANDBOX.appId, labels: siteswitches.push }]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ one_signal_push_notification_subscription: 'sub-1' });
    await change('sub-1');
    await change('sub-2');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBody(fetchMock.mock.calls[1])).toEqual({ one_signal_push_notification_subscription: 'sub-2' });
  });

  it("starts OneSignal's v16 SDK with the app id, and sends nothing for a visitor", async () => {
    const fetchMock = mockApi({});
    renderWidget(
      { push: { type: 'onesignal', appId: SANDBOX.appId }, consent: { analytics: true, marketing: false } },
      false,
    );
    expect(document.getElementById('push-sdk')?.getAttribute('src')).toBe(
      'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js',
    );
    const { inits } = await runSdk('OneSignalDeferred', 'os-sub');
    expect(inits).toEqual([{ appId: SANDBOX.appId }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
