import type { ChatMessage, ChatSummary } from "#app/domain/assistant/stream-events.ts";
import { answerBlocks } from "./answer-to-export-document.ts";
import { exportText, type ExportDocument, type ExportLanguage, type ExportSection } from "./export-document.ts";

/**
 * A whole chat: each question with the answer that followed it, in order. Answers still streaming
 * are left out; a failed answer says so. Each answer's [n] refers to its own citations.
 */
export function chatToExportDocument(
  chat: Pick<ChatSummary, "title" | "createdAt">,
  messages: ChatMessage[],
  { language, now }: { language: ExportLanguage; now: Date },
): ExportDocument {
  const { sections, citations } = chatSections(messages, language);
  return {
    language,
    title: exportText(language, "export.chatTitle", { title: chat.title }),
    date: now,
    sections,
    citations,
  };
}

/** A chat's questions and answers as sections ("Question 1", …) with the answers' citations (keys scoped by message id). */
export function chatSections(
  messages: ChatMessage[],
  language: ExportLanguage,
): Pick<ExportDocument, "sections" | "citations"> {
  const sections: ExportSection[] = [];
  const citations: ExportDocument["citations"] = [];
  let questions = 0;
  let awaitingAnswer = false;
  for (const message of messages) {
    if (message.isStreaming) continue;
    if (message.type === "user") {
      questions += 1;
      sections.push({
        heading: `${exportText(language, "export.question")} ${questions}`,
        blocks: [{ type: "paragraph", content: [{ type: "text", text: message.content, bold: true }] }],
      });
      awaitingAnswer = true;
      continue;
    }
    const answer = answerBlocks(message, language);
    if (!awaitingAnswer) sections.push({ heading: exportText(language, "export.answer"), blocks: [] });
    sections.at(-1)!.blocks.push(...answer.blocks);
    citations.push(...answer.citations);
    awaitingAnswer = false;
  }
  return { sections, citations };
}
