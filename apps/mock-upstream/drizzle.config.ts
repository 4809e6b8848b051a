import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations to ./drizzle; they are committed and applied at start-up. */
export default defineConfig({
  dialect: 'sqlite',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-games.ts',
    './src/db/schema-play.ts',
    './src/db/schema-live.ts',
    './src/db/schema-money.ts',
    './src/db/schema-audit.ts',
    './src/db/schema-feed.ts',
    './src/db/schema-agent.ts',
    './src/db/schema-rewards.ts',
    './src/db/schema-lottery.ts',
    './src/db/schema-service.ts',
    './src/db/schema-chat.ts',
    './src/db/schema-content.ts',
    './src/db/schema-profile.ts',
    './src/db/schema-responsible.ts',
  ],
  out: './drizzle',
});
