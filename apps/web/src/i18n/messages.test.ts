import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { clientMessages, compileMessages, loadMessages, type MessageTree, mergeMessages } from './messages';

const MESSAGES_DIR = path.join(__dirname, '../../messages');

function keysOf(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('mergeMessages', () => {
  it('keeps base texts the override lacks, recursively', () => {
    const base = { a: 'A', nested: { b: 'B', c: 'C' } };
    expect(mergeMessages(base, { nested: { c: 'ce' } })).toEqual({ a: 'A', nested: { b: 'B', c: 'ce' } });
    expect(base.nested.c).toBe('C');
  });
});

describe('loadMessages', () => {
  it('loads every namespace over English and survives a missing file', async () => {
    const messages = await loadMessages('es', async (locale, namespace): Promise<MessageTree | null> => {
      if (namespace !== 'common') return null;
      return locale === 'en' ? { hello: 'Hello', bye: 'Bye' } : { hello: 'Hola' };
    });
    expect(messages.common).toEqual({ hello: 'Hola', bye: 'Bye' });
    expect(messages.search).toEqual({});
  });
});

describe('message files of the shell', () => {
  const namespaces = ['common', 'shell', 'errors', 'seo', 'info'];
  const read = (locale: string, ns: string) =>
    JSON.parse(readFileSync(path.join(MESSAGES_DIR, locale, `${ns}.json`), 'utf8')) as MessageTree;

  it.each(namespaces)('%s has the same keys in every locale', (ns) => {
    const english = keysOf(read('en', ns)).sort();
    for (const locale of LOCALES) expect(keysOf(read(locale, ns)).sort()).toEqual(english);
  });

  it('exist for every locale', () => {
    for (const locale of LOCALES)
      expect(readdirSync(path.join(MESSAGES_DIR, locale))).toEqual(
        expect.arrayContaining(namespaces.map((n) => `${n}.json`)),
      );
  });
});

describe('clientMessages', () => {
  it('leaves out the namespaces only server components read', () => {
    const all = { common: { a: 'A' }, seo: { title: 'T' }, info: { x: 'X' }, betslip: { b: 'B' } };
    expect(clientMessages(all)).toEqual({ common: { a: 'A' }, betslip: { b: 'B' } });
    expect(all.seo).toEqual({ title: 'T' });
  });
});

describe('compileMessages', () => {
  it('compiles every text and keeps the tree', () => {
    const compile = (m: string) => (m.includes('{') ? [m] : m);
    expect(compileMessages({ a: 'A', n: { b: 'Hi {name}' } }, compile)).toEqual({
      a: 'A',
      n: { b: ['Hi {name}'] },
    });
  });
});
