import { formatMessage } from "#app/i18n/format-message.ts";

/** The fixed sentences of regulation cards made without a model, English and German (stored with the cards). */
const en = {
  basisEngine:
    "Made without an AI model: the AI Act card from the deterministic AI Act engine ({version}) applied to facts read from the project's text ({facts}); the other cards from the provisions retrieved for the project's subject. The engine assumes an operator established in the Union and a system placed on the Union market.",
  basisNoFacts: "none beyond an AI system",
  factInteractsWithPeople: "interacts with people",
  factRoleUnstated: "role not stated: the duties of provider and deployer are both shown",
  factGeneratesSyntheticContent: "generates synthetic content",
  factDeepFakes: "produces deep fakes",
  factPublicInterestText: "publishes text on matters of public interest",
  factEmotionRecognitionOrBiometricCategorisation: "recognises emotions or categorises people biometrically",
  basisModel:
    "Written by an AI model from {count} retrieved provisions and the AI Act engine's finding ({version}); points it could not support with a provision were left out.",
  aiActNotAi:
    "The project's text does not describe an AI system (a machine-based system that infers from its input how to generate outputs), so the AI Act does not apply to it as described.",
  aiActScope: "The Regulation's scope as it may bear on the project:",
  dsmApplies:
    "The project's text mentions {terms}: the Directive's rules on text and data mining and on the use of protected content may apply.",
  dsmNot:
    "The project's text mentions no use of protected works, text and data mining or online content-sharing, so the Directive does not apply to it as described. Its subject matter and scope:",
  pld2024Applies:
    "The project concerns {terms}; the Directive applies to products (software included) placed on the market or put into service after 9 December 2026.",
  pld2024Not:
    "The project's text names no product or software placed on the market, so the Directive does not apply to it as described. Its scope:",
  pld1985Applies:
    "The project's text says the product was placed on the market before 9 December 2026: for it, liability still follows Directive 85/374/EEC.",
  pld1985Not:
    "Directive 85/374/EEC governs only products placed on the market or put into service before 9 December 2026; the project's text names no such product, so the new Directive governs instead.",
  notInstalled: "The text of this act is not installed, so nothing about it can be cited.",
  retrieved: "{label}: {text}",
  deadline: "From {date}: {duties}",
  fine: "{what}: up to EUR {amount} or {percent} % of worldwide annual turnover, whichever is {which}",
  higher: "higher",
  lower: "lower (SMEs)",
  operator: "All operators",
} as const;

export type CardWordingKey = keyof typeof en;

const de: Record<CardWordingKey, string> = {
  basisEngine:
    "Ohne KI-Modell erstellt: die Karte zur KI-Verordnung mit der deterministischen KI-Verordnungs-Engine ({version}) aus Angaben, die dem Text des Projekts entnommen sind ({facts}); die übrigen Karten aus den zum Gegenstand des Projekts gefundenen Vorschriften. Die Engine unterstellt einen in der Union niedergelassenen Akteur und ein in der Union in Verkehr gebrachtes System.",
  basisNoFacts: "keine außer einem KI-System",
  factInteractsWithPeople: "interagiert mit Menschen",
  factRoleUnstated: "Rolle nicht angegeben: die Pflichten von Anbieter und Betreiber werden beide gezeigt",
  factGeneratesSyntheticContent: "erzeugt synthetische Inhalte",
  factDeepFakes: "erzeugt Deepfakes",
  factPublicInterestText: "veröffentlicht Texte zu Angelegenheiten von öffentlichem Interesse",
  factEmotionRecognitionOrBiometricCategorisation: "erkennt Emotionen oder kategorisiert Menschen biometrisch",
  basisModel:
    "Von einem KI-Modell aus {count} gefundenen Vorschriften und dem Ergebnis der KI-Verordnungs-Engine ({version}) geschrieben; Punkte, die es nicht mit einer Vorschrift belegen konnte, wurden weggelassen.",
  aiActNotAi:
    "Der Text des Projekts beschreibt kein KI-System (ein maschinengestütztes System, das aus seinen Eingaben ableitet, wie es Ausgaben erzeugt); nach dieser Beschreibung ist die KI-Verordnung nicht anwendbar.",
  aiActScope: "Der Anwendungsbereich der Verordnung, soweit er das Projekt betreffen kann:",
  dsmApplies:
    "Der Text des Projekts nennt {terms}: Die Vorschriften der Richtlinie über Text und Data Mining und die Nutzung geschützter Inhalte können anwendbar sein.",
  dsmNot:
    "Der Text des Projekts nennt weder die Nutzung geschützter Werke noch Text und Data Mining oder das Teilen von Online-Inhalten; nach dieser Beschreibung ist die Richtlinie nicht anwendbar. Gegenstand und Anwendungsbereich:",
  pld2024Applies:
    "Das Projekt betrifft {terms}; die Richtlinie gilt für Produkte (einschließlich Software), die nach dem 9. Dezember 2026 in Verkehr gebracht oder in Betrieb genommen werden.",
  pld2024Not:
    "Der Text des Projekts nennt kein in Verkehr gebrachtes Produkt und keine Software; nach dieser Beschreibung ist die Richtlinie nicht anwendbar. Ihr Anwendungsbereich:",
  pld1985Applies:
    "Nach dem Text des Projekts wurde das Produkt vor dem 9. Dezember 2026 in Verkehr gebracht: Dafür richtet sich die Haftung weiter nach der Richtlinie 85/374/EWG.",
  pld1985Not:
    "Die Richtlinie 85/374/EWG gilt nur für Produkte, die vor dem 9. Dezember 2026 in Verkehr gebracht oder in Betrieb genommen wurden; der Text des Projekts nennt kein solches Produkt, daher gilt stattdessen die neue Richtlinie.",
  notInstalled: "Der Text dieses Rechtsakts ist nicht installiert; dazu kann nichts zitiert werden.",
  retrieved: "{label}: {text}",
  deadline: "Ab dem {date}: {duties}",
  fine: "{what}: bis zu {amount} EUR oder {percent} % des weltweiten Jahresumsatzes, je nachdem, welcher Betrag {which} ist",
  higher: "höher",
  lower: "niedriger (KMU)",
  operator: "Alle Akteure",
};

export function cardWording(
  language: "en" | "de",
  key: CardWordingKey,
  params?: Record<string, string | number>,
): string {
  return formatMessage((language === "de" ? de : en)[key], params);
}
