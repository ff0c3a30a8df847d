import { ConflictPanel } from "./conflict-panel.tsx";
import type { DeskView } from "./desk-view.ts";
import { KeptPanel } from "./kept-panel.tsx";
import { PresenceNotice } from "./presence-notice.tsx";
import { RevisionsPanel } from "./revisions-panel.tsx";

/**
 * The desk over every form (issue 19): who else has it open, a colleague's save in between, the
 * words set aside after loading theirs, and the earlier versions. Nothing for a form without it.
 */
export function FormDesk({ desk }: { desk: DeskView | null | undefined }) {
  if (!desk) return null;
  return (
    <div className="space-y-3 empty:hidden">
      {desk.item ? <PresenceNotice others={desk.others} /> : null}
      <ConflictPanel desk={desk} />
      <KeptPanel desk={desk} />
      {desk.item ? <RevisionsPanel desk={desk} item={desk.item} /> : null}
    </div>
  );
}
