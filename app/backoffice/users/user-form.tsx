import type { User, Versioned } from "@common/api-types.ts";
import { POPUPS, UI_TEXTS } from "@common/messages.ts";
import {
  ROLES,
  type Role,
  UserCreateSchema,
  UserUpdateSchema,
} from "@common/schemas/users.schema.ts";
import { AccountName } from "~/backoffice/ui/account-name.tsx";
import { issuesToFieldErrors } from "~/backoffice/ui/failures.ts";
import { InputField, SelectField } from "~/backoffice/ui/fields.tsx";
import { ModalForm } from "~/backoffice/ui/modal-form.tsx";
import { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { createUser } from "./create-user.ts";
import { getUsers } from "./get-users.ts";
import { updateUser } from "./update-user.ts";

type Values = { name: string; username: string; password: string; role: Role | "" };

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));

/**
 * SPEC §5: a required field left empty means nothing is sent and no message is shown (the
 * field gets the focus); then the rules of CONTRACT, explained under each field.
 */
function checkUser(values: Values, editing: boolean) {
  const required: Array<keyof Values> = editing
    ? ["name", "role"]
    : ["name", "username", "password", "role"];
  const empty = required.find((key) => !values[key].trim());
  if (empty) {
    document.querySelector<HTMLElement>(`[data-user-field="${empty}"] :is(input,select)`)?.focus();
    return {};
  }
  const { name, role, password } = values;
  const parsed = editing
    ? UserUpdateSchema.safeParse({ name, role, password })
    : UserCreateSchema.safeParse(values);
  return parsed.success ? undefined : issuesToFieldErrors(parsed.error.issues);
}

/** Adds a user (empty form) or edits one (prefilled, password empty, username fixed). */
const userValues = (user?: User): Values => ({
  name: user?.name ?? "",
  username: user?.username ?? "",
  password: "",
  role: user?.role ?? "",
});

export function UserForm({ user }: { user?: User & Versioned }) {
  const form = useBackofficeForm({
    initial: userValues(user),
    check: (values) => checkUser(values, user !== undefined),
    send: ({ name, username, password, role }, _progress, versi) =>
      user
        ? updateUser(user.id, UserUpdateSchema.parse({ name, role, password }), versi)
        : createUser(UserCreateSchema.parse({ name, username, password, role })),
    success: user ? POPUPS.users.updated : POPUPS.users.created,
    failure: { inline: POPUPS.users.failed.text },
    logAs: "Gagal menyimpan user:",
    draftItem: user ? String(user.id) : "baru",
    desk: {
      jenis: "user",
      id: user?.id ?? null,
      versi: user?.versi,
      latest: async () => {
        const now = (await getUsers()).find((u) => u.id === user?.id);
        if (!now) throw new Error("User sudah dihapus");
        return { values: userValues(now), versi: now.versi };
      },
      labels: { name: "Nama", username: "Username", role: "Role" },
    },
  });
  const { field } = form;

  return (
    <ModalForm form={form}>
      <div data-user-field="name">
        <InputField
          label="Nama"
          {...field("name")}
          required
          autoFocus
          autoComplete="off"
          maxLength={100}
        />
      </div>
      {user ? <AccountName username={user.username} /> : null}
      {user ? null : (
        <div data-user-field="username">
          <InputField
            label="Username"
            {...field("username")}
            hint="3–50 karakter: huruf, angka, titik, garis bawah atau tanda hubung."
            required
            autoComplete="off"
            maxLength={50}
          />
        </div>
      )}
      <div data-user-field="password">
        <InputField
          label="Password"
          type="password"
          {...field("password")}
          hint={user ? UI_TEXTS.passwordEditHint : "Minimal 8 karakter."}
          required={!user}
          autoComplete="new-password"
        />
      </div>
      <div data-user-field="role">
        <SelectField
          label="Role"
          {...field("role")}
          placeholder={UI_TEXTS.rolePlaceholder}
          options={ROLE_OPTIONS}
          required
        />
      </div>
    </ModalForm>
  );
}
