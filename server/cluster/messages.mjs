// Plain JavaScript: the primary (primary.mjs) loads no TypeScript (docs/decisions/195). The types
// are in messages.d.mts.

const TYPES = new Set(["keraton:siap", "keraton:konten-berubah", "keraton:konten-diterapkan"]);

/** Whether `message` is one of ours (ClusterMessage, messages.d.mts). */
export function isClusterMessage(message) {
  return TYPES.has(message?.type);
}

/** The environment variable that gives a worker its number (1 … WORKERS). */
export const WORKER_INDEX_VARIABLE = "KERATON_PEKERJA";
/** Test runs only: set to 1, every answer names its worker in an `x-pekerja` header. */
export const WORKER_HEADER_VARIABLE = "KERATON_UJI_HEADER_PEKERJA";
