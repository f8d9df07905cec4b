import { describe, expect, test } from "vitest";
import {
  annexIII_4,
  art26_7,
  art50_1,
  art50_3,
  art5_1_f,
  art6_2,
  art99_3,
  def34,
  def39,
  def4,
  numbered,
  pld2024Art5,
  pldDe1,
  pldDe3,
  pldDe4,
} from "#tests/fixtures/assistant/legal-passages.ts";
import { composeResearchNote, type NotePassage } from "./compose-research-note.ts";

const markers = (content: string) => [...content.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
const allowedNumbers = (...lists: NotePassage[][]) => new Set(lists.flat().map((passage) => passage.n));

describe("composeResearchNote (English)", () => {
  const passages = numbered([art5_1_f, art50_3, art26_7]);
  const definitions = numbered([def39, def34], 4);
  const related = numbered([art99_3], 6);
  const note = composeResearchNote({
    question: "Is emotion recognition of employees at the workplace prohibited?",
    language: "en",
    passages,
    definitions,
    related,
  });

  test("says in its first line that no AI model wrote it", () => {
    expect(note.content.split("\n")[0]).toBe("## Research note (composed without an AI model)");
  });

  test("quotes the key sentence of each provision with its [n] and says which words of the question it matches", () => {
    expect(note.content).toContain("**Article 5(1)(f) — Prohibited AI practices** [1]");
    expect(note.content).toContain(
      "Why: it contains “emotion” and “workplace” from the question. Nature: prohibition, contains an exception.",
    );
    expect(note.content).toContain(
      "> “the placing on the market, the putting into service for this specific purpose, or the use of AI systems to infer emotions of a natural person in the areas of workplace and education institutions",
    );
    // The sentence of Art. 50(3) about emotion recognition, not the data-protection one alone.
    expect(note.content).toMatch(
      /> “Deployers of an emotion recognition system or a biometric categorisation system shall inform the natural persons exposed thereto[^\n]*” \[2\]/,
    );
    expect(note.content).toContain("**Article 26(7) — Obligations of deployers of high-risk AI systems** [3]");
  });

  test("keeps the order of relevance and drops the paragraph number from quotes", () => {
    expect(note.content.indexOf("Article 5(1)(f)")).toBeLessThan(note.content.indexOf("Article 50(3)"));
    expect(note.content.indexOf("Article 50(3)")).toBeLessThan(note.content.indexOf("Article 26(7)"));
    expect(note.content).not.toContain("“7. Before");
    expect(note.content).toContain("“Before putting into service or using a high-risk AI system at the workplace");
  });

  test("lists the definitions the provisions rely on, with their [n] and where they are used", () => {
    expect(note.content).toContain("### Definitions these provisions rely on");
    expect(note.content).toMatch(
      /- \*\*emotion recognition system\*\* \(Article 3\(39\), used in Article 50\(3\)\): “‘emotion recognition system’ means an AI system[^\n]*” \[4\]/,
    );
    expect(note.content).toMatch(
      /- \*\*biometric data\*\* \(Article 3\(34\)\): “‘biometric data’ means personal data[^\n]*” \[5\]/,
    );
  });

  test("names the words of the question no provision contains", () => {
    expect(note.content).toContain("Words of the question that none of these provisions contains: “employees”.");
  });

  test("uses only the numbers of the passages and definitions, never of related provisions", () => {
    const allowed = allowedNumbers(passages, definitions);
    expect(markers(note.content).length).toBeGreaterThan(0);
    for (const n of markers(note.content)) expect(allowed).toContain(n);
    expect(markers(note.content)).not.toContain(6);
  });

  test("offers three follow-up questions built from related provisions, and keeps them out of the content", () => {
    expect(note.followUps).toEqual([
      "Which fines or penalties does Article 99(3) of the AI Act provide for?",
      "Which other practices does Article 5 of the AI Act prohibit?",
      "Which other obligations does Article 50 of the AI Act lay down (Transparency obligations for providers and deployers of certain AI systems)?",
    ]);
    for (const question of note.followUps) expect(note.content).not.toContain(question);
    expect(note.content).not.toMatch(/follow-up/i);
  });

  test("groups provisions by act in the order of each act's best provision", () => {
    const mixed = composeResearchNote({
      question:
        "Must a natural person be informed, and is compensation due for damage caused by a defective AI system?",
      language: "en",
      passages: numbered([pld2024Art5, art50_1, art26_7]),
    });
    const pld = mixed.content.indexOf("#### Product Liability Directive (CELEX 32024L2853)");
    const ai = mixed.content.indexOf("#### AI Act (CELEX 32024R1689)");
    expect(pld).toBeGreaterThan(-1);
    expect(ai).toBeGreaterThan(pld);
    expect(mixed.content.indexOf("**Article 5(1) — Right to compensation** [1]")).toBeLessThan(ai);
    expect(mixed.content.indexOf("**Article 50(1)")).toBeGreaterThan(ai);
    // Art. 26(7) shares two of the question's words, the best provision six: listed apart, under its act again.
    const weaker = mixed.content.indexOf("### Also found by the search");
    expect(mixed.content.indexOf("**Article 26(7)")).toBeGreaterThan(weaker);
    expect(mixed.content.slice(weaker)).toContain("#### AI Act (CELEX 32024R1689)");
  });

  test("a word found through the statutory words it stands for says which", () => {
    const chatbot = composeResearchNote({
      question: "Must our chatbot disclose that it is a machine?",
      language: "en",
      passages: numbered([art50_1]),
    });
    expect(chatbot.content).toContain(
      "Why: it contains “chatbot” (as: interact directly natural persons) from the question.",
    );
  });

  test("quotes the matching clause of a long enumeration with its opening words", () => {
    const cv = composeResearchNote({
      question: "Is a tool that filters job applications for recruitment high-risk?",
      language: "en",
      passages: numbered([annexIII_4, art6_2]),
    });
    expect(cv.content).toContain(
      "> “Employment, workers’ management and access to self-employment: (a) AI systems intended to be used for the recruitment or selection of natural persons, in particular to place targeted job advertisements, to analyse and filter job applications, and to evaluate candidates; …” [1]",
    );
    expect(cv.content).not.toContain("(b) AI systems intended to be used to make decisions");
    expect(cv.content).toContain("Nature: classification.");
  });

  test("a provision that matches only by its heading, or far less than the best, is listed apart", () => {
    const note = composeResearchNote({
      question: "Is a tool that filters job applications for recruitment of candidates high-risk?",
      language: "en",
      passages: numbered([annexIII_4, art99_3, art6_2]),
    });
    const weaker = note.content.indexOf("### Also found by the search, but matching the question less well");
    expect(weaker).toBeGreaterThan(
      note.content.indexOf("**Annex III, point 4 — High-risk AI systems referred to in Article 6(2)** [1]"),
    );
    expect(note.content.indexOf("**Article 99(3) — Penalties** [2]")).toBeGreaterThan(weaker);
    expect(
      note.content.indexOf("**Article 6(2) — Classification rules for high-risk AI systems** [3]"),
    ).toBeGreaterThan(weaker);
  });

  test("words every provision contains do not keep a provision among those that answer", () => {
    // Both contain "natural persons"; only Art. 50(3) "emotion recognition". Counting "natural
    // persons", Art. 50(1) would have half as many of the question's words as Art. 50(3).
    const note = composeResearchNote({
      question: "Must natural persons be told about emotion recognition?",
      language: "en",
      passages: numbered([art50_3, art50_1]),
    });
    const weaker = note.content.indexOf("### Also found by the search");
    expect(weaker).toBeGreaterThan(note.content.indexOf("**Article 50(3)"));
    expect(note.content.indexOf("**Article 50(1)")).toBeGreaterThan(weaker);
    // With a single telling word left, the common ones count again (nothing would tell the provisions apart).
    const single = composeResearchNote({
      question: "Must natural persons be told about emotions?",
      language: "en",
      passages: numbered([art50_3, art50_1]),
    });
    expect(single.content).not.toContain("### Also found by the search");
  });

  test("says plainly when the provisions do not answer the question", () => {
    const weak = composeResearchNote({
      question: "What is the VAT rate on restaurant meals in Portugal?",
      language: "en",
      passages: numbered([art26_7, def4]),
    });
    expect(weak.content).toContain("The retrieved provisions do not really answer this question");
    expect(weak.content).toContain("shares no word of the question");
    const answered = composeResearchNote({
      question: "Must deployers inform workers before using a high-risk AI system at the workplace?",
      language: "en",
      passages: numbered([art26_7]),
    });
    expect(answered.content).not.toContain("do not really answer");
  });

  test("when the search says nothing installed covers the question, the note says so first and cites the matches only as the nearest wording", () => {
    const question = "How long is the notice period for terminating a residential lease?";
    const note = composeResearchNote({
      question,
      language: "en",
      passages: numbered([art26_7, art50_1]),
      definitions: numbered([def4], 3),
      coverage: "not-covered",
    });
    const [before, after] = note.content.split("### Nearest provisions (they may not answer the question)");
    expect(before).toContain(
      "**The installed acts do not seem to cover this question: the search found no provision that shares its key words.",
    );
    expect(after).toContain("Article 26(7)");
    expect(note.content).not.toContain("Provisions that answer the question");
    expect(note.content).not.toContain("Definitions these provisions rely on");
    expect(note.followUps).toEqual([]);
    // Covered, the same passages are presented as the answer.
    const covered = composeResearchNote({
      question,
      language: "en",
      passages: numbered([art26_7, art50_1]),
      coverage: "covered",
    });
    expect(covered.content).not.toContain("do not seem to cover this question");
    expect(covered.content).not.toContain("Nearest provisions");
  });

  test("a weak coverage is said before the provisions", () => {
    const note = composeResearchNote({
      question: "Must deployers inform workers?",
      language: "en",
      passages: numbered([art26_7]),
      coverage: "weak",
    });
    expect(note.content).toContain("The search found only a partial match");
    expect(note.content.indexOf("partial match")).toBeLessThan(
      note.content.indexOf("### Provisions that answer the question"),
    );
  });

  test("with no passages it says that nothing matched and cites nothing", () => {
    const empty = composeResearchNote({ question: "Who won the 1998 World Cup?", language: "en", passages: [] });
    expect(empty.content).toContain("The installed acts contain no provision that matches this question.");
    expect(markers(empty.content)).toEqual([]);
  });

  test("escapes Markdown in the question and the quoted text", () => {
    const escaped = composeResearchNote({
      question: "Is <script>alert(1)</script> **bold** [7] prohibited at the workplace?",
      language: "en",
      passages: numbered([art5_1_f]),
    });
    expect(escaped.content).not.toContain("<script>");
    expect(escaped.content).toContain("\\[7\\]");
    expect(markers(escaped.content)).toEqual(markers(escaped.content).filter((n) => n === 1));
  });
});

describe("composeResearchNote (German)", () => {
  test("sagt zuerst, wenn die installierten Rechtsakte die Frage nicht abdecken", () => {
    const note = composeResearchNote({
      question: "Welche Kündigungsfrist gilt in der Probezeit?",
      language: "de",
      passages: numbered([art26_7]),
      coverage: "not-covered",
    });
    expect(note.content).toContain("**Die installierten Rechtsakte scheinen diese Frage nicht abzudecken");
    expect(note.content).toContain("### Nächstliegende Vorschriften (sie beantworten die Frage möglicherweise nicht)");
  });

  test("an English text answering a German question: German fixed texts, German act names, matched words from the glossary", () => {
    const note = composeResearchNote({
      question: "Ist Emotionserkennung am Arbeitsplatz verboten?",
      language: "de",
      passages: numbered([art5_1_f, art50_3]),
      definitions: numbered([def39], 3),
      related: numbered([art99_3], 4),
    });
    expect(note.content.split("\n")[0]).toBe("## Recherchenotiz (ohne KI-Modell erstellt)");
    expect(note.content).toContain("**Art. 5 Abs. 1 Buchst. f — Prohibited AI practices** [1]");
    // "Arbeitsplatz" is in the text of Art. 5(1)(f) (glossary: Arbeitsplatz → workplace), "Emotionserkennung" in Art. 50(3).
    expect(note.content).toContain(
      "Warum: Sie enthält „Arbeitsplatz“ (als: workplace) aus der Frage. Art der Regelung: Verbot, enthält eine Ausnahme.",
    );
    expect(note.content).toContain("Warum: Sie enthält „Emotionserkennung“ (als: emotion recognition) aus der Frage.");
    expect(note.content).toContain("#### KI-Verordnung (CELEX 32024R1689)");
    expect(note.content).toContain("„the placing on the market");
    expect(note.content).toContain("### Begriffsbestimmungen, auf die sich diese Vorschriften stützen");
    expect(note.content).not.toMatch(/\b(Why|Nature|Definitions these)\b/);
    expect(note.followUps[0]).toBe("Welche Geldbußen oder Sanktionen sieht Artikel 99(3) der KI-Verordnung vor?");
    expect(note.followUps).toHaveLength(3);
    expect(note.followUps).toContain("Welche weiteren Praktiken verbietet Artikel 5 der KI-Verordnung?");
  });

  test("a German text: German stems, German drafting (haftet, hat … zu beweisen) and the German act name", () => {
    const note = composeResearchNote({
      question: "Wer haftet für einen Schaden durch ein fehlerhaftes Produkt, und wer muss den Fehler beweisen?",
      language: "de",
      passages: numbered([pldDe1, pldDe4, pldDe3]),
    });
    expect(note.content).toContain("**Artikel 1** [1]");
    expect(note.content).toContain("#### Produkthaftungsrichtlinie 85/374/EWG (CELEX 31985L0374)");
    expect(note.content).toContain(
      "Warum: Sie enthält „haftet“, „Schaden“, „Produkt“ und „Fehler“ aus der Frage. Art der Regelung: Haftung.",
    );
    expect(note.content).toContain(
      "Warum: Sie enthält „Schaden“, „Fehler“ und „beweisen“ aus der Frage. Art der Regelung: Pflicht.",
    );
    // "(2)" starts a sentence: the key sentence about importers is quoted apart from the manufacturer's definition.
    expect(note.content).toMatch(
      /> „\(2\) Unbeschadet der Haftung des Herstellers gilt jede Person[^\n]*als Hersteller dieses Produkts und haftet wie der Hersteller\.“ \[3\]/,
    );
    expect(note.content).toContain(
      "> „Der Geschädigte hat den Schaden, den Fehler und den ursächlichen Zusammenhang zwischen Fehler und Schaden zu beweisen.“ [2]",
    );
    for (const n of markers(note.content)) expect([1, 2, 3]).toContain(n);
  });

  test("says in German when the provisions do not answer the question", () => {
    const note = composeResearchNote({
      question: "Wie hoch ist die Grunderwerbsteuer in Bayern?",
      language: "de",
      passages: numbered([art26_7]),
    });
    expect(note.content).toContain("Die gefundenen Vorschriften beantworten diese Frage nicht wirklich");
  });
});
