/** Everyday words for provisions of the AI Act, Articles 1–49 (document expansion; written from the acts' text). */
export const aiActParaphrases1: Record<string, { en: string; de: string }> = {
  "AI:art_1": {
    en: "what is the AI Act for; aim and goal of the regulation; purpose of the artificial intelligence act; why was it adopted; overview of what the act covers; risk-based approach; trustworthy and human-centric technology; protecting people from harmful algorithms; single market for AI products; innovation-friendly regulation; support for startups and small companies; summary of the act; structure of the AI Act; objectives",
    de: "Zweck der KI-Verordnung; Ziel des AI Act; Gegenstand; Überblick; worum geht es; risikobasierter Ansatz; vertrauenswürdige KI; Binnenmarkt; Innovationsförderung; Schutz der Grundrechte; KI-VO Zusammenfassung; Aufbau der Verordnung",
  },
  "AI:art_2": {
    en: "who does the AI Act apply to; does the act apply to my company; territorial reach; extraterritorial effect; applies to US or non-EU companies; exemptions and carve-outs; out of scope; who is covered; which businesses must comply; scope of application; exceptions for military, research, hobby use, open source; is my use case covered",
    de: "Anwendungsbereich; gilt die KI-Verordnung für mich; räumlicher Anwendungsbereich; sachlicher Anwendungsbereich; Ausnahmen; wer ist betroffen; Unternehmen außerhalb der EU; Drittstaat; Marktortprinzip; Bereichsausnahme; fällt mein Unternehmen darunter",
  },
  "AI:art_2.par_1": {
    en: "who must comply; companies selling AI in Europe; foreign developers; businesses using AI tools in the EU; manufacturers embedding AI in their products; people affected by AI in Europe; applies regardless of where the company is headquartered; market location principle; vendors from the US, UK, China; addressees of the act; does it apply to us",
    de: "persönlicher Anwendungsbereich; wer muss die KI-VO einhalten; Anbieter; Betreiber; Einführer; Händler; Produkthersteller; Bevollmächtigter; betroffene Personen; Sitz außerhalb der EU; Marktortprinzip; Adressaten",
  },
  "AI:art_2.par_1.pt_c": {
    en: "non-EU company whose AI results are used in Europe; extraterritorial reach; US or Chinese vendor; offshore processing; AI run abroad but results sent to EU customers; cloud service hosted outside Europe; foreign provider output used in EU; Swiss or UK company; servers in the US; remote service for European clients",
    de: "Drittstaat; Anbieter außerhalb der EU; Ergebnis wird in der EU verwendet; extraterritoriale Wirkung; US-Unternehmen; Auslandsanbieter; Cloud im Ausland; Server in den USA; Schweiz",
  },
  "AI:art_2.par_2": {
    en: "cars, aircraft, drones, agricultural tractors, marine equipment, railways with AI; automotive type-approval; aviation safety; motor vehicles; self-driving cars; autonomous vehicles; sector-specific product law takes precedence; only limited provisions apply; vehicle manufacturers; civil aviation",
    de: "Fahrzeuge; Typgenehmigung; Luftfahrt; Kraftfahrzeuge; autonomes Fahren; Eisenbahn; Schiffsausrüstung; Traktoren; Drohnen; Anhang I Abschnitt B; eingeschränkte Anwendung; Automobilindustrie",
  },
  "AI:art_2.par_3": {
    en: "military AI; defence applications; armed forces; weapons systems; national security exemption; intelligence services; dual-use; army drones; autonomous weapons not covered; defence contractors; ministry of defence; spy agencies",
    de: "Militär; Verteidigung; nationale Sicherheit; Bundeswehr; Rüstung; Waffensysteme; Geheimdienste; Nachrichtendienste; Bereichsausnahme; Dual-Use; nicht anwendbar",
  },
  "AI:art_2.par_4": {
    en: "foreign governments using AI; international organisations; police cooperation with non-EU countries; Interpol; judicial cooperation agreements; exemption for third-country authorities; mutual legal assistance; cross-border crime cooperation; human rights safeguards; extradition",
    de: "Behörden von Drittstaaten; internationale Organisationen; internationale Zusammenarbeit; Strafverfolgung; justizielle Zusammenarbeit; Rechtshilfe; Ausnahme; Interpol",
  },
  "AI:art_2.par_5": {
    en: "platforms and hosting providers; online platform liability; Digital Services Act; safe harbour; intermediaries; relationship with DSA; hosting liability exemption remains; social media; marketplaces; notice and takedown; user-generated content",
    de: "Digital Services Act; DSA; Haftung von Vermittlungsdiensten; Plattformen; Hosting-Anbieter; Haftungsprivileg; soziale Netzwerke; Verhältnis zu anderen Gesetzen",
  },
  "AI:art_2.par_6": {
    en: "academic research exemption; university lab; scientific studies; research-only models; non-commercial research; science projects; research institutes; PhD project; research prototype; only built for research; R&D carve-out",
    de: "Forschungsausnahme; wissenschaftliche Forschung; Universität; Hochschule; Forschungsprojekt; Wissenschaftsprivileg; Forschungszwecke; Forschungsinstitut",
  },
  "AI:art_2.par_7": {
    en: "GDPR still applies; data protection law; privacy; ePrivacy; relationship with data protection rules; personal information; privacy law unaffected; cookies; data protection authority; DSGVO remains applicable; both laws apply together",
    de: "DSGVO; Datenschutz; Verhältnis zur DSGVO; ePrivacy; Datenschutzrecht bleibt unberührt; personenbezogene Daten; Datenschutzbehörde; Vertraulichkeit der Kommunikation",
  },
  "AI:art_2.par_8": {
    en: "prototypes; development phase; beta before launch; pre-release; lab testing; building a model in-house; R&D not covered until launch; proof of concept; experimentation before go-live; internal experiments; not yet on the market; but real-world tests are covered",
    de: "Entwicklungsphase; Prototyp; vor Markteinführung; Forschung und Entwicklung; Testphase; Ausnahme; noch nicht auf dem Markt; Proof of Concept; Labortest",
  },
  "AI:art_2.par_9": {
    en: "consumer protection law still applies; product safety rules; product liability; consumer rights; relationship with other consumer laws; unfair commercial practices; general product safety; defective products; consumer claims unaffected; parallel application",
    de: "Verbraucherschutz; Produktsicherheit; Verbraucherrecht bleibt unberührt; Produkthaftung; unlautere Geschäftspraktiken; Verbraucherrechte",
  },
  "AI:art_2.par_10": {
    en: "private use; hobby; personal use of ChatGPT at home; individuals; household exemption; using AI for myself; non-business use; consumers using chatbots; private person; family use; not at work",
    de: "private Nutzung; Privatperson; Haushaltsausnahme; privat; Hobby; nicht beruflich; persönliche Nutzung; Verbraucher; Privatgebrauch",
  },
  "AI:art_2.par_11": {
    en: "employee protection; labour law; works council; collective bargaining agreements; stricter national employment rules allowed; unions; worker rights regarding workplace AI; employer monitoring limits; co-determination; more protective national rules",
    de: "Arbeitnehmerschutz; Betriebsrat; Tarifvertrag; Betriebsvereinbarung; Arbeitsrecht; günstigere nationale Regelungen; Beschäftigte; Gewerkschaft; Mitbestimmung",
  },
  "AI:art_2.par_12": {
    en: "open source exemption; open-source models; free software; publicly released code; GitHub; open weights; community projects; FOSS; Apache or MIT licence; no exemption if prohibited or high-risk; Hugging Face releases",
    de: "Open Source; quelloffen; freie Software; Open-Source-Lizenz; Ausnahme; offene Modelle; Open-Source-Ausnahme; Gewichte veröffentlicht",
  },
  "AI:art_2.par_13": {
    en: "machinery, medical devices, toys with AI; sector product law covers the same; avoid double regulation; overlap with product safety legislation; equivalent protection; lighter requirements for regulated products; duplication; sectoral rules prevail where equivalent; product-embedded AI; lift safety; radio equipment; pressure equipment",
    de: "Doppelregulierung vermeiden; Maschinenverordnung; Medizinprodukte; Spielzeug; Anhang I Abschnitt A; gleichwertiges Schutzniveau; Überschneidung; sektorale Vorschriften",
  },
  "AI:art_2.par_13.pt_a": {
    en: "sector law already gives equal or better protection; medical device rules equivalent; machinery rules; no double requirements; equivalent safeguards; stricter sector rules suffice; overlap relief; higher protection level in sector rules; product legislation suffices; reduced AI Act duties",
    de: "gleichwertiger Schutz; höheres Schutzniveau; sektorales Recht; Medizinprodukte; Maschinen; keine Doppelanforderungen; Entlastung",
  },
  "AI:art_3": {
    en: "definitions; glossary; what does this term mean; meaning of terms; legal terminology; key concepts explained; vocabulary of the act; how is X defined; terms used in the regulation; interpretation",
    de: "Begriffsbestimmungen; Definitionen; Glossar; was bedeutet; Begriff; Bedeutung; Auslegung; Legaldefinition",
  },
  "AI:art_3.pt_1": {
    en: "what counts as AI; is my software AI; machine learning; neural network; algorithm; chatbot; large language model app; automated tool; rule-based software vs AI; definition of artificial intelligence; self-learning program; smart software; Excel macro; statistics model; computer vision; does a simple if-then program count",
    de: "KI-System; Definition künstliche Intelligenz; was ist KI; maschinelles Lernen; Algorithmus; Software; selbstlernend; neuronales Netz; Chatbot; fällt meine Software darunter; regelbasiert",
  },
  "AI:art_3.pt_2": {
    en: "what is meant by risk; likelihood and impact; probability times severity; danger; chance of damage; how bad and how likely; risk concept; harm potential; risk level; risk definition",
    de: "Risiko; Wahrscheinlichkeit; Schwere; Schaden; Gefahr; Risikobegriff; Schadensausmaß; Risikodefinition",
  },
  "AI:art_3.pt_3": {
    en: "developer; vendor; manufacturer of AI; who builds the AI; company that creates the model; software maker; selling AI under own brand; outsourced development under own label; startup that built the tool; model developer; who is the provider; SaaS company; free tools also count",
    de: "Anbieter; Entwickler; Hersteller; wer ist Anbieter; eigener Name; eigene Marke; KI entwickeln lassen; Softwarehersteller; Modellentwickler; unentgeltlich",
  },
  "AI:art_3.pt_4": {
    en: "user of AI; company using an AI tool; employer using AI; business customer; organisation that runs the system; bank or hospital using AI; we use ChatGPT in our company; licensee; operator in practice; who is the deployer; professional use; municipality using software",
    de: "Betreiber; Nutzer; Anwender; Verwender; Unternehmen setzt KI ein; Arbeitgeber; Einsatz von KI; wer ist Betreiber; berufliche Nutzung; Behörde nutzt KI",
  },
  "AI:art_3.pt_5": {
    en: "EU representative; legal representative in Europe; agent for non-EU company; contact person in the EU; mandated representative; written mandate; proxy; local representative for foreign vendor; compliance representative; European agent",
    de: "Bevollmächtigter; EU-Vertreter; Vertreter in der EU; schriftliches Mandat; Ansprechpartner in der EU; Drittstaatenanbieter; Vollmacht; Vertreter",
  },
  "AI:art_3.pt_6": {
    en: "bringing AI from outside the EU; non-EU vendor; foreign supplier; importing software; US company's product; reselling foreign-branded AI; first to sell foreign AI in Europe; who is an importer; buying from China for EU market; import of AI products",
    de: "Einführer; Importeur; Import; Drittstaat; ausländischer Anbieter; Produkte aus den USA; wer ist Einführer; Einfuhr",
  },
  "AI:art_3.pt_7": {
    en: "reseller; retailer; dealer; we resell AI products; wholesaler; marketplace seller; value-added reseller; channel partner; supply chain intermediary; software reseller; who is a distributor",
    de: "Händler; Wiederverkäufer; Vertrieb; Reseller; Lieferkette; Zwischenhändler; Vertriebspartner; Großhändler",
  },
  "AI:art_3.pt_8": {
    en: "all actors in the chain; economic operators; any company involved; umbrella term for businesses in the supply chain; market participants; parties with obligations; who are operators; collective term; roles under the act; supply chain actors",
    de: "Akteur; Wirtschaftsakteur; Beteiligte; Lieferkette; Sammelbegriff; Marktteilnehmer; Rollen; Verpflichtete",
  },
  "AI:art_3.pt_9": {
    en: "launching a product; first release; go-to-market; product launch in the EU; first sale; rollout; when is AI first put on the market; market entry; first offering; release date",
    de: "Inverkehrbringen; Markteinführung; erstmalige Bereitstellung; Launch; Produkteinführung; Marktzugang",
  },
  "AI:art_3.pt_10": {
    en: "selling; offering; supplying; distributing; free or paid offering; download offering; commercial supply; providing access; subscription; app store listing; any supply after launch",
    de: "Bereitstellung auf dem Markt; Vertrieb; Abgabe; kostenlos oder entgeltlich; Geschäftstätigkeit; anbieten; verkaufen",
  },
  "AI:art_3.pt_11": {
    en: "go-live; deployment in own organisation; first use; installing for a client; in-house use of own AI; rollout to customer; commissioning; switching on; internal deployment of self-built tool; activation",
    de: "Inbetriebnahme; erstmalige Verwendung; Eigennutzung; Einsatz; Go-live; In-Betrieb-Setzen; Eigenentwicklung",
  },
  "AI:art_3.pt_12": {
    en: "intended use; what the AI is meant for; use case as described by vendor; designed purpose; marketing claims define purpose; specified use; documented use; advertised use; brochure; sales pitch",
    de: "Zweckbestimmung; bestimmungsgemäße Verwendung; vorgesehener Zweck; Einsatzzweck; Verwendungszweck; Werbeaussagen",
  },
  "AI:art_3.pt_13": {
    en: "misuse; unintended use; abuse of the tool; predictable wrong use; using for something else; off-label use; user error; foreseeable abuse; workaround; users doing unexpected things",
    de: "vernünftigerweise vorhersehbare Fehlanwendung; Missbrauch; Fehlgebrauch; zweckwidrige Nutzung; Bedienfehler; vorhersehbar",
  },
  "AI:art_3.pt_14": {
    en: "safety-critical part; safety feature; AI controlling machines; component that protects users; failure causes injury; safety function in a product; protective device; brake assist; collision avoidance; emergency braking",
    de: "Sicherheitsbauteil; Sicherheitskomponente; sicherheitskritisch; Sicherheitsfunktion; Ausfall gefährdet Personen; Schutzfunktion; Notbremsassistent",
  },
  "AI:art_3.pt_14a": {
    en: "small business; small company; startup; SMB; micro enterprise; company size thresholds; fewer than 250 employees; turnover under 50 million; SME definition; small firms relief",
    de: "KMU; kleine und mittlere Unternehmen; Kleinstunternehmen; Start-up; Mittelstand; Unternehmensgröße; Schwellenwerte",
  },
  "AI:art_3.pt_14b": {
    en: "mid-sized company; mid-cap; scale-up; company larger than SME; fewer than 750 employees; SMC definition; growing company; relief for medium-large firms; company size category; small mid-caps",
    de: "kleine Midcap; SMC; mittelgroße Unternehmen; größer als KMU; Mittelstand; Scale-up; Unternehmensgröße; Midcap-Unternehmen",
  },
  "AI:art_3.pt_15": {
    en: "user manual; operating manual; user guide; handbook; documentation for customers; how-to-use information; product documentation; usage guidance; manual from the vendor; vendor documentation",
    de: "Betriebsanleitung; Gebrauchsanweisung; Bedienungsanleitung; Handbuch; Nutzerhandbuch; Anleitung; Herstellerangaben",
  },
  "AI:art_3.pt_16": {
    en: "product recall; take back; shutting down AI at customers; deactivate; return to vendor; switch off deployed systems; remote disable; stop customers using it; kill deployed instances; product callback",
    de: "Rückruf; zurückrufen; Abschaltung; Deaktivierung; Rückgabe; Außerbetriebnahme; Rückrufaktion",
  },
  "AI:art_3.pt_17": {
    en: "pull from market; stop sales; remove from shelves; take off the market; delist; remove from app store; halt distribution; stop shipping; remove from catalogue; recall from retailers",
    de: "Rücknahme; vom Markt nehmen; Verkaufsstopp; Vertrieb einstellen; Auslistung; Marktrücknahme; Lieferstopp",
  },
  "AI:art_3.pt_19": {
    en: "authority that appoints certifiers; accreditation authority; national body overseeing testing labs; designating auditors; who approves certification bodies; national accreditation body; authority supervising certifiers; oversight of auditors; who licenses test labs; DAkkS",
    de: "notifizierende Behörde; Akkreditierung; DAkkS; Benennung von Prüfstellen; Aufsicht über Prüfstellen; Zulassung; Notifizierung",
  },
  "AI:art_3.pt_20": {
    en: "certification process; compliance check; proving the system meets requirements; audit before launch; conformity check; compliance verification; approval process; self-certification or third-party check; passing the audit; assessment procedure",
    de: "Konformitätsbewertung; Zertifizierung; Prüfung; Nachweis der Anforderungen; Konformitätsprüfung; Zulassung; Bewertungsverfahren",
  },
  "AI:art_3.pt_21": {
    en: "testing lab; certifier; auditing firm; inspection body; TUV; third-party auditor; certification company; test house; external assessor; certification provider",
    de: "Konformitätsbewertungsstelle; Prüfstelle; TÜV; Zertifizierer; Prüflabor; Prüforganisation; Sachverständige",
  },
  "AI:art_3.pt_22": {
    en: "certified auditor; accredited certifier; officially designated test body; TUV; DEKRA; external audit body; NANDO list; approved certification body; EU-approved test lab; designated auditor",
    de: "benannte Stelle; notifizierte Stelle; TÜV; DEKRA; Zertifizierungsstelle; akkreditiert; Prüfstelle",
  },
  "AI:art_3.pt_23": {
    en: "major update; significant change; retraining changes behaviour; new version; changed model after launch; unplanned modification; when does an update require re-certification; software update; new features; changing what it does",
    de: "wesentliche Veränderung; wesentliche Änderung; Update; neue Version; Modelländerung; erneute Konformitätsbewertung; Softwareupdate",
  },
  "AI:art_3.pt_24": {
    en: "CE label; CE logo; CE mark on product; conformity sign; compliance marking; EU quality sign; sticker on device; proof of compliance marking; EU compliance mark; CE sign",
    de: "CE-Kennzeichnung; CE-Zeichen; Konformitätszeichen; Kennzeichen; CE-Logo; CE-Siegel",
  },
  "AI:art_3.pt_25": {
    en: "after-sales monitoring; monitoring in the field; collecting user feedback; ongoing surveillance after launch; lifecycle monitoring; field observation; performance tracking after release; customer complaints analysis; field monitoring; observing the product on the market",
    de: "Beobachtung nach dem Inverkehrbringen; Marktbeobachtung; Post-Market-Monitoring; Überwachung im Betrieb; Felddaten; Produktbeobachtung",
  },
  "AI:art_3.pt_26": {
    en: "regulator; supervisory authority; enforcement agency; who checks compliance; product watchdog; national supervisor; inspectors; authority that can fine or ban; market supervisor; product regulator",
    de: "Marktüberwachungsbehörde; Aufsichtsbehörde; Bundesnetzagentur; Behörde; Kontrolle; Aufsicht; Marktaufsicht",
  },
  "AI:art_3.pt_27": {
    en: "technical norm; CEN CENELEC standard; ISO standard; official EU standard; industry standard; published standard; standards body; norms; standard published in the Official Journal; ISO/IEC",
    de: "harmonisierte Norm; Norm; CEN-CENELEC; DIN; technische Norm; Standard; Normung; ISO-Norm",
  },
  "AI:art_3.pt_28": {
    en: "technical specification by the Commission; fallback when no standard exists; Commission-made technical rules; alternative to standards; implementing rules; spec; Commission spec; specifications instead of norms; technical rules when standards missing; alternative compliance path",
    de: "gemeinsame Spezifikation; technische Spezifikation; Ersatz für Norm; Kommission; Durchführungsrechtsakt; Ersatzregelung",
  },
  "AI:art_3.pt_29": {
    en: "data used to train the model; dataset for learning; training set; fitting parameters; learning data; corpus; examples the model learns from; learning dataset; machine learning data; training examples",
    de: "Trainingsdaten; Trainingsdatensatz; Daten zum Trainieren; Lerndaten; Datensatz; Modelltraining; Trainingsset",
  },
  "AI:art_3.pt_30": {
    en: "hyperparameter tuning; holdout data; dev set; overfitting check; underfitting; evaluation during training; tuning data; validation set; model selection; cross-validation",
    de: "Validierungsdaten; Validierung; Hyperparameter; Überanpassung; Feinabstimmung; Modellbewertung; Validierungsdatensatz",
  },
  "AI:art_3.pt_32": {
    en: "test set; evaluation data; benchmark data; final check of model accuracy; independent evaluation; pre-launch test data; test dataset; accuracy testing; holdout test; performance check",
    de: "Testdaten; Testdatensatz; Evaluierung; Leistungstest; unabhängige Bewertung; Prüfdaten; Testset",
  },
  "AI:art_3.pt_33": {
    en: "prompts; inputs; data fed to the model; user input; what goes into the AI; sensor readings; uploaded files; queries; input signals; data processed by AI",
    de: "Eingabedaten; Input; Prompt; Eingaben; Sensordaten; hochgeladene Daten; Anfragen",
  },
  "AI:art_3.pt_34": {
    en: "face scans; fingerprints; voice prints; iris; gait; facial photos; body characteristics; biometrics; keystroke dynamics; palm; DNA-like body features",
    de: "biometrische Daten; Gesichtsbild; Fingerabdruck; Stimme; Iris; Biometrie; Gangbild; Körpermerkmale",
  },
  "AI:art_3.pt_35": {
    en: "recognising who someone is; face recognition; identifying people from their face or voice; one-to-many matching; database comparison; identifying strangers; who is this person; matching against watchlists; identity recognition; voice recognition",
    de: "biometrische Identifizierung; Gesichtserkennung; Personen erkennen; Identifikation; Abgleich mit Datenbank; Stimmerkennung",
  },
  "AI:art_3.pt_36": {
    en: "face unlock; Face ID; fingerprint login; identity check at onboarding; one-to-one match; authentication; KYC selfie check; video ident; access control by face; biometric login",
    de: "biometrische Verifizierung; Gesichtsentsperrung; Authentifizierung; Identitätsprüfung; Fingerabdruck-Login; Video-Ident; Zugangskontrolle",
  },
  "AI:art_3.pt_37": {
    en: "sensitive data; health data; ethnicity; racial origin; religion; sexual orientation; political views; trade union membership; genetic data; GDPR article 9 data",
    de: "besondere Kategorien personenbezogener Daten; sensible Daten; Gesundheitsdaten; Religion; ethnische Herkunft; sexuelle Orientierung; Art. 9 DSGVO",
  },
  "AI:art_3.pt_38": {
    en: "police operational information; confidential investigation data; secret criminal case data; ongoing investigation details; law enforcement confidentiality; undercover information; investigation secrets; classified police data; criminal intelligence; crime prevention data",
    de: "sensible operative Daten; Ermittlungsdaten; Polizei; Ermittlungsverfahren; vertraulich; Strafverfolgung; Geheimhaltung",
  },
  "AI:art_3.pt_39": {
    en: "mood detection; sentiment from face; detecting feelings; affect recognition; reading facial expressions; voice stress analysis; detecting anger or happiness; emotion AI; intention detection; lie detection via facial cues",
    de: "Emotionserkennung; Emotionserkennungssystem; Gefühle erkennen; Stimmungsanalyse; Gesichtsausdruck; Mimik; Absichten erkennen; Emotionsanalyse",
  },
  "AI:art_3.pt_40": {
    en: "sorting people by appearance; guessing age or gender from face; classifying people by looks; demographic analysis from images; ethnicity detection; hair or eye colour; virtual try-on filter exception; skin colour detection; personality from face; tattoo classification",
    de: "biometrische Kategorisierung; Einteilung nach Merkmalen; Alter schätzen; Geschlecht erkennen; Gesichtsanalyse; Kategorien; Merkmalszuordnung",
  },
  "AI:art_3.pt_41": {
    en: "face recognition cameras; identifying people in a crowd; surveillance cameras; CCTV recognition; identification from distance; mass surveillance; without people noticing; no active participation; face ID in public; biometric surveillance",
    de: "biometrische Fernidentifizierung; Gesichtserkennung Kamera; Videoüberwachung; Massenüberwachung; Fernidentifizierung; aus der Distanz; biometrische Überwachung",
  },
  "AI:art_3.pt_42": {
    en: "live facial recognition; live CCTV matching; instant identification; real-time surveillance; live camera feed; immediate match; no significant delay; live CCTV face match; on-the-spot recognition; immediate comparison",
    de: "Echtzeit-Fernidentifizierung; Live-Gesichtserkennung; Echtzeit; sofortige Identifizierung; Live-Kamera; Live-Überwachung",
  },
  "AI:art_3.pt_43": {
    en: "retrospective facial recognition; analysing recorded footage later; after-the-fact identification; searching video archives; recorded CCTV analysis; non-live matching; post-event identification; forensic face search; later comparison of images; ex-post analysis",
    de: "nachträgliche Fernidentifizierung; retrograde Gesichtserkennung; Videoauswertung; Aufzeichnungen; nachträglich; Auswertung von Videomaterial",
  },
  "AI:art_3.pt_44": {
    en: "public places; streets; shopping centres; train stations; stadiums; squares; shops; public transport; concert venues; airports; parks",
    de: "öffentlich zugänglicher Raum; öffentlicher Raum; Bahnhof; Einkaufszentrum; Straße; Stadion; Flughafen",
  },
  "AI:art_3.pt_45": {
    en: "police; prosecutors; criminal investigators; customs; public prosecutor; crime agencies; private bodies entrusted with policing; border police; tax investigators; security authorities",
    de: "Strafverfolgungsbehörde; Polizei; Staatsanwaltschaft; Ermittlungsbehörde; Zoll; Kriminalpolizei; Sicherheitsbehörden",
  },
  "AI:art_3.pt_46": {
    en: "police work; crime fighting; investigations; prosecution; preventing crime; public security threats; executing sentences; crime detection; criminal justice; punishing offenders",
    de: "Strafverfolgung; Polizeiarbeit; Ermittlungen; Kriminalitätsbekämpfung; Gefahrenabwehr; Strafvollstreckung; Strafverfolgungszwecke",
  },
  "AI:art_3.pt_47": {
    en: "EU AI regulator; Brussels AI supervisor; Commission unit enforcing GPAI rules; central EU AI authority; who supervises foundation models; AI Office Brussels; EU AI agency; central supervision of GPAI models; Commission AI department; European AI supervisor",
    de: "Büro für Künstliche Intelligenz; KI-Büro; AI Office; EU-Kommission; Aufsicht; KI-Aufsicht",
  },
  "AI:art_3.pt_48": {
    en: "national regulator; competent authority in Germany; who supervises in my country; national AI supervisor; responsible authority; European Data Protection Supervisor for EU bodies; authority in charge; German AI supervisor; national AI regulator; which authority is competent",
    de: "zuständige nationale Behörde; nationale Aufsicht; Bundesnetzagentur; KI-Aufsicht; zuständige Behörde; Aufsichtsbehörde",
  },
  "AI:art_3.pt_49": {
    en: "accident; major malfunction; AI caused death or injury; outage of critical service; human rights breach; property or environmental damage; what counts as a reportable incident; serious failure; disruption of infrastructure; fatal accident",
    de: "schwerwiegender Vorfall; Unfall; Fehlfunktion; Todesfall; Gesundheitsschaden; meldepflichtiger Vorfall; Störung; Sachschaden; Personenschaden",
  },
  "AI:art_3.pt_52": {
    en: "profiles of people; automated evaluation of personal aspects; predicting behaviour; scoring individuals; analysing preferences, performance, reliability; personality profile; behaviour profiling; customer profiling; profiling under GDPR; automated personal assessment",
    de: "Profiling; Profilbildung; Persönlichkeitsprofil; Bewertung persönlicher Aspekte; Scoring; Persönlichkeitsanalyse",
  },
  "AI:art_3.pt_53": {
    en: "pilot plan; field test protocol; trial plan; test concept; study design; plan for live trial; real-life test plan; trial protocol; testing scope and duration; monitoring of pilot",
    de: "Plan für einen Test unter Realbedingungen; Testplan; Pilotprojekt; Testkonzept; Pilotplan; Erprobung",
  },
  "AI:art_3.pt_55": {
    en: "regulatory sandbox; test environment with regulator; innovation hub; experimenting under supervision; safe space to test; supervised pilot; controlled testing space; supervised experimentation; regulatory testbed; innovation lab",
    de: "KI-Reallabor; Sandbox; Experimentierraum; Testumgebung; Reallabor; Aufsicht; Innovationsraum",
  },
  "AI:art_3.pt_56": {
    en: "AI skills; AI knowledge; understanding of AI; competence in using AI; digital skills; awareness of AI risks and opportunities; know-how; AI proficiency; understanding of risks; informed use of AI",
    de: "KI-Kompetenz; KI-Wissen; Kenntnisse; Verständnis; Fähigkeiten; Medienkompetenz; Risikobewusstsein",
  },
  "AI:art_3.pt_57": {
    en: "field test; pilot; live trial; testing with real users; outside the lab; trial run; beta test in real life; real-life test; field trial; pilot project with real people",
    de: "Test unter Realbedingungen; Praxistest; Feldtest; Pilotierung; außerhalb des Labors; Erprobung; Realbetrieb",
  },
  "AI:art_3.pt_59": {
    en: "consent of test participants; voluntary agreement; opt-in; participants agreeing; test subject permission; informed agreement of participants; sign-up to trial; permission after explanation; right to withdraw; voluntary participation",
    de: "informierte Einwilligung; Zustimmung; Probanden; Teilnehmer; Freiwilligkeit; Teilnahmeerklärung",
  },
  "AI:art_3.pt_60": {
    en: "deepfake; fake video; face swap; synthetic media; voice clone; AI-generated fake image; manipulated photo; fake audio of politician; impersonation; fake content that looks real; imitation of real person",
    de: "Deepfake; gefälschtes Video; Face-Swap; Stimmklon; manipuliertes Bild; synthetische Medien; Fälschung; Fake",
  },
  "AI:art_3.pt_61": {
    en: "cross-border violation; mass harm across several countries; collective interests; multi-country breach; large-scale infringement; EU-wide breach; consumer harm in several countries; large-scale breach; collective harm; multi-state violation",
    de: "weitverbreiteter Verstoß; grenzüberschreitend; mehrere Mitgliedstaaten; Kollektivinteressen; europaweiter Verstoß; Massenschaden",
  },
  "AI:art_3.pt_62": {
    en: "energy grid; water supply; transport networks; utilities; essential services; hospitals; telecoms; power plants; critical services; digital infrastructure",
    de: "kritische Infrastruktur; KRITIS; Energieversorgung; Wasserversorgung; Verkehr; Stromnetz; Daseinsvorsorge",
  },
  "AI:art_3.pt_63": {
    en: "foundation model; large language model; LLM; GPT; base model; frontier model; multipurpose model; Llama; Mistral; general model trained on huge data",
    de: "KI-Modell mit allgemeinem Verwendungszweck; GPAI; Basismodell; Foundation Model; großes Sprachmodell; LLM",
  },
  "AI:art_3.pt_64": {
    en: "frontier capabilities; most powerful models; state-of-the-art performance; top-tier model; cutting-edge; highest-capability models; frontier AI; leading models; most advanced LLMs; cutting-edge capabilities",
    de: "Fähigkeiten mit hoher Wirkkraft; leistungsstärkste Modelle; Spitzenmodelle; Frontier-Modelle; hohe Leistungsfähigkeit; fortschrittlichste Modelle",
  },
  "AI:art_3.pt_65": {
    en: "large-scale risk; societal harm; frontier model dangers; catastrophic risk; risks to democracy; public health and security at scale; risks from the largest models; wide-reaching harm; EU-wide impact; negative effects on society as a whole",
    de: "systemisches Risiko; gesellschaftliche Risiken; große Modelle; Gefahren; Gefahren für die Gesellschaft; weitreichende Auswirkungen; Frontier-Modelle",
  },
  "AI:art_3.pt_66": {
    en: "ChatGPT-like assistant; general chatbot; multipurpose AI app; assistant built on foundation model; Copilot; Gemini app; general chatbot for many tasks; universal assistant; all-purpose AI tool; integrable into other systems",
    de: "KI-System mit allgemeinem Verwendungszweck; Chatbot; Assistent; Allzweck-KI; universeller Assistent; Mehrzweck-KI; ChatGPT",
  },
  "AI:art_3.pt_67": {
    en: "FLOPs; compute; training compute threshold; computing power; GPU hours; floating point operations; amount of computation; training compute; measuring model size; number crunching",
    de: "Gleitkommaoperation; FLOP; Rechenleistung; Rechenaufwand; Rechenoperationen; Trainingsaufwand",
  },
  "AI:art_3.pt_68": {
    en: "building on someone else's model; integrating an LLM via API; app on top of OpenAI; fine-tuned product; wrapper app; company building on a foundation model; integrator; app developer using GPT; fine-tuning someone else's model; API customer",
    de: "nachgelagerter Anbieter; Integration; API; Modell eines Dritten; Weiterentwicklung; Integrator; App-Entwickler; Basismodell; Feinabstimmung",
  },
  "AI:art_4": {
    en: "AI training for employees; staff training; upskilling; AI competence of workforce; do we have to train our staff; employee education about AI tools; AI awareness courses; ChatGPT training at work; knowledge of AI risks; mandatory training; e-learning on AI; skills programme; company AI policy",
    de: "KI-Kompetenz; Schulungspflicht; Mitarbeiterschulung; Weiterbildung; KI-Schulung; Personal schulen; Beschäftigte; Fortbildung; Kompetenzaufbau; Unterweisung",
  },
  "AI:art_4.par_1": {
    en: "train employees on AI; staff skills; workforce AI knowledge; contractors and freelancers using AI on our behalf; no certificate or exam required; training appropriate to role; awareness programme; internal guidelines for AI use; no guaranteed level for each person; onboarding; tailored to audience",
    de: "Schulung der Mitarbeiter; KI-Kompetenz fördern; Weiterbildung; Personal; kein bestimmtes Niveau garantieren; Schulungsmaßnahmen; Unterweisung; Dienstleister; Freelancer",
  },
  "AI:art_4.par_2": {
    en: "help for small companies with AI training; examples how to comply; government support; best practice examples; guidance on literacy; templates; official FAQ; living repository of practices; public support programmes; information portal",
    de: "Unterstützung für KMU; Praxisbeispiele; Hilfestellung; Leitfaden; Förderung der KI-Kompetenz; Kommission; Informationsplattform; Beispiele",
  },
  "AI:art_4.par_3": {
    en: "Board recommendations on AI skills; competence frameworks; common learning objectives; European skills framework; national education programmes; curriculum; training guidelines; common goals for skills; AI education policy; literacy recommendations",
    de: "Empfehlungen des KI-Gremiums; Kompetenzrahmen; gemeinsame Ziele; Bildung; Lehrpläne; Förderung; Leitlinien",
  },
  "AI:art_4a": {
    en: "using sensitive data to fix bias; debiasing; fairness testing; processing ethnicity or health data to detect discrimination; GDPR article 9 exception; legal basis for bias audits; anti-discrimination testing; fairness metrics; protected characteristics; algorithmic discrimination",
    de: "Verarbeitung sensibler Daten; Bias-Erkennung; Verzerrungen korrigieren; Diskriminierung vermeiden; Rechtsgrundlage; Art. 9 DSGVO; Fairness; Gesundheitsdaten; ethnische Herkunft; besondere Kategorien",
  },
  "AI:art_4a.par_1": {
    en: "high-risk providers may use sensitive personal data to find bias; fairness audit; legal basis for bias testing; conditions and safeguards; only when strictly needed; debiasing training data; discrimination check with protected attributes; ethnicity data for fairness; bias audit exception; diversity data",
    de: "Anbieter Hochrisiko; sensible Daten; Bias; Verzerrung; Rechtsgrundlage; Schutzmaßnahmen; Fairness-Prüfung; Diskriminierung; Voraussetzungen",
  },
  "AI:art_4a.par_1.pt_a": {
    en: "only if no alternative; synthetic data not sufficient; anonymised data would not work; necessity test; last resort; must try other data first; fake data option; necessity proof; cannot use other data; prove no other way",
    de: "Erforderlichkeit; synthetische Daten; anonymisierte Daten; keine Alternative; Verhältnismäßigkeit; letztes Mittel",
  },
  "AI:art_4a.par_1.pt_b": {
    en: "re-use restrictions; pseudonymise sensitive data; privacy-enhancing technologies; encryption; secure processing; purpose limitation; technical safeguards; no secondary use; privacy-preserving techniques; data minimisation",
    de: "Pseudonymisierung; Weiterverwendung beschränken; Datensicherheit; Verschlüsselung; Stand der Technik; Privacy by Design",
  },
  "AI:art_4a.par_1.pt_c": {
    en: "access controls; only authorised staff; confidentiality; logging who accessed; need-to-know; prevent misuse of sensitive data; role-based access; access logging; confidentiality obligations for staff; secured storage",
    de: "Zugriffskontrolle; Berechtigte; Vertraulichkeit; Zugriffsprotokoll; Missbrauch verhindern; Zugriffsrechte",
  },
  "AI:art_4a.par_1.pt_d": {
    en: "no sharing with third parties; no data transfers; keep sensitive data in-house; not passed on; no disclosure; no third-party access; no data transfer; internal only; no sale of data; keep data inside company",
    de: "keine Weitergabe; keine Übermittlung; Dritte; intern behalten; Offenlegungsverbot; keine Übertragung",
  },
  "AI:art_4a.par_1.pt_e": {
    en: "delete sensitive data after debiasing; erase after use; storage limitation; retention end; deletion deadline; whichever comes first; time limit on keeping data; erase sensitive data; deletion once fixed; retention period",
    de: "Löschung; löschen nach Korrektur; Speicherbegrenzung; Aufbewahrungsfrist; Löschpflicht; Löschfrist",
  },
  "AI:art_4a.par_1.pt_f": {
    en: "document why sensitive data was necessary; processing records; justification; GDPR record of processing; accountability; record of processing activities; explain why needed; document reasons; written justification; records under GDPR",
    de: "Verarbeitungsverzeichnis; Begründung; Dokumentation; Rechenschaftspflicht; Erforderlichkeit; Begründungspflicht; schriftliche Begründung",
  },
  "AI:art_4a.par_2": {
    en: "any company or user may process sensitive data for fairness checks; non-high-risk systems and models; deployers of high-risk AI; bias testing optional not mandatory; discrimination detection; GDPR legal basis; same safeguards apply; voluntary debiasing; anti-discrimination checks by any company; fairness testing allowed",
    de: "Betreiber; andere KI-Systeme; sensible Daten; Bias-Erkennung freiwillig; keine Pflicht; Diskriminierung; Rechtsgrundlage; Schutzmaßnahmen",
  },
  "AI:art_5": {
    en: "banned AI; forbidden uses; unacceptable risk; red lines; what AI is illegal; outlawed applications; prohibited list; which AI uses are not allowed; ban on manipulation, social scoring, emotion recognition at work, nudify apps, predictive policing, face scraping; blacklist",
    de: "verbotene KI-Praktiken; Verbote; unannehmbares Risiko; was ist verboten; unzulässige KI; rote Linien; KI-Verbot; verbotene Anwendungen",
  },
  "AI:art_5.par_1": {
    en: "banned AI practices list; illegal uses; forbidden applications; unacceptable risk categories; what may not be sold or used; outlawed techniques; ban applies to selling and using; AI bans; forbidden AI categories; not allowed on the EU market",
    de: "Verbotsliste; verbotene Praktiken; unzulässig; Verbote; nicht erlaubt; untersagt; KI-Verbote",
  },
  "AI:art_5.par_1.pt_a": {
    en: "manipulative AI; dark patterns; hidden persuasion; subliminal messages; tricking users; deceptive design; nudging into harmful decisions; psychological manipulation; addictive design; misleading chatbot; covert influence; exploiting cognitive biases",
    de: "Manipulation; unterschwellige Beeinflussung; Dark Patterns; Täuschung; manipulative Techniken; Verhaltensbeeinflussung; Irreführung; psychologische Tricks",
  },
  "AI:art_5.par_1.pt_b": {
    en: "exploiting children; targeting elderly; taking advantage of poor or disabled people; vulnerable users; predatory targeting; exploiting debt or poverty; manipulating kids with toys; seniors; low-income groups; gambling addiction targeting",
    de: "Ausnutzung von Schwächen; Schutzbedürftigkeit; Kinder; ältere Menschen; Behinderung; Armut; vulnerable Gruppen; Ausbeutung; Senioren; Spielsucht",
  },
  "AI:art_5.par_1.pt_ba": {
    en: "nudify app; nudifier; fake nude images; non-consensual intimate deepfakes; deepnude; AI porn of real people; sexual deepfake; revenge porn with AI; undressing someone in a picture; clothes remover; fake sex video of a celebrity or classmate",
    de: "Nacktbilder; Nudify-App; Ausziehen per KI; sexuelle Deepfakes; Deepfake-Pornografie; ohne Einwilligung; intime Bilder; Fake-Nacktfotos; Racheporno; Nacktfilter",
  },
  "AI:art_5.par_1.pt_bb": {
    en: "AI-generated child abuse material; CSAM; child sexual abuse images; synthetic child pornography; sexualised images of minors; generated abuse content; paedophile material; child abuse deepfakes; fake images of children; illegal material of minors",
    de: "Kinderpornografie; Missbrauchsdarstellungen; KI-generierte Kinderpornos; CSAM; sexueller Missbrauch von Kindern; Minderjährige; Darstellungen; Kinderschutz",
  },
  "AI:art_5.par_1.pt_c": {
    en: "social credit system; citizen score; ranking people by behaviour; trustworthiness rating; Chinese-style scoring; blacklisting people; reputation score used elsewhere; penalising people for unrelated conduct; behaviour points; scoring citizens",
    de: "Social Scoring; Sozialkreditsystem; Bürgerbewertung; Punktesystem; Verhaltensbewertung; Benachteiligung; Bonitätsbewertung fremder Kontext; Bürger-Scoring",
  },
  "AI:art_5.par_1.pt_d": {
    en: "predictive policing; crime prediction; pre-crime; predicting who will commit crimes; risk of offending from profile only; criminal risk scores; Minority Report; personality-based suspicion; crime forecasting software; profiling suspects",
    de: "Predictive Policing; Kriminalitätsprognose; vorhersagen wer Straftat begeht; Rückfallrisiko; Profiling; Polizei; Risikobewertung; Straftatenprognose",
  },
  "AI:art_5.par_1.pt_e": {
    en: "Clearview; scraping faces from the internet; building face databases; harvesting photos from social media; mass collection of face images; facial recognition database; crawling selfies; camera footage collection; untargeted face collection; web crawling of faces",
    de: "Gesichtsdatenbank; Scraping; Gesichtsbilder aus dem Internet; Clearview; Überwachungskameras; Gesichtserkennung; soziale Medien; Gesichtsbilder sammeln",
  },
  "AI:art_5.par_1.pt_f": {
    en: "emotion recognition at work; monitoring employee mood; detecting feelings in job interviews; classroom emotion tracking; student attention monitoring; call centre staff sentiment; school webcam analysis; exceptions for medical or safety reasons such as driver fatigue; employee sentiment analysis; emotion AI at school",
    de: "Emotionserkennung am Arbeitsplatz; Schule; Mitarbeiter überwachen; Bewerbungsgespräch; Gefühle erkennen; Bildungseinrichtung; Stimmung; Universität",
  },
  "AI:art_5.par_1.pt_g": {
    en: "inferring sexual orientation from face; guessing religion or politics from photos; detecting race; gaydar AI; sensitive attributes from biometrics; union membership from appearance; predicting sex life; political leanings from face; religious belief detection; classifying by race",
    de: "biometrische Kategorisierung; sexuelle Orientierung erkennen; Religion; politische Meinung; ethnische Herkunft; Gesichtsanalyse; Gewerkschaft; Rassenzugehörigkeit",
  },
  "AI:art_5.par_1.pt_h": {
    en: "live facial recognition by police; real-time face surveillance in streets; police cameras identifying people; exceptions for missing children, kidnapping, human trafficking, terrorism, serious crime suspects; mass surveillance ban; real-time biometric surveillance; police face scanning; smart CCTV; live matching at train stations; suspect search",
    de: "Echtzeit-Gesichtserkennung; Polizei; biometrische Fernidentifizierung; öffentlicher Raum; Vermisste; Entführung; Terrorismus; Überwachung; Fahndung",
  },
  "AI:art_5.par_1a": {
    en: "when is offering an image generator banned; nudify or CSAM-capable generator; safeguards against misuse; image generator providers; tool designed for sexual deepfakes; user intent; guardrails; content filters; conditions of the nudify ban; intent of user",
    de: "Bildgenerator; Schutzvorkehrungen; Missbrauch verhindern; Zweck der Nutzung; Anbieter von Bildgeneratoren; Nacktbilder; Voraussetzungen des Verbots; Nutzerabsicht",
  },
  "AI:art_5.par_1a.pt_a": {
    en: "provider of image or video generator; when selling the tool is banned; lack of safeguards; guardrails; content filters; marketed for fake nudes; reasonable technical measures; intended for nudes; safety measures; misuse prevention",
    de: "Anbieter; Bildgenerator; Schutzmaßnahmen; Filter; Inverkehrbringen; Nacktbilder; technische Vorkehrungen",
  },
  "AI:art_5.par_1a.pt_b": {
    en: "user creating fake nudes; deployer purpose; using image AI to make sexual deepfakes; individual misuse; person generating abuse material; using the app for sexual images; purpose of the user; making abuse images; individual liability; user misuse",
    de: "Nutzer erstellt Nacktbilder; Betreiber; Zweck; Missbrauch; Deepfake; Verwendung; Nutzerabsicht; Erstellung",
  },
  "AI:art_5.par_1b": {
    en: "ordinary photo editing allowed; retouching; filters; colour correction; editing that does not make images more explicit; beauty filters; background change; no added nudity; harmless edits; no added exposure",
    de: "Bildbearbeitung erlaubt; Retusche; Filter; keine stärkere Nacktheit; Ausnahme; Farbkorrektur; harmlose Bearbeitung",
  },
  "AI:art_5.par_2": {
    en: "police use of live face recognition; proportionality; necessity; limits in time, place and persons; fundamental rights assessment before use; registration of system; seriousness of harm; safeguards; police safeguards; time and place limits",
    de: "Verhältnismäßigkeit; Polizei; Echtzeit-Fernidentifizierung; Grundrechte; Einschränkungen; Voraussetzungen; Folgenabschätzung; Schutzvorkehrungen",
  },
  "AI:art_5.par_3": {
    en: "court approval for live facial recognition; judge warrant; prior judicial authorisation; urgency exception; approval within 24 hours; stop and delete if refused; authorisation by judge or independent authority; warrant for surveillance; emergency use then approval; delete data if refused",
    de: "richterliche Genehmigung; Richtervorbehalt; vorherige Genehmigung; Eilfall; Polizei; 24 Stunden; unabhängige Behörde; Löschung",
  },
  "AI:art_5.par_4": {
    en: "report each police use to regulator and data protection authority; notify supervisor; notification duty; oversight of police surveillance; inform authorities of each use; police reporting duty; notification of surveillance; data protection notice; oversight; accountability",
    de: "Meldung an Behörden; Datenschutzbehörde; Polizei; Benachrichtigung; Anzeigepflicht; Mitteilungspflicht",
  },
  "AI:art_5.par_5": {
    en: "national law allowing police live facial recognition; member state opt-in; German law on biometric surveillance; legal basis needed; countries may ban completely; national authorisation law; member state choice; police powers; stricter national rules; legislative basis",
    de: "nationales Gesetz; Mitgliedstaat erlaubt; Polizeigesetz; Ermächtigungsgrundlage; Rechtsgrundlage; nationale Regelung; Polizeibefugnisse",
  },
  "AI:art_5.par_6": {
    en: "annual reports from national authorities on police facial recognition; statistics on authorisations; transparency of police use; yearly reporting to Commission; number of decisions; oversight reports; accountability of police surveillance; national statistics; authorities report usage; data protection reports",
    de: "Jahresberichte; Datenschutzbehörden; Berichtspflicht; Statistik; Marktüberwachungsbehörden; jährlicher Bericht; Aufsichtsbericht",
  },
  "AI:art_5.par_7": {
    en: "EU statistics on police facial recognition; yearly Commission report; aggregated data; public transparency; annual EU report; transparency on surveillance; overview of police use; published figures; Commission oversight; public reporting",
    de: "Jahresbericht; Kommission; Statistik; aggregierte Daten; Transparenz; Bericht",
  },
  "AI:art_5.par_8": {
    en: "other laws may also ban the practice; GDPR or consumer law still apply; prohibitions elsewhere remain; unfair practices law; cumulative bans; other legislation; data protection prohibitions; non-discrimination law; criminal law; parallel rules",
    de: "andere Verbote bleiben; Unionsrecht; DSGVO; Verbraucherrecht; kumulative Anwendung; andere Gesetze",
  },
  "AI:art_6": {
    en: "is my AI high-risk; how to classify an AI system; risk category; risk tiers; when does AI count as high risk; classification test; self-assessment of risk level; high-risk categories; which use cases are high risk; HR, credit, medical AI",
    de: "Hochrisiko-KI; Einstufung; Klassifizierung; ist mein System hochriskant; Risikoklasse; Hochrisiko-Einstufung; Risikostufe; Einordnung",
  },
  "AI:art_6.par_1": {
    en: "AI in regulated products; AI in medical devices, machinery, toys, lifts, radio equipment; embedded AI needing third-party certification; product safety legislation; notified body certification of the product; diagnostic software; industrial robots; CE-certified products with AI; third-party certification; smart medical device",
    de: "Produkte; Medizinprodukte; Maschinen; Spielzeug; Aufzüge; Sicherheitsbauteil; Drittprüfung; Anhang I; Produktsicherheit",
  },
  "AI:art_6.par_1a": {
    en: "comfort features are not safety parts; convenience functions; user assistance; performance optimisation; efficiency features; quality control; not a safety component; smart features in machines; non-safety features; convenience automation",
    de: "kein Sicherheitsbauteil; Komfortfunktion; Assistenz; Effizienz; Optimierung; Qualitätskontrolle; Automatisierung",
  },
  "AI:art_6.par_1b": {
    en: "malfunction would endanger people; failure leads to injury; safety-critical; still a safety component; risk to health; dangerous failure; hazardous malfunction; safety relevance; counts as safety part; injury risk",
    de: "Ausfall gefährdet Gesundheit; sicherheitskritisch; Sicherheitsbauteil; Fehlfunktion; gefährlicher Ausfall; Gesundheitsgefahr",
  },
  "AI:art_6.par_1c": {
    en: "certification only for radio interference; EMC; radio spectrum; not health and safety related; wireless devices; interference only; non-safety certification; spectrum allocation; electromagnetic compatibility; third-party test not for safety",
    de: "Funkfrequenzen; elektromagnetische Verträglichkeit; nicht sicherheitsrelevant; Funkanlagen; Funkstörung; EMV",
  },
  "AI:art_6.par_2": {
    en: "high-risk use cases list; HR recruiting, credit scoring, education, critical infrastructure, policing, migration, justice, biometrics; standalone high-risk systems; hiring software; exam grading; insurance pricing; Annex III list; recruiting tools; student assessment; benefits decisions",
    de: "Anhang III; Hochrisiko-Bereiche; Personal; Bewerberauswahl; Kreditwürdigkeit; Bildung; Strafverfolgung; Migration; Justiz",
  },
  "AI:art_6.par_3": {
    en: "exemption from high-risk; not high-risk despite listed area; opt-out; filter; no significant risk; minor support function; profiling always high risk; escape clause; does not influence the decision; exception from high-risk classification",
    de: "Ausnahme von Hochrisiko; nicht hochriskant; kein erhebliches Risiko; Profiling; Rückausnahme; Filter; Entscheidung nicht beeinflussen; Ausnahmetatbestand",
  },
  "AI:art_6.par_3.pt_a": {
    en: "simple procedural task; sorting documents; converting data formats; classifying incoming files; duplicate detection; structuring unstructured data; narrow task; routine task; administrative tasks; data extraction",
    de: "eng gefasste Verfahrensaufgabe; einfache Aufgabe; Dokumente sortieren; Datenumwandlung; Kategorisierung; Routineaufgabe; Verwaltungsaufgabe",
  },
  "AI:art_6.par_3.pt_b": {
    en: "improving work already done by a human; polishing text; grammar check; editing human output; tone improvement; spell check; improving already finished work; refining human draft; style check; post-editing",
    de: "Verbesserung menschlicher Tätigkeit; Textverbesserung; Korrektur; Nachbearbeitung; Rechtschreibprüfung; Nachbesserung",
  },
  "AI:art_6.par_3.pt_c": {
    en: "detecting anomalies in grading; flagging inconsistencies; deviation check; consistency check of decisions; ex-post review; quality control of human decisions; anomaly flagging; audit of past decisions; grading deviations; checking consistency",
    de: "Entscheidungsmuster; Abweichungen erkennen; Konsistenzprüfung; Nachkontrolle; Auffälligkeiten; Qualitätskontrolle; Ausreißer",
  },
  "AI:art_6.par_3.pt_d": {
    en: "preparatory work; translation; document indexing; file preparation before human decision; search and retrieval support; pre-processing; summarising files; document search; collecting information before assessment; preparatory analysis",
    de: "vorbereitende Aufgabe; Vorbereitung; Übersetzung; Indexierung; Aktenvorbereitung; Zusammenfassung; Recherche",
  },
  "AI:art_6.par_4": {
    en: "document why not high-risk; record exemption reasoning; self-assessment documentation; show regulator on request; still register in database; documented non-high-risk decision; written assessment; show authorities; evidence; before launch",
    de: "Dokumentation der Bewertung; Begründung; Registrierungspflicht; Nachweis; Selbstbewertung; schriftliche Bewertung; Behörde auf Anfrage",
  },
  "AI:art_6.par_5": {
    en: "Commission guidance on high-risk classification; examples of high-risk and non-high-risk use cases; official guidelines; classification guidelines; list of examples; practical implementation; guidance document; deadline February 2026; when is AI high risk examples; Board consultation",
    de: "Leitlinien; Beispiele; Kommission; Praxisbeispiele; Auslegungshilfe; Leitlinien der Kommission; Anwendungsbeispiele",
  },
  "AI:art_6.par_6": {
    en: "Commission may add new exemption conditions; adjust filter criteria; evidence-based changes; changing the exemption list; new exceptions; amend conditions; delegated act; reliable evidence; Commission power; update of filter",
    de: "delegierte Rechtsakte; neue Ausnahmen; Änderung; Kommission; Ausnahmebedingungen; Anpassung der Bedingungen",
  },
  "AI:art_6.par_7": {
    en: "Commission may delete exemption conditions; tighten filter; remove exceptions; protection level; delegated act; reliable evidence; restrict loopholes; narrower exemptions; keep protection high; revise conditions",
    de: "Streichung von Ausnahmen; delegierte Rechtsakte; Schutzniveau; Verschärfung; Kommission; Bedingungen",
  },
  "AI:art_7": {
    en: "Commission can add new high-risk use cases; updating the high-risk list; future-proofing; criteria for adding categories; expanding the list; how new applications become high risk; power imbalance; reversibility of outcomes; number of people affected; new high-risk categories",
    de: "Änderung Anhang III; neue Hochrisiko-Bereiche; delegierte Rechtsakte; Kriterien; Liste erweitern; Kommission; Anpassung",
  },
  "AI:art_7.par_2": {
    en: "criteria for judging harm of new use cases; scale of use; sensitive data processed; autonomy; ability to opt out; vulnerability; imbalance of power; reversibility; benefits for society; opt-out impossible",
    de: "Kriterien; Schadensausmaß; Abhängigkeit; Machtungleichgewicht; Umkehrbarkeit; Verletzlichkeit; Kriterienkatalog",
  },
  "AI:art_7.par_3": {
    en: "removing use cases from the high-risk list; declassifying; no longer significant risk; deleting categories; shortening high-risk list; deregulation; delete use case; Commission removes categories; no longer dangerous; protection level maintained",
    de: "Streichung aus Anhang III; Entfernen; Herabstufung; kein erhebliches Risiko mehr; Herausnahme; Deregulierung",
  },
  "AI:art_8": {
    en: "high-risk requirements overview; must meet technical requirements; state of the art; combined with product rules; baseline obligations for high-risk systems; what high-risk AI must fulfil; general compliance duty; requirements section; risk management considered; meet all high-risk rules; design to current technology",
    de: "Anforderungen an Hochrisiko-KI; Einhaltung; Stand der Technik; Überblick; Pflichtanforderungen; Hochrisiko-Anforderungen",
  },
  "AI:art_8.par_2": {
    en: "machinery or medical device makers integrating AI; one combined documentation; avoid duplicate paperwork; reuse existing testing and reports; integrated compliance process; sector product rules; combined testing; single process; reuse CE documentation; one procedure for product and AI",
    de: "Produkthersteller; Maschinen; Medizinprodukte; Doppelarbeit vermeiden; integrierte Dokumentation; bestehende Verfahren",
  },
  "AI:art_9": {
    en: "risk assessment; risk analysis; hazard analysis; identify and mitigate risks; risk register; lifecycle risk process; residual risk; risk controls; testing before release; FMEA; continuous risk review",
    de: "Risikomanagementsystem; Risikoanalyse; Risikobewertung; Risikominimierung; Restrisiko; Lebenszyklus; Gefährdungsanalyse",
  },
  "AI:art_9.par_2": {
    en: "steps of risk management; identify hazards; estimate risks; evaluate misuse; use post-launch data; continuous review; update risk analysis; mitigation measures; foreseeable risks; post-market data",
    de: "Risikoidentifikation; Risikobewertung; kontinuierlicher Prozess; Fehlanwendung; Gegenmaßnahmen; Risikoanalyse",
  },
  "AI:art_9.par_5": {
    en: "acceptable residual risk; design out risks; mitigation controls; training users; safe by design; what remaining risk is tolerable; mitigation hierarchy; residual risk acceptable; training for users; risk reduction by design",
    de: "Restrisiko; vertretbar; Risikominderung; Schulung; sicheres Design; Schutzmaßnahmen",
  },
  "AI:art_9.par_6": {
    en: "testing AI before launch; QA testing; validation; test metrics; consistent performance; verification; performance testing; compliance testing; test to choose risk measures; reliable operation",
    de: "Tests; Prüfung vor Inverkehrbringen; Testverfahren; Validierung; Leistungstest; Funktionsprüfung",
  },
  "AI:art_9.par_8": {
    en: "when to test; pre-defined metrics and thresholds; test before launch; during development; acceptance criteria; testing throughout development; probabilistic thresholds; accuracy targets; testing schedule; test criteria",
    de: "Testzeitpunkt; Metriken; Schwellenwerte; Abnahmekriterien; Testplan; Wahrscheinlichkeitsschwellen",
  },
  "AI:art_9.par_9": {
    en: "impact on children and minors; kids; teenagers; vulnerable groups in risk assessment; youth protection; under-18s; child users; minors affected; vulnerable people; children's rights",
    de: "Kinder; Minderjährige; unter 18; schutzbedürftige Gruppen; Jugendschutz; Kinderrechte",
  },
  "AI:art_9.par_10": {
    en: "combine with existing risk processes; banks risk management; integrate with sector risk management; no duplicate risk process; existing procedures; financial sector; medical device risk file; ISO 14971; single process; reuse",
    de: "bestehendes Risikomanagement; Integration; Banken; Doppelarbeit; Medizinprodukte; sektorales Recht",
  },
  "AI:art_10": {
    en: "training data quality; dataset quality; data governance; bias in data; representative data; clean data; labelled data; garbage in garbage out; data provenance; fair datasets; data sourcing rules",
    de: "Daten-Governance; Datenqualität; Trainingsdaten; Bias; Verzerrung; repräsentative Daten; Datensätze; Datenherkunft",
  },
  "AI:art_10.par_2": {
    en: "data management practices; data sourcing; origin of data; labelling; annotation; cleaning; bias checks; data gaps; assumptions; original purpose of personal data",
    de: "Datenverwaltung; Datenherkunft; Annotation; Bereinigung; Bias-Prüfung; Datenlücken",
  },
  "AI:art_10.par_2.pt_f": {
    en: "bias examination; discrimination check; fairness audit of data; skewed data; feedback loops; unfair outcomes; examining data for bias; discriminatory patterns; disparate impact; unequal treatment",
    de: "Prüfung auf Verzerrungen; Diskriminierung; Fairness; Schieflage; Benachteiligung; Ungleichbehandlung",
  },
  "AI:art_10.par_2.pt_g": {
    en: "debiasing measures; mitigate bias; correct unfair data; rebalancing datasets; fairness interventions; bias prevention; detecting bias; fixing skew; bias mitigation techniques; fairness correction",
    de: "Bias-Minderung; Gegenmaßnahmen; Verzerrungen beheben; Ausgleich; Bias-Korrektur; Vorbeugung",
  },
  "AI:art_10.par_3": {
    en: "representative dataset; error-free; complete data; statistical properties; diversity of data; balanced sample; accurate data; relevant data; suitable dataset; coverage of population",
    de: "repräsentativ; fehlerfrei; vollständig; Datenqualität; ausgewogen; Relevanz",
  },
  "AI:art_10.par_4": {
    en: "local context; geographic fit; data matching the country or setting of use; cultural context; behavioural setting; regional differences; functional setting; country-specific data; local population; context of use",
    de: "geografischer Kontext; Einsatzumfeld; lokale Besonderheiten; Umgebung; Kontext; regionale Unterschiede",
  },
  "AI:art_10.par_6": {
    en: "rule-based systems without training; only test data requirements; non-learning systems; expert systems; no machine learning; only testing data must meet quality; symbolic AI; logic-based systems; hand-coded rules; deterministic software",
    de: "ohne Training; nur Testdaten; regelbasierte Systeme; nicht lernend; Expertensysteme; ohne maschinelles Lernen",
  },
  "AI:art_11": {
    en: "technical file; documentation before launch; system description; model card; design documentation; compliance paperwork; technical docs for regulators; what to document; keep documentation current; Annex IV file",
    de: "technische Dokumentation; Dokumentationspflicht; Systembeschreibung; Nachweis; Unterlagen; Anhang IV",
  },
  "AI:art_11.par_1": {
    en: "simplified documentation for startups and small companies; SME form; lighter paperwork; what the tech file must contain; keep it up to date; notified bodies must accept the form; startup documentation relief; minimum content; templates; documentation content",
    de: "vereinfachte Dokumentation; KMU; Start-ups; Formular; Anhang IV; aktuell halten; Erleichterung",
  },
  "AI:art_11.par_2": {
    en: "one technical file for products also under product safety rules; machinery or medical device file; single documentation set; one file for product and AI; no double documentation; combined technical file; toys; lifts; sector law documentation; single set; integrated file",
    de: "einheitliche Dokumentation; Produktrecht; Maschinen; Medizinprodukte; eine technische Dokumentation; Spielzeug; keine Doppeldokumentation; Maschinenverordnung",
  },
  "AI:art_12": {
    en: "logging; audit trail; event logs; traceability; automatic records; log files; activity logging; recording what the AI did; monitoring data; forensic trail",
    de: "Protokollierung; Logs; Aufzeichnung; Rückverfolgbarkeit; Protokolle; Ereignisprotokoll; Nachvollziehbarkeit",
  },
  "AI:art_12.par_3": {
    en: "logs for biometric identification; timestamps; start and end of use; database matched; who verified results; search hits; minimum log content; end time; input that matched; reference database; person who checked",
    de: "Protokolle biometrische Identifizierung; Zeitstempel; Abgleich; Datenbank; Treffer; Mindestinhalt; Prüfer",
  },
  "AI:art_13": {
    en: "explainability; transparency to business customers; user manual for deployers; interpretability; information to customers; documentation for users; understandable output; black box; interpreting output; clear information",
    de: "Transparenz; Betriebsanleitung; Informationen für Betreiber; Erklärbarkeit; Nachvollziehbarkeit; Black Box; verständliche Informationen",
  },
  "AI:art_13.par_3": {
    en: "content of user manual; accuracy levels; limitations; known risks; performance on groups; maintenance; hardware needs; updates; contact details; how to read logs",
    de: "Inhalt der Betriebsanleitung; Genauigkeit; Grenzen; Wartung; Kontaktdaten; Leistungsgrenzen",
  },
  "AI:art_14": {
    en: "human in the loop; human control; human review; human-in-command; oversight by people; ability to intervene; kill switch; override AI decisions; no fully automated decisions; supervision by staff",
    de: "menschliche Aufsicht; Mensch in der Schleife; Kontrolle; Eingreifen; Übersteuern; Überwachung durch Menschen",
  },
  "AI:art_14.par_3": {
    en: "built-in oversight features; measures for the user to implement; proportionate to risk and autonomy; design for control; oversight built in by provider; deployer-side measures; control mechanisms; level of autonomy; context of use; technical safeguards",
    de: "Aufsichtsmaßnahmen; eingebaut; Betreiber umsetzen; Verhältnismäßigkeit; Kontrollmechanismen; Autonomiegrad; technische Vorkehrungen",
  },
  "AI:art_14.par_4": {
    en: "what overseers must be able to do; understand limits; spot anomalies; interpret results; override; decide not to use; monitor the system; detect malfunction; interrupt; understand capabilities",
    de: "Fähigkeiten der Aufsichtsperson; Anomalien erkennen; übersteuern; interpretieren; Fehlfunktionen; überwachen; unterbrechen",
  },
  "AI:art_14.par_4.pt_b": {
    en: "automation bias; over-reliance; blindly trusting AI; rubber-stamping; complacency; trusting the computer; relying too much on AI; uncritical acceptance; awareness training; AI suggestions for decisions",
    de: "Automatisierungsbias; blindes Vertrauen; übermäßiges Vertrauen; Automatisierungsverzerrung; unkritische Übernahme; Vertrauen in Technik",
  },
  "AI:art_14.par_4.pt_d": {
    en: "ignore AI recommendation; overrule the system; reverse result; human final say; not use the output; human veto; disregard suggestion; manual decision; choose not to use AI; override possible",
    de: "Ergebnis ignorieren; übersteuern; rückgängig machen; letzte Entscheidung beim Menschen; Vetorecht; manuelle Entscheidung; nicht verwenden",
  },
  "AI:art_14.par_4.pt_e": {
    en: "stop button; kill switch; emergency stop; shut down the AI; halt safely; interrupt; off switch; abort; safe shutdown; pull the plug",
    de: "Stopptaste; Not-Aus; Abschalten; Unterbrechen; sicherer Zustand; Ausschalter; anhalten",
  },
  "AI:art_14.par_5": {
    en: "four-eyes principle; two people must confirm facial match; double check of identification; dual verification; exceptions for police and border control; verification by two staff; manual confirmation of match; biometric identification check; human double verification; law enforcement exemption",
    de: "Vier-Augen-Prinzip; zwei Personen; Bestätigung; Gesichtserkennung; doppelte Prüfung; Bestätigung durch zwei Personen; Abgleich; Grenzkontrolle",
  },
  "AI:art_15": {
    en: "security of AI; hacking; reliability; error rate; resilience; performance metrics; accuracy figures; attacks on models; IT security; secure by design; model robustness",
    de: "Genauigkeit; Robustheit; Cybersicherheit; IT-Sicherheit; Zuverlässigkeit; Fehlerquote; Angriffe",
  },
  "AI:art_15.par_3": {
    en: "state accuracy in user manual; publish metrics; declared performance numbers; error rates disclosed; accuracy metrics in instructions; performance disclosure; transparency on error rate; how accurate the system is; declared precision; recall figures",
    de: "Genauigkeitsangaben; Kennzahlen; Betriebsanleitung; Fehlerquote; Leistungsangaben; Transparenz; Präzision",
  },
  "AI:art_15.par_4": {
    en: "fail-safe; redundancy; backup plans; self-learning feedback loops; continuous learning after launch; fault tolerance; errors and faults; robustness measures; biased output feeding back; online learning",
    de: "Ausfallsicherheit; Redundanz; Rückkopplungsschleifen; Weiterlernen; Fehlertoleranz; Fehler; Widerstandsfähigkeit",
  },
  "AI:art_15.par_5": {
    en: "adversarial attacks; data poisoning; prompt injection; model evasion; jailbreak; hacking AI; model stealing; tampering; AI security; model poisoning",
    de: "Angriffe; Datenvergiftung; Manipulation; Hacker; adversariale Beispiele; Cyberangriff; KI-Sicherheit",
  },
  "AI:art_16": {
    en: "provider checklist; duties of AI developers; what must a high-risk vendor do; obligations overview; compliance to-do list for vendors; responsibilities of manufacturer; steps before launch; obligations of developer; vendor duties summary; what providers must do",
    de: "Pflichten der Anbieter; Anbieterpflichten; Hochrisiko; Checkliste; Überblick; Herstellerpflichten; Hersteller",
  },
  "AI:art_16.pt_b": {
    en: "name and address on product; label with contact details; manufacturer information on packaging; brand and contact on the system; trade name; registered trademark; postal address; contact info on product; imprint; identification of provider",
    de: "Name und Anschrift; Kennzeichnung; Kontaktangaben; Verpackung; Handelsname; Marke; Impressum",
  },
  "AI:art_16.pt_l": {
    en: "accessibility for disabled people; barrier-free; web accessibility; usable by blind users; inclusive design; accessible design; disability access; European Accessibility Act; screen readers; accessible interfaces",
    de: "Barrierefreiheit; Menschen mit Behinderungen; barrierefrei; Inklusion; Barrierefreiheitsanforderungen; Zugänglichkeit",
  },
  "AI:art_17": {
    en: "QMS; quality management; ISO 9001 style processes; written policies and procedures; compliance management system; internal processes for AI development; governance framework; quality assurance; change management; accountability of management; ISO 42001",
    de: "Qualitätsmanagementsystem; QMS; Qualitätssicherung; Prozesse; Richtlinien; Verfahrensanweisungen; ISO 42001; Compliance-Management; Verantwortlichkeiten",
  },
  "AI:art_17.par_1": {
    en: "what the QMS must include; compliance strategy; design controls; test procedures; data management; incident reporting procedure; record keeping; supplier and resource management; responsibilities of management; quality manual",
    de: "Inhalt QMS; Compliance-Strategie; Testverfahren; Datenmanagement; Meldeverfahren; Aufzeichnungen; Verantwortlichkeiten; Qualitätshandbuch",
  },
  "AI:art_17.par_2": {
    en: "proportionate to company size; lighter QMS for startups and small firms; scaled requirements for SMEs; small business relief; simplified processes; size-appropriate; rigour still required; small mid-caps; less paperwork for small companies; scaled QMS",
    de: "Verhältnismäßigkeit; Unternehmensgröße; KMU; Start-ups; Erleichterungen; Midcaps; angemessen",
  },
  "AI:art_17.par_3": {
    en: "reuse existing sector QMS; medical device QMS; integrate into existing quality system; ISO 13485; no separate system needed; existing quality management; combined QMS; sector quality systems; equivalent function; no parallel system",
    de: "bestehendes QMS; sektorales Recht; Integration; Medizinprodukte; kein zweites System; vorhandenes System",
  },
  "AI:art_17.par_4": {
    en: "banks and insurers; financial institutions; internal governance under banking law counts as QMS; credit institutions; investment firms; financial services law; governance rules count; bank internal controls; insurers governance; banking supervision counts",
    de: "Banken; Finanzinstitute; Versicherungen; interne Governance; Bankenaufsicht; MaRisk; Finanzdienstleistungsrecht",
  },
  "AI:art_18": {
    en: "how long to keep documents; retention period of ten years; archive documentation; keep records for authorities; storing technical file; record retention; certificates and declaration copies; document retention; records for ten years; keep QMS documentation",
    de: "Aufbewahrung; Aufbewahrungspflicht; 10 Jahre; Archivierung; Unterlagen aufbewahren; Dokumentation; Aufbewahrungsfrist",
  },
  "AI:art_18.par_2": {
    en: "company goes bankrupt; insolvency; business closes; what happens to documentation if provider shuts down; liquidation; provider ceases activity; documents after closure; member state rules; company dissolved; authorised representative ceases",
    de: "Insolvenz; Geschäftsaufgabe; Konkurs; Unterlagen bei Insolvenz; Liquidation; Auflösung; Betriebsaufgabe",
  },
  "AI:art_19": {
    en: "how long to keep logs; log retention six months; storing log files; provider log storage; minimum retention period; logs under vendor control; banks keep logs under financial rules; keeping logs; data retention; audit trail retention",
    de: "Aufbewahrung Protokolle; sechs Monate; Logs speichern; Speicherdauer; Protokolldaten; Anbieter; Logdaten",
  },
  "AI:art_20": {
    en: "fixing non-compliant AI; recall; pull product; patch; notify customers; remediation; what to do when AI is found defective; inform authorities of risks; corrective measures; product defect",
    de: "Korrekturmaßnahmen; Informationspflicht; Rückruf; Rücknahme; Mängel beheben; Nichtkonformität; Behörde informieren; Mängelbeseitigung",
  },
  "AI:art_20.par_1": {
    en: "bring into compliance; disable; withdraw or recall; tell resellers and customers; fix defects immediately; corrective action; bring back into conformity; notify distributors; inform importers; inform EU representative",
    de: "Konformität herstellen; deaktivieren; zurückrufen; Händler informieren; Betreiber informieren; Korrekturmaßnahmen; Einführer; Bevollmächtigter",
  },
  "AI:art_20.par_2": {
    en: "investigate root cause; inform regulator about dangerous AI; notify notified body; risk discovered after launch; cooperate with reporting customer; risk investigation; report to authority; nature of non-compliance; dangerous AI found; notify regulator",
    de: "Ursachen untersuchen; Marktüberwachungsbehörde informieren; Risiko; benannte Stelle; Ursachenforschung; Meldung",
  },
  "AI:art_21": {
    en: "regulator requests documents; respond to authority inquiry; hand over logs; audit by authority; provide information on request; official language; cooperation with supervisors; provide proof of compliance; demonstrate conformity; access to logs",
    de: "Zusammenarbeit mit Behörden; Auskunftspflicht; Anfrage der Behörde; Unterlagen herausgeben; Zugang zu Protokollen; Amtssprache; Nachweis",
  },
  "AI:art_22": {
    en: "non-EU provider must appoint EU representative; US company needs European representative; legal representative; mandate; contact point in Europe; obligations of representative; non-EU company representative; EU presence; foreign provider; written mandate",
    de: "Bevollmächtigter; Anbieter aus Drittstaaten; EU-Vertreter; Mandat; Vertretung in der EU; Pflichten des Bevollmächtigten; Vertretungspflicht",
  },
  "AI:art_22.par_1": {
    en: "appoint EU representative before selling; foreign provider; written mandate required; US startup entering EU; foreign vendor representative; before market entry; designate agent in EU; non-European provider; third-country developer; mandate in writing",
    de: "Bestellung eines Bevollmächtigten; schriftliches Mandat; Drittstaat; vor Bereitstellung; Drittstaatenanbieter; Vertreter benennen",
  },
  "AI:art_22.par_3": {
    en: "tasks of the EU representative; verify documentation; keep copies ten years; cooperate with regulators; registration; point of contact for authorities; copy of mandate; contact for regulators; keep documentation; registration duties",
    de: "Aufgaben des Bevollmächtigten; Prüfung; Aufbewahrung; Zusammenarbeit; Ansprechpartner; Mandatskopie",
  },
  "AI:art_22.par_4": {
    en: "representative terminates mandate; quit representing non-compliant provider; report to authority; resign; ending representation; withdraw from mandate; provider breaches rules; notify market surveillance; notify notified body; reasons for termination",
    de: "Kündigung des Mandats; Beendigung; Meldung an Behörde; Niederlegung; Rücktritt; Gründe",
  },
  "AI:art_23": {
    en: "duties of importers; bringing AI from outside the EU; non-EU vendor; foreign supplier; importing software; check the CE mark before selling; US company's product; importer checklist; import checks; import compliance",
    de: "Pflichten der Einführer; Einführer; Importeur; Import; Drittstaat; Prüfpflichten; CE-Kennzeichnung prüfen",
  },
  "AI:art_23.par_1": {
    en: "importer checks before sale; verify certification; check documentation and CE mark; confirm EU representative exists; due diligence on foreign vendor; check conformity assessment done; check technical file exists; check user manual; importer verification; before placing on market",
    de: "Prüfung vor Inverkehrbringen; Einführer; CE-Kennzeichnung; Konformitätserklärung; Bevollmächtigter; Prüfpflicht; technische Dokumentation; Betriebsanleitung",
  },
  "AI:art_23.par_2": {
    en: "importer must not sell non-compliant or fake AI; counterfeit documentation; stop import; report risky product; falsified documents; fake certificate; do not place on market; inform provider; inform authority; risk",
    de: "nicht in Verkehr bringen; gefälscht; Nichtkonformität; Einführer; Risiko melden; Fälschung; Behörde informieren",
  },
  "AI:art_23.par_3": {
    en: "importer name and address on product or packaging; label; contact details; importer label; trade name; registered trademark; postal address; packaging; accompanying documents; identification",
    de: "Name und Anschrift des Einführers; Kennzeichnung; Verpackung; Kontakt; Handelsname; Begleitdokumente",
  },
  "AI:art_23.par_4": {
    en: "storage conditions; transport conditions; do not damage compliance; warehousing; shipping; logistics; handling; supply chain handling; storage damage; keep product compliant in transit",
    de: "Lagerung; Transport; Logistik; Lagerbedingungen; Transportbedingungen; Importeur; Versand",
  },
  "AI:art_23.par_5": {
    en: "importer keeps copies ten years; certificate, manual and declaration retention; importer record keeping; keep certificate copy; keep instructions; keep declaration of conformity; documentation retention; archive; 10 years after launch; proof",
    de: "Aufbewahrung 10 Jahre; Einführer; Kopien; Konformitätserklärung; Aufbewahrungspflicht; Kopie der Bescheinigung; Archivierung",
  },
  "AI:art_23.par_6": {
    en: "importer answers regulator; provide documentation; language authorities understand; make technical file available; information request; reasoned request; importer provides proof; conformity evidence; documents to regulators; translation",
    de: "Auskunft; Einführer; Behörde; Sprache; technische Dokumentation; Nachweis; Unterlagen",
  },
  "AI:art_23.par_7": {
    en: "importer cooperates with authorities; reduce risk; market surveillance action; support investigation; cooperation duty; mitigation; joint action with regulators; importer assists; product safety action; recall cooperation",
    de: "Zusammenarbeit; Einführer; Behörden; Risikominderung; Mitwirkung; Marktüberwachung",
  },
  "AI:art_24": {
    en: "duties of resellers; we resell AI products; retailer obligations; distributor checklist; check CE mark; reseller liability; channel partners; distributor duties; distributor compliance; retailer checks",
    de: "Pflichten der Händler; Händler; Wiederverkäufer; Vertrieb; CE-Kennzeichnung prüfen; Reseller; Händlerpflichten",
  },
  "AI:art_24.par_1": {
    en: "reseller checks before selling; verify CE mark and declaration; check importer label; due diligence; check documentation; check provider label; check instructions; before making available; verification by seller; seller due diligence",
    de: "Prüfung durch Händler; CE-Kennzeichnung; Konformitätserklärung; Sorgfaltspflicht; Prüfpflicht; Betriebsanleitung; Kennzeichnung",
  },
  "AI:art_24.par_2": {
    en: "reseller must not sell non-compliant AI; hold back stock; inform vendor; do not sell until compliant; stop sale; inform provider or importer; risky AI; non-conformity suspicion; withhold product; quarantine stock",
    de: "nicht bereitstellen; Händler; Nichtkonformität; Anbieter informieren; Verkaufsstopp; Einführer; Risiko",
  },
  "AI:art_24.par_3": {
    en: "storage and transport by distributor; warehouse; shipping; logistics; do not compromise compliance; handling; conditions; transport damage; storage of AI hardware; compliance during storage",
    de: "Lagerung; Transport; Händler; Logistik; Lagerbedingungen; Versand",
  },
  "AI:art_24.par_4": {
    en: "reseller must fix or recall non-compliant AI; inform vendor and regulator; withdrawal by reseller; corrective actions; ensure provider fixes; notify authorities; details of non-compliance; risk; fix non-compliance; reseller corrective action",
    de: "Korrekturmaßnahmen Händler; Rückruf; Rücknahme; Behörde informieren; Händler; Korrektur; Nichtkonformität; Mitteilung",
  },
  "AI:art_24.par_5": {
    en: "distributor provides information on request; documentation of checks; regulator request; proof of due diligence; demonstrate conformity; information duty; reasoned request; answer authorities; documents on checks; evidence",
    de: "Auskunftspflicht; Händler; Behörde; Nachweis; Unterlagen; Sorgfalt",
  },
  "AI:art_24.par_6": {
    en: "distributor cooperates with authorities; reduce risk; support regulators; market surveillance actions; mitigation; cooperation duty; help regulators; joint action; reseller assists recall; risk reduction",
    de: "Zusammenarbeit; Händler; Behörden; Risikominderung; Marktüberwachung; Mitwirkung",
  },
  "AI:art_25": {
    en: "when do we become the provider; value chain responsibilities; rebranding; white-labelling; modifying an AI system; repurposing general AI for high-risk use; who is responsible in the supply chain; shifting obligations; OEM; integrator responsibilities; supplier contracts",
    de: "Wertschöpfungskette; wann wird man Anbieter; Rollenwechsel; Änderung; Verantwortlichkeiten; Lieferkette; Umlabeln; Zulieferer",
  },
  "AI:art_25.par_1": {
    en: "becoming the provider; taking on provider duties; reseller, importer or user turned provider; white label; rebranding; modification of vendor system; new high-risk purpose; when a customer becomes responsible; deemed provider; role change; full provider obligations",
    de: "wird zum Anbieter; gilt als Anbieter; Anbieterpflichten übernehmen; Rollenwechsel; Händler; Betreiber; Einführer",
  },
  "AI:art_25.par_1.pt_a": {
    en: "white-label AI; rebranding a vendor's product; own brand on third-party AI; private label; selling under our name; OEM branding; our logo on bought-in software; contract may allocate duties differently; relabelling; reseller branding",
    de: "eigener Name; eigene Marke; White-Label; Umlabeln; Eigenmarke; Handelsmarke; vertragliche Regelung",
  },
  "AI:art_25.par_1.pt_b": {
    en: "significant change to high-risk AI; retraining a bought system; altering a vendor's system; customising heavily; fine-tuning a high-risk model; modifying after purchase; changing the algorithm; major customisation; remains high-risk; change after launch",
    de: "wesentliche Veränderung; Änderung; Anpassung; Umbau; Nachtrainieren; Modifikation",
  },
  "AI:art_25.par_1.pt_c": {
    en: "using ChatGPT for hiring decisions; repurposing general AI for high-risk use; changing purpose to recruitment or credit scoring; using a chatbot to screen job applicants; off-label high-risk use; new use case makes it high-risk; turning a general tool into HR software; using a general assistant for credit decisions; repurposing; general-purpose AI system repurposed",
    de: "Zweckänderung; Umwidmung; Chatbot für Personalauswahl; allgemeiner Verwendungszweck; Bewerber aussortieren; neue Zweckbestimmung",
  },
  "AI:art_25.par_2": {
    en: "original vendor must help new provider; hand over documentation; technical access; cooperation duty; known limitations and failure modes; access for testing; initial provider released; no cooperation if vendor excluded high-risk use; support from upstream developer; handover duties",
    de: "ursprünglicher Anbieter; Kooperationspflicht; Unterlagen übergeben; technischer Zugang; bekannte Einschränkungen; Unterstützung; Ausschluss",
  },
  "AI:art_25.par_2.pt_b": {
    en: "tell new provider about weaknesses; known bugs; failure modes; limitations disclosure; known issues list; handover of risk knowledge; model limits; error cases; transparency toward integrator; lessons learned",
    de: "bekannte Einschränkungen; Fehlermodi; Schwachstellen; Mängel; Information; Grenzen",
  },
  "AI:art_25.par_2.pt_c": {
    en: "give access for testing; API access; sandbox access; validation access; technical support for integrator; test environment; model access; access for validation; debugging access; testing support",
    de: "technischer Zugang; Testzugang; Validierung; Prüfung; Unterstützung; Testumgebung",
  },
  "AI:art_25.par_3": {
    en: "product manufacturer is the provider of embedded AI; machine maker; device brand responsible; AI inside machinery; car or medical device maker; OEM responsible for AI component; product sold under manufacturer name; machinery with AI; embedded safety component; manufacturer brand on AI component",
    de: "Produkthersteller als Anbieter; Maschinenhersteller; eingebettete KI; Sicherheitsbauteil; Hersteller; eigener Name",
  },
  "AI:art_25.par_4": {
    en: "contracts with suppliers of AI components; written agreement; model contract clauses; vendor contract; procurement terms; SLA with model supplier; API provider agreement; supplier must give information; open-source tools exempt; standard contractual terms",
    de: "Vertrag mit Zulieferern; schriftliche Vereinbarung; Mustervertragsklauseln; Zulieferer; Lieferantenvertrag; Beschaffung; Open Source ausgenommen",
  },
  "AI:art_25.par_5": {
    en: "trade secrets protected; confidential information; intellectual property; know-how protection; source code not handed over; business secrets in value chain; IP rights respected; protect proprietary information; NDA; copyright in code",
    de: "Geschäftsgeheimnisse; geistiges Eigentum; Vertraulichkeit; Know-how; Quellcode; Betriebsgeheimnis",
  },
  "AI:art_26": {
    en: "duties of companies using high-risk AI; obligations of users; employer using AI for hiring; bank using credit scoring tool; what must we do when we use AI; user obligations checklist; customer of AI vendor; hospital or school using AI; responsibilities of the buyer; human oversight, logs, informing workers",
    de: "Pflichten der Betreiber; Betreiberpflichten; Nutzer von Hochrisiko-KI; Arbeitgeber; Einsatz von KI; Checkliste; Anwender; Verwender",
  },
  "AI:art_26.par_1": {
    en: "use according to vendor manual; follow instructions; proper use; organisational measures; technical measures; stick to intended use; user compliance; operate as the provider says; internal usage policy; configuration per manual",
    de: "bestimmungsgemäße Verwendung; Betriebsanleitung befolgen; organisatorische Maßnahmen; technische Maßnahmen; Nutzungsrichtlinie; Anleitung",
  },
  "AI:art_26.par_2": {
    en: "assign human reviewer; trained staff to supervise AI; competent person in charge; human in the loop at the user; give supervisors authority and support; responsible employee; nominate overseer; qualified supervisor; oversight staff; competence",
    de: "menschliche Aufsicht zuweisen; geschultes Personal; Aufsichtsperson; Kompetenz; Befugnis; Verantwortlicher",
  },
  "AI:art_26.par_3": {
    en: "other legal duties remain; freedom to organise oversight; own staffing choices; internal organisation; other laws still apply; flexible implementation; organise own resources; implement provider oversight measures; own approach; other EU or national obligations",
    de: "andere Pflichten; Organisationsfreiheit; Ressourcen; Umsetzung; unberührt; interne Organisation",
  },
  "AI:art_26.par_4": {
    en: "quality of data we feed; input data relevance; representative inputs; garbage in; control over input data; data we upload; appropriate data for purpose; clean inputs; customer-side data quality; input control",
    de: "Eingabedaten; Datenqualität; relevant; repräsentativ; Kontrolle über Eingaben; Datenauswahl",
  },
  "AI:art_26.par_5": {
    en: "monitor AI in operation; suspend use if risky; report incidents to vendor and regulator; stop using dangerous AI; tell the provider about problems; watch performance; incident notification by user; banks covered by governance rules; report malfunction; pause system",
    de: "Überwachung des Betriebs; Aussetzen; Vorfall melden; schwerwiegender Vorfall; Anbieter informieren; Nutzung einstellen; Marktüberwachungsbehörde",
  },
  "AI:art_26.par_6": {
    en: "user must keep logs for six months; log retention at customer; storing audit trail; logs under our control; minimum storage period; data protection limits; banks keep logs in financial records; archive logs; keep usage records; log files kept by company",
    de: "Protokolle aufbewahren; sechs Monate; Logs; Betreiber; Speicherdauer; Aufbewahrungsfrist",
  },
  "AI:art_26.par_7": {
    en: "informing workers; tell employees about AI at work; works council information; staff notification before rollout; employee monitoring transparency; HR tools; AI in performance evaluation; announce to staff; employee representatives; unions",
    de: "Arbeitnehmer informieren; Betriebsrat; Beschäftigte; Unterrichtung; Arbeitsplatz; Arbeitnehmervertretung; Mitarbeiter",
  },
  "AI:art_26.par_8": {
    en: "public bodies using AI must register; check vendor registration before use; do not use unregistered system; government agencies; municipalities; ministries; inform provider if not registered; public sector users; public administration; unregistered tool",
    de: "Behörden; Registrierung; öffentliche Stellen; EU-Datenbank; nicht registriert; Kommune; öffentliche Verwaltung",
  },
  "AI:art_26.par_9": {
    en: "DPIA; data protection impact assessment; GDPR assessment using vendor information; privacy impact assessment; use provider's transparency info; GDPR article 35; privacy risk assessment; data protection officer; DPIA with AI; data protection risk; vendor documentation helps",
    de: "Datenschutz-Folgenabschätzung; DSFA; DSGVO; Art. 35 DSGVO; Datenschutzbeauftragter; Datenschutz",
  },
  "AI:art_26.par_10": {
    en: "police retrospective facial recognition; court or authority approval within 48 hours; searching suspects in footage; no untargeted use; stop and delete if refused; link to specific crime; annual reports; no decision based solely on output; forensic face search; approval by judge",
    de: "nachträgliche Fernidentifizierung; Genehmigung; 48 Stunden; Polizei; Verdächtige; richterliche Genehmigung; Gesichtserkennung",
  },
  "AI:art_26.par_11": {
    en: "tell people AI is used in decisions about them; notify applicants; inform customers of automated decision support; right to know about AI use; job candidates; loan applicants; benefit claimants; disclosure to affected persons; informing patients or students; notice of AI use",
    de: "Betroffene informieren; Hinweis auf KI-Einsatz; Entscheidung über Personen; Bewerber informieren; Transparenz; Kunden informieren",
  },
  "AI:art_26.par_12": {
    en: "user cooperation with regulators; respond to authority requests; support investigations; help supervisors; deployer duty to cooperate; provide access on request; assist market surveillance; cooperate with supervisor; provide information; answer supervisory requests",
    de: "Zusammenarbeit; Behörden; Betreiber; Mitwirkung; Unterstützung; Marktüberwachung",
  },
  "AI:art_27": {
    en: "FRIA; human rights impact assessment; rights assessment before using AI; public bodies; private companies providing public services; banks and insurers using credit scoring or life and health insurance pricing; impact analysis; discrimination risk assessment; who is affected; pre-deployment assessment",
    de: "Grundrechte-Folgenabschätzung; Folgenabschätzung; Grundrechte; öffentliche Stellen; Kreditwürdigkeit; Versicherung; Bonität; Daseinsvorsorge",
  },
  "AI:art_27.par_1": {
    en: "who must do a FRIA; content of the assessment; description of processes; frequency of use; affected groups; specific risks; oversight; complaint mechanism; governance arrangements; public sector and credit or insurance scoring",
    de: "Pflicht zur Folgenabschätzung; Inhalt; betroffene Gruppen; Beschwerdemechanismus; Risiken; Behörden; Kreditinstitute; Versicherer",
  },
  "AI:art_27.par_2": {
    en: "only before first use; reuse earlier assessment; provider's assessment can be used; update when things change; keep assessment current; similar cases; review; first deployment; review if changed; outdated assessment",
    de: "erstmalige Verwendung; Aktualisierung; Wiederverwendung; vorhandene Folgenabschätzung; Änderungen; erster Einsatz",
  },
  "AI:art_27.par_3": {
    en: "send results to regulator; notify authority; submit filled template; notification of FRIA; reporting to market surveillance; exemption in emergency; file the assessment; inform authority of results; notification form; submit to supervisor",
    de: "Mitteilung an Marktüberwachungsbehörde; Ergebnisse übermitteln; Meldung; Vorlage einreichen; Ausnahme; Benachrichtigung",
  },
  "AI:art_27.par_4": {
    en: "combine with DPIA; reuse GDPR impact assessment; cross-reference; avoid duplicate assessments; merge privacy and rights assessment; integrate; one combined assessment; DPIA sections; reuse content; privacy assessment overlap",
    de: "Datenschutz-Folgenabschätzung; DSFA; Verknüpfung; Querverweis; Doppelarbeit vermeiden; DSGVO",
  },
  "AI:art_27.par_5": {
    en: "template questionnaire; online tool; form for FRIA; AI Office template; simplified compliance; automated questionnaire; standard form; questionnaire tool; fill-in form; simplified FRIA",
    de: "Vorlage; Fragebogen; Muster; automatisiertes Tool; KI-Büro; Formular",
  },
  "AI:art_28": {
    en: "authority that appoints certification bodies; accreditation; designating auditors; national oversight of certifiers; approving test labs; who supervises notified bodies; impartial authority; no consulting; confidentiality; competent staff",
    de: "notifizierende Behörde; Akkreditierung; DAkkS; Benennung; Aufsicht über Prüfstellen; Unparteilichkeit",
  },
  "AI:art_28.par_8": {
    en: "single application for machinery or medical device notified bodies; one designation process; avoid double designation; unified assessment; combined accreditation; one application for several laws; notified bodies under product law; joint assessment; single designation; avoid duplication; unified procedure",
    de: "einheitliches Verfahren; ein Antrag; Medizinprodukte; Maschinen; Doppelbenennung vermeiden; Einzelantrag; gemeinsame Bewertung",
  },
  "AI:art_29": {
    en: "how a testing lab becomes a notified body; apply for designation; accreditation certificate; application documents; proof of competence; types of AI systems covered; existing designations; application to national authority; description of services; documentary evidence",
    de: "Antrag auf Notifizierung; Akkreditierungsurkunde; Prüfstelle; Nachweise; Bewerbung als benannte Stelle; Antragsunterlagen",
  },
  "AI:art_30": {
    en: "notification process for certifiers; objections period; NANDO tool; two weeks or two months; Commission informed; start working as notified body; electronic notification; objection by member states; Commission decision; approval of test body",
    de: "Notifizierungsverfahren; Einwände; Frist; Kommission; elektronisches Notifizierungsinstrument; Prüfung",
  },
  "AI:art_31": {
    en: "requirements for certification bodies; independence; impartiality; no conflicts of interest; confidentiality; liability insurance; qualified staff; legal personality; cybersecurity; professional secrecy",
    de: "Anforderungen an benannte Stellen; Unabhängigkeit; Unparteilichkeit; Haftpflichtversicherung; Interessenkonflikt; Fachpersonal",
  },
  "AI:art_31.par_4": {
    en: "certifier independent of the company it audits; no competitor ties; no economic interest; conflicts of interest; independence from client; no business ties; impartial auditor; no stake in AI products; can use AI for own operations; arms-length",
    de: "Unabhängigkeit; Interessenkonflikt; Wettbewerber; wirtschaftliches Interesse; Neutralität; Befangenheit; Unparteilichkeit",
  },
  "AI:art_31.par_5": {
    en: "certifier cannot also consult or develop AI; no consultancy; no design or marketing involvement; independence of judgement; integrity; no advisory services; no development work; auditors must not help build AI; management independence; personnel restrictions",
    de: "keine Beratung; Unabhängigkeit; Integrität; Interessenkonflikt; Beratungsverbot; Entwicklung; Personal",
  },
  "AI:art_32": {
    en: "certifier meeting standards presumed compliant; harmonised standards for test bodies; ISO 17065; presumption for notified bodies; accreditation standards; meeting norms for certifiers; compliance assumed; harmonised standard for bodies; Official Journal; organisational requirements",
    de: "Konformitätsvermutung; benannte Stellen; Normen; Akkreditierungsnormen; Vermutungswirkung; harmonisierte Normen",
  },
  "AI:art_33": {
    en: "outsourcing by certification bodies; subcontractors; subsidiaries; provider must agree; full responsibility remains; public list of subsidiaries; records kept five years; outsourced audit work; third-party help; agreement of client needed",
    de: "Unterauftragnehmer; Zweigunternehmen; Auslagerung; Zustimmung des Anbieters; Verantwortung; Subunternehmer",
  },
  "AI:art_34": {
    en: "certifiers must avoid unnecessary burden; proportionate audits for small firms; audit costs; lighter burden for micro companies; submit documents to authority; audit duties; verify conformity; provide documents to authority; sector and complexity considered; rigour",
    de: "operative Pflichten; Verhältnismäßigkeit; KMU; Kosten; Aufwand; Prüfaufwand",
  },
  "AI:art_35": {
    en: "ID number of certifier; public list; NANDO database; four-digit number; list of notified bodies; find a notified body; certifier registry; public directory; updated list; activities notified",
    de: "Kennnummer; Verzeichnis; Liste benannter Stellen; NANDO; Identifikationsnummer; Register",
  },
  "AI:art_36": {
    en: "certification body closes or loses accreditation; what happens to my certificate; validity of certificates; suspension or withdrawal of designation; transfer to another certifier; nine months validity; certifier designation changes; certificate impact; notified body shutdown; certifier loses licence",
    de: "Änderungen der Notifizierung; Widerruf; Gültigkeit der Bescheinigungen; Aussetzung; Wechsel der Stelle; Zertifikatsgültigkeit",
  },
  "AI:art_36.par_3": {
    en: "certifier stops business; notified body closes; one year notice; certificates remain valid nine months; another body takes over; switch auditor; planned closure; notify providers; certifier ceasing activities; designation withdrawn",
    de: "Einstellung der Tätigkeit; Schließung; Übernahme; neun Monate; Zertifikate; Ankündigung",
  },
  "AI:art_36.par_4": {
    en: "notified body no longer meets requirements; designation restricted, suspended or withdrawn; investigation of certifier failures; certifier failing obligations; restrict designation; suspend notified body; withdraw approval; right to be heard; inform Commission; seriousness of failure",
    de: "Einschränkung; Aussetzung; Widerruf der Benennung; Untersuchung; Pflichtverletzung; Anhörung; Kommission",
  },
  "AI:art_36.par_9": {
    en: "certificates stay valid after designation withdrawn; nine months; another body takes over within 12 months; transitional validity; certificate validity after withdrawal; no risk confirmed; takeover by new notified body; twelve months to reassess; provider's registered office authority; transitional period",
    de: "Zertifikate bleiben gültig; neun Monate; Übernahme; Übergangszeit; zwölf Monate; Neubewertung; Übergang",
  },
  "AI:art_37": {
    en: "doubts about competence of certifier; Commission investigation; challenge to notified body; complaint about test lab; suspension by Commission; competence challenge; Commission can suspend designation; implementing act; corrective measures; notifying member state asked to act",
    de: "Anfechtung; Kompetenz; Untersuchung; Beschwerde; Zweifel; Kommission",
  },
  "AI:art_38": {
    en: "cooperation group of certifiers; coordination; sectoral group; exchange of best practices; consistent audits across EU; knowledge sharing; coordination group; harmonised practices; participation duty; best practice exchange",
    de: "Koordinierung; Gruppe benannter Stellen; Erfahrungsaustausch; Zusammenarbeit; Koordinierungsgruppe; Sektorgruppe",
  },
  "AI:art_39": {
    en: "foreign certification bodies; non-EU testing labs; mutual recognition agreement; third-country auditors; international agreement; equivalent level; certifiers outside Europe; authorised foreign bodies; trade agreement; equivalent compliance",
    de: "Drittländer; Konformitätsbewertungsstellen; Abkommen; gegenseitige Anerkennung; ausländische Prüfstellen; Drittstaat",
  },
  "AI:art_40": {
    en: "technical standards; CEN CENELEC JTC 21; following standards gives presumption of compliance; safe harbour; standardisation requests; energy-efficient AI standards; ISO; use of standards; norms for AI; Official Journal references",
    de: "harmonisierte Normen; Konformitätsvermutung; Normung; Normungsauftrag; CEN-CENELEC; DIN",
  },
  "AI:art_40.par_1": {
    en: "comply with standard and be presumed compliant; following the norm; standards as proof; safe harbour; presumption of conformity; easiest compliance route; standards reduce compliance effort; published references; Official Journal; partial standard coverage",
    de: "Konformitätsvermutung; Normen; Vermutungswirkung; Nachweis; Amtsblatt; Normkonformität",
  },
  "AI:art_40.par_2": {
    en: "standardisation requests; energy efficiency standards; resource consumption; Commission asks CEN CENELEC; stakeholder consultation; standards for energy use; deliverables; best efforts; joint compliance with product laws; advisory forum",
    de: "Normungsauftrag; Energieeffizienz; Ressourcenverbrauch; Normungsorganisationen; Energieverbrauch; Kommission",
  },
  "AI:art_40.par_3": {
    en: "inclusive standard setting; stakeholder participation; global cooperation on standards; legal certainty; competitiveness; innovation-friendly standards; balanced representation; SMEs in standardisation; international standards consistent with EU values; investment",
    de: "Normungsprozess; Beteiligung; internationale Normen; Rechtssicherheit; Innovation; Interessenausgleich",
  },
  "AI:art_41": {
    en: "Commission technical specifications when no standard; fallback; standards delayed; implementing act; presumption of conformity via specs; justify alternative solutions; Commission writes technical rules; no harmonised standard available; advisory forum consulted; fundamental rights gaps in standards",
    de: "gemeinsame Spezifikationen; Durchführungsrechtsakte; Ersatz für Normen; Verzögerung; Konformitätsvermutung; Spezifikation",
  },
  "AI:art_41.par_5": {
    en: "not following specs; alternative technical solutions; justify equivalent level; deviation from common specifications; own technical approach; equivalent solution; justification required; providers choose other means; GPAI model providers; documentation of alternative",
    de: "Abweichung; gleichwertige Lösung; Begründung; eigene Lösung; Nachweis; Gleichwertigkeit",
  },
  "AI:art_42": {
    en: "presumption for local data; cybersecurity certificate; Cyber Resilience Act; certified security counts; trained on data from setting of use; security certificate counts; deemed compliant; local data presumption; ENISA certification; security standard compliance",
    de: "Konformitätsvermutung; Cybersicherheitszertifikat; Cyber Resilience Act; Vermutungswirkung; Cybersicherheit; Vermutung",
  },
  "AI:art_42.par_1": {
    en: "data from the place of use; local training data presumed fine; geographic data fit; representative local data; country-specific training; behavioural setting; context-appropriate data; presumption for data requirement; regional datasets; tested in place of use",
    de: "lokale Daten; Einsatzumfeld; Vermutung; regionale Daten; Kontext; Trainingsdaten",
  },
  "AI:art_42.par_2": {
    en: "EU cybersecurity certification scheme counts; ENISA certificate; Cybersecurity Act; security certificate as proof; certified under EU scheme; statement of conformity; security presumption; cybersecurity certification; proof of robustness; EU Cybersecurity Act certificate",
    de: "Cybersicherheitszertifizierung; EUCC; Cybersecurity Act; Zertifikat; Konformitätsvermutung; ENISA",
  },
  "AI:art_42.par_3": {
    en: "products with digital elements; CRA compliance counts for security; Cyber Resilience Act essential requirements; deemed compliant; CRA-compliant products; digital product security; deemed to meet security rules; connected devices; software products; cyber law for products",
    de: "Cyberresilienz-Verordnung; CRA; Produkte mit digitalen Elementen; Cybersicherheit; Vermutung; vernetzte Produkte",
  },
  "AI:art_43": {
    en: "certification procedure; self-assessment vs third-party audit; internal control; do we need a notified body; which procedure applies; TUV audit needed; re-assessment after changes; Annex VI or Annex VII; compliance route; external audit",
    de: "Konformitätsbewertungsverfahren; interne Kontrolle; benannte Stelle; Selbstbewertung; Zertifizierung; TÜV",
  },
  "AI:art_43.par_1": {
    en: "biometric systems procedure; choose internal control or notified body; audit required if standards not applied; facial recognition certification; external audit for biometrics; any notified body may be chosen; police systems audited by authority; quality system and documentation assessment; Annex VII; biometric AI audit",
    de: "biometrische Systeme; Wahl des Verfahrens; benannte Stelle; Normen nicht angewendet; Anhang VII; Gesichtserkennung; Fremdprüfung",
  },
  "AI:art_43.par_2": {
    en: "self-assessment for most high-risk use cases; no external auditor; HR, credit, education AI self-certified; internal check; no notified body for employment, credit, education AI; Annex VI; self-declaration; internal control procedure; cheaper compliance; self-check",
    de: "interne Kontrolle; Selbstbewertung; keine benannte Stelle; Eigenprüfung; Anhang VI; Eigenerklärung; Beschäftigung",
  },
  "AI:art_43.par_3": {
    en: "AI in products follows product certification procedure; machinery or medical device notified body also checks AI; one assessment; product law procedure; AI requirements included; existing notified bodies assess AI; no extra third-party check just because of AI; medical device AI; combined audit; designation by 2028",
    de: "Produktrecht; Verfahren nach sektoralem Recht; Medizinprodukte; Maschinen; kombinierte Prüfung; keine zusätzliche Prüfung",
  },
  "AI:art_43.par_4": {
    en: "new assessment after major update; re-certification; self-learning changes pre-planned are not substantial; version change; pre-determined changes not substantial; continuous learning systems; changes after market launch; repeat assessment; redo certification; new version assessment",
    de: "wesentliche Veränderung; erneute Bewertung; Rezertifizierung; Update; vorab festgelegte Änderungen; Weiterlernen",
  },
  "AI:art_44": {
    en: "certificate validity; expiry; renewal; language of certificate; suspension; appeal against certifier decision; certificate rules; certificate term; notified body certificates; re-assessment",
    de: "Bescheinigungen; Gültigkeit; Verlängerung; Zertifikat; Widerspruch; Frist",
  },
  "AI:art_44.par_2": {
    en: "certificate valid four or five years; renewal; extend certificate; re-assessment; validity period; Annex I AI five years; Annex III AI four years; extension on request; supplements; certificate lifetime",
    de: "Gültigkeitsdauer; vier Jahre; fünf Jahre; Verlängerung; Laufzeit; Nachträge",
  },
  "AI:art_44.par_3": {
    en: "certificate suspended or withdrawn; appeal; restrictions; corrective action deadline; certificate revoked; notified body restricts certificate; right to appeal; reasons for decision; time to fix; proportionality",
    de: "Aussetzung; Widerruf; Einspruch; Beschränkung; Begründung; Frist; Rechtsbehelf",
  },
  "AI:art_45": {
    en: "certifiers informing each other and authorities; refused certificates; shared audit results; report certificates to authority; quality system approvals; refusals; information to other certifiers; subcontracting disclosure; confidentiality; share negative results; cross-border activities",
    de: "Informationspflichten benannter Stellen; Mitteilungen; verweigerte Bescheinigungen; Qualitätsmanagement-Zulassungen; Informationsaustausch; Vertraulichkeit",
  },
  "AI:art_46": {
    en: "emergency authorisation without certification; exceptional use; public security; temporary permission; urgent deployment; skip conformity assessment; protection of life; critical assets; authorisation by regulator; exception permit",
    de: "Ausnahme vom Konformitätsbewertungsverfahren; Notfall; Sondergenehmigung; öffentliche Sicherheit; vorläufig; Sicherheitsgründe",
  },
  "AI:art_46.par_1": {
    en: "temporary approval by market surveillance authority; exceptional reasons; limited period; while certification pending; public safety; environmental protection; critical infrastructure; national authorisation; derogation; fast track",
    de: "vorläufige Genehmigung; Marktüberwachungsbehörde; befristet; Ausnahmegenehmigung; öffentliche Sicherheit; Umweltschutz",
  },
  "AI:art_46.par_2": {
    en: "urgent use by police or civil protection before authorisation; stop and discard results if refused; emergency police use without approval; civil protection; imminent threat; ask for authorisation afterwards; immediate stop if refused; discard outputs; life-threatening situation; terrorist threat; urgent deployment; no delay",
    de: "Dringlichkeit; Polizei; Katastrophenschutz; ohne Genehmigung; Notfall; Gefahr für Leib und Leben; nachträgliche Genehmigung; Ergebnisse verwerfen",
  },
  "AI:art_47": {
    en: "declaration of conformity; DoC; signed compliance statement; ten years; machine-readable; one declaration for all EU laws; provider takes responsibility; keep up to date; Annex V content; translation",
    de: "EU-Konformitätserklärung; Erklärung; Konformitätserklärung; Unterschrift; 10 Jahre; Verantwortung; Anhang V",
  },
  "AI:art_48": {
    en: "CE label; affixing CE mark; digital CE mark; notified body number; visible and legible marking; on packaging; CE sticker; CE on documentation; other laws' CE marking; marking rules",
    de: "CE-Kennzeichnung; CE-Zeichen; Anbringung; Kennnummer; digitale Kennzeichnung; CE-Logo",
  },
  "AI:art_48.par_2": {
    en: "digital CE mark for software; shown in app interface; QR code; online CE marking; SaaS CE mark; electronic CE mark; app settings screen; web interface marking; machine-readable code; software marking",
    de: "digitale CE-Kennzeichnung; Software; Benutzeroberfläche; QR-Code; elektronisch; Online-Kennzeichnung",
  },
  "AI:art_48.par_3": {
    en: "CE mark visible; legible; indelible; on packaging if not possible on product; physical marking; CE placement; affix on product; where to put the CE mark; packaging or documents; marking requirements",
    de: "sichtbar; lesbar; dauerhaft; Verpackung; Anbringung; Begleitunterlagen",
  },
  "AI:art_48.par_4": {
    en: "notified body ID number next to CE; promotional material; four-digit number; advertising mentions CE; identification number of auditor; certifier number on label; notified body reference; marketing materials; brochures; adverts",
    de: "Kennnummer der benannten Stelle; Werbung; Identifikationsnummer; Werbematerial; benannte Stelle; Broschüre",
  },
  "AI:art_49": {
    en: "registration in EU database; register high-risk AI; public register; database entry before launch; authorities register use; transparency database; register before placing on market; public authorities deployer registration; secure section for police; database registration",
    de: "Registrierung; EU-Datenbank; Registrierungspflicht; Eintragung; Register; Transparenz; Datenbankeintrag",
  },
  "AI:art_49.par_1": {
    en: "provider registers high-risk AI; sign up in EU database before launch; EU representative may register; registration of provider and system; Annex III systems; public database; EU representative registers; register product; listing before sale; sign up",
    de: "Registrierung Anbieter; Eintragung; vor Inverkehrbringen; Bevollmächtigter; Registrierungspflicht; Anhang III; Datenbank",
  },
  "AI:art_49.par_2": {
    en: "register even when exempt; provider claims not high-risk; self-exempted systems registered; register non-high-risk decision; exemption registration; transparency of self-assessment; database entry despite exemption; authorities can check; opt-out registration; exempted system",
    de: "Registrierung trotz Ausnahme; nicht hochriskant; Eintragung; Selbsteinschätzung; Transparenz; Datenbankeintrag",
  },
  "AI:art_49.par_3": {
    en: "public authority users register; government deployers; agencies register their use; public sector deployer registration; ministries; municipalities; register use of system; select system in database; public bodies; government users",
    de: "Behörden registrieren; öffentliche Betreiber; Nutzung eintragen; Kommunen; Ministerien; öffentliche Verwaltung; Verwendung registrieren",
  },
  "AI:art_49.par_4": {
    en: "police and migration secret registration; non-public section; restricted access; border control; secure database section; confidential registration; law enforcement AI; asylum systems; limited information; access only for Commission and authorities",
    de: "nicht öffentlicher Teil; Polizei; Migration; Grenzkontrolle; Asyl; vertraulich; eingeschränkter Zugang",
  },
  "AI:art_49.par_5": {
    en: "critical infrastructure registered nationally; energy, water, traffic AI; national registration; critical infrastructure AI; energy grid control; water supply AI; traffic management; utility AI; not EU database; member state register; safety components of infrastructure",
    de: "nationale Registrierung; kritische Infrastruktur; KRITIS; Energieversorgung; Wasserversorgung; Verkehrssteuerung; nationales Register; Mitgliedstaat",
  },
};
