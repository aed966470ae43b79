import { defineConfig } from "drizzle-kit";

/** drizzle-kit writes flat `NNNN_name.sql` files that `wrangler d1 migrations apply` reads. */
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema/index.ts",
  out: "./migrations",
  strict: true,
  verbose: true,
});
