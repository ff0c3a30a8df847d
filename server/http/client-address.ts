import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import proxyAddr from "proxy-addr";
import type { AppEnv } from "./app-env.ts";
import { requestHeader } from "./request-header.ts";

export type ClientAddress = (c: Context) => string;

/**
 * The one way the client's address is read (login limits, request log, anything counted per
 * visitor). `X-Forwarded-For` is believed only hop by hop from the proxies in `trusted`
 * (CONTRACT: TRUST_PROXY); otherwise the socket's address counts.
 */
export function clientAddressReader(trusted: readonly string[]): ClientAddress {
  const read = socketClientAddress(trusted);
  return (c) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    return read(incoming?.socket?.remoteAddress, requestHeader(c, "x-forwarded-for"));
  };
}

/** The same reading from a socket's address and its request's `X-Forwarded-For`. */
export function socketClientAddress(trusted: readonly string[]) {
  const trust = proxyAddr.compile([...trusted]);
  return (socketAddress: string | undefined, forwardedFor: string | undefined): string => {
    // In-process requests (tests) have no socket: nothing to trust, nothing to tell apart.
    if (!socketAddress) return "unknown";
    const request = {
      headers: { "x-forwarded-for": forwardedFor },
      socket: { remoteAddress: socketAddress },
    };
    return proxyAddr(request as unknown as IncomingMessage, trust);
  };
}

/** Reads the client's address once per request into `c.get("clientAddress")`. */
export function clientAddress(trusted: readonly string[]): MiddlewareHandler<AppEnv> {
  const read = clientAddressReader(trusted);
  return async (c, next) => {
    c.set("clientAddress", read(c));
    await next();
  };
}
