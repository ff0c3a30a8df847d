import type { InformasiPopular } from "../../common/api-types.ts";
import { presentTranslations } from "../../common/translation.ts";
import { informasiContent } from "../content/registry.ts";
import type { Db } from "../db/create-database.ts";
import { isStorableText } from "../db/storable-text.ts";
import { notFound } from "../domain-error.ts";
import { clientKey, isUnknownAddress } from "../statistik/client-key.ts";
import type { ViewsPerClient } from "../statistik/views-per-client.ts";
import * as repo from "./informasi.repository.ts";
import type { OneViewPerVisitor } from "./one-view-per-visitor.ts";
import type { ViewCounter } from "./view-counter.ts";

// What informasi has beyond the content core: its views and the most read articles.

export async function listPopular(db: Db): Promise<InformasiPopular[]> {
  return (await repo.listPopularInformasi(db)).map(({ judul_en, ...r }) => ({
    ...r,
    views: Number(r.views),
    ...presentTranslations({ judul_en }),
  }));
}

/**
 * Counts one view, committed before it answers; the new count. One client (an address, IPv6 by
 * its /64) moves one article's count at most once in 10 minutes: a repeat answers the count its
 * first view got. A client moves counts at most VIEWS_PER_CLIENT_PER_MINUTE times a minute; past
 * that it is answered the count as it stands (decision 111). Views are no content change: the
 * popular list follows them at once, other answers showing counts within a minute
 * (docs/decisions/012 and 115).
 */
export async function countView(
  views: ViewCounter,
  slug: string,
  visitor: { address: string; viewed: OneViewPerVisitor; perClient: ViewsPerClient },
): Promise<number> {
  const { address, viewed, perClient } = visitor;
  const client = isUnknownAddress(address) ? address : clientKey(address);
  const count = isStorableText(slug)
    ? await viewed.count(client, slug, () =>
        perClient.allow(address) ? views.count(slug) : views.current(slug),
      )
    : undefined;
  if (count === undefined) throw notFound(informasiContent.kind.words.notFound);
  return count;
}
