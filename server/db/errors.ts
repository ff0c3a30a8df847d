/** True when a database error is a unique-constraint violation, on SQLite or PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const e = err as { code?: string; errcode?: string; message?: string };
  return (
    e.code === "23505" ||
    e.errcode === "SQLITE_CONSTRAINT_UNIQUE" ||
    /UNIQUE constraint failed/.test(e.message ?? "")
  );
}
