import { apiRequest } from "~/lib/api-client.ts";
import type { ContentJenis } from "./content-status.ts";

/**
 * Asks for a preview link of a stored item (POST /api/pratinjau): its public page with a signed
 * `?pratinjau=` ticket that opens it for 15 minutes, draft or not.
 */
export async function createPratinjauLink(jenis: ContentJenis, id: number): Promise<string> {
  const answer = await apiRequest<{ message: string; url: string }>("/api/pratinjau", {
    method: "POST",
    json: { jenis, id },
  });
  return answer.url;
}
