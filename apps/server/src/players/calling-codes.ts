/**
 * The country of a phone number from its calling code, for GET /player/phone's `phone_country`. A short table of
 * the markets the sportsbook's locales serve; other numbers have no country. libphonenumber would know every
 * numbering plan, but its metadata is a heavy dependency for one display field.
 */

/** Calling code -> ISO 3166 code; NANP (+1) numbers are shown as US. */
const CALLING_CODES: Readonly<Record<string, string>> = {
  '1': 'US',
  '7': 'RU',
  '30': 'GR',
  '31': 'NL',
  '32': 'BE',
  '33': 'FR',
  '34': 'ES',
  '39': 'IT',
  '44': 'GB',
  '49': 'DE',
  '51': 'PE',
  '52': 'MX',
  '54': 'AR',
  '55': 'BR',
  '56': 'CL',
  '57': 'CO',
  '81': 'JP',
  '82': 'KR',
  '351': 'PT',
  '381': 'RS',
  '382': 'ME',
};

/** The country of an E.164 number (longest matching calling code), or null. */
export function phoneCountry(e164: string): string | null {
  const digits = e164.replace(/^\+/, '');
  for (let length = 3; length >= 1; length -= 1) {
    const country = CALLING_CODES[digits.slice(0, length)];
    if (country) return country;
  }
  return null;
}
