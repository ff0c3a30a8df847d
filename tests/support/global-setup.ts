import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "./postgres-cluster.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One throwaway PostgreSQL cluster for the whole run; each test file makes its own database. */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide("postgresUrl", cluster.url);
  return async () => {
    await cluster.stop();
  };
}
