import { MESSAGES } from "../../common/messages.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import { saveChallenge } from "./passkey.repository.ts";

/** How long a challenge handed out for a passkey (sign-in or registration) stays usable. */
export const PASSKEY_CHALLENGE_MS = 5 * 60 * 1000;

/**
 * Keeps a challenge five minutes, for one use, in the database (any server copy may receive the
 * answer); 429 when the address already holds too many live ones.
 */
export async function keepChallenge(
  db: Db,
  c: { tantangan: string; tujuan: "daftar" | "masuk"; userId: number | null; alamat: string },
  now: number,
): Promise<void> {
  const berakhir = new Date(now + PASSKEY_CHALLENGE_MS).toISOString();
  const kept = await saveChallenge(db, { ...c, berakhir }, new Date(now).toISOString());
  if (!kept) throw new DomainError("too_many", MESSAGES.passkeyTerlaluBanyak);
}
