import { describe, expect, it } from "vitest";
import { ceilingRatio, share } from "./ratio.ts";

describe("ceilingRatio", () => {
  it("gives each row's share of nginx when nginx is the fastest row of the run", () => {
    const ratio = ceilingRatio(60_000, [60_000, 47_000, 12_000, 9_400]);
    expect(ratio).toEqual({ show: true, ceiling: 60_000 });
    expect(share(12_000, ratio)).toBe("20%");
    expect(share(60_000, ratio)).toBe("100%");
  });

  it("refuses the ratio when a row beats nginx: the generator, not the server, was the limit", () => {
    // The run the issue quotes: autocannon's nginx row slower than the app's own pages.
    const ratio = ceilingRatio(13_131, [13_131, 15_500, 24_000]);
    expect(ratio.show).toBe(false);
    expect(ratio.show === false && ratio.why).toMatch(/load generator, not the server/);
    expect(share(24_000, ratio)).toBe("");
  });

  it("refuses it without an nginx row, and when nginx answered nothing", () => {
    expect(ceilingRatio(undefined, [15_000]).show).toBe(false);
    expect(ceilingRatio(0, [0, 0]).show).toBe(false);
  });
});
