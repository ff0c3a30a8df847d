import { SHIPPED_PIN } from "@common/map-pin.ts";
import { describe, expect, it } from "vitest";
import { halfPinError, normalizeCoordinate, previewPin } from "./map-pin-input.ts";

describe("normalizeCoordinate", () => {
  it("trims and reads a decimal comma as a point", () => {
    expect(normalizeCoordinate(" -6,7262 ")).toBe("-6.7262");
    expect(normalizeCoordinate("108.57")).toBe("108.57");
  });
});

describe("previewPin", () => {
  it("shows the shipped pin when both are empty", () => {
    expect(previewPin("", " ")).toEqual({ pin: SHIPPED_PIN, shipped: true });
  });

  it("shows a typed pin, commas included", () => {
    expect(previewPin("-6,7", "108.55")).toEqual({
      pin: { lintang: -6.7, bujur: 108.55 },
      shipped: false,
    });
  });

  it("shows nothing for a half or out-of-range pin", () => {
    expect(previewPin("-6.7", "")).toBeNull();
    expect(previewPin("91", "108")).toBeNull();
    expect(previewPin("-6.7", "181")).toBeNull();
    expect(previewPin("utara", "108")).toBeNull();
  });
});

describe("halfPinError", () => {
  it("asks for both numbers or neither", () => {
    expect(halfPinError("", "")).toBeUndefined();
    expect(halfPinError("-6.7", "108.5")).toBeUndefined();
    expect(halfPinError("-6.7", "")).toMatch(/lintang dan bujur/);
  });
});
