import { afterEach, describe, expect, it, vi } from "vitest";
import { APPLY_WAIT_MS, HandOvers } from "./hand-overs.mjs";
import type { ClusterMessage } from "./messages.mjs";

/** A worker that records what the primary sends it. */
function worker() {
  const received: ClusterMessage[] = [];
  return { received, send: (message: ClusterMessage) => received.push(message) };
}
type FakeWorker = ReturnType<typeof worker>;

const CHANGE = { type: "keraton:konten-berubah", id: 7, what: "konten" } as const;
const ANSWER = { type: "keraton:konten-diterapkan", id: 7 };

/** The primary's number for the hand-over that reached `to`. */
const handOverId = (to: FakeWorker) => (to.received[0] as { id: number }).id;

describe("handing a change to the other workers", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers the writer once every other listening worker has applied it", () => {
    const [writer, second, third, starting] = [worker(), worker(), worker(), worker()];
    const handOvers = new HandOvers<FakeWorker>(() => {});
    handOvers.passOn(writer, CHANGE, [writer, second, third, starting], (w) => w !== starting);
    expect(second.received).toEqual([{ ...CHANGE, id: handOverId(second) }]);
    expect(starting.received).toHaveLength(1);
    handOvers.applied(second, handOverId(second));
    expect(writer.received).toEqual([]);
    handOvers.applied(third, handOverId(third));
    expect(writer.received).toEqual([ANSWER]);
  });

  it("answers at once when no other worker listens", () => {
    const writer = worker();
    new HandOvers<FakeWorker>(() => {}).passOn(writer, CHANGE, [writer], () => true);
    expect(writer.received).toEqual([ANSWER]);
  });

  it("a worker that stops or does not answer in time never holds a write", () => {
    vi.useFakeTimers();
    const [writer, stopped, stuck] = [worker(), worker(), worker()];
    const late = vi.fn();
    const handOvers = new HandOvers<FakeWorker>(late);
    handOvers.passOn(writer, CHANGE, [writer, stopped], () => true);
    handOvers.gone(stopped);
    expect(writer.received).toEqual([ANSWER]);

    handOvers.passOn(writer, { ...CHANGE, id: 8 }, [writer, stuck], () => true);
    vi.advanceTimersByTime(APPLY_WAIT_MS - 1);
    expect(writer.received).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(writer.received).toEqual([ANSWER, { ...ANSWER, id: 8 }]);
    expect(late).toHaveBeenCalledWith(1);
  });
});
