import { z } from "zod";
import { MESSAGES } from "../messages.ts";

// What the browser's WebAuthn call answers (as @simplewebauthn/browser encodes it): every binary
// part base64url. The signatures and the rest are checked on the server; here only the shape.
const invalid = { error: MESSAGES.passkeyTidakValid };
const base64url = (max: number) =>
  z
    .string(invalid)
    .min(1, invalid)
    .max(max, invalid)
    .regex(/^[A-Za-z0-9_-]+$/, invalid);

const credential = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal("public-key", invalid),
  authenticatorAttachment: z.string(invalid).max(50, invalid).optional(),
  clientExtensionResults: z.looseObject({}, invalid).default({}),
};

/** The answer of `navigator.credentials.create()`: a new passkey. */
export const PasskeyRegistrationSchema = z.object(
  {
    nama: z
      .string({ error: "Nama passkey wajib diisi" })
      .trim()
      .min(1, { error: "Nama passkey wajib diisi" })
      .max(60, { error: "Nama passkey maksimal 60 karakter" }),
    respons: z.object(
      {
        ...credential,
        response: z.object(
          {
            clientDataJSON: base64url(4000),
            attestationObject: base64url(20_000),
            transports: z.array(z.string(invalid).max(30, invalid), invalid).max(10).optional(),
          },
          invalid,
        ),
      },
      invalid,
    ),
  },
  invalid,
);
export type PasskeyRegistrationInput = z.infer<typeof PasskeyRegistrationSchema>;

/** The answer of `navigator.credentials.get()`: signing in with a passkey. */
export const PasskeyLoginSchema = z.object(
  {
    respons: z.object(
      {
        ...credential,
        response: z.object(
          {
            clientDataJSON: base64url(4000),
            authenticatorData: base64url(4000),
            signature: base64url(1000),
            userHandle: z
              .string(invalid)
              .max(200, invalid)
              .regex(/^[A-Za-z0-9_-]*$/, invalid)
              .optional(),
          },
          invalid,
        ),
      },
      invalid,
    ),
  },
  invalid,
);
export type PasskeyLoginInput = z.infer<typeof PasskeyLoginSchema>;
