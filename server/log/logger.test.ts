import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";

function captured(json: boolean) {
  let text = "";
  const log = createLogger({ json, destination: { write: (chunk: string) => (text += chunk) } });
  return { log, lines: () => text.split("\n").filter(Boolean) };
}

function failure(): Error {
  const cause = new Error("koneksi ditolak");
  return new Error("query gagal\nbaris kedua", { cause });
}

describe("logs for a log collector (JSON)", () => {
  it("writes one JSON line per event with an ISO timestamp, the level and the message", () => {
    const { log, lines } = captured(true);
    log.info({ migration: "2026-11-21T00-initial" }, "Migrasi berjalan: 2026-11-21T00-initial");
    log.warn("Peringatan");
    expect(lines()).toHaveLength(2);
    const [first, second] = lines().map((line) => JSON.parse(line));
    expect(first).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: "info",
      migration: "2026-11-21T00-initial",
      msg: "Migrasi berjalan: 2026-11-21T00-initial",
    });
    expect(second).toMatchObject({ level: "warn", msg: "Peringatan" });
  });

  it("writes an error on one line, its stack a field", () => {
    const { log, lines } = captured(true);
    log.error({ err: failure(), requestId: "abc" }, "Permintaan gagal");
    expect(lines()).toHaveLength(1);
    const entry = JSON.parse(lines()[0] as string);
    expect(entry).toMatchObject({ level: "error", requestId: "abc", msg: "Permintaan gagal" });
    expect(entry.err.message).toMatch(/^query gagal\nbaris kedua/);
    expect(entry.err.stack).toMatch(/^Error: query gagal\nbaris kedua\n\s+at /);
    expect(entry.err.stack).toContain("koneksi ditolak"); // the cause comes along
  });

  it("never writes a field named like a secret", () => {
    const { log, lines } = captured(true);
    log.info(
      {
        password: "sandi-rahasia-1",
        user: { username: "admin", password: "sandi-rahasia-2" },
        headers: { authorization: "Bearer token-rahasia", cookie: "sesi=rahasia" },
        token: "token-rahasia-2",
        secret: "kunci-rahasia",
      },
      "percobaan",
    );
    const line = lines()[0] as string;
    expect(line).not.toMatch(/sandi-rahasia|token-rahasia|sesi=rahasia|kunci-rahasia/);
    expect(JSON.parse(line).user).toEqual({ username: "admin", password: "[disembunyikan]" });
  });
});

describe("logs on a terminal (plain text)", () => {
  it("writes one line per event: time, level, message, then the fields", () => {
    const { log, lines } = captured(false);
    log.info({ status: 200, path: "/informasi" }, "permintaan");
    expect(lines()).toEqual([
      expect.stringMatching(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z INFO permintaan status=200 path="\/informasi"$/,
      ),
    ]);
  });

  it("keeps an error and its stack on the same line", () => {
    const { log, lines } = captured(false);
    log.error({ err: failure() }, "Permintaan gagal");
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toMatch(/ ERROR Permintaan gagal err=\{.*"stack":"Error: query gagal\\n/);
  });
});
