/** The inverse of the query parsers: turns a parsed query object back into a URL query string. */

type QueryValue = string | number | boolean | Date | readonly (string | number)[] | null | undefined;

function encode(value: Exclude<QueryValue, null | undefined>): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return value.join(',');
  return String(value);
}

/**
 * Serialises a parsed query (the output type of a query schema) into `a=1&b=x,y` without a leading `?`: lists
 * are comma-joined, dates are ISO strings, booleans are true/false, undefined and null are left out. Parsing the
 * result with the same schema gives the original object back.
 */
export function toQueryString(query: Readonly<Record<string, QueryValue>>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(encode(value))}`);
  }
  return parts.join('&');
}
