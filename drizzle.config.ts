import { defineConfig } from 'drizzle-kit';

// drizzle-kit generates the SQL migrations in server/db/migrations from the tables in server/db/schema/ (one file per area).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema',
  out: './server/db/migrations',
});
