import { describe, expect, it } from "vitest";
import { ContentChanges } from "./content-changes.ts";

describe("ContentChanges", () => {
  it("keeps its version until a write is announced or heard of", () => {
    const changes = new ContentChanges();
    const first = changes.version;
    expect(changes.version).toBe(first);
    changes.announce();
    const second = changes.version;
    expect(second).not.toBe(first);
    changes.receive();
    expect(changes.version).not.toBe(second);
  });

  it("relays each announcement to the other copies", () => {
    const changes = new ContentChanges();
    const sent: number[] = [];
    changes.relayTo((v) => sent.push(v));
    changes.announce();
    changes.announce();
    expect(sent).toHaveLength(2);
  });

  it("is delivered once this machine's other workers have applied every change so far", async () => {
    const changes = new ContentChanges();
    expect(changes.delivered()).toBeUndefined();
    const applied: Array<() => void> = [];
    const told: string[] = [];
    changes.neighboursTo((what) => {
      told.push(what);
      return new Promise<void>((resolve) => applied.push(resolve));
    });
    const views = changes.views;
    const version = changes.version;
    changes.announce();
    changes.viewsCounted();
    expect(told).toEqual(["konten", "tayangan"]);
    expect(changes.views).not.toBe(views);
    let delivered = false;
    void changes.delivered()?.then(() => {
      delivered = true;
    });
    applied[0]?.();
    await Promise.resolve();
    expect(delivered).toBe(false);
    applied[1]?.();
    await expect.poll(() => delivered).toBe(true);
    expect(changes.delivered()).toBeUndefined();
    changes.receive("tayangan");
    expect(changes.version).toBe(version + 1);
  });

  it("never repeats a version while stale, and settles again after reconnecting", () => {
    const changes = new ContentChanges();
    changes.setStale(true);
    const seen = new Set([changes.version, changes.version, changes.version]);
    expect(seen.size).toBe(3);
    changes.setStale(false);
    expect(changes.version).toBe(changes.version);
  });
});
