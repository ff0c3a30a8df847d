import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import addressparser from "nodemailer/lib/addressparser";
import proxyAddr from "proxy-addr";
import { z } from "zod";

/** A comma-separated setting as its trimmed, non-empty parts (unset: none). */
const commaList = z
  .string()
  .default("")
  .transform((v) =>
    v
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  );

const DEFAULT_BUILD_DIR = fileURLToPath(new URL("../build", import.meta.url));

/** Indonesian text for a bad value, for checks that name no message of their own. */
const configIssueMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === "invalid_type") {
    return issue.expected === "int" ? "harus bilangan bulat" : "harus berupa angka";
  }
  if (issue.code === "invalid_value") return `harus salah satu dari: ${issue.values.join(", ")}`;
  if (issue.code === "too_big") return `paling besar ${issue.maximum}`;
  if (issue.code === "too_small") return `paling kecil ${issue.minimum}`;
  return "nilai tidak valid";
};

/** An address like https://keraton.example: http(s), no path, query or fragment. */
function isSiteAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return /^https?:$/.test(url.protocol) && url.pathname === "/" && !url.search && !url.hash;
}

/**
 * postgres://user:password@host/db whose parts are where they were written: a `/`, `#` or `?` in
 * the password ends the host part early (the rest, `@` and all, becomes path or fragment), and a
 * bare `%` cannot be decoded. Never echoes the password.
 */
function readsBackAsWritten(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (`${url.pathname}${url.search}${url.hash}`.includes("@")) return false;
  try {
    decodeURIComponent(url.username);
    decodeURIComponent(url.password);
    return true;
  } catch {
    return false;
  }
}

/** `loopback, 10.0.0.0/8, 192.168.1.7`: names proxy-addr knows, addresses and CIDR ranges. */
function isTrustList(list: string[]): boolean {
  try {
    proxyAddr.compile(list);
    return true;
  } catch {
    return false;
  }
}

function isSmtpAddress(value: string): boolean {
  return (
    URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol) && !!new URL(value).hostname
  );
}

/** `name@host` or `Name <name@host>`: one address, on one line. */
function isMailSender(value: string): boolean {
  if (/[\r\n]/.test(value)) return false;
  const addresses = addressparser(value);
  const [first] = addresses;
  return addresses.length === 1 && !!first.address && z.email().safeParse(first.address).success;
}

const ConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .optional()
      .refine((v) => !v || /^postgres(ql)?:\/\//.test(v), {
        message: "harus berupa postgres://… (atau kosongkan untuk SQLite)",
      })
      .refine((v) => !v || !/^postgres(ql)?:\/\//.test(v) || readsBackAsWritten(v), {
        message:
          "tidak dapat dibaca: tulis tanda / # ? @ % di kata sandinya dengan percent-encoding (/ → %2F, # → %23, ? → %3F, @ → %40, % → %25), atau berikan kata sandi lewat PGPASSWORD",
      }),
    JWT_SECRET: z.string().min(32, { message: "minimal 32 karakter" }).optional(),
    SITE_NAME: z.string().min(1).default("Keraton Kasepuhan Cirebon"),
    PUBLIC_URL: z
      .string()
      .refine(isSiteAddress, { message: "harus berupa alamat http(s)://… tanpa path" })
      .transform((v) => new URL(v).origin)
      .optional(),
    ADMIN_USERNAME: z
      .string()
      .regex(/^[A-Za-z0-9._-]{3,50}$/, { message: "3–50 karakter: huruf, angka, . _ -" })
      .default("admin"),
    ADMIN_PASSWORD: z.string().min(8, { message: "minimal 8 karakter" }).optional(),
    SEED: z.enum(["demo", "none"]).default("demo"),
    LOG_REQUESTS: z.enum(["1", "0"]).default("1"),
    NODE_ENV: z.string().default("production"),
    BUILD_DIR: z
      .string()
      .default(DEFAULT_BUILD_DIR)
      .transform((dir) => resolve(dir)),
    /** Reverse proxies whose X-Forwarded-For is believed; none when unset. */
    TRUST_PROXY: commaList.refine(isTrustList, {
      message: "harus berupa daftar alamat IP atau CIDR dipisah koma, atau loopback",
    }),
    /** Hosts or CIDR ranges on a private network a back-office WordPress import may read. */
    IMPORT_ALLOW_PRIVATE: commaList,
    MEDIA_STORE: z.enum(["local", "database"]).optional(),
    /** Server processes sharing the port (node:cluster); 1 is one process without a cluster. */
    WORKERS: z.coerce.number().int().min(1).max(64).optional(),
    /** PostgreSQL connections each server process may hold in its pool (plus one for LISTEN). */
    PG_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** smtp://user:pass@host:587 or smtps://…:465; unset: mail waits in the outbox. */
    SMTP_URL: z
      .string()
      .refine(isSmtpAddress, {
        message: "harus berupa smtp://… atau smtps://… (sandi dengan / atau # ditulis %2F, %23)",
      })
      .optional(),
    /** Mails to subscribers sent a minute by every copy together; staff mail goes first. */
    MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    /** How often scheduled items are looked for (at most 30 s, so each publishes within 60 s). */
    SCHEDULE_CHECK_SECONDS: z.coerce.number().int().min(1).max(30).default(30),
    /** The sender of every mail: `Keraton Kasepuhan <noreply@keraton.example>` or an address. */
    MAIL_FROM: z
      .string()
      .refine(isMailSender, { message: "harus berupa alamat email, boleh dengan nama" })
      .optional(),
  })
  .refine((c) => !c.SMTP_URL || c.MAIL_FROM, {
    path: ["MAIL_FROM"],
    message: "wajib diisi bila SMTP_URL diisi (alamat pengirim email)",
  })
  .refine((c) => c.MEDIA_STORE !== "database" || usesPostgres(c), {
    path: ["MEDIA_STORE"],
    message: "database hanya bisa dipakai bersama PostgreSQL (DATABASE_URL)",
  })
  // Images go where every copy can read them: the database on PostgreSQL, the disk on SQLite.
  .transform((c) => ({
    ...c,
    MEDIA_STORE: c.MEDIA_STORE ?? (usesPostgres(c) ? "database" : "local"),
    // One per core in production; one process while developing.
    WORKERS: c.WORKERS ?? (c.NODE_ENV === "development" ? 1 : availableParallelism()),
  }));

export type Config = z.infer<typeof ConfigSchema>;

/** Every variable the server reads (.env.example lists each; a test keeps it so). */
export const CONFIG_VARIABLES = Object.keys(ConfigSchema.in.shape);

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws naming every variable at fault. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const result = ConfigSchema.safeParse(cleaned, { error: configIssueMessage });
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Konfigurasi tidak valid:\n${lines.join("\n")}`);
  }
  return result.data;
}

export function usesPostgres(config: { DATABASE_URL?: string }): boolean {
  return /^postgres(ql)?:\/\//.test(config.DATABASE_URL ?? "");
}
