/** What the server sends for a back-office address: a calm placeholder until the browser checks the session. */
export function BackofficeLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-gading p-6">
      <p className="flex items-center gap-3 font-serif text-lg text-bata" role="status">
        <span
          className="size-5 animate-spin rounded-full border-2 border-bata border-t-transparent"
          aria-hidden="true"
        />
        Memuat...
      </p>
    </div>
  );
}
