import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; both drivers (PGlite, pg) run the same files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
