import type { SiteFacts } from "../site-facts.server.ts";
import { list, p, section, type LegalDocument } from "./legal-document.ts";

/** Die Datenschutzerklärung auf Deutsch; die englische Fassung (privacy-policy.en.server.ts) sagt dasselbe. */
export function privacyPolicyDe(facts: SiteFacts): LegalDocument {
  const o = facts.operator;
  const address = [o.name, o.street, o.city, o.country].join(", ");
  return {
    title: "Datenschutzerklärung",
    intro: [
      "Diese Erklärung beschreibt, welche personenbezogenen Daten Legal Calendar verarbeitet, wenn Sie diese Website besuchen, einen Kalender-Feed abonnieren, sich anmelden oder uns schreiben, warum wir das tun, wie lange wir die Daten speichern und welche Rechte Sie nach der Datenschutz-Grundverordnung (DSGVO) haben.",
    ],
    sections: [
      section(
        "controller",
        "1. Verantwortlicher",
        p(`Verantwortlicher im Sinne von Art. 4 Nr. 7 DSGVO ist ${address}, vertreten durch ${o.representative}.`),
        p(`E-Mail: [${o.email}](mailto:${o.email})${o.phone ? `, Telefon: ${o.phone}` : ""}.`),
      ),
      section(
        "server-logs",
        "2. Server-Logs",
        p(
          "Bei jedem Abruf einer Seite, einer Datei oder eines Kalender-Feeds schreibt der Server einen Log-Eintrag mit:",
        ),
        list(
          "Datum und Uhrzeit des Abrufs",
          "HTTP-Methode und abgerufenem Pfad (zum Beispiel /pricing)",
          "HTTP-Statuscode und Dauer der Antwort",
          "einer zufälligen Anfragenummer, mit der wir den Eintrag wiederfinden, wenn Sie uns einen Fehler melden",
        ),
        p(
          "Die Anwendung schreibt weder Ihre IP-Adresse noch die Kennung Ihres Browsers oder die zuvor besuchte Seite in ihre Logs. Ihre IP-Adresse wird nur so lange verarbeitet, wie es dauert, die Antwort an Ihr Gerät zu senden.",
        ),
        p(
          "Zweck und Rechtsgrundlage: sicherer Betrieb des Dienstes, Fehlersuche und Abwehr von Angriffen; unser berechtigtes Interesse nach Art. 6 Abs. 1 lit. f DSGVO.",
        ),
        p(
          `Speicherdauer: Log-Einträge werden spätestens nach ${facts.logRetentionDays} Tagen gelöscht, es sei denn, ein bestimmter Eintrag wird zur Aufklärung eines Sicherheitsvorfalls benötigt; dann wird er bis zum Abschluss der Aufklärung aufbewahrt.`,
        ),
      ),
      section(
        "cookies",
        "3. Cookies",
        p(
          "Wir setzen nur Cookies, die unbedingt erforderlich sind, um einen von Ihnen gewünschten Dienst bereitzustellen (§ 25 Abs. 2 Nr. 2 TDDDG). Deshalb fragen wir nicht nach Ihrer Einwilligung und zeigen kein Cookie-Banner:",
        ),
        list(
          `lc_session – Ihre Sitzung, nachdem Sie sich angemeldet haben. Es enthält nur eine Zufallskennung und endet, wenn Sie sich abmelden oder nach ${facts.sessionIdleMinutes} Minuten ohne Aktivität.`,
          "Ein kurzlebiges Anmelde-Cookie, das Ihre Rückkehr vom Anmeldedienst der begonnenen Anmeldung zuordnet; es wird gelöscht, sobald die Anmeldung abgeschlossen ist.",
          "lang – die Sprache, die Sie mit dem Sprachumschalter gewählt haben (Deutsch oder Englisch); es wird nur gesetzt, wenn Sie den Umschalter benutzen, und ein Jahr lang gespeichert.",
        ),
        p(
          "Andere Cookies werden nicht gesetzt, und in Ihrem Browser werden keine Daten zu Tracking- oder Werbezwecken gespeichert.",
        ),
      ),
      section(
        "analytics",
        "4. Webanalyse und Tracking",
        p(
          "Wir verwenden keine Webanalyse, keine Tracking-Pixel, keine Werbenetzwerke und keine Social-Media-Plugins. Unsere Seiten laden keine Inhalte von anderen Websites: Alle Skripte, Stylesheets, Bilder und Schriften kommen von unserem eigenen Server.",
        ),
      ),
      section(
        "fonts",
        "5. Schriftarten",
        p(
          "Die Schriftart Inter liegt auf unserem eigenen Server. Ihr Browser baut keine Verbindung zu Google Fonts oder einem anderen Schriftendienst auf, es werden also keine Daten an einen solchen Dienst übermittelt.",
        ),
      ),
      section(
        "feeds",
        "6. Kalender-Feeds und Entscheidungsseiten",
        p(
          "Kalender-Feeds und Entscheidungsseiten können Sie ohne Konto nutzen. Ihre Kalender-App ruft einen Feed regelmäßig ab; jeder Abruf wird wie jeder andere Abruf behandelt (Abschnitt 2). Wir wissen nicht, wer welchen Feed abonniert hat.",
        ),
      ),
      section(
        "accounts",
        "7. Konten und Anmeldung",
        p(
          "Sie können sich mit einem bestehenden Konto eines Anmeldedienstes anmelden (zum Beispiel Microsoft oder Google oder ein anderer von uns eingerichteter OpenID-Connect-Anbieter). Der Anbieter übermittelt uns Ihren Namen, Ihre E-Mail-Adresse, ob diese bestätigt ist, die Adresse Ihres Profilbilds und eine anbieterspezifische Kennung. Die E-Mail-Adresse verwenden wir nur, wenn der Anbieter sie als bestätigt ausweist. Ihr Passwort erhalten wir nicht. Der Anbieter verarbeitet Ihre Anmeldung nach seiner eigenen Datenschutzerklärung.",
        ),
        p(
          "Wir speichern diese Daten als Ihr Konto, zusammen mit dem Datum der Erstellung. Wenn Sie sich in die Warteliste für das Word-Add-in eintragen, speichern wir Ihre E-Mail-Adresse und Ihren Namen als Wartelisteneintrag. Für den Rechercheassistenten zählen wir Ihre Fragen, um das Nutzungskontingent anzuwenden.",
        ),
        p(
          "Zweck und Rechtsgrundlage: Bereitstellung des Kontos und der damit genutzten Dienste; Vertragserfüllung nach Art. 6 Abs. 1 lit. b DSGVO.",
        ),
        p(
          "Speicherdauer: bis Sie Ihr Konto löschen. Sitzungen enden mit der Abmeldung oder nach Ablauf der Inaktivitätszeit und werden dann gelöscht.",
        ),
        p(
          "Wenn Sie Ihr Konto löschen, bleibt eines zurück: die Zahl der Fragen, die Sie dem Rechercheassistenten gestellt haben, gespeichert unter einem nicht umkehrbaren Hashwert (SHA-256) der Adresse Ihres Anmeldedienstes und seiner Kennung für Sie, ohne Namen, E-Mail-Adresse oder Inhalte. Melden Sie sich mit demselben Konto des Anmeldedienstes erneut an, setzt das Nutzungskontingent bei dieser Zahl fort, statt neu zu beginnen. Zweck und Rechtsgrundlage: zu verhindern, dass das Nutzungskontingent durch Löschen und erneutes Anlegen eines Kontos umgangen wird; unser berechtigtes Interesse nach Art. 6 Abs. 1 lit. f DSGVO. Speicherdauer: solange wir den Rechercheassistenten mit einem Nutzungskontingent anbieten.",
        ),
      ),
      section(
        "assistant",
        "8. Rechercheassistent und KI-Modellanbieter",
        p(
          "Der Rechercheassistent speichert Ihre Projekte, Ihre Chats, Ihre Fragen und seine Antworten mit ihren Quellen in Ihrem Konto, damit Sie sie wiederfinden. Sie können einzelne Chats und Projekte löschen oder alles zusammen mit Ihrem Konto.",
        ),
        facts.aiProvider
          ? p(
              `Um eine Frage zu beantworten, senden wir Ihre Frage, die vorherigen Nachrichten desselben Chats und passende Abschnitte von Rechtstexten an unseren KI-Modellanbieter ${facts.aiProvider}. Der Anbieter verarbeitet diese Daten in unserem Auftrag als Auftragsverarbeiter auf Grundlage eines Auftragsverarbeitungsvertrags (Art. 28 DSGVO) und nur, um die Antwort zu erzeugen. Bitte geben Sie in Ihren Fragen keine Mandantennamen oder andere vertrauliche Daten ein. Verarbeitet der Anbieter Daten außerhalb der EU oder des EWR, erfolgt die Übermittlung auf Grundlage eines Angemessenheitsbeschlusses der Europäischen Kommission oder von Standardvertragsklauseln (Art. 44 ff. DSGVO).`,
            )
          : p(
              "Der Rechercheassistent ist derzeit mit keinem KI-Modellanbieter verbunden. Es werden keine Daten an einen solchen Anbieter gesendet. Sollten wir einen anbinden, nennt dieser Abschnitt ihn, bevor Daten übermittelt werden.",
            ),
        p("Rechtsgrundlage: Vertragserfüllung nach Art. 6 Abs. 1 lit. b DSGVO."),
      ),
      section(
        "contact",
        "9. Kontaktaufnahme",
        p(
          "Wenn Sie uns eine E-Mail schreiben, verwenden wir Ihre E-Mail-Adresse, Ihren Namen und den Inhalt Ihrer Nachricht, um Ihr Anliegen zu beantworten. Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO, wenn Ihr Anliegen einen Vertrag betrifft, sonst unser berechtigtes Interesse an der Beantwortung von Anfragen nach Art. 6 Abs. 1 lit. f DSGVO.",
        ),
        p(
          "Wir löschen die Korrespondenz, sobald Ihr Anliegen erledigt ist, es sei denn, gesetzliche Aufbewahrungsfristen (zum Beispiel für Geschäftsbriefe nach Handels- und Steuerrecht, sechs oder zehn Jahre) verpflichten uns, sie aufzubewahren.",
        ),
      ),
      section(
        "recipients",
        "10. Empfänger und Auftragsverarbeiter",
        p(
          "Ihre Daten liegen in der Datenbank dieses Dienstes auf Servern, die wir selbst betreiben oder von einem Hosting-Anbieter auf Grundlage eines Auftragsverarbeitungsvertrags für uns betreiben lassen.",
        ),
        p(
          facts.aiProvider
            ? `Fragen an den Rechercheassistenten gehen an ${facts.aiProvider} (Abschnitt 8). Weitere Empfänger gibt es nicht.`
            : "Weitere Empfänger gibt es nicht.",
        ),
        p("Wir verkaufen keine personenbezogenen Daten und nutzen sie nicht für Werbung."),
      ),
      section(
        "rights",
        "11. Ihre Rechte",
        p("Nach der DSGVO haben Sie das Recht"),
        list(
          "auf Auskunft über die bei uns gespeicherten Daten (Art. 15),",
          "auf Berichtigung unrichtiger Daten (Art. 16),",
          "auf Löschung Ihrer Daten (Art. 17),",
          "auf Einschränkung der Verarbeitung (Art. 18),",
          "darauf, dass wir jede solche Berichtigung, Löschung oder Einschränkung allen Empfängern Ihrer Daten mitteilen, und auf Unterrichtung über diese Empfänger (Art. 19),",
          "Ihre Daten in einem strukturierten, maschinenlesbaren Format zu erhalten (Art. 20) und",
          "der Verarbeitung auf Grundlage unserer berechtigten Interessen zu widersprechen (Art. 21).",
        ),
        p(
          "Im Produkt: Auf Ihrer [Kontoseite](/account) können Sie jederzeit alle in Ihrem Konto gespeicherten Daten als Datei exportieren (Auskunft und Datenübertragbarkeit) und Ihr Konto mit allen Daten löschen (Löschung), bis auf die in Abschnitt 7 beschriebene Zahl Ihrer Fragen. Name und E-Mail-Adresse stammen von Ihrem Anmeldedienst; ändern Sie sie dort, werden sie bei der nächsten Anmeldung übernommen.",
        ),
        p(
          `Für alles andere schreiben Sie an [${o.email}](mailto:${o.email}). Wir antworten innerhalb eines Monats (Art. 12 Abs. 3 DSGVO).`,
        ),
      ),
      section(
        "complaint",
        "12. Beschwerderecht",
        p(
          `Sie haben das Recht, sich bei einer Aufsichtsbehörde zu beschweren (Art. 77 DSGVO). Die für uns zuständige Behörde ist: ${facts.supervisoryAuthority}.`,
        ),
      ),
      section(
        "automated",
        "13. Keine automatisierten Entscheidungen",
        p(
          "Wir treffen keine ausschließlich automatisierten Entscheidungen, die Ihnen gegenüber rechtliche Wirkung entfalten oder Sie in ähnlicher Weise erheblich beeinträchtigen (Art. 22 DSGVO).",
        ),
      ),
      section(
        "changes",
        "14. Änderungen",
        p(
          "Wir passen diese Erklärung an, wenn sich der Dienst oder die Rechtslage ändert. Die aktuelle Fassung steht immer auf dieser Seite.",
        ),
      ),
    ],
  };
}
