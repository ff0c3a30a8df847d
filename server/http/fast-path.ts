import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { type Logger, log as processLog } from "../log/logger.ts";
import { pageAnswer, type RenderedPage } from "../pages/page-cache.ts";
import type { AddressCounter } from "./address-counter.ts";
import { MAX_ADDRESS_LENGTH } from "./address-length-limit.ts";
import { socketClientAddress } from "./client-address.ts";
import { apiAnswer } from "./public-read-cache.ts";
import { type Found, RememberedLookups, type Written, writtenFor } from "./remembered-lookups.ts";
import { requestIdFrom } from "./request-id.ts";
import { loggedPath } from "./request-log.ts";
import { nextNonce } from "./security-headers.ts";
import { type AnswerAsIs, headersAsIs } from "./send-as-is.ts";

export type FastPathOptions = {
  /** The page kept for a GET or HEAD of this address now (the page handler's `fresh`). */
  page?: (url: URL) => RenderedPage | undefined;
  /** The public API answer kept for a visitor's GET of this address now. */
  api?: (url: URL) => RenderedPage | undefined;
  /**
   * The counter of a page's views for this address (the statistics), made when the address is
   * looked up and kept with it; none for an address that is not counted.
   */
  counterFor?: (path: string, target: string) => AddressCounter | undefined;
  /**
   * Changes whenever `page` or `api` may find something else for the same address (contentEra).
   * Look-ups are remembered within one era (remembered-lookups.ts); without it, none are.
   */
  era?: () => string;
  trustProxy: readonly string[];
  logRequests: boolean;
  log?: Logger;
};

/** Answers the request and says true, or leaves it untouched for the app and says false. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/** A Host as browsers send it: a lower-case name or address, perhaps a port. */
const PLAIN_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/;
/** A path (and query) with nothing to decode or resolve: no `%`, no backslash, no dot segment. */
const PLAIN_TARGET = /^\/[\w\-.~/?=&+,]*$/;

const one = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(", ") : value;

function declaresBody(headers: IncomingHttpHeaders): boolean {
  const length = headers["content-length"];
  return headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * Hono answers a HEAD by copying the GET's answer into a new one, whose Headers object sorts the
 * names: the same order here, so both paths send the same bytes.
 */
function sortedAsHonoSendsHead(headers: Record<string, string>): Record<string, string> {
  const sorted: Record<string, string> = {};
  for (const name of Object.keys(headers).sort()) sorted[name] = headers[name] as string;
  return sorted;
}

/**
 * A page or public API read the caches hold for the current content version, answered before
 * Hono sees the request: no routing, no middleware, no Fetch objects. The headers are the record
 * the app itself sends for the same kept answer (send-as-is.ts), security headers and request id
 * included, written with the kept bytes in one go; 304 and HEAD as there. Anything else, or
 * anything unusual about the request (a body, a token, an odd Host or address), goes to the app
 * untouched, which answers it as before.
 */
export function createFastPath(options: FastPathOptions): FastPath {
  const clientAddress = socketClientAddress(options.trustProxy);
  const log = options.log ?? processLog;
  const remembered = new RememberedLookups();

  /** The kept answer for this target now, remembered for the era when there is one. */
  function find(scheme: string, host: string, target: string): Found | undefined {
    const era = options.era?.();
    const key = `${scheme}://${host}${target}`;
    const known = era === undefined ? undefined : remembered.get(era, key);
    if (known) return known;
    const url = new URL(key);
    const api = url.pathname.startsWith("/api/");
    const kept = api ? options.api?.(url) : options.page?.(url);
    if (!kept) return undefined;
    const counter = api ? undefined : options.counterFor?.(url.pathname, target);
    const found = {
      kept,
      api,
      pathname: url.pathname,
      counter,
      written: new Map<string, Written>(),
    };
    if (era !== undefined) remembered.remember(era, key, found);
    return found;
  }

  return (req, res) => {
    const start = performance.now();
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const target = req.url;
    const headers = req.headers;
    const host = headers.host;
    if (!target || target.length > MAX_ADDRESS_LENGTH || !PLAIN_TARGET.test(target)) return false;
    if (target.includes("/.") || !host || !PLAIN_HOST.test(host) || declaresBody(headers)) {
      return false;
    }
    // Only visitors' GETs of the public API are answered from memory.
    if (target.startsWith("/api/") && (method !== "GET" || headers.authorization !== undefined)) {
      return false;
    }
    const scheme = (req.socket as TLSSocket).encrypted ? "https" : "http";
    const found = find(scheme, host, target);
    if (!found) return false;
    const { kept, api } = found;
    const request = {
      acceptEncoding: one(headers["accept-encoding"]),
      ifNoneMatch: one(headers["if-none-match"]),
    };
    const requestId = requestIdFrom(one(headers["x-request-id"]));
    let status: number;
    if (method === "GET" && !kept.hasNonce) {
      // The same answer for every GET of this kind: its headers are made once.
      const kind = `${request.acceptEncoding ?? ""}\n${request.ifNoneMatch ?? ""}`;
      const written = writtenFor(found, kind, () => {
        const answer = api
          ? apiAnswer(kept, request)
          : pageAnswer(kept, { method, nonce: "", ...request });
        return {
          status: answer.status,
          headers: headersAsIs(answer, undefined, undefined),
          body: answer.body,
        };
      });
      status = written.status;
      res.writeHead(status, { ...written.headers, "x-request-id": requestId });
      res.end(written.body ?? undefined);
    } else {
      // Only a page with an inline script needs a nonce; the others name none (security-headers).
      const nonce = kept.hasNonce ? nextNonce() : undefined;
      const answer: AnswerAsIs = pageAnswer(kept, { method, nonce: nonce ?? "", ...request });
      const written = headersAsIs(answer, nonce, requestId);
      status = answer.status;
      res.writeHead(status, method === "HEAD" ? sortedAsHonoSendsHead(written) : written);
      res.end(answer.body ?? undefined);
    }
    found.counter?.served(req, status);
    if (options.logRequests) {
      log.info(
        {
          requestId,
          clientAddress: clientAddress(req.socket.remoteAddress, one(headers["x-forwarded-for"])),
          method,
          path: loggedPath(found.pathname),
          status,
          ms: Math.round((performance.now() - start) * 10) / 10,
        },
        "permintaan",
      );
    }
    return true;
  };
}
