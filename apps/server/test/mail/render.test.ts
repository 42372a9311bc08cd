/** Mails in the player's locale: every locale has its own words for every message, English is the fallback. */
import { LOCALES } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../src/mail/render.js';
import { MAIL_WORDS } from '../../src/mail/words.js';

const WEB = 'https://sportsbook.example/sports';
const TEMPLATES = ['confirmation', 'reset_password', 'unlock', 'sign_up_attempt', 'phone_code'] as const;

describe('renderMessage', () => {
  it('writes each message in the locale it was queued in, with its link', () => {
    const mail = renderMessage({ template: 'confirmation', locale: 'ko', data: { token: 'a b' } }, WEB);
    expect(mail.subject).toBe('이메일 주소를 확인해 주세요');
    expect(mail.links).toEqual([
      { label: '이메일 확인하기', href: `${WEB}/users/confirmation?confirmation_token=a%20b` },
    ]);
    expect(
      renderMessage({ template: 'unlock', locale: 'he', data: { token: 't' } }, WEB).links[0]?.href,
    ).toBe(`${WEB}/?unlock_token=t#unlock`);
  });

  it('fills the code of an SMS in the text of its locale', () => {
    const sms = renderMessage({ template: 'phone_code', locale: 'ar', data: { code: '123456' } }, WEB);
    expect(sms.text).toBe('رمز التحقق الخاص بك هو 123456. تنتهي صلاحيته خلال 10 دقائق.');
    expect(sms.links).toEqual([]);
  });

  it('reads English for a locale it has no words for, however it is spelled', () => {
    for (const locale of ['fr', '', 'constructor', '__proto__', undefined]) {
      const mail = renderMessage({ template: 'reset_password', locale, data: { token: 't' } }, WEB);
      expect(mail.subject).toBe('Reset your password');
    }
  });

  it('gives no link once the token was scrubbed after delivery', () => {
    expect(renderMessage({ template: 'reset_password', locale: 'ja', data: {} }, WEB).links).toEqual([]);
  });
});

describe('MAIL_WORDS', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s has its own words for every message', (locale) => {
    for (const template of TEMPLATES) {
      const own = MAIL_WORDS[locale][template];
      const english = MAIL_WORDS.en[template];
      expect(own.subject, `${locale} ${template}`).not.toBe(english.subject);
      expect(own.text, `${locale} ${template}`).not.toBe(english.text);
      if (english.link !== '') expect(own.link, `${locale} ${template}`).not.toBe(english.link);
      expect(own.text.includes('{code}')).toBe(english.text.includes('{code}'));
    }
  });
});
