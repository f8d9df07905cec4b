/*
 * The language of a question (the answer's language and the corpus language searched): German
 * when its words are more German than English by common function words and umlauts. A question
 * is short, so a small word list decides as well as a model would.
 */
const german = new Set(
  "der die das und ist nicht ein eine einer eines wie was wer wann welche welcher welches für mit auf bei nach von zu im oder auch gilt gelten muss müssen darf dürfen kann können sind wird werden mein meine unser unsere ich wir es sich über unter zwischen nach dem den des".split(
    " ",
  ),
);
const english = new Set(
  "the a an and is are not what which who when how does do for with on at by of to in or also apply applies must may can my our i we it its under between from this that".split(
    " ",
  ),
);

export function detectLanguage(text: string): "en" | "de" {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let score = 0;
  for (const word of words) {
    if (german.has(word)) score += 1;
    if (english.has(word)) score -= 1;
    if (/[äöüß]/.test(word)) score += 1;
  }
  return score > 0 ? "de" : "en";
}
