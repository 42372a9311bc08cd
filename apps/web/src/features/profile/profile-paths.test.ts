import { describe, expect, it } from 'vitest';
import { PROFILE_PATHS, PROFILE_SECTIONS, sectionOf } from './profile-paths';

describe('sectionOf', () => {
  it('finds every section by its own path', () => {
    for (const section of PROFILE_SECTIONS) {
      const segments = PROFILE_PATHS[section].split('/').slice(3);
      expect(sectionOf(segments)).toEqual({ section, deposit: false });
    }
  });
  it('opens the wallet with the deposit for the payment path, and nothing else', () => {
    expect(sectionOf(['wallet', 'deposit'])).toEqual({ section: 'wallet', deposit: true });
    expect(sectionOf(['wallet', 'nope'])).toBeNull();
    expect(sectionOf(['info'])).toBeNull();
  });
});
