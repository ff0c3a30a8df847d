import { lookup } from "node:dns";
import ipaddr from "ipaddr.js";
import type { Agent } from "undici";
import { DomainError } from "../domain-error.ts";
import type { SourceFetch } from "./source-fetch.ts";

export const PRIVATE_REFUSED =
  "Alamat sumber menunjuk ke jaringan lokal atau privat dan ditolak. Operator dapat mengizinkannya lewat IMPORT_ALLOW_PRIVATE.";

const MAX_REDIRECTS = 5;

/** True for an address on the public internet (not loopback, private, link-local …). */
function isPublic(address: string): boolean {
  try {
    const parsed = ipaddr.process(address);
    return parsed.range() === "unicast";
  } catch {
    return false;
  }
}

/** Whether the operator allowed this host (by name) or address (by CIDR range or itself). */
export function allowedPrivately(allow: readonly string[], host: string, address: string): boolean {
  for (const entry of allow) {
    if (entry.toLowerCase() === host.toLowerCase() || entry === address) return true;
    if (entry.includes("/")) {
      try {
        const [range, bits] = ipaddr.parseCIDR(entry);
        const ip = ipaddr.process(address);
        if (ip.kind() === range.kind() && ip.match([range, bits])) return true;
      } catch {
        // not a CIDR range: compared as a name above
      }
    }
  }
  return false;
}

/**
 * The back office's fetch of a source: every connection's address is checked as it is made
 * (after DNS, so a name that resolves to an inner address — also on a second lookup, the DNS
 * rebinding trick — is refused), and redirects are followed by hand, each checked the same way.
 */
export function guardedFetch(allow: readonly string[]): SourceFetch {
  let refused = false;
  // undici (about 25 MB in every worker) is loaded at the first import from a web address.
  let made: Promise<{ dispatcher: Agent; undiciFetch: typeof import("undici").fetch }> | undefined;
  const undiciNow = () =>
    (made ??= import("undici").then((undici) => ({
      undiciFetch: undici.fetch,
      dispatcher: makeDispatcher(undici.Agent),
    })));
  const makeDispatcher = (AgentClass: typeof Agent) =>
    new AgentClass({
      connect: {
        lookup: (hostname, options, callback) => {
          lookup(hostname, { ...options, all: true }, (err, addresses) => {
            if (err) return callback(err, "", 4);
            const list = Array.isArray(addresses) ? addresses : [];
            const ok = list.find(
              (a) => isPublic(a.address) || allowedPrivately(allow, hostname, a.address),
            );
            if (!ok) {
              refused = true;
              return callback(new Error("refused"), "", 4);
            }
            if ((options as { all?: boolean }).all) return callback(null, [ok] as never, ok.family);
            callback(null, ok.address, ok.family);
          });
        },
      },
    });
  return async (url, init = {}) => {
    let target = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const parsed = new URL(target);
      // A literal address is never looked up: checked here.
      const literal = parsed.hostname.replace(/^\[|\]$/g, "");
      if (
        ipaddr.isValid(literal) &&
        !isPublic(literal) &&
        !allowedPrivately(allow, literal, literal)
      ) {
        throw new DomainError("forbidden", PRIVATE_REFUSED);
      }
      const { dispatcher, undiciFetch } = await undiciNow();
      refused = false;
      let res: Response;
      try {
        res = (await undiciFetch(target, {
          ...(init as object),
          redirect: "manual",
          dispatcher,
        })) as unknown as Response;
      } catch (err) {
        if (refused) throw new DomainError("forbidden", PRIVATE_REFUSED);
        throw err;
      }
      const location = res.headers.get("location");
      if (res.status < 300 || res.status >= 400 || !location) return res;
      await res.body?.cancel();
      target = new URL(location, target).href;
    }
    throw new DomainError("invalid", `Terlalu banyak pengalihan: ${url}`);
  };
}
