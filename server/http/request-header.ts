import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

function nodeHeaders(c: Context): IncomingMessage["headers"] | undefined {
  return (c.env as { incoming?: Partial<IncomingMessage> } | undefined)?.incoming?.headers;
}

/**
 * One request header, read from the headers Node has already parsed. `c.req.header()` on the Node
 * adapter first builds a whole Headers object from them (names checked, values copied), which
 * every request answered from memory would pay for a header or two. In-process requests (tests)
 * have no Node headers and read the Fetch request's own headers.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const parsed = nodeHeaders(c);
  if (!parsed) return c.req.header(name);
  const value = parsed[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** Whether the request says it carries a body (HTTP/1.1: a length or a transfer coding). */
export function declaresBody(c: Context): boolean {
  const parsed = nodeHeaders(c);
  if (!parsed) return c.req.raw.body !== null;
  const length = parsed["content-length"];
  return parsed["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}
