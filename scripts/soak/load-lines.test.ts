import { expect, it } from "vitest";
import { loadLines } from "./load-lines.ts";

it("reads the server's load lines from its output, passing over everything else", () => {
  const output = [
    '{"level":"info","msg":"Migrasi selesai: x"}',
    '{"level":"info","eventLoopP50Ms":0.1,"eventLoopP99Ms":12.5,"eventLoopMaxMs":40,"renders":31,"renderMs":420.5,"renderMaxMs":35.1,"msg":"beban"}',
    "Keraton siap di http://127.0.0.1:1234",
    '{"level":"info","worker":2,"eventLoopP50Ms":0.2,"eventLoopP99Ms":3,"eventLoop',
  ].join("\n");
  expect(loadLines(output)).toEqual([
    expect.objectContaining({
      eventLoopP99Ms: 12.5,
      eventLoopMaxMs: 40,
      renders: 31,
      renderMs: 420.5,
    }),
  ]);
});
