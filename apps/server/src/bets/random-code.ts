/** Short random codes for people to read and type: base32 (RFC 4648: A-Z, 2-7), no 0/O or 1/I to confuse. */
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** `length` base32 characters, 5 random bits each (8 characters: 40 bits, a trillion codes). */
export function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let code = '';
  // Each byte's low 5 bits pick a letter: 256 is a multiple of 32, so every letter is equally likely.
  for (const byte of bytes) code += ALPHABET[byte & 31];
  return code;
}
