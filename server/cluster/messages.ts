/** What a worker and the primary tell each other over the cluster's IPC channel. */
export type ClusterMessage =
  /** The worker listens (on this port). */
  | { type: "keraton:siap"; port: number }
  /** Content changed: sent by the worker that wrote it, passed on by the primary to the others. */
  | { type: "keraton:konten-berubah" };

export function isClusterMessage(message: unknown): message is ClusterMessage {
  const type = (message as { type?: unknown } | null)?.type;
  return type === "keraton:siap" || type === "keraton:konten-berubah";
}

/** The environment variable that gives a worker its number (1 … WORKERS). */
export const WORKER_INDEX_VARIABLE = "KERATON_PEKERJA";
/** Test runs only: set to 1, every answer names its worker in an `x-pekerja` header. */
export const WORKER_HEADER_VARIABLE = "KERATON_UJI_HEADER_PEKERJA";
