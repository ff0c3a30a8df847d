import type { PopupText } from "@common/messages.ts";
import type { ComponentType } from "react";
import { showError } from "./alerts.ts";
import { PageHeader } from "./page-header.tsx";
import { useLoaded } from "./use-loaded.ts";

type StoredRecordScreenProps<R> = {
  title: string;
  description: string;
  load: () => Promise<R>;
  /** What the console and the popup say when the record could not be loaded. */
  failure: { log: string; popup: PopupText };
  /** The form: `stored` is null while loading or when the load failed (nothing to save). */
  Form: ComponentType<{ stored: R | null; loading: boolean }>;
};

/**
 * A page that edits the one stored record of its kind (the visit page, the settings): the record
 * is loaded once, a failure is said in a popup, and the form is mounted again once the record
 * came, so that it starts from the stored values.
 */
export function StoredRecordScreen<R>({
  title,
  description,
  load,
  failure,
  Form,
}: StoredRecordScreenProps<R>) {
  const stored = useLoaded(load, null as R | null, (error) => {
    console.error(failure.log, error);
    void showError(failure.popup);
  });
  return (
    <>
      <PageHeader title={title} description={description} />
      <Form
        key={stored.data ? "loaded" : "loading"}
        stored={stored.data}
        loading={stored.loading}
      />
    </>
  );
}
