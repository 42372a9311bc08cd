import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { catalogueKeys } from '@/lib/queries/catalogue';
import { playerKeys } from '@/lib/queries/player';
import { useDepositDialog } from '@/session/deposit-dialog-store';
import { aPlayer, renderAccount, testQueryClient } from '@/testing/session';
import { aSettings } from '@/testing/slip';
import { DEPOSIT_REMINDER_COOKIE, SIGN_UP_REMINDER_KEY } from './reminder-rules';
import { Reminders } from './reminders';

afterEach(() => {
  cleanup();
  writeCookie(DEPOSIT_REMINDER_COOKIE, '', { days: 0 });
  sessionStorage.clear();
  useDepositDialog.setState({ open: false, amount: null, method: null, auto: false });
});

function world(player: ReturnType<typeof aPlayer> | null) {
  const client = testQueryClient();
  client.setQueryData(
    catalogueKeys.settings('en'),
    aSettings({
      deposit_reminder: { show_deposit_reminder: true, player_group_id: null, remind_after: 1 },
      sign_up_reminder_seconds: 1,
    }),
  );
  client.setQueryData(playerKeys.me(), player);
  client.setQueryData(playerKeys.accounts(), { data: [] });
  return client;
}

const depositReminder = () => screen.queryByRole('region', { name: 'Ready for your first bet?' });
const signUpReminder = () => screen.queryByRole('region', { name: 'Bet with an account' });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Reminders', () => {
  it('reminds a player to deposit after remind_after, once: its cookie keeps it away after a reload', async () => {
    renderAccount(<Reminders />, world(aPlayer()));
    expect(depositReminder()).toBeNull();
    await waitFor(() => expect(depositReminder()).not.toBeNull(), { timeout: 3_000 });
    expect(signUpReminder()).toBeNull();
    expect(document.cookie).toContain(`${DEPOSIT_REMINDER_COOKIE}=1`);

    cleanup();
    renderAccount(<Reminders />, world(aPlayer()));
    await wait(1_500);
    expect(depositReminder()).toBeNull();
  });

  it('counts the reminder as shown without showing it while the player is already in the cashier', async () => {
    useDepositDialog.setState({ open: true });
    renderAccount(<Reminders />, world(aPlayer()));
    await waitFor(() => expect(document.cookie).toContain(`${DEPOSIT_REMINDER_COOKIE}=1`), {
      timeout: 3_000,
    });
    expect(depositReminder()).toBeNull();
  });

  it('reminds a visitor to sign up, once a session', async () => {
    renderAccount(<Reminders />, world(null));
    await waitFor(() => expect(signUpReminder()).not.toBeNull(), { timeout: 3_000 });
    expect(depositReminder()).toBeNull();
    expect(sessionStorage.getItem(SIGN_UP_REMINDER_KEY)).toBe('1');

    cleanup();
    renderAccount(<Reminders />, world(null));
    await wait(1_500);
    expect(signUpReminder()).toBeNull();
  });
});
