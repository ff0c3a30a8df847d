import { useEffect } from "react";

/**
 * Reloads every `everyMs` while `waiting` holds: a list whose pictures are still being processed
 * on the server shows them ready without the staff reloading the page.
 */
export function useReloadWhile(waiting: boolean, reload: () => Promise<void>, everyMs = 5000) {
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void reload(), everyMs);
    return () => clearInterval(timer);
  }, [waiting, reload, everyMs]);
}
