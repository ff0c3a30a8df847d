import type { Role } from "../../common/schemas.ts";

/** The signed-in person behind a request, as read again from the database. */
export type AuthUser = { id: number; name: string; username: string; role: Role };
