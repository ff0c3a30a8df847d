import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkSchedule, SCHEDULE_TEXTS, storedTerbitPada, terbitPadaField } from "./desk.schema.ts";

const schema = z
  .object({ status: z.string().optional(), terbit_pada: terbitPadaField })
  .superRefine((v, ctx) => checkSchedule(v, ctx, Date.parse("2026-11-26T06:00:00Z")));
const issue = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("scheduling rules", () => {
  it("takes a future time with its offset", () => {
    expect(
      issue({ status: "terjadwal", terbit_pada: "2026-11-29T19:00:00+07:00" }),
    ).toBeUndefined();
    expect(issue({ status: "terjadwal", terbit_pada: "2026-11-26T06:01Z" })).toBeUndefined();
  });
  it.each([
    [{ status: "terjadwal" }, SCHEDULE_TEXTS.required],
    [{ status: "terjadwal", terbit_pada: "" }, SCHEDULE_TEXTS.required],
    [{ status: "terjadwal", terbit_pada: "2026-11-29T19:00:00" }, SCHEDULE_TEXTS.format],
    [{ status: "terjadwal", terbit_pada: "2026-11-29" }, SCHEDULE_TEXTS.format],
    [{ status: "terjadwal", terbit_pada: "Sabtu malam" }, SCHEDULE_TEXTS.format],
    [{ status: "terjadwal", terbit_pada: "2026-02-30T19:00:00+07:00x" }, SCHEDULE_TEXTS.format],
    [{ status: "terjadwal", terbit_pada: "2026-11-26T12:59:00+07:00" }, SCHEDULE_TEXTS.past],
    [{ status: "terjadwal", terbit_pada: 5 }, SCHEDULE_TEXTS.format],
  ])("refuses %j: %s", (input, message) => {
    expect(issue(input)).toBe(message);
  });
  it("stores the moment in UTC, so stored times compare as text", () => {
    expect(storedTerbitPada("2026-11-29T19:00:00+07:00")).toBe("2026-11-29T12:00:00.000Z");
  });
});
