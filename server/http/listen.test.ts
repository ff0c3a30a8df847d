import type { Server } from "node:http";
import { describe, expect, it } from "vitest";
import { listen, SERVER_TIMEOUTS } from "./listen.ts";

describe("listen", () => {
  it("cuts off slow clients: 20 s for the headers, 2 minutes for the whole request", async () => {
    expect(SERVER_TIMEOUTS).toEqual({ headersTimeout: 20_000, requestTimeout: 120_000 });
    let port = 0;
    const server = listen(
      { fetch: () => new Response("ok"), port: 0, hostname: "127.0.0.1" },
      (info) => {
        port = info.port;
      },
    ) as Server;
    try {
      await new Promise((resolve) => server.once("listening", resolve));
      expect(server.headersTimeout).toBe(20_000);
      expect(server.requestTimeout).toBe(120_000);
      expect(server.keepAliveTimeout).toBe(5_000);
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(await res.text()).toBe("ok");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("hands a request the fast path trips over to the app, which answers it", async () => {
    let port = 0;
    const server = listen(
      {
        fetch: () => new Response("dari aplikasi"),
        fastPath: () => {
          throw new Error("tersandung");
        },
        port: 0,
        hostname: "127.0.0.1",
      },
      (info) => {
        port = info.port;
      },
    ) as Server;
    try {
      await new Promise((resolve) => server.once("listening", resolve));
      const res = await fetch(`http://127.0.0.1:${port}/informasi`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("dari aplikasi");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
