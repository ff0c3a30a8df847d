import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../users/password.ts";
import { PasswordCheckGate, passwordChecks } from "./password-check-gate.ts";

/** A check that runs until `finish()` is called, recording that it started. */
function heldCheck(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<string>((resolve) => {
    finish = () => resolve(name);
  });
  return {
    run: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("PasswordCheckGate", () => {
  it("the server's gate lets 4 checks run at once and makes the rest wait up to 10 seconds", () => {
    expect(passwordChecks.maxRunning).toBe(4);
    expect(passwordChecks.maxWaitMs).toBe(10_000);
  });

  it("runs at most 4 real argon2 checks at once, and all of them finish", async () => {
    const gate = new PasswordCheckGate(4, 10_000);
    const stored = await hashPassword("sandi-yang-benar");
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        gate.run(async () => {
          running++;
          most = Math.max(most, running);
          try {
            return await verifyPassword(i === 0 ? "sandi-yang-benar" : `salah-${i}`, stored);
          } finally {
            running--;
          }
        }),
      ),
    );
    expect(most).toBe(4);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("starts the 5th check, in order, as soon as one of the first 4 ends", async () => {
    const gate = new PasswordCheckGate(4, 10_000);
    const started: string[] = [];
    const checks = ["a", "b", "c", "d", "e", "f"].map((name) => heldCheck(started, name));
    const answers = checks.map((check) => gate.run(check.run));
    await tick();
    expect(started).toEqual(["a", "b", "c", "d"]);

    checks[2].finish();
    await tick();
    expect(started).toEqual(["a", "b", "c", "d", "e"]);
    for (const check of checks) check.finish();
    expect(await Promise.all(answers)).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("answers 429 to a check that waited longer than the limit, and it never runs", async () => {
    const gate = new PasswordCheckGate(4, 40);
    const started: string[] = [];
    const held = ["a", "b", "c", "d"].map((name) => heldCheck(started, name));
    const running = held.map((check) => gate.run(check.run));
    const late = heldCheck(started, "late");
    await expect(gate.run(late.run)).rejects.toMatchObject({
      refusal: "too_many",
      message: "Server sedang sibuk memeriksa login. Coba lagi sebentar lagi.",
    });

    for (const check of held) check.finish();
    await Promise.all(running);
    expect(started).toEqual(["a", "b", "c", "d"]);
    // The slots are all free again: four new checks start at once.
    const again = ["w", "x", "y", "z"].map((name) => heldCheck(started, name));
    const answers = again.map((check) => gate.run(check.run));
    await tick();
    expect(started.slice(4)).toEqual(["w", "x", "y", "z"]);
    for (const check of again) check.finish();
    await Promise.all(answers);
  });

  it("frees the slot of a check that failed", async () => {
    const gate = new PasswordCheckGate(1, 40);
    await expect(gate.run(() => Promise.reject(new Error("gagal")))).rejects.toThrow("gagal");
    await expect(gate.run(async () => "jalan")).resolves.toBe("jalan");
  });
});
