import { describe, expect, it } from "vitest";
import { lineOf } from "./line-log.mjs";
import { createLogger } from "./logger.ts";

/** The line the process's logger (pino) writes for the same event. */
function pinoLine(json: boolean, fields: Record<string, unknown>, msg: string) {
  let text = "";
  const log = createLogger({ json, destination: { write: (chunk: string) => (text += chunk) } });
  log.warn(fields, msg);
  return text;
}

describe("the primary's log lines (line-log.mjs)", () => {
  const fields = { url: "http://127.0.0.1:3000", workers: 2 };
  const msg = "Keraton siap di http://127.0.0.1:3000 (sqlite, production, 2 pekerja)";

  it("are the very JSON lines the workers' logger writes", () => {
    const pino = pinoLine(true, fields, msg);
    const time = JSON.parse(pino).time as string;
    expect(lineOf("warn", fields, msg, true, time)).toBe(pino);
  });

  it("are the very text lines the workers' logger writes on a terminal", () => {
    const pino = pinoLine(false, fields, msg);
    const time = pino.split(" ")[0] as string;
    expect(lineOf("warn", fields, msg, false, time)).toBe(pino);
  });
});
