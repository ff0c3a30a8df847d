/** The query parameters of /login after an ended session, and of the screen it returns to. */
export const RETURN_PARAM = "kembali";
export const SESSION_ENDED_PARAM = "sesi";
export const SESSION_ENDED_VALUE = "berakhir";
/** On the returned-to screen: the draft key of the form to open again (`baru` or an item's id). */
export const REOPEN_PARAM = "pulihkan";

const ORIGIN = "https://keraton.invalid";

/**
 * A return path is only followed when it is a back-office screen of the signed-in role on this
 * site: never another site (`//evil`, `https://…`, `/\evil`), never a role the person lacks.
 * Answers the normalised path (with its query), or null.
 */
export function safeReturnPath(raw: string | null | undefined, role: string | null): string | null {
  if (!raw || raw.length > 500) return null;
  if (role !== "admin" && role !== "editor") return null;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return null;
  // Control characters (tabs, new lines) are dropped by URL parsers and could smuggle a host.
  for (const char of raw) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const panel = `/${role}/`;
  if (!url.pathname.startsWith(panel) || url.pathname.length <= panel.length) return null;
  return `${url.pathname}${url.search}`;
}

/** Where an ended session sends the person: /login, with the message and the way back. */
export function loginPathAfterSessionEnd(current: {
  pathname: string;
  search?: string;
  reopen?: string | null;
}): string {
  const params = new URLSearchParams({ [SESSION_ENDED_PARAM]: SESSION_ENDED_VALUE });
  if (current.pathname.startsWith("/admin/") || current.pathname.startsWith("/editor/")) {
    const back = new URLSearchParams(current.search ?? "");
    back.delete(REOPEN_PARAM);
    if (current.reopen) back.set(REOPEN_PARAM, current.reopen);
    const query = back.toString();
    params.set(RETURN_PARAM, `${current.pathname}${query ? `?${query}` : ""}`);
  }
  return `/login?${params.toString()}`;
}

let sendingForm: string | null = null;

/** The form whose save is in flight: if the session ends now, it is opened again after login. */
export function markFormSending(draftItem: string | null): void {
  sendingForm = draftItem;
}

export function formBeingSent(): string | null {
  return sendingForm;
}

/** The panel of a back-office address, for the draft's screen part. */
export function screenOf(pathname: string): string {
  return pathname.replace(/^\/(admin|editor)(?=\/)/, "") || pathname;
}
