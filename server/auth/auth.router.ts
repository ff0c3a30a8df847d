import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { Hono } from "hono";
import { LoginInputSchema } from "../../common/schemas.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/env.ts";
import { parseInput } from "../http/errors.ts";
import { readJson } from "../http/read-body.ts";
import { login } from "./auth.service.ts";

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}

export function authRouter({ db, secret }: AppDeps) {
  return new Hono<AppEnv>().post("/login", async (c) => {
    const input = parseInput(LoginInputSchema, await readJson(c));
    return c.json(await login(db, { ...input, ip: clientAddress(c), secret }));
  });
}
