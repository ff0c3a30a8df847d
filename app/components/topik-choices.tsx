import { langgananTexts, TOPIK } from "@common/langganan.ts";
import { useLang } from "./lang.tsx";

type TopikChoicesProps = {
  /** The topics ticked at first. */
  chosen: readonly string[];
  /** The refusal shown under the boxes, with its id (the fieldset points at it). */
  error?: { id: string; text: string };
  /** The colour of the topic names (the footer's form is on a dark ground). */
  labelClass?: string;
};

/** The topics a subscriber chooses from, one box each (the form and the manage page). */
export function TopikChoices({ chosen, error, labelClass = "" }: TopikChoicesProps) {
  const t = langgananTexts(useLang().lang);
  return (
    <fieldset aria-describedby={error?.id}>
      <legend className="font-semibold">{t.topics}</legend>
      {TOPIK.map((topik) => (
        <label key={topik} className="mt-1 flex items-start gap-2">
          <input
            type="checkbox"
            name="topik"
            value={topik}
            defaultChecked={chosen.includes(topik)}
            className="mt-1.5 h-4 w-4"
          />
          <span className={labelClass}>{t.topik[topik]}</span>
        </label>
      ))}
      {error ? (
        <p id={error.id} className="mt-1 text-sm font-semibold text-bata">
          {error.text}
        </p>
      ) : null}
    </fieldset>
  );
}
