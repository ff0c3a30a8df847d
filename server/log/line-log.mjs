// Plain JavaScript: the cluster's primary (cluster/primary.mjs) logs through this instead of pino
// (logger.ts), whose import alone holds about 8 MB (docs/decisions/177, 195). The lines are the
// ones logger.ts writes: JSON unless standard output is a terminal, one line of text there.
import { writeSync } from "node:fs";

/** One event's line, as logger.ts writes it (`json`: JSON, otherwise `time LEVEL message k=v …`). */
export function lineOf(level, fields, msg, json, time = new Date().toISOString()) {
  if (json) return `${JSON.stringify({ level, time, ...fields, msg })}\n`;
  const rest = Object.entries(fields).map(([key, value]) => ` ${key}=${JSON.stringify(value)}`);
  return `${time} ${level.toUpperCase()} ${msg}${rest.join("")}\n`;
}

/** `log.info("…")` or `log.info({ fields }, "…")`, written synchronously to standard output. */
function writer(level) {
  return (fieldsOrMsg, msg) => {
    const withFields = typeof fieldsOrMsg === "object" && fieldsOrMsg !== null;
    const line = lineOf(
      level,
      withFields ? fieldsOrMsg : {},
      withFields ? msg : fieldsOrMsg,
      !process.stdout.isTTY,
    );
    writeSync(1, line);
  };
}

export const log = {
  info: writer("info"),
  warn: writer("warn"),
  error: writer("error"),
};
