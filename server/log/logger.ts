import { type DestinationStream, type Logger, pino } from "pino";

export type { Logger };

/**
 * JSON lines when standard output is not a terminal (a service manager, a container, a file: a log
 * collector reads it); plain one-line text when a person watches a terminal.
 */
export const JSON_LOGS = !process.stdout.isTTY;

// Fields named like a secret never reach a log line. Named paths only: a wildcard (`*.password`)
// doubles the cost of every line, the request log's included.
const SECRET_NAMES = ["password", "token", "secret", "authorization", "cookie"];
const SECRET_FIELDS = [
  ...SECRET_NAMES,
  ...["JWT_SECRET", "ADMIN_PASSWORD", "DATABASE_URL"].flatMap((name) => [name, `config.${name}`]),
  ...["headers", "body", "user", "account"].flatMap((on) =>
    SECRET_NAMES.map((name) => `${on}.${name}`),
  ),
];

export type LoggerOptions = {
  /** Standard output (1, the default) or standard error (2), written synchronously. */
  fd?: 1 | 2;
  /** JSON lines or plain text; by default JSON unless that output is a terminal. */
  json?: boolean;
  /** Where lines go instead of `fd`. */
  destination?: DestinationStream;
};

/** One line per event: time, level, message and fields; an error as `err` with its stack. */
export function createLogger({
  fd = 1,
  json = !(fd === 1 ? process.stdout : process.stderr).isTTY,
  destination = pino.destination({ dest: fd, sync: true }),
}: LoggerOptions = {}): Logger {
  return pino(
    {
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: SECRET_FIELDS, censor: "[disembunyikan]" },
    },
    json ? destination : plainText(destination),
  );
}

/** Turns pino's JSON line into `time LEVEL message key=value …`, still one line per event. */
function plainText(out: DestinationStream): DestinationStream {
  return {
    write(line: string) {
      const { time, level, msg, ...fields } = JSON.parse(line);
      const rest = Object.entries(fields).map(([key, value]) => ` ${key}=${JSON.stringify(value)}`);
      out.write(`${time} ${String(level).toUpperCase()} ${msg ?? ""}${rest.join("")}\n`);
    },
  };
}

/** The process's logger. */
export const log = createLogger();
