import type { Language } from "#app/i18n/language.ts";
import { AI_ACT_VERSION } from "./ai-act-version.ts";

/** A provision of the encoded version: its corpus pinpoint, a human label and its EUR-Lex link. */
export type ProvisionCitation = { pinpoint: string; label: string; url: string };

const words = {
  en: { article: "Art.", annex: "Annex", section: "Section", point: "point" },
  de: { article: "Art.", annex: "Anhang", section: "Abschnitt", point: "Nr." },
} as const;

/**
 * "art_5.par_1.pt_f" → "Art. 5(1)(f)" (German: "Art. 5 Abs. 1 Buchst. f"), "anx_III.pt_4" →
 * "Annex III, point 4", "anx_I.sec_B" → "Annex I, Section B", "art_113.pt_c" → "Art. 113, point (c)",
 * "art_3.pt_1" → "Art. 3(1)" (a numbered definition). Pinpoints follow the corpus scheme (ADR 030).
 */
export function provisionLabel(pinpoint: string, lang: Language = "en"): string {
  const w = words[lang];
  const parts = pinpoint.split(".").map((part) => {
    const at = part.indexOf("_");
    return { kind: part.slice(0, at), key: part.slice(at + 1) };
  });
  const [head, ...rest] = parts;
  if (!head) return pinpoint;
  if (head.kind === "anx") {
    const labels = rest.map((part) => (part.kind === "sec" ? `${w.section} ${part.key}` : `${w.point} ${part.key}`));
    return lang === "de"
      ? [`${w.annex} ${head.key}`, ...labels].join(" ")
      : [`${w.annex} ${head.key}`, ...labels].join(", ");
  }
  let label = `${w.article} ${head.key}`;
  for (const part of rest) {
    const numbered = /^\d/.test(part.key);
    if (lang === "de") {
      if (part.kind === "par") label += ` Abs. ${part.key}`;
      else label += numbered ? ` Nr. ${part.key}` : ` Buchst. ${part.key}`;
    } else if (part.kind === "pt" && !numbered && rest.length === 1) {
      label += `, ${w.point} (${part.key})`;
    } else {
      label += `(${part.key})`;
    }
  }
  return label;
}

/** The EUR-Lex anchor of a pinpoint in the consolidated text: its article or annex (`art_5`, `anx_III`). */
export function provisionAnchor(pinpoint: string): string {
  return pinpoint.split(".")[0] ?? pinpoint;
}

export function provisionUrl(pinpoint: string, lang: Language = "en"): string {
  return `https://eur-lex.europa.eu/legal-content/${lang.toUpperCase()}/TXT/?uri=CELEX:${AI_ACT_VERSION.consolidatedCelex}#${provisionAnchor(pinpoint)}`;
}

export function cite(pinpoint: string, lang: Language = "en"): ProvisionCitation {
  return { pinpoint, label: provisionLabel(pinpoint, lang), url: provisionUrl(pinpoint, lang) };
}
