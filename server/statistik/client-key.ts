/**
 * Who a request comes from, as the statistics tell clients apart: an IPv4 address as it is, an
 * IPv6 one by its /64 (one household or phone is given a whole /64 and may use any address in
 * it), an IPv4-mapped IPv6 address as its IPv4 one.
 */
export function clientKey(address: string): string {
  if (!address.includes(":")) return address;
  const lower = address.toLowerCase().split("%")[0];
  if (lower.startsWith("::ffff:") && lower.includes(".")) return lower.slice(7);
  const [head, tail] = lower.split("::");
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array(8 - front.length - back.length).fill("0"), ...back];
  const prefix = groups.slice(0, 4).map((g) => (Number.parseInt(g, 16) || 0).toString(16));
  return `${prefix.join(":")}::/64`;
}

/** An address the request has none of: made in process (tests), never one from the network. */
export const isUnknownAddress = (address: string | undefined): address is undefined | "unknown" =>
  address === undefined || address === "unknown";
