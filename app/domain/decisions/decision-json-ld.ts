/**
 * schema.org JSON-LD for a decision page (a Legislation-like CreativeWork is not right for
 * case law; schema.org has no court-decision type, so we use CreativeWork with the court as
 * author and the ECLI as identifier, as legal publishers do).
 */
export function decisionJsonLd(decision: {
  title: string;
  url: string;
  courtName: string;
  decisionDate: string;
  ecli: string | null;
  fileNumbers: string[];
  decisionType: string | null;
  headnote: string | null;
  updatedAt: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    "@id": decision.url,
    url: decision.url,
    name: decision.title,
    headline: decision.title.slice(0, 110),
    genre: decision.decisionType ?? "Gerichtsentscheidung",
    inLanguage: "de",
    datePublished: decision.decisionDate,
    dateModified: decision.updatedAt,
    author: { "@type": "GovernmentOrganization", name: decision.courtName },
    identifier: [
      ...(decision.ecli ? [{ "@type": "PropertyValue", propertyID: "ECLI", value: decision.ecli }] : []),
      ...decision.fileNumbers.map((value) => ({ "@type": "PropertyValue", propertyID: "Aktenzeichen", value })),
    ],
    ...(decision.headnote ? { abstract: decision.headnote } : {}),
    isAccessibleForFree: true,
    license: "https://www.gesetze-im-internet.de/urhg/__5.html",
  };
}

/** JSON for a <script type="application/ld+json"> element, safe against "</script>" in the data. */
export function serialiseJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
