import { type Bahasa, LANGGANAN_TEXTS } from "../../common/langganan.ts";
import type { FormAnswer, SubscriptionPages } from "../../common/site-context.ts";
import { DomainError } from "../domain-error.ts";
import {
  changeTopics,
  confirm,
  type LanggananDeps,
  leave,
  subscribe,
  subscriberOf,
  topicsOf,
} from "../langganan/langganan.service.ts";
import { manageToken } from "../langganan/langganan-tokens.ts";

/** A refusal the page shows (bad input, a link no longer valid) instead of an error page. */
async function answered(work: () => Promise<string>): Promise<FormAnswer> {
  try {
    return { ok: true, status: 200, message: await work() };
  } catch (err) {
    if (err instanceof DomainError && err.refusal === "invalid") {
      return { ok: false, status: 400, message: err.message, errors: err.errors };
    }
    throw err;
  }
}

/** The subscription pages' doors (decision 160): the same rules as the API, answered as pages. */
export function subscriptionPages(deps: LanggananDeps, clientAddress: string): SubscriptionPages {
  const t = (lang: Bahasa) => LANGGANAN_TEXTS[lang];
  return {
    subscribe: (fields, lang) =>
      answered(async () => {
        await subscribe(deps, { ...fields, bahasa: lang }, clientAddress);
        return t(lang).accepted;
      }),
    confirm: async (token, lang) => {
      let manage: string | undefined;
      const answer = await answered(async () => {
        const row = await confirm(deps.db, token, lang);
        const path = lang === "en" ? "/en/langganan/atur" : "/langganan/atur";
        manage = `${path}?token=${encodeURIComponent(manageToken(deps.secret, row))}`;
        return t(lang).confirmed;
      });
      return { ...answer, manage };
    },
    subscriber: async (token, lang) => {
      try {
        const row = await subscriberOf(deps.db, deps.secret, token, lang);
        return { email: row.email, topik: topicsOf(row) };
      } catch (err) {
        if (err instanceof DomainError) return undefined;
        throw err;
      }
    },
    changeTopics: (token, topik, lang) =>
      answered(async () => {
        await changeTopics(deps.db, deps.secret, token, { topik, bahasa: lang });
        return t(lang).saved;
      }),
    leave: (token, lang) =>
      answered(async () => {
        await leave(deps.db, deps.secret, token, lang);
        return t(lang).left;
      }),
  };
}
