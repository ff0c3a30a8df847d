// The public bar's behaviour, in plain DOM code (no framework: it runs on every public page,
// docs/decisions/170): the phone menu, and Dashboard + Logout in place of Login when a role is
// stored. The markup is the server's (./navbar.tsx).
import { dashboardPathFor } from "~/lib/session.ts";
import { signOut } from "~/lib/sign-out.ts";

const part = <E extends HTMLElement = HTMLElement>(root: ParentNode, name: string) =>
  root.querySelector<E>(`[data-nav="${name}"]`);

/** Shows Login to a visitor, Dashboard (to the role's own) and Logout to staff. */
function showRole(root: HTMLElement) {
  let role: string | null = null;
  try {
    role = localStorage.getItem("role");
  } catch {
    role = null;
  }
  const dashboard = part<HTMLAnchorElement>(root, "dashboard");
  if (dashboard) {
    dashboard.hidden = !role;
    dashboard.href = dashboardPathFor(role);
  }
  const login = part(root, "login");
  if (login) login.hidden = Boolean(role);
  for (const el of root.querySelectorAll<HTMLElement>(
    '[data-nav="logout"], [data-nav="logout-item"]',
  )) {
    el.hidden = !role;
  }
}

/** Wires the bar rendered in `root`; the returned function undoes it. */
export function enhanceNavbar(root: HTMLElement): () => void {
  const stop = new AbortController();
  const { signal } = stop;
  const toggle = part(root, "toggle");
  const menu = root.querySelector<HTMLElement>("#menu-utama");
  let open = false;

  function setOpen(value: boolean) {
    open = value;
    toggle?.setAttribute("aria-expanded", String(value));
    menu?.classList.toggle("hidden", !value);
    menu?.classList.toggle("flex", value);
    part(root, "icon-closed")?.classList.toggle("hidden", value);
    part(root, "icon-open")?.classList.toggle("hidden", !value);
  }

  toggle?.addEventListener(
    "click",
    (event) => {
      event.preventDefault();
      setOpen(!open);
    },
    { signal },
  );
  toggle?.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== " ") return;
      event.preventDefault();
      setOpen(!open);
    },
    { signal },
  );
  document.addEventListener(
    "keydown",
    (event) => {
      if (!open || event.key !== "Escape") return;
      setOpen(false);
      toggle?.focus();
    },
    { signal },
  );
  for (const link of menu?.querySelectorAll("a") ?? []) {
    link.addEventListener("click", () => setOpen(false), { signal });
  }

  showRole(root);
  // Signing in or out in another tab shows here too.
  window.addEventListener("storage", () => showRole(root), { signal });
  for (const button of root.querySelectorAll('[data-nav="logout"]')) {
    button.addEventListener(
      "click",
      () => {
        signOut();
        window.location.assign("/login");
      },
      { signal },
    );
  }
  return () => stop.abort();
}
