import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUrl, totpStep } from "./totp.ts";

/** A code computed independently from the secret, as an authenticator app would. */
const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });

describe("authenticator codes (RFC 6238)", () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 26, 3, 0, 10);
  const step = Math.floor(now / 30_000);

  it("accepts the current code, with spaces, and names its time step", () => {
    const code = codeAt(secret, now);
    expect(totpStep(secret, code, now)).toBe(step);
    expect(totpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
  });

  it("accepts one step either way and nothing further", () => {
    expect(totpStep(secret, codeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(secret, codeAt(secret, now + 30_000), now)).toBe(step + 1);
    const far = codeAt(secret, now - 90_000);
    if (![-1, 0, 1].some((d) => codeAt(secret, now + d * 30_000) === far)) {
      expect(totpStep(secret, far, now)).toBeUndefined();
    }
  });

  it("refuses what is not a six-digit code of this secret", () => {
    expect(totpStep(secret, "", now)).toBeUndefined();
    expect(totpStep(secret, "12345", now)).toBeUndefined();
    expect(totpStep(secret, "abcdef", now)).toBeUndefined();
  });

  it("names the account and the site in the app's address", () => {
    const url = otpauthUrl(secret, "admin", "Keraton Kasepuhan Cirebon");
    expect(url).toMatch(/^otpauth:\/\/totp\//);
    expect(url).toContain(`secret=${secret}`);
    expect(url).toContain("admin");
    expect(url).toContain("issuer=Keraton%20Kasepuhan%20Cirebon");
  });

  it("makes ten distinct recovery codes whose hash ignores spaces and case", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [first] = codes;
    expect(hashRecoveryCode(` ${first.toUpperCase().replace("-", " ")} `)).toBe(
      hashRecoveryCode(first),
    );
    expect(hashRecoveryCode(first)).not.toContain(first.replace("-", ""));
  });
});
