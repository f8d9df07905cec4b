import { vocabulary } from "./glossary-de-en-vocabulary.ts";
import { analyze, tokenizeWords } from "./text-analysis.ts";

/**
 * German legal terms → the English terms of the official texts. Used to expand a German question
 * when an act is installed only in English (the German texts are fetched from EUR-Lex where the
 * machine is online). Keys are German words; matching is by German stem.
 */
const glossary: Record<string, string> = {
  ki: "AI",
  "ki-system": "AI system",
  "ki-systeme": "AI systems",
  künstliche: "artificial",
  intelligenz: "intelligence",
  hochrisiko: "high-risk",
  "hochrisiko-ki-system": "high-risk AI system",
  "hochrisiko-ki-systeme": "high-risk AI systems",
  risiko: "risk",
  risikomanagement: "risk management",
  anbieter: "provider",
  betreiber: "deployer",
  einführer: "importer",
  importeur: "importer",
  händler: "distributor",
  hersteller: "manufacturer",
  bevollmächtigter: "authorised representative",
  verboten: "prohibited",
  verbot: "prohibited prohibition",
  verbotene: "prohibited",
  praktiken: "practices",
  gesichtserkennung: "facial recognition",
  biometrische: "biometric",
  biometrisch: "biometric",
  fernidentifizierung: "remote identification",
  echtzeit: "real-time",
  emotionserkennung: "emotion recognition",
  social: "social",
  scoring: "scoring",
  bewertung: "scoring evaluation assessment",
  transparenz: "transparency",
  transparenzpflichten: "transparency obligations",
  kennzeichnung: "marking labelling",
  deepfake: "deep fake",
  deepfakes: "deep fake",
  chatbot: "interact natural persons",
  chatbots: "interact natural persons",
  allzweck: "general-purpose",
  "ki-modell": "AI model",
  "ki-modelle": "AI models",
  modell: "model",
  modelle: "models",
  systemisches: "systemic",
  systemischem: "systemic",
  rechenleistung: "computation floating point operations",
  bußgeld: "fines penalties",
  bußgelder: "fines penalties",
  geldbuße: "administrative fines",
  geldbußen: "administrative fines",
  strafe: "penalties",
  strafen: "penalties",
  sanktionen: "penalties",
  marktüberwachung: "market surveillance",
  marktüberwachungsbehörde: "market surveillance authority",
  behörde: "authority",
  behörden: "authorities",
  konformitätsbewertung: "conformity assessment",
  ce: "CE",
  "ce-kennzeichnung": "CE marking",
  datenqualität: "data quality governance",
  daten: "data",
  trainingsdaten: "training data",
  menschliche: "human",
  aufsicht: "oversight",
  protokollierung: "record-keeping logs",
  aufzeichnungspflichten: "record-keeping logs",
  dokumentation: "documentation",
  technische: "technical",
  genauigkeit: "accuracy",
  robustheit: "robustness",
  cybersicherheit: "cybersecurity",
  grundrechte: "fundamental rights",
  folgenabschätzung: "impact assessment",
  reallabor: "regulatory sandbox",
  reallabore: "regulatory sandboxes",
  kompetenz: "literacy",
  schulung: "literacy training",
  registrierung: "registration database",
  datenbank: "database",
  vorfall: "incident",
  vorfälle: "incidents",
  schwerwiegende: "serious",
  meldung: "reporting",
  melden: "report",
  beschwerde: "complaint",
  geltung: "apply application",
  gilt: "apply application entry into force",
  anwendungsbereich: "scope",
  inkrafttreten: "entry into force",
  begriffsbestimmung: "definition",
  definition: "definition",
  haftung: "liability",
  haftet: "liable",
  haften: "liable",
  schaden: "damage",
  schäden: "damage",
  schadensersatz: "compensation damage",
  entschädigung: "compensation",
  fehlerhaft: "defective",
  fehlerhafte: "defective",
  fehlerhaftigkeit: "defectiveness",
  fehler: "defect defectiveness",
  produkt: "product",
  produkte: "products",
  software: "software",
  beweislast: "burden of proof",
  beweis: "proof evidence",
  offenlegung: "disclosure",
  beweismittel: "evidence",
  verjährung: "limitation period",
  verjährungsfrist: "limitation period",
  ausschlussfrist: "expiry period",
  haftungsbefreiung: "exemption from liability",
  entlastung: "exemption",
  entwicklungsrisiko: "development risk",
  geschädigte: "injured person",
  geschädigter: "injured person",
  verbraucher: "consumer",
  personenschaden: "death personal injury",
  körperverletzung: "personal injury",
  tod: "death",
  datenverlust: "destruction corruption data",
  eigentum: "property",
  haftungsbeschränkung: "limitation exclusion liability",
  ausschluss: "exclusion",
  gesamtschuldnerisch: "jointly severally",
  wesentliche: "substantial",
  änderung: "modification",
  rückgriff: "recourse",
  urheberrecht: "copyright",
  "text-": "text",
  "data-mining": "data mining",
  mining: "mining",
  arbeitnehmer: "workers employment",
  personal: "recruitment employment",
  bewerber: "recruitment candidates",
  einstellung: "recruitment",
  kredit: "creditworthiness credit",
  kreditwürdigkeit: "creditworthiness",
  bildung: "education",
  prüfung: "exams assessment",
  strafverfolgung: "law enforcement",
  migration: "migration asylum border",
  kritische: "critical",
  infrastruktur: "infrastructure",
  kinder: "children minors",
  kmu: "SMEs start-ups",
  "start-ups": "start-ups",
  forschung: "research",
  open: "open",
  source: "source",
  quelloffen: "free open-source",
  militärisch: "military defence",
  verteidigung: "defence",
  verordnung: "regulation",
  "ki-verordnung": "AI regulation",
  pflicht: "obligations",
  pflichten: "obligations",
  anforderung: "requirements",
  anforderungen: "requirements",
  verstoß: "infringement non-compliance",
  verstöße: "infringement non-compliance",
  verstößen: "infringement non-compliance",
  wann: "date",
  ab: "from",
  bild: "image",
  bilder: "images",
  video: "video",
  audio: "audio",
  text: "text",
  erzeugt: "generated",
  erzeugen: "generate",
  kennzeichnen: "disclose marked labelled",
  auswahl: "selection",
  anspruch: "claim",
  ansprüche: "claims",
  ersetzt: "compensation",
  ersatz: "compensation",
  produkthaftung: "product liability",
  produkthaftungsrichtlinie: "product liability directive",
  hoch: "amount up to",
  höhe: "amount",
  system: "system",
  systeme: "systems",
  praktik: "practice",
  verwenden: "use",
  nutzen: "use",
  einsatz: "use",
  // The AI Act's institutions and procedures (official German terms, added 2026-11-22).
  mitgliedstaat: "Member State",
  mitgliedstaaten: "Member States",
  kommission: "Commission",
  "büro": "office",
  "ki-büro": "AI Office",
  gremium: "Board",
  benannte: "notified",
  stelle: "body",
  stellen: "bodies",
  notifizierende: "notifying",
  konformitätsbewertungsstelle: "conformity assessment body",
  unterauftragnehmer: "subcontractor subsidiaries",
  "zweigunternehmen": "subsidiaries",
  benennen: "designate",
  zuständige: "competent",
  inverkehrbringen: "placing on the market",
  beobachtung: "monitoring",
  "marktbeobachtung": "post-market monitoring",
  verhaltenskodex: "codes of conduct",
  verhaltenskodizes: "codes of conduct",
  freiwillig: "voluntary",
  verwendungszweck: "general-purpose purpose",
};

// The glossary's own entries first, then the acts' vocabulary (glossary-de-en-vocabulary.ts).
const stems = new Map<string, string>();
for (const [german, english] of [...Object.entries(glossary), ...Object.entries(vocabulary)]) {
  for (const stem of analyze(german, "DE")) if (!stems.has(stem)) stems.set(stem, english);
}

/** Shortest part of a compound the glossary may be asked for ("amt", "kind"). */
const shortestPart = 3;
/** Joints between the parts of a German compound: Entwicklung·s·risiko, Kind·es·missbrauch. */
const joints = ["", "s", "es", "n", "en"];

const stemOf = (word: string) => analyze(word, "DE")[0];

/** A word's English, also with a genitive or plural ending the stemmer keeps (des Risikos). */
const known = (word: string) => stems.get(stemOf(word) ?? "") ?? (/(?<=\p{L}{3})e?s$/u.test(word) ? stems.get(stemOf(word.replace(/e?s$/u, "")) ?? "") : undefined);

/**
 * A German compound the glossary does not know as a whole, as the English of its parts:
 * "Kreditwürdigkeitsprüfung" → Kreditwürdigkeit + Prüfung, "Entwicklungsrisiko" → Entwicklung +
 * Risiko. The longest known first part is taken, the rest is split again; undefined when a part is
 * unknown. German writes its legal terms as compounds, which a lookup by whole words misses.
 */
export function splitCompound(word: string, depth = 0): string[] | undefined {
  if (depth > 3 || word.length < 2 * shortestPart) return undefined;
  for (let at = word.length - shortestPart; at >= shortestPart; at--) {
    const rest = word.slice(at);
    for (const joint of joints) {
      const head = word.slice(0, at);
      if (!head.endsWith(joint) || head.length - joint.length < shortestPart) continue;
      const first = stems.get(stemOf(head.slice(0, head.length - joint.length)) ?? "");
      if (!first) continue;
      const whole = known(rest);
      if (whole) return [first, whole];
      const parts = splitCompound(rest, depth + 1);
      if (parts) return [first, ...parts];
    }
  }
  return undefined;
}

/** The English for one German word: the glossary's, or its compound parts' (undefined when unknown). */
function translate(word: string): string | undefined {
  const stem = stemOf(word);
  if (stem === undefined) return undefined;
  return known(word) ?? splitCompound(word)?.join(" ");
}

/** English expansion of a German question's words (empty when nothing is known). */
export function expandGermanQuery(query: string): string {
  const parts: string[] = [];
  for (const word of tokenizeWords(query)) {
    const english = translate(word);
    if (english) parts.push(english);
  }
  return parts.join(" ");
}

/** The German question's words the glossary has no English for (stems). */
export function untranslatedGerman(query: string): string[] {
  return tokenizeWords(query).filter((word) => stemOf(word) !== undefined && translate(word) === undefined).map((word) => stemOf(word)!);
}
