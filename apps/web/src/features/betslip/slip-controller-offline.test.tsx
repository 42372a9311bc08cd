/** SlipController when the slip's engine cannot be fetched (offline right after the page loaded). */
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pick, renderSlip, slipQueryClient } from '@/testing/slip';
import { SlipController } from './slip-controller';
import { resetSlipStore, toggleSelection, useSlipStore } from './slip-store';

const showAlert = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/alerts', () => ({ showAlert }));
vi.mock('@/session/session', () => ({
  useSession: () => ({ isLoggedIn: false, status: 'not_logged_in', player: null, account: null }),
  requestSignIn: vi.fn(),
}));
// The engine's chunk does not come.
vi.mock('./slip-sync', () => {
  throw new Error('Failed to load chunk');
});

beforeEach(() => resetSlipStore());
afterEach(cleanup);

describe('SlipController without its engine', () => {
  it('tells a bettor whose pick waited for the engine to reload the page, and changes nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSlip(<SlipController />, slipQueryClient());
    toggleSelection(pick(1));
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        title: 'The bet slip could not load',
        description: 'Reload the page to pick odds and place bets.',
        variant: 'error',
      }),
    );
    expect(useSlipStore.getState().ticket.selectedOutcomeIds).toEqual([]);
  });
});
