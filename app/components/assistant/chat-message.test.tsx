import { expect, test } from "vitest";
import { answerErrorText } from "#app/domain/assistant/stream-events.ts";
import { ChatMessageView } from "./chat-message.tsx";
import { renderWithTexts } from "./render-with-texts.tsx";
import { makeAnswer, makeCitation } from "./test-fixtures.ts";

const noop = () => undefined;
const render = (message: Parameters<typeof ChatMessageView>[0]["message"], lang: "en" | "de" = "en", busy = false) =>
  renderWithTexts(
    <ChatMessageView
      message={message}
      usageLimit={200}
      busy={busy}
      onOpenCitation={noop}
      onAsk={noop}
      onRetry={noop}
    />,
    lang,
  );

test("an answer lists its sources and offers its follow-up questions as buttons", () => {
  const page = render(
    makeAnswer({
      content: "Yes [1].",
      citations: [makeCitation(1), makeCitation(3)],
      followUps: ["Which fines apply?", "Who supervises?"],
    }),
  );
  expect(page.texts("h3")).toEqual(["Sources", "Consulted, not cited", "Follow-up questions"]);
  expect(page.texts("button")).toEqual([
    "[1] Source 1: Art. 1(1), Regulation (EU) 2024/1689 (AI Act)",
    "[1] Art. 1(1), Regulation (EU) 2024/1689 (AI Act)",
    "[3] Art. 3(1), Regulation (EU) 2024/1689 (AI Act)",
    "Which fines apply?",
    "Who supervises?",
  ]);
  expect(page.text).not.toContain("without an AI model");
});

test("a model-less answer is labelled as such", () => {
  expect(render(makeAnswer({ withoutModel: true })).text).toContain("Produced without an AI model");
  expect(render(makeAnswer({ withoutModel: true }), "de").text).toContain("Ohne KI-Modell erstellt");
});

test("while streaming there are no follow-up buttons yet and the placeholder says so", () => {
  const page = render(makeAnswer({ content: "", isStreaming: true, followUps: ["Later?"] }));
  expect(page.text).toContain("The answer is being written");
  expect(page.texts("button")).toEqual([]);
});

test("a failed answer shows the error text and a Retry button", () => {
  const page = render(makeAnswer({ content: answerErrorText, isError: true, citations: [] }));
  expect(page.text).toContain("I encountered an error. Please try again.");
  expect(page.texts("button")).toEqual(["Retry"]);
  expect(page.text).not.toContain("model calls");
});

test("an answer refused at the usage limit explains the limit", () => {
  const page = render(makeAnswer({ content: answerErrorText, isError: true, errorCode: "usage_limit" }));
  expect(page.text).toContain("You have used all 200 model calls included with your account");
  const german = render(makeAnswer({ content: answerErrorText, isError: true, errorCode: "usage_limit" }), "de");
  expect(german.text).toContain("Sie haben alle 200 Modellaufrufe Ihres Kontos verbraucht");
  expect(german.texts("button")).toEqual(["Erneut versuchen"]);
});

test("while another answer is being written, follow-ups and Retry are disabled", () => {
  const page = render(makeAnswer({ followUps: ["Next?"] }), "en", true);
  expect(page.html).toMatch(/<button[^>]*disabled[^>]*>Next\?<\/button>/);
});

test("an answer refused because others are still being written says to wait", () => {
  const page = render(makeAnswer({ content: answerErrorText, isError: true, errorCode: "too_many_answers" }));
  expect(page.text).toContain("Other answers are still being written for you.");
  expect(page.text).not.toContain("model calls");
});

test("a question refused at a cap on stored work or on the write rate says why and that nothing was saved, in German too", () => {
  const full = makeAnswer({ content: answerErrorText, isError: true, errorCode: "quota_exceeded" });
  expect(render(full).text).toContain(
    "This chat is full, or your account holds as many chats as it can. Your question above was not saved",
  );
  expect(render(full, "de").text).toContain("Dieser Chat ist voll");
  expect(render(makeAnswer({ content: answerErrorText, isError: true, errorCode: "write_rate" })).text).toContain(
    "Wait a minute, then try again.",
  );
});

test("an answer refused while the legal texts are still being installed says so, in German too", () => {
  const refused = makeAnswer({ content: answerErrorText, isError: true, errorCode: "legal_texts_installing" });
  expect(render(refused).text).toContain(
    "The legal texts (AI Act, DSM Directive, Product Liability Directives) are still being installed",
  );
  expect(render(refused, "de").text).toContain(
    "Die Rechtstexte (KI-Verordnung, DSM-Richtlinie, Produkthaftungsrichtlinien) werden bei diesem ersten Start noch installiert.",
  );
});

test("the sources the text cites come first; the others are marked as consulted, not cited", () => {
  const answer = makeAnswer({
    content: "Deployers keep the logs [3]. See also `[2]` in code.",
    citations: [makeCitation(1), makeCitation(2), makeCitation(3)],
  });
  const page = render(answer);
  expect(page.texts("h3")).toEqual(["Sources", "Consulted, not cited"]);
  expect(page.texts("li").slice(1)).toEqual([
    "[3] Art. 3(1), Regulation (EU) 2024/1689 (AI Act)",
    "[1] Art. 1(1), Regulation (EU) 2024/1689 (AI Act)",
    "[2] Art. 2(1), Regulation (EU) 2024/1689 (AI Act)",
  ]);
  expect(render(answer, "de").texts("h3")).toEqual(["Quellen", "Herangezogen, nicht zitiert"]);
});
