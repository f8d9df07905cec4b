import type { Topic } from "../known-acts.ts";
import { tokenizeWords } from "../vocabulary/text-analysis.ts";

// Whole words or phrases (lower case), English and German, never substrings: a
// substring test would send "maintain" and "certain" to the AI Act.
const topicWords: Record<Topic, { words: string[]; phrases: string[][] }> = {
  ai: {
    words: ["ai", "ki", "a.i."],
    phrases: [
      ["artificial", "intelligence"],
      ["künstliche", "intelligenz"],
      ["künstlicher", "intelligenz"],
      ["künstlichen", "intelligenz"],
    ],
  },
  copyright: {
    words: [
      "copyright",
      "copyrights",
      "copyrighted",
      "urheberrecht",
      "urheberrechts",
      "urheberrechte",
      "urheberrechtlich",
      "urheberrechtliche",
      "urheberrechtlichen",
      "urheberrechtlicher",
      "urheberrechtliches",
      // Text and data mining is the DSM Directive's exception (Articles 3 and 4), also when AI crawls for it.
      "mining",
      "tdm",
      "crawler",
      "crawlers",
      "rightholder",
      "rightholders",
      "rechteinhaber",
      "rechteinhabern",
      "rechteinhabers",
      "nutzungsvorbehalt",
    ],
    phrases: [
      ["robots", "txt"],
      ["intellectual", "property"],
      ["geistiges", "eigentum"],
      ["geistigen", "eigentums"],
      ["geistigen", "eigentum"],
    ],
  },
  liability: {
    words: [
      "liability",
      "liable",
      "product",
      "products",
      "damage",
      "damages",
      "haftung",
      "haftet",
      "haften",
      "produkt",
      "produkte",
      "produkts",
      "produktes",
      "produkten",
      "schaden",
      "schäden",
      "schadens",
    ],
    phrases: [],
  },
};

const allTopics: Topic[] = ["ai", "copyright", "liability"];

/**
 * German compounds name their topic in a part: "Produkthaftungsrichtlinie", "Haftungsausschluss",
 * "urheberrechtsverletzend", "ProdHaftG". Only long, unmistakable parts (ADR 156).
 */
const compoundParts: Record<Topic, RegExp | undefined> = {
  ai: undefined,
  copyright: /urheberrecht/,
  liability: /haftung|^prodhaft|^produkthaft/,
};

/**
 * The topics a question is about, by its words: several matches give all of them, none gives all
 * three (so nothing is silently left out).
 */
export function routeTopics(query: string): Topic[] {
  const matched = namedTopics(query);
  return matched.length > 0 ? matched : allTopics;
}

/** The topics the question's words name (none when it names none). */
export function namedTopics(query: string): Topic[] {
  const words = tokenizeWords(query);
  const set = new Set(words);
  return allTopics.filter((topic) => {
    const { words: single, phrases } = topicWords[topic];
    if (single.some((word) => set.has(word))) return true;
    const part = compoundParts[topic];
    if (part && words.some((word) => part.test(word))) return true;
    return phrases.some((phrase) => words.some((_, i) => phrase.every((part, j) => words[i + j] === part)));
  });
}
