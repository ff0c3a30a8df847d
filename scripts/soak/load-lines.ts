// The server's "beban" lines (server/log/load-report.ts) in its output: one a minute per process,
// saying how long its event loop was held up and how long its renders took.

export type LoadLine = {
  worker?: number;
  eventLoopP50Ms: number;
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
  renders: number;
  renderMs: number;
  renderMaxMs: number;
};

/** Every load line of a server's JSON log, in order; other lines are passed over. */
export function loadLines(output: string): LoadLine[] {
  const lines: LoadLine[] = [];
  for (const text of output.split("\n")) {
    if (!text.includes('"msg":"beban"')) continue;
    try {
      lines.push(JSON.parse(text) as LoadLine);
    } catch {
      // A line cut short as the process ended.
    }
  }
  return lines;
}
