import { describe, expect, it } from "vitest";
import { RememberedPictures } from "./remembered-pictures.ts";

const file = (bytes: number) => ({ data: Buffer.alloc(bytes), storedAt: new Date(0) });

describe("the pictures kept for a database outage", () => {
  it("stays within its bytes, letting the least recently served go first", () => {
    const kept = new RememberedPictures(300);
    kept.keep("/uploads/a.webp", file(100));
    kept.keep("/uploads/b.webp", file(100));
    kept.keep("/uploads/a.webp", file(100)); // served again: now the most recent
    kept.keep("/uploads/c.webp", file(150));
    expect(kept.get("/uploads/b.webp")).toBeUndefined();
    expect(kept.get("/uploads/a.webp")).toBeDefined();
    expect(kept.get("/uploads/c.webp")).toBeDefined();
    expect(kept.bytes).toBe(250);
  });

  it("keeps no picture larger than all it may hold, and forgets a deleted one", () => {
    const kept = new RememberedPictures(300);
    kept.keep("/uploads/besar.jpg", file(301));
    expect(kept.get("/uploads/besar.jpg")).toBeUndefined();
    kept.keep("/uploads/a.webp", file(100));
    kept.forget("/uploads/a.webp");
    expect(kept.get("/uploads/a.webp")).toBeUndefined();
    expect(kept.bytes).toBe(0);
  });
});
