import type { RouteConfigEntry } from "@react-router/dev/routes";
import siteRoutes from "../../app/routes.ts";

/** Every page of the site's route table (app/routes.ts) with its full path, layouts left out. */
export async function sitePages(): Promise<Array<{ path: string; file: string }>> {
  return pagesOf(await siteRoutes);
}

function pagesOf(entries: RouteConfigEntry[], parent = ""): Array<{ path: string; file: string }> {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path].filter(Boolean).join("/");
    return entry.children
      ? pagesOf(entry.children, path)
      : [{ path: `/${path}`, file: entry.file }];
  });
}
