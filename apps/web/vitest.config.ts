/**
 * Unit and component tests (`*.test.ts(x)` beside the code), in jsdom. Next-specific modules are not needed:
 * tests cover the pure modules and the client components that do not depend on the Next router.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': path.join(here, 'src') } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
