import { isIPv6 } from "node:net";

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The address a client is counted by in limits (wrong passwords and codes, reset requests): an
 * IPv6 client by its /64, which one home line or phone is handed whole, so rotating through it
 * is one client; an IPv4 client (also written IPv4-mapped) by its address.
 */
export function countingAddress(address: string): string {
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  // The URL parser writes any IPv6 form (embedded IPv4 included) as hex groups, `::` at most once.
  const written = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head, tail] = written.split("::");
  const before = head ? head.split(":") : [];
  const after = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - before.length - after.length).fill("0");
  return `${[...before, ...zeros, ...after].slice(0, 4).join(":")}::/64`;
}
