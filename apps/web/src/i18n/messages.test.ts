import { describe, expect, it } from 'vitest';
import { clientMessages, compileMessages, loadMessages, type MessageTree, mergeMessages } from './messages';

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

describe('clientMessages', () => {
  it('leaves out the namespaces only server components read', () => {
    const all = { common: { a: 'A' }, seo: { title: 'T' }, info: { x: 'X' }, betslip: { b: 'B' } };
    expect(clientMessages(all)).toEqual({ common: { a: 'A' }, betslip: { b: 'B' } });
    expect(all.seo).toEqual({ title: 'T' });
  });

  it('leaves out the help pages’ texts but keeps the links to them', () => {
    const help = { links: { terms: 'Terms' }, terms: { title: 'T' }, center: { title: 'C' } };
    const all = { common: { a: 'A' }, help };
    expect(clientMessages(all)).toEqual({ common: { a: 'A' }, help: { links: { terms: 'Terms' } } });
    expect(all.help).toBe(help);
    expect(help.terms).toEqual({ title: 'T' });
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
