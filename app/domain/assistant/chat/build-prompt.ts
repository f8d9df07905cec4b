import type { Coverage } from "#app/domain/corpus/retrieval/assess-coverage.ts";
import type { Citation } from "../stream-events.ts";

/*
 * The prompt of an answer: a system prompt with the rules, earlier turns of the chat within a
 * token budget, and the numbered passages with the question.
 */

export function systemPrompt(): string {
  return [
    "You are a research assistant for lawyers working with EU law (the AI Act, the copyright DSM Directive, the Product Liability Directive).",
    "Answer only from the numbered passages given with the question. Cite them as [1], [2], … right after the statement they support; never cite a number that is not in the list, and never invent provisions, case law or facts.",
    "If the passages do not answer the question, say so plainly and say what is missing; do not answer from general knowledge.",
    "The search says how well the installed acts cover the question (a 'Coverage' line before the passages). When it says the question is probably not covered, check the passages: if none answers the question, say first and plainly that the installed acts do not cover it and do not present the passages as an answer; when it says the coverage is weak, say which part the passages answer and what they leave open.",
    "Answer in the language of the question (German questions in German, English questions in English). Be precise and concise; use Markdown.",
    "End every answer with a heading 'Follow-up Questions' (in German: 'Folgefragen') followed by a numbered list of two or three questions the user may ask next.",
  ].join("\n");
}

export function contextBlock(citations: Citation[]): string {
  if (citations.length === 0) return "No passages were found for this question.";
  return citations
    .map((citation) => {
      const { act, pinpoint, heading, celex } = citation.metadata;
      return `[${citation.n}] ${act} (CELEX ${celex}), ${pinpoint}${heading ? ` — ${heading}` : ""}\n${citation.text}`;
    })
    .join("\n\n");
}

/** What the prompt tells the model about the search's coverage of the question. */
export function coverageLine(coverage: Coverage): string {
  if (coverage === "not-covered")
    return "Coverage: PROBABLY NOT COVERED. The search found no provision that shares the question's key words; the passages below are only the nearest wording. Check whether they answer the question before saying so; if they do not, say plainly that the installed acts do not cover it.";
  if (coverage === "weak")
    return "Coverage: WEAK. The passages below share only part of the question; they may not answer it.";
  return "Coverage: covered. The passages below are about the question.";
}

/** What the prompt tells the model about provisions the question names that do not exist (the search's notices, ADR 047). */
export function noticeLine(notices: readonly { message: string }[]): string {
  return `Provisions named in the question that do not exist: ${notices.map((notice) => notice.message).join(" ")} Say so plainly first; do not answer as if they existed.`;
}

export function userPrompt(
  question: string,
  citations: Citation[],
  coverage?: Coverage,
  notices: readonly { message: string }[] = [],
): string {
  return `${coverage ? `${coverageLine(coverage)}\n\n` : ""}${notices.length > 0 ? `${noticeLine(notices)}\n\n` : ""}Passages:\n\n${contextBlock(citations)}\n\nQuestion: ${question}`;
}

/** A rough token count (about four characters a token for English and German prose). */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

export type Turn = { role: "user" | "assistant"; content: string };

/**
 * The chat's earlier turns, newest kept first, within `budget` tokens, in chat order. Only
 * complete question–answer pairs are kept (not failed answers, nor one still being written), so the
 * model never sees an answer without its question.
 */
export function earlierTurns(
  history: { type: "user" | "ai"; content: string; isError?: boolean; isStreaming?: boolean }[],
  budget: number,
): Turn[] {
  const pairs: Turn[][] = [];
  for (let index = 0; index < history.length - 1; index++) {
    const question = history[index]!;
    const answer = history[index + 1]!;
    if (question.type === "user" && answer.type === "ai" && !answer.isError && !answer.isStreaming) {
      pairs.push([
        { role: "user", content: question.content },
        { role: "assistant", content: answer.content },
      ]);
      index++;
    }
  }
  const kept: Turn[][] = [];
  let used = 0;
  for (const pair of pairs.reverse()) {
    const cost = pair.reduce((sum, turn) => sum + estimateTokens(turn.content), 0);
    if (used + cost > budget) break;
    used += cost;
    kept.unshift(pair);
  }
  return kept.flat();
}
