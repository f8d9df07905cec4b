/**
 * Text of the site area (landing, pricing, contact, legal pages). Keys start with "site.".
 * The long legal documents (privacy policy, GDPR page) are not here: they are server-side
 * content in app/domain/site/legal/ so that they never reach the browser bundle (ADR 041).
 */
export const en = {
  "site.home.metaTitle": "Legal Calendar – German court decisions in your calendar",
  "site.home.metaDescription":
    "Free iCalendar feeds of new German court decisions by region and court branch, with decision pages and an EU-law research assistant.",
  "site.home.eyebrow": "For lawyers in Germany",
  "site.home.title": "Track new German court decisions in the calendar you already use",
  "site.home.lead":
    "Subscribe to a free calendar feed for your region and area of law. Every new decision appears on the day it was handed down, with a link to its headnote and full text.",
  "site.home.cta": "Add Your Free Calendar",
  "site.home.secondaryCta": "See pricing",
  "site.home.benefitsTitle": "Why lawyers use it",
  "site.home.benefit1.title": "Every court, one feed",
  "site.home.benefit1.text":
    "Federal and state courts, filtered by region and branch: ordinary, labour, administrative, social, finance and constitutional courts.",
  "site.home.benefit2.title": "Works in your calendar",
  "site.home.benefit2.text":
    "Outlook, Apple Calendar, Google Calendar, Thunderbird: any app that subscribes to iCalendar (.ics) feeds.",
  "site.home.benefit3.title": "Made in Germany, privacy first",
  "site.home.benefit3.text":
    "No account needed for feeds, no tracking, no third-party requests. Hosted by an operator in Germany.",
  "site.home.pricingTitle": "Pricing",
  "site.home.pricingLead": "The calendar is free. The Word add-in is on its way.",
  "site.home.productsTitle": "More than a calendar",
  "site.home.product.decisions.title": "Search court decisions",
  "site.home.product.decisions.text":
    "Find German court decisions by words, court, date or file number, with their full texts where the courts publish them.",
  "site.home.product.assistant.title": "Research assistant for EU law",
  "site.home.product.assistant.text":
    "Ask about the AI Act, the DSM Copyright Directive and the Product Liability Directives; every answer cites the provisions. Sign-in required.",
  "site.home.product.aiAct.title": "AI Act check",
  "site.home.product.aiAct.text":
    "Answer a few questions about an AI system and see its risk class, your role and the obligations that follow, with their dates.",

  "site.calendar.title": "Sample calendar",
  "site.calendar.lead": "A month of real decisions from our database, as they appear in your subscribed calendar.",
  "site.calendar.caption": "Court decisions in {month}",
  "site.calendar.count": "{count} decisions in {month}.",
  "site.calendar.countOne": "1 decision in {month}.",
  "site.calendar.more": "+{count} more",
  "site.calendar.moreLabel": "{count} more decisions on this day",
  "site.calendar.empty":
    "No decisions have been imported yet, so this calendar is still empty. It fills as soon as the first court decisions are imported.",
  "site.calendar.agendaLabel": "Decisions in {month}, by day",

  "site.plans.free.name": "Free",
  "site.plans.free.price": "0 EUR",
  "site.plans.free.period": "per month",
  "site.plans.free.description": "Everything you need to follow the case law of your field.",
  "site.plans.free.feature1": "Calendar feeds for every federal state and court branch",
  "site.plans.free.feature2": "Decision pages with headnote, operative part and full text",
  "site.plans.free.feature3": "Search across all imported decisions",
  "site.plans.free.feature4": "EU-law research assistant with a free account (monthly question limit)",
  "site.plans.free.feature5": "No tracking, no advertising",
  "site.plans.free.cta": "Add Your Free Calendar",
  "site.plans.word.name": "Microsoft Word Add-in",
  "site.plans.word.badge": "Coming Soon",
  "site.plans.word.price": "Price to be announced",
  "site.plans.word.description": "Cite and check German decisions without leaving your brief.",
  "site.plans.word.feature1": "Insert decisions with court, date, file number and ECLI",
  "site.plans.word.feature2": "See new decisions on the provisions your document cites",
  "site.plans.word.feature3": "Ask the research assistant from the side panel",
  "site.plans.word.cta": "Join the Waitlist",

  "site.pricing.metaTitle": "Pricing – Legal Calendar",
  "site.pricing.metaDescription":
    "Legal Calendar is free: court decision feeds, decision pages and search for 0 EUR per month. The Microsoft Word add-in is coming soon.",
  "site.pricing.title": "Simple, transparent pricing",
  "site.pricing.lead": "Start for free today. Join the waitlist to be among the first to use the Word add-in.",
  "site.pricing.plansTitle": "Plans",
  "site.pricing.faqTitle": "Frequently asked questions",
  "site.pricing.faq1.q": "Is the free plan really free?",
  "site.pricing.faq1.a":
    "Yes. Calendar feeds, decision pages and search cost nothing and need no payment details. Feeds do not even need an account.",
  "site.pricing.faq2.q": "Which calendar apps are supported?",
  "site.pricing.faq2.a":
    "Every app that can subscribe to an iCalendar (.ics) address: Microsoft Outlook, Apple Calendar, Google Calendar, Thunderbird and most mobile calendars.",
  "site.pricing.faq3.q": "When will the Word add-in be available?",
  "site.pricing.faq3.a":
    "We are building it now. People on the waitlist are told first, and its price will be published before anyone is asked to pay.",
  "site.pricing.faq4.q": "What happens when I join the waitlist?",
  "site.pricing.faq4.a":
    "You sign in with your work account, and we note your e-mail address for the add-in. We only write to you about the add-in, and you can delete your account and entry at any time.",
  "site.pricing.closingTitle": "Ready to follow the case law?",
  "site.pricing.closingText": "Choose your region and court branch and subscribe in under a minute.",

  "site.contact.metaTitle": "Contact – Legal Calendar",
  "site.contact.metaDescription": "Write to the Legal Calendar team in Munich. We'll respond within 24 hours.",
  "site.contact.title": "Contact us",
  "site.contact.lead": "Questions about the feeds, the research assistant or your data? Write to us.",
  "site.contact.response": "We'll respond within 24 hours",
  "site.contact.responseDetail": "on working days, usually much sooner.",
  "site.contact.emailTitle": "E-mail",
  "site.contact.phoneTitle": "Phone",
  "site.contact.officeTitle": "Office",
  "site.contact.privacyNote": "For requests about your personal data, see our {link}.",
  "site.contact.privacyLink": "privacy policy",
  "site.contact.faqTitle": "Frequently asked questions",
  "site.contact.faq1.q": "A decision is missing or wrong. What should I do?",
  "site.contact.faq1.a":
    "Send us the court, the date and the file number. We check the source and correct the entry; your calendar picks up the change automatically.",
  "site.contact.faq2.q": "How do I cancel a calendar subscription?",
  "site.contact.faq2.a":
    "Remove the subscribed calendar in your calendar app. Feeds have no account behind them, so there is nothing else to cancel.",
  "site.contact.faq3.q": "How do I get or delete the data stored about me?",
  "site.contact.faq3.a":
    "Signed-in users can export or delete their data on the account page at any time. You can also write to us by e-mail.",

  "site.privacy.metaTitle": "Privacy Policy – Legal Calendar",
  "site.privacy.metaDescription":
    "How Legal Calendar processes personal data: server logs, the session cookie, accounts, the research assistant and your rights under the GDPR.",
  "site.privacy.otherLanguage": "Diese Datenschutzerklärung auf Deutsch lesen",
  "site.privacy.contents": "Contents",
  "site.privacy.updated": "Last updated: {date}",

  "site.gdpr.metaTitle": "GDPR Compliance – Legal Calendar",
  "site.gdpr.metaDescription":
    "In plain language: what Legal Calendar stores about you, where, for how long, which processors it uses, and how to export or delete your data.",
  "site.gdpr.otherLanguage": "Diese Seite auf Deutsch lesen",

  "site.impressum.metaTitle": "Legal Notice (Impressum) – Legal Calendar",
  "site.impressum.metaDescription":
    "Legal notice of Legal Calendar under section 5 of the German Digital Services Act (DDG).",
  "site.impressum.title": "Legal notice (Impressum)",
  "site.impressum.provider": "Information under section 5 of the German Digital Services Act (DDG)",
  "site.impressum.representedBy": "Represented by",
  "site.impressum.contact": "Contact",
  "site.impressum.email": "E-mail",
  "site.impressum.phone": "Phone",
  "site.impressum.register": "Commercial register",
  "site.impressum.vatId": "VAT identification number under section 27a of the German VAT Act",
  "site.impressum.responsible":
    "Responsible for content under section 18(2) of the German Interstate Media Treaty (MStV)",
  "site.impressum.disputeTitle": "Consumer dispute resolution",
  "site.impressum.disputeText":
    "We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (section 36 VSBG).",
  "site.impressum.liabilityTitle": "Court decisions",
  "site.impressum.liabilityText":
    "Court decisions are official works without copyright (section 5 of the German Copyright Act). We import them from the official sources with care but cannot guarantee that they are complete or current; the version published by the court is authoritative.",
  "site.impressum.exampleNotice":
    "These are example details. The operator sets the real ones in the OPERATOR_* configuration.",
  "site.rateLimit.signIn": "Too many sign-in attempts. Try again in {seconds} seconds.",
  "site.rateLimit.keywordFeeds": "Too many keyword feed requests. Try again in {seconds} seconds.",
  "site.rateLimit.decisionSearch": "Too many searches from your address. Try again in {seconds} seconds.",
  "site.error.bodyTooLarge": "The request is too large: at most {kilobytes} KB are accepted.",
  "site.error.badQuery":
    "The address contains a character that is not allowed (a NUL character). Please check the link.",
  "site.error.badPath":
    'The address is not in its plain form (it contains "/./", "/../", a backslash, a NUL character or a broken %-escape). Please use the link as the site gives it.',
  "site.error.badForm": "This request could not be read as a form. Please use the form on the page.",
} as const;

export const de: Record<keyof typeof en, string> = {
  "site.home.metaTitle": "Legal Calendar – Deutsche Gerichtsentscheidungen in Ihrem Kalender",
  "site.home.metaDescription":
    "Kostenlose iCalendar-Feeds neuer deutscher Gerichtsentscheidungen nach Bundesland und Gerichtsbarkeit, mit Entscheidungsseiten und einem Rechercheassistenten zum EU-Recht.",
  "site.home.eyebrow": "Für Anwältinnen und Anwälte in Deutschland",
  "site.home.title": "Neue Gerichtsentscheidungen im Kalender, den Sie ohnehin nutzen",
  "site.home.lead":
    "Abonnieren Sie einen kostenlosen Kalender-Feed für Ihr Bundesland und Ihr Rechtsgebiet. Jede neue Entscheidung erscheint an ihrem Verkündungstag, mit Link zu Leitsatz und Volltext.",
  "site.home.cta": "Kostenlosen Kalender hinzufügen",
  "site.home.secondaryCta": "Preise ansehen",
  "site.home.benefitsTitle": "Warum Kanzleien ihn nutzen",
  "site.home.benefit1.title": "Alle Gerichte, ein Feed",
  "site.home.benefit1.text":
    "Bundes- und Landesgerichte, gefiltert nach Bundesland und Gerichtsbarkeit: ordentliche, Arbeits-, Verwaltungs-, Sozial-, Finanz- und Verfassungsgerichte.",
  "site.home.benefit2.title": "Funktioniert in Ihrem Kalender",
  "site.home.benefit2.text":
    "Outlook, Apple Kalender, Google Kalender, Thunderbird: jede App, die iCalendar-Feeds (.ics) abonnieren kann.",
  "site.home.benefit3.title": "Aus Deutschland, datensparsam",
  "site.home.benefit3.text":
    "Kein Konto für Feeds nötig, kein Tracking, keine Anfragen an Dritte. Betrieben von einem Anbieter in Deutschland.",
  "site.home.pricingTitle": "Preise",
  "site.home.pricingLead": "Der Kalender ist kostenlos. Das Word-Add-in ist in Arbeit.",
  "site.home.productsTitle": "Mehr als ein Kalender",
  "site.home.product.decisions.title": "Gerichtsentscheidungen durchsuchen",
  "site.home.product.decisions.text":
    "Deutsche Gerichtsentscheidungen nach Stichwort, Gericht, Datum oder Aktenzeichen finden, mit Volltext, wo die Gerichte ihn veröffentlichen.",
  "site.home.product.assistant.title": "Rechercheassistent für EU-Recht",
  "site.home.product.assistant.text":
    "Fragen zur KI-Verordnung, zur DSM-Urheberrechtsrichtlinie und zu den Produkthaftungsrichtlinien; jede Antwort belegt die Vorschriften. Mit Anmeldung.",
  "site.home.product.aiAct.title": "AI-Act-Check",
  "site.home.product.aiAct.text":
    "Einige Fragen zu einem KI-System beantworten und Risikoklasse, Ihre Rolle und die Pflichten mit ihren Fristen sehen.",

  "site.calendar.title": "Beispielkalender",
  "site.calendar.lead":
    "Ein Monat echter Entscheidungen aus unserer Datenbank, so wie sie in Ihrem abonnierten Kalender erscheinen.",
  "site.calendar.caption": "Gerichtsentscheidungen im {month}",
  "site.calendar.count": "{count} Entscheidungen im {month}.",
  "site.calendar.countOne": "1 Entscheidung im {month}.",
  "site.calendar.more": "+{count} weitere",
  "site.calendar.moreLabel": "{count} weitere Entscheidungen an diesem Tag",
  "site.calendar.empty":
    "Es wurden noch keine Entscheidungen importiert, deshalb ist dieser Kalender noch leer. Er füllt sich, sobald die ersten Gerichtsentscheidungen importiert sind.",
  "site.calendar.agendaLabel": "Entscheidungen im {month}, nach Tagen",

  "site.plans.free.name": "Kostenlos",
  "site.plans.free.price": "0 EUR",
  "site.plans.free.period": "pro Monat",
  "site.plans.free.description": "Alles, was Sie brauchen, um die Rechtsprechung Ihres Fachgebiets zu verfolgen.",
  "site.plans.free.feature1": "Kalender-Feeds für jedes Bundesland und jede Gerichtsbarkeit",
  "site.plans.free.feature2": "Entscheidungsseiten mit Leitsatz, Tenor und Volltext",
  "site.plans.free.feature3": "Suche in allen importierten Entscheidungen",
  "site.plans.free.feature4": "Rechercheassistent zum EU-Recht mit kostenlosem Konto (monatliches Fragenkontingent)",
  "site.plans.free.feature5": "Kein Tracking, keine Werbung",
  "site.plans.free.cta": "Kostenlosen Kalender hinzufügen",
  "site.plans.word.name": "Microsoft Word Add-in",
  "site.plans.word.badge": "Demnächst verfügbar",
  "site.plans.word.price": "Preis wird noch bekannt gegeben",
  "site.plans.word.description": "Deutsche Entscheidungen zitieren und prüfen, ohne den Schriftsatz zu verlassen.",
  "site.plans.word.feature1": "Entscheidungen mit Gericht, Datum, Aktenzeichen und ECLI einfügen",
  "site.plans.word.feature2": "Neue Entscheidungen zu den Normen sehen, die Ihr Dokument zitiert",
  "site.plans.word.feature3": "Den Rechercheassistenten aus der Seitenleiste fragen",
  "site.plans.word.cta": "Auf die Warteliste",

  "site.pricing.metaTitle": "Preise – Legal Calendar",
  "site.pricing.metaDescription":
    "Legal Calendar ist kostenlos: Entscheidungs-Feeds, Entscheidungsseiten und Suche für 0 EUR im Monat. Das Microsoft Word Add-in ist demnächst verfügbar.",
  "site.pricing.title": "Einfache, transparente Preise",
  "site.pricing.lead":
    "Starten Sie heute kostenlos. Tragen Sie sich in die Warteliste ein, um das Word-Add-in als Erste zu nutzen.",
  "site.pricing.plansTitle": "Tarife",
  "site.pricing.faqTitle": "Häufige Fragen",
  "site.pricing.faq1.q": "Ist der kostenlose Tarif wirklich kostenlos?",
  "site.pricing.faq1.a":
    "Ja. Kalender-Feeds, Entscheidungsseiten und Suche kosten nichts und brauchen keine Zahlungsdaten. Für Feeds brauchen Sie nicht einmal ein Konto.",
  "site.pricing.faq2.q": "Welche Kalender-Apps werden unterstützt?",
  "site.pricing.faq2.a":
    "Jede App, die eine iCalendar-Adresse (.ics) abonnieren kann: Microsoft Outlook, Apple Kalender, Google Kalender, Thunderbird und die meisten Kalender auf dem Smartphone.",
  "site.pricing.faq3.q": "Wann ist das Word-Add-in verfügbar?",
  "site.pricing.faq3.a":
    "Wir entwickeln es gerade. Wer auf der Warteliste steht, erfährt es zuerst, und der Preis wird veröffentlicht, bevor jemand etwas bezahlen muss.",
  "site.pricing.faq4.q": "Was passiert, wenn ich mich auf die Warteliste setze?",
  "site.pricing.faq4.a":
    "Sie melden sich mit Ihrem Arbeitskonto an, und wir vermerken Ihre E-Mail-Adresse für das Add-in. Wir schreiben Ihnen nur zum Add-in, und Sie können Ihr Konto und den Eintrag jederzeit löschen.",
  "site.pricing.closingTitle": "Bereit, die Rechtsprechung zu verfolgen?",
  "site.pricing.closingText":
    "Wählen Sie Bundesland und Gerichtsbarkeit und abonnieren Sie in weniger als einer Minute.",

  "site.contact.metaTitle": "Kontakt – Legal Calendar",
  "site.contact.metaDescription":
    "Schreiben Sie dem Legal-Calendar-Team in München. Wir antworten innerhalb von 24 Stunden.",
  "site.contact.title": "Kontakt",
  "site.contact.lead": "Fragen zu den Feeds, zum Rechercheassistenten oder zu Ihren Daten? Schreiben Sie uns.",
  "site.contact.response": "Wir antworten innerhalb von 24 Stunden",
  "site.contact.responseDetail": "an Werktagen, meist deutlich schneller.",
  "site.contact.emailTitle": "E-Mail",
  "site.contact.phoneTitle": "Telefon",
  "site.contact.officeTitle": "Büro",
  "site.contact.privacyNote": "Für Anfragen zu Ihren personenbezogenen Daten lesen Sie bitte unsere {link}.",
  "site.contact.privacyLink": "Datenschutzerklärung",
  "site.contact.faqTitle": "Häufige Fragen",
  "site.contact.faq1.q": "Eine Entscheidung fehlt oder ist falsch. Was tun?",
  "site.contact.faq1.a":
    "Schicken Sie uns Gericht, Datum und Aktenzeichen. Wir prüfen die Quelle und korrigieren den Eintrag; Ihr Kalender übernimmt die Änderung automatisch.",
  "site.contact.faq2.q": "Wie kündige ich ein Kalender-Abonnement?",
  "site.contact.faq2.a":
    "Entfernen Sie den abonnierten Kalender in Ihrer Kalender-App. Hinter Feeds steht kein Konto, es gibt also nichts weiter zu kündigen.",
  "site.contact.faq3.q": "Wie erhalte oder lösche ich die über mich gespeicherten Daten?",
  "site.contact.faq3.a":
    "Angemeldete Nutzer können ihre Daten jederzeit auf der Kontoseite exportieren oder löschen. Sie können uns auch eine E-Mail schreiben.",

  "site.privacy.metaTitle": "Datenschutzerklärung – Legal Calendar",
  "site.privacy.metaDescription":
    "Wie Legal Calendar personenbezogene Daten verarbeitet: Server-Logs, Sitzungscookie, Konten, Rechercheassistent und Ihre Rechte nach der DSGVO.",
  "site.privacy.otherLanguage": "Read this privacy policy in English",
  "site.privacy.contents": "Inhalt",
  "site.privacy.updated": "Stand: {date}",

  "site.gdpr.metaTitle": "DSGVO-Konformität – Legal Calendar",
  "site.gdpr.metaDescription":
    "In einfacher Sprache: was Legal Calendar über Sie speichert, wo, wie lange, welche Auftragsverarbeiter beteiligt sind und wie Sie Ihre Daten exportieren oder löschen.",
  "site.gdpr.otherLanguage": "Read this page in English",

  "site.impressum.metaTitle": "Impressum – Legal Calendar",
  "site.impressum.metaDescription": "Impressum von Legal Calendar, Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG).",
  "site.impressum.title": "Impressum",
  "site.impressum.provider": "Angaben gemäß § 5 DDG",
  "site.impressum.representedBy": "Vertreten durch",
  "site.impressum.contact": "Kontakt",
  "site.impressum.email": "E-Mail",
  "site.impressum.phone": "Telefon",
  "site.impressum.register": "Registereintrag",
  "site.impressum.vatId": "Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG",
  "site.impressum.responsible": "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
  "site.impressum.disputeTitle": "Verbraucherstreitbeilegung",
  "site.impressum.disputeText":
    "Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).",
  "site.impressum.liabilityTitle": "Gerichtsentscheidungen",
  "site.impressum.liabilityText":
    "Gerichtsentscheidungen sind amtliche Werke ohne Urheberrechtsschutz (§ 5 UrhG). Wir übernehmen sie sorgfältig aus den amtlichen Quellen, können aber nicht gewährleisten, dass sie vollständig und aktuell sind; maßgeblich ist die vom Gericht veröffentlichte Fassung.",
  "site.impressum.exampleNotice":
    "Dies sind Beispielangaben. Der Betreiber setzt die echten Angaben in der Konfiguration OPERATOR_*.",
  "site.rateLimit.signIn": "Zu viele Anmeldeversuche. Bitte versuchen Sie es in {seconds} Sekunden erneut.",
  "site.rateLimit.keywordFeeds":
    "Zu viele Anfragen nach Stichwort-Feeds. Bitte versuchen Sie es in {seconds} Sekunden erneut.",
  "site.rateLimit.decisionSearch":
    "Zu viele Suchanfragen von Ihrer Adresse. Bitte versuchen Sie es in {seconds} Sekunden erneut.",
  "site.error.bodyTooLarge": "Die Anfrage ist zu groß: Es werden höchstens {kilobytes} KB angenommen.",
  "site.error.badQuery":
    "Die Adresse enthält ein nicht erlaubtes Zeichen (ein NUL-Zeichen). Bitte prüfen Sie den Link.",
  "site.error.badPath":
    'Die Adresse ist nicht in ihrer einfachen Form (sie enthält "/./", "/../", einen Backslash, ein NUL-Zeichen oder eine fehlerhafte %-Kodierung). Bitte verwenden Sie den Link so, wie die Website ihn angibt.',
  "site.error.badForm":
    "Diese Anfrage konnte nicht als Formular gelesen werden. Bitte verwenden Sie das Formular auf der Seite.",
};
