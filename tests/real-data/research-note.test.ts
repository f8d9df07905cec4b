import fs from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import {
  composeResearchNote,
  type NotePassage,
  type ResearchNote,
} from "#app/domain/assistant/note/compose-research-note.ts";
import { gatherNoteContext } from "#app/domain/assistant/note/gather-note-context.server.ts";
import { researchNoteFor } from "#app/domain/assistant/note/research-note.server.ts";
import type { Match } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { searchLegalDocuments } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { realDataFile } from "../support/real-data.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

useTestDatabase();

beforeAll(async () => {
  for (const name of ["ai-act_2024-1689_EN.formex-combined.xml", "pld_2024-2853_EN.ansvar-seed.json"]) {
    await importAct({ act: parseActFile(fs.readFileSync(realDataFile(`eu-acts/${name}`), "utf8")) });
  }
});

type Numbered = { note: ResearchNote; passages: NotePassage[]; definitions: NotePassage[]; related: NotePassage[] };

/** The model-less path: search, gather, compose; passages and definitions with the numbers the note gave them. */
async function noteFor(question: string, language: "en" | "de" = "en"): Promise<Numbered> {
  const { matches } = await searchLegalDocuments(
    { query: question, topK: 5 },
    { search: searchSettingsOf(getEnv()), mode: "lexical" },
  );
  const { definitions, related } = await gatherNoteContext(
    { passages: matches, question },
    { search: searchSettingsOf(getEnv()) },
  );
  const note = composeResearchNote({ question, language, passages: matches, definitions, related });
  const numbered = (list: Match[]) => list.flatMap((match) => note.sources.filter((source) => source.id === match.id));
  return {
    note,
    passages: numbered(matches),
    definitions: numbered(definitions),
    related: related.map((match) => ({ ...match, n: 0 })),
  };
}

/** Every [n] of the note is a passage or a definition; the quoted provisions are the expected ones. */
function expectResolvable({ note, passages, definitions }: Numbered) {
  const allowed = new Set([...passages, ...definitions].map((passage) => passage.n));
  const used = [...note.content.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
  expect(used.length).toBeGreaterThan(0);
  for (const n of used) expect(allowed).toContain(n);
}

const quoted = (result: Numbered, pinpoint: string) => {
  const passage = [...result.passages, ...result.definitions].find((entry) => entry.pinpoint === pinpoint);
  expect(passage, `${pinpoint} among the cited provisions`).toBeDefined();
  expect(result.note.content).toContain(`[${passage!.n}]`);
  return passage!;
};

describe("research notes from the real AI Act", () => {
  test("emotion recognition at work: the Art. 5(1)(f) prohibition quoted, with its definition", async () => {
    const result = await noteFor("Is emotion recognition of employees at the workplace prohibited?");
    expectResolvable(result);
    quoted(result, "art_5.par_1.pt_f");
    expect(result.note.content).toContain(
      "to infer emotions of a natural person in the areas of workplace and education institutions",
    );
    quoted(result, "art_3.pt_39");
    expect(result.note.content.split("\n")[0]).toMatch(/without an AI model/);
    expect(result.note.followUps).toHaveLength(3);
    // Art. 99(3) fines the practices of Art. 5: one of the things to ask next.
    expect(result.note.followUps).toContain("Which fines or penalties does Article 99(3) of the AI Act provide for?");
  });

  test("CV screening for hiring: Annex III point 4 quoted as high-risk, with Art. 6(2) among the follow-ups", async () => {
    const result = await noteFor(
      "Is an AI tool that screens CVs and filters job applications for recruitment high-risk?",
    );
    expectResolvable(result);
    quoted(result, "anx_III.pt_4");
    expect(result.note.content).toContain("to analyse and filter job applications");
    expect(result.note.followUps.join("\n")).toMatch(/Article 6\(2\)|Article 6\b/);
  });

  test("chatbot transparency: Art. 50(1) quoted, the note in German when asked in German", async () => {
    const result = await noteFor(
      "Must a customer service chatbot tell users that they are interacting with an AI system?",
    );
    expectResolvable(result);
    quoted(result, "art_50.par_1");
    expect(result.note.content).toContain("are informed that they are interacting with an AI system");
    expect(result.note.content).toContain("“chatbot” (as: interact directly natural persons)");
    // ‘subject’ is defined for real-world testing only; "subject to appropriate safeguards" does not use it.
    expect(result.definitions.map((definition) => definition.heading)).not.toContain("subject");
    expect(result.note.content).not.toContain("do not really answer");
    // Art. 99(4)(g) fines breaches of the Art. 50 transparency duties.
    expect(result.note.followUps).toContain(
      "Which fines or penalties does Article 99(4)(g) of the AI Act provide for?",
    );

    const german = await noteFor(
      "Muss ein Chatbot im Kundenservice offenlegen, dass Nutzer mit einem KI-System interagieren?",
      "de",
    );
    expectResolvable(german);
    quoted(german, "art_50.par_1");
    expect(german.note.content.split("\n")[0]).toMatch(/ohne KI-Modell/);
    expect(german.note.followUps.every((question) => question.endsWith("?"))).toBe(true);
    expect(german.note.content).toContain("#### KI-Verordnung (CELEX 32024R1689)");
  });

  test("liability for a defective product: the Product Liability Directive's provisions, under its own name", async () => {
    const result = await noteFor("Who is liable for damage caused by a defective product?");
    expectResolvable(result);
    expect(result.note.content).toContain("#### Product Liability Directive (CELEX 32024L2853)");
    // Art. 8(1) names the liable economic operators; retrieval cites the exact point of it.
    const liable = result.passages.find(
      (passage) => passage.pinpoint === "art_8.par_1" || passage.pinpoint.startsWith("art_8.par_1."),
    );
    expect(liable, "a provision of Art. 8(1) among the cited provisions").toBeDefined();
    expect(result.note.content).toContain(`[${liable!.n}]`);
    expect(result.note.content).toMatch(/liable/);
    // "shall not be liable" exempts from liability; it prohibits nothing.
    expect(result.note.content).not.toMatch(/Exemption from liability\*\* \[\d+\]\n\n[^\n]*Nature: prohibition/);
  });

  test("the assistant's note on a described practice opens with the engine's verdict and the prohibition, sources numbered as they appear", async () => {
    const note = await researchNoteFor(
      {
        question: "Is emotion recognition of employees at the workplace allowed under the AI Act?",
        language: "en",
        now: new Date("2026-11-25T12:00:00Z"),
      },
      { search: searchSettingsOf(getEnv()) },
    );
    const opening = note.content.split("### Short answer\n\n")[1]!.split("\n\n");
    expect(opening[0]).toMatch(
      /^No — under the AI Act this is a prohibited practice \(infers emotions of people at the workplace or in education\), prohibited since 2 February 2025 \[1\]( \[2\])?\./,
    );
    expect(opening[1]).toMatch(
      /^Article 5\(1\)\(f\) of the AI Act: “[^\n]*to infer emotions of a natural person in the areas of workplace and education institutions/,
    );
    const order = [...new Set([...note.content.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1])))];
    expect(order).toEqual(order.map((_, index) => index + 1));
    expect(note.sources.map((source) => source.n)).toEqual(order);
  });

  test("a German question about the new Directive is answered from 2024/2853 first", async () => {
    const note = await researchNoteFor(
      {
        question: "Haftet der Hersteller nach der neuen Produkthaftungsrichtlinie auch für Software?",
        language: "de",
        now: new Date("2026-11-25T12:00:00Z"),
      },
      { search: searchSettingsOf(getEnv()) },
    );
    const answer = note.content.split("### Kurzantwort\n\n")[1]!.split("\n\n");
    // Whether the Directive covers software: Art. 4(1), "‘product’ … includes … software" (ADR 158).
    expect(answer[0]).toMatch(
      /^Art\. 4 Nr\. 1 der Produkthaftungsrichtlinie \(EU\) 2024\/2853: „‘product’ means [^\n]*software;“ \[1\]$/,
    );
    // Said once, in German, after the opening; the act's heading below says it again for the provisions.
    expect(answer[1]).toBe(
      "Der zitierte Wortlaut ist der englische Text der Produkthaftungsrichtlinie (EU) 2024/2853; eine deutsche Fassung ist nicht installiert.",
    );
    expect(note.content).toContain("Zitiert aus dem englischen Wortlaut");
  });

  test("a question the AI Act does not answer gets the plain statement", async () => {
    const result = await noteFor("What is the VAT rate on restaurant meals in Portugal?");
    expect(result.note.content).toContain("The retrieved provisions do not really answer this question");
    for (const n of [...result.note.content.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]))) {
      expect([...result.passages, ...result.definitions].map((passage) => passage.n)).toContain(n);
    }
  });

  test("from when the AI Act applies: its own date, then every part's date, also those the search did not rank (ADR 147)", async () => {
    const note = await researchNoteFor(
      {
        question: "Seit wann gilt der AI Act?",
        language: "de",
        now: new Date("2026-11-25T12:00:00Z"),
      },
      { search: searchSettingsOf(getEnv()) },
    );
    const opening = note.content.split("### Kurzantwort\n\n")[1]!.split("\n\n")[0]!;
    expect(opening).toMatch(
      /^Ab dem 2\. August 2026: Artikel 113 der KI-Verordnung bestimmt „It shall apply from 2 August 2026\.“/,
    );
    for (const letter of ["a", "b", "c"]) expect(opening).toContain(`Art. 113 Buchst. ${letter}: „`);
  });
});
