import { describe, expect, test } from "vitest";
import { splitClauses, splitSentences } from "./split-sentences.ts";

describe("splitSentences", () => {
  test("splits the sentences of a provision", () => {
    expect(
      splitSentences(
        "Deployers of an emotion recognition system shall inform the natural persons exposed thereto of the operation of the system. This obligation shall not apply to AI systems used for biometric categorisation.",
      ),
    ).toEqual([
      "Deployers of an emotion recognition system shall inform the natural persons exposed thereto of the operation of the system.",
      "This obligation shall not apply to AI systems used for biometric categorisation.",
    ]);
  });

  test.each([
    ["Art.", "The duties of Art. 26 apply. Deployers shall keep logs."],
    ["Art. before a capital", "This mirrors Art. IV of the Convention. Deployers shall keep logs."],
    ["para.", "As set out in para. 2 Member States shall act. Deployers shall keep logs."],
    ["No.", "Standards under Regulation (EU) No. 1025/2012 apply. Deployers shall keep logs."],
    ["No. before a capital", "The judgment in Case No. C-311/18 is relevant. Deployers shall keep logs."],
    ["cf.", "This follows from the definitions, cf. Article 3 of this Regulation. Deployers shall keep logs."],
    ["e.g.", "Technical means (e.g. Instructions of use, tools) are listed. Deployers shall keep logs."],
    ["i.e.", "The first making available, i.e. The placing on the market, counts. Deployers shall keep logs."],
    ["Abs.", "Gemäß Art. 6 Abs. 2 Unterabs. 1 gilt dies. Betreiber führen Protokolle."],
    ["vgl.", "Dies folgt aus dem Zweck, vgl. Erwägungsgrund 12. Betreiber führen Protokolle."],
    ["gem.", "Die Systeme gem. Anhang III sind erfasst. Betreiber führen Protokolle."],
    ["z.B.", "Biometrische Daten, z.B. Gesichtsbilder, sind geschützt. Betreiber führen Protokolle."],
  ])("an abbreviation (%s) does not end a sentence", (_abbreviation, text) => {
    expect(splitSentences(text)).toHaveLength(2);
  });

  test("(EU) and a regulation's number stay inside the sentence; a full stop before the next sentence ends it", () => {
    expect(
      splitSentences(
        "Personal data shall be processed in accordance with Regulations (EU) 2016/679 and (EU) 2018/1725 and Directive (EU) 2016/680, as applicable. This obligation shall not apply.",
      ),
    ).toEqual([
      "Personal data shall be processed in accordance with Regulations (EU) 2016/679 and (EU) 2018/1725 and Directive (EU) 2016/680, as applicable.",
      "This obligation shall not apply.",
    ]);
  });

  test("a paragraph number inside an article's text starts the next sentence instead of ending the last one", () => {
    expect(
      splitSentences(
        "High-risk AI systems shall be overseen by natural persons during use. 2. Human oversight shall aim to prevent risks.",
      ),
    ).toEqual([
      "High-risk AI systems shall be overseen by natural persons during use.",
      "2. Human oversight shall aim to prevent risks.",
    ]);
  });

  test("a quoted defined term may open a sentence", () => {
    expect(splitSentences("This is the first. ‘AI system’ means a machine-based system.")).toHaveLength(2);
  });
});

describe("splitClauses", () => {
  test("an enumeration splits at its points", () => {
    expect(splitClauses("Employment: (a) AI systems for recruitment; (b) AI systems for promotion.")).toEqual([
      "Employment:",
      "(a) AI systems for recruitment;",
      "(b) AI systems for promotion.",
    ]);
  });

  test("a colon that does not open a point stays", () => {
    expect(splitClauses("The following applies: deployers shall keep logs.")).toEqual([
      "The following applies: deployers shall keep logs.",
    ]);
  });
});
