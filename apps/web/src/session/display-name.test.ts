import { describe, expect, it } from 'vitest';
import { aPlayer } from '@/testing/session';
import { displayNameOf } from './display-name';

describe('displayNameOf', () => {
  it('is first plus last name, else nickname, else e-mail, else phone', () => {
    expect(displayNameOf(aPlayer({ first_name: 'Ann', last_name: 'Lee' }))).toBe('Ann Lee');
    expect(displayNameOf(aPlayer({ nickname: 'ace' }))).toBe('ace');
    expect(displayNameOf(aPlayer())).toBe('demo@sportsbook.local');
    expect(displayNameOf(aPlayer({ email: null, auth_phone_number: '+34600000000' }))).toBe('+34600000000');
  });
});
