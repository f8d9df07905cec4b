/** Everyday words for provisions of the AI Act, Articles 50–113 and Annexes (document expansion; written from the acts' text). */
export const aiActParaphrases2: Record<string, { en: string; de: string }> = {
  "AI:art_50": {
    en: "transparency duties; disclosure requirements; label AI content; chatbot disclosure; watermarking; deepfake labelling; tell people it is AI; AI-generated content notice; synthetic media; generative AI output marking; limited-risk AI; bot transparency; AI label; must I say my content was made with AI",
    de: "Transparenzpflichten; Kennzeichnungspflicht; KI-Kennzeichnung; Chatbot; Deepfake; Wasserzeichen; KI-generierte Inhalte kennzeichnen; Offenlegungspflicht; generative KI; begrenztes Risiko; Hinweispflicht",
  },
  "AI:art_50.par_1": {
    en: "a chatbot must say it is a bot; disclose AI to users; tell customers they are talking to a machine; virtual assistant; voice assistant; customer service bot; conversational agent; human or machine; bot disclosure; AI companion app; LLM assistant; notice that you are chatting with an AI; not a real person; obvious-from-context exception",
    de: "Chatbot; Bot muss sich zu erkennen geben; Hinweis auf KI im Gespräch; Sprachassistent; Kundenservice-Bot; virtueller Assistent; Mensch oder Maschine; kein echter Mensch; KI-Chat Hinweispflicht; Offenlegung gegenüber Nutzern",
  },
  "AI:art_50.par_2": {
    en: "watermarking; watermark AI images; label AI-generated pictures; metadata tagging; content provenance; C2PA; fingerprinting; content credentials; image generator; text generator; voice cloning; synthetic media marking; generative model provider; exception for editing assistance; spell check exception; detect AI-made content",
    de: "Wasserzeichen; maschinenlesbare Kennzeichnung; KI-generierte Bilder kennzeichnen; Metadaten; Herkunftsnachweis; synthetische Inhalte; generative KI; Bildgenerator; Textgenerator; Stimmenklon; Erkennbarkeit KI-Inhalte",
  },
  "AI:art_50.par_3": {
    en: "tell people emotion AI is used; emotion detection notice; mood detection; facial analysis; camera estimating age or gender; sentiment from faces or voice; inform employees or customers; affect recognition; notify those affected; GDPR for biometric data; signage in store",
    de: "Emotionserkennung; biometrische Kategorisierung; Informationspflicht Betreiber; Gesichtsanalyse; Stimmungserkennung; Betroffene informieren; Kamera erkennt Gefühle; DSGVO; Hinweisschild",
  },
  "AI:art_50.par_4": {
    en: "deepfake disclosure; label fake video; face swap; manipulated photo; synthetic voice; fake audio; AI-written news article; journalism; disclose AI-written text on public-interest topics; satire exception; art and fiction exception; editorial review exception; press publisher; misinformation; doctored media",
    de: "Deepfake kennzeichnen; manipulierte Videos; gefälschte Bilder; KI-generierte Texte veröffentlichen; Nachrichten; Journalismus; Satire; Kunstvorbehalt; redaktionelle Kontrolle; Desinformation; Offenlegungspflicht Betreiber",
  },
  "AI:art_50.par_5": {
    en: "when to inform users; timing of the notice; at first contact; at first use; clear and visible label; accessible format; barrier-free notice; how the disclosure must look; format of AI notice; when must users be told",
    de: "Zeitpunkt der Information; spätestens bei erster Interaktion; klar und eindeutig; barrierefrei; Barrierefreiheit; Hinweis gestalten; Form der Kennzeichnung",
  },
  "AI:art_50.par_7": {
    en: "code of practice on labelling AI content; watermarking code; marking and detection guidelines; industry standard for deepfake labels; implementing act on labelling; Commission guidance on disclosure; voluntary code for generative AI transparency; common technical solution for tagging; detection tools; fallback rules if code inadequate",
    de: "Verhaltenskodex Kennzeichnung; Praxisleitfaden KI-Inhalte; Kennzeichnung und Erkennung; Durchführungsrechtsakt; Leitlinien Transparenz; Wasserzeichen-Standard; Erkennungswerkzeuge",
  },
  "AI:art_51": {
    en: "frontier model; GPAI with systemic risk; foundation model classification; large language model; most capable models; when is a model systemic; compute threshold; training compute; high-impact capabilities; designation; big models like GPT or Gemini",
    de: "KI-Modell mit allgemeinem Verwendungszweck mit systemischem Risiko; Einstufung; Basismodell; Foundation Model; großes Sprachmodell; Schwellenwert; Rechenleistung; Frontier-Modell",
  },
  "AI:art_51.par_1": {
    en: "criteria for systemic risk; when is a general-purpose model systemic; classification test; high-impact capabilities; benchmarks and evals; Commission decision; scientific panel alert; frontier AI classification; how models get classified; systemic risk test; capability threshold",
    de: "Kriterien systemisches Risiko; Fähigkeiten mit hoher Wirkkraft; Benchmarks; Einstufung durch Kommission; qualifizierte Warnung; wann ist ein Modell systemisch; Modellklassifizierung",
  },
  "AI:art_51.par_2": {
    en: "10^25 FLOPs; 10 to the power of 25; 1e25; compute threshold; FLOP threshold; training compute; how much compute to train; GPU hours; presumption of systemic risk; how big must a model be; frontier model size",
    de: "10^25 FLOP; Gleitkommaoperationen; Rechenaufwand Training; Schwellenwert; Vermutung; Trainingsrechenleistung; wie groß muss ein Modell sein; Rechenkapazität",
  },
  "AI:art_51.par_3": {
    en: "update the compute threshold; change the FLOP threshold; adjust benchmarks; moving threshold; algorithmic efficiency gains; hardware progress; Commission can raise or lower the threshold; keep pace with technology; future-proof classification; new indicators",
    de: "Schwellenwert anpassen; delegierter Rechtsakt; Änderung der Schwelle; technischer Fortschritt; Benchmarks aktualisieren; Indikatoren ergänzen",
  },
  "AI:art_52": {
    en: "notify Commission when threshold reached; designation procedure; list of systemic-risk models; rebut systemic risk; contest classification; reassessment; two weeks; AI Office notification; challenge designation; self-notification",
    de: "Verfahren; Mitteilung an Kommission; Benennung; Einstufung anfechten; Neubewertung; Liste der Modelle mit systemischem Risiko; zwei Wochen; Frist zur Mitteilung",
  },
  "AI:art_52.par_1": {
    en: "notify within two weeks; tell the Commission the model crossed the compute threshold; deadline to notify; self-reporting of frontier model; training run exceeds threshold; planned training run; unnotified model designated anyway; notification content; evidence of meeting the threshold; 14 days",
    de: "Meldepflicht zwei Wochen; Mitteilung an die Kommission; Frist; Schwellenwert erreicht; Anzeige; Modell melden; 14 Tage",
  },
  "AI:art_52.par_2": {
    en: "argue the model is not systemic; rebuttal; counter-arguments; exemption request; specific characteristics; avoid systemic-risk status despite compute; challenge presumption; justify lower risk; submit evidence with notification; exceptional case",
    de: "Widerlegung; Gegenargumente; kein systemisches Risiko; Ausnahme beantragen; Einstufung vermeiden; Vermutung widerlegen",
  },
  "AI:art_52.par_4": {
    en: "Commission designates model on its own initiative; ex officio designation; scientific panel qualified alert; Annex XIII criteria; forced classification as frontier model; designation without notification; update criteria by delegated act; model flagged by experts; regulator labels model systemic; top-down designation",
    de: "Benennung von Amts wegen; Einstufung durch die Kommission; qualifizierte Warnung; Kriterien Anhang XIII; Benennung ohne Mitteilung; Einstufung als systemisch",
  },
  "AI:art_52.par_5": {
    en: "request reassessment; remove systemic-risk label; review designation after six months; de-designation; appeal classification; new reasons; lift designation; reconsider status; objective detailed reasons; repeat request every six months",
    de: "Neubewertung beantragen; Überprüfung nach sechs Monaten; Aufhebung der Benennung; Einstufung überprüfen; neue Gründe; Herabstufung",
  },
  "AI:art_52.par_6": {
    en: "public list of systemic-risk models; register of frontier models; which models are designated; published list; who is on the list; transparency of designations; trade secrets protected; overview of GPAI with systemic risk; list kept current; look up designated models",
    de: "Liste veröffentlicht; Verzeichnis Modelle mit systemischem Risiko; welche Modelle sind betroffen; öffentliche Liste; Übersicht; aktuelle Liste",
  },
  "AI:art_53": {
    en: "GPAI obligations; foundation model provider duties; LLM developer obligations; model documentation; copyright compliance; training data summary; information for downstream developers; what must OpenAI or Mistral do; obligations for model makers; foundation model compliance; GPAI rules since August 2025",
    de: "Pflichten Anbieter KI-Modelle mit allgemeinem Verwendungszweck; GPAI-Pflichten; Basismodell; Dokumentationspflicht; Urheberrecht; Trainingsdaten; Sprachmodell Anbieter; Pflichten Modellentwickler",
  },
  "AI:art_53.par_1": {
    en: "duties of model providers; documentation; downstream info; copyright policy; public training data summary; GPAI checklist; what a foundation model developer must do; four core obligations; LLM compliance list; obligations since August 2025",
    de: "Pflichtenkatalog; Dokumentation; Urheberrechtsstrategie; Zusammenfassung Trainingsdaten; GPAI-Pflichten; Pflichten Modellanbieter",
  },
  "AI:art_53.par_1.pt_a": {
    en: "model card; technical documentation of the model; training process documentation; evaluation results; documents for AI Office on request; keep documentation updated; tech file for LLM; test results; model documentation form; record of training and testing",
    de: "technische Dokumentation des Modells; Modellkarte; Trainingsprozess; Evaluierungsergebnisse; Dokumentationspflicht; auf Anfrage vorlegen; Aktualisierung",
  },
  "AI:art_53.par_1.pt_b": {
    en: "information for downstream providers; integrators; API customers; developers building on the model; capabilities and limitations; documentation for app builders; model card for customers; what model vendors must tell businesses; integration guidance; trade secrets protected",
    de: "Informationen für nachgelagerte Anbieter; Downstream-Anbieter; Integratoren; API-Kunden; Fähigkeiten und Grenzen des Modells; Weitergabe an Kunden",
  },
  "AI:art_53.par_1.pt_c": {
    en: "copyright policy; respect opt-out; text and data mining opt-out; robots.txt; machine-readable reservation; rights holders; training on copyrighted works; web scraping; authors and publishers; TDM exception; licensing of training data",
    de: "Urheberrecht; Strategie zur Einhaltung des Urheberrechts; Nutzungsvorbehalt; Opt-out; Text- und Data-Mining; robots.txt; Rechteinhaber; urheberrechtlich geschützte Werke; Scraping",
  },
  "AI:art_53.par_1.pt_d": {
    en: "training data summary; publish what data was used; dataset disclosure; template; transparency about training content; sources of training data; data provenance; public summary; what data was the model trained on; public disclosure of training sources",
    de: "Zusammenfassung der Trainingsdaten; Trainingsinhalte offenlegen; Vorlage KI-Büro; Datensätze; Datenquellen veröffentlichen; Offenlegung Trainingsdaten",
  },
  "AI:art_53.par_2": {
    en: "open source exemption; open weights; open-source models; released weights; free licence; Llama-style models; no documentation duty for open models; not for systemic-risk models; open-weight model exemption; community models",
    de: "Open-Source-Ausnahme; offene Gewichte; freie Lizenz; quelloffene Modelle; Ausnahme Dokumentation; Open Source; Ausnahme für offene Modelle",
  },
  "AI:art_53.par_4": {
    en: "rely on the code of practice to show compliance; GPAI code of practice; presumption of conformity; harmonised standards; alternative means of compliance; signing the code; proof of compliance; non-signatories must show other means; safe harbour; Commission assessment",
    de: "Praxisleitfaden; Einhaltung nachweisen; Konformitätsvermutung; harmonisierte Normen; Unterzeichnung; alternative Mittel; Nachweis",
  },
  "AI:art_54": {
    en: "EU representative for non-EU model providers; foreign AI company; US model provider; appoint legal representative in Europe; written mandate; representative duties; contact person in the EU; third-country GPAI developer; local agent; keep documentation available",
    de: "Bevollmächtigter; Vertreter in der EU; Anbieter aus Drittstaaten; schriftlicher Auftrag; ausländische Anbieter; GPAI; Ansprechpartner in der EU",
  },
  "AI:art_54.par_1": {
    en: "non-EU provider must appoint EU rep; before launch in Europe; written mandate; company outside Europe; US or Chinese model developer; appoint before placing on market; based in the EU; legal representative; who needs an EU representative; foreign model vendor",
    de: "Drittstaat; Bevollmächtigten benennen; vor Inverkehrbringen; schriftliche Vollmacht; Sitz außerhalb der EU; ausländisches Unternehmen",
  },
  "AI:art_54.par_3": {
    en: "tasks of the representative; keep documentation ten years; answer AI Office; verify compliance; contact person for regulators; hand over documents on request; copy of mandate; official EU language; cooperate with authorities; retention period",
    de: "Aufgaben Bevollmächtigter; Aufbewahrung zehn Jahre; Ansprechpartner; Dokumentation bereithalten; Zusammenarbeit mit Behörden; Kopie der Vollmacht",
  },
  "AI:art_54.par_5": {
    en: "representative must quit; end mandate if provider breaks rules; inform AI Office; resignation of representative; terminate agreement; provider acting unlawfully; notify reasons; walk away from client; withdraw as agent; duty to report",
    de: "Mandat beenden; Kündigung Bevollmächtigter; Verstoß des Anbieters melden; KI-Büro informieren; Niederlegung; Gründe mitteilen",
  },
  "AI:art_54.par_6": {
    en: "open source exemption from representative; open weights no EU rep needed; except systemic risk; free licence; public parameters; open-source model from abroad; no mandate required; open model developers; weights published; exemption conditions",
    de: "Open-Source-Ausnahme; kein Bevollmächtigter erforderlich; offene Gewichte; freie Lizenz; Ausnahme; systemisches Risiko ausgenommen",
  },
  "AI:art_55": {
    en: "frontier model obligations; extra duties for systemic-risk GPAI; red teaming; safety evaluations; incident reporting; cybersecurity; risk mitigation; model security; frontier lab duties; extra GPAI obligations",
    de: "Pflichten Anbieter mit systemischem Risiko; Red Teaming; Modellbewertung; Risikominderung; Cybersicherheit; Vorfälle melden; Zusatzpflichten",
  },
  "AI:art_55.par_1": {
    en: "additional obligations; evals; red teaming; risk assessment; incident reports; security of weights; frontier lab duties; extra duties on top of GPAI obligations; safety framework; systemic-risk compliance checklist",
    de: "zusätzliche Pflichten; Bewertung; Risikomanagement; Vorfallmeldung; Cybersicherheit; Modelle mit systemischem Risiko",
  },
  "AI:art_55.par_1.pt_a": {
    en: "red teaming; adversarial testing; model evals; safety testing; benchmark evaluation; jailbreak testing; standardised protocols; stress testing the model; capability evaluations; document test results",
    de: "Red Teaming; Angriffstests; Modellbewertung; Sicherheitstests; Evaluierung; Stresstest",
  },
  "AI:art_55.par_1.pt_b": {
    en: "systemic risk assessment; mitigation; societal risks; catastrophic risks; risk management for frontier models; misuse risks; chemical biological misuse; loss of control; disinformation at scale; safety framework",
    de: "Risikobewertung; Risikominderung; systemische Risiken; gesellschaftliche Risiken; Missbrauch; Risikomanagement",
  },
  "AI:art_55.par_1.pt_c": {
    en: "report serious incidents to AI Office; incident tracking; corrective measures; model failures; harm caused by the model; incident log; notify without delay; national authorities informed; fixes; post-incident documentation",
    de: "schwerwiegende Vorfälle melden; KI-Büro; Korrekturmaßnahmen; Vorfallmeldung; unverzüglich; Dokumentation",
  },
  "AI:art_55.par_1.pt_d": {
    en: "cybersecurity of model weights; protect weights from theft; physical infrastructure security; data centre security; model exfiltration; hacking; leak of weights; insider threats; security controls; information security",
    de: "Cybersicherheit; Schutz der Modellgewichte; Infrastruktur; Rechenzentrum; Diebstahl; IT-Sicherheit",
  },
  "AI:art_55.par_2": {
    en: "code of practice as proof; presumption of conformity; harmonised standard; alternative means of compliance; demonstrate compliance; sign the code; non-signatories; safe harbour; Commission assessment; frontier safety code",
    de: "Praxisleitfaden; Konformitätsvermutung; Nachweis; harmonisierte Normen; alternative Mittel; Unterzeichnung",
  },
  "AI:art_56": {
    en: "GPAI code of practice; voluntary code; AI Office code; signatories; safety and security chapter; transparency chapter; copyright chapter; drafting process; soft law; self-regulation",
    de: "Praxisleitfäden; Verhaltenskodex GPAI; Unterzeichner; freiwillig; KI-Büro; Selbstregulierung",
  },
  "AI:art_56.par_2": {
    en: "content of the codes; what the code covers; detail of training data summary; systemic risk taxonomy; risk management measures; keep documentation current; sources of risk; value chain; proportionate measures; topics of the GPAI code",
    de: "Inhalt der Praxisleitfäden; Themen; Risikotaxonomie; Risikomanagement; Detailtiefe; Wertschöpfungskette",
  },
  "AI:art_56.par_3": {
    en: "who drafts the codes; stakeholder participation; civil society; academia; industry involvement; drafting plenary; independent experts; downstream providers; invitation by AI Office; multi-stakeholder process",
    de: "Erarbeitung; Beteiligung; Zivilgesellschaft; Wissenschaft; Industrie; Stakeholder; Mitwirkung",
  },
  "AI:art_56.par_7": {
    en: "sign the code; adhere to the code; join the code; partial adherence for non-systemic models; signatory; opt in; commitment to code; which chapters apply; full code participation; invitation to sign",
    de: "Beitritt; unterzeichnen; Teilnahme am Praxisleitfaden; Unterzeichner; teilweiser Beitritt; Einladung",
  },
  "AI:art_56.par_9": {
    en: "deadline for code of practice; May 2025; August 2025; fallback implementing act if code fails; common rules; what if no code; Commission steps in; timing of code; final code; backup rules",
    de: "Frist Praxisleitfaden; 2. Mai 2025; Durchführungsrechtsakt; Ersatzregelung; gemeinsame Vorschriften; Zeitplan",
  },
  "AI:art_57": {
    en: "regulatory sandbox; AI sandbox; test environment supervised by regulator; innovation hub; experimentation space; supervised testing; start-up support; legal certainty for innovators; try out AI before launch; pilot with the regulator",
    de: "KI-Reallabor; Reallabor; regulatorischer Sandkasten; Experimentierraum; Innovationsförderung; Start-ups; Testumgebung; Erprobung unter Aufsicht; Sandbox",
  },
  "AI:art_57.par_1": {
    en: "each country must set up a sandbox; national sandbox; deadline August 2027; joint sandbox with other countries; at least one sandbox per member state; operational date; Commission support; Germany sandbox; when will sandboxes exist; join existing sandbox",
    de: "nationales KI-Reallabor; Pflicht zur Einrichtung; bis 2. August 2027; gemeinsames Reallabor; Mitgliedstaaten; mindestens ein Reallabor; Deutschland",
  },
  "AI:art_57.par_2": {
    en: "regional sandbox; local sandbox; state-level sandbox; city sandbox; additional sandboxes; cross-border sandbox; several sandboxes; municipal testbed; federal states; joint regional sandbox",
    de: "regionale Reallabore; lokale Reallabore; Bundesländer; zusätzliche Reallabore; kommunal; länderübergreifend",
  },
  "AI:art_57.par_3": {
    en: "sandbox for EU institutions; EDPS sandbox; EU agencies testing AI; European Data Protection Supervisor as sandbox authority; Union bodies; Brussels institutions; EU administration AI testing; sandbox for Commission services; public EU bodies; EDPS role",
    de: "Reallabor für EU-Organe; EDSB; Europäischer Datenschutzbeauftragter; EU-Agenturen; EU-Einrichtungen; Unionsorgane",
  },
  "AI:art_57.par_3a": {
    en: "EU-level sandbox; AI Office sandbox; Union sandbox for systems built on general-purpose models; central European sandbox; priority for start-ups and small mid-caps; SMC; sandbox run by Brussels; pan-European sandbox; large platform AI; cooperation with national authorities",
    de: "Reallabor auf Unionsebene; KI-Büro; EU-weites Reallabor; Vorrang KMU und Start-ups; kleine Midcaps; zentrales Reallabor",
  },
  "AI:art_57.par_4": {
    en: "sandbox resources; staffing of sandbox; cooperation with other regulators; other sandboxes unaffected; fintech sandbox; involvement of ecosystem; budget; timely operation; financial regulator sandbox; coordination",
    de: "Ressourcen; Ausstattung; Zusammenarbeit Behörden; andere Reallabore; Finanzsandbox; Koordination",
  },
  "AI:art_57.par_5": {
    en: "controlled environment; sandbox plan; limited time; develop and test before launch; pre-market testing; real-world testing inside the sandbox; innovation testbed; time-limited trial; sandbox plan agreed with regulator; innovation testing",
    de: "kontrollierte Umgebung; Reallabor-Plan; befristet; Erprobung vor Markteinführung; Entwicklung und Test; Testplan; Testphase; Innovation",
  },
  "AI:art_57.par_6": {
    en: "guidance and supervision in sandbox; identify risks; fundamental rights risks; support from the regulator; mitigation advice; coaching; health and safety; test mitigation effectiveness; regulatory mentoring; accompanied development",
    de: "Anleitung; Aufsicht; Begleitung durch Behörde; Risiken erkennen; Unterstützung; Grundrechte; Risikominderung",
  },
  "AI:art_57.par_7": {
    en: "exit report; written proof of sandbox participation; speeds up conformity assessment; regulatory feedback; certificate of sandbox activities; evidence for notified body; learning outcomes; what do I get from the sandbox; benefits of participating; guidance on expectations",
    de: "Abschlussbericht; schriftlicher Nachweis; Beschleunigung Konformitätsbewertung; Austrittsbericht; Nachweis der Teilnahme; Vorteile",
  },
  "AI:art_57.par_9": {
    en: "goals of sandboxes; purpose; legal certainty; best practices; regulatory learning; faster market access for start-ups; competitiveness; innovation ecosystem; why sandboxes exist; evidence-based policy",
    de: "Ziele; Zweck der Reallabore; Rechtssicherheit; Marktzugang; regulatorisches Lernen; Innovation; Wettbewerbsfähigkeit",
  },
  "AI:art_57.par_11": {
    en: "suspend sandbox testing; stop the trial; significant risks; regulator can halt; mitigation required; supervisory powers remain; pause the project; end sandbox participation; health and safety risks; corrective powers",
    de: "Aussetzung; Abbruch des Tests; erhebliche Risiken; Befugnisse bleiben; Unterbrechung; Risikominderung",
  },
  "AI:art_57.par_12": {
    en: "liability for damage in sandbox; no fines if acting in good faith; protection from fines; sandbox safe harbour; follow the sandbox plan; third-party harm; who pays for damage; immunity from penalties; good faith guidance; legal risk in sandbox",
    de: "Haftung im Reallabor; keine Geldbußen bei Einhaltung des Plans; Schäden Dritter; guter Glaube; Bußgeldfreiheit; Schadensersatz",
  },
  "AI:art_57.par_15": {
    en: "list of sandboxes; where are the sandboxes; planned and existing sandboxes; inform AI Office about new sandbox; overview; find a sandbox; which countries have sandboxes; public list; support from Board; directory",
    de: "Liste der Reallabore; Übersicht; bestehende Reallabore; geplante Reallabore; Verzeichnis; wo gibt es Reallabore",
  },
  "AI:art_57.par_17": {
    en: "single sandbox interface; sandbox portal; website; enquiries; contact for sandbox questions; online platform; information hub; ask questions; stakeholder interaction; guidance portal",
    de: "Schnittstelle; Portal; Anfragen; Plattform; Website; Kontakt",
  },
  "AI:art_58": {
    en: "sandbox rules; how to apply to a sandbox; eligibility; application process; sandbox conditions; implementing act on sandboxes; participation terms; selection; how sandboxes work; joining a sandbox",
    de: "Modalitäten KI-Reallabor; Bewerbung; Teilnahmebedingungen; Zulassungskriterien; Durchführungsrechtsakt; Antrag; Ablauf Reallabor",
  },
  "AI:art_58.par_1": {
    en: "common sandbox rules across EU; eligibility criteria; application procedure; exiting the sandbox; termination; terms and conditions; governance; data protection authority involvement; avoid fragmentation; implementing acts",
    de: "Auswahlkriterien; Antragsverfahren; Beendigung; Bedingungen; einheitliche Regeln; Governance",
  },
  "AI:art_58.par_2.pt_a": {
    en: "decision within three months; open to all applicants; fair selection; how long does approval take; transparent criteria; response time; application outcome; who can join; admission; waiting time",
    de: "Entscheidung innerhalb drei Monaten; Bewerbung; Zugang für alle; Bearbeitungszeit; Zulassung; faire Auswahl",
  },
  "AI:art_58.par_2.pt_d": {
    en: "free of charge for start-ups; no fee for SMEs; cost of the sandbox; is the sandbox free; exceptional costs; pricing; participation fee; charges; recover costs; affordable",
    de: "kostenlos für KMU; unentgeltlich; Gebühren; Kosten Reallabor; Start-ups; Teilnahmegebühr",
  },
  "AI:art_58.par_2.pt_g": {
    en: "simple application; less bureaucracy; easy procedures; mutual recognition across EU; same legal effect everywhere; clear communication; limited legal capacity; streamlined; paperwork; recognised in all countries",
    de: "einfaches Verfahren; gegenseitige Anerkennung; Bürokratieabbau; unionsweit; verständlich; Rechtswirkung",
  },
  "AI:art_58.par_2.pt_h": {
    en: "how long can I stay in the sandbox; duration; extension; time limit; length of participation; project scale; prolong; complexity; maximum period; renewal",
    de: "Dauer der Teilnahme; Verlängerung; Befristung; Zeitraum; Projektumfang; Laufzeit",
  },
  "AI:art_58.par_3": {
    en: "pre-deployment services; help with standards; certification support; digital innovation hubs; testing facilities; centres of excellence; value-added services; guidance for start-ups; referral; support network",
    de: "Unterstützungsleistungen; Digital Innovation Hubs; Zertifizierung; Testeinrichtungen; Exzellenzzentren; Beratung",
  },
  "AI:art_58.par_4": {
    en: "real-world testing within the sandbox; safeguards; agreed terms; field trial under supervision; health and safety protections; conditions set by authority; live pilot in sandbox; coordination between countries; fundamental rights; test agreement",
    de: "Test unter Realbedingungen im Reallabor; Schutzvorkehrungen; Bedingungen; Praxistest; Vereinbarung; Grundrechte",
  },
  "AI:art_59": {
    en: "reuse personal data in sandbox; GDPR legal basis for training; secondary use of data; public interest AI; health data; data protection in sandbox; repurpose data; purpose limitation exception; train on existing data; privacy",
    de: "Weiterverarbeitung personenbezogener Daten; Reallabor; DSGVO; Rechtsgrundlage; öffentliches Interesse; Gesundheitsdaten; Zweckänderung",
  },
  "AI:art_59.par_1": {
    en: "conditions for data reuse; public health; climate; environment; energy; transport; public administration; isolated environment; delete data afterwards; synthetic or anonymised data not enough; publish project summary",
    de: "Voraussetzungen; Gesundheit; Umwelt; Klimaschutz; Energie; Verkehr; Verwaltung; Löschung; abgeschottete Umgebung",
  },
  "AI:art_59.par_2": {
    en: "police data in sandbox; law enforcement processing in sandbox; specific legal basis needed; crime prevention AI; public security; criminal investigation tools; same conditions apply; police AI development; national law required; prosecution",
    de: "Strafverfolgung; Polizei; besondere Rechtsgrundlage; Kriminalitätsbekämpfung; öffentliche Sicherheit; Ermittlungen",
  },
  "AI:art_60": {
    en: "real-world testing; field test; pilot; trial in live conditions; beta test of high-risk AI; testing outside sandbox; pilot project with real users; live trial; real-life trial; testing in the wild",
    de: "Test unter Realbedingungen; Praxistest; Feldtest; Pilotprojekt; Erprobung; Hochrisiko-KI testen; außerhalb Reallabor; Realtest",
  },
  "AI:art_60.par_1": {
    en: "who may run field tests; high-risk systems in real life; testing plan content; prohibited practices still banned; Annex III systems; product AI; implementing act on testing plan; outside sandbox; real users; live environment",
    de: "Testplan; wer darf testen; Hochrisiko; Praxistest; Realbedingungen; Inhalt des Testplans",
  },
  "AI:art_60.par_4": {
    en: "conditions for field test; approval by market surveillance; registration; EU representative; time limit; vulnerable persons; agreement with deployers; consent; testing plan submitted; requirements before the pilot",
    de: "Voraussetzungen; Genehmigung; Registrierung; Befristung; Einwilligung; Vereinbarung; Testplan einreichen",
  },
  "AI:art_60.par_4.pt_b": {
    en: "30 days silence means approval; tacit approval; deemed approved; authority does not answer; approval of testing plan; no response; automatic approval; waiting period; national law may require explicit authorisation; permission",
    de: "Genehmigungsfiktion; stillschweigende Genehmigung; 30 Tage; Zustimmung; keine Antwort; Genehmigung",
  },
  "AI:art_60.par_4.pt_c": {
    en: "register the test; unique ID; non-public section for police and border; EU database entry; registration number; critical infrastructure test registration; Annex IX information; before starting; identification number; secure section",
    de: "Registrierung; Identifikationsnummer; EU-Datenbank; nicht öffentlicher Bereich; Eintragung; Registrierungsnummer",
  },
  "AI:art_60.par_4.pt_f": {
    en: "maximum duration six months; extend by six months; how long can a pilot run; one year maximum; time limit; prolong field test; notify extension; explain need; duration cap; length of trial",
    de: "höchstens sechs Monate; Verlängerung; Dauer; Befristung; Laufzeit; maximale Testdauer",
  },
  "AI:art_60.par_5": {
    en: "participants can quit; withdraw; opt out; delete my data; no reason needed; stop participating; leave the pilot; no disadvantage; erase personal data; revoke consent",
    de: "Widerruf; Rücktritt; aussteigen; Daten löschen; ohne Nachteil; Einwilligung widerrufen",
  },
  "AI:art_60.par_7": {
    en: "incidents during testing; report problems in trial; stop the test; mitigation; suspend pilot; accident in field test; serious harm; notify authority; corrective measures; end testing",
    de: "Vorfälle während Test; melden; Test aussetzen; schwerwiegender Vorfall; Abbruch; Risikominderung",
  },
  "AI:art_60.par_9": {
    en: "liability for damages during test; who pays for harm in trials; compensation; damage claims; test participant injured; provider responsible; liability law; insurance; harm to third parties; accountability",
    de: "Haftung; Schadensersatz; Schäden beim Test; Verantwortung; Versicherung; Geschädigte",
  },
  "AI:art_60a": {
    en: "real-world testing for cars, drones, trains, aircraft, ships, machinery; vehicle AI testing; autonomous driving trials; sector-specific products; national testing frameworks; test on public roads; robotaxi; AI-enabled products; type-approved products; pilot corridors",
    de: "Test unter Realbedingungen; Fahrzeuge; autonomes Fahren; Luftfahrt; Drohnen; Eisenbahn; Maschinen; Testrahmen; Mitgliedstaaten",
  },
  "AI:art_60a.par_1": {
    en: "Member States may allow testing; optional; vehicles and machinery; AI-enabled products; verify conformity; self-driving car tests; drone trials; rail automation; outside sandboxes; national choice",
    de: "Mitgliedstaaten können erlauben; Erprobung; Fahrzeuge; Maschinen; Konformität prüfen; freiwillig",
  },
  "AI:art_60a.par_2": {
    en: "national testing framework; adopt frameworks jointly; testbeds; regulatory framework for pilots; cross-border framework; testing regime; rules for trials; test fields; country-level scheme; cooperation between states",
    de: "Rahmen für Tests; national; gemeinsam; Testfelder; Regelwerk; Testrahmen festlegen",
  },
  "AI:art_60a.par_4": {
    en: "access to public infrastructure; roads; railway tracks; airspace; remove obstacles; cooperation of infrastructure operators; test tracks; permits for road testing; good faith cooperation; practical barriers",
    de: "Zugang öffentliche Infrastruktur; Straßen; Zusammenarbeit; Hindernisse beseitigen; Schienen; Luftraum",
  },
  "AI:art_60a.par_5": {
    en: "testing plan mandatory; governance; accountability; safety; fundamental rights; requirements for frameworks; agreed plan with authority; same safeguards as other field tests; consent; liability",
    de: "Testplan; Governance; Sicherheit; Grundrechte; Anforderungen; Verantwortlichkeit",
  },
  "AI:art_61": {
    en: "informed consent; consent form; participants; test subjects; opt-in; right to withdraw; clinical-trial-like consent; volunteers; participation agreement; research ethics",
    de: "informierte Einwilligung; Einwilligungserklärung; Testpersonen; Probanden; freiwillig; Widerruf; Teilnahmeeinwilligung",
  },
  "AI:art_61.par_1": {
    en: "what participants must be told; information sheet; duration; rights; reverse decisions; contact details; refuse without penalty; explanation before test; inconvenience; ID number of test",
    de: "Aufklärung; Informationen für Teilnehmer; Rechte; Dauer; Kontakt; Ablehnung ohne Nachteil",
  },
  "AI:art_61.par_2": {
    en: "written consent dated; copy to participant; documentation of consent; record of consent; signed form; proof of consent; legal representative; keep consent file; evidence; paperwork",
    de: "dokumentiert; datiert; Kopie; Nachweis; schriftlich; gesetzlicher Vertreter",
  },
  "AI:art_62": {
    en: "SME support; start-up help; small business measures; priority sandbox access; training; helpdesk; reduced fees; templates; single information platform; help for small companies",
    de: "KMU-Förderung; Start-ups; Unterstützung; Vorrang Reallabor; Schulungen; reduzierte Gebühren; Vorlagen; Informationsplattform; kleine Unternehmen",
  },
  "AI:art_62.par_1": {
    en: "Member State support for small companies; awareness campaigns; advice channel; helpline; standardisation participation; training events; priority sandbox access; local authorities; dedicated channels; queries answered",
    de: "Mitgliedstaaten; Sensibilisierung; Beratung; Anlaufstelle; Schulungen; Normung",
  },
  "AI:art_62.par_1.pt_a": {
    en: "priority access to sandbox for start-ups; KI-Reallabor for start-ups; small companies first; preferential admission; registered office in the EU; eligibility; sandbox places for SMEs; fast track; first in line; start-up programme",
    de: "vorrangiger Zugang; KI-Reallabor für Start-ups; KMU; bevorzugt; Sitz in der EU; Zulassung",
  },
  "AI:art_62.par_2": {
    en: "lower conformity assessment fees; cheaper certification; notified body fees reduced for SMEs; proportionate fees; cost relief; audit costs; start-up discount; size-based fees; affordable assessment; certification price",
    de: "Gebühren Konformitätsbewertung; Ermäßigung; günstiger; benannte Stelle; Kosten; KMU",
  },
  "AI:art_62.par_3": {
    en: "templates from AI Office; one-stop information portal; awareness campaigns; public procurement best practices; standard forms; online information; easy guidance; single website; communication; buying AI in the public sector",
    de: "Vorlagen; Informationsportal; Kampagnen; öffentliche Beschaffung; Muster; KI-Büro",
  },
  "AI:art_63": {
    en: "simplified quality management for microenterprises; lighter QMS; SME relief; derogation; reduced burden for small firms; exemption for small companies; easier compliance; partner enterprises; linked enterprises; guidelines",
    de: "vereinfachtes Qualitätsmanagementsystem; Erleichterungen; Kleinstunternehmen; KMU; Ausnahme; Start-ups",
  },
  "AI:art_63.par_1": {
    en: "simplified QMS; small companies without partner or linked enterprises; Commission guidelines on simplified QMS; lighter documentation; reduced paperwork; start-up relief; independent SMEs; quality system light; proportionate compliance; micro company",
    de: "vereinfachtes QMS; Leitlinien; verbundene Unternehmen; Partnerunternehmen; Kleinstunternehmen; Erleichterung",
  },
  "AI:art_64": {
    en: "AI Office; European AI Office; Commission unit for AI; who enforces GPAI rules; EU AI regulator; central EU authority; Brussels AI supervisor; budget and staff; EU AI Office tasks; supervision at Union level",
    de: "KI-Büro; Europäisches Amt für KI; Büro für Künstliche Intelligenz; Kommission; Aufsicht; EU-Aufsichtsbehörde; Aufsicht auf EU-Ebene",
  },
  "AI:art_65": {
    en: "AI Board; member state representatives; composition; governance structure; EDPS observer; chair; sub-groups; ADCO; rules of procedure; EU AI Board members; who represents Germany",
    de: "KI-Gremium; Europäisches Gremium für Künstliche Intelligenz; Zusammensetzung; Vertreter der Mitgliedstaaten; Vorsitz; Mitglieder KI-Gremium",
  },
  "AI:art_65.par_2": {
    en: "who sits on the Board; one per country; observer; AI Office attends without vote; invited experts; membership; national delegates; European Data Protection Supervisor observer; meeting participants; voting members",
    de: "Mitglieder; ein Vertreter pro Mitgliedstaat; Beobachter; Stimmrecht; Zusammensetzung; EDSB",
  },
  "AI:art_66": {
    en: "role of the AI Board; advice to Commission; coordination of national regulators; opinions; recommendations; AI literacy promotion; consistent enforcement; best practice exchange; Board duties; guidance from the Board",
    de: "Aufgaben KI-Gremium; Beratung; Koordinierung; Stellungnahmen; Empfehlungen; einheitliche Anwendung; Leitlinien des Gremiums",
  },
  "AI:art_67": {
    en: "stakeholder forum; industry and civil society input; CEN; CENELEC; ETSI; ENISA; Fundamental Rights Agency; advisory group; consultation body; expert stakeholders; advisory body",
    de: "Beratungsforum; Interessenträger; Zivilgesellschaft; Industrie; Wissenschaft; Stakeholder; Beratungsgremium",
  },
  "AI:art_68": {
    en: "scientific panel; independent experts; AI safety experts; alerts on frontier risks; expert advice to AI Office; conflicts of interest; declaration of interests; academic advisers; technical expertise; gender balance",
    de: "wissenschaftliches Gremium; unabhängige Sachverständige; Experten; qualifizierte Warnung; Interessenkonflikte; Beratung",
  },
  "AI:art_68.par_3": {
    en: "tasks of the panel; alert systemic risks; evaluation methods; classification advice; benchmarks; support national regulators; tools and templates; cross-border support; safeguard procedure; advise AI Office",
    de: "Aufgaben; Warnungen; Bewertungsmethoden; Einstufung; Benchmarks; Unterstützung",
  },
  "AI:art_69": {
    en: "national authorities using EU experts; fees for experts; expert pool; support for enforcement; call on scientists; pay for advice; access to panel; technical help; borrow experts; remuneration",
    de: "Sachverständigenpool; Mitgliedstaaten; Gebühren; Experten anfordern; Unterstützung; Vergütung",
  },
  "AI:art_70": {
    en: "national AI regulator; which authority is competent; who supervises AI in my country; notifying authority; market surveillance authority; single point of contact; Bundesnetzagentur; national supervisor; resources; AI supervisory authority in Germany",
    de: "zuständige nationale Behörden; Marktüberwachungsbehörde; notifizierende Behörde; zentrale Anlaufstelle; Bundesnetzagentur; KI-Aufsicht; welche Behörde ist zuständig; Aufsichtsbehörde",
  },
  "AI:art_70.par_1": {
    en: "designate authorities; independent regulator; impartial; at least one market surveillance authority; at least one notifying authority; set up national regulators; objectivity; no bias; organisational choice; which body",
    de: "Benennung; Unabhängigkeit; unparteiisch; Behörden einrichten; Marktüberwachungsbehörde; notifizierende Behörde",
  },
  "AI:art_70.par_2": {
    en: "single point of contact; contact details public; list of authorities; who to contact; August 2025; central contact; electronic communication; Commission list; national AI contact; notify identity",
    de: "zentrale Anlaufstelle; Kontakt; Liste der Behörden; Ansprechpartner; Kontaktdaten; Bundesnetzagentur",
  },
  "AI:art_70.par_3": {
    en: "staffing; budget; expertise of regulators; enough personnel; technical skills; funding; infrastructure; annual review of resources; data protection knowledge; cybersecurity skills",
    de: "Personal; Ausstattung; Fachwissen; Ressourcen; Finanzierung; Kompetenzen",
  },
  "AI:art_70.par_8": {
    en: "regulator guidance for start-ups; advice for SMEs; helpdesk; consult sector regulators; small mid-caps; practical advice; questions to the authority; support; informal guidance; orientation",
    de: "Beratung; Leitfaden; KMU; Start-ups; Orientierungshilfe; kleine Midcaps",
  },
  "AI:art_71": {
    en: "EU database; register of high-risk AI; public registry; registration portal; transparency database; look up AI systems; central register; where to register; online database; search registered systems",
    de: "EU-Datenbank; Registrierung; Hochrisiko-KI-Register; öffentliches Verzeichnis; Register; registrieren",
  },
  "AI:art_71.par_2": {
    en: "provider enters data; registration by provider or representative; what providers must upload; fill in registration; data entry; sections A and B; company registers its system; upload information; self-registration; who registers",
    de: "Eintragung durch Anbieter; Bevollmächtigter; Angaben; registrieren; Dateneingabe; Registrierungspflicht Anbieter",
  },
  "AI:art_71.par_3": {
    en: "public authority deployers register; government use of AI; public sector registration; agencies using AI; municipalities; deployer entry; public body obligations; state use register; transparency on public AI; authority registration",
    de: "Behörden als Betreiber; Registrierung; öffentliche Verwaltung; Kommunen; Eintragung; Registrierungspflicht Behörden",
  },
  "AI:art_71.par_4": {
    en: "public access; search the database; open data; machine-readable; non-public police section; testing information restricted; user-friendly; who can see entries; confidential entries; visibility",
    de: "öffentlich zugänglich; nicht öffentlicher Teil; Suche; maschinenlesbar; Einsicht; Sichtbarkeit",
  },
  "AI:art_72": {
    en: "post-market monitoring; monitoring after launch; performance tracking; lifecycle monitoring; field data; feedback collection; PMS plan; continuous compliance; monitor AI in the field; user feedback loop",
    de: "Beobachtung nach dem Inverkehrbringen; Überwachung nach Markteinführung; Marktbeobachtung; Leistungsüberwachung; Plan; Nachmarktüberwachung",
  },
  "AI:art_72.par_1": {
    en: "set up monitoring system; proportionate; document the monitoring; provider duty after release; ongoing oversight; after sale; lifecycle; monitoring obligation; post-launch checks; continuous surveillance",
    de: "einrichten; verhältnismäßig; dokumentieren; nach Markteinführung; laufende Überwachung; Überwachungssystem",
  },
  "AI:art_72.par_2": {
    en: "collect usage data from deployers; performance over lifetime; continuous compliance; interaction with other AI; model drift; field feedback; real-world performance; analyse data; telemetry; law enforcement data excluded",
    de: "Daten sammeln; kontinuierliche Konformität; Lebensdauer; Leistungsdaten; Rückmeldungen; Auswertung",
  },
  "AI:art_72.par_3": {
    en: "monitoring plan template; plan part of technical documentation; Commission guidance September 2027; PMS plan; model plan; written plan; documentation; how to write the plan; guidance document; standard template",
    de: "Vorlage; Plan; technische Dokumentation; Leitlinien; Muster; September 2027",
  },
  "AI:art_72.par_4": {
    en: "integrate with existing monitoring under product law; medical device PMS; banks; avoid duplication; financial institutions; combine systems; equivalent protection; one system; reduce burden; sector rules",
    de: "Integration; Finanzinstitute; Medizinprodukte; Doppelarbeit vermeiden; Banken; bestehende Systeme",
  },
  "AI:art_73": {
    en: "serious incident reporting; incident notification; accident; malfunction; harm caused by AI; report to authority; deadlines 15 days, 10 days, 2 days; vigilance; breach report; report an AI accident",
    de: "schwerwiegender Vorfall; Meldepflicht; Vorfallmeldung; Unfall; Fristen; Marktüberwachungsbehörde; Störung; Meldefrist",
  },
  "AI:art_73.par_1": {
    en: "who must report incidents; where to report; country where it happened; provider duty to notify; market surveillance; notify regulator; accident report; incident notice; member state; high-risk provider",
    de: "Meldung an Behörde; Mitgliedstaat; Anbieter meldet; Meldepflicht; Unfall melden; Meldeweg",
  },
  "AI:art_73.par_2": {
    en: "15 days deadline; causal link; how fast to report; reporting timeline; time limit for notification; immediately; becomes aware; severity; latest date; notification period",
    de: "15 Tage; Frist; Kausalzusammenhang; Meldefrist; unverzüglich; Kenntnis",
  },
  "AI:art_73.par_3": {
    en: "2 days deadline; 48 hours; widespread infringement; critical infrastructure disruption; urgent reporting; power outage; irreversible disruption; fastest deadline; emergency notice; immediate report",
    de: "zwei Tage; weitverbreiteter Verstoß; kritische Infrastruktur; Eilmeldung; 48 Stunden; Störung",
  },
  "AI:art_73.par_4": {
    en: "death of a person; fatality; someone died; 10 days deadline; suspected causal link; fatal accident; killed; loss of life; report death; ten days",
    de: "Tod; Todesfall; 10 Tage; Frist; tödlicher Unfall; Verdacht",
  },
  "AI:art_73.par_5": {
    en: "initial report; incomplete report first; follow-up report; preliminary notification; partial information; complete later; interim report; first notice; update report; staged reporting",
    de: "Erstmeldung; unvollständiger Bericht; Folgemeldung; vorläufige Meldung; Nachmeldung; Zwischenbericht",
  },
  "AI:art_73.par_6": {
    en: "investigation after incident; root cause analysis; do not alter the system; corrective action; cooperate with authority; risk assessment of incident; preserve evidence; notified body cooperation; fix; inquiry",
    de: "Untersuchung; Ursachenanalyse; Korrekturmaßnahmen; Zusammenarbeit; Beweissicherung; Risikobewertung",
  },
  "AI:art_73.par_7": {
    en: "fundamental rights incident forwarded; Commission guidance on incident reporting; August 2025; equality bodies informed; guidance document; how to report; discrimination incident; template; regular review; inform authorities",
    de: "Grundrechtsverletzung; Leitlinien; Weiterleitung; Meldeleitfaden; Diskriminierung; Leitfaden Vorfallmeldung",
  },
  "AI:art_73.par_9": {
    en: "banks and other sectors with equivalent reporting; only fundamental rights incidents; no double reporting; financial sector; existing reporting duties; DORA; NIS2; limited notification; sectoral regime; equivalent obligations",
    de: "gleichwertige Meldepflichten; Grundrechtsverletzung; keine Doppelmeldung; Finanzsektor; Banken; Versicherungen",
  },
  "AI:art_73.par_10": {
    en: "medical devices AI incident reporting; MDR vigilance; IVDR; health sector; medical software; diagnostic devices; fundamental rights only; competent authority for devices; health regulator; vigilance system",
    de: "Medizinprodukte; Vigilanz; In-vitro-Diagnostika; Gesundheit; Medizinsoftware; Gesundheitsbehörde",
  },
  "AI:art_74": {
    en: "market surveillance; enforcement; inspections; regulators' powers; product oversight; Market Surveillance Regulation; who checks AI products; supervision; controls; investigations",
    de: "Marktüberwachung; Kontrolle; Durchsetzung; Befugnisse; Aufsichtsbehörde; Marktüberwachungsverordnung",
  },
  "AI:art_74.par_2": {
    en: "annual report on prohibited practices; competition information; reports to Commission; antitrust; yearly report; banned AI use statistics; competition authorities; market information; findings; annual reporting",
    de: "Jahresbericht; verbotene Praktiken; Wettbewerb; Kartellbehörde; Bericht; jährliche Berichterstattung",
  },
  "AI:art_74.par_3": {
    en: "sector regulator for products; medical device authority; product-specific supervisor; existing product regulators; machinery authority; lifts; toys; other authority designated; coordination; sectoral",
    de: "sektorale Behörde; Produktaufsicht; Zuständigkeit; Koordinierung; Medizinprodukte-Behörde; Produktsicherheitsbehörde",
  },
  "AI:art_74.par_6": {
    en: "financial supervisor; BaFin; bank AI oversight; credit scoring supervision; insurers; financial services regulator; ECB; prudential supervisor; fintech; credit institutions",
    de: "Finanzaufsicht; BaFin; Banken; Versicherungen; Kreditinstitute; EZB",
  },
  "AI:art_74.par_8": {
    en: "data protection authority supervises police and biometric AI; DPA; elections; justice; border AI; privacy regulator; facial recognition supervision; migration; judicial independence; data protection commissioner",
    de: "Datenschutzbehörde; Datenschutzaufsicht; Polizei; Biometrie; Justiz; Datenschutzbeauftragter",
  },
  "AI:art_74.par_12": {
    en: "access to training data; datasets; API access; remote access; documentation access for regulators; validation data; testing data; security safeguards; regulator can inspect data; hand over data",
    de: "Zugang Trainingsdaten; Datensätze; Fernzugriff; API; Validierungsdaten; Einsicht",
  },
  "AI:art_74.par_13": {
    en: "source code access; disclose code to regulator; regulator sees the code; last resort; reasoned request; audit insufficient; code inspection; algorithm disclosure; proprietary code; conditions",
    de: "Quellcode; Zugang zum Quellcode; Offenlegung; Algorithmus; begründetes Verlangen; Codeeinsicht",
  },
  "AI:art_75": {
    en: "AI Office supervision of systems built on general-purpose models; who supervises ChatGPT-type services; very large online platforms; centralised enforcement; mutual assistance; cooperation; platforms; search engines; competence split; national versus EU",
    de: "Zuständigkeit KI-Büro; Aufsicht; sehr große Online-Plattformen; Amtshilfe; zentrale Durchsetzung; Zusammenarbeit",
  },
  "AI:art_75.par_1": {
    en: "AI Office exclusive competence; same company builds model and app; VLOP; VLOSE; search engines; Digital Services Act platforms; exceptions for products, banks, police; centralised oversight; who is competent; chatbot by model maker",
    de: "ausschließliche Zuständigkeit; KI-Büro; Plattformen; Suchmaschinen; DSA; zentrale Aufsicht",
  },
  "AI:art_75.par_1a": {
    en: "report incidents to AI Office instead of national authority; serious incident; AI Office competence; forwarded to national authority; reporting deadlines apply; where to report; centralised reporting; GPAI-based system incident; platform incident; notification",
    de: "Vorfälle an KI-Büro melden; schwerwiegender Vorfall; Meldung; Zuständigkeit; Meldepflicht; Zuständigkeit KI-Büro",
  },
  "AI:art_75.par_1e": {
    en: "AI Office conformity assessment; third-party testing; notified body acting for Commission; fees paid by provider; pre-market testing; certification by EU; assessment costs; delegation to notified bodies; high-risk GPAI-based systems; testing fees",
    de: "Konformitätsbewertung durch KI-Büro; Gebühren; benannte Stelle; Prüfung; Kosten; Drittprüfung",
  },
  "AI:art_75.par_2": {
    en: "general-purpose systems used for high-risk purposes; compliance evaluations; cooperation with AI Office; non-compliance suspicion; joint evaluation; inform Board; high-risk use; GPAI system; check; investigation",
    de: "Bewertung; Hochrisiko-Zweck; Zusammenarbeit; Verdacht; KI-Büro; Konformitätsprüfung",
  },
  "AI:art_75.par_2a": {
    en: "national authority asks AI Office to act; request; suspected infringement; referral; content of request; name of provider; facts; reasons; formal request; escalation",
    de: "Ersuchen an KI-Büro; Verdacht; Verweisung; Angaben; Antrag an KI-Büro; Begründung",
  },
  "AI:art_75.par_3": {
    en: "authority cannot get model information; ask AI Office; access to model data; blocked investigation; request to AI Office; model provider refuses; information gap; high-risk investigation; escalate; GPAI data",
    de: "Informationen zum Modell; Ersuchen; KI-Büro; Zugang; Ermittlungen; Modellanbieter",
  },
  "AI:art_75a": {
    en: "AI Office investigative powers; inspections; dawn raids; on-site visits; information requests; cost recovery; open an investigation; enforcement toolkit; powers against platforms; supervisory powers",
    de: "Befugnisse KI-Büro; Nachprüfungen; Durchsuchung; Auskunftsverlangen; Ermittlungen; Untersuchung",
  },
  "AI:art_75a.par_1": {
    en: "recover supervision costs; operator pays enforcement costs; cost reimbursement; market surveillance powers of AI Office; staff costs; charge company; fees for investigation; powers like national authority; reclaim expenses; cost of non-compliance",
    de: "Kostenerstattung; Kosten der Aufsicht; Befugnisse; Kosten tragen; Marktüberwachung; Aufsichtskosten",
  },
  "AI:art_75a.par_2": {
    en: "open an investigation; start proceedings; complaint triggers probe; suspicion of breach; notify operator; own initiative; request from national authority; formal investigation; investigation decision; probe",
    de: "Einleitung Untersuchung; Verfahren eröffnen; Verdacht; Beschwerde; von Amts wegen; Ermittlungsverfahren",
  },
  "AI:art_75a.par_3": {
    en: "request for information; simple request versus formal decision; deadline to answer; fines for false information; voluntary reply; legal basis; court review; copy to national authority; questionnaire; answer period",
    de: "Auskunftsersuchen; Frist; falsche Angaben; Beschluss; freiwillige Antwort; Bußgeld",
  },
  "AI:art_75a.par_4": {
    en: "on-site inspection; dawn raid; enter premises; seal offices; copy records; interview staff; police assistance; court warrant; remote inspection; examine books",
    de: "Nachprüfung vor Ort; Betreten; Versiegelung; Durchsuchung; richterliche Genehmigung; Befragung",
  },
  "AI:art_75a.par_6": {
    en: "order access to the system; explanations; data retention order; preserve documents; litigation hold; keep records; explain how system works; access to AI; do not delete data; retention duty",
    de: "Zugang anordnen; Erläuterungen; Aufbewahrungspflicht; Daten sichern; Dokumente aufbewahren; Aufbewahrungsanordnung",
  },
  "AI:art_75b": {
    en: "commitments; settlement; binding promises; close the case; no further action; reopen proceedings; remedies offered by company; accept remedies; undertakings; settle with the AI Office",
    de: "Verpflichtungszusagen; Zusagen; Einstellung des Verfahrens; Wiederaufnahme; Vergleich; Zusagenentscheidung; Verfahrensabschluss",
  },
  "AI:art_75c": {
    en: "AI Office fines; non-compliance decision; periodic penalty payments; daily fine; court review; limitation period; enforcement decision; sanctions against platforms; finding of infringement; penalties",
    de: "Nichteinhaltung; Geldbußen KI-Büro; Zwangsgelder; Feststellungsbeschluss; Bußgeld; Sanktionen",
  },
  "AI:art_75c.par_2": {
    en: "preliminary findings; right to respond; statement of objections; proposed measures; before decision; heard first; draft findings; reply; defence; notice",
    de: "vorläufige Feststellungen; Stellungnahme; Anhörung; rechtliches Gehör; Entwurf; Einwände",
  },
  "AI:art_75c.par_4": {
    en: "fines imposed by AI Office; penalty amounts; breach of commitments; false or misleading answers; ignoring orders; any infringement; fine tiers apply; sanction; monetary penalty; non-compliance fine",
    de: "Geldbußen; Bußgeld; falsche Angaben; Zusagen verletzt; Anordnungen missachtet; Sanktion",
  },
  "AI:art_75c.par_5": {
    en: "daily penalty up to 5 percent of daily turnover; compel compliance; coercive fine; per day; force cooperation; inspection refusal; information refusal; until compliance; average daily income; recurring penalty",
    de: "Zwangsgeld; fünf Prozent; täglich; Durchsetzung; Tagessatz; Zwangsmittel",
  },
  "AI:art_75c.par_6": {
    en: "appeal to Court of Justice; unlimited jurisdiction; reduce or cancel fine; judicial review; challenge fine; court can raise fine; legal remedy; CJEU; annul; contest decision",
    de: "Gerichtshof; Anfechtung; Klage; Überprüfung; Rechtsmittel; EuGH",
  },
  "AI:art_75c.par_8": {
    en: "limitation period five years; statute of limitations; time bar; continuing infringement; expiry; how long can AI Office act; enforcement limitation; final decision; interruption; deadline",
    de: "Verjährung; fünf Jahre; Verjährungsfrist; fortdauernder Verstoß; Frist; Vollstreckungsverjährung",
  },
  "AI:art_75d": {
    en: "rights of defence; access to file; publication of decisions; due process; procedural safeguards; right to be heard; business secrets; transparency of enforcement; fair procedure; naming",
    de: "Verteidigungsrechte; Akteneinsicht; Veröffentlichung Entscheidungen; Verfahrensgarantien; rechtliches Gehör; Veröffentlichung",
  },
  "AI:art_75d.par_2": {
    en: "access to the file; negotiated disclosure; business secrets; right to be heard; defence rights; internal documents excluded; correspondence excluded; see evidence; confidentiality ring; disclosure terms",
    de: "Akteneinsicht; Geschäftsgeheimnisse; rechtliches Gehör; Verteidigung; Offenlegung; Aktenzugang",
  },
  "AI:art_75d.par_4": {
    en: "naming and shaming; published decisions; public enforcement record; penalties made public; company name published; decision summary; transparency; reputational risk; confidential parts removed; publication",
    de: "Veröffentlichung; öffentliche Entscheidungen; Namensnennung; Sanktionen öffentlich; Transparenz; Bekanntmachung",
  },
  "AI:art_76": {
    en: "oversight of real-world tests; regulator can stop a pilot; suspend test; modify test; challenge decision; field trial supervision; objection to testing plan; inform other countries; sandbox testing checks; authority powers",
    de: "Aufsicht über Tests unter Realbedingungen; Aussetzung; Abbruch; Änderung; Praxistest; Einwand",
  },
  "AI:art_76.par_3": {
    en: "suspend or terminate the test; require changes; after serious incident; conditions not met; stop pilot; halt field trial; modify testing; regulator intervention; third party report; test shut down",
    de: "Test aussetzen; beenden; Änderungen verlangen; Abbruch; schwerwiegender Vorfall; Test ändern",
  },
  "AI:art_77": {
    en: "anti-discrimination bodies; equality body; fundamental rights authorities access documentation; ombudsman; human rights institute; discrimination checks; bias audits; cooperation with market surveillance; list of bodies; request testing",
    de: "Grundrechtsbehörden; Antidiskriminierungsstelle; Gleichbehandlungsstelle; Zugang Dokumentation; Diskriminierung; Menschenrechtsinstitut",
  },
  "AI:art_77.par_3": {
    en: "request technical testing for discrimination; bias testing; audit by regulator; insufficient documentation; test the system; reasoned request; discrimination evidence; technical check; fairness testing; organise test",
    de: "Tests; Diskriminierung prüfen; technische Prüfung; Bias; Nachweis; Fairness",
  },
  "AI:art_78": {
    en: "confidentiality; trade secrets protection; source code secrecy; business secrets; data deletion by regulators; secrecy obligations; protect IP; national security; non-disclosure; classified information",
    de: "Vertraulichkeit; Geschäftsgeheimnisse; Quellcode; Geheimhaltung; geistiges Eigentum; Verschwiegenheit",
  },
  "AI:art_78.par_1": {
    en: "protect intellectual property; confidential business information; public security; ongoing proceedings; source code confidentiality; trade secrets; inspections; criminal proceedings; classified information; NDA",
    de: "geistiges Eigentum; Geschäftsgeheimnisse; Sicherheit; Quellcode; Verfahren; Geheimschutz",
  },
  "AI:art_79": {
    en: "AI presenting a risk; recall; withdrawal; corrective action; ban from market; national measures; 15 working days; dangerous AI product; unsafe AI; enforcement procedure",
    de: "KI-System mit Risiko; Rückruf; Rücknahme; Korrekturmaßnahmen; Verbot; vorläufige Maßnahmen",
  },
  "AI:art_79.par_2": {
    en: "evaluation of risky system; order fixes; 15 working days; vulnerable groups; withdraw or recall; corrective actions; compliance check; notified body informed; deadline to fix; risk to rights",
    de: "Bewertung; 15 Arbeitstage; Abhilfe; Rückruf; Korrekturmaßnahmen; Frist",
  },
  "AI:art_79.par_5": {
    en: "provisional measures; ban from market; pull product; restrict sale; withdraw; recall; national ban; operator fails to fix; notify Commission; take off market",
    de: "vorläufige Maßnahmen; Marktverbot; Vertriebsverbot; Rücknahme; Rückruf; Marktrücknahme",
  },
  "AI:art_79.par_8": {
    en: "three months no objection; 30 days for prohibited practices; measure deemed justified; objection period; other countries; national measure stands; timeline; Commission objection; justified ban; deadline",
    de: "drei Monate; Einwände; 30 Tage; gerechtfertigt; Frist; Mitgliedstaaten",
  },
  "AI:art_80": {
    en: "misclassification; provider said not high-risk; regulator disagrees; reclassify; self-assessment challenged; wrongly labelled low risk; exemption abuse; filter conditions; enforcement; fines",
    de: "Fehleinstufung; nicht hochriskant eingestuft; Neueinstufung; Umgehung; Einstufung prüfen; Bußgeld",
  },
  "AI:art_80.par_1": {
    en: "authority checks the classification; evaluation; Commission guidelines; filter conditions; provider self-assessment; is it really high risk; reclassification review; exemption check; narrow task exception; suspicion",
    de: "Prüfung der Einstufung; Bewertung; Selbsteinstufung; Ausnahme; Leitlinien; Verdacht auf Fehleinstufung",
  },
  "AI:art_80.par_7": {
    en: "fines for deliberate misclassification; circumvention; intentional downgrading; avoiding high-risk rules; penalty; gaming the rules; dodge requirements; sanction; false classification; evasion",
    de: "Geldbuße; absichtliche Fehleinstufung; Umgehung; Sanktion; Bußgeld; Täuschung",
  },
  "AI:art_81": {
    en: "EU-level review of national ban; Commission decides; objections between countries; safeguard clause; six months; 60 days; justified or unjustified; withdraw national measure; harmonised standards shortcomings; Union procedure",
    de: "Schutzklauselverfahren der Union; Einwände; Kommission entscheidet; sechs Monate; 60 Tage; nationale Maßnahme",
  },
  "AI:art_82": {
    en: "compliant but still risky; extra measures despite conformity; residual risk; public interest; lawful but dangerous; additional action; Commission consultation; inform Member States; risk remains; corrective measures",
    de: "konforme KI-Systeme mit Risiko; zusätzliche Maßnahmen; Restrisiko; öffentliches Interesse; Korrekturmaßnahmen; rechtmäßig aber riskant",
  },
  "AI:art_83": {
    en: "paperwork failures; missing CE mark; missing declaration; not registered; no representative; missing documentation; formal defects; administrative non-compliance; technical breach; fix paperwork",
    de: "formale Nichtkonformität; fehlende CE-Kennzeichnung; fehlende Konformitätserklärung; fehlende Registrierung; Formfehler; Papierkram",
  },
  "AI:art_83.par_1": {
    en: "list of formal breaches; CE marking wrong; declaration missing; registration missing; documentation unavailable; no authorised representative; deadline to fix; paperwork error; checklist; administrative defect",
    de: "CE-Kennzeichnung; Konformitätserklärung; Registrierung; Dokumentation; Bevollmächtigter; Frist",
  },
  "AI:art_84": {
    en: "testing support; EU test labs; technical advice; reference testing facilities; independent scientific advice; product testing; support for regulators; testing infrastructure; expertise; labs",
    de: "Unionsstrukturen zur Unterstützung der Prüfung; Testeinrichtungen; Prüflabore; Beratung; Sachverständige; technische Unterstützung",
  },
  "AI:art_85": {
    en: "complaint; report a violation; file a complaint; consumer complaint; where to complain about AI; grievance; whistle on a company; anyone can complain; report AI misuse to the regulator; tip to authority",
    de: "Beschwerde; Beschwerderecht; Beschwerde einreichen; Verstoß melden; Verbraucher; wo beschweren; Meldung an Marktüberwachungsbehörde",
  },
  "AI:art_86": {
    en: "right to explanation; why was I rejected; explain automated decision; loan denied; job application rejected; transparency of decision; contest AI decision; reasons for decision; right to know why; algorithm decided about me",
    de: "Recht auf Erläuterung; Erklärung; Begründung; automatisierte Entscheidung; Kredit abgelehnt; Bewerbung abgelehnt; Auskunft über Entscheidung",
  },
  "AI:art_86.par_1": {
    en: "affected person can ask deployer; role of AI in decision; main reasons; adverse impact; legal effects; explanation request; decision about me; significant effect; high-risk output; clear explanation",
    de: "Betroffene; Erläuterung verlangen; Rolle der KI; Gründe; nachteilige Auswirkung; Entscheidung",
  },
  "AI:art_87": {
    en: "whistleblower; whistleblowing; employee reports; protection from retaliation; tip-off; internal reporting channel; EU Whistleblower Directive; report misconduct; anonymous report; speak up",
    de: "Hinweisgeber; Whistleblower; Hinweisgeberschutz; Hinweisgeberschutzgesetz; Meldung; Schutz vor Repressalien; Meldestelle; anonyme Meldung",
  },
  "AI:art_88": {
    en: "who enforces GPAI rules; Commission exclusive; AI Office enforcement of model providers; supervision of foundation models; national authorities request; centralised enforcement; LLM oversight; GPAI enforcement; competence; EU level",
    de: "Durchsetzung; KI-Büro; Kommission zuständig; GPAI-Aufsicht; ausschließliche Befugnis; Basismodelle",
  },
  "AI:art_89": {
    en: "AI Office monitoring of model providers; code of practice adherence; downstream provider complaint; oversight of GPAI; monitoring actions; compliance checks; complaint by customers; model supervision; AI Office review; tracking",
    de: "Überwachung; Beschwerde nachgelagerter Anbieter; Praxisleitfaden; Aufsicht; Kontrolle; KI-Büro",
  },
  "AI:art_89.par_2": {
    en: "complaint against model provider by integrator; downstream developer complaint; API customer complaint; business customer grievance; reasoned complaint; what to include; facts; contact point; file a complaint with AI Office; report GPAI breach",
    de: "Beschwerde; nachgelagerte Anbieter; Downstream; Beschwerde beim KI-Büro; Angaben; Beschwerdeinhalt",
  },
  "AI:art_90": {
    en: "qualified alert; scientific panel warning; frontier risk warning; expert alert about a model; suspected systemic risk; trigger investigation; reasoned alert; inform Board; contents of alert; risk flag",
    de: "qualifizierte Warnung; wissenschaftliches Gremium; Warnung; systemisches Risiko; Untersuchung; Risikowarnung",
  },
  "AI:art_91": {
    en: "information request to model provider; documentation request; deadline; fines for false info; structured dialogue; legal basis; scientific panel request; who must answer; lawyers; incomplete answers",
    de: "Auskunftsverlangen; Dokumentation anfordern; Frist; falsche Angaben; strukturierter Dialog; Informationsanfrage",
  },
  "AI:art_92": {
    en: "model evaluation by AI Office; audit of model; API access; source code access; independent experts; capability testing; systemic risk investigation; structured dialogue; implementing acts; deadline for access",
    de: "Bewertung; Prüfung des Modells; Zugang; Quellcode; API; Sachverständige",
  },
  "AI:art_92.par_3": {
    en: "API access to the model; source code; technical access for evaluation; model access; test the model; tools; regulator testing; weights access; means of access; evaluation access",
    de: "API-Zugang; Quellcode; Zugang; Modellzugang; Prüfung; Modellgewichte",
  },
  "AI:art_93": {
    en: "order to fix a model; mitigation; withdraw model; recall model; restrict availability; binding commitments; structured dialogue; corrective measures; take model offline; Commission order",
    de: "Maßnahmen verlangen; Rücknahme; Rückruf; Risikominderung; Verpflichtungszusagen; Beschränkung",
  },
  "AI:art_94": {
    en: "procedural rights; right to be heard; GPAI providers' defence; due process; access to file; fair hearing; legal protection; appeal rights; procedural guarantees; model providers",
    de: "Verfahrensrechte; rechtliches Gehör; Verteidigung; Akteneinsicht; Rechtsschutz; faires Verfahren",
  },
  "AI:art_95": {
    en: "voluntary codes of conduct; non-high-risk AI; ethics; sustainability; diversity; self-regulation; industry code; voluntary compliance; best practices; low-risk AI",
    de: "Verhaltenskodizes; freiwillig; Ethik; Nachhaltigkeit; Selbstverpflichtung; Branchenkodex",
  },
  "AI:art_95.par_2": {
    en: "energy efficiency; green AI; ethics guidelines; trustworthy AI; inclusive design; accessibility; gender equality; AI literacy; vulnerable persons; environmental impact",
    de: "Energieeffizienz; Barrierefreiheit; Vielfalt; Ethik-Leitlinien; Umwelt; KI-Kompetenz",
  },
  "AI:art_96": {
    en: "Commission guidelines; guidance documents; interpretation help; definition of AI system guidance; prohibited practices guidance; substantial modification guidance; transparency guidance; high-risk guidance; soft law; FAQ",
    de: "Leitlinien; Auslegungshilfe; Kommission; Definition KI-System; verbotene Praktiken; wesentliche Änderung",
  },
  "AI:art_97": {
    en: "delegated acts; Commission power to amend annexes; objection by Parliament; revocation; five years; tacit extension; three months objection; expert consultation; update annexes; legislative procedure",
    de: "delegierte Rechtsakte; Befugnisübertragung; Einwand; Widerruf; Anhänge ändern; Verlängerung",
  },
  "AI:art_98": {
    en: "comitology; committee; implementing acts procedure; examination procedure; member state committee; vote; Regulation 182/2011; adoption of implementing acts; AI committee; procedure",
    de: "Ausschussverfahren; Komitologie; Prüfverfahren; Durchführungsrechtsakte; Ausschuss; Abstimmung",
  },
  "AI:art_99": {
    en: "fines; how much is the fine; sanctions; maximum penalty; percent of turnover; fine amounts; penalty tiers; what happens if we break the AI Act; cost of non-compliance; financial consequences",
    de: "Sanktionen; Geldbußen; Bußgeld; Bußgeldhöhe; Strafe; Höchstbetrag; Umsatz; Bußgeldrahmen; was droht bei Verstoß",
  },
  "AI:art_99.par_1": {
    en: "national penalty rules; warnings; non-monetary measures; proportionate and deterrent; SMEs considered; member states set sanctions; enforcement measures; economic viability; national law; sanction regime",
    de: "Sanktionsvorschriften; Verwarnung; KMU; Mitgliedstaaten; abschreckend; Sanktionsregelung",
  },
  "AI:art_99.par_3": {
    en: "35 million euros; 7 percent of global turnover; prohibited practices fine; highest fine; banned AI penalty; worldwide revenue; maximum fine; top tier; social scoring fine; whichever is higher",
    de: "35 Millionen Euro; 7 Prozent; verbotene Praktiken; Höchststrafe; weltweiter Jahresumsatz; höchste Geldbuße",
  },
  "AI:art_99.par_4": {
    en: "15 million euros; 3 percent of turnover; breach of high-risk obligations; operators; importers; distributors; deployers; notified bodies; transparency breaches; importer penalty; distributor penalty",
    de: "15 Millionen Euro; drei Prozent; Pflichtverstoß; Anbieter; Betreiber; Einführer; Händler; Sanktion; Bußgeldrahmen",
  },
  "AI:art_99.par_4.pt_e": {
    en: "deployer fine; penalty for companies using high-risk AI; user-side breach; employer using AI; bank using AI; business user obligations; 15 million; 3 percent; deployer obligations breach; operator fine",
    de: "Betreiber Bußgeld; Nutzer; Verstoß Betreiberpflichten; 15 Millionen; drei Prozent; Arbeitgeber",
  },
  "AI:art_99.par_4.pt_g": {
    en: "fine for not labelling deepfakes; chatbot disclosure breach; watermarking failure penalty; transparency violation; unlabelled AI content; 15 million; 3 percent; generative AI fine; disclosure failure; AI notice missing",
    de: "Verstoß Transparenzpflicht; Kennzeichnung; Deepfake; Chatbot; Wasserzeichen; Bußgeld",
  },
  "AI:art_99.par_5": {
    en: "7.5 million euros; 1 percent; lying to authorities; false information; misleading answers to regulator; incomplete reply; notified bodies; wrong data; lowest tier; information offence",
    de: "7,5 Millionen Euro; ein Prozent; falsche Angaben; irreführende Auskünfte; unvollständig; Auskunftspflicht",
  },
  "AI:art_99.par_6": {
    en: "lower cap for SMEs; start-up fines; whichever is lower; small business penalty; reduced fines; SME fine cap; small company; proportional; fine for start-up; cheaper penalty",
    de: "KMU; Start-ups; niedrigerer Betrag; geringere Bußgelder; kleine Unternehmen; Bußgeldobergrenze",
  },
  "AI:art_99.par_6a": {
    en: "small mid-caps; SMC fines; mid-sized companies; lower cap; whichever is lower; mid-cap relief; medium enterprises; reduced maximum; fine limit; growing companies",
    de: "kleine Midcaps; SMC; mittelgroße Unternehmen; niedrigerer Betrag; Obergrenze; Bußgeld",
  },
  "AI:art_99.par_7": {
    en: "factors for fine amount; how fines are calculated; aggravating; mitigating; cooperation; intent; negligence; size of company; self-reporting; number of victims",
    de: "Bemessung; Zumessungskriterien; erschwerend; mildernd; Vorsatz; Fahrlässigkeit; Kooperation",
  },
  "AI:art_99.par_8": {
    en: "fines on public authorities; government bodies; public sector penalties; can authorities be fined; municipalities; state agencies; national choice; public bodies; ministries; exemption for state",
    de: "Behörden; öffentliche Stellen; Bußgelder gegen Behörden; Kommunen; Staat; Ministerien",
  },
  "AI:art_100": {
    en: "fines on EU institutions; EDPS fines; EU agencies penalties; 1.5 million euros; 750000 euros; Union bodies; right to be heard; EU budget; annual report; factors",
    de: "Geldbußen EU-Organe; EDSB; EU-Einrichtungen; 1,5 Millionen Euro; 750 000 Euro; Unionsorgane",
  },
  "AI:art_101": {
    en: "GPAI fines; model provider fines; 15 million or 3 percent; Commission fines; foundation model penalty; LLM provider sanctions; fine for model developers; how much for GPAI; intentional or negligent; appeal",
    de: "Geldbußen Anbieter GPAI; KI-Modell; Kommission; Bußgeld; Sanktionen Basismodell; Höhe",
  },
  "AI:art_101.par_1": {
    en: "intentional or negligent breach; refusal of information; refusal of access; ignoring measures; amount of fine; 15 million euros; 3 percent of turnover; proportionality; commitments taken into account; codes of practice considered",
    de: "Vorsatz; Fahrlässigkeit; Auskunftsverweigerung; Bußgeldhöhe; 15 Millionen; drei Prozent",
  },
  "AI:art_102": {
    en: "aviation security equipment; airport screening; security scanners; AI in airport checks; baggage screening; body scanners; civil aviation security; detection equipment; airport security; amendment",
    de: "Luftsicherheit; Flughafen; Kontrollgeräte; Sicherheitskontrolle; Gepäckkontrolle; Änderung",
  },
  "AI:art_103": {
    en: "tractors; agricultural vehicles; forestry vehicles; farm machinery type approval; smart farming; autonomous tractors; agriculture; safety component; amendment; rural machines",
    de: "landwirtschaftliche Fahrzeuge; Traktoren; forstwirtschaftliche Fahrzeuge; Landwirtschaft; Änderung; Agrartechnik",
  },
  "AI:art_104": {
    en: "motorbikes; mopeds; two-wheelers; three-wheelers; quadricycles; type approval; scooters; e-bikes; L-category vehicles; amendment",
    de: "Motorräder; zweirädrige Fahrzeuge; Leichtfahrzeuge; Roller; Typgenehmigung; Mopeds",
  },
  "AI:art_105": {
    en: "ship equipment; marine equipment; maritime safety; vessels; navigation; boats; shipping; safety component; testing standards; amendment",
    de: "Schiffsausrüstung; Seeschifffahrt; Schiffe; Navigation; Änderung; Boote",
  },
  "AI:art_106": {
    en: "railway; trains; rail interoperability; rail safety components; signalling; automated train; rail system; rolling stock; amendment; rail operators",
    de: "Eisenbahn; Bahn; Interoperabilität; Zugsteuerung; Änderung; Schienenverkehr",
  },
  "AI:art_107": {
    en: "cars; motor vehicles type approval; automotive; trailers; vehicle components; car makers; OEM; safety component; delegated acts; amendment",
    de: "Kraftfahrzeuge; Typgenehmigung; Autos; Fahrzeughersteller; Änderung; Kfz",
  },
  "AI:art_108": {
    en: "aviation; EASA; drones; aircraft; unmanned aircraft; air traffic; air traffic management; pilots; airworthiness; amendment",
    de: "Luftfahrt; EASA; Drohnen; Flugzeuge; Flugsicherung; Änderung",
  },
  "AI:art_109": {
    en: "vehicle general safety; driver assistance; ADAS; automated driving; self-driving cars; emergency braking; occupant protection; road users; type approval; amendment",
    de: "Fahrzeugsicherheit; Fahrerassistenzsysteme; automatisiertes Fahren; Notbremsassistent; Änderung; Straßenverkehr",
  },
  "AI:art_110": {
    en: "collective redress; class action; representative actions; consumer associations can sue; group lawsuit; consumer protection; mass claims; injunction; qualified entities; amendment",
    de: "Verbandsklage; Sammelklage; Verbraucherverbände; Abhilfeklage; Verbraucherschutz; Verbandsklagenrichtlinie",
  },
  "AI:art_111": {
    en: "legacy systems; grandfathering; existing AI systems; transitional provisions; old systems already on market; transition period; legacy deadline; existing deployments; systems launched earlier; how long can old systems be used",
    de: "Übergangsbestimmungen; Bestandsschutz; Altsysteme; bereits in Verkehr gebrachte; Übergangsfrist; Altbestand",
  },
  "AI:art_111.par_1": {
    en: "large-scale IT systems; Schengen; border databases; deadline end of 2030; SIS; Eurodac; ETIAS; EU IT systems; legacy border AI; compliance deadline",
    de: "IT-Großsysteme; Schengen; 31. Dezember 2030; Grenzdatenbanken; Frist; Eurodac",
  },
  "AI:art_111.par_2": {
    en: "grandfathering of high-risk systems; only if significantly changed; public authorities deadline 2030; legacy high-risk AI; existing systems exempt; major redesign; August 2030; old HR software; already deployed; transition",
    de: "Bestandsschutz; wesentliche Änderung; Behörden 2030; Altsysteme; bereits im Einsatz; 2. August 2030",
  },
  "AI:art_111.par_3": {
    en: "GPAI models released before August 2025; existing models deadline August 2027; legacy foundation models; two-year grace; older LLMs; already available models; transition for model providers; compliance by 2027; grandfathered models; catch-up",
    de: "Bestandsmodelle; bis 2. August 2027; vor August 2025; Übergangsfrist; ältere Modelle; Altmodelle",
  },
  "AI:art_111.par_4": {
    en: "watermarking grace period; December 2026; existing generative tools; labelling transition; image generators already on market; synthetic content marking deadline; transition for marking; generative AI launched before August 2026; extra months; catch-up",
    de: "Übergangsfrist Kennzeichnung; 2. Dezember 2026; Wasserzeichen; generative KI; bereits auf dem Markt; Kennzeichnungspflicht",
  },
  "AI:art_112": {
    en: "review; evaluation; report; future amendments; update high-risk list; revision clause; changes to prohibitions; evaluation of AI Office; reporting cycle; reform",
    de: "Bewertung; Überprüfung; Evaluierung; Bericht; Änderungen; Revision",
  },
  "AI:art_112.par_1": {
    en: "annual review of banned practices and high-risk list; yearly check; new prohibitions; add use cases; update list; Commission assessment; every year; report to Parliament; list changes; review cycle",
    de: "jährliche Überprüfung; Verbote; Hochrisiko-Liste; Anpassung; Bericht; jährlich",
  },
  "AI:art_113": {
    en: "when does it start to apply; deadline; from when; go-live date; compliance date; timeline; phase-in; entry into force; application dates; key dates",
    de: "Inkrafttreten; Geltungsbeginn; ab wann gilt; Fristen; Zeitplan; Stichtag",
  },
  "AI:art_113.pt_a": {
    en: "prohibitions apply from February 2025; AI literacy from February 2025; banned practices start date; new bans from December 2026; definitions apply; general provisions date; when are bans enforceable; first deadline; literacy obligation date; early application",
    de: "Verbote ab 2. Februar 2025; KI-Kompetenz; ab wann gelten Verbote; 2. Dezember 2026; erste Frist; Kapitel I und II",
  },
  "AI:art_113.pt_b": {
    en: "GPAI obligations from August 2025; governance; penalties; notified bodies; confidentiality; fines on model providers later; when do model rules apply; AI Office start; national authorities; second deadline",
    de: "ab 2. August 2025; GPAI-Pflichten; Sanktionen; benannte Stellen; Governance; ab wann gelten",
  },
  "AI:art_113.pt_c": {
    en: "high-risk obligations postponed; December 2027; August 2028; delay; stop the clock; when do high-risk rules apply; Annex III systems date; product AI date; digital omnibus postponement; new deadline",
    de: "Hochrisiko ab 2. Dezember 2027; 2. August 2028; Verschiebung; ab wann gelten Hochrisiko-Pflichten; Aufschub; Hochrisiko-Fristen",
  },
  "AI:art_113.pt_d": {
    en: "sectoral amendments from July 2026; vehicles and aviation amendments date; changes to other laws; type approval laws; effective date of amendments; sector laws; cars; drones; rail; marine",
    de: "Änderungen ab 27. Juli 2026; andere Rechtsakte; Fahrzeuge; Luftfahrt; Geltung; 27. Juli 2026",
  },
  "AI:anx_I": {
    en: "product safety laws; sectoral product legislation; products with AI safety components; medical devices; toys; machinery; vehicles; aircraft; New Legislative Framework; CE-marked products",
    de: "Harmonisierungsrechtsvorschriften; Produktsicherheit; Medizinprodukte; Spielzeug; Maschinen; Fahrzeuge; Produktrecht",
  },
  "AI:anx_I.sec_A": {
    en: "NLF products; toys; lifts; radio equipment; protective equipment; medical devices; diagnostics; pressure equipment; ATEX; boats",
    de: "Neuer Rechtsrahmen; Spielzeug; Aufzüge; Funkanlagen; Medizinprodukte; Schutzausrüstung; Druckgeräte",
  },
  "AI:anx_I.sec_A.pt_2": {
    en: "smart toys; connected toys; AI in children's toys; toy safety; talking doll; kids products; toy directive; interactive toys; child safety; toy makers",
    de: "Spielzeug; smartes Spielzeug; Spielzeugsicherheit; Kinderspielzeug; vernetztes Spielzeug; Spielzeugrichtlinie",
  },
  "AI:anx_I.sec_A.pt_11": {
    en: "MDR; medical AI software; diagnostic software; health app; clinical decision support; medtech; radiology AI; software as a medical device; hospital AI; patient devices",
    de: "Medizinprodukteverordnung; MDR; Medizinsoftware; Gesundheits-App; Medizintechnik; Diagnosesoftware",
  },
  "AI:anx_I.sec_B": {
    en: "vehicles; aviation; rail; marine; agricultural vehicles; machinery; type-approval legislation; transport sector products; drones; cars",
    de: "Fahrzeuge; Luftfahrt; Eisenbahn; Schiffe; Maschinen; Typgenehmigung",
  },
  "AI:anx_I.sec_B.pt_18": {
    en: "cars; motor vehicles; automotive type approval; trailers; car components; vehicle makers; automated vehicles; OEM; car software; type approval framework",
    de: "Kraftfahrzeuge; Autos; Typgenehmigung; Fahrzeugteile; Autohersteller; Fahrzeugzulassung",
  },
  "AI:anx_I.sec_B.pt_20": {
    en: "aviation; EASA; drones; aircraft; unmanned aircraft; air navigation; airworthiness; civil aviation; aviation safety; pilots",
    de: "Luftfahrt; EASA; Drohnen; Flugzeuge; Flugsicherheit; Luftfahrzeuge",
  },
  "AI:anx_I.sec_B.pt_21": {
    en: "machinery regulation; industrial robots; machines; factory equipment; cobots; autonomous machines; production lines; machine safety; manufacturing; equipment makers",
    de: "Maschinenverordnung; Maschinen; Industrieroboter; Produktionsanlagen; Maschinensicherheit; Roboter",
  },
  "AI:anx_II": {
    en: "serious crimes list; offences allowing police facial recognition; terrorism; murder; rape; human trafficking; child abuse; drug trafficking; kidnapping; organised crime",
    de: "Straftatenkatalog; schwere Straftaten; Terrorismus; Mord; Menschenhandel; biometrische Fernidentifizierung",
  },
  "AI:anx_III": {
    en: "high-risk use cases; list of high-risk areas; is my AI high risk; HR software; credit scoring; education; biometrics; police; border; courts; elections",
    de: "Hochrisiko-KI-Systeme; Anwendungsbereiche; Liste; Hochrisiko-Liste; ist mein System hochriskant; Anhang III",
  },
  "AI:anx_III.pt_1": {
    en: "facial recognition; face recognition cameras; remote biometric identification; emotion recognition; biometric categorisation; sensitive attributes; face ID verification exception; fingerprint matching; voice identification; surveillance cameras",
    de: "Gesichtserkennung; biometrische Fernidentifizierung; Emotionserkennung; Biometrie; biometrische Kategorisierung; Videoüberwachung",
  },
  "AI:anx_III.pt_2": {
    en: "critical infrastructure; energy grid; power supply; water supply; traffic control; utilities; digital infrastructure; safety component; smart grid; gas and heating supply",
    de: "kritische Infrastruktur; KRITIS; Stromnetz; Wasserversorgung; Verkehr; Energie; Gasversorgung; Wärmeversorgung",
  },
  "AI:anx_III.pt_3": {
    en: "education; schools; universities; exam proctoring; admissions; grading; cheating detection; edtech; student assessment; online exams; student placement",
    de: "Bildung; Schule; Hochschule; Prüfungsaufsicht; Zulassung; Noten; Bewertung; Studierende; Lernerfolg",
  },
  "AI:anx_III.pt_4": {
    en: "employment; HR; hiring; recruitment software; CV screening; applicant tracking; performance monitoring; promotion; firing; workforce management; employee surveillance",
    de: "Beschäftigung; Personalwesen; Bewerberauswahl; Recruiting; Lebenslauf; Leistungsüberwachung; Kündigung; Arbeitnehmer",
  },
  "AI:anx_III.pt_5": {
    en: "credit scoring; creditworthiness; loans; insurance pricing; life and health insurance; social benefits; welfare; emergency calls; triage; SCHUFA",
    de: "Kreditwürdigkeit; Bonitätsprüfung; SCHUFA; Kredit; Versicherung; Sozialleistungen; Notruf; Triage",
  },
  "AI:anx_III.pt_6": {
    en: "police; predictive policing; crime risk; lie detector; evidence evaluation; profiling; reoffending risk; victim risk; crime prediction; detectives",
    de: "Strafverfolgung; Polizei; Lügendetektor; vorausschauende Polizeiarbeit; Profiling; Rückfallrisiko; Ermittlungsbehörden",
  },
  "AI:anx_III.pt_7": {
    en: "migration; asylum; border control; visa; lie detector at border; risk assessment of travellers; residence permits; asylum applications; identify migrants; immigration authorities",
    de: "Migration; Asyl; Grenzkontrolle; Visum; Aufenthaltstitel; Asylantrag",
  },
  "AI:anx_III.pt_8": {
    en: "courts; judges; legal tech for judges; dispute resolution; arbitration; elections; voter influence; political campaigns; referendum; legal research by courts",
    de: "Justiz; Gerichte; Richter; Wahlen; Wahlbeeinflussung; Demokratie; Gerichtsentscheidungen",
  },
  "AI:anx_IV": {
    en: "technical documentation contents; what to document; tech file; documentation checklist; system description; data sheets; test reports; model architecture; risk management description; standards applied",
    de: "technische Dokumentation; Inhalt; Checkliste; Systembeschreibung; Testberichte; Datenblätter",
  },
  "AI:anx_V": {
    en: "declaration of conformity contents; DoC template; signature; what the declaration must say; provider details; standards used; notified body number; GDPR statement; place and date; sole responsibility",
    de: "EU-Konformitätserklärung; Inhalt; Muster; Unterschrift; Angaben; Normen",
  },
  "AI:anx_VI": {
    en: "self-assessment; internal control; no notified body; self-certification; in-house conformity check; provider checks itself; QMS check; documentation review; post-market consistency; module A",
    de: "interne Kontrolle; Selbstbewertung; ohne benannte Stelle; Eigenprüfung; Selbstzertifizierung; interne Prüfung",
  },
  "AI:anx_VII": {
    en: "notified body assessment; third-party audit; QMS audit; certificate; technical documentation certificate; external certification; application to notified body; access to training data; surveillance audits; certificate validity",
    de: "benannte Stelle; Drittprüfung; Zertifikat; Audit; QMS; Zertifizierung",
  },
  "AI:anx_VIII": {
    en: "registration data; what to enter in the EU database; registration fields; database form; required information; provider and deployer entries; non-high-risk registration; keep up to date; sections; registration checklist",
    de: "Registrierungsangaben; EU-Datenbank; Angaben; Formular; Pflichtangaben; Registrierung",
  },
  "AI:anx_VIII.sec_A": {
    en: "provider registration fields; trade name; certificate; instructions for use; status; member states; contact details; intended purpose; declaration copy; URL",
    de: "Anbieter; Angaben; Handelsname; Zertifikat; Kontaktdaten; Zweckbestimmung",
  },
  "AI:anx_VIII.sec_B": {
    en: "registration of non-high-risk Annex III systems; exemption justification; self-assessed low risk; reasons not high-risk; derogation registration; filter condition; provider details; status; intended purpose; opt-out registration",
    de: "nicht hochriskant; Begründung; Registrierung; Ausnahme; Angaben; Selbsteinstufung",
  },
  "AI:anx_VIII.sec_C": {
    en: "deployer registration; public bodies; FRIA summary; DPIA summary; authorities using AI; link to provider entry; contact details; impact assessment summary; public sector; registration fields",
    de: "Betreiber; Grundrechte-Folgenabschätzung; Datenschutz-Folgenabschätzung; Behörden; Registrierung; öffentliche Stellen",
  },
  "AI:anx_IX": {
    en: "registration of real-world test; test ID; testing plan summary; pilot registration; field test information; suspension of test; deployers involved; contact details; identification number; trial registration",
    de: "Registrierung Test unter Realbedingungen; Praxistest; Testplan; Identifikationsnummer; Angaben; Feldtest",
  },
  "AI:anx_X": {
    en: "Schengen; SIS; VIS; Eurodac; EES; ETIAS; ECRIS; large EU IT systems; border databases; interoperability",
    de: "IT-Großsysteme; Schengener Informationssystem; Eurodac; Visa; Grenzkontrolle; Interoperabilität",
  },
  "AI:anx_XI": {
    en: "model documentation for AI Office; model card; training compute; energy consumption; parameters; architecture; training data; evaluation; licence; release date",
    de: "technische Dokumentation GPAI; Modell; Trainingsdaten; Energieverbrauch; Parameter; Architektur",
  },
  "AI:anx_XI.sec_1": {
    en: "basic model documentation; all GPAI providers; licence; release date; training data info; FLOPs used; training time; energy use; acceptable use policy; input and output modalities",
    de: "Dokumentation; alle Anbieter; Lizenz; Energieverbrauch; Rechenaufwand; Trainingsdaten",
  },
  "AI:anx_XI.sec_2": {
    en: "extra documentation for systemic-risk models; red teaming; evaluation strategy; fine-tuning; alignment; adversarial testing; evaluation results; system architecture; limitations; metrics",
    de: "zusätzliche Dokumentation; systemisches Risiko; Red Teaming; Evaluierung; Feinabstimmung; Angriffstests",
  },
  "AI:anx_XII": {
    en: "information to downstream providers; integration docs; context window; API documentation; model card; acceptable use; licence; modalities; training data info; technical means",
    de: "Informationen nachgelagerte Anbieter; Integration; Kontextfenster; API; Lizenz; Nutzungsbedingungen",
  },
  "AI:anx_XIII": {
    en: "criteria for systemic risk; parameters; tokens; 10000 business users; reach; autonomy; multimodal; dataset size; compute; registered users",
    de: "Kriterien systemisches Risiko; Parameter; Nutzerzahl; Reichweite; Datensatzgröße; Rechenaufwand",
  },
  "AI:anx_XIV": {
    en: "notified body scope codes; designation codes; agentic AI; generative AI codes; machine learning categories; symbolic AI; conformity assessment bodies; application for designation; scope of accreditation; biometrics codes",
    de: "benannte Stellen; Codes; Notifizierung; Geltungsbereich; agentische KI; generative KI",
  },
};
