// Issue 33's budgets, as `npm run bench` prints them: each figure of this checkout against its
// budget, with the previous release's figures from the same run beside it.
import { formatRow } from "./load.ts";

export type Budget = {
  name: string;
  limit: number;
  unit: "MB" | "s" | "%";
  /** "at most" (memory, time) or "at least" (a share of nginx). */
  atMost: boolean;
};

export const BUDGETS = {
  memoryAfterStart: {
    name: "default server after start, sum of RSS",
    limit: 250,
    unit: "MB",
    atMost: true,
  },
  memoryAfterLoad: {
    name: "default server after the load, sum of RSS",
    limit: 300,
    unit: "MB",
    atMost: true,
  },
  primary: { name: "primary after start, RSS", limit: 40, unit: "MB", atMost: true },
  firstStart: {
    name: "first page, fresh start with the demo content",
    limit: 10,
    unit: "s",
    atMost: true,
  },
  restart: { name: "first page, start with existing data", limit: 2, unit: "s", atMost: true },
  fastPath: {
    name: "fast path / (one process) vs nginx, req/s",
    limit: 50,
    unit: "%",
    atMost: false,
  },
} satisfies Record<string, Budget>;

/** The figure a verdict is taken on: the worst of the figures measured. */
export function worst(budget: Budget, figures: readonly number[]): number {
  const known = figures.filter((n) => Number.isFinite(n));
  if (known.length === 0) return Number.NaN;
  return budget.atMost ? Math.max(...known) : Math.min(...known);
}

export function withinBudget(budget: Budget, figures: readonly number[]): boolean {
  const figure = worst(budget, figures);
  if (!Number.isFinite(figure)) return false;
  return budget.atMost ? figure <= budget.limit : figure >= budget.limit;
}

const shown = (budget: Budget, n: number) =>
  Number.isFinite(n) ? n.toFixed(budget.unit === "s" ? 2 : 0) : "?";

export const BUDGET_WIDTHS = [46, 10, 30, 30, 8];

export function budgetHeader(previousLabel: string | undefined): string {
  return formatRow(["budget", "limit", previousLabel ?? "", "now", ""], BUDGET_WIDTHS);
}

/**
 * One budget's line: the limit, the previous release's figures and this checkout's (each
 * measurement of the run, in order), and the verdict on this checkout's worst figure.
 */
export function budgetLine(
  budget: Budget,
  previous: readonly number[],
  now: readonly number[],
  extra: { previous?: readonly string[]; now?: readonly string[] } = {},
): string {
  const list = (figures: readonly number[], notes: readonly string[] = []) =>
    figures.map((n, i) => `${shown(budget, n)}${notes[i] ?? ""}`).join(", ");
  const limit = `${budget.atMost ? "≤" : "≥"} ${budget.limit} ${budget.unit}`;
  return formatRow(
    [
      budget.name,
      limit,
      list(previous, extra.previous),
      list(now, extra.now),
      withinBudget(budget, now) ? "ok" : "NOT MET",
    ],
    BUDGET_WIDTHS,
  );
}
