/** The host of a Referer, lower case, without port or user; undefined when it names none. */
export function referrerHost(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]/?#]*\]|[^/?#:]+)/i.exec(referer);
  const host = match?.[1]?.toLowerCase().replace(/\.$/, "");
  return host || undefined;
}

/** A Host header without its port, lower case. */
export function hostWithoutPort(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const bracket = host.startsWith("[") ? host.indexOf("]") + 1 : 0;
  const colon = host.indexOf(":", bracket);
  return (colon < 0 ? host : host.slice(0, colon)).toLowerCase().replace(/\.$/, "");
}
