// The bench's load generator: wrk pinned to its own core, or autocannon (in this process) where
// wrk is not installed, which the bench says, since autocannon saturates before our server does.
import { measure as autocannon, type LoadOptions, type LoadResult } from "./load.ts";
import { cpuList, type Pinning, pinProcess } from "./pinning.ts";
import { runWrk, WRK_BINARY, wrkInstalled } from "./wrk.ts";

export type Generator = {
  describe: string;
  measure: (url: string, options: LoadOptions) => Promise<LoadResult>;
};

export function loadGenerator(pinning: Pinning | null): Generator {
  const where = pinning ? `on core ${cpuList(pinning.generator)}` : "unpinned";
  if (wrkInstalled()) {
    return {
      describe: `wrk, one thread, ${where}`,
      measure: (url, options) => runWrk(url, { ...options, cpus: pinning?.generator }),
    };
  }
  // autocannon runs in this process, so this process moves to the generator's core.
  if (pinning) pinProcess(process.pid, pinning.generator);
  return {
    describe:
      `autocannon ${where} — ${WRK_BINARY} is missing (apt-get install wrk): autocannon, ` +
      "written in JavaScript, saturates before the server does, so these figures understate it",
    measure: autocannon,
  };
}
