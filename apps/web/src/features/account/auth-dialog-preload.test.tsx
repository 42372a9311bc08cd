import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerKeys } from '@/lib/queries/player';
import { aPlayer, renderAccount, testQueryClient } from '@/testing/session';
import { AuthDialogPreload } from './auth-dialog-preload';

// The dialog's chunk: counted when it is loaded.
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./auth-dialog', () => {
  loaded.count++;
  return { AuthDialog: () => null };
});

afterEach(cleanup);

function renderPreload(when: boolean, player: ReturnType<typeof aPlayer> | null) {
  const client = testQueryClient();
  client.setQueryData(playerKeys.me(), player);
  client.setQueryData(playerKeys.accounts(), { data: [] });
  renderAccount(<AuthDialogPreload when={when} />, client);
}

const idle = () => new Promise((resolve) => setTimeout(resolve, 1200));

// One file, one module registry: the order matters (the chunk, once loaded, stays loaded).
describe('AuthDialogPreload (feature flags sign_in_iframe_preloader, sign_up_iframe_preloader)', () => {
  it('loads nothing with the flags off', async () => {
    renderPreload(false, null);
    await idle();
    expect(loaded.count).toBe(0);
  });

  it('loads nothing for a signed-in player, who has no use for the dialog', async () => {
    renderPreload(true, aPlayer());
    await idle();
    expect(loaded.count).toBe(0);
  });

  it("loads the dialog's chunk once the page is idle, for a visitor, with a flag on", async () => {
    renderPreload(true, null);
    await waitFor(() => expect(loaded.count).toBe(1), { timeout: 3000 });
  });
});
