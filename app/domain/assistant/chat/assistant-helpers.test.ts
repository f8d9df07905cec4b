import { describe, expect, test } from "vitest";
import { earlierTurns } from "./build-prompt.ts";
import { chatTitle } from "./chat-title.ts";
import { detectLanguage } from "../detect-language.ts";
import { pinpointFromLabel } from "./to-citation.ts";

describe("pinpointFromLabel", () => {
  test.each([
    ["Article 5(1)(f)", "Art. 5(1)(f)"],
    ["Article 3(4)", "Art. 3(4)"],
    ["Artikel 50 Absatz 1", "Art. 50 Absatz 1"],
    ["Recital 12", "Recital 12"],
    ["Annex III", "Annex III"],
  ])("%s → %s", (label, pinpoint) => expect(pinpointFromLabel(label)).toBe(pinpoint));
});

describe("detectLanguage", () => {
  test("German and English questions", () => {
    expect(detectLanguage("Welche Pflichten haben Betreiber eines Hochrisiko-KI-Systems?")).toBe("de");
    expect(detectLanguage("Was gilt für Chatbots nach der KI-Verordnung?")).toBe("de");
    expect(detectLanguage("Which duties do deployers of a high-risk AI system have?")).toBe("en");
    expect(detectLanguage("Art. 50")).toBe("en");
  });
});

describe("chatTitle", () => {
  test("short questions stay, long ones are cut at a word with an ellipsis, on one line", () => {
    expect(chatTitle("  What is\n a deployer? ")).toBe("What is a deployer?");
    const title = chatTitle("word ".repeat(40));
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title).toMatch(/word…$/);
  });
});

describe("earlierTurns", () => {
  const history = [
    { type: "user" as const, content: "q1" },
    { type: "ai" as const, content: "a1" },
    { type: "user" as const, content: "q2" },
    { type: "ai" as const, content: "I encountered an error. Please try again.", isError: true },
    { type: "user" as const, content: "q3" },
    { type: "ai" as const, content: "a3".repeat(100) },
    { type: "user" as const, content: "q4" },
    { type: "ai" as const, content: "", isStreaming: true },
  ];
  test("complete pairs in order; error answers, answers being written and their questions left out", () => {
    expect(earlierTurns(history, 10_000).map((turn) => turn.content)).toEqual(["q1", "a1", "q3", "a3".repeat(100)]);
  });
  test("within the budget the newest pairs are kept", () => {
    expect(earlierTurns(history, 52).map((turn) => turn.content)).toEqual(["q3", "a3".repeat(100)]);
    expect(earlierTurns(history, 10)).toEqual([]);
  });
});
