import type { Change } from "../content/content-changes.ts";

/** What a worker and the primary tell each other over the cluster's IPC channel. */
export type ClusterMessage =
  /** The worker listens (on this port). */
  | { type: "keraton:siap"; port: number }
  /**
   * Something visitors read changed: sent by the worker that wrote it (its own number for the
   * change), passed on by the primary to the others (the primary's number for the hand-over).
   */
  | { type: "keraton:konten-berubah"; id: number; what: Change }
  /**
   * From a worker: it has applied the primary's hand-over `id`. From the primary: every other
   * worker has applied the writer's change `id` (or could not in time).
   */
  | { type: "keraton:konten-diterapkan"; id: number };

export function isClusterMessage(message: unknown): message is ClusterMessage;

/** The environment variable that gives a worker its number (1 … WORKERS). */
export const WORKER_INDEX_VARIABLE: "KERATON_PEKERJA";
/** Test runs only: set to 1, every answer names its worker in an `x-pekerja` header. */
export const WORKER_HEADER_VARIABLE: "KERATON_UJI_HEADER_PEKERJA";
