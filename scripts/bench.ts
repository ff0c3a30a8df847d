// `npm run bench`: the API, then the public pages. Needs `npm run build` first.
import { benchApi } from "./bench-api.ts";
import { benchPages } from "./bench-pages.ts";

await benchApi();
await benchPages();
