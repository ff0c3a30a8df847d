import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { LoginResponse } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { PasskeyLoginInput } from "../../common/schemas/passkey.schema.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import { recordChange } from "../riwayat/riwayat.service.ts";
import { findUserById } from "../users/users.repository.ts";
import { startSession } from "./auth.service.ts";
import { consumeChallenge, findPasskey, markPasskeyUsed } from "./passkey.repository.ts";
import { keepChallenge, PASSKEY_CHALLENGE_MS } from "./passkey-challenge.ts";
import {
  namesSite,
  type RelyingParty,
  readClientData,
  userHandleBase64Url,
} from "./passkey-site.ts";

const refused = (message: string) => new DomainError("unauthenticated", message);

/**
 * A challenge for signing in with any passkey of this site (the browser offers those it has): kept
 * five minutes, for one use. Capped per address (each is a row until it expires).
 */
export async function startPasskeyLogin(
  db: Db,
  site: RelyingParty,
  alamat: string,
  now = Date.now(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: site.id,
    userVerification: "required",
    timeout: PASSKEY_CHALLENGE_MS,
  });
  await keepChallenge(
    db,
    { tantangan: options.challenge, tujuan: "masuk", userId: null, alamat },
    now,
  );
  return options;
}

type PasskeyLoginArgs = PasskeyLoginInput & {
  site: RelyingParty;
  ip: string;
  userAgent: string;
  secret: string;
  now?: number;
};

/**
 * Signs in with a passkey: a signed answer to a live challenge of this site, by a registered
 * passkey, with the person verified on the device (PIN, fingerprint). It stands for both steps: a
 * session opens as after password and code. The challenge is used up by any answer that names
 * it, so an answer can never be sent again.
 */
export async function loginWithPasskey(db: Db, args: PasskeyLoginArgs): Promise<LoginResponse> {
  const now = args.now ?? Date.now();
  const at = new Date(now).toISOString();
  const response = args.respons as AuthenticationResponseJSON;
  const clientData = readClientData(response.response.clientDataJSON);
  if (!clientData) throw refused(MESSAGES.passkeyTidakValid);
  if (!(await consumeChallenge(db, clientData.challenge, "masuk", null, at))) {
    throw refused(MESSAGES.passkeyKedaluwarsa);
  }
  const authData = isoBase64URL.toBuffer(response.response.authenticatorData);
  if (clientData.origin !== args.site.origin || !namesSite(authData, args.site)) {
    throw refused(MESSAGES.passkeySitusLain);
  }
  const passkey = await findPasskey(db, response.id);
  if (!passkey) throw refused(MESSAGES.passkeyTidakDikenal);
  const { userHandle } = response.response;
  if (userHandle && userHandle !== userHandleBase64Url(passkey.user_id)) {
    throw refused(MESSAGES.passkeyTidakValid);
  }
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: clientData.challenge,
      expectedOrigin: args.site.origin,
      expectedRPID: args.site.id,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.kunci_publik),
        counter: Number(passkey.penghitung),
        transports: JSON.parse(passkey.transport),
      },
    });
    if (!result.verified) throw refused(MESSAGES.passkeyTidakValid);
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    // The library's reason names the challenge and what was signed: it is neither answered nor
    // logged (nothing that could be sent again).
    throw refused(MESSAGES.passkeyTidakValid);
  }
  const user = await findUserById(db, passkey.user_id);
  if (!user) throw refused(MESSAGES.passkeyTidakDikenal);
  await markPasskeyUsed(db, passkey.id, newCounter, at);
  await recordChange(db, user, { aksi: "login", jenis: "user", target: user.name });
  return startSession(db, user, { userAgent: args.userAgent, alamat: args.ip }, args.secret, now);
}
