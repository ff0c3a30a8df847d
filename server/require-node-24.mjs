// Plain JavaScript on purpose: `npm start` and the db scripts load it with `node --import` before
// any TypeScript file, so an older Node prints this line instead of a stack about the `.ts` extension.

/** The refusal for a Node.js version older than 24, or undefined when the version will do. */
export function nodeVersionProblem(version) {
  const major = Number(version.replace(/^v/, "").split(".")[0]);
  if (major >= 24) return undefined;
  return (
    `Node.js 24 atau lebih baru diperlukan; yang berjalan v${version.replace(/^v/, "")}. ` +
    "`npm start` dan `npm run …` memakai Node 24 milik proyek (dependensi `node` yang dipasang `npm ci`)."
  );
}

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
