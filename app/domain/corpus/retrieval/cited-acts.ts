import { knownActs, type KnownAct } from "../known-acts.ts";

/**
 * The ways an act is cited by its number, derived from its CELEX number: "2019/790" (and
 * "790/2019"), and for acts before 2015 also "85/374" (as in "Directive 85/374/EEC" or "85/374/EWG").
 */
function citationNumbers(celex: string): string[] {
  const year = celex.slice(1, 5);
  const number = String(Number(celex.slice(6)));
  const forms = [`${year}/${number}`, `${number}/${year}`];
  if (Number(year) < 2015) forms.push(`${year.slice(2)}/${number}`);
  return forms;
}

/** Words that make a year next to them an act's year ("the 1985 directive", "Richtlinie von 1985"). */
const actWords =
  /^(directive|directives|regulation|regulations|rules|act|richtlinie|richtlinien|verordnung|produkthaftungsrichtlinie|produkthaftungsrichtlinien)$/i;

const directiveWords =
  /^(directive|directives|richtlinie|richtlinien|produkthaftungsrichtlinie|produkthaftungsrichtlinien)$/i;
const regulationWords = /^(regulation|regulations|verordnung)$/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The known acts a question cites by number ("Directive 85/374/EEC", "Regulation (EU) 2024/1689")
 * or by a year that only one known act of that kind has, standing within three words of
 * "directive", "regulation", "rules" or "Richtlinie" ("under the 1985 product liability rules";
 * "the 2024 directive" is the Product Liability Directive, not the AI Act of the same year). A
 * year alone ("placed on the market in 2019") cites nothing.
 */
export function citedActs(query: string, acts: readonly KnownAct[] = knownActs): KnownAct[] {
  const words = query.split(/[^\p{L}\p{N}/-]+/u).filter(Boolean);
  const years = new Map<string, KnownAct[]>();
  for (const act of acts) years.set(act.celex.slice(1, 5), [...(years.get(act.celex.slice(1, 5)) ?? []), act]);
  return acts.filter((act) => {
    if (citationNumbers(act.celex).some((form) => new RegExp(`(^|[^\\d/])${escape(form)}(?![\\d])`).test(query)))
      return true;
    const year = act.celex.slice(1, 5);
    return words.some(
      (word, index) =>
        word === year &&
        words.slice(Math.max(0, index - 3), index + 4).some((near) => {
          if (!actWords.test(near)) return false;
          // "the 2024 directive": of the acts of that year, the one of that kind (CELEX sector letter L or R).
          const kind = directiveWords.test(near) ? "L" : regulationWords.test(near) ? "R" : undefined;
          const candidates = years.get(year)!.filter((candidate) => !kind || candidate.celex[5] === kind);
          return candidates.length === 1 && candidates[0] === act;
        }),
    );
  });
}

/**
 * The numbers of the known acts with their prefix and series ("Regulation (EU) 2024/1689",
 * "Directive 85/374/EEC", "Richtlinie 85/374/EWG"). Numbers of other acts stay: the known acts cite
 * them ("Regulation (EU) 2016/679"), so they are good ranking words.
 */
const knownActNumber = new RegExp(
  `(?<![\\p{L}\\p{N}/])(?:\\((?:EU|EG|EC|EEC|EWG)\\)\\s*)?(?:${knownActs
    .flatMap((act) => citationNumbers(act.celex))
    .map(escape)
    .join("|")})(?:\\/(?:EEC|EWG|EC|EG|EU))?(?![\\p{L}\\p{N}/])`,
  "giu",
);

/**
 * The question without the known acts' numbers: they route (citedActs) but say nothing about which
 * provision answers; as ranking words "EEC" and "374" would find the provisions that cite other
 * acts ("Regulation (EEC) No 3180/78") or repeal the cited one ("Directive 85/374/EEC is repealed").
 */
export function withoutActNumbers(query: string): string {
  return query.replace(knownActNumber, " ");
}
