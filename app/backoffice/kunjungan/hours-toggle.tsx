/**
 * A checkbox of the visit hours (closed all day, a break): a large box with a short visible word;
 * screen readers hear `ariaLabel`, which names the day or date it belongs to.
 */
export function HoursToggle({
  checked,
  disabled,
  onToggle,
  ariaLabel,
  text,
  className,
}: {
  checked: boolean;
  disabled: boolean;
  onToggle: (checked: boolean) => void;
  ariaLabel: string;
  text: string;
  /** Where it sits in its row's grid. */
  className?: string;
}) {
  return (
    <label
      className={["flex min-h-11 items-center gap-2 text-stone-800", className]
        .filter(Boolean)
        .join(" ")}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onToggle(e.target.checked)}
        aria-label={ariaLabel}
        className="size-6 accent-bata"
      />
      <span aria-hidden="true">{text}</span>
    </label>
  );
}
