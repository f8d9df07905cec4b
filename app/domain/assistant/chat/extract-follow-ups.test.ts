import { describe, expect, test } from "vitest";
import { extractFollowUps } from "./extract-follow-ups.ts";

const body = "Deployers must keep the logs [1].";

describe("extractFollowUps", () => {
  test.each([
    ["bold paragraph with colon", "**Follow-up Questions:**"],
    ["level-3 heading, lower case", "### Follow-up questions"],
    ["level-2 heading", "## Follow-up Questions"],
    ["plain line", "Follow-up Questions:"],
    ["German", "**Folgefragen:**"],
    ["German heading", "### Folgefragen"],
  ])("%s", (_name, heading) => {
    const answer = `${body}\n\n${heading}\n1. How long must the logs be kept?\n2. Who is a **deployer**?\n`;
    expect(extractFollowUps(answer)).toEqual({
      content: body,
      followUps: ["How long must the logs be kept?", "Who is a deployer?"],
    });
  });

  test("a list right under a heading without a blank line, and bullets instead of numbers", () => {
    expect(extractFollowUps(`${body}\n\nFollow-up Questions\n- First?\n- Second?`).followUps).toEqual([
      "First?",
      "Second?",
    ]);
  });

  test("without the section the text stays as it is and there are no follow-ups", () => {
    const answer = `${body}\n\n1. a numbered list\n2. that is part of the answer`;
    expect(extractFollowUps(answer)).toEqual({ content: answer, followUps: [] });
  });

  test("the words inside a code block or a sentence are not the heading", () => {
    const answer = `${body}\n\n\`\`\`\nFollow-up Questions:\n1. not this\n\`\`\`\n\nWe discuss follow-up questions later:\n1. item`;
    expect(extractFollowUps(answer)).toEqual({ content: answer, followUps: [] });
  });
});
