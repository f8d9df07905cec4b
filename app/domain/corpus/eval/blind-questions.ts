/**
 * The blind evaluation set for retrieval: questions as lawyers, in-house counsel, compliance
 * officers, product managers, founders and students ask them, in English and German, over every
 * act the assistant promises: the AI Act as amended by Regulation (EU) 2026/1744, the DSM Directive
 * 2019/790, the Product Liability Directive 2024/2853 and Directive 85/374/EEC.
 *
 * Written from the acts' structure (their articles, headings, definitions and dates, read in the
 * source files), never from the ranking's output; see README.md in this folder. The gold
 * provisions are pinpoints ("AI:art_5.par_1.pt_f"); a match hits when it is a gold provision or
 * lies inside one. A question with no gold has no answer in the corpus ("not covered").
 *
 * Split deterministically (blind-split.ts): the development half may be tuned on; the held-out
 * half is run only to report figures.
 */
export type Persona = "lawyer" | "in-house" | "compliance" | "product" | "founder" | "student" | "consumer";
export type QuestionKind = "scope" | "obligation" | "deadline" | "penalty" | "definition" | "everyday" | "cross-act" | "not-covered" | "amended";
export type BlindQuestion = {
  id: string;
  language: "EN" | "DE";
  persona: Persona;
  kind: QuestionKind;
  question: string;
  /** "<act>:<pinpoint>" with act AI, DSM, PLD (2024/2853) or PLD85 (85/374/EEC); empty = not covered. */
  gold: string[];
};

export const actCelex = { AI: "32024R1689", DSM: "32019L0790", PLD: "32024L2853", PLD85: "31985L0374" } as const;
export type ActKey = keyof typeof actCelex;

const q = (id: string, language: "EN" | "DE", persona: Persona, kind: QuestionKind, question: string, ...gold: string[]): BlindQuestion => ({
  id, language, persona, kind, question, gold,
});

export const blindQuestions: BlindQuestion[] = [
  // AI Act (as amended), English
  q("b-ai-01", "EN", "founder", "everyday", "We're building an HR tool that ranks CVs and suggests who to invite for an interview. Is that high-risk?", "AI:anx_III.pt_4", "AI:art_6.par_2"),
  q("b-ai-02", "EN", "compliance", "everyday", "Our retail chain wants cameras that detect whether shoppers are angry or happy. What rules apply to emotion recognition in shops?", "AI:art_50.par_3", "AI:anx_III.pt_1"),
  q("b-ai-03", "EN", "student", "everyday", "Is it forbidden to use an AI that predicts whether someone will commit a crime based on their personality?", "AI:art_5.par_1.pt_d"),
  q("b-ai-04", "EN", "product", "everyday", "Can a school use software that reads pupils' emotions while they sit an exam?", "AI:art_5.par_1.pt_f"),
  q("b-ai-05", "EN", "lawyer", "scope", "Does the ban on scraping faces to build recognition databases also cover footage from CCTV?", "AI:art_5.par_1.pt_e"),
  q("b-ai-06", "EN", "founder", "amended", "Our app lets users upload a photo of someone and generate a nude picture of that person. Is that still allowed under the AI rules?", "AI:art_5.par_1.pt_ba", "AI:art_5.par_1a"),
  q("b-ai-07", "EN", "compliance", "amended", "Are image generators that can produce child sexual abuse material now banned outright?", "AI:art_5.par_1.pt_bb", "AI:art_5.par_1a"),
  q("b-ai-08", "EN", "lawyer", "deadline", "From what date does the new prohibition on non-consensual sexual deepfakes apply?", "AI:art_113.pt_a"),
  q("b-ai-09", "EN", "in-house", "deadline", "After the Digital Omnibus, when do the obligations for high-risk systems listed in Annex III start to apply?", "AI:art_113.pt_c"),
  q("b-ai-10", "EN", "product", "deadline", "Our AI is a safety component of a product covered by EU product legislation in Annex I. When do we have to meet the high-risk requirements?", "AI:art_113.pt_c"),
  q("b-ai-11", "EN", "compliance", "amended", "Do we have to make sure our employees are AI literate, and is there a specific level each person must reach?", "AI:art_4"),
  q("b-ai-12", "EN", "product", "amended", "Can our data science team process ethnicity data to check the model for bias?", "AI:art_4a", "AI:art_10.par_5"),
  q("b-ai-13", "EN", "in-house", "amended", "We manufacture industrial machines with built-in AI. Where does the Machinery Regulation sit in the annex of harmonisation legislation now?", "AI:anx_I.sec_B"),
  q("b-ai-14", "EN", "founder", "amended", "We've been selling a text generator since early 2026. By when must its output be marked as AI-generated?", "AI:art_111.par_4", "AI:art_50.par_2"),
  q("b-ai-15", "EN", "lawyer", "definition", "What counts as 'placing on the market' of an AI system?", "AI:art_3.pt_9"),
  q("b-ai-16", "EN", "student", "definition", "How does the regulation define a deep fake?", "AI:art_3.pt_60"),
  q("b-ai-17", "EN", "founder", "scope", "We fine-tuned an open-source model and host it for clients. Does the regulation even apply to open-source software?", "AI:art_2.par_12", "AI:art_53.par_2"),
  q("b-ai-18", "EN", "student", "scope", "I train models purely for academic research and never release them. Am I covered?", "AI:art_2.par_6", "AI:art_2.par_8"),
  q("b-ai-19", "EN", "consumer", "scope", "If I use a chatbot at home for my own private stuff, do I have obligations as a deployer?", "AI:art_2.par_10"),
  q("b-ai-20", "EN", "lawyer", "scope", "Our targeting software is sold only to the armed forces. Does the AI Act apply to it?", "AI:art_2.par_3"),
  q("b-ai-21", "EN", "founder", "scope", "We are a US start-up with no EU office, but customers in Europe use the output of our AI. Are we caught by the regulation?", "AI:art_2.par_1"),
  q("b-ai-22", "EN", "compliance", "penalty", "What is the maximum fine if we ignore our obligations as a deployer of a high-risk system?", "AI:art_99.par_4"),
  q("b-ai-23", "EN", "in-house", "penalty", "What fine applies for giving misleading information to a national authority that asked for it?", "AI:art_99.par_5"),
  q("b-ai-24", "EN", "founder", "penalty", "Are fines lower for start-ups and small companies?", "AI:art_99.par_6"),
  q("b-ai-25", "EN", "in-house", "deadline", "How quickly must we report a serious incident in which a person died?", "AI:art_73.par_4"),
  q("b-ai-26", "EN", "student", "definition", "What exactly counts as a serious incident?", "AI:art_3.pt_49"),
  q("b-ai-27", "EN", "compliance", "everyday", "Is scoring consumers' creditworthiness with AI a high-risk use?", "AI:anx_III.pt_5"),
  q("b-ai-28", "EN", "in-house", "everyday", "We price life and health insurance with a machine learning model. Are there special rules?", "AI:anx_III.pt_5", "AI:art_27.par_1"),
  q("b-ai-29", "EN", "lawyer", "obligation", "Does a city that uses AI to decide who gets social benefits need to assess the impact on fundamental rights first?", "AI:art_27.par_1", "AI:anx_III.pt_5"),
  q("b-ai-30", "EN", "product", "obligation", "Do I need to tell users that the support agent they are chatting with is a bot?", "AI:art_50.par_1"),
  q("b-ai-31", "EN", "in-house", "everyday", "Our newsroom uses AI to write news articles. Do we have to disclose that?", "AI:art_50.par_4"),
  q("b-ai-32", "EN", "compliance", "obligation", "Must we inform the works council and staff before putting a high-risk AI system into use at work?", "AI:art_26.par_7"),
  q("b-ai-33", "EN", "compliance", "obligation", "How long do we have to keep the logs of a high-risk system that we operate?", "AI:art_26.par_6", "AI:art_19.par_1"),
  q("b-ai-34", "EN", "product", "obligation", "What do we have to publish about the data we used to train our foundation model?", "AI:art_53.par_1.pt_d"),
  q("b-ai-35", "EN", "lawyer", "obligation", "Do providers of general-purpose models need a policy to comply with copyright law?", "AI:art_53.par_1.pt_c"),
  q("b-ai-36", "EN", "student", "definition", "How much computing power makes a general-purpose model count as having systemic risk?", "AI:art_51.par_2"),
  q("b-ai-37", "EN", "in-house", "obligation", "We are a model developer based in China. Do we need a representative in the EU for our general-purpose model?", "AI:art_54"),
  q("b-ai-38", "EN", "compliance", "obligation", "Can we show compliance for our general-purpose model by signing up to a code of practice?", "AI:art_56", "AI:art_53.par_4"),
  q("b-ai-39", "EN", "founder", "obligation", "Is there any support or priority access to sandboxes for small companies?", "AI:art_62.par_1"),
  q("b-ai-40", "EN", "product", "scope", "Our system falls in an Annex III area but only does a narrow procedural task. Can we argue it isn't high-risk?", "AI:art_6.par_3", "AI:art_6.par_4"),
  q("b-ai-41", "EN", "compliance", "obligation", "If we decide our Annex III system is not high-risk, do we still have to register it somewhere?", "AI:art_49.par_2"),
  q("b-ai-42", "EN", "in-house", "obligation", "We rebrand an AI product made by another company and sell it under our own name. Do we become its provider?", "AI:art_25.par_1"),
  q("b-ai-43", "EN", "lawyer", "amended", "Who supervises AI systems that are built on a general-purpose model by the same provider, like the big chatbots?", "AI:art_75.par_1", "AI:art_75a"),
  q("b-ai-44", "EN", "lawyer", "amended", "Can the AI Office itself fine the provider of an AI system it supervises?", "AI:art_75c", "AI:art_101"),
  q("b-ai-45", "EN", "consumer", "everyday", "Can I ask for an explanation when a bank turns down my loan based on an AI system?", "AI:art_86.par_1"),
  q("b-ai-46", "EN", "consumer", "everyday", "I work at an AI company and want to report violations to the authorities. Am I protected?", "AI:art_87"),
  q("b-ai-47", "EN", "lawyer", "scope", "Can the police use live facial recognition in a public square to search for a missing child?", "AI:art_5.par_1.pt_h"),
  q("b-ai-48", "EN", "product", "obligation", "Before we test our AI with real people outside a sandbox, what do those people have to agree to?", "AI:art_61"),
  q("b-ai-49", "EN", "product", "amended", "We build AI for vehicles and rail equipment. Can we test it in real-world conditions outside a sandbox?", "AI:art_60a"),
  q("b-ai-50", "EN", "student", "everyday", "Is an AI that grades university exams high-risk?", "AI:anx_III.pt_3"),
  // AI Act (as amended), German
  q("b-ai-de-01", "DE", "consumer", "everyday", "Darf mein Arbeitgeber mit KI meine Gefühle am Arbeitsplatz auswerten?", "AI:art_5.par_1.pt_f"),
  q("b-ai-de-02", "DE", "student", "scope", "Ist Social Scoring durch Behörden oder Unternehmen erlaubt?", "AI:art_5.par_1.pt_c"),
  q("b-ai-de-03", "DE", "in-house", "deadline", "Ab wann gelten die Pflichten für Hochrisiko-KI nach Anhang III?", "AI:art_113.pt_c"),
  q("b-ai-de-04", "DE", "compliance", "amended", "Müssen wir unsere Mitarbeitenden im Umgang mit KI schulen?", "AI:art_4"),
  q("b-ai-de-05", "DE", "student", "definition", "Was ist ein KI-System im Sinne der Verordnung?", "AI:art_3.pt_1"),
  q("b-ai-de-06", "DE", "compliance", "penalty", "Welche Bußgelder drohen bei verbotenen KI-Praktiken?", "AI:art_99.par_3"),
  q("b-ai-de-07", "DE", "founder", "everyday", "Ist eine KI, die Bewerbungen vorsortiert, ein Hochrisiko-System?", "AI:anx_III.pt_4"),
  q("b-ai-de-08", "DE", "lawyer", "amended", "Ist es verboten, mit KI Nacktbilder einer realen Person ohne ihre Einwilligung zu erzeugen?", "AI:art_5.par_1.pt_ba", "AI:art_5.par_1a"),
  q("b-ai-de-09", "DE", "product", "obligation", "Müssen Anbieter großer Sprachmodelle eine Zusammenfassung der Trainingsdaten veröffentlichen?", "AI:art_53.par_1.pt_d"),
  q("b-ai-de-10", "DE", "compliance", "deadline", "Wann muss ein schwerwiegender Vorfall gemeldet werden?", "AI:art_73"),
  q("b-ai-de-11", "DE", "student", "scope", "Gilt die KI-Verordnung für Forschung an Universitäten?", "AI:art_2.par_6", "AI:art_2.par_8"),
  q("b-ai-de-12", "DE", "in-house", "obligation", "Brauchen wir als Bank eine Grundrechte-Folgenabschätzung, bevor wir KI zur Kreditwürdigkeitsprüfung einsetzen?", "AI:art_27.par_1"),
  q("b-ai-de-13", "DE", "in-house", "obligation", "Muss ein KI-generierter Text, der die Öffentlichkeit informiert, als solcher gekennzeichnet werden?", "AI:art_50.par_4"),
  q("b-ai-de-14", "DE", "student", "definition", "Wer ist Betreiber eines KI-Systems?", "AI:art_3.pt_4"),
  q("b-ai-de-15", "DE", "product", "amended", "Dürfen Anbieter sensible Daten wie die ethnische Herkunft verarbeiten, um Verzerrungen zu erkennen?", "AI:art_4a", "AI:art_10.par_5"),
  q("b-ai-de-16", "DE", "founder", "obligation", "Gibt es Erleichterungen für KMU und Start-ups?", "AI:art_62", "AI:art_63", "AI:art_99.par_6"),
  q("b-ai-de-17", "DE", "consumer", "everyday", "Kann ich mich bei einer Behörde beschweren, wenn ein KI-System gegen die Regeln verstößt?", "AI:art_85"),
  // DSM Directive 2019/790, English
  q("b-dsm-01", "EN", "consumer", "everyday", "Can I share excerpts of textbooks with my students in an online course without asking the publisher?", "DSM:art_5.par_1"),
  q("b-dsm-02", "EN", "founder", "everyday", "Can we crawl websites to train our model, and can site owners opt out of that?", "DSM:art_4.par_1", "DSM:art_4.par_3"),
  q("b-dsm-03", "EN", "student", "scope", "May a university lab mine journal articles it has lawful access to for a research project?", "DSM:art_3.par_1"),
  q("b-dsm-04", "EN", "in-house", "scope", "Can a museum make digital copies of its collection to preserve it without the rightholders' permission?", "DSM:art_6"),
  q("b-dsm-05", "EN", "lawyer", "scope", "Can a library put books that are out of print online?", "DSM:art_8"),
  q("b-dsm-06", "EN", "in-house", "obligation", "Do news aggregators have to pay publishers for showing parts of their articles?", "DSM:art_15.par_1"),
  q("b-dsm-07", "EN", "lawyer", "deadline", "How long does the press publishers' right last?", "DSM:art_15.par_4"),
  q("b-dsm-08", "EN", "in-house", "obligation", "Is a video-sharing platform liable when users upload songs without a licence?", "DSM:art_17.par_1", "DSM:art_17.par_4"),
  q("b-dsm-09", "EN", "founder", "scope", "Do new, small upload platforms face the same duties as the big ones?", "DSM:art_17.par_6"),
  q("b-dsm-10", "EN", "consumer", "everyday", "Can I still post memes and parodies on social media?", "DSM:art_17.par_7"),
  q("b-dsm-11", "EN", "product", "obligation", "Does the copyright directive require upload platforms to monitor everything users post?", "DSM:art_17.par_8"),
  q("b-dsm-12", "EN", "consumer", "everyday", "My video was wrongly taken down by a content filter. Is there a way to complain?", "DSM:art_17.par_9"),
  q("b-dsm-13", "EN", "consumer", "obligation", "As a writer, am I entitled to regular information on how my book is exploited and what it earns?", "DSM:art_19.par_1"),
  q("b-dsm-14", "EN", "consumer", "everyday", "My record deal pays me far too little now that the album became a hit. Can I ask for more?", "DSM:art_20.par_1"),
  q("b-dsm-15", "EN", "consumer", "everyday", "My publisher hasn't done anything with my novel for years. Can I get my rights back?", "DSM:art_22.par_1"),
  q("b-dsm-16", "EN", "student", "scope", "Can anyone claim copyright in a photo of a painting that is in the public domain?", "DSM:art_14"),
  q("b-dsm-17", "EN", "lawyer", "definition", "What is an online content-sharing service provider?", "DSM:art_2.pt_6"),
  q("b-dsm-18", "EN", "student", "deadline", "By when did member states have to transpose the digital single market copyright directive?", "DSM:art_29.par_1"),
  q("b-dsm-19", "EN", "lawyer", "scope", "Can a publisher claim a share of the compensation for uses under an exception when the author transferred the rights to it?", "DSM:art_16"),
  q("b-dsm-20", "EN", "in-house", "scope", "Can a licence contract override the text and data mining exception for scientific research?", "DSM:art_7.par_1"),
  // DSM Directive, German
  q("b-dsm-de-01", "DE", "consumer", "everyday", "Darf eine Lehrerin Auszüge aus Büchern in einem Online-Kurs für ihre Schüler verwenden?", "DSM:art_5.par_1"),
  q("b-dsm-de-02", "DE", "founder", "scope", "Dürfen KI-Unternehmen Webseiten für Text und Data Mining auslesen, wenn der Rechteinhaber widersprochen hat?", "DSM:art_4.par_3"),
  q("b-dsm-de-03", "DE", "lawyer", "obligation", "Haften Plattformen wie YouTube für urheberrechtsverletzende Uploads ihrer Nutzer?", "DSM:art_17.par_4", "DSM:art_17.par_1"),
  q("b-dsm-de-04", "DE", "in-house", "scope", "Welches Schutzrecht haben Presseverleger bei der Online-Nutzung ihrer Artikel?", "DSM:art_15.par_1"),
  q("b-dsm-de-05", "DE", "consumer", "obligation", "Haben Urheber und Künstler Anspruch auf eine angemessene Vergütung?", "DSM:art_18.par_1"),
  q("b-dsm-de-06", "DE", "consumer", "everyday", "Kann ein Autor seine Rechte zurückrufen, wenn der Verlag das Werk nicht nutzt?", "DSM:art_22.par_1"),
  // Product Liability Directive 2024/2853, English
  q("b-pld-01", "EN", "consumer", "everyday", "My smart thermostat was hacked because the maker stopped shipping security updates, and my house flooded. Is the maker off the hook?", "PLD:art_11.par_2", "PLD:art_7.par_2.pt_f"),
  q("b-pld-02", "EN", "consumer", "everyday", "A buggy app deleted the family photos on my laptop. Is losing that data covered?", "PLD:art_6.par_1.pt_c"),
  q("b-pld-03", "EN", "lawyer", "scope", "Does the new directive compensate an anxiety disorder diagnosed by a doctor after an accident with a faulty e-bike?", "PLD:art_6.par_1.pt_a"),
  q("b-pld-04", "EN", "consumer", "scope", "Can I get compensation for the broken product itself, or only for other things it damaged?", "PLD:art_6.par_1.pt_b"),
  q("b-pld-05", "EN", "in-house", "deadline", "From when does the new product liability directive apply to products?", "PLD:art_2.par_1", "PLD:art_21"),
  q("b-pld-06", "EN", "lawyer", "obligation", "Is a fulfilment service that only stored and shipped a defective product from a non-EU seller liable?", "PLD:art_8.par_1.pt_c", "PLD:art_4.pt_13"),
  q("b-pld-07", "EN", "consumer", "everyday", "A garage heavily modified my car and it later caused an accident. Are they liable like a manufacturer?", "PLD:art_8.par_2"),
  q("b-pld-08", "EN", "lawyer", "obligation", "Can the court presume causation when proving it is too technically complex, for instance with an AI system?", "PLD:art_10.par_4"),
  q("b-pld-09", "EN", "in-house", "scope", "Can the manufacturer escape liability by showing the defect only appeared after the product left its hands?", "PLD:art_11.par_1.pt_c"),
  q("b-pld-10", "EN", "lawyer", "scope", "Can the developer of a software component built into a device be sued as well?", "PLD:art_8.par_1.pt_b"),
  q("b-pld-11", "EN", "lawyer", "scope", "Can several companies be held jointly responsible for the same damage?", "PLD:art_12.par_1"),
  q("b-pld-12", "EN", "consumer", "everyday", "Does my own carelessness reduce the compensation I get for an accident with a faulty product?", "PLD:art_13.par_2"),
  q("b-pld-13", "EN", "student", "obligation", "Are final court judgments in product liability cases published anywhere?", "PLD:art_19.par_1"),
  q("b-pld-14", "EN", "student", "definition", "What is a digital manufacturing file, for example for 3D printing?", "PLD:art_4.pt_2"),
  q("b-pld-15", "EN", "in-house", "scope", "Is our product defective just because we released an improved version later?", "PLD:art_7.par_3"),
  // Product Liability Directive 2024/2853, German
  q("b-pld-de-01", "DE", "consumer", "everyday", "Haftet der Hersteller, wenn ein nötiges Sicherheitsupdate fehlt und dadurch ein Schaden entsteht?", "PLD:art_11.par_2.pt_c", "PLD:art_11.par_2"),
  q("b-pld-de-02", "DE", "in-house", "deadline", "Ab welchem Datum gilt die neue Produkthaftungsrichtlinie für Produkte?", "PLD:art_2.par_1", "PLD:art_21"),
  q("b-pld-de-03", "DE", "lawyer", "scope", "Wer haftet für ein fehlerhaftes Produkt, wenn der Hersteller außerhalb der EU sitzt?", "PLD:art_8.par_1.pt_c"),
  q("b-pld-de-04", "DE", "lawyer", "obligation", "Muss der Hersteller im Prozess Beweismittel offenlegen?", "PLD:art_9.par_1"),
  q("b-pld-de-05", "DE", "in-house", "deadline", "Nach wie vielen Jahren erlöschen Ansprüche nach der neuen Produkthaftungsrichtlinie endgültig?", "PLD:art_17.par_1"),
  // Directive 85/374/EEC, English
  q("b-old-01", "EN", "lawyer", "definition", "Under the 1985 product liability directive, who counts as the producer, and does an importer count?", "PLD85:art_3.par_1", "PLD85:art_3.par_2"),
  q("b-old-02", "EN", "consumer", "scope", "For a product bought in 2020, is there a minimum amount below which property damage can't be claimed?", "PLD85:art_9.pt_b"),
  q("b-old-03", "EN", "lawyer", "scope", "Does Directive 85/374/EEC have a development risks defence based on the state of scientific knowledge?", "PLD85:art_7.pt_e", "PLD85:art_15.par_1.pt_b"),
  q("b-old-04", "EN", "in-house", "penalty", "Under the 1985 directive, can a member state cap a producer's total liability for damage caused by identical items with the same defect?", "PLD85:art_16.par_1"),
  q("b-old-05", "EN", "lawyer", "cross-act", "A toaster placed on the market in 2019 caught fire last week. Which product liability rules govern the claim?", "PLD:art_21", "PLD:art_2.par_1", "PLD85:art_1", "PLD85:art_17"),
  q("b-old-06", "EN", "student", "obligation", "What does the injured person have to prove under the 1985 product liability rules?", "PLD85:art_4"),
  q("b-old-07", "EN", "consumer", "scope", "Under the old directive, is the shop that sold me a product liable when the producer can't be identified?", "PLD85:art_3.par_3"),
  q("b-old-08", "EN", "student", "scope", "Are farm products and game covered by Directive 85/374/EEC?", "PLD85:art_2", "PLD85:art_15.par_1.pt_a"),
  // Directive 85/374/EEC, German
  q("b-old-de-01", "DE", "student", "definition", "Wer gilt als Hersteller nach der Produkthaftungsrichtlinie von 1985?", "PLD85:art_3.par_1"),
  q("b-old-de-02", "DE", "lawyer", "obligation", "Was muss der Geschädigte nach der Richtlinie 85/374/EWG beweisen?", "PLD85:art_4"),
  q("b-old-de-03", "DE", "student", "definition", "Wann ist ein Produkt nach der alten Produkthaftungsrichtlinie fehlerhaft?", "PLD85:art_6.par_1"),
  q("b-old-de-04", "DE", "consumer", "scope", "Gibt es bei Sachschäden nach der Richtlinie von 1985 eine Selbstbeteiligung von 500 ECU?", "PLD85:art_9.pt_b"),
  q("b-old-de-05", "DE", "lawyer", "deadline", "Wie lange ist die Verjährungsfrist nach der Richtlinie 85/374/EWG?", "PLD85:art_10.par_1"),
  q("b-old-de-06", "DE", "in-house", "scope", "Kann die Haftung des Herstellers nach der alten Richtlinie vertraglich ausgeschlossen werden?", "PLD85:art_12"),
  // Across acts
  q("b-x-01", "EN", "consumer", "cross-act", "Our AI-powered robot vacuum injured a child. Who can the parents claim compensation from?", "PLD:art_5.par_1", "PLD:art_8.par_1"),
  q("b-x-02", "EN", "lawyer", "cross-act", "An AI diagnosis app gave a wrong result and the patient was harmed. Is the software maker liable?", "PLD:art_4.pt_1", "PLD:art_8.par_1.pt_a", "PLD:art_5.par_1"),
  q("b-x-03", "EN", "in-house", "cross-act", "Do providers of general-purpose AI models have to respect text and data mining opt-outs?", "AI:art_53.par_1.pt_c", "DSM:art_4.par_3"),
  q("b-x-04", "EN", "founder", "cross-act", "Can we train a generative AI model on copyrighted books?", "DSM:art_4", "AI:art_53.par_1.pt_c"),
  q("b-x-05", "EN", "lawyer", "cross-act", "If a high-risk AI system doesn't comply with the AI Act's safety requirements, is it defective for liability purposes?", "PLD:art_7.par_2.pt_f", "PLD:art_10.par_2.pt_b"),
  q("b-x-06", "EN", "lawyer", "cross-act", "Does the AI Act change the liability rules for intermediary services such as hosting platforms?", "AI:art_2.par_5"),
  q("b-x-07", "DE", "consumer", "cross-act", "Wer haftet, wenn ein KI-gesteuertes Auto einen Unfall verursacht?", "PLD:art_8.par_1", "PLD:art_5.par_1"),
  q("b-x-08", "EN", "in-house", "cross-act", "Our AI keeps learning after it is sold and later behaves dangerously. Does that count as a defect?", "PLD:art_7.par_2.pt_c"),
  // Not covered by the corpus (the right answer is "not covered")
  q("b-nc-01", "EN", "founder", "not-covered", "What is the VAT rate on digital services sold to consumers in Germany?"),
  q("b-nc-02", "EN", "consumer", "not-covered", "How long is the notice period for terminating a residential lease?"),
  q("b-nc-03", "EN", "founder", "not-covered", "Does my start-up need to appoint a data protection officer?"),
  q("b-nc-04", "EN", "in-house", "not-covered", "How do we register a trademark with the EUIPO and what are the fees?"),
  q("b-nc-05", "EN", "founder", "not-covered", "How do I file for insolvency of a limited company?"),
  q("b-nc-06", "EN", "lawyer", "not-covered", "What is the limitation period for medical malpractice claims in France?"),
  q("b-nc-07", "DE", "consumer", "not-covered", "Wie hoch ist der gesetzliche Mindestlohn in Deutschland?"),
  q("b-nc-08", "DE", "consumer", "not-covered", "Welche Kündigungsfrist gilt für Arbeitnehmer in der Probezeit?"),
  q("b-nc-09", "DE", "founder", "not-covered", "Brauche ich eine Gewerbeanmeldung für meinen Onlineshop?"),
];
