// Plain JavaScript, like require-node-24.mjs: every entry point an operator runs (`npm start`,
// db:migrate, db:seed, backup, restore) imports it before reading any setting.

import { existsSync } from "node:fs";

// Settings from `.env` in the working directory (where README and .env.example say to write
// them). A variable already in the environment keeps its value: Node's loader never overwrites one.
if (existsSync(".env")) {
  try {
    process.loadEnvFile(".env");
  } catch (err) {
    console.error(`Berkas .env tidak dapat dibaca: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
