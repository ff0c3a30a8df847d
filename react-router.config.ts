import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel test runs build side by side; `npm start` reads the same variable.
  buildDirectory: process.env.BUILD_DIR || "build",
  // Public pages hydrate small islands from their own bundle; see scripts/build-public-assets.ts.
  async buildEnd({ reactRouterConfig }) {
    const { buildPublicAssets } = await import("./scripts/build-public-assets.ts");
    await buildPublicAssets({ rootDir: process.cwd(), buildDir: reactRouterConfig.buildDirectory });
  },
} satisfies Config;
