import { lookup } from "node:dns/promises";
import { isIP } from "node:net";

/** How the mail server is reached: the URL nodemailer gets, and whether STARTTLS is required. */
export type MailSecurity = { url: string; requireTLS: boolean };

type Lookup = (host: string) => Promise<Array<{ address: string }>>;

const resolveAll: Lookup = (host) => lookup(host, { all: true });

function isLoopbackAddress(address: string): boolean {
  return isIP(address) === 4 ? address.startsWith("127.") : address === "::1";
}

/**
 * `smtp://` sends the password only over TLS: STARTTLS is required, so a server (or someone in
 * between) that does not offer it is refused before AUTH. Not required for a mail server on this
 * machine (every address of the host is loopback: nothing crosses a network), nor when the URL ends
 * in `?tls=off` (a relay on a network the operator trusts). `smtps://` is TLS from the start.
 */
export async function mailSecurity(
  smtpUrl: string,
  resolve: Lookup = resolveAll,
): Promise<MailSecurity> {
  const url = new URL(smtpUrl);
  const tlsOff = url.searchParams.get("tls") === "off";
  url.searchParams.delete("tls");
  const plain = url.href;
  if (url.protocol === "smtps:" || tlsOff) return { url: plain, requireTLS: false };
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const addresses = isIP(host)
    ? [host]
    : (await resolve(host).catch(() => [])).map((a) => a.address);
  const local = addresses.length > 0 && addresses.every(isLoopbackAddress);
  return { url: plain, requireTLS: !local };
}
