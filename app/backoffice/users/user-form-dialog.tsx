import { useLayoutEffect, useState } from "react";
import type { User } from "../../../common/api-types.ts";
import { ROLES, type Role, UserCreateSchema, UserUpdateSchema } from "../../../common/schemas.ts";
import { isSessionEnded } from "../../lib/api-client.ts";
import { showSuccess } from "../ui/alerts.ts";
import { fieldErrorsOf, formErrorOf, issuesToFieldErrors } from "../ui/failures.ts";
import { InputField, SelectField } from "../ui/fields.tsx";
import { FormDialog, type FormSession } from "../ui/form-dialog.tsx";
import { ModalForm } from "../ui/modal-form.tsx";
import { createUser } from "./create-user.ts";
import { updateUser } from "./update-user.ts";

export type UserDialogState = { mode: "closed" } | { mode: "add" } | { mode: "edit"; user: User };

type Values = { name: string; username: string; password: string; role: Role | "" };

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));

type Props = { state: UserDialogState; onClose: () => void; onSaved: () => void };

/** The one modal for adding (empty form) and editing (prefilled, password empty) a user. */
export function UserFormDialog({ state, onClose, onSaved }: Props) {
  return (
    <FormDialog
      open={state.mode !== "closed"}
      title={state.mode === "edit" ? "Edit User" : "Tambah User"}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(session) =>
        state.mode === "closed" ? null : (
          <UserForm
            key={state.mode === "edit" ? state.user.id : "add"}
            state={state}
            {...session}
          />
        )
      }
    </FormDialog>
  );
}

type FormProps = FormSession & {
  state: Exclude<UserDialogState, { mode: "closed" }>;
};

function UserForm({ state, busy, setBusy, onDirty, onSaved }: FormProps) {
  const editing = state.mode === "edit" ? state.user : undefined;
  const [initial] = useState<Values>(() => ({
    name: editing?.name ?? "",
    username: editing?.username ?? "",
    password: "",
    role: editing?.role ?? "",
  }));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");

  // A layout effect: the modal must know about a change before the next key (Escape) arrives.
  useLayoutEffect(
    () => onDirty(JSON.stringify(values) !== JSON.stringify(initial)),
    [values, initial, onDirty],
  );
  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((v) => ({ ...v, [key]: value }));
  }

  async function submit() {
    // SPEC §5: a required field left empty means nothing is sent and no message is shown.
    const required: Array<keyof Values> = editing
      ? ["name", "role"]
      : ["name", "username", "password", "role"];
    const empty = required.find((key) => !values[key].trim());
    if (empty) {
      document
        .querySelector<HTMLElement>(`[data-user-field="${empty}"] :is(input,select)`)
        ?.focus();
      return;
    }
    const parsed = editing
      ? UserUpdateSchema.safeParse({
          name: values.name,
          role: values.role,
          password: values.password,
        })
      : UserCreateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      setFormError("");
      return;
    }
    setErrors({});
    setFormError("");
    setBusy(true);
    try {
      if (editing) {
        await updateUser(editing.id, UserUpdateSchema.parse(parsed.data));
      } else {
        await createUser(UserCreateSchema.parse(parsed.data));
      }
      setBusy(false);
      onSaved();
      await showSuccess(
        "Berhasil",
        editing ? "Data user berhasil diupdate" : "User berhasil ditambahkan",
      );
    } catch (error) {
      setBusy(false);
      if (isSessionEnded(error)) return;
      console.error("Gagal menyimpan user:", error);
      setErrors(fieldErrorsOf(error));
      setFormError(formErrorOf(error, "Terjadi kesalahan server"));
    }
  }

  return (
    <ModalForm onSubmit={submit} busy={busy} formError={formError}>
      <div data-user-field="name">
        <InputField
          label="Nama"
          value={values.name}
          onChange={(v) => set("name", v)}
          error={errors.name}
          required
          autoFocus
          autoComplete="off"
          maxLength={100}
        />
      </div>
      {editing ? null : (
        <div data-user-field="username">
          <InputField
            label="Username"
            value={values.username}
            onChange={(v) => set("username", v)}
            error={errors.username}
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
          value={values.password}
          onChange={(v) => set("password", v)}
          error={errors.password}
          hint={editing ? "Isi jika ingin ubah password" : "Minimal 8 karakter."}
          required={!editing}
          autoComplete="new-password"
        />
      </div>
      <div data-user-field="role">
        <SelectField
          label="Role"
          value={values.role}
          onChange={(v) => set("role", v as Role)}
          placeholder="Pilih Role"
          options={ROLE_OPTIONS}
          error={errors.role}
          required
        />
      </div>
    </ModalForm>
  );
}
