import type { LoginNeedsCode, LoginResponse } from "@common/api-types.ts";
import { startAuthentication } from "@simplewebauthn/browser";
import { ApiRequestError, apiRequest } from "~/lib/api-client.ts";

/** It refused what was typed: the form tells why (no session had ended). */
async function refusing<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiRequestError) error.refusal = true;
    throw error;
  }
}

/**
 * POST /api/login: a 401 here means wrong credentials, not an ended session. An account with
 * two-step sign-in answers a ticket for the second step instead of a token.
 */
export function login(username: string, password: string): Promise<LoginResponse | LoginNeedsCode> {
  return refusing(
    apiRequest<LoginResponse | LoginNeedsCode>("/api/login", {
      method: "POST",
      json: { username, password },
      auth: false,
    }),
  );
}

/** POST /api/login/kode: the second step, with the ticket and a code (or a recovery code). */
export function loginWithCode(tiket: string, kode: string): Promise<LoginResponse> {
  return refusing(
    apiRequest<LoginResponse>("/api/login/kode", {
      method: "POST",
      json: { tiket, kode },
      auth: false,
    }),
  );
}

/**
 * Signs in with a passkey: a challenge from POST /api/login/passkey/mulai, signed on the device
 * (which asks for the person's PIN or fingerprint), answered to POST /api/login/passkey.
 */
export async function loginWithPasskey(): Promise<LoginResponse> {
  const optionsJSON = await refusing(
    apiRequest<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(
      "/api/login/passkey/mulai",
      { method: "POST", json: {}, auth: false },
    ),
  );
  const respons = await startAuthentication({ optionsJSON });
  return refusing(
    apiRequest<LoginResponse>("/api/login/passkey", {
      method: "POST",
      json: { respons },
      auth: false,
    }),
  );
}
