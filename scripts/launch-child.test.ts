import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { launchChild } from "./launch-child.ts";

const dir = mkdtempSync(join(tmpdir(), "launch-child-"));
function launcher(name: string, source: string): string {
  const path = join(dir, name);
  writeFileSync(path, source);
  return path;
}

describe("launchChild", () => {
  it("answers with what the child said after the marker, and stops it", async () => {
    const ready = launcher(
      "ready.ts",
      `process.stderr.write("warming up\\n");
       setTimeout(() => console.log("READY " + process.argv[2]), 50);
       setInterval(() => {}, 1000);`,
    );
    const child = await launchChild({
      launcher: ready,
      args: ["http://127.0.0.1:1234"],
      cwd: dir,
      marker: "READY ",
      what: "the test child",
    });
    expect(child.said).toBe("http://127.0.0.1:1234");
    await child.stop(); // would hang if the child kept running
  });

  it("fails with everything the child printed when it exits before it is ready", async () => {
    const broken = launcher(
      "broken.ts",
      `console.log("reading the config"); console.error("no database"); process.exit(3);`,
    );
    const failure = await launchChild({
      launcher: broken,
      cwd: dir,
      marker: "READY ",
      what: "the test child",
    }).catch((error: Error) => error.message);
    // Its two outputs come through two pipes, in either order.
    expect(failure).toMatch(/^the test child did not start:\n/);
    expect(failure).toContain("reading the config");
    expect(failure).toContain("no database");
  });
});
