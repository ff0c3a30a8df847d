import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address as the socket gives it. Stand-in until `http/client-address.ts` (which
 * honours TRUST_PROXY) lands: callers name this one function, so the swap is one import.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}
