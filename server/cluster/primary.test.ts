import { describe, expect, it } from "vitest";
import { restartDelayMs } from "./primary.mjs";

describe("replacing a worker that stopped", () => {
  it("waits 0.5 s, then twice as long after each further failure in a row, never over 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([
      500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
