/**
 * Why a mail could not be sent, in words for staff: one plain sentence per kind of failure. The
 * raw error (addresses, ports, the server's own words) goes to the log only, never to a screen.
 */
export const MAIL_FAILURE = {
  unreachable:
    "Server email tidak dapat dihubungi. Periksa nama server dan port di SMTP_URL, atau apakah server email sedang mati.",
  timeout: "Server email tidak menjawab tepat waktu. Email dicoba kirim lagi nanti.",
  login: "Server email menolak login. Periksa nama pengguna dan password di SMTP_URL.",
  address:
    "Alamat email ditolak oleh server email. Periksa alamat penerima, dan alamat pengirim di MAIL_FROM.",
  busy: "Server email sedang menolak sementara. Email dicoba kirim lagi nanti.",
  tls: "Sambungan aman ke server email gagal. Periksa smtp:// atau smtps:// dan port di SMTP_URL.",
  other:
    "Email tidak dapat dikirim karena sebab lain. Jika terus gagal, minta pengelola server memeriksa log.",
} as const;

type Kind = keyof typeof MAIL_FAILURE;

/** First match wins: a refused login mentions a response code too, so it comes before them. */
const KINDS: Array<[Kind, RegExp]> = [
  ["login", /\bEAUTH\b|\b53[045]\b|invalid login|authentication/i],
  ["tls", /certificate|\bTLS\b|\bSSL\b|wrong version number|ETLS/i],
  ["timeout", /ETIMEDOUT|timed? ?out|greeting never received/i],
  ["unreachable", /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ECONNRESET|EDNS/i],
  ["address", /EENVELOPE|\b55[0-3]\b|\b50[1]\b|recipient|sender|mailbox/i],
  ["busy", /\b4[25]\d\b/],
];

const KNOWN = new Set<string>(Object.values(MAIL_FAILURE));

/** The staff's sentence for a failure: a nodemailer error, or the text kept from an older try. */
export function mailFailureText(error: unknown): string {
  if (typeof error === "string" && (error === "" || KNOWN.has(error))) return error;
  const { code, responseCode, message } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  const text = [code, responseCode, typeof error === "string" ? error : message]
    .filter((part) => part !== undefined && part !== null)
    .join(" ");
  const kind = KINDS.find(([, pattern]) => pattern.test(text))?.[0] ?? "other";
  return MAIL_FAILURE[kind];
}
