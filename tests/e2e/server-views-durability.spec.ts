import { expect, test } from "@playwright/test";
import { startServer } from "../support/server-process.ts";

test("a server killed (kill -9) during a burst of page views keeps every view it acknowledged", async () => {
  const server = await startServer({ seed: "demo" });
  let restarted: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const [first] = await (await fetch(`${server.url}/api/informasi`)).json();
    const viewsOf = async (url: string) =>
      (await (await fetch(`${url}/api/informasi/${first.id}`)).json()).views as number;
    const before = await viewsOf(server.url);

    let acknowledged = 0;
    let stopped = false;
    const visitor = async () => {
      while (!stopped) {
        try {
          const res = await fetch(`${server.url}/api/informasi/${first.slug}/increment-view`, {
            method: "POST",
            headers: { "content-type": "application/json" },
          });
          if (res.status === 200) acknowledged++;
        } catch {
          return; // the server is gone
        }
      }
    };
    const visitors = Array.from({ length: 30 }, visitor);
    await new Promise((r) => setTimeout(r, 1500));
    await server.kill();
    stopped = true;
    await Promise.all(visitors);
    expect(acknowledged).toBeGreaterThan(100);

    restarted = await startServer({ seed: "demo", dataDir: server.dataDir });
    expect(await viewsOf(restarted.url)).toBeGreaterThanOrEqual(before + acknowledged);
  } finally {
    await restarted?.stop();
    await server.stop();
  }
});
