import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/** Where the answer says it was made: a page's origin and the site (RP ID) the key is for. */
export type Made = { origin?: string; rpId?: string };

/**
 * A passkey authenticator in software, as a phone or a security key would answer the browser's
 * WebAuthn calls: one ES256 (P-256) key pair, attestation `none`, the person present and verified,
 * a signature counter that moves on every use. `origin` and `rpId` are the site it talks to;
 * each call can claim another (a passkey from another site).
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly #privateKey: KeyObject;
  readonly #publicKey: KeyObject;
  #counter = 0;
  /** The account's user handle, as the site gave it at registration. */
  userHandle = "";

  readonly origin: string;
  readonly rpId: string;

  constructor(origin: string, rpId: string) {
    this.origin = origin;
    this.rpId = rpId;
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.#privateKey = pair.privateKey;
    this.#publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** `navigator.credentials.create()` answered: a new credential for the options' challenge. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    made: Made = {},
  ): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const clientDataJSON = this.#clientData("webauthn.create", options.challenge, made);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.#authDataHead(made, 0x45), // UP, UV, AT (attested credential data follows)
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      this.#coseKey(),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(authData)],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** `navigator.credentials.get()` answered: the challenge signed with this credential's key. */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    made: Made = {},
  ): AuthenticationResponseJSON {
    const clientDataJSON = this.#clientData("webauthn.get", options.challenge, made);
    const authData = this.#authDataHead(made, 0x05); // UP, UV
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), {
      key: this.#privateKey,
      dsaEncoding: "der",
    });
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
    };
  }

  #clientData(type: string, challenge: string, made: Made): Buffer {
    const origin = made.origin ?? this.origin;
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** RP ID hash, flags and the signature counter (moved on every use). */
  #authDataHead(made: Made, flags: number): Buffer {
    this.#counter++;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.#counter);
    return Buffer.concat([sha256(made.rpId ?? this.rpId), Buffer.from([flags]), counter]);
  }

  /** The public key as COSE: EC2 (1: 2), ES256 (3: -7), P-256 (-1: 1), x (-2), y (-3). */
  #coseKey(): Buffer {
    const jwk = this.#publicKey.export({ format: "jwk" });
    const key = new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x as string, "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y as string, "base64url"))],
    ]);
    return Buffer.from(isoCBOR.encode(key as Parameters<typeof isoCBOR.encode>[0]));
  }
}
