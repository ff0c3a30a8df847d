import { apiRequest } from "~/lib/api-client.ts";

export type TextFamily = "visi_misi" | "sejarah_istilah";

type TextAnswer = { content?: unknown } | Array<{ content?: unknown }>;

/** The stored HTML of one text; the mission may come back as a list of items (SPEC §3). */
export async function getText(family: TextFamily, type: string): Promise<string> {
  const answer = await apiRequest<TextAnswer>(`/api/${family}/${encodeURIComponent(type)}`);
  const items = Array.isArray(answer) ? answer : [answer];
  return items.map((item) => (typeof item?.content === "string" ? item.content : "")).join("");
}
