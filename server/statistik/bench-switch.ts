import type { AddressCounter } from "../http/address-counter.ts";
import type { Logger } from "../log/logger.ts";

type CounterFor = (path: string, target: string) => AddressCounter | undefined;

const SWITCHED_LINE = "Statistik: penghitungan";

/**
 * A switch's log line: the new state, and since the last switch how many pages were answered, in
 * how many µs of this process's own clock and with how many µs of its CPU.
 */
export const SWITCHED = new RegExp(
  `${SWITCHED_LINE} (hidup|mati); (\\d+) halaman dilayani sebelumnya dalam (\\d+) µs, CPU (\\d+) µs`,
  "g",
);

const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/**
 * For the bench only (`STATISTIK_SAKLAR=1`, docs/decisions/080): counting that SIGUSR2 turns off
 * and on again in this one process, so that pages with and without counting are measured on the
 * same process, under one load. Each switch says how many pages were answered since the one
 * before, over what time and with what CPU, measured here: the phase the bench adds up is then
 * exactly the one the pages were answered in (a signal arrives a little after it is sent, and
 * /proc counts CPU in 10 ms ticks, a tenth of the bench's 100 ms phase).
 */
export function switchedBySignal(counterFor: CounterFor, log: Logger): CounterFor {
  let on = true;
  let served = 0;
  let since = performance.now();
  let cpuSince = cpuMicros();
  process.on("SIGUSR2", () => {
    const now = performance.now();
    const cpu = cpuMicros();
    const micros = Math.round((now - since) * 1000);
    on = !on;
    log.info(
      { menghitung: on, dilayani: served },
      `${SWITCHED_LINE} ${on ? "hidup" : "mati"}; ${served} halaman dilayani sebelumnya dalam ` +
        `${micros} µs, CPU ${cpu - cpuSince} µs`,
    );
    served = 0;
    since = now;
    cpuSince = cpu;
  });
  return (path, target) => {
    const counter = counterFor(path, target);
    return {
      served: (req, status) => {
        served++;
        if (on) counter?.served(req, status);
      },
    };
  };
}
