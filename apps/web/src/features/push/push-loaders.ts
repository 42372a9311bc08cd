/**
 * Each push service's official loader (site settings `pushNotifications`: type, appId). OneSignal's Web SDK v16 as
 * its install guide writes it: the `OneSignalDeferred` queue, a callback that calls `OneSignal.init({ appId })`,
 * then the page SDK, deferred. The sandbox (public/sandbox-push.js) speaks the same interface under its own names,
 * so the loader and what reads the subscription run the same for both.
 */
import type { PushSettings } from '@sportsbook/contract/site';

/** The sandbox prompt's texts, from the `siteswitches.push` messages. */
export interface SandboxPushLabels {
  title: string;
  body: string;
  allow: string;
  later: string;
}

/** What of the SDK the app reads: OneSignal v16's `User.PushSubscription`. */
export interface PushSdk {
  init(options: Record<string, unknown>): Promise<void>;
  User: {
    PushSubscription: {
      id?: string | null;
      addEventListener(type: 'change', listener: (event: { current: { id?: string | null } }) => void): void;
    };
  };
}

export interface PushLoader {
  /** The script to add to the page. */
  src: string;
  /** The global queue of callbacks the script runs with the SDK once it has loaded. */
  queue: 'OneSignalDeferred' | 'SandboxPushDeferred';
  /** What `init` is called with. */
  options: Record<string, unknown>;
}

/** The loader of `push`; `labels` are the sandbox prompt's texts. */
export function pushLoader(push: PushSettings, labels: SandboxPushLabels): PushLoader {
  switch (push.type) {
    case 'sandbox':
      return {
        src: '/sandbox-push.js',
        queue: 'SandboxPushDeferred',
        options: { appId: push.appId, labels },
      };
    case 'onesignal':
      return {
        src: 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js',
        queue: 'OneSignalDeferred',
        options: { appId: push.appId },
      };
  }
}

/**
 * Queues the SDK's start with `loader` (the script runs the queue once it has loaded, or at once when it already
 * has) and hands every subscription id it reports, now and on each change, to `onSubscription`.
 */
export function queuePushStart(
  global: Record<string, unknown>,
  loader: PushLoader,
  onSubscription: (id: string) => void,
): void {
  global[loader.queue] ??= [];
  const queue = global[loader.queue] as { push(callback: (sdk: PushSdk) => unknown): void };
  queue.push(async (sdk) => {
    const subscription = sdk.User.PushSubscription;
    subscription.addEventListener('change', (event) => {
      if (event.current.id) onSubscription(event.current.id);
    });
    await sdk.init(loader.options);
    if (subscription.id) onSubscription(subscription.id);
  });
}
