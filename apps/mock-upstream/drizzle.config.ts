import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations to ./drizzle; they are committed and applied at start-up. */
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
