import { describe, expect, it } from "vitest";
import { decideAccess, decodeTokenPayload } from "./guard.ts";

const NOW = 1_800_000_000;

function tokenWith(payload: unknown): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.c2lnbmF0dXJl`;
}

describe("decodeTokenPayload", () => {
  it("reads the claims of a JWT, including base64url characters and non-ASCII names", () => {
    const token = tokenWith({
      sub: 7,
      role: "admin",
      username: "ratu_ayu~",
      name: "Ñyai Ratu",
      exp: NOW,
    });
    expect(decodeTokenPayload(token)).toMatchObject({
      role: "admin",
      username: "ratu_ayu~",
      name: "Ñyai Ratu",
    });
  });

  it("answers undefined for garbage, two-part tokens and payloads that are not objects", () => {
    expect(decodeTokenPayload("bukan-token")).toBeUndefined();
    expect(decodeTokenPayload("a.b")).toBeUndefined();
    expect(decodeTokenPayload("a.%%%.c")).toBeUndefined();
    expect(decodeTokenPayload(`x.${Buffer.from("[1,2]").toString("base64url")}.y`)).toBeUndefined();
    expect(decodeTokenPayload(`x.${Buffer.from("null").toString("base64url")}.y`)).toBeUndefined();
  });
});

describe("decideAccess", () => {
  const admin = tokenWith({ role: "admin", exp: NOW + 60 });
  const editor = tokenWith({ role: "editor", exp: NOW + 60 });

  it("lets a valid token of the route's role in", () => {
    expect(decideAccess(admin, "admin", NOW)).toEqual({ kind: "allow", role: "admin" });
    expect(decideAccess(editor, "editor", NOW)).toEqual({ kind: "allow", role: "editor" });
  });

  it("sends a visitor without a token home and keeps storage as it is", () => {
    expect(decideAccess(null, "admin", NOW)).toEqual({
      kind: "redirect",
      to: "/",
      clearSession: false,
    });
    expect(decideAccess("", "editor", NOW)).toEqual({
      kind: "redirect",
      to: "/",
      clearSession: false,
    });
  });

  it("clears an undecodable token and sends the browser to /login", () => {
    expect(decideAccess("sampah", "admin", NOW)).toEqual({
      kind: "redirect",
      to: "/login",
      clearSession: true,
    });
  });

  it("treats an expired token, or one without an expiry, as ended", () => {
    const expired = tokenWith({ role: "admin", exp: NOW - 1 });
    const atExpiry = tokenWith({ role: "admin", exp: NOW });
    const noExpiry = tokenWith({ role: "admin" });
    for (const token of [expired, atExpiry, noExpiry]) {
      expect(decideAccess(token, "admin", NOW)).toEqual({
        kind: "redirect",
        to: "/login",
        clearSession: true,
      });
    }
  });

  it("sends a valid token of the other role to that role's own dashboard", () => {
    expect(decideAccess(editor, "admin", NOW)).toEqual({
      kind: "redirect",
      to: "/editor/dashboard",
      clearSession: false,
    });
    expect(decideAccess(admin, "editor", NOW)).toEqual({
      kind: "redirect",
      to: "/admin/dashboard",
      clearSession: false,
    });
  });

  it("sends any other role home", () => {
    const guest = tokenWith({ role: "tamu", exp: NOW + 60 });
    expect(decideAccess(guest, "admin", NOW)).toEqual({
      kind: "redirect",
      to: "/",
      clearSession: false,
    });
  });
});
