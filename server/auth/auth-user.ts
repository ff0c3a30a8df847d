import type { Role } from "../../common/schemas/users.schema.ts";

/**
 * The signed-in person behind a request, as read again from the database, and `sesi`, the id of
 * the session (sign-in) the request's token belongs to. `mustEnrol`: an admin without a second
 * step (authenticator app or passkey) while `Wajib_2FA` is on, who may only enrol (Akun Saya) until done.
 */
export type AuthUser = {
  id: number;
  name: string;
  username: string;
  role: Role;
  sesi: string;
  mustEnrol: boolean;
};

/**
 * Whether `Wajib_2FA` keeps this user to enrolling a second step: an admin with neither an
 * authenticator app nor a passkey (a passkey sign-in counts as both steps).
 */
export function mustEnrolSecondStep(
  user: { role: Role; totp_rahasia: string | null; ada_passkey: boolean },
  wajib2fa: string | null | undefined,
): boolean {
  return wajib2fa === "ya" && user.role === "admin" && !user.totp_rahasia && !user.ada_passkey;
}
