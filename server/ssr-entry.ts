// Built by Vite together with the React Router server build (see vite.config.ts), so the page
// handler and the route modules share one copy of React Router and its context objects.

import * as build from "virtual:react-router/server-build";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { siteContext } from "../app/lib/site-context.ts";
import type { PageHandler } from "./app.ts";
import type { AppDeps } from "./app-deps.ts";
import { createSiteData } from "./site-data.ts";

export function createPageHandler(deps: AppDeps): PageHandler {
  const handle = createRequestHandler(
    build,
    deps.config.NODE_ENV === "development" ? "development" : "production",
  );
  return (c) => {
    const context = new RouterContextProvider();
    const origin = new URL(c.req.url).origin;
    context.set(siteContext, createSiteData(deps, { origin, nonce: c.get("secureHeadersNonce") }));
    return handle(c.req.raw, context);
  };
}
