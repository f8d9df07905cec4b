import { expect, test } from "vitest";
import { CheckResult } from "#app/components/ai-act/check-result.tsx";
import { ChatMessageView } from "#app/components/assistant/chat-message.tsx";
import { renderWithTexts } from "#app/components/assistant/render-with-texts.tsx";
import { makeAnswer } from "#app/components/assistant/test-fixtures.ts";
import { loadAiActCheck } from "#app/domain/ai-act/load-ai-act-check.server.ts";

const noop = () => undefined;
const chatId = "6f1c2a4e-0000-4000-8000-000000000001";

test("a finished answer of a stored chat offers Markdown and Word downloads of itself, in the page's language", () => {
  const answer = makeAnswer({ content: "Yes." });
  const page = renderWithTexts(
    <ChatMessageView
      message={answer}
      usageLimit={200}
      busy={false}
      onOpenCitation={noop}
      onAsk={noop}
      onRetry={noop}
      chatId={chatId}
    />,
    "de",
  );
  expect(page.text).toContain("Diese Antwort exportieren: Markdown (.md) Word (.docx)");
  const links = page.attributes("a", "href");
  expect(links).toEqual([
    `/api/assistant/chats/${chatId}/export?message=${answer.id}&format=md&lang=de`,
    `/api/assistant/chats/${chatId}/export?message=${answer.id}&format=docx&lang=de`,
  ]);
  expect(page.attributes("a", "download")).toEqual(["", ""]);
});

test("no export while the answer streams or before the chat is stored", () => {
  const streaming = renderWithTexts(
    <ChatMessageView
      message={makeAnswer({ isStreaming: true })}
      usageLimit={200}
      busy
      onOpenCitation={noop}
      onAsk={noop}
      onRetry={noop}
      chatId={chatId}
    />,
  );
  expect(streaming.attributes("a", "href")).toEqual([]);
  const unsaved = renderWithTexts(
    <ChatMessageView
      message={makeAnswer({})}
      usageLimit={200}
      busy={false}
      onOpenCitation={noop}
      onAsk={noop}
      onRetry={noop}
    />,
  );
  expect(unsaved.text).not.toContain("Export this answer");
});

test("the AI Act check result links its download with the answers in the query, so it works without JavaScript", () => {
  const state = loadAiActCheck(
    "subject=ai_system&role=deployer&eu=yes&market=yes&practice=emotion_recognition_workplace_education&step=result",
    "2026-11-25",
  );
  const page = renderWithTexts(<CheckResult result={state.result!} answers={state.answers} />);
  const downloads = page.attributes("a", "href").filter((href) => href?.startsWith("/ai-act-check/export?"));
  expect(downloads).toEqual([
    "/ai-act-check/export?subject=ai_system&role=deployer&eu=yes&market=yes&practice=emotion_recognition_workplace_education&step=result&format=md&lang=en",
    "/ai-act-check/export?subject=ai_system&role=deployer&eu=yes&market=yes&practice=emotion_recognition_workplace_education&step=result&format=docx&lang=en",
  ]);
  expect(page.text).toContain("Download this result: Markdown (.md) Word (.docx)");
});
