import type { Context } from "hono";
import { authenticate } from "../auth/auth.service.ts";
import { STAFF, VISITOR, type Viewer } from "../content/visibility.ts";
import type { Db } from "../db/create-database.ts";

/**
 * Who reads a public GET: staff with a valid token of an existing user, else a visitor. A bad
 * or expired token on a public read is not refused: it simply shows what visitors see. An admin
 * whom `Wajib_2FA` keeps to enrolling is a visitor too (decision 107).
 */
export async function readViewer(c: Context, deps: { db: Db; secret: string }): Promise<Viewer> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  if (!match) return VISITOR;
  const user = await authenticate(deps.db, match[1], deps.secret);
  return user && !user.mustEnrol ? STAFF : VISITOR;
}
