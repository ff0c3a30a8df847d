import { Link } from "react-router";
import { Icon } from "./icons.tsx";

/** The header above every screen: the panel's name, who is signed in, and SPEC's Home link. */
export function Topbar({ panel, username }: { panel: string; username: string }) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-stone-200 bg-white/95 px-3 backdrop-blur sm:px-6">
      <p className="min-w-0 flex-1 truncate font-serif text-lg text-bata">
        <span className="hidden sm:inline">Keraton Kasepuhan Cirebon · </span>
        {panel}
      </p>
      <p className="hidden text-sm text-stone-600 md:block">
        Masuk sebagai <span className="font-semibold text-stone-900">{username}</span>
      </p>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-stone-300 px-3 font-semibold text-stone-800 hover:bg-gading focus-visible:outline-3 focus-visible:outline-emas"
      >
        <Icon name="home" className="size-5" />
        Home
      </Link>
    </header>
  );
}
