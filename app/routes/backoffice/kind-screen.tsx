import type { ContentKind } from "@common/content/kind.ts";
import { CONTENT_KINDS } from "@common/content/kinds.ts";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import type { KindItem } from "~/backoffice/content/kind-api.ts";
import { KindScreen } from "~/backoffice/content/kind-screen.tsx";
import { GaleriSection } from "~/backoffice/dokumentasi/galeri-manager.tsx";
import { backofficeTitle, panelRoleOf } from "~/backoffice/shell/nav-items.ts";
import type { Route } from "./+types/kind-screen";

/** What a kind shows in its form after its declared fields, where it has more. */
const FORM_PARTS: Record<string, (item: KindItem | undefined) => ReactNode> = {};

/** The form's part after its fields: its gallery when it declares one, else its own part. */
function formPartOf(kind: ContentKind) {
  if (kind.gallery)
    return (item: KindItem | undefined) => <GaleriSection kind={kind} item={item} />;
  return FORM_PARTS[kind.jenis];
}

/** The kind whose screen this address is (`/admin/informasi`, `/editor/dokumentasi` …). */
function kindAt(pathname: string): ContentKind {
  const jenis = pathname.split("/")[2];
  const kind = CONTENT_KINDS.find((k) => k.jenis === jenis);
  if (!kind) throw new Error(`Tidak ada jenis konten ${jenis}`);
  return kind;
}

export const meta = ({ location }: Route.MetaArgs) =>
  backofficeTitle(kindAt(location.pathname).backoffice.title, panelRoleOf(location.pathname));

/** Each kind's screen, the same for admin (/admin/<jenis>) and editor (/editor/<jenis>). */
export default function KindScreenRoute() {
  const kind = kindAt(useLocation().pathname);
  return <KindScreen key={kind.jenis} kind={kind} formAfter={formPartOf(kind)} />;
}
