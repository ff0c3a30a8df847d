import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth.ts";

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("nestsDeeperThan", () => {
  it("allows 64 levels and refuses 65, for arrays and objects alike", () => {
    expect(MAX_JSON_DEPTH).toBe(64);
    expect(nestsDeeperThan(nested(64), 64)).toBe(false);
    expect(nestsDeeperThan(nested(65), 64)).toBe(true);
    expect(nestsDeeperThan(`${'{"a":'.repeat(65)}1${"}".repeat(65)}`, 64)).toBe(true);
  });

  it("counts only brackets outside strings, escaped quotes included", () => {
    const inText = JSON.stringify({ judul: "[".repeat(500), kutipan: 'kata \\"[[[\\" saja' });
    expect(nestsDeeperThan(inText, 2)).toBe(false);
    expect(nestsDeeperThan(`["\\\\", [[1]]]`, 2)).toBe(true);
  });

  it("counts siblings by their own depth, not their number", () => {
    expect(nestsDeeperThan(JSON.stringify(Array.from({ length: 1000 }, () => [[1]])), 3)).toBe(
      false,
    );
  });

  it("reads 200,000 opening brackets without exhausting the stack", () => {
    expect(nestsDeeperThan("[".repeat(200_000), 64)).toBe(true);
  });
});
