import { DESK_UI_TEXTS } from "@common/messages.ts";
import { formatWibTime } from "@common/wib-time.ts";
import type { Editor } from "./desk-api.ts";

/** "Sari (sejak 10.42), Budi (sejak 11.05) dan Ayu (sejak 11.10)". */
export function presenceText(others: readonly Editor[]): string {
  const people = others.map(({ nama, sejak }) =>
    DESK_UI_TEXTS.presencePerson(nama, sejak ? formatWibTime(sejak) : ""),
  );
  const last = people.pop();
  const joined = people.length > 0 ? `${people.join(", ")} ${DESK_UI_TEXTS.and} ${last}` : last;
  return DESK_UI_TEXTS.presence(joined ?? "");
}

/**
 * "Sedang disunting juga oleh Sari (sejak 10.42)": a live region that is always there, so a
 * screen reader hears it when someone comes or goes.
 */
export function PresenceNotice({ others }: { others: readonly Editor[] }) {
  return (
    <p
      role="status"
      className="empty:hidden rounded-md border border-nila/30 bg-nila/5 px-3 py-2 text-sm text-stone-900"
    >
      {others.length > 0 ? presenceText(others) : null}
    </p>
  );
}
