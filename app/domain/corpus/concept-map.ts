import { tokenizeWords } from "./text-analysis.ts";
import type { Language } from "./types.ts";

/**
 * The concept map: everyday and business words (English and German) → the words the acts use.
 * Each concept is taken from an act's own definition, heading or recital (`source`), and lists
 * the everyday ways of saying it. A question that says it gets the statutory words added to its
 * ranking query (in the language of the text searched: English terms for English texts, German
 * ones for German texts).
 *
 * Maintained by hand: add a concept when a provision's heading or definition has an everyday
 * name; never copy a test question into `say`. Triggers are whole words or word sequences in lower
 * case; a trailing "*" matches any ending ("bewerb*": Bewerbung, Bewerber, Bewerbungen).
 */
export type Concept = {
  /** Where the statutory words come from, e.g. "AI Act Art. 5(1)(d)". */
  source: string;
  say: { EN: string[]; DE: string[] };
  terms: { EN: string; DE?: string };
};

export const concepts: readonly Concept[] = [
  // AI Act — prohibitions (Art. 5) and their definitions (Art. 3)
  {
    source: "AI Act Art. 5(1)(d)",
    say: { EN: ["commit a crime", "commit crimes", "predict crime*", "predictive policing", "criminal behaviour", "reoffend*", "future crime*"], DE: ["straftat*", "kriminalität", "verbrechen", "rückfall*", "predictive policing"] },
    terms: { EN: "risk assessments natural persons predict risk committing criminal offence profiling personality traits" },
  },
  {
    source: "AI Act Art. 3(39), Art. 5(1)(f)",
    say: { EN: ["emotion*", "mood*", "feeling*", "angry", "happy", "sentiment"], DE: ["gefühl*", "emotion*", "stimmung*", "gemütszustand"] },
    terms: { EN: "emotion recognition infer emotions natural person" },
  },
  {
    source: "AI Act Art. 5(1)(ba), Art. 5(1a)",
    say: { EN: ["nude*", "naked", "nudify", "undress*", "intimate image*", "sexual deepfake*", "explicit image*", "porn*"], DE: ["nacktbild*", "nackt*", "intim*", "sexuell*", "porno*"] },
    terms: { EN: "generates manipulates realistic images intimate parts identifiable natural person sexually explicit activities consent" },
  },
  {
    source: "AI Act Art. 5(1)(bb) (Directive 2011/93/EU)",
    say: { EN: ["child sexual abuse", "child abuse material", "csam", "child pornography"], DE: ["kinderpornograf*", "kinderpornogra*", "missbrauchsdarstellung*", "kindesmissbrauch*"] },
    terms: { EN: "generates manipulates material performance Directive 2011/93/EU without right defence" },
  },
  {
    source: "AI Act Art. 5(1)(e)",
    say: { EN: ["scrape faces", "scraping faces", "scraping photos", "face database*", "facial image*"], DE: ["gesichtsbilder", "gesichtsdatenbank*"] },
    terms: { EN: "untargeted scraping facial images internet CCTV footage facial recognition databases" },
  },
  {
    source: "AI Act Art. 5(1)(c)",
    say: { EN: ["social scor*", "citizen score*", "rank citizens"], DE: ["social scoring", "sozialpunkte*", "bürgerbewertung*"] },
    terms: { EN: "evaluation classification natural persons social behaviour social score detrimental unfavourable treatment" },
  },
  {
    source: "AI Act Art. 5(1)(h)",
    say: { EN: ["live facial recognition", "live face recognition", "real-time face*", "face recognition in public"], DE: ["echtzeit-gesichtserkennung", "gesichtserkennung*"] },
    terms: { EN: "real-time remote biometric identification publicly accessible spaces law enforcement" },
  },
  // AI Act — high-risk uses (Annex III)
  {
    source: "AI Act Annex III point 4",
    say: { EN: ["cv", "cvs", "resume*", "résumé*", "job applicant*", "applicant*", "hiring", "recruit*", "candidate*", "interview*", "promotion*", "employee monitoring"], DE: ["bewerb*", "einstellung*", "personalauswahl", "lebenslauf", "lebensläufe", "kandidat*"] },
    terms: { EN: "employment workers management recruitment selection natural persons analyse filter job applications evaluate candidates", DE: "Beschäftigung Personalmanagement Einstellung Auswahl Bewerbungen" },
  },
  {
    source: "AI Act Annex III point 5(b)",
    say: { EN: ["credit scor*", "creditworth*", "loan*", "mortgage*", "credit check*"], DE: ["kredit*", "bonität*", "schufa"] },
    terms: { EN: "evaluate creditworthiness natural persons establish credit score essential private services" },
  },
  {
    source: "AI Act Annex III point 5(c)",
    say: { EN: ["insurance pric*", "life insurance", "health insurance", "insurer*", "premium*"], DE: ["versicherung*", "versicherer"] },
    terms: { EN: "risk assessment pricing natural persons life health insurance" },
  },
  {
    source: "AI Act Annex III point 5(a)",
    say: { EN: ["social benefit*", "welfare", "public assistance", "benefits office"], DE: ["sozialleistung*", "sozialhilfe", "bürgergeld"] },
    terms: { EN: "public authorities evaluate eligibility natural persons essential public assistance benefits services" },
  },
  {
    source: "AI Act Annex III point 3",
    say: { EN: ["exam*", "grade*", "grading", "school*", "pupil*", "admission*", "university", "universities", "student*"], DE: ["prüfung*", "noten", "schule*", "schüler*", "hochschul*", "zulassung*"] },
    terms: { EN: "education vocational training evaluate learning outcomes access admission educational institutions", DE: "allgemeine berufliche Bildung Lernergebnisse" },
  },
  // AI Act — general-purpose AI models (Art. 3(63), 51, 53)
  {
    source: "AI Act Art. 3(63)",
    say: { EN: ["foundation model*", "large language model*", "llm", "llms", "gpt", "frontier model*"], DE: ["sprachmodell*", "basismodell*", "grundlagenmodell*"] },
    terms: { EN: "general-purpose AI model" },
  },
  {
    source: "AI Act Art. 53(1)(d)",
    say: { EN: ["training data", "trained on", "train on", "training content", "data we used to train"], DE: ["trainingsdaten", "trainiert"] },
    terms: { EN: "sufficiently detailed summary content used for training general-purpose AI model" },
  },
  {
    source: "AI Act Art. 51(2)",
    say: { EN: ["computing power", "compute", "flops", "flop"], DE: ["rechenleistung", "rechenaufwand"] },
    terms: { EN: "cumulative amount computation training floating point operations high impact capabilities" },
  },
  {
    source: "AI Act Art. 75(1), Art. 75a",
    say: { EN: ["big chatbot*", "same provider", "who supervises", "who oversees", "who enforces"], DE: ["wer beaufsichtigt", "aufsicht über"] },
    terms: { EN: "AI Office exclusively competent supervision enforcement AI systems based general-purpose AI models same provider" },
  },
  // AI Act — scope (Art. 2)
  {
    source: "AI Act Art. 2(3)",
    say: { EN: ["military", "armed forces", "army", "defence", "defense", "weapon*"], DE: ["militär*", "streitkräfte", "verteidigung*", "bundeswehr", "waffen*"] },
    terms: { EN: "exclusively military defence national security purposes" },
  },
  {
    source: "AI Act Art. 2(6), 2(8)",
    say: { EN: ["research", "academic*", "university lab*", "never release*", "before release"], DE: ["forschung*", "wissenschaft*", "universität*"] },
    terms: { EN: "sole purpose scientific research development research testing development activity prior placed on the market" },
  },
  {
    source: "AI Act Art. 2(10)",
    say: { EN: ["at home", "private use", "personal use", "private stuff", "for myself", "hobby"], DE: ["privat*", "zu hause", "hobby"] },
    terms: { EN: "natural persons purely personal non-professional activity" },
  },
  {
    source: "AI Act Art. 2(1)(c), Art. 22",
    say: { EN: ["no eu office", "outside the eu", "non-eu", "us company", "us start-up", "american", "chinese", "based in china", "based in the us", "third country"], DE: ["außerhalb der eu", "drittland", "drittstaat*", "us-unternehmen", "ohne sitz"] },
    terms: { EN: "providers deployers established located third country output produced used in the Union authorised representative" },
  },
  // AI Act — obligations
  {
    source: "AI Act Art. 4",
    say: { EN: ["ai literate", "ai literacy", "train our staff", "train employees", "staff training", "upskill*", "skills"], DE: ["schulen", "schulung*", "kompetenz*", "weiterbildung*"] },
    terms: { EN: "AI literacy staff persons dealing operation use AI systems", DE: "KI-Kompetenz Personal" },
  },
  {
    source: "AI Act Art. 4a",
    say: { EN: ["ethnicity", "ethnic origin", "race", "racial", "religion", "health data", "sexual orientation", "sensitive data", "check for bias", "debias*"], DE: ["ethnisch*", "herkunft", "religion", "gesundheitsdaten", "sensible daten", "sensiblen daten", "verzerrung*"] },
    terms: { EN: "processing special categories personal data bias detection correction" },
  },
  {
    source: "AI Act Art. 25(1)(a)",
    say: { EN: ["rebrand*", "white label*", "white-label*", "own name", "own brand", "our brand", "our name"], DE: ["eigenen namen", "eigener marke", "eigene marke", "umlabeln"] },
    terms: { EN: "distributor importer deployer third-party considered provider name trademark high-risk AI system" },
  },
  {
    source: "AI Act Art. 26(7)",
    say: { EN: ["works council", "inform workers", "inform staff", "inform employees", "workers' representatives", "trade union*"], DE: ["betriebsrat", "arbeitnehmervertreter*", "belegschaft"] },
    terms: { EN: "deployers employers inform workers representatives affected workers subject high-risk AI system workplace" },
  },
  {
    source: "AI Act Art. 50(4)",
    say: { EN: ["news article*", "newsroom", "journalis*", "newspaper*", "press release*", "news"], DE: ["nachricht*", "journalis*", "zeitung*", "presse*", "öffentlichkeit informiert", "öffentlichkeit zu informieren"] },
    terms: { EN: "AI generated manipulated text published purpose informing public matters public interest disclose" },
  },
  {
    source: "AI Act Art. 50(2), Art. 111(4)",
    say: { EN: ["watermark*", "mark as ai-generated", "marked as ai-generated", "ai-generated", "label ai content", "synthetic content", "text generator*"], DE: ["wasserzeichen", "kennzeichn*", "ki-generiert*"] },
    terms: { EN: "outputs marked machine-readable format detectable artificially generated manipulated synthetic audio image video text content" },
  },
  {
    source: "AI Act Art. 87",
    say: { EN: ["whistleblow*", "report violations", "report wrongdoing", "report breaches", "protected if i report"], DE: ["hinweisgeber*", "whistleblower*", "verstöße melden"] },
    terms: { EN: "reporting infringements protection reporting persons Directive (EU) 2019/1937" },
  },
  {
    source: "AI Act Art. 85",
    say: { EN: ["complain*", "complaint*"], DE: ["beschwer*"] },
    terms: { EN: "right lodge complaint market surveillance authority infringement" },
  },
  {
    source: "AI Act Art. 99(5)",
    say: { EN: ["misleading information", "false information", "wrong information", "lying to", "incorrect information"], DE: ["falsche angaben", "irreführende angaben", "falsche informationen"] },
    terms: { EN: "supply incorrect incomplete misleading information notified bodies national competent authorities reply request administrative fines" },
  },
  {
    source: "AI Act Art. 73(4)",
    say: { EN: ["died", "death", "killed", "fatal*"], DE: ["tod", "todesfall", "gestorben", "tödlich*"] },
    terms: { EN: "event death of a person report immediately causal relationship serious incident" },
  },
  {
    source: "AI Act Art. 113 (Entry into force and application)",
    say: { EN: ["from when", "start to apply", "starts to apply", "start applying", "when do", "when does", "when will", "take effect", "kick in", "deadline*", "apply from", "by when"], DE: ["ab wann", "ab welchem", "wann gelten", "wann gilt", "in kraft", "fristen", "stichtag*"] },
    terms: { EN: "entry into force application shall apply from date", DE: "Inkrafttreten Anwendung gilt ab" },
  },
  {
    source: "AI Act Annex I Section B, Art. 60a",
    say: { EN: ["vehicle*", "car", "cars", "rail*", "train equipment", "aircraft", "aviation", "marine equipment", "tractor*", "machinery", "machine*"], DE: ["fahrzeug*", "auto", "autos", "bahn*", "schienen*", "luftfahrt*", "flugzeug*", "maschine*"] },
    terms: { EN: "Union harmonisation legislation listed in Section B of Annex I machinery Regulation (EU) 2023/1230 vehicles rail aviation" },
  },
  {
    source: "AI Act Art. 60, 61 (testing in real-world conditions)",
    say: { EN: ["real users", "real people", "real-world test*", "field test*", "pilot with", "trial with", "test it on"], DE: ["praxistest*", "feldtest*", "echten nutzern", "realbedingungen"] },
    terms: { EN: "testing real world conditions outside AI regulatory sandboxes informed consent subjects" },
  },
  // DSM Directive 2019/790
  {
    source: "DSM Directive Art. 5",
    say: { EN: ["teacher*", "teaching", "classroom*", "online course*", "lesson*", "my students", "pupils", "e-learning", "textbook*"], DE: ["lehrer*", "unterricht*", "online-kurs*", "schüler*", "lehrmaterial*", "lehrbuch*", "schulbuch*"] },
    terms: { EN: "use of works digital cross-border teaching activities illustration for teaching educational establishment" },
  },
  {
    source: "DSM Directive Art. 2(2), Art. 3, Art. 4",
    say: { EN: ["crawl*", "scrap*", "web scraping", "mine", "mining", "train our model", "train a model", "train ai", "training ai", "ai training"], DE: ["crawl*", "auslesen", "scrapen", "scraping", "data mining", "ki-training", "trainieren"] },
    terms: { EN: "text and data mining reproductions extractions lawfully accessible works" },
  },
  {
    source: "DSM Directive Art. 4(3)",
    say: { EN: ["opt out", "opt-out*", "opt out of", "robots.txt", "reserve their rights", "object to"], DE: ["widerspr*", "widerspruch", "nutzungsvorbehalt", "vorbehalt", "opt-out"] },
    terms: { EN: "use of works not expressly reserved rightholders appropriate manner machine-readable means" },
  },
  {
    source: "DSM Directive Art. 8",
    say: { EN: ["out of print", "out-of-print", "no longer sold", "no longer available"], DE: ["vergriffen*"] },
    terms: { EN: "out-of-commerce works cultural heritage institutions" },
  },
  {
    source: "DSM Directive Art. 2(3), Art. 6",
    say: { EN: ["museum*", "library", "libraries", "archive*", "digitise*", "digitize*", "digital copies"], DE: ["museum*", "bibliothek*", "archiv*", "digitalisier*"] },
    terms: { EN: "cultural heritage institutions copies preservation works permanently in their collections" },
  },
  {
    source: "DSM Directive Art. 15",
    say: { EN: ["news aggregator*", "snippet*", "news publisher*", "publishers' right", "press publisher*"], DE: ["presseverleger*", "leistungsschutzrecht*", "nachrichtenaggregator*", "snippet*"] },
    terms: { EN: "protection press publications online use publishers information society service providers" },
  },
  {
    source: "DSM Directive Art. 2(6), Art. 17",
    say: { EN: ["youtube", "upload platform*", "video-sharing", "video sharing", "social media", "user uploads", "users upload", "upload*"], DE: ["youtube", "plattform*", "uploads", "hochgeladen*", "soziale medien"] },
    terms: { EN: "online content-sharing service provider communication to the public works uploaded by its users authorisation" },
  },
  {
    source: "DSM Directive Art. 17(7)",
    say: { EN: ["meme*", "parod*", "satire", "pastiche", "quote", "quoting"], DE: ["meme*", "parodie*", "satire", "zitat*"] },
    terms: { EN: "quotation criticism review caricature parody pastiche" },
  },
  {
    source: "DSM Directive Art. 17(8)",
    say: { EN: ["monitor everything", "upload filter*", "general monitoring", "monitor all"], DE: ["uploadfilter*", "überwach*"] },
    terms: { EN: "general monitoring obligation" },
  },
  {
    source: "DSM Directive Art. 17(9)",
    say: { EN: ["taken down", "wrongly blocked", "removed my", "content filter", "takedown*", "disabled access"], DE: ["gesperrt", "entfernt", "gelöscht"] },
    terms: { EN: "effective expeditious complaint redress mechanism disputes disabling access removal works uploaded" },
  },
  {
    source: "DSM Directive Art. 17(6)",
    say: { EN: ["new platform*", "small platform*", "new, small", "start-up platform*", "smaller platform*"], DE: ["neue plattform*", "kleine plattform*"] },
    terms: { EN: "new online content-sharing service providers available less than three years annual turnover below EUR 10 million" },
  },
  {
    source: "DSM Directive Art. 18, Art. 20",
    say: { EN: ["royalt*", "too little", "underpaid", "more money", "fair pay", "paid more", "bestseller", "became a hit", "record deal"], DE: ["vergütung*", "zu wenig", "nachvergütung", "bestseller", "honorar*"] },
    terms: { EN: "appropriate proportionate remuneration contract adjustment remuneration disproportionately low authors performers" },
  },
  {
    source: "DSM Directive Art. 19",
    say: { EN: ["how my book is exploited", "what it earns", "sales figures", "accounting", "royalty statement*"], DE: ["auskunft*", "abrechnung*", "einnahmen"] },
    terms: { EN: "transparency obligation authors performers up-to-date relevant comprehensive information exploitation revenues" },
  },
  {
    source: "DSM Directive Art. 22",
    say: { EN: ["rights back", "take back my rights", "revoke*", "reclaim my rights", "terminate the licence"], DE: ["zurückruf*", "zurückrufen", "rückruf*", "rechte zurück"] },
    terms: { EN: "right of revocation licensed transferred exclusive rights lack of exploitation" },
  },
  {
    source: "DSM Directive Art. 14",
    say: { EN: ["public domain", "painting*", "photo of a painting", "reproduction of an artwork"], DE: ["gemeinfrei*", "gemälde*", "kunstwerk*"] },
    terms: { EN: "work of visual art term of protection expired public domain reproduction not subject copyright" },
  },
  {
    source: "DSM Directive Art. 29",
    say: { EN: ["transpos*", "implement into national law", "implemented into national law"], DE: ["umsetz*", "umgesetzt"] },
    terms: { EN: "transposition Member States bring into force laws regulations administrative provisions necessary comply" },
  },
  // Product Liability Directive 2024/2853 (and 85/374/EEC)
  {
    source: "PLD Art. 11(2)(c), Art. 7(2)(f)",
    say: { EN: ["security update*", "software update*", "patch*", "hacked", "hack*", "cyberattack*", "stopped updating", "stopped shipping"], DE: ["sicherheitsupdate*", "update*", "gehackt", "hacker*", "cyberangriff*"] },
    terms: { EN: "lack of software updates upgrades necessary maintain safety cybersecurity vulnerabilities", DE: "Sicherheit" },
  },
  {
    source: "PLD Art. 6(1)(c)",
    say: { EN: ["deleted", "lost data", "losing data", "data loss", "wiped", "files", "photos", "corrupted"], DE: ["gelöscht*", "datenverlust", "daten verloren", "dateien", "fotos"] },
    terms: { EN: "destruction corruption of data not used for professional purposes" },
  },
  {
    source: "PLD Art. 6(1)(a)",
    say: { EN: ["anxiety", "depress*", "ptsd", "trauma*", "psycholog*", "mental health", "mental harm"], DE: ["angststörung*", "depression*", "trauma*", "psychisch*", "seelisch*"] },
    terms: { EN: "death personal injury medically recognised damage psychological health" },
  },
  {
    source: "PLD Art. 6(1)(b)",
    say: { EN: ["product itself", "broken product", "the device itself"], DE: ["produkt selbst", "das gerät selbst"] },
    terms: { EN: "damage destruction property except defective product itself" },
  },
  {
    source: "PLD Art. 4(13), Art. 8(1)(c), Art. 8(4)",
    say: { EN: ["amazon", "warehous*", "fulfilment", "fulfillment", "shipped", "shipping", "marketplace*", "online shop*", "non-eu seller", "stored and shipped"], DE: ["versand*", "lager*", "marktplatz*", "fulfillment", "onlinehändler*"] },
    terms: { EN: "fulfilment service provider warehousing packaging dispatching online platform manufacturer established outside Union importer authorised representative" },
  },
  {
    source: "PLD Art. 8(2), Art. 4(18)",
    say: { EN: ["modified", "modif*", "tuned", "tuning", "converted", "altered", "garage"], DE: ["umgebaut", "umbau*", "verändert", "modifiziert", "tuning", "werkstatt"] },
    terms: { EN: "natural legal person substantially modifies product outside manufacturer's control considered manufacturer substantial modification" },
  },
  {
    source: "PLD Art. 10(4)",
    say: { EN: ["too complex", "technically complex", "hard to prove", "difficult to prove", "impossible to prove", "black box"], DE: ["schwer zu beweisen", "komplex*", "nicht beweisbar"] },
    terms: { EN: "claimant faces excessive difficulties technical scientific complexity proving defectiveness causal link presume" },
  },
  {
    source: "PLD Art. 11(1)(c)",
    say: { EN: ["appeared after", "appeared later", "left the factory", "left its hands", "came into being after", "developed later"], DE: ["später entstanden", "nach dem inverkehrbringen entstanden"] },
    terms: { EN: "probable defectiveness caused damage did not exist time placed on the market came into being after" },
  },
  {
    source: "PLD Art. 8(1)(b)",
    say: { EN: ["component*", "supplier*", "built into", "integrated into", "part maker*", "subcontractor*"], DE: ["zuliefer*", "bauteil*", "komponente*", "teilprodukt*"] },
    terms: { EN: "manufacturer defective component integrated into inter-connected with product under control of manufacturer", DE: "Hersteller eines Teilprodukts" },
  },
  {
    source: "PLD Art. 12",
    say: { EN: ["jointly", "several companies", "more than one company", "both companies", "each of them"], DE: ["gesamtschuldner*", "mehrere unternehmen", "mehrere hersteller"] },
    terms: { EN: "two or more economic operators liable same damage jointly severally", DE: "gesamtschuldnerisch mehrere Personen" },
  },
  {
    source: "PLD Art. 13(2)",
    say: { EN: ["carelessness", "my own fault", "own fault", "contributory", "negligent", "partly my fault"], DE: ["mitverschulden", "eigenes verschulden", "selbst schuld", "fahrlässig*"] },
    terms: { EN: "liability reduced disallowed damage caused both defectiveness fault injured person", DE: "Verschulden des Geschädigten gemindert entfallen" },
  },
  {
    source: "PLD Art. 19",
    say: { EN: ["judgments published", "court judgments", "case law published", "published anywhere", "court decisions"], DE: ["urteile veröffentlicht", "gerichtsentscheidungen"] },
    terms: { EN: "publish final judgments national courts proceedings product liability database" },
  },
  {
    source: "PLD Art. 4(2)",
    say: { EN: ["3d print*", "3d-print*", "cad file*", "printing file*"], DE: ["3d-druck*", "3d druck*"] },
    terms: { EN: "digital manufacturing file digital version digital template movable" },
  },
  {
    source: "PLD Art. 7(3)",
    say: { EN: ["improved version", "newer version", "newer model", "better product", "later version"], DE: ["verbesserte version", "neueres modell", "verbessertes produkt"] },
    terms: { EN: "product not considered defective sole reason better product including updates upgrades placed on the market subsequently", DE: "verbessertes Produkt später" },
  },
  {
    source: "PLD Art. 7(2)(c)",
    say: { EN: ["keeps learning", "self-learning", "learns after", "continues to learn", "machine learning updates"], DE: ["selbstlernend*", "lernt weiter"] },
    terms: { EN: "effect on the product of any ability to continue to learn acquire new features after placed on the market" },
  },
  {
    source: "PLD Art. 5, Art. 8",
    say: { EN: ["who pays", "who owes", "claim compensation from", "who can i sue", "who can we sue", "who is responsible", "compensation from"], DE: ["wer haftet", "wer zahlt", "schadensersatz von"] },
    terms: { EN: "economic operators liable damage defective products right to compensation manufacturer", DE: "Hersteller haftet Schaden" },
  },
  {
    source: "PLD Art. 9",
    say: { EN: ["hand over", "disclose", "documents", "evidence"], DE: ["beweismittel*", "offenleg*", "herausgabe", "unterlagen"] },
    terms: { EN: "disclosure of evidence defendant relevant evidence disposal", DE: "Beweis" },
  },
  {
    source: "PLD Art. 17, 85/374/EEC Art. 11",
    say: { EN: ["no longer sue", "expire*", "extinguish*", "ten years", "10 years", "long stop"], DE: ["erlösch*", "endgültig", "zehn jahre*", "10 jahre*"] },
    terms: { EN: "expiry period no longer entitled compensation 10 years placed on the market", DE: "erlöschen Frist zehn Jahren Inverkehrbringen" },
  },
  {
    source: "85/374/EEC Art. 12, PLD Art. 15",
    say: { EN: ["exclude liability", "limit liability", "cap liability", "contract terms", "disclaimer*", "waiver*"], DE: ["vertraglich ausgeschlossen", "haftungsausschluss*", "ausschließen", "ausgeschlossen"] },
    terms: { EN: "liability not limited excluded contractual provision exempting", DE: "Haftung begrenzende befreiende Klausel begrenzt ausgeschlossen" },
  },
  {
    source: "85/374/EEC Art. 4, PLD Art. 10",
    say: { EN: ["prove", "proof", "burden of proof", "have to show"], DE: ["beweis*", "beweislast", "nachweisen"] },
    terms: { EN: "injured person required prove damage defect causal relationship burden of proof", DE: "Geschädigte Schaden Fehler ursächlichen Zusammenhang zu beweisen" },
  },
  {
    source: "85/374/EEC Art. 9(b)",
    say: { EN: ["minimum amount", "threshold", "deductible", "small damage*", "below which"], DE: ["selbstbeteiligung", "mindestbetrag", "schwelle", "bagatell*"] },
    terms: { EN: "lower threshold 500 ECU damage property private use", DE: "Selbstbeteiligung 500 ECU Sache privaten Gebrauch" },
  },
  {
    source: "85/374/EEC Art. 3(2), PLD Art. 8(1)(c)",
    say: { EN: ["importer*", "import*"], DE: ["importeur*", "einführ*", "eingeführt*"] },
    terms: { EN: "person imports product into the Community Union importer responsible producer", DE: "Person Produkt Gemeinschaft einführt Hersteller" },
  },
  {
    source: "85/374/EEC Art. 3(3)",
    say: { EN: ["shop that sold", "seller", "retailer", "supplier", "can't be identified", "cannot be identified", "unknown manufacturer"], DE: ["verkäufer", "händler", "lieferant*", "nicht feststellen", "nicht festgestellt"] },
    terms: { EN: "producer cannot be identified each supplier treated as producer", DE: "Hersteller nicht festgestellt Lieferant als Hersteller behandelt" },
  },
];

type Trigger = { words: string[]; prefix: boolean };
const triggers: { concept: Concept; language: Language; trigger: Trigger }[] = concepts.flatMap((concept) =>
  (["EN", "DE"] as const).flatMap((language) =>
    concept.say[language].map((phrase) => {
      const prefix = phrase.endsWith("*");
      return { concept, language, trigger: { words: tokenizeWords(prefix ? phrase.slice(0, -1) : phrase), prefix } };
    }),
  ),
);

function matches(words: readonly string[], trigger: Trigger): boolean {
  const { words: phrase, prefix } = trigger;
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= words.length; start++) {
    const ok = phrase.every((part, offset) => {
      const word = words[start + offset]!;
      return offset === phrase.length - 1 && prefix ? word.startsWith(part) : word === part;
    });
    if (ok) return true;
  }
  return false;
}

/** The concepts a question names (in English or German words). */
export function conceptsOf(query: string): Concept[] {
  const words = tokenizeWords(query.replace(/[’']/g, "'"));
  const found = new Set<Concept>();
  for (const { concept, trigger } of triggers) if (!found.has(concept) && matches(words, trigger)) found.add(concept);
  return [...found];
}

/** The statutory words to add for a text of `language` (German texts: the German terms where the map has them). */
export function conceptTerms(query: string, language: Language): string[] {
  return conceptsOf(query).flatMap((concept) => (language === "DE" ? (concept.terms.DE ? [concept.terms.DE] : []) : [concept.terms.EN]));
}
