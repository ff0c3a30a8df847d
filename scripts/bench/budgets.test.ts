import { describe, expect, it } from "vitest";
import { BUDGETS, budgetLine, withinBudget, worst } from "./budgets.ts";

describe("issue 33's budgets as the bench prints them", () => {
  it("judges memory and time by the largest figure of the run, a share of nginx by the smallest", () => {
    expect(worst(BUDGETS.memoryAfterStart, [240, 260])).toBe(260);
    expect(withinBudget(BUDGETS.memoryAfterStart, [240, 250])).toBe(true);
    expect(withinBudget(BUDGETS.memoryAfterStart, [240, 251])).toBe(false);
    expect(withinBudget(BUDGETS.restart, [1.2, 2.4])).toBe(false);
    expect(worst(BUDGETS.fastPath, [55, 48, 60])).toBe(48);
    expect(withinBudget(BUDGETS.fastPath, [55, 50])).toBe(true);
  });

  it("is not met when nothing was measured", () => {
    expect(withinBudget(BUDGETS.primary, [])).toBe(false);
    expect(withinBudget(BUDGETS.primary, [Number.NaN])).toBe(false);
  });

  it("prints the limit, the previous release's figures, this checkout's and the verdict", () => {
    const line = budgetLine(BUDGETS.firstStart, [7.123, 6.5], [3.456, 4], {
      now: [" (a)", " (b)"],
    });
    expect(line).toMatch(
      /^first page, fresh start with the demo content\s+≤ 10 s\s+7\.12, 6\.50\s+3\.46 \(a\), 4\.00 \(b\)\s+ok\s*$/,
    );
    expect(budgetLine(BUDGETS.fastPath, [40], [45])).toMatch(/≥ 50 %\s+40\s+45\s+NOT MET/);
  });
});
