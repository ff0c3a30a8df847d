import { setImmediate as nextTurn } from "node:timers/promises";
import { expect, it } from "vitest";
import { RenderTurns } from "./render-turns.ts";

it("runs at most two renders at once, and answers waiting requests between renders", async () => {
  const turns = new RenderTurns(2);
  let running = 0;
  let most = 0;
  const events: string[] = [];
  // A render whose work is synchronous (as SQLite reads and React are), ending in a promise.
  const render = (name: string) => async () => {
    running++;
    most = Math.max(most, running);
    events.push(`render ${name}`);
    const until = performance.now() + 5;
    while (performance.now() < until) {}
    running--;
    return name;
  };
  // A reader arriving while the renders are queued: an event-loop callback, like a request.
  const reader = (async () => {
    await nextTurn();
    events.push("reader answered");
  })();
  const done = await Promise.all(["a", "b", "c", "d", "e"].map((n) => turns.run(render(n))));
  await reader;
  expect(done).toEqual(["a", "b", "c", "d", "e"]);
  expect(most).toBe(1); // each began on its own turn: none ran alongside another's work
  expect(events.indexOf("reader answered")).toBeLessThan(events.indexOf("render e"));
});

it("passes the turn on when a render fails", async () => {
  const turns = new RenderTurns(1);
  const failed = turns.run(async () => {
    throw new Error("database away");
  });
  await expect(failed).rejects.toThrow("database away");
  await expect(turns.run(async () => "next")).resolves.toBe("next");
});

it("never has more renders under way than its turns, even when renders wait on the database", async () => {
  const turns = new RenderTurns(2);
  let running = 0;
  let most = 0;
  const render = async () => {
    running++;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5)); // a query's round trip
    running--;
  };
  await Promise.all(Array.from({ length: 6 }, () => turns.run(render)));
  expect(most).toBe(2);
});
