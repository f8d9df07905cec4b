import type { ChatMessage } from "#app/domain/assistant/stream-events.ts";
import { citationFromChat } from "./citation-from-chat.ts";
import {
  exportText,
  type Block,
  type ExportCitation,
  type ExportDocument,
  type ExportLanguage,
} from "./export-document.ts";
import { markdownToBlocks } from "./markdown-to-blocks.ts";

/** One AI answer with its citations as footnotes; the question it answers, when given, heads it. */
export function answerToExportDocument(
  message: ChatMessage,
  { language, now, question }: { language: ExportLanguage; now: Date; question?: string },
): ExportDocument {
  if (message.type !== "ai")
    throw new Error("Only an answer (an AI message) exports as an answer; export the chat for the questions.");
  const { blocks, citations } = answerBlocks(message, language);
  return {
    language,
    title: exportText(language, "export.answerTitle"),
    ...(question ? { subtitle: question } : {}),
    date: now,
    sections: [{ blocks }],
    citations,
  };
}

/** An answer's Markdown as blocks, its [n] markers bound to its own citations. */
export function answerBlocks(
  message: ChatMessage,
  language: ExportLanguage,
): { blocks: Block[]; citations: ExportCitation[] } {
  if (message.isError)
    return {
      blocks: [
        {
          type: "paragraph",
          content: [{ type: "text", text: exportText(language, "export.failedAnswer"), italic: true }],
        },
      ],
      citations: [],
    };
  const citations = (message.citations ?? []).map((citation) => citationFromChat(citation, message.id));
  const keys = new Map((message.citations ?? []).map((citation, index) => [citation.n, citations[index]!.key]));
  const blocks = markdownToBlocks(message.content, (n) => keys.get(n));
  if (message.withoutModel)
    blocks.unshift({
      type: "paragraph",
      content: [{ type: "text", text: exportText(language, "export.withoutModel"), italic: true }],
    });
  return { blocks, citations };
}
