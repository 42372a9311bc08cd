/** drizzle-kit: `npm run db:generate` writes SQL migrations into drizzle/ from src/db/schema. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
