/**
 * The third blind set (written 25 Nov 2026): questions as users ask them, written from the acts'
 * structure and text by an author who saw neither the ranking code, its vocabularies and maps,
 * nor the earlier sets, nor any search output. See README.md in this folder.
 */
import type { BlindQuestion, Persona, QuestionKind } from "./blind-questions.ts";

const q = (id: string, language: "EN" | "DE", persona: Persona, kind: QuestionKind, question: string, ...gold: string[]): BlindQuestion => ({
  id, language, persona, kind, question, gold,
});

export const thirdQuestions: BlindQuestion[] = [
  // AI Act, English
  q("t-ai-01", "EN", "founder", "everyday", "We built a tool that reads CVs and ranks job applicants for our clients. Does that make it a high-risk AI system?", "AI:anx_III.pt_4", "AI:art_6.par_2"),
  q("t-ai-02", "EN", "product", "amended", "Our photo app has a feature that can 'undress' a person in an uploaded picture. Is offering that banned now?", "AI:art_5.par_1.pt_ba"),
  q("t-ai-03", "EN", "compliance", "amended", "From what date does the ban on AI that makes sexual images of real people or child abuse material actually apply?", "AI:art_113.pt_a"),
  q("t-ai-04", "EN", "in-house", "amended", "Do we have to guarantee that every employee using ChatGPT at work reaches a certain level of AI knowledge?", "AI:art_4.par_1"),
  q("t-ai-05", "EN", "compliance", "amended", "Can the provider of a high-risk credit scoring system use data on ethnic origin to test its model for bias, and under which conditions?", "AI:art_4a.par_1"),
  q("t-ai-06", "EN", "product", "amended", "We deploy an ordinary (not high-risk) chatbot. May we process health data to find out whether its answers discriminate against people?", "AI:art_4a.par_2", "AI:art_4a.par_2.pt_a"),
  q("t-ai-07", "EN", "product", "amended", "Our smart oven uses AI only to optimise cooking time and save energy. Does that AI count as a safety component?", "AI:art_6.par_1a"),
  q("t-ai-08", "EN", "lawyer", "amended", "Under Article 60a, can a Member State allow a carmaker to test an AI driving feature on public roads outside a regulatory sandbox?", "AI:art_60a.par_1", "AI:art_60a.par_2"),
  q("t-ai-09", "EN", "in-house", "amended", "Can officials of the AI Office enter our premises and examine our books because our AI system runs on our own general-purpose model?", "AI:art_75a.par_4", "AI:art_75.par_1.pt_a"),
  q("t-ai-10", "EN", "lawyer", "amended", "Can an operator under investigation by the AI Office offer binding commitments to close the proceedings?", "AI:art_75b"),
  q("t-ai-11", "EN", "compliance", "penalty", "How much can the AI Office charge per day in periodic penalty payments to force an operator to submit to an inspection?", "AI:art_75c.par_5"),
  q("t-ai-12", "EN", "founder", "amended", "We are a small mid-cap with about 600 staff. Is our AI Act fine capped at the lower of the percentage or the fixed amount?", "AI:art_99.par_6a"),
  q("t-ai-13", "EN", "product", "deadline", "Our image generator has been on the market since 2025. By when must its outputs carry a machine-readable mark that they are AI-generated?", "AI:art_111.par_4"),
  q("t-ai-14", "EN", "compliance", "deadline", "When do the high-risk requirements start to apply to AI used in recruitment and in schools?", "AI:art_113.pt_c"),
  q("t-ai-15", "EN", "in-house", "deadline", "When do the high-risk obligations apply to AI built into medical devices or lifts covered by Annex I?", "AI:art_113.pt_c"),
  q("t-ai-16", "EN", "lawyer", "penalty", "What is the maximum fine for using a prohibited AI practice under the AI Act?", "AI:art_99.par_3"),
  q("t-ai-17", "EN", "compliance", "penalty", "What fine do we risk if we give the national authority misleading information about our AI system?", "AI:art_99.par_5"),
  q("t-ai-18", "EN", "consumer", "everyday", "The bank turned down my loan after an algorithm scored me. Can I make them explain what role the AI played?", "AI:art_86.par_1"),
  q("t-ai-19", "EN", "consumer", "everyday", "Where can I complain if I think a company's AI breaks the AI rules?", "AI:art_85"),
  q("t-ai-20", "EN", "product", "obligation", "Does our customer-service chatbot have to tell people that they are talking to a machine?", "AI:art_50.par_1"),
  q("t-ai-21", "EN", "product", "obligation", "We post AI-generated videos of a politician as satire. What do we have to disclose?", "AI:art_50.par_4"),
  q("t-ai-22", "EN", "student", "definition", "How does the AI Act define a deep fake?", "AI:art_3.pt_60"),
  q("t-ai-23", "EN", "student", "definition", "What counts as an 'AI system' under the regulation? Is a spreadsheet with fixed if-then rules one?", "AI:art_3.pt_1"),
  q("t-ai-24", "EN", "in-house", "definition", "We only use an AI tool we bought from a vendor, in our own business. Are we a provider or a deployer?", "AI:art_3.pt_4", "AI:art_3.pt_3"),
  q("t-ai-25", "EN", "founder", "everyday", "Can I use webcam software that reads my employees' faces to see whether they are motivated or stressed?", "AI:art_5.par_1.pt_f"),
  q("t-ai-26", "EN", "product", "everyday", "We want to collect faces from social media at scale to build a face search engine. Is that allowed?", "AI:art_5.par_1.pt_e"),
  q("t-ai-27", "EN", "founder", "scope", "We are a US company with no EU office, but customers in Germany use the predictions of our AI. Does the AI Act apply to us?", "AI:art_2.par_1.pt_c", "AI:art_2.par_1.pt_a"),
  q("t-ai-28", "EN", "student", "scope", "Does the AI Act apply to me if I use an AI app at home to sort my holiday photos?", "AI:art_2.par_10"),
  q("t-ai-29", "EN", "lawyer", "scope", "Are AI systems released under a free and open-source licence exempt from the AI Act?", "AI:art_2.par_12"),
  q("t-ai-31", "EN", "in-house", "obligation", "Before we roll out an AI system that monitors and rates warehouse staff, do we have to inform the workers and their representatives?", "AI:art_26.par_7"),
  q("t-ai-32", "EN", "compliance", "obligation", "How long must a user of a high-risk AI system keep the logs it generates?", "AI:art_26.par_6"),
  q("t-ai-33", "EN", "lawyer", "obligation", "Which deployers have to carry out a fundamental rights impact assessment before using a high-risk AI system?", "AI:art_27.par_1"),
  q("t-ai-34", "EN", "compliance", "deadline", "Within how many days must a provider report a serious incident caused by its high-risk AI?", "AI:art_73.par_2"),
  q("t-ai-35", "EN", "founder", "obligation", "We train a foundation model. Do we have to publish what content we trained it on?", "AI:art_53.par_1.pt_d"),
  q("t-ai-37", "EN", "in-house", "everyday", "We sell a supplier's high-risk AI system under our own brand. Do we take on the provider's obligations?", "AI:art_25.par_1.pt_a"),
  q("t-ai-38", "EN", "product", "scope", "Our HR tool only sorts incoming applications into folders, a narrow procedural task. Can it escape the high-risk category?", "AI:art_6.par_3.pt_a", "AI:art_6.par_3"),
  q("t-ai-39", "EN", "student", "everyday", "Is an AI that proctors online exams and flags students who cheat considered high-risk?", "AI:anx_III.pt_3"),
  q("t-ai-40", "EN", "compliance", "obligation", "We are a provider based in Canada selling a high-risk AI system in the EU. Do we need someone established in the Union?", "AI:art_22.par_1"),
  q("t-ai-42", "EN", "founder", "deadline", "Our general-purpose model was released in spring 2025. By when does it have to comply with the AI Act?", "AI:art_111.par_3"),
  q("t-ai-45", "EN", "founder", "amended", "Can a small mid-cap company submit the technical documentation for its high-risk AI in a simplified form?", "AI:art_11.par_1"),

  // AI Act, German
  q("t-ai-de-01", "DE", "founder", "everyday", "Unsere App soll ältere Menschen mit gezielten Tricks zu teuren Abos überreden, weil sie sich mit Technik schlecht auskennen. Ist das erlaubt?", "AI:art_5.par_1.pt_b"),
  q("t-ai-de-02", "DE", "compliance", "amended", "Was verlangt die Pflicht zur KI-Kompetenz nach der Änderung noch von Unternehmen, deren Mitarbeitende KI-Tools nutzen?", "AI:art_4.par_1"),
  q("t-ai-de-03", "DE", "product", "amended", "Ist eine KI verboten, mit der sich Darstellungen von sexuellem Kindesmissbrauch erzeugen lassen?", "AI:art_5.par_1.pt_bb", "AI:art_5.par_1a"),
  q("t-ai-de-04", "DE", "lawyer", "amended", "Wann ist das Inverkehrbringen eines Bildgenerators verboten, der Nacktbilder realer Personen erzeugen kann, obwohl das nicht sein eigentlicher Zweck ist?", "AI:art_5.par_1a", "AI:art_5.par_1a.pt_a"),
  q("t-ai-de-05", "DE", "in-house", "deadline", "Ab wann müssen wir die Anforderungen für Hochrisiko-KI bei unserer Bewerberauswahl-Software erfüllen?", "AI:art_113.pt_c"),
  q("t-ai-de-06", "DE", "compliance", "penalty", "Welches Bußgeld droht uns, wenn wir als Betreiber eines Hochrisiko-KI-Systems unsere Pflichten verletzen?", "AI:art_99.par_4.pt_e", "AI:art_99.par_4"),
  q("t-ai-de-07", "DE", "lawyer", "penalty", "Kann das Büro für Künstliche Intelligenz selbst Geldbußen gegen Anbieter verhängen, die es beaufsichtigt?", "AI:art_75c.par_4"),
  q("t-ai-de-08", "DE", "consumer", "everyday", "Die Polizei setzt am Hauptbahnhof Gesichtserkennung in Echtzeit ein. Ist das überhaupt zulässig?", "AI:art_5.par_1.pt_h"),
  q("t-ai-de-09", "DE", "student", "scope", "Gilt die KI-Verordnung auch für KI, die ausschließlich für militärische Zwecke eingesetzt wird?", "AI:art_2.par_3"),
  q("t-ai-de-10", "DE", "student", "definition", "Was versteht die KI-Verordnung unter einem KI-Modell mit allgemeinem Verwendungszweck?", "AI:art_3.pt_63"),
  q("t-ai-de-11", "DE", "compliance", "obligation", "Wir nutzen eine KI für die Bonitätsprüfung. Müssen wir die betroffenen Kunden darüber informieren?", "AI:art_26.par_11"),
  q("t-ai-de-12", "DE", "product", "everyday", "Wir setzen ein zugekauftes KI-System jetzt so ein, dass es Bewerber bewertet, wofür es nie gedacht war. Werden wir dadurch zum Anbieter?", "AI:art_25.par_1.pt_c"),
  q("t-ai-de-13", "DE", "student", "deadline", "Bis wann müssen die Mitgliedstaaten ein KI-Reallabor eingerichtet haben?", "AI:art_57.par_1"),
  q("t-ai-de-14", "DE", "compliance", "definition", "Was gilt nach der KI-Verordnung als schwerwiegender Vorfall?", "AI:art_3.pt_49"),
  q("t-ai-de-15", "DE", "in-house", "amended", "Unser KI-System basiert auf unserem eigenen Sprachmodell. Ist dann die nationale Marktüberwachung oder das KI-Büro für uns zuständig?", "AI:art_75.par_1.pt_a", "AI:art_75.par_1"),

  // DSM Directive, English
  q("t-dsm-01", "EN", "student", "everyday", "A teacher wants to show a film clip in an online class on the school's learning platform. Is that allowed without a licence?", "DSM:art_5.par_1", "DSM:art_5.par_1.pt_a"),
  q("t-dsm-02", "EN", "product", "obligation", "We train an AI model on news articles scraped from the web. Can publishers stop us from mining their texts?", "DSM:art_4.par_3"),
  q("t-dsm-03", "EN", "student", "scope", "Can a university research group text-mine journals it subscribes to, even if the publisher has opted out?", "DSM:art_3.par_1"),
  q("t-dsm-04", "EN", "founder", "everyday", "We run a video site where users upload their own music videos. Are we liable when uploads infringe copyright?", "DSM:art_17.par_4", "DSM:art_17.par_1"),
  q("t-dsm-05", "EN", "founder", "scope", "Our upload platform launched 18 months ago and makes less than EUR 10 million a year. Do lighter rules apply to us?", "DSM:art_17.par_6"),
  q("t-dsm-06", "EN", "consumer", "everyday", "My parody video was taken down by an automatic filter. How can I challenge that?", "DSM:art_17.par_9", "DSM:art_17.par_7"),
  q("t-dsm-07", "EN", "in-house", "definition", "Is an online marketplace or a cloud storage service an 'online content-sharing service provider'?", "DSM:art_2.pt_6"),
  q("t-dsm-08", "EN", "in-house", "scope", "Does a news aggregator need the publisher's permission to show snippets of articles, or just to link to them?", "DSM:art_15.par_1"),
  q("t-dsm-09", "EN", "lawyer", "deadline", "How long does the press publishers' right over online uses last?", "DSM:art_15.par_4"),
  q("t-dsm-10", "EN", "consumer", "everyday", "A museum photographs a 17th-century painting. Can it claim copyright in the photo and stop me from reusing it?", "DSM:art_14"),
  q("t-dsm-11", "EN", "lawyer", "obligation", "Are publishers obliged to tell authors regularly how their works are exploited and what revenue they bring in?", "DSM:art_19.par_1"),
  q("t-dsm-12", "EN", "consumer", "everyday", "I sold the rights to my novel for a small flat fee and it became a bestseller. Can I ask for more money?", "DSM:art_20.par_1"),
  q("t-dsm-13", "EN", "consumer", "everyday", "My publisher has done nothing with my book for years. Can I get my rights back?", "DSM:art_22.par_1"),
  q("t-dsm-14", "EN", "student", "definition", "What does 'text and data mining' mean in the copyright directive?", "DSM:art_2.pt_2"),
  q("t-dsm-15", "EN", "compliance", "scope", "Can a public library make digital copies of fragile books in its collection to preserve them?", "DSM:art_6"),
  q("t-dsm-16", "EN", "student", "deadline", "By when did Member States have to transpose Directive 2019/790 into national law?", "DSM:art_29.par_1"),

  // DSM Directive, German
  q("t-dsm-de-01", "DE", "lawyer", "obligation", "Müssen Journalisten an den Einnahmen beteiligt werden, die Presseverlage von Suchmaschinen und Aggregatoren erhalten?", "DSM:art_15.par_5"),
  q("t-dsm-de-02", "DE", "compliance", "scope", "Darf ein Archiv vergriffene Bücher aus seinem Bestand auf einer nicht-kommerziellen Website zugänglich machen?", "DSM:art_8.par_2", "DSM:art_8.par_1"),
  q("t-dsm-de-03", "DE", "in-house", "obligation", "Ist eine Vertragsklausel wirksam, die einem Forschungsinstitut das Text- und Data-Mining verbietet?", "DSM:art_7.par_1"),
  q("t-dsm-de-04", "DE", "consumer", "everyday", "Ich bin Illustratorin und soll alle Rechte an meinen Zeichnungen abtreten. Steht mir dafür eine angemessene Vergütung zu?", "DSM:art_18.par_1"),
  q("t-dsm-de-05", "DE", "founder", "everyday", "Wir betreiben einen Streamingdienst und kommen bei den Lizenzverhandlungen für Filme nicht weiter. Gibt es eine Stelle, die vermittelt?", "DSM:art_13"),
  q("t-dsm-de-06", "DE", "product", "obligation", "Müssen Upload-Plattformen Memes und Parodien online lassen, auch wenn sie urheberrechtlich geschützte Bilder enthalten?", "DSM:art_17.par_7", "DSM:art_17.par_7.pt_b"),

  // PLD 2024/2853, English
  q("t-pld-01", "EN", "consumer", "everyday", "My e-bike battery caught fire in the garage and burned my car. Who can I claim compensation from?", "PLD:art_8.par_1", "PLD:art_6.par_1.pt_b"),
  q("t-pld-02", "EN", "product", "definition", "Is software, like an app or device firmware, a 'product' under the new product liability rules?", "PLD:art_4.pt_1"),
  q("t-pld-03", "EN", "consumer", "everyday", "A faulty update wiped all the personal photos on my laptop. Is lost data compensated?", "PLD:art_6.par_1.pt_c"),
  q("t-pld-04", "EN", "consumer", "scope", "I bought a heater made by a company outside the EU and it injured me. Who in the EU is liable?", "PLD:art_8.par_1.pt_c"),
  q("t-pld-05", "EN", "founder", "scope", "We store, pack and ship goods for sellers from China. Can we be held liable if one of those products is defective?", "PLD:art_8.par_1.pt_c", "PLD:art_4.pt_13"),
  q("t-pld-06", "EN", "lawyer", "obligation", "When will a court presume that a product is defective under the new Product Liability Directive?", "PLD:art_10.par_2"),
  q("t-pld-07", "EN", "lawyer", "obligation", "Can an injured claimant get the court to order the manufacturer to hand over internal evidence?", "PLD:art_9.par_1"),
  q("t-pld-08", "EN", "consumer", "deadline", "How long do I have to sue for damage from a defective product, and when does the clock start?", "PLD:art_16.par_1"),
  q("t-pld-09", "EN", "consumer", "deadline", "A health problem caused by an implant only showed up 15 years later. Is it too late to claim?", "PLD:art_17.par_2"),
  q("t-pld-10", "EN", "in-house", "deadline", "From when does the new product liability directive apply to the products we sell?", "PLD:art_2.par_1", "PLD:art_21"),
  q("t-pld-11", "EN", "in-house", "scope", "We refurbish and substantially modify used machines and resell them. Are we treated as the manufacturer?", "PLD:art_8.par_2"),
  q("t-pld-12", "EN", "product", "obligation", "Can we escape liability by saying the defect appeared after sale, when it was caused by a security update we never shipped?", "PLD:art_11.par_2", "PLD:art_11.par_2.pt_c"),
  q("t-pld-13", "EN", "compliance", "obligation", "Can we exclude or cap our product liability towards consumers in our terms and conditions?", "PLD:art_15"),
  q("t-pld-14", "EN", "student", "scope", "Can a manufacturer still rely on the state of scientific knowledge as a defence under the 2024 directive?", "PLD:art_11.par_1.pt_e"),
  q("t-pld-15", "EN", "product", "scope", "Does the product liability directive cover open-source software a hobbyist publishes for free?", "PLD:art_2.par_2"),

  // PLD 2024/2853, German
  q("t-pld-de-01", "DE", "consumer", "everyday", "Ich habe mich an einer defekten Küchenmaschine verletzt und leide seitdem unter einer Angststörung. Wird auch der psychische Schaden ersetzt?", "PLD:art_6.par_1.pt_a"),
  q("t-pld-de-02", "DE", "consumer", "scope", "Ich habe ein gefährliches Ladegerät über einen Online-Marktplatz gekauft, und in der EU ist kein Hersteller zu finden. Haftet die Plattform?", "PLD:art_8.par_4"),
  q("t-pld-de-03", "DE", "in-house", "deadline", "Wir sind Händler, und ein Geschädigter fordert uns auf, den Hersteller zu nennen. Wie viel Zeit haben wir dafür?", "PLD:art_8.par_3", "PLD:art_8.par_3.pt_b"),
  q("t-pld-de-04", "DE", "product", "scope", "Ist unser Gerät schon fehlerhaft, nur weil es inzwischen ein besseres Modell oder ein Upgrade gibt?", "PLD:art_7.par_3"),
  q("t-pld-de-05", "DE", "founder", "obligation", "Wir bauen die Software eines kleinen Zulieferers in unser Gerät ein. Können wir vertraglich auf den Rückgriff gegen ihn verzichten?", "PLD:art_12.par_2"),
  q("t-pld-de-06", "DE", "lawyer", "scope", "Welche Rolle spielt es für die Fehlerhaftigkeit, dass ein Produkt nach dem Verkauf weiterlernt?", "PLD:art_7.par_2.pt_c"),
  q("t-pld-de-07", "DE", "student", "scope", "Kann die Haftung des Herstellers gemindert werden, wenn der Geschädigte den Schaden mitverschuldet hat?", "PLD:art_13.par_2"),

  // 85/374/EEC, English
  q("t-p85-01", "EN", "consumer", "everyday", "My washing machine, bought in 2019, flooded the kitchen. Is there a minimum amount before property damage is covered?", "PLD85:art_9.pt_b"),
  q("t-p85-02", "EN", "lawyer", "definition", "Under Directive 85/374/EEC, is the importer of a product treated as its producer?", "PLD85:art_3.par_2"),
  q("t-p85-03", "EN", "lawyer", "deadline", "Under the 1985 directive, when are the injured person's rights extinguished, counted from when the product was put into circulation?", "PLD85:art_11"),
  q("t-p85-04", "EN", "student", "scope", "Were farm products and game covered by the 1985 product liability directive?", "PLD85:art_2", "PLD85:art_15.par_1.pt_a"),
  q("t-p85-05", "EN", "in-house", "scope", "Could a Member State cap a producer's total liability when identical items with the same defect injure many people?", "PLD85:art_16.par_1"),

  // 85/374/EEC, German
  q("t-p85-de-01", "DE", "consumer", "obligation", "Wer muss nach der alten Produkthaftungsrichtlinie beweisen, dass das Produkt fehlerhaft war?", "PLD85:art_4"),
  q("t-p85-de-02", "DE", "consumer", "everyday", "Der Baumarkt hat mir ein Produkt ohne Herstellerangabe verkauft, das mich verletzt hat. Haftet der Baumarkt?", "PLD85:art_3.par_3"),
  q("t-p85-de-03", "DE", "lawyer", "scope", "Kann sich ein Hersteller nach der Richtlinie 85/374/EWG damit entlasten, dass der Fehler nach dem damaligen Stand von Wissenschaft und Technik nicht erkennbar war?", "PLD85:art_7.pt_e"),
  q("t-p85-de-04", "DE", "student", "deadline", "Welche Verjährungsfrist gilt für Ersatzansprüche nach der Produkthaftungsrichtlinie von 1985?", "PLD85:art_10.par_1"),
  q("t-p85-de-05", "DE", "in-house", "obligation", "Zwei Hersteller sind für denselben Schaden verantwortlich. Kann der Geschädigte jeden von ihnen auf den vollen Betrag in Anspruch nehmen?", "PLD85:art_5"),

  // Several acts
  q("t-x-01", "EN", "lawyer", "cross-act", "How must a general-purpose AI provider respect a website's opt-out from text and data mining when collecting training data?", "AI:art_53.par_1.pt_c", "DSM:art_4.par_3"),
  q("t-x-02", "EN", "student", "cross-act", "How does the limitation period for product liability claims compare between the 1985 directive and the 2024 directive?", "PLD:art_16.par_1", "PLD85:art_10.par_1"),
  q("t-x-03", "EN", "compliance", "cross-act", "A user uploads an AI-generated deepfake song of a famous singer to our platform. What labelling duty and what copyright upload rules apply?", "AI:art_50.par_4", "DSM:art_17.par_4"),
  q("t-x-de-01", "DE", "lawyer", "cross-act", "Gibt es den Entlastungsgrund des Entwicklungsrisikos sowohl in der alten als auch in der neuen Produkthaftungsrichtlinie?", "PLD:art_11.par_1.pt_e", "PLD85:art_7.pt_e"),

  // Not covered by these acts
  q("t-nc-01", "EN", "compliance", "not-covered", "Our customer database was hacked and email addresses leaked. Must we notify the data protection authority within 72 hours?"),
  q("t-nc-02", "EN", "founder", "not-covered", "Can we pay our freelance developers in cryptocurrency, and how is that taxed?"),
  q("t-nc-03", "EN", "in-house", "not-covered", "How long is statutory maternity leave for our employees in the EU?"),
  q("t-nc-04", "EN", "consumer", "not-covered", "I ordered shoes online. Can I send them back within 14 days without giving a reason?"),
  q("t-nc-05", "EN", "lawyer", "not-covered", "Can an invention made by an AI system be patented, and who is named as inventor?"),
  q("t-nc-06", "EN", "product", "not-covered", "Do we need a licence to sell alcohol through our online shop?"),
  q("t-nc-de-01", "DE", "consumer", "not-covered", "Wie lange habe ich Gewährleistung, wenn ich beim Händler einen Gebrauchtwagen kaufe?"),
  q("t-nc-de-02", "DE", "founder", "not-covered", "Braucht unser Start-up mit zwölf Mitarbeitenden einen Datenschutzbeauftragten?"),
];
