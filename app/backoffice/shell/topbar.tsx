import { Link } from "react-router";
import { Icon } from "./icons.tsx";

type TopbarProps = {
  panel: string;
  username: string;
  /** The person's own account screen (Akun Saya). */
  akunPath: string;
  /** On a phone: the button that opens the menu. */
  menuButton?: { open: boolean; controls: string; onOpen: () => void };
};

const LINK =
  "inline-flex min-h-11 items-center gap-2 rounded-md border border-stone-300 px-3 font-semibold text-stone-800 hover:bg-gading focus-visible:outline-3 focus-visible:outline-emas";

/** The header above every screen: the panel's name, who is signed in, and SPEC's Home link. */
export function Topbar({ panel, username, akunPath, menuButton }: TopbarProps) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-stone-200 bg-white/95 px-3 backdrop-blur sm:gap-3 sm:px-6">
      {menuButton ? (
        <button
          type="button"
          aria-expanded={menuButton.open}
          aria-controls={menuButton.controls}
          aria-haspopup="dialog"
          onClick={menuButton.onOpen}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-stone-300 text-bata hover:bg-gading focus-visible:outline-3 focus-visible:outline-emas"
        >
          <Icon name="menu" />
          <span className="sr-only">Menu samping</span>
        </button>
      ) : null}
      <p className="min-w-0 flex-1 truncate font-serif text-lg text-bata">
        <span className="hidden sm:inline">Keraton Kasepuhan Cirebon · </span>
        {panel}
      </p>
      <p className="hidden text-sm text-stone-600 md:block">
        Masuk sebagai <span className="font-semibold text-stone-900">{username}</span>
      </p>
      <Link to={akunPath} className={LINK} aria-label="Akun Saya">
        <Icon name="akun" className="size-5" />
        <span className="hidden sm:inline">Akun Saya</span>
      </Link>
      <Link to="/" className={LINK}>
        <Icon name="home" className="size-5" />
        Home
      </Link>
    </header>
  );
}
