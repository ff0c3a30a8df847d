import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";

/**
 * A client gets 20 s to send its headers and 2 minutes for the whole request (a 10 MB photo over a
 * slow phone connection fits); then it is cut off. Node's defaults (60 s, 5 min) let a few slow
 * clients hold sockets and memory much longer. Idle kept-alive connections close after Node's 5 s;
 * deploy/nginx.conf lets go of its upstream connections before that.
 */
export const SERVER_TIMEOUTS = { headersTimeout: 20_000, requestTimeout: 120_000 } as const;

type ListenOptions = {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  hostname: string;
};

/** Starts the HTTP server with the timeouts above. */
export function listen(options: ListenOptions, onListening?: (info: AddressInfo) => void) {
  return serve({ ...options, serverOptions: { ...SERVER_TIMEOUTS } }, onListening);
}
