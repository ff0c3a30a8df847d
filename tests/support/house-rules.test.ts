import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

/**
 * `npm run lint` keeps the house rules (docs/decisions/050-house-rules-checked.md). It runs here
 * on a small house made in a temporary folder with the project's own lint configuration: clean,
 * it passes; each wrong import or stray query makes it fail, naming the rule.
 */
const CONFIG = ["package.json", "biome.json", ".dependency-cruiser.cjs", "tsconfig.json", "lint"];

const CLEAN_HOUSE: Record<string, string> = {
  "common/dates.ts": `export const today = (): string => "2026-11-26";\n`,
  "app/root.tsx": `import { today } from "@common/dates.ts";\n\nexport const Root = () => <p>{today()}</p>;\n`,
  "server/db/create-database.ts": `import type { Kysely } from "kysely";\n\nexport type Db = Kysely<{ things: { id: number } }>;\n`,
  "server/things/things.repository.ts": `import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";

export const countThings = (db: Db) =>
  db.selectFrom("things").select(sql<number>\`count(*)\`.as("n")).executeTakeFirst();
`,
  "server/things/things.service.ts": `import type { Db } from "../db/create-database.ts";
import { countThings } from "./things.repository.ts";

export const howManyThings = (db: Db) => countThings(db);
`,
  "server/pages/site-data.ts": `import type { Db } from "../db/create-database.ts";
import { howManyThings } from "../things/things.service.ts";

export const siteData = (db: Db) => ({ count: () => howManyThings(db) });
`,
  "server/pages/ssr-entry.ts": `import { Root } from "../../app/root.tsx";\n\nexport const entry = Root;\n`,
};

let house: string;

function writeHouse(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(house, path)), { recursive: true });
    writeFileSync(join(house, path), text);
  }
}

function lint() {
  const run = spawnSync("npm", ["run", "lint"], { cwd: house, encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe("npm run lint keeps the house rules", () => {
  const added: string[] = [];

  beforeAll(() => {
    house = mkdtempSync(join(tmpdir(), "keraton-house-"));
    for (const path of CONFIG) cpSync(resolve(path), join(house, path), { recursive: true });
    symlinkSync(resolve("node_modules"), join(house, "node_modules"));
    // Biome reads .gitignore through git (biome.json's vcs settings).
    writeFileSync(join(house, ".gitignore"), "node_modules\n");
    spawnSync("git", ["init", "-q"], { cwd: house });
    writeHouse(CLEAN_HOUSE);
  });
  afterEach(() => {
    for (const path of added.splice(0)) rmSync(join(house, path));
  });
  afterAll(() => rmSync(house, { recursive: true, force: true }));

  function add(files: Record<string, string>) {
    added.push(...Object.keys(files));
    writeHouse(files);
  }

  it("passes on a house that keeps them (so each failure below is the rule's)", () => {
    const { status, output } = lint();
    expect(output).toContain("no dependency violations found");
    expect(status).toBe(0);
  });

  it("fails on a common/ file importing from server/ or app/, and on every other wrong import", () => {
    add({
      "common/uses-server.ts": `import type { Db } from "../server/db/create-database.ts";\n\nexport type Borrowed = Db;\n`,
      "common/uses-app.ts": `import { Root } from "../app/root.tsx";\n\nexport const borrowed = Root;\n`,
      // `~/../` slips past Biome's ban on `../` inside app/; the import graph still sees server/.
      "app/uses-server.ts": `import type { Db } from "~/../server/db/create-database.ts";\n\nexport type Borrowed = Db;\n`,
      "server/things/uses-app.ts": `import { Root } from "../../app/root.tsx";\n\nexport const borrowed = Root;\n`,
      "server/things/things-sql.service.ts": `import { sql } from "kysely";\n\nexport const one = sql<number>\`select 1\`;\n`,
      "server/pages/reads-repository.ts": `import { countThings } from "../things/things.repository.ts";\n\nexport const count = countThings;\n`,
    });
    const { status, output } = lint();
    expect(status).not.toBe(0);
    for (const line of [
      "common-imports-neither-app-nor-server: common/uses-server.ts → server/db/create-database.ts",
      "common-imports-neither-app-nor-server: common/uses-app.ts → app/root.tsx",
      "app-never-imports-server: app/uses-server.ts → server/db/create-database.ts",
      "server-reaches-app-only-through-the-ssr-entry: server/things/uses-app.ts → app/root.tsx",
      "sql-only-in-repositories: server/things/things-sql.service.ts → ",
      "pages-read-through-services: server/pages/reads-repository.ts → server/things/things.repository.ts",
    ]) {
      expect(output).toContain(line);
    }
    expect(output).toMatch(/things-sql\.service\.ts → \S*node_modules\/kysely\//);
    expect(output).toContain("6 dependency violations");
  });

  it("lets each named home of SQL build queries (Biome's and dependency-cruiser's lists agree)", () => {
    const query = (db: string) => `import { sql } from "kysely";
import type { Db } from "${db}";

export const rows = (db: Db) => db.selectFrom("things").select(sql<number>\`1\`.as("n")).execute();
`;
    add({
      "server/cari/full-text.ts": query("../db/create-database.ts"),
      "server/media/database-media-store.ts": query("../db/create-database.ts"),
      "server/content/postgres-relay.ts": query("../db/create-database.ts"),
      "server/backup/backup.ts": query("../db/create-database.ts"),
      "server/db/migrations/2026-01-01-things.ts": query("../create-database.ts"),
    });
    const { status, output } = lint();
    expect(output).toContain("no dependency violations found");
    expect(status).toBe(0);
  });

  it("fails on a service that builds a query itself instead of asking a repository", () => {
    add({
      "server/things/count.service.ts": `import type { Db } from "../db/create-database.ts";

export const countThemHere = (db: Db) => db.selectFrom("things").selectAll().execute();
`,
    });
    const { status, output } = lint();
    expect(status).not.toBe(0);
    expect(output).toContain("server/things/count.service.ts");
    expect(output).toContain("SQL is written only in a repository");
  });
});
