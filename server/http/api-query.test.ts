import { describe, expect, it } from "vitest";
import { cleanApiSearch } from "./api-query.ts";

describe("cleanApiSearch", () => {
  it("keeps the parameters a list reads, as written, and drops every other", () => {
    expect(cleanApiSearch("/api/informasi", "?page=2&limit=10")).toBe("?page=2&limit=10");
    expect(cleanApiSearch("/api/informasi", "?limit=10&x=1&page=2")).toBe("?limit=10&page=2");
    expect(cleanApiSearch("/api/dokumentasi", "?utm_source=wa&fbclid=abc")).toBe("");
    expect(cleanApiSearch("/api/cari", "?q=kirab%20panjang&_=123")).toBe("?q=kirab%20panjang");
  });

  it("keeps the filters of the staff lists, so a visitor's read is refused as it is", () => {
    expect(cleanApiSearch("/api/reservasi", "?status=baru&limit=1")).toBe("?status=baru&limit=1");
    expect(cleanApiSearch("/api/riwayat", "?jenis=user&pengguna=admin&x=1")).toBe(
      "?jenis=user&pengguna=admin",
    );
  });

  it("keeps the first of a repeated parameter, the one the handler reads", () => {
    expect(cleanApiSearch("/api/informasi", "?page=1&page=2")).toBe("?page=1");
    expect(cleanApiSearch("/api/informasi", "?%70age=1&page=2")).toBe("?%70age=1");
  });

  it("drops every parameter of a read that takes none, and names that do not decode", () => {
    expect(cleanApiSearch("/api/informasi/populer", "?page=1")).toBe("");
    expect(cleanApiSearch("/api/settings", "?x=1")).toBe("");
    expect(cleanApiSearch("/api/informasi", "?%E0%A4%A=1&page=3")).toBe("?page=3");
    expect(cleanApiSearch("/api/informasi", "")).toBe("");
  });
});
