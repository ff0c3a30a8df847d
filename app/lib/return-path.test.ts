import { describe, expect, it } from "vitest";
import { loginPathAfterSessionEnd, safeReturnPath, screenOf } from "./return-path.ts";

describe("safeReturnPath", () => {
  it("follows a back-office screen of the signed-in role, with its query", () => {
    expect(safeReturnPath("/editor/informasi?pulihkan=baru", "editor")).toBe(
      "/editor/informasi?pulihkan=baru",
    );
    expect(safeReturnPath("/admin/user?pulihkan=12", "admin")).toBe("/admin/user?pulihkan=12");
  });

  it("never leaves the site", () => {
    for (const raw of [
      "//evil.example/admin/user",
      "https://evil.example/admin/user",
      "/\\evil.example/admin/user",
      "\\\\evil.example",
      "/admin/user\n//evil",
      "/\t/evil.example/admin/x",
      "javascript:alert(1)",
      "admin/user",
    ]) {
      expect(safeReturnPath(raw, "admin"), raw).toBeNull();
    }
  });

  it("never goes to another role's panel, the public site, or a panel's bare root", () => {
    expect(safeReturnPath("/admin/user", "editor")).toBeNull();
    expect(safeReturnPath("/editor/informasi", "admin")).toBeNull();
    expect(safeReturnPath("/informasi", "admin")).toBeNull();
    expect(safeReturnPath("/admin/", "admin")).toBeNull();
    expect(safeReturnPath("/admin/../login", "admin")).toBeNull();
    expect(safeReturnPath("/admin/user", "tamu")).toBeNull();
    expect(safeReturnPath("/admin/user", null)).toBeNull();
    expect(safeReturnPath(null, "admin")).toBeNull();
    expect(safeReturnPath("", "admin")).toBeNull();
    expect(safeReturnPath(`/admin/${"a".repeat(600)}`, "admin")).toBeNull();
  });
});

describe("loginPathAfterSessionEnd", () => {
  it("says the session ended and carries the screen and the form to open again", () => {
    const path = loginPathAfterSessionEnd({
      pathname: "/editor/informasi",
      search: "?pulihkan=3&x=1",
      reopen: "baru",
    });
    const url = new URL(path, "https://keraton.test");
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("sesi")).toBe("berakhir");
    expect(url.searchParams.get("kembali")).toBe("/editor/informasi?x=1&pulihkan=baru");
    expect(safeReturnPath(url.searchParams.get("kembali"), "editor")).toBe(
      "/editor/informasi?x=1&pulihkan=baru",
    );
  });

  it("carries no way back from outside the back office", () => {
    expect(loginPathAfterSessionEnd({ pathname: "/informasi" })).toBe("/login?sesi=berakhir");
  });

  it("names a screen the same for both panels (drafts follow the screen)", () => {
    expect(screenOf("/admin/informasi")).toBe("/informasi");
    expect(screenOf("/editor/informasi")).toBe("/informasi");
  });
});
