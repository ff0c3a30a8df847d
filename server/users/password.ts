import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const argon2Async = promisify(argon2);

// OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane.
const PARAMS = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 };

async function derive(password: string, nonce: Buffer, p = PARAMS): Promise<Buffer> {
  return argon2Async("argon2id", { message: password, nonce, ...p });
}

/** Hashes a password as a PHC string: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt);
  const { memory: m, passes: t, parallelism: p } = PARAMS;
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

/** Checks a password against a PHC string made by hashPassword. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return false;
  const expected = Buffer.from(match[5], "base64url");
  const actual = await derive(password, Buffer.from(match[4], "base64url"), {
    memory: Number(match[1]),
    passes: Number(match[2]),
    parallelism: Number(match[3]),
    tagLength: expected.length,
  });
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the user does not exist, so timing does not reveal usernames. */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}
