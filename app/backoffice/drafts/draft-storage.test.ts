import { describe, expect, it } from "vitest";
import {
  applyDraft,
  clearDraft,
  DRAFT_MAX_AGE_MS,
  draftDiffers,
  draftKey,
  readDraft,
  saveDraft,
  storableValues,
} from "./draft-storage.ts";

/** Local storage as the browser has it, in memory. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const NOW = 1_800_000_000_000;

describe("draft keys", () => {
  it("name the person, the screen and the item, so no draft lands in another form", () => {
    const a = draftKey({ screen: "/informasi", item: "baru", user: "budi" });
    expect(a).toBe("draf:budi:/informasi:baru");
    expect(draftKey({ screen: "/informasi", item: "7", user: "budi" })).not.toBe(a);
    expect(draftKey({ screen: "/dokumentasi", item: "baru", user: "budi" })).not.toBe(a);
    expect(draftKey({ screen: "/informasi", item: "baru", user: "sari" })).not.toBe(a);
  });

  it("treat usernames without regard to case (one account) and escape odd characters", () => {
    expect(draftKey({ screen: "/user", item: "3", user: "Budi" })).toBe(
      draftKey({ screen: "/user", item: "3", user: "budi" }),
    );
    expect(draftKey({ screen: "/x", item: "a:b", user: "c:d" })).toBe("draf:c%3Ad:/x:a%3Ab");
  });
});

describe("draft storage", () => {
  it("keeps text, numbers and lists; never a chosen file or a password", () => {
    const values = {
      judul: "Grebeg Syawal",
      jumlah: 3,
      tiket: [{ kategori: "Dewasa", harga: 15000 }],
      gambar: new Blob(["x"]),
      password: "rahasia-sekali",
      password_baru: "rahasia-baru-1",
      kosong: null,
    };
    expect(storableValues(values)).toEqual({
      judul: "Grebeg Syawal",
      jumlah: 3,
      tiket: [{ kategori: "Dewasa", harga: 15000 }],
      kosong: null,
    });
    const storage = new MemoryStorage();
    saveDraft(storage, "k", values, NOW);
    expect(storage.getItem("k")).not.toContain("rahasia");
  });

  it("reads back what was saved, with when", () => {
    const storage = new MemoryStorage();
    saveDraft(storage, "k", { judul: "A", deskripsi: "<p>B</p>" }, NOW);
    expect(readDraft(storage, "k", NOW + 1000)).toEqual({
      savedAt: NOW,
      values: { judul: "A", deskripsi: "<p>B</p>" },
    });
  });

  it("keeps the version the words were typed over, so a later save still meets a colleague's", () => {
    const storage = new MemoryStorage();
    saveDraft(storage, "k", { judul: "A" }, NOW, 7);
    expect(readDraft(storage, "k", NOW + 1000)?.versi).toBe(7);
  });

  it("drops a draft older than a week, and one it cannot read", () => {
    const storage = new MemoryStorage();
    saveDraft(storage, "old", { judul: "A" }, NOW);
    expect(readDraft(storage, "old", NOW + DRAFT_MAX_AGE_MS)).toBeDefined();
    expect(readDraft(storage, "old", NOW + DRAFT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(storage.getItem("old")).toBeNull();

    storage.setItem("broken", "{not json");
    expect(readDraft(storage, "broken", NOW)).toBeUndefined();
    storage.setItem("shape", JSON.stringify({ values: { judul: "A" } }));
    expect(readDraft(storage, "shape", NOW)).toBeUndefined();
    expect(storage.length).toBe(0);
  });

  it("clears a draft", () => {
    const storage = new MemoryStorage();
    saveDraft(storage, "k", { judul: "A" }, NOW);
    clearDraft(storage, "k");
    expect(readDraft(storage, "k", NOW)).toBeUndefined();
  });

  it("survives a full or refused storage without throwing", () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    expect(() => saveDraft(full, "k", { judul: "A" }, NOW)).not.toThrow();
  });
});

describe("offering a draft back", () => {
  const draft = { savedAt: NOW, values: { judul: "Baru", deskripsi: "<p>x</p>", hilang: "?" } };

  it("offers only a draft that differs from what the form shows", () => {
    expect(draftDiffers(draft, { judul: "Baru", deskripsi: "<p>x</p>" })).toBe(false);
    expect(draftDiffers(draft, { judul: "Lama", deskripsi: "<p>x</p>" })).toBe(true);
  });

  it("puts the draft's values into the form, keeping fields it has no value for", () => {
    const file = new Blob(["x"]);
    expect(applyDraft({ judul: "Lama", deskripsi: "", gambar: file }, draft)).toEqual({
      judul: "Baru",
      deskripsi: "<p>x</p>",
      gambar: file,
    });
  });
});
