import { apiRequest, versiOf } from "~/lib/api-client.ts";

export type TextFamily = "visi_misi" | "sejarah_istilah";

type TextItem = { content?: unknown; content_en?: unknown };
type TextAnswer = TextItem | TextItem[];

/** The stored HTML of one text; the mission may come back as a list of items (SPEC §3). */
export async function getText(family: TextFamily, type: string): Promise<string> {
  return (await getTextEntry(family, type)).content;
}

/** The stored HTML of one text and of its English twin ("" when there is none), and its version. */
export async function getTextEntry(
  family: TextFamily,
  type: string,
): Promise<{ content: string; content_en: string; versi: number | undefined }> {
  const answer = await apiRequest<TextAnswer>(`/api/${family}/${encodeURIComponent(type)}`);
  const items = Array.isArray(answer) ? answer : [answer];
  const join = (key: keyof TextItem) =>
    items.map((item) => (typeof item?.[key] === "string" ? item[key] : "")).join("");
  return {
    content: join("content"),
    content_en: join("content_en"),
    versi: versiOf(Array.isArray(answer) ? answer[0] : answer),
  };
}
