import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "../log/logger.ts";
import type { AppEnv } from "./app-env.ts";
import { clientAddress } from "./client-address.ts";
import { requestId } from "./request-id.ts";
import { requestLog } from "./request-log.ts";

function appLogging(enabled: boolean) {
  let text = "";
  const log = createLogger({
    json: true,
    destination: { write: (chunk: string) => (text += chunk) },
  });
  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(clientAddress([]))
    .use(requestLog({ enabled, log }))
    .get("/informasi/:slug", (c) => c.text("ok"));
  const socket = { incoming: { socket: { remoteAddress: "203.0.113.9", remoteFamily: "IPv4" } } };
  const get = (path: string) => app.request(path, {}, socket);
  return {
    get,
    lines: () =>
      text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
  };
}

describe("the request log", () => {
  it("writes one JSON line per request: time, request id, address, method, path, status, duration", async () => {
    const { get, lines } = appLogging(true);
    const res = await get("/informasi/kirab?pratinjau=tiket-rahasia");
    await get("/tidak-ada");
    expect(lines()).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: "info",
        msg: "permintaan",
        requestId: res.headers.get("x-request-id"),
        clientAddress: "203.0.113.9",
        method: "GET",
        path: "/informasi/kirab",
        status: 200,
        ms: expect.any(Number),
      },
      expect.objectContaining({ path: "/tidak-ada", status: 404 }),
    ]);
    // The query string (a preview ticket) never reaches the log.
    expect(JSON.stringify(lines())).not.toContain("tiket-rahasia");
  });

  it("writes nothing with LOG_REQUESTS=0", async () => {
    const { get, lines } = appLogging(false);
    expect((await get("/informasi/kirab")).status).toBe(200);
    expect(lines()).toEqual([]);
  });
});
