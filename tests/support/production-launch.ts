import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/** How `npm start` runs the server: its environment settings and Node's flags. */
export type ProductionLaunch = { env: Record<string, string>; nodeFlags: string[] };

/**
 * Reads `npm start` (`exec env VAR=value … node --flag … --import … server/main.mjs`), so tests,
 * benchmarks and the soak run the server with the very memory settings production uses
 * (docs/decisions/006-memory.md) rather than a copy of them.
 */
export function productionLaunch(startScript = readStartScript()): ProductionLaunch {
  const words = startScript.split(/\s+/).filter(Boolean);
  const env: Record<string, string> = {};
  const nodeFlags: string[] = [];
  let seenNode = false;
  for (const word of words) {
    if (!seenNode) {
      const assignment = /^([A-Z_]+)=(.*)$/.exec(word);
      if (assignment) env[assignment[1] as string] = assignment[2] as string;
      if (word === "node") seenNode = true;
      continue;
    }
    if (word === "--import") break;
    nodeFlags.push(word);
  }
  return { env, nodeFlags };
}

function readStartScript(): string {
  const pkg = JSON.parse(readFileSync(resolve("package.json"), "utf8"));
  return pkg.scripts.start as string;
}
