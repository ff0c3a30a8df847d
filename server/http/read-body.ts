import type { Context } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { holdsUnstorableText } from "../db/storable-text.ts";
import { DomainError } from "../domain-error.ts";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth.ts";

// Ids are PostgreSQL `integer`s: a larger number would make the query itself fail.
const MAX_ID = 2_147_483_647;

/** `application/json`, with or without parameters (`; charset=utf-8`), in any case. */
export function isJsonType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(";", 1)[0]?.trim().toLowerCase();
  return mediaType === "application/json";
}

/**
 * The JSON body: a 415 when it is labelled as anything else, a 400 in Indonesian when it is not
 * JSON or nests too deep. Checked where a body is read, so a route that reads none (SPEC's
 * bodiless POSTs) needs no Content-Type and an unknown address answers 404 whatever it sends.
 * `whenEmpty`: what a call that may come without a body (a DELETE, a bodiless POST) reads as none.
 */
export async function readJson(c: Context, whenEmpty?: unknown): Promise<unknown> {
  const labelledJson = isJsonType(c.req.header("content-type"));
  if (!labelledJson && whenEmpty === undefined) {
    throw new DomainError("unsupported", MESSAGES.jsonRequired);
  }
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new DomainError("invalid", MESSAGES.invalidJson);
  }
  if (whenEmpty !== undefined && text.trim() === "") return whenEmpty;
  if (!labelledJson) throw new DomainError("unsupported", MESSAGES.jsonRequired);
  // Checked on the text, before parsing: a deep body costs one pass, never a deep walk.
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new DomainError("invalid", MESSAGES.jsonTooDeep);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DomainError("invalid", MESSAGES.invalidJson);
  }
  if (holdsUnstorableText(body)) throw new DomainError("invalid", MESSAGES.invalidInput);
  return body;
}

/** A multipart or urlencoded form: its text fields and its files, or a 400 when unreadable. */
export async function readForm(
  c: Context,
): Promise<{ fields: Record<string, string>; files: Record<string, File> }> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new DomainError("invalid", MESSAGES.invalidInput);
  }
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [key, value] of form.entries()) {
    if (holdsUnstorableText([key, typeof value === "string" ? value : ""])) {
      throw new DomainError("invalid", MESSAGES.invalidInput);
    }
    if (typeof value === "string") fields[key] = value;
    else if (value.size > 0) files[key] = value;
  }
  return { fields, files };
}

/** A positive integer path parameter, or a 404 (an id that cannot exist names nothing). */
export function readId(c: Context, name = "id"): number {
  const raw = c.req.param(name) ?? "";
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID)
    throw new DomainError("not_found", MESSAGES.notFound);
  return id;
}
