import { describe, expect, test } from "vitest";
import { systemPrompt, userPrompt } from "./build-prompt.ts";
import type { Citation } from "../stream-events.ts";

const citation = {
  n: 1,
  text: "7. Before putting into service … deployers shall inform workers’ representatives.",
  metadata: { act: "AI Act", pinpoint: "Article 26(7)", heading: "Obligations of deployers", celex: "32024R1689" },
} as unknown as Citation;

describe("the prompt says how well the installed acts cover the question", () => {
  test("not covered: the model is told before the passages that they do not answer the question", () => {
    const prompt = userPrompt("How long is the notice period for a residential lease?", [citation], "not-covered");
    expect(prompt.indexOf("Coverage: PROBABLY NOT COVERED")).toBe(0);
    expect(prompt).toContain("only the nearest wording");
    expect(prompt.indexOf("Coverage:")).toBeLessThan(prompt.indexOf("[1] AI Act"));
    expect(systemPrompt()).toMatch(
      /probably not covered, check the passages: if none answers the question, say first and plainly that the installed acts do not cover it/,
    );
  });

  test("weak and covered say so too; without a coverage the prompt is the passages and the question", () => {
    expect(userPrompt("Must deployers inform workers?", [citation], "weak")).toMatch(/^Coverage: WEAK/);
    expect(userPrompt("Must deployers inform workers?", [citation], "covered")).toMatch(/^Coverage: covered/);
    expect(userPrompt("Must deployers inform workers?", [citation])).toMatch(/^Passages:/);
  });
});

test("a provision the question names that does not exist: the model is told before the passages to say so", () => {
  const prompt = userPrompt("What does Article 140 AI Act require?", [citation], "covered", [
    { message: "The AI Act has no Article 140." },
  ]);
  expect(prompt).toContain(
    "Provisions named in the question that do not exist: The AI Act has no Article 140. Say so plainly first",
  );
  expect(prompt.indexOf("The AI Act has no Article 140.")).toBeLessThan(prompt.indexOf("[1] AI Act"));
  expect(userPrompt("What does Article 26(7) AI Act require?", [citation], "covered", [])).not.toContain(
    "do not exist",
  );
});
