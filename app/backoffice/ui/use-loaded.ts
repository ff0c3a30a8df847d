import { useCallback, useEffect, useRef, useState } from "react";
import { isSessionEnded } from "~/lib/api-client.ts";

type Loaded<T> = {
  data: T;
  loading: boolean;
  /** The last load failed: screens show the failure and a retry instead of an empty list. */
  failed: boolean;
  reload: () => Promise<void>;
  /** While the last load failed: loads again (for a "Coba lagi" button); otherwise undefined. */
  retry: (() => void) | undefined;
};

/**
 * Loads data when the screen opens and on `reload()`. A failure keeps what was shown and calls
 * `onError` (unless the session just ended: the browser is already on its way to /login).
 */
export function useLoaded<T>(
  load: () => Promise<T>,
  initial: T,
  onError: (error: unknown) => void,
): Loaded<T> {
  const [data, setData] = useState<T>(initial);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ load, onError });
  latest.current = { load, onError };
  const alive = useRef(true);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const next = await latest.current.load();
      if (alive.current) {
        setData(next);
        setFailed(false);
      }
    } catch (error) {
      if (alive.current) setFailed(true);
      if (alive.current && !isSessionEnded(error)) latest.current.onError(error);
    } finally {
      if (alive.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  return { data, loading, failed, reload, retry: failed ? () => void reload() : undefined };
}
