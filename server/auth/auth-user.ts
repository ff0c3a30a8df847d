import type { Role } from "../../common/schemas.ts";

/**
 * The signed-in person behind a request, as read again from the database, and `sesi`, the id of
 * the session (sign-in) the request's token belongs to.
 */
export type AuthUser = { id: number; name: string; username: string; role: Role; sesi: string };
