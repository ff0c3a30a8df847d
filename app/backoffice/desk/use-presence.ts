import { useEffect, useState } from "react";
import { type DeskItem, type Editor, leavePresence, pingPresence } from "./desk-api.ts";

/** Under the 30 s CONTRACT asks for, so a late timer never lets the server think we left. */
export const PRESENCE_INTERVAL_MS = 20_000;
/** While someone else is shown, asked this often, so their leaving shows within seconds. */
export const PRESENCE_SHOWN_INTERVAL_MS = 4_000;

/**
 * Tells the server this form is open, now and every 20 s while it stays open (every 4 s while
 * someone else has it open too), and answers who else has it open. Closing the form, or the
 * tab, tells the server at once. Nothing for a new item (`null`): nobody else can be editing it.
 */
export function usePresence(item: DeskItem | null): Editor[] {
  const [others, setOthers] = useState<Editor[]>([]);
  const jenis = item?.jenis;
  const id = item?.id;
  useEffect(() => {
    setOthers([]);
    if (jenis === undefined || id === undefined) return;
    let alive = true;
    let timer: number | undefined;
    const ping = async () => {
      let shown = 0;
      try {
        const lainnya = await pingPresence({ jenis, id });
        shown = lainnya.length;
        if (alive) setOthers(lainnya);
      } catch {
        // A courtesy, not a lock: a missed ping only leaves the notice as it was.
      }
      if (!alive) return;
      const wait = shown > 0 ? PRESENCE_SHOWN_INTERVAL_MS : PRESENCE_INTERVAL_MS;
      timer = window.setTimeout(() => void ping(), wait);
    };
    const leave = () => leavePresence({ jenis, id });
    // Back from the browser's page cache (Back after leaving): open again.
    const back = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      window.clearTimeout(timer);
      void ping();
    };
    void ping();
    window.addEventListener("pagehide", leave);
    window.addEventListener("pageshow", back);
    return () => {
      alive = false;
      window.clearTimeout(timer);
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("pageshow", back);
      leave();
    };
  }, [jenis, id]);
  return others;
}
