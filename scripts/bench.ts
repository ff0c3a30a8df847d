// `npm run bench`: the API, then the public pages. Needs `npm run build` first.
import { benchApi } from "./bench-api.ts";

await benchApi();
try {
  const pages = await import("./bench-pages.ts");
  if (typeof pages.benchPages === "function") await pages.benchPages();
} catch (err) {
  if ((err as { code?: string }).code !== "ERR_MODULE_NOT_FOUND") throw err;
}
