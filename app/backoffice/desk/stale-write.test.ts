import { describe, expect, it } from "vitest";
import { ApiRequestError, versiOf } from "~/lib/api-client.ts";
import { isStaleWrite } from "./use-desk.ts";

describe("isStaleWrite", () => {
  it("is a 409 that names the version stored now", () => {
    const stale = new ApiRequestError(409, "Sudah diubah oleh Sari pada 26 November 2026 10.42.");
    stale.versi = 4;
    expect(isStaleWrite(stale)).toBe(true);
  });

  it("is not another 409 (a full banner) nor another failure", () => {
    expect(isStaleWrite(new ApiRequestError(409, "Banner sudah memuat 10 gambar"))).toBe(false);
    const refused = new ApiRequestError(400, "Versi harus bilangan bulat");
    refused.versi = 4;
    expect(isStaleWrite(refused)).toBe(false);
  });
});

describe("versiOf", () => {
  it("reads the version of a 409, a saved item or its data", () => {
    expect(versiOf({ message: "Sudah diubah", versi: 3 })).toBe(3);
    expect(versiOf({ message: "Berhasil", data: { id: 1, versi: 8 } })).toBe(8);
  });

  it("answers nothing for an answer without a whole-number version", () => {
    expect(versiOf({ message: "Berhasil" })).toBeUndefined();
    expect(versiOf({ versi: "3" })).toBeUndefined();
    expect(versiOf(undefined)).toBeUndefined();
  });
});
