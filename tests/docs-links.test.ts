import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

/**
 * Where a reader of `file` is sent: the targets of Markdown links, and paths to other `.md`
 * files quoted in code spans (`docs/decisions/x.md`), which a reader follows the same way.
 */
function referencesIn(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const links = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
  const quoted = [...text.matchAll(/`([^`\s]+\.md)(?:#[^`\s]*)?`/g)].map((m) => m[1]);
  return [...links, ...quoted]
    .filter((target): target is string => Boolean(target))
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("#"))
    .map((target) => decodeURI(target.split("#")[0] as string));
}

/** A relative reference reads from the file's folder; a code span may also name a path from the root. */
function resolvesInRepository(file: string, target: string): boolean {
  const candidates = [resolve(dirname(file), target), resolve(ROOT, target)];
  return candidates.some(
    (path) => !relative(ROOT, path).startsWith("..") && path !== ROOT && existsSync(path),
  );
}

describe("documentation links", () => {
  const files = [join(ROOT, "README.md"), ...markdownFiles(join(ROOT, "docs"))];

  it("finds the README and the documents under docs/", () => {
    expect(files.map((f) => relative(ROOT, f))).toEqual(
      expect.arrayContaining(["README.md", "docs/architecture.md"]),
    );
  });

  it.each(files.map((f) => [relative(ROOT, f), f] as const))(
    "every relative link in %s points to a file in the repository",
    (_name, file) => {
      const dead = referencesIn(file).filter((target) => !resolvesInRepository(file, target));
      expect(dead).toEqual([]);
    },
  );
});
