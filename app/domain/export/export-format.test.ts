import { expect, test } from "vitest";
import { ExportFormatSchema, exportFileName } from "./export-format.ts";

const date = new Date("2026-11-25T10:00:00Z");

test("a file name from the title: ASCII words, the date, the extension", () => {
  expect(exportFileName("Research chat: Emotion recognition at work?", date, "docx")).toBe(
    "research-chat-emotion-recognition-at-work-2026-11-25.docx",
  );
  expect(exportFileName("Recherche-Chat: Gesichtserkennung für Bürogebäude", date, "md")).toBe(
    "recherche-chat-gesichtserkennung-fuer-buerogebaeude-2026-11-25.md",
  );
  expect(exportFileName("„“ <>/\\", date, "md")).toBe("export-2026-11-25.md");
  expect(exportFileName("word ".repeat(100), date, "md").length).toBeLessThanOrEqual(80 + "-2026-11-25.md".length);
});

test("only md and docx are formats", () => {
  expect(ExportFormatSchema.safeParse("docx").success).toBe(true);
  expect(ExportFormatSchema.safeParse("pdf").success).toBe(false);
});
