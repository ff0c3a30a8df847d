// The "vs nginx" column. nginx serving a file is the fastest any row can honestly be; when
// another row beats it, the load generator (or the machine) set every figure, not the servers,
// and a share of nginx would flatter the slower server.
export type Ratio = { show: true; ceiling: number } | { show: false; why: string };

export function ceilingRatio(nginxRps: number | undefined, allRps: number[]): Ratio {
  if (nginxRps === undefined) return { show: false, why: "no nginx row, so no ratio" };
  const fastest = Math.max(...allRps);
  if (nginxRps > 0 && nginxRps >= fastest) return { show: true, ceiling: nginxRps };
  return {
    show: false,
    why:
      `a row answered faster than nginx serving a file (${fastest} against ${nginxRps} req/s): ` +
      "the load generator, not the server, is the limit of this run, so no ratio is printed",
  };
}

export const share = (rps: number, ratio: Ratio) =>
  ratio.show ? `${Math.round((100 * rps) / ratio.ceiling)}%` : "";
