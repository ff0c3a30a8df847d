import { describe, expect, it } from "vitest";
import { prefersEnglish } from "./lang-offer-choice.ts";

describe("whom the English site is offered to", () => {
  it("offers it when English comes before Indonesian", () => {
    expect(prefersEnglish(["en-US", "en"])).toBe(true);
    expect(prefersEnglish(["de-DE", "en-GB", "id"])).toBe(true);
    expect(prefersEnglish(["EN"])).toBe(true);
  });

  it("does not offer it to Indonesian readers or without English", () => {
    expect(prefersEnglish(["id-ID", "en-US"])).toBe(false);
    expect(prefersEnglish(["in", "en"])).toBe(false);
    expect(prefersEnglish(["de", "fr"])).toBe(false);
    expect(prefersEnglish([])).toBe(false);
  });
});
