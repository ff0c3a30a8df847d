import type { Context } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { ApiError } from "./errors.ts";

/** The JSON body, or a 400 in Indonesian when it is not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, MESSAGES.invalidJson);
  }
}

/** A multipart or urlencoded form: its text fields and its files, or a 400 when unreadable. */
export async function readForm(
  c: Context,
): Promise<{ fields: Record<string, string>; files: Record<string, File> }> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, MESSAGES.invalidInput);
  }
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") fields[key] = value;
    else if (value.size > 0) files[key] = value;
  }
  return { fields, files };
}

/** A positive integer path parameter, or a 404 (an id that cannot exist names nothing). */
export function readId(c: Context, name = "id"): number {
  const raw = c.req.param(name) ?? "";
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(404, MESSAGES.notFound);
  return id;
}
