import type { SiteFacts } from "../site-facts.server.ts";
import { list, p, section, type LegalDocument } from "./legal-document.ts";

/** Die DSGVO-Seite in einfacher Sprache, auf Deutsch (gdpr.en.server.ts ist die englische). */
export function gdprDe(facts: SiteFacts): LegalDocument {
  const email = facts.operator.email;
  return {
    title: "DSGVO-Konformität in einfacher Sprache",
    intro: [
      "Kurze Antworten auf die Fragen, die wir selbst stellen würden: Was speichert ihr über mich, wo, wie lange, wer sieht es noch, und wie bekomme ich es oder werde es los? Die verbindlichen Einzelheiten stehen in unserer [Datenschutzerklärung](/privacy-policy).",
    ],
    sections: [
      section(
        "without-account",
        "Ohne Konto",
        p(
          `Zum Lesen der Seiten und zum Abonnieren von Kalender-Feeds brauchen Sie kein Konto. Wir speichern dabei nichts über Sie außer kurzen Server-Logs (Datum, Uhrzeit, abgerufener Pfad, Statuscode; keine IP-Adresse), die nach ${facts.logRetentionDays} Tagen gelöscht werden.`,
        ),
      ),
      section(
        "stored",
        "Was wir pro Nutzer speichern",
        p("Sobald Sie sich anmelden, enthält Ihr Konto:"),
        list(
          "Ihren Namen, Ihre E-Mail-Adresse und die Adresse Ihres Profilbilds, so wie Ihr Anmeldedienst sie übermittelt hat, und die Kennung, unter der der Dienst Sie führt",
          "wann das Konto angelegt wurde",
          `Ihre Sitzungen: eine gehashte Zufallskennung und Zeitstempel; eine Sitzung endet mit der Abmeldung oder nach ${facts.sessionIdleMinutes} Minuten ohne Aktivität`,
          "Ihren Wartelisteneintrag für das Word-Add-in, falls Sie sich eingetragen haben (E-Mail-Adresse, Name, Datum)",
          "Ihre Projekte, Chats, Fragen und Antworten im Rechercheassistenten mit ihren Quellen",
          "wie viele Fragen Sie dem Rechercheassistenten gestellt haben (für das Nutzungskontingent)",
        ),
        p(
          "Wir speichern keine Passwörter, keine Zahlungsdaten, keine Tracking-Daten und keine Liste der Feeds, die Sie abonnieren.",
        ),
      ),
      section(
        "where",
        "Wo die Daten liegen",
        p(
          "In der Datenbank dieses Dienstes, auf Servern, die wir selbst betreiben oder die ein Hosting-Anbieter auf Grundlage eines Auftragsverarbeitungsvertrags für uns betreibt. Ihr Browser speichert nur die in der Datenschutzerklärung genannten Cookies: Ihre Sitzung, ein kurzlebiges Anmelde-Cookie und, wenn Sie den Sprachumschalter benutzt haben, Ihre Sprache.",
        ),
      ),
      section(
        "how-long",
        "Wie lange wir sie speichern",
        list(
          "Kontodaten, Wartelisteneintrag und Daten des Rechercheassistenten: bis Sie sie oder Ihr Konto löschen",
          "Sitzungen: bis Sie sich abmelden oder die Sitzung abläuft",
          `Server-Logs: ${facts.logRetentionDays} Tage`,
          "E-Mails an uns: bis Ihr Anliegen erledigt ist, es sei denn, Handels- oder Steuerrecht verlangt eine längere Aufbewahrung",
        ),
      ),
      section(
        "processors",
        "Wer die Daten noch verarbeitet",
        list(
          "unser Hosting-Anbieter, der die Server betreibt (Auftragsverarbeiter nach Art. 28 DSGVO)",
          facts.aiProvider
            ? `${facts.aiProvider}, unser KI-Modellanbieter: erhält Ihre Fragen an den Rechercheassistenten und den zugehörigen Chat, nur um sie zu beantworten (Auftragsverarbeiter nach Art. 28 DSGVO)`
            : "kein KI-Modellanbieter: Der Rechercheassistent ist derzeit mit keinem verbunden",
        ),
        p(
          "Ihr Anmeldedienst (zum Beispiel Microsoft oder Google) ist nicht unser Auftragsverarbeiter: Er ist der Dienst, mit dem Sie nachweisen, wer Sie sind, und handelt nach seiner eigenen Datenschutzerklärung. Wir nutzen keine Analyse-, Werbe- oder Social-Media-Dienste.",
        ),
      ),
      section(
        "export-delete",
        "So exportieren oder löschen Sie Ihre Daten",
        list(
          "Export: Wählen Sie auf Ihrer [Kontoseite](/account) den Export. Sie erhalten eine Datei mit allem, was Ihr Konto enthält.",
          "Löschen: Löschen Sie auf derselben Seite Ihr Konto. Konto, Sitzungen, Wartelisteneintrag, Projekte, Chats und Nutzungszähler werden sofort gelöscht.",
          `Alles andere, oder kein Zugang zum Konto: Schreiben Sie an [${email}](mailto:${email}). Wir antworten an Werktagen innerhalb von 24 Stunden und erledigen Anfragen spätestens innerhalb eines Monats.`,
        ),
      ),
      section(
        "complaints",
        "Wenn Sie nicht zufrieden sind",
        p(
          `Sagen Sie es zuerst uns unter [${email}](mailto:${email}). Sie können sich auch bei der Datenschutz-Aufsichtsbehörde beschweren: ${facts.supervisoryAuthority}.`,
        ),
      ),
    ],
  };
}
