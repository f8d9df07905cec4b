import type { Reference, UnitPath } from "./parse-references.ts";

/** The installed provisions of one act (every version and language): pinpoint → text. */
export type ActProvisions = ReadonlyMap<string, string>;

export type Resolution =
  | {
      status: "found";
      reference: Reference;
      celex: string;
      /** The installed pinpoint: the one named, or the finest installed unit containing it (a subparagraph, sentence or sub-point has no id of its own). */
      pinpoint: string;
    }
  | {
      status: "not-found";
      reference: Reference;
      celex: string;
      /** The installed unit nearest to it ("art_17" for Article 17(12)), when there is one. */
      nearest?: string;
      /** "Article 17(12)" */
      label: string;
    }
  | { status: "act-not-installed"; reference: Reference; celex: string };

/**
 * The installed provisions a reference names, in each act it may belong to (the likelier act
 * first). A part that the act does not have ("Article 17(12)" of an article with ten paragraphs,
 * "Article 140" of an act with 113) is not found; a part that has no id of its own because the act
 * does not divide its parent that way (a sub-point "(i)" inside a point's text) resolves to the
 * parent. Of an ambiguous reference only the acts that have the provision are kept; none: not found
 * in the likeliest act.
 */
export function resolveReference(
  reference: Reference,
  acts: readonly string[],
  provisionsOf: (celex: string) => ActProvisions | undefined,
): Resolution[] {
  const outcomes = acts.map((celex) => resolveIn(reference, celex, provisionsOf(celex), false));
  const found = outcomes.filter((outcome) => outcome.status === "found");
  if (found.length > 0 || outcomes.length === 0) return found;
  // Only when no act has it as written: a paragraph number counting an article's unnumbered paragraphs.
  const counted = acts
    .map((celex) => resolveIn(reference, celex, provisionsOf(celex), true))
    .filter((outcome) => outcome.status === "found");
  if (counted.length > 0) return counted;
  return [outcomes.find((outcome) => outcome.status === "not-found") ?? outcomes[0]!];
}

function resolveIn(
  reference: Reference,
  celex: string,
  provisions: ActProvisions | undefined,
  unnumberedParagraphs: boolean,
): Resolution {
  if (!provisions) return { status: "act-not-installed", reference, celex };
  // "The second paragraph of Article 17" of an article with numbered paragraphs: its paragraph 2.
  const named = reference.path;
  if (
    named.ordinalParagraph &&
    named.unit === "article" &&
    named.paragraph === undefined &&
    provisions.has(`art_${named.number}.par_${named.subparagraph}`)
  ) {
    const numbered = {
      ...named,
      paragraph: String(named.subparagraph),
      subparagraph: undefined,
      ordinalParagraph: undefined,
    };
    return resolvePath(reference, numbered, celex, provisions);
  }
  const outcome = resolvePath(reference, reference.path, celex, provisions);
  // "Art. 113 Abs. 3 lit. a", "Article 113(3)(a)": a paragraph number of an article whose paragraphs
  // are not numbered counts them as written (its third subparagraph, point (a)), when that exists.
  const path = reference.path;
  if (
    unnumberedParagraphs &&
    outcome.status === "not-found" &&
    path.unit === "article" &&
    path.paragraph !== undefined &&
    /^\d+$/u.test(path.paragraph) &&
    path.subparagraph === undefined &&
    provisions.has(`art_${path.number}`) &&
    ![...provisions.keys()].some((pinpoint) => pinpoint.startsWith(`art_${path.number}.par_`))
  ) {
    const unnumbered = { ...path, paragraph: undefined, subparagraph: Number(path.paragraph) };
    const retried = resolvePath(reference, unnumbered, celex, provisions);
    if (retried.status === "found") return retried;
  }
  return outcome;
}

function resolvePath(
  reference: Reference,
  path: UnitPath,
  celex: string,
  provisions: ActProvisions,
): Exclude<Resolution, { status: "act-not-installed" }> {
  const label = labelOf(path);
  const top = `${{ article: "art", annex: "anx", recital: "rct" }[path.unit]}_${path.number}`;
  if (!provisions.has(top)) return { status: "not-found", reference, celex, label };
  let current = top;
  for (const step of stepsOf(path)) {
    const next = step.ids.map((id) => `${current}.${id}`).find((candidate) => provisions.has(candidate));
    if (next) {
      current = next;
      continue;
    }
    // The parent is divided into parts of this kind, and this one is not among them: it does not exist.
    const kinds = step.ids.map((id) => `${current}.${id.split("_")[0]}_`);
    const divided = [...provisions.keys()].some((pinpoint) => kinds.some((kind) => pinpoint.startsWith(kind)));
    const text = provisions.get(current) ?? "";
    if (divided || !text.includes(`(${step.value})`))
      return { status: "not-found", reference, celex, nearest: current, label };
    break;
  }
  // A subparagraph or sentence has no id of its own: it exists when the article's or paragraph's text
  // has at least that many sentences ("Article 113, third paragraph, point (c)": the article's, not the point's).
  const nth = Math.max(path.subparagraph ?? 0, path.sentence ?? 0);
  const container = current
    .split(".")
    .filter((part) => !part.startsWith("pt_"))
    .join(".");
  if (nth > 1 && sentenceCount(provisions.get(container) ?? "") < nth)
    return { status: "not-found", reference, celex, nearest: container, label };
  return { status: "found", reference, celex, pinpoint: current };
}

const sentences = new Intl.Segmenter("en", { granularity: "sentence" });

/**
 * The sentences of a provision's text, counted generously (every subparagraph holds at least one;
 * "Abs. 1" or "2." counted as an end only makes more of them): fewer than the number named means
 * the part does not exist.
 */
function sentenceCount(text: string): number {
  let count = 0;
  for (const segment of sentences.segment(text)) if (/\p{L}/u.test(segment.segment)) count++;
  return count;
}

/** The ids each level of a path may have: a number in brackets after an article is a paragraph, or a point of an article without paragraphs (Article 3(1) of a definitions article). */
function stepsOf(path: UnitPath): { ids: string[]; value: string }[] {
  const steps: { ids: string[]; value: string }[] = [];
  if (path.unit === "article" && path.paragraph !== undefined)
    steps.push({ ids: [`par_${path.paragraph}`, `pt_${path.paragraph}`], value: path.paragraph });
  if (path.unit === "annex" && path.section !== undefined)
    steps.push({ ids: [`sec_${path.section}`], value: path.section });
  if (path.unit !== "recital") for (const point of path.points) steps.push({ ids: [`pt_${point}`], value: point });
  return steps;
}

/** "Article 17(12)", "Article 5(1)(ba)", "Annex I, Section B, point 13", "Recital 27". */
export function labelOf(path: UnitPath): string {
  if (path.unit === "recital") return `Recital ${path.number}`;
  const part =
    path.subparagraph !== undefined
      ? `, subparagraph ${path.subparagraph}`
      : path.sentence !== undefined
        ? `, sentence ${path.sentence}`
        : "";
  if (part && path.unit === "article")
    return `${labelOf({ ...path, subparagraph: undefined, sentence: undefined })}${part}`;
  if (path.unit === "annex") {
    return [
      `Annex ${path.number}`,
      ...(path.section ? [`Section ${path.section}`] : []),
      ...path.points.map((point, index) => (index === 0 ? `point ${point}` : `(${point})`)),
    ]
      .join(", ")
      .replace(", (", "(");
  }
  return `Article ${path.number}${path.paragraph !== undefined ? `(${path.paragraph})` : ""}${path.points.map((point) => `(${point})`).join("")}`;
}
