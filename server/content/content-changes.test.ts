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

  it("never repeats a version while stale, and settles again after reconnecting", () => {
    const changes = new ContentChanges();
    changes.setStale(true);
    const seen = new Set([changes.version, changes.version, changes.version]);
    expect(seen.size).toBe(3);
    changes.setStale(false);
    expect(changes.version).toBe(changes.version);
  });
});
