import { describe, expect, it } from "vitest";
import { isoDate } from "./fields.ts";

describe("a date a visitor sends", () => {
  it.each(["2030-02-30", "30-01-2030", "besok"])(
    "refuses %s in words a visitor understands, without the wire format",
    (tanggal) => {
      const result = isoDate.safeParse(tanggal);
      expect(result.success).toBe(false);
      const message = result.error?.issues[0]?.message ?? "";
      expect(message).toBe("Tanggal tidak valid. Pilih tanggal dari kalender.");
      expect(message).not.toMatch(/YYYY/);
    },
  );
});
