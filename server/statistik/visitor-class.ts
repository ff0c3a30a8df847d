import Bowser from "bowser";
import { isbot } from "isbot";

/** What a user agent says of who asks: a known bot (not counted), or a person's device class. */
export type VisitorClass = "bot" | "ponsel" | "tablet" | "desktop";

const CLASS_OF_PLATFORM: Record<string, VisitorClass> = { mobile: "ponsel", tablet: "tablet" };

/**
 * The class of one user agent. No user agent at all is no person's browser (scripts send none),
 * so it is left out like a bot; an agent Bowser cannot place is a desktop.
 */
export function classifyUserAgent(userAgent: string | undefined): VisitorClass {
  if (!userAgent?.trim() || isbot(userAgent)) return "bot";
  try {
    return CLASS_OF_PLATFORM[Bowser.parse(userAgent).platform.type ?? ""] ?? "desktop";
  } catch {
    return "desktop";
  }
}

/**
 * `classifyUserAgent` remembered: a page answered from memory pays one Map look-up, not a list of
 * bot patterns and a parse. Visitors bring few distinct agents; past `max` the memory starts over,
 * so agents made up per request cannot grow it.
 */
export class VisitorClasses {
  readonly #known = new Map<string, VisitorClass>();
  readonly #max: number;
  /** The agent asked last, and its class: one visitor's pages come one after another. */
  #last = { userAgent: "", found: "bot" as VisitorClass };

  constructor(max = 1000) {
    this.#max = max;
  }

  of(userAgent: string | undefined): VisitorClass {
    const key = userAgent ?? "";
    if (key === this.#last.userAgent) return this.#last.found;
    let found = this.#known.get(key);
    if (!found) {
      found = classifyUserAgent(userAgent);
      if (this.#known.size >= this.#max) this.#known.clear();
      this.#known.set(key, found);
    }
    this.#last = { userAgent: key, found };
    return found;
  }
}
