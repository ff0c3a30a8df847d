import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { FastPath } from "./fast-path.ts";

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
  /** Answers what it can before the app sees the request (answers from memory). */
  fastPath?: FastPath;
  /** Added to every answer (test runs: which cluster worker answered). */
  answerHeaders?: Record<string, string>;
};

/** Whether the fast path answered; anything it trips over goes to the app, which answers it. */
function answeredFast(fastPath: FastPath | undefined, req: IncomingMessage, res: ServerResponse) {
  if (!fastPath) return false;
  try {
    return fastPath(req, res);
  } catch (err) {
    if (res.headersSent) throw err;
    return false;
  }
}

/** Starts the HTTP server with the timeouts above (what @hono/node-server's `serve` does). */
export function listen(options: ListenOptions, onListening?: (info: AddressInfo) => void) {
  const { fastPath, fetch, port, hostname, answerHeaders } = options;
  const app = getRequestListener(fetch, { hostname });
  const server = createServer({ ...SERVER_TIMEOUTS }, (req, res) => {
    for (const [name, value] of Object.entries(answerHeaders ?? {})) res.setHeader(name, value);
    if (!answeredFast(fastPath, req, res)) void app(req, res);
  });
  server.listen(port, hostname, () => onListening?.(server.address() as AddressInfo));
  return server;
}
