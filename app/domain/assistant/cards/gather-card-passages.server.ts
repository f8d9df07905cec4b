import { provisionMatch } from "#app/domain/corpus/retrieval/provision-match.server.ts";
import type { SearchSettings } from "#app/domain/corpus/search-settings.ts";
import { getDb, type Db } from "#app/db/client.server.ts";
import { getCorpus, type Corpus } from "#app/domain/corpus/retrieval/corpus-cache.server.ts";
import { knownActs } from "#app/domain/corpus/known-acts.ts";
import {
  searchLegalDocuments,
  versionInForce,
  type Match,
} from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import type { ActPassages } from "./build-regulation-cards.ts";
import { cardActs, CARD_ACTS, CARD_SECTIONS, type CardAct, type CardSection } from "./regulation-cards.ts";

/** What each card section asks of each act (the project's subject is appended to every query). */
const queries: Record<CardAct, Record<CardSection, string>> = {
  ai_act: {
    applicability: "subject matter and scope of this Regulation AI system providers deployers placing on the market",
    obligations: "obligations of providers and deployers of AI systems",
    deadlines: "entry into force and application dates shall apply from",
    liability: "penalties fines infringements administrative fines",
  },
  dsm: {
    applicability: "subject matter and scope of the Directive copyright digital single market",
    obligations: "text and data mining exception reservation of rights by rightholders",
    deadlines: "transposition Member States shall bring into force the laws",
    liability:
      "liability of online content-sharing service providers for unauthorised acts of communication to the public",
  },
  pld_2024: {
    applicability:
      "this Directive shall apply to products placed on the market or put into service after 9 December 2026 scope software",
    obligations: "disclosure of evidence burden of proof defectiveness economic operators",
    deadlines: "transposition application products placed on the market after 9 December 2026",
    liability: "right to compensation damage caused by a defective product economic operators liable",
  },
  pld_1985: {
    applicability: "the producer shall be liable for damage caused by a defect in his product",
    obligations: "injured person shall be required to prove the damage the defect and the causal relationship",
    deadlines: "limitation period of three years liability extinguished ten years",
    liability: "producer liable damage defect product compensation",
  },
};

/** The passage of Directive (EU) 2024/2853 that keeps 85/374/EEC for products placed on the market before 9 December 2026. */
const transitionQuery =
  "repeal of Directive 85/374/EEC continue to apply products placed on the market or put into service before 9 December 2026";

const perSection = 3;

/**
 * Retrieval for the cards: per act and section, searchLegalDocuments on the act's index with the
 * project's subject, kept to that act's provisions (the version in force today). Also returns a
 * resolver of AI Act pinpoints (the engine's citations) to the installed version in force.
 */
export async function gatherCardPassages(
  { subject, language, asOf }: { subject: string; language: "en" | "de"; asOf: string },
  { search: settings, db = getDb() }: { search: SearchSettings; db?: Db },
): Promise<{ passages: Record<CardAct, ActPassages>; resolveAiAct: (pinpoint: string) => Match | undefined }> {
  const corpus = await getCorpus(settings, db);
  const context = subject.replace(/\s+/g, " ").slice(0, 600);
  const search = async (act: CardAct, query: string): Promise<Match[]> => {
    const known = knownActs.find((entry) => entry.celex === cardActs[act].celex)!;
    const found = await searchLegalDocuments(
      {
        query: `${query} ${context}`.slice(0, 2000),
        indexes: [known.index],
        topK: 20,
        asOf,
        metadataFilter: { language: language === "de" ? "DE" : "EN" },
      },
      { search: settings, db },
    );
    return found.matches.filter((match) => match.celex === known.celex).slice(0, perSection);
  };
  const entries = await Promise.all(
    CARD_ACTS.map(async (act): Promise<[CardAct, ActPassages]> => {
      const installed = corpus.acts.some((candidate) => candidate.celex === cardActs[act].celex);
      const empty = { installed, applicability: [], obligations: [], deadlines: [], liability: [] };
      if (!installed) return [act, empty];
      const sections = await Promise.all(
        CARD_SECTIONS.map(async (section) => [section, await search(act, queries[act][section])] as const),
      );
      return [act, { ...empty, ...Object.fromEntries(sections) }];
    }),
  );
  const passages = Object.fromEntries(entries) as Record<CardAct, ActPassages>;
  // 85/374/EEC's card cites first the new Directive's transitional rule that decides whether it still applies.
  if (passages.pld_1985.installed && passages.pld_2024.installed) {
    passages.pld_1985.applicability = [
      ...(await search("pld_2024", transitionQuery)).slice(0, 1),
      ...passages.pld_1985.applicability,
    ];
  }
  return { passages, resolveAiAct: aiActResolver(corpus, language, asOf) };
}

/** The installed provision of an AI Act pinpoint in the version in force on `asOf` (the language asked, else English), for the engine's citations. */
export function aiActResolver(corpus: Corpus, language: "en" | "de", asOf: string) {
  const versions = (lang: string) =>
    corpus.acts.filter((act) => act.celex === cardActs.ai_act.celex && act.language === lang);
  const act = versionInForce(versions(language.toUpperCase()), asOf) ?? versionInForce(versions("EN"), asOf);
  return (pinpoint: string): Match | undefined => {
    if (!act) return undefined;
    const row = corpus.byPinpoint.get(`${act.id}:${pinpoint}`);
    if (!row) return undefined;
    return provisionMatch(corpus, row, { act });
  };
}
