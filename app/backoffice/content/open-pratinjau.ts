import { apiRequest } from "~/lib/api-client.ts";

/**
 * Asks for a preview link of a stored item (POST /api/pratinjau): its public page with a signed
 * `?pratinjau=` ticket that opens it for 15 minutes, draft or not.
 */
export async function createPratinjauLink(jenis: string, id: number): Promise<string> {
  const answer = await apiRequest<{ message: string; url: string }>("/api/pratinjau", {
    method: "POST",
    json: { jenis, id },
  });
  return answer.url;
}
