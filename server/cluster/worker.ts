import type { Config } from "../config.ts";
import type { ContentChanges } from "../content/content-changes.ts";
import { serve } from "../serve.ts";
import {
  type ClusterMessage,
  isClusterMessage,
  WORKER_HEADER_VARIABLE,
  WORKER_INDEX_VARIABLE,
} from "./messages.ts";

/**
 * Content changes between the workers of one machine through the primary: each announcement goes
 * to the primary, which passes it to every other worker (cluster IPC, well under a second). On
 * PostgreSQL the LISTEN/NOTIFY relay already reaches every worker, as it reaches other machines.
 */
export function relayThroughPrimary(changes: ContentChanges): void {
  const send = (message: ClusterMessage) => process.send?.(message);
  changes.relayTo(() => send({ type: "keraton:konten-berubah" }));
  process.on("message", (message) => {
    if (isClusterMessage(message) && message.type === "keraton:konten-berubah") changes.receive();
  });
}

/** This process is worker N of the cluster the primary started (server/cluster/primary.ts). */
export async function serveAsWorker(config: Config): Promise<void> {
  const index = Number(process.env[WORKER_INDEX_VARIABLE]);
  await serve(config, {
    index,
    runsBackgroundWork: index === 1,
    relay: (deps) => {
      if (!deps.contentRelay) relayThroughPrimary(deps.contentChanges);
    },
    listening: (port) => process.send?.({ type: "keraton:siap", port } satisfies ClusterMessage),
    nameInAnswers: process.env[WORKER_HEADER_VARIABLE] === "1",
  });
}
