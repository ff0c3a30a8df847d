import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The request rules live one file per resource, named for what they are (`<resource>.schema.ts`),
 * and are imported from that file: no barrel re-exports them all, and no schema file shares its
 * base name with a screen or a route (docs/decisions/051).
 */
describe("schema files", () => {
  it("are named <resource>.schema.ts (the field rules and tests aside)", () => {
    const misnamed = readdirSync("common/schemas").filter(
      (f) => !f.endsWith(".schema.ts") && !f.endsWith(".test.ts") && f !== "fields.ts",
    );
    expect(misnamed).toEqual([]);
  });

  it("have no barrel that re-exports them all", () => {
    expect(existsSync("common/schemas.ts")).toBe(false);
  });
});
