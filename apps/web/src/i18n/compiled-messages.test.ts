/**
 * Every text of every locale reads the same precompiled (what the app serves: request.ts compiles the messages,
 * next.config.ts gives use-intl its formatter of compiled messages) as it does from the ICU source: each message
 * through use-intl's formatter of compiled messages against its full ICU formatter, with numbers (plural forms)
 * and words (select branches) as arguments.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import formatSource from 'use-intl/format-message';
import formatCompiled from 'use-intl/format-message/format-only';
import { describe, expect, it } from 'vitest';
import { type CompiledTree, compileMessages, type MessageTree } from './messages';

const MESSAGES_DIR = path.join(__dirname, '../../messages');

/** [dotted key, message] of every leaf. */
function leavesOf(tree: MessageTree | CompiledTree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? leavesOf(value as CompiledTree, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/** Every argument a message names (`{name}`, `{count, plural, ...}`), all read as `value`. */
function argumentsOf(message: string, value: number | string): Record<string, number | string> {
  return Object.fromEntries([...message.matchAll(/\{\s*(\w+)/g)].map((m) => [m[1], value]));
}

type Format = (key: string, message: unknown, values: unknown, config: unknown) => unknown;

describe('precompiled messages', () => {
  for (const locale of readdirSync(MESSAGES_DIR)) {
    it(`read as their ICU source in ${locale}`, () => {
      const messages: MessageTree = {};
      for (const file of readdirSync(path.join(MESSAGES_DIR, locale)))
        messages[file.replace(/\.json$/, '')] = JSON.parse(
          readFileSync(path.join(MESSAGES_DIR, locale, file), 'utf8'),
        ) as MessageTree;
      const source = leavesOf(messages);
      const tree = compileMessages(messages, compile);
      // The server hands them to the client provider: only plain objects and arrays survive that.
      const isPlain = (value: unknown): boolean =>
        typeof value !== 'object' ||
        value === null ||
        (Array.isArray(value)
          ? value.every(isPlain)
          : Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isPlain));
      expect(isPlain(tree)).toBe(true);
      const compiled = new Map(leavesOf(tree));
      expect(source.length).toBeGreaterThan(100);
      const cache = _createCache();
      const config = { cache, formatters: _createIntlFormatters(cache), locale, timeZone: 'UTC' };
      for (const value of [0, 1, 2, 5, 'x']) {
        for (const [key, message] of source) {
          const values = argumentsOf(message as string, value);
          const expected = (formatSource as unknown as Format)(key, message, values, config);
          const actual = (formatCompiled as unknown as Format)(key, compiled.get(key), values, config);
          expect({ key, text: actual }).toEqual({ key, text: expected });
        }
      }
    });
  }
});
