/**
 * Whose account is open, as plain text: the username cannot be changed (SPEC keeps the field
 * hidden when editing), but the person should see it.
 */
export function AccountName({ username }: { username: string }) {
  return (
    <p className="rounded-md border border-stone-200 bg-stone-50 px-3 py-2 text-stone-800">
      Akun: <span className="font-semibold break-all">{username}</span>
    </p>
  );
}
