/**
 * Fixed text of the research note the assistant composes without an AI model. It is document text
 * generated on the server (stored with the answer and exported), not UI text, so it is not
 * registered in the browser catalogue. Keys start with "note.".
 */
export const en = {
  "note.heading": "Research note (composed without an AI model)",
  "note.question": "Question",
  "note.intro":
    "No AI model is configured, so this note was assembled by rule from the {count} provisions the search ranked highest. It quotes and orders the law; it does not interpret it. Read each provision in full through its numbered source before relying on it.",
  "note.introNone": "No AI model is configured, so this note was assembled by rule from the search results.",
  "note.answer": "Short answer",
  "note.answerQuote": "{label} {actGenitive}: {quote}",
  "note.answerDate": "From {date}: {label} {actGenitive} says {quote}",
  "note.answerDeadline": "By {date}: {label} {actGenitive} says {quote}",
  "note.answerDateParts": "Other dates apply to parts of it: {parts}",
  "note.answerNone":
    "The installed acts do not answer this question: none of the provisions found contains more than {matched} of its {total} key words. The provisions below are the nearest wording, not an answer.",
  "note.answerClosest": "The installed acts do not say this in so many words; the closest provision is {quote}",
  "note.answerOtherLawPart":
    "“{law}” is not among the installed acts, so the note cannot answer for it; for the part the installed acts govern, the closest provision is {quote}",
  "note.yes": "Yes — {answer}",
  "note.no": "No — {answer}",
  "note.yesAsARule": "As a rule, yes — {answer}",
  "note.noAsARule": "As a rule, no — {answer}",
  "note.answerNotCovered":
    "The installed acts do not answer this question: the search found no provision that shares its key words.",
  "note.answerOtherLaw":
    "The installed acts do not answer this question: it concerns “{law}”, a law that is not installed. The provisions below only share some of its words.",
  "note.namedAbsent":
    "The search did not return {references} itself: the provisions below only refer to it or share words of the question. Open the provision you named through the act before relying on them.",
  "note.noSuchProvision": "{reference} does not exist in the {act}: the installed text has no such provision.",
  "note.noLongerInForce":
    "{reference} is not part of the {act} as in force: another installed version of the act has it, so an amending act deleted or replaced it (or inserts it only later).",
  "note.verdict.prohibited": "Under the AI Act this is a prohibited practice ({subject}), prohibited since {date}.",
  "note.verdict.prohibitedFrom": "Under the AI Act this is a prohibited practice ({subject}), prohibited from {date}.",
  "note.verdict.highRisk":
    "Under the AI Act this is a high-risk AI system in the area of {subject}; the high-risk duties apply from {date}.",
  "note.verdict.highRiskInForce":
    "Under the AI Act this is a high-risk AI system in the area of {subject}; the high-risk duties have applied since {date}.",
  "note.verdict.transparency": "It carries the AI Act's transparency duty of {provisions}, applicable from {date}.",
  "note.verdict.transparencyInForce":
    "It carries the AI Act's transparency duty of {provisions}, applicable since {date}.",
  "note.verdict.gpai": "Under the AI Act this is a general-purpose AI model; its provider's duties apply from {date}.",
  "note.verdict.fine":
    "Fines up to EUR {amount} or {percent} % of total worldwide annual turnover, whichever is {which}.",
  "note.verdict.higher": "higher",
  "note.verdict.lower": "lower",
  "note.verdict.basis":
    "(The product's rule-based AI Act check applied to the words of the question; check the facts it rests on.)",
  "note.englishOpening": "The wording quoted is the English text of {acts}; no other language version is installed.",
  "note.englishText": "Quoted from the English text: {act} is installed only in English.",
  "note.provisions": "Provisions that answer the question",
  "note.weaker": "Also found by the search, but matching the question less well",
  "note.why": "Why: it contains {words} from the question.",
  "note.whyNone": "Why: ranked by the search, but it shares no word of the question; it is shown for context only.",
  "note.whyHeading": "Why: its heading “{heading}” contains {words} from the question.",
  "note.kind": "Nature: {kinds}.",
  "note.kind.prohibition": "prohibition",
  "note.kind.obligation": "obligation",
  "note.kind.definition": "definition",
  "note.kind.penalty": "penalties",
  "note.kind.exception": "contains an exception",
  "note.kind.permission": "permission",
  "note.kind.scope": "scope",
  "note.kind.classification": "classification",
  "note.kind.liability": "liability",
  "note.keySentences": "Key sentences:",
  "note.definitions": "Definitions these provisions rely on",
  "note.definitionUsedIn": "used in {labels}",
  "note.coverage": "Coverage",
  "note.notFound": "Words of the question that none of these provisions contains: {words}.",
  "note.weak":
    "The retrieved provisions do not really answer this question: none of them contains more than {matched} of its {total} key words. Rephrase the question with the statutory terms, or name the act or article you mean.",
  "note.notCovered":
    "The installed acts do not seem to cover this question: the search found no provision that shares its key words. The provisions below are only the nearest wording; check them before concluding that the acts are silent. If the question concerns another law, consult that law.",
  "note.nearest": "Nearest provisions (they may not answer the question)",
  "note.coverageWeak":
    "The search found only a partial match: the provisions below share part of the question. Read them as leads, not as the answer, and check what they leave open.",
  "note.noPassages":
    "The installed acts contain no provision that matches this question. Name the act or the article you mean, or ask about a subject these acts regulate.",
  "note.and": "and",
  "note.via": "as: {words}",
  "note.followUp.definition": "How does the {act} define “{term}”?",
  "note.followUp.annex": "What does {label} of the {act} cover ({heading})?",
  "note.followUp.obligations": "What obligations does {label} of the {act} impose ({heading})?",
  "note.followUp.penalties": "Which fines or penalties does {label} of the {act} provide for?",
  "note.followUp.heading": "What does {label} of the {act} provide on “{heading}”?",
  "note.followUp.plain": "What does {label} of the {act} provide?",
  "note.followUp.article": "What else does {label} of the {act} provide on “{heading}”?",
  "note.followUp.articleProhibitions": "Which other practices does {label} of the {act} prohibit?",
  "note.followUp.articleObligations": "Which other obligations does {label} of the {act} lay down ({heading})?",
} as const;

export const de: Record<keyof typeof en, string> = {
  "note.heading": "Recherchenotiz (ohne KI-Modell erstellt)",
  "note.question": "Frage",
  "note.intro":
    "Es ist kein KI-Modell eingerichtet; diese Notiz wurde daher regelbasiert aus den {count} Vorschriften zusammengestellt, die die Suche am höchsten bewertet hat. Sie zitiert und ordnet den Normtext, legt ihn aber nicht aus. Lesen Sie jede Vorschrift über ihre nummerierte Quelle vollständig, bevor Sie sich darauf stützen.",
  "note.introNone":
    "Es ist kein KI-Modell eingerichtet; diese Notiz wurde daher regelbasiert aus den Suchergebnissen zusammengestellt.",
  "note.answer": "Kurzantwort",
  "note.answerQuote": "{label} {actGenitive}: {quote}",
  "note.answerDate": "Ab dem {date}: {label} {actGenitive} bestimmt {quote}",
  "note.answerDeadline": "Bis zum {date}: {label} {actGenitive} bestimmt {quote}",
  "note.answerDateParts": "Für Teile gelten andere Daten: {parts}",
  "note.answerNone":
    "Die installierten Rechtsakte beantworten diese Frage nicht: Keine der gefundenen Vorschriften enthält mehr als {matched} ihrer {total} Schlüsselwörter. Die folgenden Vorschriften sind die nächstliegenden Wortlaute, keine Antwort.",
  "note.answerClosest": "Die installierten Rechtsakte sagen das nicht ausdrücklich; am nächsten kommt {quote}",
  "note.answerOtherLawPart":
    "„{law}“ gehört nicht zu den installierten Rechtsakten; dazu kann die Notiz nichts sagen. Für den Teil der Frage, den die installierten Rechtsakte regeln, kommt am nächsten {quote}",
  "note.yes": "Ja — {answer}",
  "note.no": "Nein — {answer}",
  "note.yesAsARule": "Grundsätzlich ja — {answer}",
  "note.noAsARule": "Grundsätzlich nein — {answer}",
  "note.answerNotCovered":
    "Die installierten Rechtsakte beantworten diese Frage nicht: Die Suche hat keine Vorschrift gefunden, die ihre Schlüsselwörter enthält.",
  "note.answerOtherLaw":
    "Die installierten Rechtsakte beantworten diese Frage nicht: Sie betrifft „{law}“, ein Recht, das nicht installiert ist. Die folgenden Vorschriften teilen nur einige ihrer Wörter.",
  "note.namedAbsent":
    "Die Suche hat {references} selbst nicht gefunden: Die folgenden Vorschriften verweisen nur darauf oder teilen Wörter der Frage. Lesen Sie die genannte Vorschrift im Rechtsakt nach, bevor Sie sich auf sie stützen.",
  "note.noSuchProvision":
    "{reference} gibt es in {actGenitive} nicht: Der installierte Text enthält keine solche Vorschrift.",
  "note.noLongerInForce":
    "{reference} ist in der geltenden Fassung {actGenitive} nicht enthalten: Eine andere installierte Fassung enthält die Vorschrift; ein Änderungsrechtsakt hat sie gestrichen oder ersetzt (oder fügt sie erst später ein).",
  "note.verdict.prohibited":
    "Nach der KI-Verordnung ist das eine verbotene Praktik ({subject}), verboten seit dem {date}.",
  "note.verdict.prohibitedFrom":
    "Nach der KI-Verordnung ist das eine verbotene Praktik ({subject}), verboten ab dem {date}.",
  "note.verdict.highRisk":
    "Nach der KI-Verordnung ist das ein Hochrisiko-KI-System im Bereich {subject}; die Hochrisiko-Pflichten gelten ab dem {date}.",
  "note.verdict.highRiskInForce":
    "Nach der KI-Verordnung ist das ein Hochrisiko-KI-System im Bereich {subject}; die Hochrisiko-Pflichten gelten seit dem {date}.",
  "note.verdict.transparency":
    "Es unterliegt der Transparenzpflicht der KI-Verordnung nach {provisions}, anwendbar ab dem {date}.",
  "note.verdict.transparencyInForce":
    "Es unterliegt der Transparenzpflicht der KI-Verordnung nach {provisions}, anwendbar seit dem {date}.",
  "note.verdict.gpai":
    "Nach der KI-Verordnung ist das ein KI-Modell mit allgemeinem Verwendungszweck; die Pflichten seines Anbieters gelten ab dem {date}.",
  "note.verdict.fine":
    "Geldbußen bis zu {amount} EUR oder {percent} % des gesamten weltweiten Jahresumsatzes, je nachdem, welcher Betrag {which} ist.",
  "note.verdict.higher": "höher",
  "note.verdict.lower": "niedriger",
  "note.verdict.basis":
    "(Die regelbasierte KI-VO-Prüfung des Produkts, angewandt auf die Worte der Frage; prüfen Sie die Tatsachen, auf denen sie beruht.)",
  "note.englishOpening":
    "Der zitierte Wortlaut ist der englische Text {acts}; eine deutsche Fassung ist nicht installiert.",
  "note.englishText": "Zitiert aus dem englischen Wortlaut: {act} ist nur auf Englisch installiert.",
  "note.provisions": "Vorschriften, die die Frage beantworten",
  "note.weaker": "Ebenfalls gefunden, aber weniger passend zur Frage",
  "note.why": "Warum: Sie enthält {words} aus der Frage.",
  "note.whyNone": "Warum: von der Suche gefunden, teilt aber kein Wort mit der Frage; nur zur Einordnung aufgeführt.",
  "note.whyHeading": "Warum: Ihre Überschrift „{heading}“ enthält {words} aus der Frage.",
  "note.kind": "Art der Regelung: {kinds}.",
  "note.kind.prohibition": "Verbot",
  "note.kind.obligation": "Pflicht",
  "note.kind.definition": "Begriffsbestimmung",
  "note.kind.penalty": "Sanktionen",
  "note.kind.exception": "enthält eine Ausnahme",
  "note.kind.permission": "Befugnis",
  "note.kind.scope": "Anwendungsbereich",
  "note.kind.classification": "Einstufung",
  "note.kind.liability": "Haftung",
  "note.keySentences": "Kernsätze:",
  "note.definitions": "Begriffsbestimmungen, auf die sich diese Vorschriften stützen",
  "note.definitionUsedIn": "verwendet in {labels}",
  "note.coverage": "Abdeckung",
  "note.notFound": "Wörter der Frage, die keine dieser Vorschriften enthält: {words}.",
  "note.weak":
    "Die gefundenen Vorschriften beantworten diese Frage nicht wirklich: Keine enthält mehr als {matched} ihrer {total} Schlüsselwörter. Formulieren Sie die Frage mit den Begriffen des Gesetzes oder nennen Sie den Rechtsakt oder Artikel, den Sie meinen.",
  "note.notCovered":
    "Die installierten Rechtsakte scheinen diese Frage nicht abzudecken: Die Suche hat keine Vorschrift gefunden, die ihre Schlüsselwörter enthält. Die folgenden Vorschriften sind nur die nächstliegenden Wortlaute; prüfen Sie sie, bevor Sie annehmen, dass die Rechtsakte dazu schweigen. Betrifft die Frage ein anderes Gesetz, ziehen Sie dieses heran.",
  "note.nearest": "Nächstliegende Vorschriften (sie beantworten die Frage möglicherweise nicht)",
  "note.coverageWeak":
    "Die Suche hat nur eine teilweise Übereinstimmung gefunden: Die folgenden Vorschriften betreffen einen Teil der Frage. Lesen Sie sie als Anhaltspunkte, nicht als Antwort, und prüfen Sie, was sie offenlassen.",
  "note.noPassages":
    "Die installierten Rechtsakte enthalten keine Vorschrift, die zu dieser Frage passt. Nennen Sie den Rechtsakt oder Artikel, den Sie meinen, oder fragen Sie nach einem Gegenstand, den diese Rechtsakte regeln.",
  "note.and": "und",
  "note.via": "als: {words}",
  "note.followUp.definition": "Wie definiert {actNominative} den Begriff „{term}“?",
  "note.followUp.annex": "Was erfasst {label} {actGenitive} ({heading})?",
  "note.followUp.obligations": "Welche Pflichten legt {label} {actGenitive} fest ({heading})?",
  "note.followUp.penalties": "Welche Geldbußen oder Sanktionen sieht {label} {actGenitive} vor?",
  "note.followUp.heading": "Was regelt {label} {actGenitive} zu „{heading}“?",
  "note.followUp.plain": "Was regelt {label} {actGenitive}?",
  "note.followUp.article": "Was regelt {label} {actGenitive} sonst zu „{heading}“?",
  "note.followUp.articleProhibitions": "Welche weiteren Praktiken verbietet {label} {actGenitive}?",
  "note.followUp.articleObligations": "Welche weiteren Pflichten legt {label} {actGenitive} fest ({heading})?",
};

export type NoteMessageKey = keyof typeof en;
