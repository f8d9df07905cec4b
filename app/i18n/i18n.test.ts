import { describe, expect, test } from "vitest";
import { languageFromAcceptLanguage, resolveLanguage } from "./resolve-language.server.ts";
import { catalogs } from "./messages/index.ts";
import { translate } from "./translate.ts";

describe("languages", () => {
  test("Accept-Language picks the best supported language by q-value", () => {
    expect(languageFromAcceptLanguage("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(languageFromAcceptLanguage("fr-FR,en;q=0.5,de;q=0.7")).toBe("de");
    expect(languageFromAcceptLanguage("fr, es")).toBeUndefined();
    expect(languageFromAcceptLanguage(null)).toBeUndefined();
  });

  test("the remembered choice wins over the browser's", () => {
    const headers = new Headers({ cookie: "theme=x; lang=en", "accept-language": "de" });
    expect(resolveLanguage(headers)).toBe("en");
    expect(resolveLanguage(new Headers({ "accept-language": "de-AT" }))).toBe("de");
    expect(resolveLanguage(new Headers())).toBe("en");
  });

  test("German is complete: every English message has a German text", () => {
    const missing = Object.keys(catalogs.en).filter((key) => !(catalogs.de as Record<string, string>)[key]?.trim());
    expect(missing).toEqual([]);
  });

  test("placeholders are filled", () => {
    expect(translate("de", "common.footer.copyright", { year: 2026 })).toBe(
      "© 2026 Legal Calendar. Alle Rechte vorbehalten.",
    );
  });
});
