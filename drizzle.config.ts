import { defineConfig } from 'drizzle-kit';

// drizzle-kit generates the SQL migrations in server/db/migrations from server/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
