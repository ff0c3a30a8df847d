import { apiRequest } from "~/lib/api-client.ts";
import type { TextFamily } from "./get-text.ts";

export function saveText(
  family: TextFamily,
  type: string,
  content: string,
  /** The English twin; left out keeps the stored one, "" clears it. */
  content_en?: string,
  /** The version the text was read at (issue 19). */
  versi?: number,
): Promise<{ message: string; versi?: number }> {
  return apiRequest(`/api/${family}`, {
    method: "POST",
    json: { type, content, content_en },
    versi,
  });
}
