/** The name of a country in the page's language, from an ISO 3166 code (`DE` -> "Germany" / "Alemania"). */

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

export function countryNameOf(code: string | null | undefined, locale: string): string | null {
  if (!code || !COUNTRY_CODE.test(code)) return null;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase());
    // DisplayNames echoes unknown codes back; an echoed code is no name.
    return name && name.toUpperCase() !== code.toUpperCase() ? name : null;
  } catch {
    return null;
  }
}
