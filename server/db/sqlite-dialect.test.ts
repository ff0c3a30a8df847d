import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase } from "./create-database.ts";

const createDatabaseUrl = pathToFileURL(resolve("server/db/create-database.ts")).href;

/**
 * Another server process (a second worker) on the same file: a transaction that reads the
 * counter, says so, waits half a second, then writes it; it prints how that ended.
 */
const OTHER_PROCESS = `
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { createDatabase } from ${JSON.stringify(createDatabaseUrl)};
const { db } = createDatabase({ DATA_DIR: process.argv[1] });
try {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql\`select n from teller\`.execute(trx);
    console.log("read " + rows[0].n);
    await new Promise((r) => setTimeout(r, 500));
    await sql\`update teller set n = n + 1\`.execute(trx);
  });
  console.log("committed");
} catch (err) {
  console.log("failed " + err.code + " " + err.message);
}
await db.destroy();
`;

/** A worker starting: it says so, opens the database and writes a row; it prints how that ended. */
const STARTING_WORKER = `
import { sql } from "kysely";
import { createDatabase } from ${JSON.stringify(createDatabaseUrl)};
console.log("opening");
try {
  const { db } = createDatabase({ DATA_DIR: process.argv[1] });
  await sql\`insert into teller (n) values (1)\`.execute(db);
  await db.destroy();
  console.log("written");
} catch (err) {
  console.log("failed " + err.message);
}
`;

describe("SQLite written by two processes (WORKERS > 1)", () => {
  let dataDir = "";
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("a transaction that read before another process wrote still commits its own write", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "keraton-two-writers-"));
    const { db } = createDatabase({ DATA_DIR: dataDir });
    await sql`create table teller (n integer not null)`.execute(db);
    await sql`insert into teller (n) values (0)`.execute(db);

    const other = spawn(process.execPath, ["--input-type=module", "-e", OTHER_PROCESS, dataDir], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    const hasRead = new Promise<void>((resolveRead) => {
      other.stdout.on("data", (chunk) => {
        output += chunk;
        if (output.includes("read")) resolveRead();
      });
    });
    const exited = new Promise((ok) => other.once("exit", ok));
    await hasRead;
    // This process writes while the other's transaction is open.
    await sql`update teller set n = n + 10`.execute(db);
    await exited;

    expect(output).toContain("committed");
    const { rows } = await sql<{ n: number }>`select n from teller`.execute(db);
    expect(rows[0]?.n).toBe(11);
    await db.destroy();
  });

  it("a worker opening the file while another process holds its lock waits for it, then writes", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "keraton-opening-worker-"));
    const { db } = createDatabase({ DATA_DIR: dataDir });
    await sql`create table teller (n integer not null)`.execute(db);
    await db.destroy();
    // Another worker of a first start, rebuilding the WAL index the primary left: the file is
    // locked for a moment, as it is here for longer.
    const holder = new DatabaseSync(join(dataDir, "keraton.db"));
    holder.exec("PRAGMA locking_mode = EXCLUSIVE");
    holder.exec("BEGIN EXCLUSIVE");
    holder.exec("insert into teller (n) values (0)");

    const worker = spawn(
      process.execPath,
      ["--input-type=module", "-e", STARTING_WORKER, dataDir],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    worker.stdout.on("data", (chunk) => {
      output += chunk;
      if (!output.includes("opening") || !holder.isOpen) return;
      setTimeout(() => {
        holder.exec("COMMIT");
        holder.close();
      }, 300);
    });
    await new Promise((ok) => worker.once("exit", ok));

    expect(output).toContain("written");
    const again = createDatabase({ DATA_DIR: dataDir }).db;
    const { rows } = await sql<{ n: number }>`select n from teller order by n`.execute(again);
    expect(rows.map((r) => r.n)).toEqual([0, 1]);
    await again.destroy();
  });
});
