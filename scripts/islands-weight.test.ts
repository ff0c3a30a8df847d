import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIslands } from "./build-public-assets.ts";
import {
  ALWAYS_JS_BUDGET,
  type IslandsWeight,
  islandsWeightOf,
  overBudget,
  PAGE_JS_BUDGET,
} from "./islands-weight.ts";

// The public pages' islands built as `npm run build` builds them, into a directory of their own:
// no page may pass its JavaScript budget (docs/decisions/171).
describe("the JavaScript a public page downloads", () => {
  const dir = mkdtempSync(join(tmpdir(), "keraton-islands-"));
  let weight: IslandsWeight;

  beforeAll(async () => {
    await buildIslands(process.cwd(), dir, "islands-manifest.json");
    weight = islandsWeightOf(join(dir, "islands-manifest.json"), dir);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is a small plain script on every page: no framework (Preact alone is about 7 KB)", () => {
    expect(weight.always.gzip).toBeGreaterThan(0);
    expect(weight.always.gzip).toBeLessThanOrEqual(ALWAYS_JS_BUDGET);
  });

  it("stays within 40 KB gzip even on a page with every island", () => {
    expect(weight.islands.length).toBeGreaterThan(0);
    expect(weight.worstPage).toBeLessThanOrEqual(PAGE_JS_BUDGET);
    expect(overBudget(weight)).toEqual([]);
  });

  it("would be refused by the build if a page passed its budget", () => {
    const heavier = { ...weight, worstPage: PAGE_JS_BUDGET + 1 };
    expect(overBudget(heavier).join("\n")).toMatch(/every island would load 40\.0 KB/);
  });
});
