import { defineConfig } from 'drizzle-kit';

// drizzle-kit generates the SQL migrations in server/db/migrations from the tables each module declares in its
// schema.ts, gathered by server/db/schema/index.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema',
  out: './server/db/migrations',
});
