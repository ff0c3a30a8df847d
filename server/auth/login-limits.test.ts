import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/support/test-app.ts";
import { createUser } from "../users/users.service.ts";
import { LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS, login } from "./auth.service.ts";
import { guessingAlert } from "./guessing-alert.ts";
import { PasswordCheckGate } from "./password-check-gate.ts";

const PASSWORD = "sandi-batas-panjang";
const t0 = Date.parse("2026-11-24T08:00:00Z");

/** A gate whose 4 places are all taken by checks that run until `freeAll()`. */
function fullGate(maxWaitMs: number) {
  const gate = new PasswordCheckGate(4, maxWaitMs);
  let release = () => {};
  const busy = new Promise<void>((resolve) => {
    release = resolve;
  });
  const occupying = Array.from({ length: 4 }, () => gate.run(() => busy));
  return {
    gate,
    freeAll: async () => {
      release();
      await Promise.all(occupying);
    },
  };
}

describeEachDialect("login limits per address and on password checks", (use) => {
  const attempt = (
    username: string,
    password: string,
    options: { ip?: string; now?: number; gate?: PasswordCheckGate; alerts?: boolean } = {},
  ) =>
    login(use().deps.db, {
      username,
      password,
      ip: options.ip ?? "203.0.113.50",
      secret: use().deps.secret,
      now: options.now ?? t0,
      gate: options.gate,
      alert: options.alerts ? guessingAlert(use().deps) : undefined,
    });

  beforeAll(async () => {
    for (const username of ["penjaga", "tamu.lain", "dijaga"]) {
      await createUser(use().deps.db, {
        name: username,
        username,
        password: PASSWORD,
        role: "editor",
      });
    }
  });

  it("after 100 failures from one address with 100 usernames, that address gets 429 for any name", async () => {
    expect(LOGIN_MAX_FAILURES_PER_ADDRESS).toBe(100);
    const ip = "198.51.100.77";
    // 90 failures from earlier in the window are put on record directly (each real one costs a
    // full argon2 check); the last 10 are real tries, each with a username of its own.
    await use()
      .deps.db.insertInto("login_attempts")
      .values(
        Array.from({ length: 90 }, (_, i) => ({
          username: `tebakan-lama${i}`,
          ip,
          attempted_at: new Date(t0 - 60_000 + i).toISOString(),
        })),
      )
      .execute();
    const failures = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        attempt(`tebakan${i}`, "salah", { ip, now: t0 + i }).catch((err) => err.refusal),
      ),
    );
    expect(failures).toEqual(Array(10).fill("unauthenticated"));

    await expect(attempt("tebakan-baru", "salah", { ip, now: t0 + 200 })).rejects.toMatchObject({
      refusal: "too_many",
    });
    await expect(attempt("penjaga", PASSWORD, { ip, now: t0 + 300 })).rejects.toMatchObject({
      refusal: "too_many",
    });
    // Another address is not affected, and the first opens again once 15 minutes have passed.
    await expect(
      attempt("penjaga", PASSWORD, { ip: "198.51.100.78", now: t0 + 300 }),
    ).resolves.toMatchObject({ username: "penjaga" });
    await expect(
      attempt("penjaga", PASSWORD, { ip, now: t0 + 10 + LOGIN_WINDOW_MS + 1 }),
    ).resolves.toMatchObject({ username: "penjaga" });
  });

  it("mails a guessed account's owner once an episode, again only after an hour without guessing", async () => {
    await use()
      .deps.db.updateTable("users")
      .set({ email: "dijaga@keraton.example" })
      .where("username", "=", "dijaga")
      .execute();
    const mails = async () =>
      (
        await use()
          .deps.db.selectFrom("surat_keluar")
          .select("perihal")
          .where("kepada", "=", "dijaga@keraton.example")
          .execute()
      ).length;
    const guesses = (from: number, count: number, at: number) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          attempt("dijaga", "salah", {
            ip: `192.0.2.${from + i}`,
            now: at + i,
            alerts: true,
          }).catch((err) => err.refusal),
        ),
      );
    // Ten at once from ten addresses bring the account to its limit: one mail.
    expect(await guesses(1, 10, t0)).toEqual(Array(10).fill("unauthenticated"));
    expect(await mails()).toBe(1);
    // Guessing goes on: refused, and still that one mail.
    expect(await guesses(20, 5, t0 + 60_000)).toEqual(Array(5).fill("too_many"));
    expect(await guesses(30, 10, t0 + LOGIN_WINDOW_MS + 120_000)).toContain("unauthenticated");
    expect(await mails()).toBe(1);
    // An hour and more later without the account at its limit, a new episode mails again.
    const later = t0 + LOGIN_WINDOW_MS + 120_000 + 2 * 60 * 60 * 1000;
    await guesses(50, 10, later);
    expect(await mails()).toBe(2);
  });

  it("a login waits while 4 password checks run, then goes through", async () => {
    const { gate, freeAll } = fullGate(5_000);
    let answered = false;
    const waiting = attempt("penjaga", PASSWORD, { gate }).then((answer) => {
      answered = true;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    await freeAll();
    await expect(waiting).resolves.toMatchObject({ username: "penjaga", role: "editor" });
  });

  it("answers 429 when no check frees in time, and such tries do not count as failures", async () => {
    const { gate, freeAll } = fullGate(30);
    for (let i = 0; i < 6; i++) {
      await expect(attempt("tamu.lain", PASSWORD, { gate, now: t0 + i })).rejects.toMatchObject({
        refusal: "too_many",
        message: "Server sedang sibuk memeriksa login. Coba lagi sebentar lagi.",
      });
    }
    await freeAll();
    await expect(attempt("tamu.lain", PASSWORD, { gate, now: t0 + 10 })).resolves.toMatchObject({
      username: "tamu.lain",
    });
  });
});
