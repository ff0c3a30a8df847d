import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { body } from "../../tests/support/forms.ts";
import { describeEachDialect } from "../../tests/support/test-app.ts";
import { type OldSite, startOldSite } from "../../tests/support/wordpress-export.ts";
import { runImportFromCommandLine } from "./command-line.ts";

describeEachDialect("the command line imports while the server runs", (use) => {
  let site: OldSite;
  beforeAll(async () => {
    site = await startOldSite();
  });
  afterAll(() => site.stop());
  afterEach(() => {
    vi.useRealTimers();
  });

  const exportFile = () => {
    const file = join(use().dataDir, `ekspor-${Math.random().toString(36).slice(2)}.xml`);
    writeFileSync(file, site.wxr());
    return file;
  };
  const title = async () =>
    (await body(await use().call("GET", "/api/informasi/slug/grebeg-syawal"))).judul;

  it("visitors of the running server see the imported change without a restart", async () => {
    const first = await runImportFromCommandLine(
      use().deps,
      { file: exportFile(), "documentation-category": ["Kegiatan"] },
      { log: () => {}, error: () => {} },
    );
    expect(first).toBe(0);
    // Public answers are also made afresh each wall-clock minute: the clock stands still here, so
    // only the import's announcement can make the server answer anew.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    // A visitor's read is now kept in the server's memory, under the current content version.
    expect(await title()).toBe("Grebeg Syawal & Panjang Jimat");
    expect(await title()).toBe("Grebeg Syawal & Panjang Jimat");

    // The operator runs `npm run import:wordpress` as its own process on the same database.
    site.change({ grebegTitle: "Grebeg Syawal 1445 H" });
    const { stdout } = await promisify(execFile)(
      "npm",
      [
        "run",
        "--silent",
        "import:wordpress",
        "--",
        "--file",
        exportFile(),
        "--documentation-category",
        "Kegiatan",
      ],
      {
        env: {
          ...process.env,
          DATA_DIR: use().dataDir,
          DATABASE_URL: use().deps.config.DATABASE_URL ?? "",
        },
        timeout: 90_000,
      },
    );
    expect(stdout).toContain("0 dibuat, 1 diperbarui, 4 tidak berubah");

    // The running server heard of it (PostgreSQL: NOTIFY; SQLite: the data folder's signal).
    await expect.poll(title, { timeout: 20_000 }).toBe("Grebeg Syawal 1445 H");
  }, 120_000);
});
