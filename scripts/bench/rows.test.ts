import { describe, expect, it } from "vitest";
import { selectRows } from "./rows.ts";

const ROWS = [
  { name: "/" },
  { name: "/informasi/{slug}" },
  { name: "/api/informasi" },
  { name: "PUT /api/informasi/{id} (save)" },
];

describe("selectRows", () => {
  it("keeps every row when --rows is not given", () => {
    expect(selectRows(ROWS, [])).toEqual(ROWS);
  });

  it("keeps the rows whose name holds any piece given", () => {
    expect(selectRows(ROWS, ["save"]).map((r) => r.name)).toEqual([
      "PUT /api/informasi/{id} (save)",
    ]);
    expect(selectRows(ROWS, ["/api/", "{slug}"]).map((r) => r.name)).toEqual([
      "/informasi/{slug}",
      "/api/informasi",
      "PUT /api/informasi/{id} (save)",
    ]);
    expect(selectRows(ROWS, ["nothing"])).toEqual([]);
  });
});
