import { describe, expect, test } from "vitest";
import { parseEnv } from "#app/env.server.ts";
import { languages } from "#app/i18n/language.ts";
import { getSiteFacts } from "../site-facts.server.ts";
import { getLegalDocument } from "./get-legal-document.server.ts";

const facts = getSiteFacts(
  parseEnv({ OPERATOR_EMAIL: "office@kanzlei.example", SUPERVISORY_AUTHORITY: "BayLDA, Ansbach" }),
);
const withAi = getSiteFacts(
  parseEnv({ AI_BASE_URL: "https://models.example/v1", AI_MODEL: "m", AI_PROVIDER_NAME: "Example Models GmbH" }),
);
const text = (doc: ReturnType<typeof getLegalDocument>) =>
  [
    doc.title,
    ...doc.intro,
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (b.kind === "p" ? [b.text] : b.items))]),
  ].join("\n");

describe.each(["privacy-policy", "gdpr"] as const)("%s", (name) => {
  test("German and English have the same sections", () => {
    const [en, de] = languages.map((lang) => getLegalDocument(name, lang, facts));
    expect(de!.sections.map((s) => s.id)).toEqual(en!.sections.map((s) => s.id));
    expect(de!.sections.map((s) => s.blocks.length)).toEqual(en!.sections.map((s) => s.blocks.length));
  });

  test.each(languages)(
    "%s names the operator's e-mail, the authority, export and deletion on the account page",
    (lang) => {
      const doc = text(getLegalDocument(name, lang, facts));
      expect(doc).toContain("[office@kanzlei.example](mailto:office@kanzlei.example)");
      expect(doc).toContain("BayLDA, Ansbach");
      expect(doc).toMatch(/\]\(\/account\)/);
    },
  );

  test.each(languages)("%s names the AI provider only when one is configured", (lang) => {
    expect(text(getLegalDocument(name, lang, facts))).not.toContain("Example Models GmbH");
    expect(text(getLegalDocument(name, lang, withAi))).toContain("Example Models GmbH");
  });
});

test("the privacy policy covers every topic the issue lists, in both languages", () => {
  const en = text(getLegalDocument("privacy-policy", "en", facts));
  for (const topic of [
    "Controller",
    "Server logs",
    "Cookies",
    "lc_session",
    "Analytics",
    "Fonts",
    "Art. 15",
    "Art. 21",
    "Art. 77",
    "Contacting us",
    "14 days",
  ]) {
    expect(en).toContain(topic);
  }
  const de = text(getLegalDocument("privacy-policy", "de", facts));
  for (const topic of [
    "Verantwortlicher",
    "Server-Logs",
    "Cookies",
    "lc_session",
    "Webanalyse",
    "Schriftarten",
    "Art. 15",
    "Art. 21",
    "Art. 77",
    "Kontaktaufnahme",
    "14 Tagen",
  ]) {
    expect(de).toContain(topic);
  }
});

test.each(languages)("%s privacy policy lists every data-subject right of Art. 15 to 21 GDPR", (lang) => {
  const policy = text(getLegalDocument("privacy-policy", lang, facts));
  for (const article of [15, 16, 17, 18, 19, 20, 21]) expect(policy).toContain(`(Art. ${article})`);
});
