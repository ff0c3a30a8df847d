import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { productionLaunch } from "./production-launch.ts";

describe("productionLaunch", () => {
  it("reads the environment and Node's flags from a start script", () => {
    const launch = productionLaunch(
      "exec env A_B=2 C_=65536 node --max-old-space-size=128 --import ./x.mjs server/main.ts",
    );
    expect(launch).toEqual({
      env: { A_B: "2", C_: "65536" },
      nodeFlags: ["--max-old-space-size=128"],
    });
  });

  it("finds npm start's memory settings, and the Docker image uses the same ones", () => {
    const { env, nodeFlags } = productionLaunch();
    expect(env.MALLOC_ARENA_MAX).toBeDefined();
    expect(nodeFlags.some((flag) => flag.startsWith("--max-old-space-size="))).toBe(true);
    const dockerfile = readFileSync("deploy/Dockerfile", "utf8");
    for (const [name, value] of Object.entries(env)) {
      expect(dockerfile).toContain(`${name}=${value}`);
    }
    const cmd = /^CMD \[(.*)\]$/m.exec(dockerfile)?.[1] ?? "";
    for (const flag of nodeFlags) expect(cmd).toContain(`"${flag}"`);
  });
});
