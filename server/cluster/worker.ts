import type { Config } from "../config.ts";
import type { ContentChanges } from "../content/content-changes.ts";
import { serve } from "../serve.ts";
import {
  type ClusterMessage,
  isClusterMessage,
  WORKER_HEADER_VARIABLE,
  WORKER_INDEX_VARIABLE,
} from "./messages.mjs";

/** How long a write waits for the primary's answer (it waits at most APPLY_WAIT_MS itself). */
const PRIMARY_WAIT_MS = 2000;

/**
 * Changes between the workers of one machine through the primary: each one goes to the primary,
 * which passes it to every other worker (cluster IPC, well under a second) and answers once each
 * has applied it; the write's answer waits for that (docs/decisions/116). On PostgreSQL the
 * LISTEN/NOTIFY relay reaches other machines, and these workers too, a moment later.
 */
export function neighboursThroughPrimary(changes: ContentChanges): void {
  let next = 0;
  const waiting = new Map<number, () => void>();
  changes.neighboursTo(
    (what) =>
      new Promise((resolve) => {
        const id = ++next;
        const done = () => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve();
        };
        const timer = setTimeout(done, PRIMARY_WAIT_MS);
        waiting.set(id, done);
        const change: ClusterMessage = { type: "keraton:konten-berubah", id, what };
        // With a callback, a closed channel is reported here rather than thrown at the process.
        process.send?.(change, undefined, undefined, (err: Error | null) => err && done());
      }),
  );
  process.on("message", (message) => {
    if (!isClusterMessage(message)) return;
    if (message.type === "keraton:konten-berubah") {
      changes.receive(message.what);
      const applied: ClusterMessage = { type: "keraton:konten-diterapkan", id: message.id };
      process.send?.(applied, undefined, undefined, () => {});
    } else if (message.type === "keraton:konten-diterapkan") {
      waiting.get(message.id)?.();
    }
  });
}

/** This process is worker N of the cluster the primary started (server/cluster/primary.ts). */
export async function serveAsWorker(config: Config): Promise<void> {
  const index = Number(process.env[WORKER_INDEX_VARIABLE]);
  await serve(config, {
    index,
    runsBackgroundWork: index === 1,
    relay: (deps) => neighboursThroughPrimary(deps.contentChanges),
    listening: (port) => process.send?.({ type: "keraton:siap", port } satisfies ClusterMessage),
    nameInAnswers: process.env[WORKER_HEADER_VARIABLE] === "1",
  });
}
