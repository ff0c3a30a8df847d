import { useState } from "react";
import { AkunEmailForm } from "~/backoffice/akun/akun-email-form.tsx";
import { AkunForm } from "~/backoffice/akun/akun-form.tsx";
import { DuaLangkahPanel } from "~/backoffice/akun/dua-langkah-panel.tsx";
import { PasskeyPanel } from "~/backoffice/akun/passkey-panel.tsx";
import { SesiList } from "~/backoffice/akun/sesi-list.tsx";
import { backofficeTitle, panelRoleOf } from "~/backoffice/shell/nav-items.ts";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";
import { readSession } from "~/lib/session.ts";
import type { Route } from "./+types/akun";

export const meta = ({ location }: Route.MetaArgs) =>
  backofficeTitle("Akun Saya", panelRoleOf(location.pathname));

/**
 * The same screen for admin (/admin/akun) and editor (/editor/akun): one's own password, mail,
 * second step (authenticator app, passkeys) and the places one is signed in.
 */
export default function Akun() {
  const [passwordChanges, setPasswordChanges] = useState(0);
  const [passkeyChanges, setPasskeyChanges] = useState(0);
  return (
    <>
      <PageHeader
        title="Akun Saya"
        description="Ganti password Anda sendiri. Setelah diganti, sesi di perangkat lain berakhir; sesi ini tetap berjalan."
      />
      <AkunForm
        username={readSession().username ?? ""}
        onChanged={() => setPasswordChanges((n) => n + 1)}
      />
      <hr className="my-10 max-w-xl border-stone-200" />
      <AkunEmailForm />
      <DuaLangkahPanel reloadKey={passkeyChanges} />
      <PasskeyPanel onChanged={() => setPasskeyChanges((n) => n + 1)} />
      <SesiList reloadKey={passwordChanges} />
    </>
  );
}
