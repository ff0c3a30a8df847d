export type SteadyReadsResult = { total: number; failed: number; non2xx: number };

/**
 * `connections` visitors each reading `url` again and again for `ms`, as browsers do: a fetch
 * (undici) honours `Connection: close`, so nginx closing a connection after its
 * `keepalive_requests` is not a failure. autocannon ignores that header and writes the next
 * request into the closing socket; its ECONNRESET is the load tool's, not a visitor's.
 * A read fails when the connection breaks or the body arrives cut short.
 */
export async function readSteadily(
  url: string,
  connections: number,
  ms: number,
): Promise<SteadyReadsResult> {
  const result: SteadyReadsResult = { total: 0, failed: 0, non2xx: 0 };
  const until = performance.now() + ms;
  const visitor = async () => {
    while (performance.now() < until) {
      result.total++;
      try {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.status < 200 || res.status > 299) result.non2xx++;
      } catch {
        result.failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, visitor));
  return result;
}
