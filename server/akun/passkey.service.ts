import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { decodeAttestationObject, isoBase64URL } from "@simplewebauthn/server/helpers";
import type { Passkey } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { KonfirmasiInput } from "../../common/schemas/konfirmasi.schema.ts";
import type { PasskeyRegistrationInput } from "../../common/schemas/passkey.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import {
  consumeChallenge,
  deletePasskey,
  endPasskeyReview,
  findPasskey,
  insertPasskey,
  listPasskeys,
  passkeyReviewAsked,
} from "../auth/passkey.repository.ts";
import { keepChallenge, PASSKEY_CHALLENGE_MS } from "../auth/passkey-challenge.ts";
import {
  namesSite,
  PASSKEY_ALGORITHMS,
  type RelyingParty,
  readClientData,
  userHandleOf,
} from "../auth/passkey-site.ts";
import { endSessionsOf } from "../auth/sesi.repository.ts";
import type { Db } from "../db/create-database.ts";
import type { PasskeyRow } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import { recordChange } from "../riwayat/riwayat.service.ts";
import { findUserById } from "../users/users.repository.ts";
import { provePerson } from "./bukti-pemilik.ts";
import { type Asal, tellSecurityChange } from "./kabar-keamanan.ts";

type Deps = Pick<AppDeps, "db" | "config" | "outbox">;

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  nama: row.nama,
  dibuat: row.dibuat,
  terakhir_dipakai: row.terakhir_dipakai,
});

export async function listOwnPasskeys(db: Db, user: AuthUser): Promise<Passkey[]> {
  return (await listPasskeys(db, user.id)).map(toPasskey);
}

/**
 * What the browser needs to make a new passkey for this account: a challenge kept five minutes for
 * this user, and the passkeys the account already has (an authenticator holding one of them
 * refuses to make a second).
 */
export async function startPasskeyRegistration(
  db: Db,
  user: AuthUser,
  site: RelyingParty,
  alamat: string,
  now = Date.now(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await listPasskeys(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: site.name,
    rpID: site.id,
    userName: user.username,
    userDisplayName: user.name,
    userID: userHandleOf(user.id),
    attestationType: "none",
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    timeout: PASSKEY_CHALLENGE_MS,
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: JSON.parse(p.transport) })),
    // A passkey signs in alone (no username typed, both steps in one): it must live on the device
    // and ask the person for their PIN or fingerprint.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await keepChallenge(
    db,
    { tantangan: options.challenge, tujuan: "daftar", userId: user.id, alamat },
    now,
  );
  return options;
}

const refused = (message: string) => new DomainError("invalid", message);

/**
 * Keeps a new passkey of the signed-in person: the browser's answer to a live registration
 * challenge of this user, made for this site, with the person verified on the device.
 */
export async function finishPasskeyRegistration(
  deps: Deps,
  user: AuthUser,
  site: RelyingParty,
  input: PasskeyRegistrationInput,
  asal: Asal,
  now = Date.now(),
): Promise<Passkey> {
  const { db } = deps;
  const at = new Date(now).toISOString();
  const response = input.respons as RegistrationResponseJSON;
  const clientData = readClientData(response.response.clientDataJSON);
  if (!clientData) throw refused(MESSAGES.passkeyTidakValid);
  if (!(await consumeChallenge(db, clientData.challenge, "daftar", user.id, at))) {
    throw refused(MESSAGES.passkeyKedaluwarsa);
  }
  const authData = authDataOf(response);
  if (!authData) throw refused(MESSAGES.passkeyTidakValid);
  if (clientData.origin !== site.origin || !namesSite(authData, site)) {
    throw refused(MESSAGES.passkeySitusLain);
  }
  let credential: { id: string; publicKey: Uint8Array; counter: number; transports?: string[] };
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: clientData.challenge,
      expectedOrigin: site.origin,
      expectedRPID: site.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    });
    if (!result.verified) throw refused(MESSAGES.passkeyTidakValid);
    credential = result.registrationInfo.credential;
  } catch {
    // The library's reason names the challenge: neither answered nor logged.
    throw refused(MESSAGES.passkeyTidakValid);
  }
  if (await findPasskey(db, credential.id)) {
    throw new DomainError("conflict", MESSAGES.passkeySudahTerdaftar);
  }
  const row = {
    id: credential.id,
    user_id: user.id,
    nama: input.nama,
    kunci_publik: isoBase64URL.fromBuffer(new Uint8Array(credential.publicKey)),
    penghitung: credential.counter,
    transport: JSON.stringify(credential.transports ?? response.response.transports ?? []),
    dibuat: at,
  };
  await db.transaction().execute(async (trx) => {
    await insertPasskey(trx, row);
    await recordChange(trx, user, { aksi: "ubah", jenis: "user", target: user.username });
    const perubahan = `Passkey baru "${row.nama}" baru saja ditambahkan ke akun Anda. Passkey dapat dipakai untuk login tanpa password.`;
    await tellAccount(deps, trx, user, perubahan, asal);
  });
  deps.outbox.wake();
  return toPasskey({ ...row, terakhir_dipakai: null });
}

/** The authenticator data inside an attestation; undefined when the attestation is unreadable. */
function authDataOf(response: RegistrationResponseJSON): Uint8Array | undefined {
  try {
    return decodeAttestationObject(isoBase64URL.toBuffer(response.response.attestationObject)).get(
      "authData",
    );
  } catch {
    return undefined;
  }
}

/**
 * Removes one of one's own passkeys after proving the person: it no longer signs in. Every other
 * session ends (one may have signed in with it), and the account's address is told.
 */
export async function removeOwnPasskey(
  deps: Deps,
  user: AuthUser,
  id: string,
  konfirmasi: KonfirmasiInput,
  asal: Asal,
): Promise<void> {
  const passkey = await findPasskey(deps.db, id);
  if (passkey?.user_id !== user.id)
    throw new DomainError("not_found", MESSAGES.passkeyTidakDitemukan);
  await provePerson(deps.db, user, konfirmasi, asal.alamat);
  const removed = await deps.db.transaction().execute(async (trx) => {
    if (!(await deletePasskey(trx, user.id, id))) return false;
    await endSessionsOf(trx, user.id, user.sesi);
    await recordChange(trx, user, { aksi: "ubah", jenis: "user", target: user.username });
    const perubahan = `Passkey "${passkey.nama}" baru saja dihapus dari akun Anda.`;
    await tellAccount(deps, trx, user, perubahan, asal);
    return true;
  });
  if (!removed) throw new DomainError("not_found", MESSAGES.passkeyTidakDitemukan);
  deps.outbox.wake();
}

/** Tells the account's address of a change to its passkeys. */
async function tellAccount(deps: Deps, trx: Db, user: AuthUser, perubahan: string, asal: Asal) {
  const akun = await findUserById(trx, user.id);
  if (akun) await tellSecurityChange(deps, trx, { akun, perubahan, asal });
}

/** Whether a reset or an admin's new password asked the person to review their passkeys. */
export async function passkeyReview(db: Db, user: AuthUser): Promise<{ perlu_ditinjau: boolean }> {
  return { perlu_ditinjau: await passkeyReviewAsked(db, user.id) };
}

/** The person reviewed their passkeys: Akun Saya stops asking. */
export function finishPasskeyReview(db: Db, user: AuthUser): Promise<void> {
  return endPasskeyReview(db, user.id);
}
