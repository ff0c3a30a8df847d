import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** Listens on `port` (0: any) on 127.0.0.1 and lets go; answers the port, or undefined if taken. */
function tryPort(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(undefined));
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        resolve(typeof address === "object" && address ? address.port : undefined),
      );
    });
  });
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  const port = await tryPort(0);
  if (port === undefined) throw new Error("no free port on 127.0.0.1");
  return port;
}

/** The kernel's range for ports it gives outgoing connections and listen(0). */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && high) return [low, high];
  } catch {}
  return [32768, 60999];
}

/**
 * A free port the kernel never hands out by itself, for a service that goes away and must come
 * back on the same port (a PostgreSQL halted and restarted): while it is down, neither an
 * outgoing connection nor another `freePort()` can take its port.
 */
export async function freeReturnablePort(): Promise<number> {
  const [low] = ephemeralRange();
  const from = Math.max(10_000, low - 20_000);
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = from + Math.floor(Math.random() * (low - from));
    if ((await tryPort(port)) !== undefined) return port;
  }
  throw new Error(`no free port between ${from} and ${low}`);
}
