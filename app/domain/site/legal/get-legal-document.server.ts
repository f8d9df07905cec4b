import type { Language } from "#app/i18n/language.ts";
import type { SiteFacts } from "../site-facts.server.ts";
import { gdprDe } from "./gdpr.de.server.ts";
import { gdprEn } from "./gdpr.en.server.ts";
import type { LegalDocument } from "./legal-document.ts";
import { privacyPolicyDe } from "./privacy-policy.de.server.ts";
import { privacyPolicyEn } from "./privacy-policy.en.server.ts";

const documents = {
  "privacy-policy": { en: privacyPolicyEn, de: privacyPolicyDe },
  gdpr: { en: gdprEn, de: gdprDe },
} satisfies Record<string, Record<Language, (facts: SiteFacts) => LegalDocument>>;

export type LegalDocumentName = keyof typeof documents;

/** A legal document in one language, filled with this installation's facts (operator, processors). */
export function getLegalDocument(name: LegalDocumentName, lang: Language, facts: SiteFacts): LegalDocument {
  return documents[name][lang](facts);
}
