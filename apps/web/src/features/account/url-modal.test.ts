import { describe, expect, it } from 'vitest';
import { formOfModal, parseModalName, readUrlModal } from './url-modal';

describe('readUrlModal', () => {
  it('opens the form a fragment names and drops the fragment, keeping the query', () => {
    expect(readUrlModal({ search: '?sport=1', hash: '#sign-in' })).toEqual({
      form: 'sign-in',
      token: null,
      search: '?sport=1',
      hash: '',
    });
    expect(readUrlModal({ search: '', hash: '#password-new' })?.form).toBe('password-new');
  });

  it('opens the form of ?modal= and drops only that parameter', () => {
    expect(readUrlModal({ search: '?a=1&modal=sign-up&b=2', hash: '#top' })).toEqual({
      form: 'sign-up',
      token: null,
      search: '?a=1&b=2',
      hash: '#top',
    });
  });

  it('takes the mail tokens: reset, confirmation, unlock', () => {
    expect(readUrlModal({ search: '?reset_password_token=abcdefghijklmnop', hash: '' })).toEqual({
      form: 'password-edit',
      token: 'abcdefghijklmnop',
      search: '',
      hash: '',
    });
    expect(readUrlModal({ search: '?confirmation_token=tok', hash: '' })).toMatchObject({
      form: 'confirmation',
      token: 'tok',
    });
    // The unlock mail links to /?unlock_token=...#unlock: both go.
    expect(readUrlModal({ search: '?unlock_token=tok&x=1', hash: '#unlock' })).toEqual({
      form: 'unlock',
      token: 'tok',
      search: '?x=1',
      hash: '',
    });
  });

  it('offers to resend the mail when confirmation or unlock come without a token', () => {
    expect(readUrlModal({ search: '?modal=confirmation', hash: '' })?.form).toBe('confirmation-resend');
    expect(readUrlModal({ search: '', hash: '#unlock' })?.form).toBe('unlock-resend');
  });

  it('leaves URLs alone that ask for nothing it knows', () => {
    expect(readUrlModal({ search: '', hash: '' })).toBeNull();
    expect(readUrlModal({ search: '?modal=betBuilder', hash: '#betBuilder' })).toBeNull();
    expect(readUrlModal({ search: '?page=2', hash: '#matches' })).toBeNull();
    expect(readUrlModal({ search: '?modal=%E0', hash: '#%E0%A4%A' })).toBeNull();
  });

  it('reads the names in the other spellings hosts use', () => {
    expect(parseModalName('sign_in')).toBe('sign-in');
    expect(parseModalName(' Password_Edit ')).toBe('password-edit');
    expect(parseModalName('deposit')).toBeNull();
    expect(formOfModal('password-edit', null)).toBe('password-edit');
  });
});
