import type { IncomingMessage } from "node:http";
import type { Logger } from "../log/logger.ts";

type CountServed = (path: string, req: IncomingMessage, status: number) => void;

const SWITCHED_LINE = "Statistik: penghitungan";

/** A switch's log line: the new state, and how many pages were answered since the last switch. */
export const SWITCHED = new RegExp(
  `${SWITCHED_LINE} (hidup|mati); (\\d+) halaman dilayani sebelumnya`,
  "g",
);

/**
 * For the bench only (`STATISTIK_SAKLAR=1`, docs/decisions/080): counting that SIGUSR2 turns off
 * and on again in this one process, so that pages with and without counting are measured on the
 * same process, under one load. Each switch says how many pages were answered since the one
 * before: the bench adds up the requests of each state from these.
 */
export function switchedBySignal(count: CountServed, log: Logger): CountServed {
  let on = true;
  let served = 0;
  process.on("SIGUSR2", () => {
    on = !on;
    log.info(
      { menghitung: on, dilayani: served },
      `${SWITCHED_LINE} ${on ? "hidup" : "mati"}; ${served} halaman dilayani sebelumnya`,
    );
    served = 0;
  });
  return (path, req, status) => {
    served++;
    if (on) count(path, req, status);
  };
}
