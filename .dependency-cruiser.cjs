// House rules that `npm run lint` checks (docs/decisions/050-house-rules-checked.md).

/**
 * Where SQL may be written: repositories, and one infrastructure module per concern. biome.json
 * lists the same files for lint/sql-only-in-repositories.grit (the query builder's calls).
 */
const SQL_HOMES = [
  "\\.repository\\.ts$",
  "^server/db/", // the connection, the schema, migrations
  "^server/cari/full-text\\.ts$", // full-text search expressions of each database
  "^server/media/database-media-store\\.ts$", // the media store in PostgreSQL
  "^server/content/postgres-relay\\.ts$", // LISTEN/NOTIFY between server copies
  "^server/backup/", // backup and restore copy every table
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-import-cycles",
      comment:
        "No module reaches itself through its imports, type-only imports included (decision 142).",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "common-imports-neither-app-nor-server",
      comment:
        "common/ is shared by the browser and the server: it imports neither app/ nor server/.",
      severity: "error",
      from: { path: "^common/" },
      to: { path: "^(app|server)/" },
    },
    {
      name: "app-never-imports-server",
      comment: "app/ runs in the browser too: it reaches the server over HTTP, or shares common/.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^server/" },
    },
    {
      name: "server-reaches-app-only-through-the-ssr-entry",
      comment:
        "server/ reaches app/ only through the server build's entry, server/pages/ssr-entry.ts (the SSR input in vite.config.ts).",
      severity: "error",
      from: { path: "^server/", pathNot: "^server/pages/ssr-entry\\.ts$" },
      to: { path: "^app/" },
    },
    {
      name: "sql-only-in-repositories",
      comment:
        "Kysely's query building and `sql` tag are used only in repositories (*.repository.ts) and the infrastructure modules listed in SQL_HOMES; types may be imported anywhere.",
      severity: "error",
      from: { path: "^(app|common|server)/", pathNot: [...SQL_HOMES, "\\.test\\.tsx?$"] },
      to: { path: "node_modules/kysely/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "pages-read-through-services",
      comment:
        "Public pages get their data from services, which apply visibility and shape the rows.",
      severity: "error",
      from: { path: "^server/pages/" },
      to: { path: "\\.repository\\.ts$" },
    },
  ],
  options: {
    includeOnly: "^(app|common|server)/|node_modules/kysely/",
    doNotFollow: { path: "node_modules/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"] },
  },
};
