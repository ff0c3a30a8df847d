/**
 * What bounds the statistics (docs/decisions/080): a day keeps at most this many referring hosts
 * and search phrases; views from further hosts add to one "(lainnya)" row, further phrases are not
 * kept. Pages need no bound: only paths that rendered a real page (200) are counted.
 */
export const MAX_PERUJUK_PER_HARI = 100;
export const MAX_PENCARIAN_PER_HARI = 200;
/** A phrase is kept to this many characters (its normalised words). */
export const MAX_PENCARIAN_LENGTH = 80;
/** A host longer than any real one is not a host: it counts as "(lainnya)". */
export const MAX_HOST_LENGTH = 100;
/** Where views from hosts beyond the day's bound are added up; no host has parentheses. */
export const PERUJUK_LAINNYA = "(lainnya)";
