import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";

/**
 * A client gets 20 s to send its headers and 2 minutes for the whole request (a 10 MB photo over a
 * slow phone connection fits); then it is cut off. Node's defaults (60 s, 5 min) let a few slow
 * clients hold sockets and memory much longer. An idle kept-alive connection stays open 65 s, longer
 * than nginx keeps its upstream connections (60 s): with Node's 5 s, a proxy or client could send a
 * request on a connection the server was closing at that moment, and a save (not retried, not
 * idempotent) failed.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 20_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 65_000,
} as const;

type ListenOptions = {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  hostname: string;
};

/** Starts the HTTP server with the timeouts above. */
export function listen(options: ListenOptions, onListening?: (info: AddressInfo) => void) {
  return serve({ ...options, serverOptions: { ...SERVER_TIMEOUTS } }, onListening);
}
