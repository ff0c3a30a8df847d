import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { namesSite, readClientData, relyingPartyFor } from "./passkey-site.ts";

describe("the site a passkey belongs to", () => {
  it("is PUBLIC_URL when set, whatever address the request was made to", () => {
    expect(
      relyingPartyFor("https://keraton.example", "http://127.0.0.1:3000/api/x", "Keraton"),
    ).toEqual({ id: "keraton.example", origin: "https://keraton.example", name: "Keraton" });
  });

  it("is the request's own address without PUBLIC_URL", () => {
    expect(relyingPartyFor(undefined, "http://localhost:5173/api/login", "Keraton")).toEqual({
      id: "localhost",
      origin: "http://localhost:5173",
      name: "Keraton",
    });
  });

  it("knows authenticator data made for it by the hash of its id, and no other", () => {
    const site = relyingPartyFor("https://keraton.example", "http://x/", "K");
    const hashOf = (id: string) => createHash("sha256").update(id).digest();
    const flagsAndCounter = Buffer.from([0x05, 0, 0, 0, 1]);
    expect(namesSite(Buffer.concat([hashOf("keraton.example"), flagsAndCounter]), site)).toBe(true);
    expect(namesSite(Buffer.concat([hashOf("keraton.example.evil"), flagsAndCounter]), site)).toBe(
      false,
    );
    expect(namesSite(new Uint8Array(4), site)).toBe(false);
  });

  it("reads what the browser signed, and nothing from garbage", () => {
    const json = { type: "webauthn.get", challenge: "abc", origin: "https://keraton.example" };
    const encoded = Buffer.from(JSON.stringify(json)).toString("base64url");
    expect(readClientData(encoded)).toMatchObject(json);
    expect(readClientData("bukan-json")).toBeUndefined();
    expect(readClientData(Buffer.from('{"type":"x"}').toString("base64url"))).toBeUndefined();
  });
});
