import { type ReactNode, useEffect, useId, useRef } from "react";

const LOOKS = {
  warning: {
    section: "border-2 border-amber-500 bg-amber-50",
    heading: "text-bata",
  },
  calm: {
    section: "border border-nila/40 bg-nila/5",
    heading: "text-nila",
  },
} as const;

type Props = {
  title: string;
  look: keyof typeof LOOKS;
  /** Focus moves to the heading each time this changes to something other than undefined. */
  focusKey: unknown;
  children: ReactNode;
};

/** A desk panel that takes the focus when it appears, so a screen reader hears what happened. */
export function FocusedPanel({ title, look, focusKey, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (focusKey !== undefined) heading.current?.focus();
  }, [focusKey]);
  return (
    <section
      aria-labelledby={titleId}
      className={`space-y-3 rounded-md p-3 text-stone-900 ${LOOKS[look].section}`}
    >
      <h3
        id={titleId}
        ref={heading}
        tabIndex={-1}
        className={`font-serif text-lg focus-visible:outline-3 focus-visible:outline-emas ${LOOKS[look].heading}`}
      >
        {title}
      </h3>
      {children}
    </section>
  );
}
