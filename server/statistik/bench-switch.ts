import type { IncomingMessage } from "node:http";
import type { Logger } from "../log/logger.ts";

type CountServed = (path: string, req: IncomingMessage, status: number) => void;

export const SWITCHED_LINE = "Statistik: penghitungan";

/**
 * For the bench only (`STATISTIK_SAKLAR=1`, docs/decisions/080): counting that SIGUSR2 turns off
 * and on again in this one process, so that pages with and without counting are measured on the
 * same process. Two processes differ in speed by as much as counting could cost.
 */
export function switchedBySignal(count: CountServed, log: Logger): CountServed {
  let on = true;
  process.on("SIGUSR2", () => {
    on = !on;
    log.info({ menghitung: on }, `${SWITCHED_LINE} ${on ? "hidup" : "mati"}`);
  });
  return (path, req, status) => {
    if (on) count(path, req, status);
  };
}
