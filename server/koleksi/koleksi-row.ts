import type { Selectable } from "kysely";
import type { KoleksiTable } from "./koleksi.tables.ts";

export type KoleksiRow = Selectable<KoleksiTable>;
