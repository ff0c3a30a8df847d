import { type ReactNode, useId } from "react";
import { useCodeKeyboard } from "./code-keyboard.tsx";
import { ui } from "./styles.ts";

type FieldIds = { id: string; describedBy: string | undefined; invalid: boolean };

type FieldProps = {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: (ids: FieldIds) => ReactNode;
};

/** A labelled field with its hint and error, tied to the control by id and aria-describedby. */
export function Field({ label, hint, error, required, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={ui.label}>
        {label}
        {required ? (
          <span className="ml-1 text-bata" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className={ui.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type InputFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "password" | "date" | "tel" | "time" | "number";
  hint?: string;
  error?: string;
  required?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  inputMode?: "text" | "tel" | "email" | "decimal" | "numeric";
  maxLength?: number;
};

export function InputField(props: InputFieldProps) {
  const { label, value, onChange, type = "text", hint, error, required, autoFocus } = props;
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          data-autofocus={autoFocus || undefined}
          className={ui.input}
        />
      )}
    </Field>
  );
}

type TextAreaFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  rows?: number;
  maxLength?: number;
};

export function TextAreaField({
  label,
  value,
  onChange,
  hint,
  error,
  rows = 5,
  maxLength,
}: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          value={value}
          rows={rows}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`${ui.input} resize-y leading-relaxed`}
        />
      )}
    </Field>
  );
}

type SelectFieldProps<T extends string> = {
  label: string;
  /** "" while nothing is chosen: the placeholder shows. */
  value: T | "";
  onChange: (value: T) => void;
  placeholder: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  hint?: string;
  error?: string;
  required?: boolean;
};

export function SelectField<T extends string>({
  label,
  value,
  onChange,
  placeholder,
  options,
  hint,
  error,
  required,
}: SelectFieldProps<T>) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value as T)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          className={ui.input}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A field's error under it; nothing while there is none. `id` ties it to the control. */
export function FieldError({ id, error }: { id?: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={ui.fieldError}>
      {error}
    </p>
  ) : null;
}

type BoundFieldProps = Pick<InputFieldProps, "label" | "value" | "onChange" | "error" | "hint">;

/** The signed-in person's own password, asked again before a change to an account's security. */
export function CurrentPasswordField(props: BoundFieldProps) {
  return <InputField {...props} type="password" autoComplete="current-password" required />;
}

/**
 * A code from the authenticator app, on the number keyboard; `recoveryToo` where a recovery code
 * also does (the hint says so), with a button for the letters' keyboard.
 */
export function OneTimeCodeField({
  recoveryToo,
  ...props
}: BoundFieldProps & { recoveryToo?: boolean }) {
  const keyboard = useCodeKeyboard();
  return (
    <>
      <InputField
        {...props}
        autoComplete="one-time-code"
        inputMode={recoveryToo ? keyboard.inputMode : "numeric"}
        required
      />
      {recoveryToo ? keyboard.toggle : null}
    </>
  );
}
