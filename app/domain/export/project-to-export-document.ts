import type { ChatMessage } from "#app/domain/assistant/stream-events.ts";
import { chatSections } from "./chat-to-export-document.ts";
import { workProductText } from "./work-product-text.ts";
import type { Block, ExportCitation, ExportDocument, ExportLanguage, ExportSection } from "./export-document.ts";

/** Sections another kind of work product adds to a project's document, with the citations they refer to (keys unique per part). */
export type ExportPart = { sections: ExportSection[]; citations: ExportCitation[] };

export type ProjectExportInput = {
  project: { title: string; description: string };
  /** The project's chats in the order they are to appear, each with its messages in order. */
  chats: { chat: { title: string }; messages: ChatMessage[] }[];
  /** Further work product of the project (regulation cards, a procedural breakdown), placed after the description, before the chats. */
  extraSections?: ExportPart[];
};

/**
 * A project as one document: its title and description, the parts other work product adds, then
 * every chat (a section each, its questions as headings). Citation keys stay those of the answers
 * (scoped by message id), so answers of different chats never share a footnote by accident.
 */
export function projectToExportDocument(
  input: ProjectExportInput,
  { language, now }: { language: ExportLanguage; now: Date },
): ExportDocument {
  const sections: ExportSection[] = [];
  const citations: ExportCitation[] = [];
  const description = input.project.description.trim();
  sections.push({
    heading: workProductText(language, "exportWork.description"),
    blocks: [
      {
        type: "paragraph",
        content: [
          {
            type: "text",
            text: description || workProductText(language, "exportWork.noDescription"),
            italic: !description,
          },
        ],
      },
    ],
  });
  for (const part of input.extraSections ?? []) {
    sections.push(...part.sections);
    citations.push(...part.citations);
  }
  if (input.chats.length === 0) {
    sections.push({
      heading: workProductText(language, "exportWork.chats"),
      blocks: [
        {
          type: "paragraph",
          content: [{ type: "text", text: workProductText(language, "exportWork.noChats"), italic: true }],
        },
      ],
    });
  }
  for (const { chat, messages } of input.chats) {
    const chatPart = chatSections(messages, language);
    const blocks: Block[] = chatPart.sections.flatMap((section) => [
      ...(section.heading
        ? [{ type: "heading" as const, level: 1 as const, content: [{ type: "text" as const, text: section.heading }] }]
        : []),
      ...section.blocks,
    ]);
    if (blocks.length === 0)
      blocks.push({
        type: "paragraph",
        content: [{ type: "text", text: workProductText(language, "exportWork.emptyChat"), italic: true }],
      });
    sections.push({ heading: workProductText(language, "exportWork.chat", { title: chat.title }), blocks });
    citations.push(...chatPart.citations);
  }
  return {
    language,
    title: workProductText(language, "exportWork.projectTitle", { title: input.project.title }),
    date: now,
    sections,
    citations,
  };
}
