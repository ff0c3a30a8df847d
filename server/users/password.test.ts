import { describe, expect, it } from "vitest";
import { getDummyHash, hashPassword, verifyPassword } from "./password.ts";

describe("password hashing (argon2id)", () => {
  it("stores a PHC string with argon2id, its parameters, a salt and the hash", async () => {
    const hash = await hashPassword("rahasia-keraton");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[\w-]{16,}\$[\w-]{40,}$/);
    expect(hash).not.toContain("rahasia-keraton");
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("rahasia-keraton");
    expect(await verifyPassword("rahasia-keraton", hash)).toBe(true);
    expect(await verifyPassword("rahasia-keraton ", hash)).toBe(false);
    expect(await verifyPassword("Rahasia-keraton", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash: the same password hashes differently twice, and both verify", async () => {
    const [a, b] = await Promise.all([hashPassword("sama-saja"), hashPassword("sama-saja")]);
    expect(a).not.toBe(b);
    expect(await verifyPassword("sama-saja", a)).toBe(true);
    expect(await verifyPassword("sama-saja", b)).toBe(true);
  });

  it("refuses anything that is not such a PHC string", async () => {
    for (const stored of ["", "plaintext", "$2b$10$abcdefghijklmnopqrstuv", "$argon2i$v=19$x"]) {
      expect(await verifyPassword("plaintext", stored)).toBe(false);
    }
  });

  it("keeps a dummy hash that no password matches", async () => {
    const dummy = await getDummyHash();
    expect(dummy).toBe(await getDummyHash());
    expect(await verifyPassword("", dummy)).toBe(false);
  });
});
