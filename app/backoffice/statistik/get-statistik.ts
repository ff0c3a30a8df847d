import type { Statistik } from "@common/api-types.ts";
import { todayInJakarta } from "@common/dates.ts";
import { addDays } from "@common/day-arithmetic.ts";
import { saveFile } from "~/backoffice/ui/save-file.ts";
import { ApiRequestError, apiRequest } from "~/lib/api-client.ts";
import { readSession } from "~/lib/session.ts";

/** A range of days (Asia/Jakarta), both ends counted. */
export type Rentang = { dari: string; sampai: string };

/** The last `hari` days, today included. */
export function lastDays(hari: number, today = todayInJakarta()): Rentang {
  return { dari: addDays(today, -(hari - 1)), sampai: today };
}

/** GET /api/statistik for a range. */
export function getStatistik(rentang: Rentang): Promise<Statistik> {
  return apiRequest<Statistik>(`/api/statistik?${new URLSearchParams(rentang)}`);
}

/**
 * The same range as a CSV file the browser saves. The API needs the token, which a plain link
 * cannot carry: the file is fetched, then handed to the browser as a download.
 */
export async function downloadStatistikCsv(rentang: Rentang): Promise<void> {
  const query = new URLSearchParams({ ...rentang, format: "csv" });
  const token = readSession().token;
  let res: Response;
  try {
    res = await fetch(`/api/statistik?${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiRequestError(0, "");
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiRequestError(res.status, body.message ?? "");
  }
  saveFile(await res.blob(), `statistik-${rentang.dari}-${rentang.sampai}.csv`);
}
