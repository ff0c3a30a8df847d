import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { NewerDatabaseError } from "../server/db/migrate.ts";

/** README's "Upgrading" section as one line of text, emphasis marks removed. */
const upgrading = (() => {
  const readme = readFileSync(resolve(import.meta.dirname, "../README.md"), "utf8");
  const start = readme.indexOf("## Upgrading");
  const section = readme.slice(start, readme.indexOf("\n## ", start + 1));
  return section.replace(/\*/g, "").replace(/\s+/g, " ");
})();

describe("README, Upgrading", () => {
  it("quotes the refusal an older release really gives on a newer database", () => {
    const message = new NewerDatabaseError(["…"]).message;
    expect(upgrading).toContain(`Server tidak dapat dimulai: ${message}`);
  });

  it("has the backup of the previous release (written 0644) made private, first", () => {
    const firstStep = upgrading.slice(upgrading.indexOf("1. "), upgrading.indexOf("2. "));
    expect(firstStep).toMatch(/npm run backup -- (\S+\.tar) chmod 600 \1/);
  });

  it("says the upgrade signs everyone out", () => {
    expect(upgrading).toMatch(/Everyone is signed out/);
  });
});
