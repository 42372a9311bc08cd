import { describe, expect, it } from 'vitest';
import { depositReminderDelay, signUpReminderDelay } from './reminder-rules';

const on = { show_deposit_reminder: true, player_group_id: null, remind_after: null };
const player = (...ids: string[]) => ({ statuses: ids.map((id) => ({ id })) });

describe('the deposit reminder', () => {
  it('comes after the spec’s 10 s, or remind_after seconds, for a signed-in player', () => {
    expect(depositReminderDelay(on, player('confirmed'), false)).toBe(10_000);
    expect(depositReminderDelay({ ...on, remind_after: 3 }, player(), false)).toBe(3_000);
  });

  it('does not come when switched off, for a visitor, or once its cookie says it came', () => {
    expect(depositReminderDelay({ ...on, show_deposit_reminder: false }, player(), false)).toBeNull();
    expect(depositReminderDelay(on, null, false)).toBeNull();
    expect(depositReminderDelay(on, player(), true)).toBeNull();
  });

  it('comes only to the configured player group when one is set', () => {
    const vip = { ...on, player_group_id: 'vip' };
    expect(depositReminderDelay(vip, player('confirmed'), false)).toBeNull();
    expect(depositReminderDelay(vip, player('confirmed', 'vip'), false)).toBe(10_000);
  });
});

describe('the sign-up reminder', () => {
  it('comes after its seconds to a signed-out visitor, once a session', () => {
    expect(signUpReminderDelay(30, true, false)).toBe(30_000);
    expect(signUpReminderDelay(30, true, true)).toBeNull();
  });

  it('does not come without a delay configured or to a player', () => {
    expect(signUpReminderDelay(null, true, false)).toBeNull();
    expect(signUpReminderDelay(30, false, false)).toBeNull();
  });
});
