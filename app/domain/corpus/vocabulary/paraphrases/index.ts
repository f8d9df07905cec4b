import { z } from "zod";
import { corpusDataFiles, once, readCorpusData } from "../corpus-data.server.ts";
import type { Language } from "../../types.ts";

/**
 * Everyday words for the acts' provisions (document expansion): what people type when a provision
 * is the answer but its text does not say so in their words ("bringing AI from outside the EU" for
 * the importer's obligations, "Uploadfilter" for Art. 17(4) DSM). Written from the acts' text by
 * authors who saw no evaluation question, test or ranking code (ADR 046; corpus-data/paraphrases/
 * and its README); searched as a field of its own (a part does not inherit its article's: that did
 * not help).
 */
export type Paraphrases = Readonly<Record<string, { en: string; de: string }>>;

const words = z.string().min(1);
/** A file of corpus-data/paraphrases/: `{"about", "provisions": {"AI:art_23": {"en", "de"}}}`. */
export const ParaphraseFileSchema = z.strictObject({
  about: words,
  provisions: z.record(words, z.strictObject({ en: words, de: words })),
});

/** Every file of corpus-data/paraphrases/ in the order of their names (the everyday words, then the users' questions), by CELEX and pinpoint; read once, on first use. */
export const paraphrases = once(() =>
  indexParaphrases(corpusDataFiles("paraphrases").map((file) => readCorpusData(file, ParaphraseFileSchema).provisions)),
);

/** The key prefixes of the paraphrase files → the acts' CELEX numbers. */
const prefixes: Record<string, string> = {
  AI: "32024R1689",
  DSM: "32019L0790",
  PLD: "32024L2853",
  PLD85: "31985L0374",
};

/** Paraphrases by CELEX and pinpoint ("32024R1689:art_23"). */
export function indexParaphrases(sources: readonly Paraphrases[]): Map<string, { en: string; de: string }> {
  const byKey = new Map<string, { en: string; de: string }>();
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      const at = key.indexOf(":");
      const celex = prefixes[key.slice(0, at)];
      if (at < 0 || !celex)
        throw new Error(`paraphrase key ${key} has no known act prefix (${Object.keys(prefixes).join(", ")})`);
      // Several files may describe one provision (everyday words, users' questions): their words join.
      const id = `${celex}:${key.slice(at + 1)}`;
      const known = byKey.get(id);
      byKey.set(id, known ? { en: `${known.en} ${value.en}`, de: `${known.de} ${value.de}` } : value);
    }
  }
  return byKey;
}

/** A provision's paraphrase: the words of the language searched first, then the other language's (a German question's own words count against an English text too). */
export function paraphraseFor(
  paraphrases: ReadonlyMap<string, { en: string; de: string }>,
  celex: string,
  pinpoint: string,
  language: Language,
): string | null {
  const entry = paraphrases.get(`${celex}:${pinpoint}`);
  return entry ? (language === "DE" ? `${entry.de}; ${entry.en}` : `${entry.en}; ${entry.de}`) : null;
}
