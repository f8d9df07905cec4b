import type { Language } from "#app/i18n/language.ts";
import { getTranslate, type MessageKey } from "#app/i18n/translate.ts";
import { branches, type Branch, type FeedDefinition, type Region } from "./catalogue.ts";

/** Calendar files are written in German: their content (courts, file numbers, headnotes) is German (ADR 022). */
export const FEED_LANGUAGE: Language = "de";

export function regionLabel(region: Region, lang: Language = FEED_LANGUAGE): string {
  return getTranslate(lang)(`feeds.region.${region}` as MessageKey);
}

export function branchLabel(branch: Branch, lang: Language = FEED_LANGUAGE): string {
  return getTranslate(lang)(`feeds.branch.${branch}` as MessageKey);
}

/** "Arbeitsgerichte Bayern" or "Bundesarbeitsgericht (BAG)". */
export function feedTitle(feed: FeedDefinition, lang: Language = FEED_LANGUAGE): string {
  const t = getTranslate(lang);
  if (feed.court) return t(`feeds.court.${feed.court}` as MessageKey);
  return t("feeds.calendar.stateScope", {
    branch: branchLabel(feed.branch, lang),
    region: regionLabel(feed.region, lang),
  });
}

/** Name and description of a calendar whose scope is described by `scope`. */
export function calendarTexts(scope: string, lang: Language = FEED_LANGUAGE) {
  const t = getTranslate(lang);
  return { name: t("feeds.calendar.name", { scope }), description: t("feeds.calendar.description", { scope }) };
}

export function searchScopeLabel(q: string, lang: Language = FEED_LANGUAGE): string {
  return getTranslate(lang)("feeds.calendar.searchScope", { q });
}

/** CATEGORIES values: the jurisdiction of each branch, in the feed language (the labels decisions show too). */
export function jurisdictionLabels(lang: Language = FEED_LANGUAGE): Record<string, string> {
  const t = getTranslate(lang);
  return Object.fromEntries(branches.map((branch) => [branch, t(`decisions.branch.${branch}` as MessageKey)]));
}
