import { expect, test } from "@playwright/test";
import { startServer } from "../support/server-process.ts";

test("a server killed (kill -9) during a burst of page views keeps every view it acknowledged", async () => {
  // Two starts with the demo content and a burst of views written one group per fsync.
  test.setTimeout(180_000);
  // Each view comes from its own address (views count once per address): X-Forwarded-For from
  // this machine is believed, as from nginx in front of the site.
  const env = { TRUST_PROXY: "loopback" };
  const server = await startServer({ seed: "demo", env });
  let restarted: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const [first] = await (await fetch(`${server.url}/api/informasi`)).json();
    // Read as a visitor, once before the burst and once after a restart: neither is a cached answer.
    const viewsOf = async (url: string) =>
      (await (await fetch(`${url}/api/informasi/${first.id}`)).json()).views as number;
    const before = await viewsOf(server.url);
    let address = 0;

    let acknowledged = 0;
    let stopped = false;
    const visitor = async () => {
      while (!stopped) {
        try {
          address++;
          const res = await fetch(`${server.url}/api/informasi/${first.slug}/increment-view`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "x-forwarded-for": `10.${address >> 16}.${(address >> 8) & 255}.${address & 255}`,
            },
          });
          if (res.status === 200) acknowledged++;
        } catch {
          return; // the server is gone
        }
      }
    };
    const visitors = Array.from({ length: 30 }, visitor);
    // Killed in the middle of the burst, once it has had views acknowledged (however busy the
    // machine is).
    await expect.poll(() => acknowledged, { timeout: 60_000 }).toBeGreaterThan(100);
    await server.kill();
    stopped = true;
    await Promise.all(visitors);
    expect(acknowledged).toBeGreaterThan(100);

    restarted = await startServer({ seed: "demo", dataDir: server.dataDir, env });
    expect(await viewsOf(restarted.url)).toBeGreaterThanOrEqual(before + acknowledged);
  } finally {
    await restarted?.stop();
    await server.stop();
  }
});
