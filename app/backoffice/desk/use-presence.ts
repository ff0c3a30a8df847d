import { useEffect, useState } from "react";
import { type DeskItem, type Editor, pingPresence } from "./desk-api.ts";

/** Under the 30 s CONTRACT asks for, so a late timer never lets the server think we left. */
export const PRESENCE_INTERVAL_MS = 20_000;

/**
 * Tells the server this form is open, now and every 20 s while it stays open, and answers who
 * else has it open. Nothing for a new item (`null`): nobody else can be editing it.
 */
export function usePresence(item: DeskItem | null): Editor[] {
  const [others, setOthers] = useState<Editor[]>([]);
  const jenis = item?.jenis;
  const id = item?.id;
  useEffect(() => {
    setOthers([]);
    if (jenis === undefined || id === undefined) return;
    let alive = true;
    const ping = async () => {
      try {
        const lainnya = await pingPresence({ jenis, id });
        if (alive) setOthers(lainnya);
      } catch {
        // A courtesy, not a lock: a missed ping only leaves the notice as it was.
      }
    };
    void ping();
    const timer = window.setInterval(() => void ping(), PRESENCE_INTERVAL_MS);
    return () => {
      alive = false;
      window.clearInterval(timer);
    };
  }, [jenis, id]);
  return others;
}
