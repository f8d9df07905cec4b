import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as germanStemmer } from "@orama/stemmers/german";
import type { Language } from "../types.ts";

/** Lower-case words (letters and digits; "high-risk" gives "high", "risk"; "a.i." stays one word). */
export function tokenizeWords(text: string): string[] {
  return (text.toLowerCase().match(/(?:\p{L}\.){2,}|[\p{L}\p{N}]+/gu) ?? []).map((word) => word.normalize("NFC"));
}

const stopwords: Record<Language, Set<string>> = {
  EN: new Set(
    (
      "a an and are as at be been being but by can could do does did for from had has have how i if in into is it its " +
      "may me must my no not of on or our shall should so such than that the their them then there these they this " +
      "those to under up us was we were what when where which while who whom why will with would you your any all " +
      "also about which whether am let get gets need needs does doing after before over per"
    ).split(" "),
  ),
  DE: new Set(
    (
      "aber als am an auch auf aus bei bin bis bist da damit dann das dass dem den denen der des die dies diese diesem " +
      "diesen dieser dieses du durch ein eine einem einen einer eines er es für hat habe haben hatte ich ihr im in ist " +
      "ja kann können muss müssen nach nicht noch nur ob oder sein seine sich sie sind so über um und uns unter vom von " +
      "vor war was welche welcher welches wenn wer wie wir wird werden zu zum zur darf dürfen soll sollen gilt gelten " +
      "mein meine meiner unser unsere man wann wo womit worauf"
    ).split(" "),
  ),
};

const stemmers: Record<Language, (word: string) => string> = {
  EN: englishStemmer,
  DE: (word) => germanStemmer(word.replace(/ß/g, "ss")),
};

/** Index terms of a text: words without stop words, stemmed with the language's Snowball stemmer. */
export function analyze(text: string, language: Language): string[] {
  const stop = stopwords[language];
  const stem = stemmers[language];
  return tokenizeWords(text)
    .filter((word) => !stop.has(word))
    .map((word) => stem(word));
}

export function isStopword(word: string, language: Language): boolean {
  return stopwords[language].has(word);
}

/** A rough guess whether a question is German: German function words or umlauts. */
export function looksGerman(text: string): boolean {
  const words = tokenizeWords(text);
  const german = words.filter((word) => stopwords.DE.has(word) && !stopwords.EN.has(word)).length;
  return german >= 1 || /[äöüß]/i.test(text);
}
