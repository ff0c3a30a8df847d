import { PASSKEY_TEXTS } from "@common/messages.ts";
import { browserSupportsWebAuthn } from "@simplewebauthn/browser";
import { ApiRequestError } from "./api-client.ts";

/**
 * Why using a passkey did not work, for the person: the server's refusal as it said it, or what the
 * browser or the device answered (cancelled, already there, a wrong address, no support).
 */
export function passkeyProblem(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return error.status >= 400 && error.message ? error.message : PASSKEY_TEXTS.failed;
  }
  if (!browserSupportsWebAuthn()) return PASSKEY_TEXTS.unsupported;
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return PASSKEY_TEXTS.alreadyOnDevice;
  if (
    code === "ERROR_INVALID_DOMAIN" ||
    code === "ERROR_INVALID_RP_ID" ||
    name === "SecurityError"
  ) {
    return PASSKEY_TEXTS.wrongAddress;
  }
  if (name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") {
    return PASSKEY_TEXTS.cancelled;
  }
  return PASSKEY_TEXTS.failed;
}
