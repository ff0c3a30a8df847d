import { siteContext } from "@common/site-context.ts";
import type { Route } from "./+types/robots";

/** Crawlers may read the public site, not the back office or the API. */
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(siteContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /editor",
    "Disallow: /api",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
