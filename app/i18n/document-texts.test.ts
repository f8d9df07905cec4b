import { describe, expect, test } from "vitest";
import * as exportWorkProduct from "./messages/export-work-product.ts";
import * as exportTexts from "./messages/export.ts";
import * as researchNote from "./messages/research-note.ts";

// The texts of generated documents are not in the browser catalogue (and so not in its checks).
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each([
  ["research note", researchNote],
  ["export", exportTexts],
  ["exported project and AI Act check", exportWorkProduct],
])("%s texts", (_name, catalogue) => {
  test("German has every English text, with the same placeholders", () => {
    for (const [key, english] of Object.entries(catalogue.en)) {
      const german = (catalogue.de as Record<string, string>)[key];
      expect(german?.trim(), key).toBeTruthy();
      // German act names take their article and case: {actNominative}/{actGenitive} stand for {act}.
      const normalise = (names: (string | undefined)[]) =>
        names.map((name) => (name?.startsWith("act") ? "act" : name));
      expect(normalise(placeholders(german!)), key).toEqual(normalise(placeholders(english)));
    }
  });
});
