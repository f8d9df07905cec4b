/** Questions users ask whose answer is a provision of the AI Act, Articles 1–49 (document expansion; written from the acts' text). */
export const aiActQuestions1: Record<string, { en: string; de: string }> = {
  "AI:art_1": {
    en: "What is the EU AI Act trying to achieve? Why did the EU decide to regulate artificial intelligence at all? What does the AI Act cover in a nutshell? Is the AI Act about product safety or fundamental rights? Which topics does the AI regulation deal with, from banned uses to general-purpose models?",
    de: "Was ist das Ziel der KI-Verordnung? Warum reguliert die EU künstliche Intelligenz überhaupt? Welche Themen regelt der AI Act im Überblick?",
  },
  "AI:art_1.par_1": {
    en: "What is the purpose of the AI Act? Does the AI Act aim to protect democracy, the rule of law and the environment? Is the AI Act meant to promote trustworthy, human-centric AI or to restrict it? How does the AI Act balance innovation against protecting health, safety and fundamental rights?",
    de: "Welchen Zweck verfolgt die KI-Verordnung? Soll der AI Act vertrauenswürdige, menschenzentrierte KI fördern oder Innovation bremsen? Schützt die KI-Verordnung auch Demokratie, Rechtsstaatlichkeit und Umwelt?",
  },
  "AI:art_1.par_2": {
    en: "What rules does the AI Act lay down? Which areas are regulated by the AI Act: bans, high-risk systems, transparency, foundation models, enforcement? Give me an overview of the structure of the EU AI Act.",
    de: "Was regelt die KI-Verordnung alles? Welche Bereiche deckt der AI Act ab: Verbote, Hochrisiko-KI, Transparenz, KI-Modelle mit allgemeinem Verwendungszweck?",
  },
  "AI:art_1.par_2.pt_g": {
    en: "Does the AI Act do anything to support startups and SMEs? Are there innovation support measures for small mid-cap companies under the AI Act? Is the AI Act only red tape or does it also help small businesses innovate?",
    de: "Gibt es in der KI-Verordnung Fördermaßnahmen für Start-ups und KMU? Werden kleine Unternehmen mittlerer Kapitalisierung (SMC) im AI Act besonders unterstützt?",
  },
  "AI:art_2": {
    en: "Who does the AI Act apply to? Does the EU AI Act apply to my company? Is a US company offering AI to EU customers covered by the AI Act? Which AI uses are excluded from the AI Act, such as military, research or personal use? What is the territorial scope of the AI Act?",
    de: "Für wen gilt die KI-Verordnung? Fällt unser Unternehmen unter den AI Act? Gilt die KI-Verordnung auch für Anbieter außerhalb der EU? Welche Ausnahmen vom Anwendungsbereich gibt es?",
  },
  "AI:art_2.par_1": {
    en: "Which companies and persons fall within the scope of the AI Act? Does the AI Act cover both developers and users of AI? Are importers, distributors and product manufacturers covered by the AI Act? Does the AI Act apply to non-EU providers?",
    de: "Welche Akteure erfasst der Anwendungsbereich der KI-Verordnung? Gilt der AI Act für Anbieter, Betreiber, Einführer und Händler gleichermaßen?",
  },
  "AI:art_2.par_1.pt_a": {
    en: "Does the AI Act apply to a provider based in the US or China that sells an AI system in the EU? We are a non-EU startup launching our AI product in Europe, are we covered? Does it matter where the AI provider is headquartered?",
    de: "Gilt die KI-Verordnung für einen Anbieter aus den USA, der sein KI-System in der EU in Verkehr bringt? Spielt der Sitz des Anbieters für den AI Act eine Rolle?",
  },
  "AI:art_2.par_1.pt_b": {
    en: "Does the AI Act apply to a German company that just uses an AI tool? Are EU-based businesses using AI systems covered by the AI Act? We only use ChatGPT internally, does the AI Act apply to us as a user?",
    de: "Gilt die KI-Verordnung auch für Unternehmen in Deutschland, die KI nur nutzen? Sind wir als Betreiber mit Sitz in der EU vom AI Act erfasst?",
  },
  "AI:art_2.par_1.pt_c": {
    en: "Does the AI Act apply if the AI runs outside the EU but the output is used in Europe? Is an Indian outsourcing firm covered if its AI results are used by EU clients? Can companies avoid the AI Act by hosting the AI system abroad?",
    de: "Gilt der AI Act, wenn das KI-System im Ausland betrieben wird, die Ergebnisse aber in der EU verwendet werden? Kann man die KI-Verordnung durch Hosting außerhalb der EU umgehen?",
  },
  "AI:art_2.par_1.pt_d": {
    en: "Are importers and resellers of AI systems covered by the AI Act? Does the AI Act apply to a distributor that just resells AI software? We resell an AI product from a partner, do we have obligations?",
    de: "Gilt die KI-Verordnung auch für Einführer und Händler von KI-Systemen? Haben Wiederverkäufer von KI-Software Pflichten nach dem AI Act?",
  },
  "AI:art_2.par_1.pt_e": {
    en: "Does the AI Act apply to a manufacturer that builds AI into its machine or device and sells it under its own brand? Are product manufacturers with embedded AI covered by the AI Act? Is a car or appliance maker subject to the AI Act?",
    de: "Gilt die KI-Verordnung für Produkthersteller, die KI in ihr Produkt einbauen und unter eigenem Namen verkaufen? Ist ein Maschinenbauer mit integrierter KI vom AI Act erfasst?",
  },
  "AI:art_2.par_1.pt_f": {
    en: "Does the AI Act apply to the EU authorised representative of a foreign AI provider? Is an EU representative of a non-EU AI company within scope of the AI Act? Which obligations does an authorised representative of a foreign AI provider have under the AI Act?",
    de: "Gilt die KI-Verordnung auch für Bevollmächtigte von Anbietern aus Drittstaaten? Ist der EU-Vertreter eines ausländischen KI-Anbieters vom AI Act erfasst?",
  },
  "AI:art_2.par_1.pt_g": {
    en: "Does the AI Act protect people in the EU who are affected by AI decisions? Are consumers and affected persons covered by the AI Act? Does the AI Act apply to individuals located in the EU on whom AI is used?",
    de: "Schützt die KI-Verordnung betroffene Personen in der EU? Sind Verbraucher, auf die KI angewendet wird, vom Anwendungsbereich des AI Act erfasst?",
  },
  "AI:art_2.par_2": {
    en: "Which AI Act rules apply to AI in cars, aircraft, trains, marine equipment or agricultural vehicles? Is high-risk AI in vehicles governed by the AI Act or by sector rules? Does the AI Act apply in full to AI safety components under type-approval legislation?",
    de: "Welche Vorschriften der KI-Verordnung gelten für KI in Fahrzeugen, Luftfahrzeugen oder Eisenbahnen? Gilt der AI Act vollständig für KI-Systeme, die unter Annex I Abschnitt B fallen?",
  },
  "AI:art_2.par_3": {
    en: "Does the AI Act apply to military AI or defence applications? Are national security uses of AI exempt from the AI Act? Is a defence contractor building AI for the army covered by the AI Act? Does the AI Act apply to AI used exclusively for military purposes?",
    de: "Gilt die KI-Verordnung für militärische KI oder Verteidigungszwecke? Sind KI-Systeme für die nationale Sicherheit vom AI Act ausgenommen? Fällt ein Rüstungsunternehmen mit KI für die Bundeswehr unter die KI-Verordnung?",
  },
  "AI:art_2.par_4": {
    en: "Does the AI Act apply to foreign police authorities using AI in cooperation with the EU? Are international organisations exempt from the AI Act in law enforcement cooperation? Do third-country authorities need to comply with the AI Act in judicial cooperation?",
    de: "Gilt die KI-Verordnung für Behörden aus Drittstaaten bei der Zusammenarbeit mit der EU in Strafsachen? Sind internationale Organisationen bei der polizeilichen Zusammenarbeit vom AI Act ausgenommen?",
  },
  "AI:art_2.par_5": {
    en: "Does the AI Act change the liability privileges of online platforms under the Digital Services Act? How does the AI Act relate to the hosting liability exemptions of the DSA? Are intermediary services still protected from liability under the AI Act?",
    de: "Berührt die KI-Verordnung die Haftungsprivilegien von Vermittlungsdiensten nach dem Digital Services Act? Wie verhält sich der AI Act zur Haftung von Plattformen nach dem DSA?",
  },
  "AI:art_2.par_6": {
    en: "Does the AI Act apply to AI developed purely for scientific research? Are university research projects with AI exempt from the AI Act? Is an AI model built solely for academic research covered?",
    de: "Gilt die KI-Verordnung für KI, die ausschließlich für wissenschaftliche Forschung entwickelt wird? Sind Forschungsprojekte an Hochschulen vom AI Act ausgenommen?",
  },
  "AI:art_2.par_7": {
    en: "How does the AI Act relate to the GDPR? Does the AI Act replace data protection law for AI systems? Does the GDPR still apply when personal data is processed by AI? Is the ePrivacy Directive affected by the AI Act?",
    de: "Wie verhält sich die KI-Verordnung zur DSGVO? Gilt die DSGVO weiterhin, wenn KI personenbezogene Daten verarbeitet? Ersetzt der AI Act den Datenschutz?",
  },
  "AI:art_2.par_8": {
    en: "Do we have to comply with the AI Act while still developing and testing our AI before launch? Is pre-market R&D and prototyping exempt from the AI Act? Does testing an AI system in real-world conditions fall under the AI Act? Are internal experiments before release covered?",
    de: "Gilt die KI-Verordnung schon während der Entwicklung und dem Testen vor dem Inverkehrbringen? Ist ein Test unter Realbedingungen von der Forschungsausnahme erfasst? Sind Prototypen vom AI Act ausgenommen?",
  },
  "AI:art_2.par_9": {
    en: "Does the AI Act affect consumer protection law and product safety rules? Do consumer rights still apply to AI products alongside the AI Act? Can consumers still rely on general product safety regulation for AI?",
    de: "Bleiben Verbraucherschutz- und Produktsicherheitsrecht neben der KI-Verordnung anwendbar? Verdrängt der AI Act das Verbraucherschutzrecht?",
  },
  "AI:art_2.par_10": {
    en: "Does the AI Act apply when I use AI privately at home? Are private individuals using AI tools for personal purposes subject to the AI Act? If I make AI images for fun, do I have obligations as a deployer?",
    de: "Gilt die KI-Verordnung, wenn ich KI rein privat nutze? Haben Privatpersonen bei der persönlichen Nutzung von KI Pflichten nach dem AI Act?",
  },
  "AI:art_2.par_11": {
    en: "Can Germany adopt stricter rules to protect workers from AI used by employers? Do collective agreements on AI at the workplace remain valid under the AI Act? Can works agreements give employees more protection than the AI Act?",
    de: "Dürfen Mitgliedstaaten strengere Regeln zum Schutz von Arbeitnehmern vor KI erlassen? Bleiben Tarifverträge und Betriebsvereinbarungen zu KI neben der KI-Verordnung zulässig?",
  },
  "AI:art_2.par_12": {
    en: "Is open-source AI exempt from the AI Act? Does the AI Act apply to AI released under a free and open-source licence? When does an open-source AI system still fall under the AI Act? We publish our model on GitHub under MIT licence, are we covered?",
    de: "Ist Open-Source-KI von der KI-Verordnung ausgenommen? Wann gilt der AI Act trotzdem für KI-Systeme unter freier Open-Source-Lizenz?",
  },
  "AI:art_2.par_13": {
    en: "Can the AI Act requirements for high-risk AI in machinery or medical devices be limited where sector law already offers equal protection? How does the AI Act avoid duplicate requirements for AI products already regulated under product legislation? Are high-risk AI obligations reduced when product safety law covers the same risks?",
    de: "Können Anforderungen der KI-Verordnung für Hochrisiko-KI in Produkten eingeschränkt werden, wenn die Harmonisierungsrechtsvorschriften gleichwertigen Schutz bieten? Wie werden Doppelanforderungen bei Medizinprodukten oder Maschinen mit KI vermieden?",
  },
  "AI:art_3": {
    en: "What are the key definitions in the AI Act? Where are the terms provider, deployer, AI system and general-purpose AI model defined? Where can I find the glossary of legal terms used in the AI Act?",
    de: "Welche Begriffsbestimmungen enthält die KI-Verordnung? Wo sind Anbieter, Betreiber und KI-System im AI Act definiert?",
  },
  "AI:art_3.pt_1": {
    en: "What counts as an AI system under the AI Act? Is a simple rule-based software or Excel macro an AI system? Is a chatbot or recommendation engine an AI system legally? How does the EU define artificial intelligence? Does our machine learning model meet the AI system definition?",
    de: "Was ist ein KI-System im Sinne der KI-Verordnung? Ist eine regelbasierte Software schon KI? Wie definiert die EU künstliche Intelligenz?",
  },
  "AI:art_3.pt_2": {
    en: "How does the AI Act define risk? What does risk mean in the AI Act, probability and severity of harm? How is the level of risk of an AI system assessed in legal terms?",
    de: "Wie ist Risiko in der KI-Verordnung definiert? Was bedeutet Risiko im AI Act?",
  },
  "AI:art_3.pt_3": {
    en: "Who is a provider under the AI Act? Are we a provider if we develop an AI tool and offer it for free? If we commission an agency to build an AI system that we sell under our brand, are we the provider? What is the difference between a provider and a developer?",
    de: "Wer ist Anbieter im Sinne der KI-Verordnung? Sind wir Anbieter, wenn wir ein KI-System entwickeln lassen und unter unserem Namen vertreiben? Ist man auch bei kostenlosen KI-Tools Anbieter?",
  },
  "AI:art_3.pt_4": {
    en: "Who is a deployer under the AI Act? Is a company using an AI hiring tool a deployer? What is the difference between a user and a deployer of AI? Is a bank that uses an AI credit scoring tool a deployer?",
    de: "Wer ist Betreiber im Sinne der KI-Verordnung? Sind wir Betreiber, wenn wir ein KI-Tool im Unternehmen einsetzen? Was ist der Unterschied zwischen Anbieter und Betreiber?",
  },
  "AI:art_3.pt_5": {
    en: "What is an authorised representative under the AI Act? Who can act as the EU representative for a foreign AI company? Does the authorised representative need a written mandate?",
    de: "Was ist ein Bevollmächtigter nach der KI-Verordnung? Wer kann EU-Vertreter eines ausländischen KI-Anbieters sein?",
  },
  "AI:art_3.pt_6": {
    en: "Who is an importer of AI under the AI Act? Are we an importer if we bring a US company's AI system onto the EU market? What makes a company an importer of an AI system?",
    de: "Wer ist Einführer im Sinne der KI-Verordnung? Sind wir Einführer, wenn wir ein KI-System eines US-Herstellers in der EU in Verkehr bringen?",
  },
  "AI:art_3.pt_7": {
    en: "Who is a distributor under the AI Act? Is a reseller or IT systems house that sells AI software a distributor? What is the difference between importer and distributor of AI?",
    de: "Wer ist Händler im Sinne der KI-Verordnung? Ist ein Systemhaus, das KI-Software weiterverkauft, Händler?",
  },
  "AI:art_3.pt_8": {
    en: "Who counts as an operator under the AI Act? Does operator include providers, deployers, importers and distributors? Is a deployer or importer also an operator under the AI Act?",
    de: "Wer ist Akteur im Sinne der KI-Verordnung? Welche Rollen umfasst der Begriff Akteur im AI Act?",
  },
  "AI:art_3.pt_9": {
    en: "What does placing on the market mean for AI? When is an AI system placed on the market, at first release in the EU? Is launching our SaaS AI tool in the EU placing on the market?",
    de: "Was bedeutet Inverkehrbringen eines KI-Systems? Wann gilt ein KI-System als in Verkehr gebracht?",
  },
  "AI:art_3.pt_10": {
    en: "What does making available on the market mean under the AI Act? Is offering an AI tool for free still making it available on the market? Does supplying AI in the course of a commercial activity count even without payment?",
    de: "Was bedeutet Bereitstellung auf dem Markt nach der KI-Verordnung? Zählt auch die kostenlose Abgabe eines KI-Systems als Bereitstellung?",
  },
  "AI:art_3.pt_11": {
    en: "What does putting into service mean in the AI Act? If we build an AI system only for our own internal use, is it put into service? When is an AI system put into service rather than placed on the market?",
    de: "Was bedeutet Inbetriebnahme im Sinne der KI-Verordnung? Gilt die Eigennutzung eines selbst entwickelten KI-Systems als Inbetriebnahme?",
  },
  "AI:art_3.pt_12": {
    en: "What is the intended purpose of an AI system? Do marketing materials and sales statements define the intended purpose of our AI? How is the intended purpose determined under the AI Act?",
    de: "Was ist die Zweckbestimmung eines KI-Systems? Bestimmen auch Werbematerialien und Betriebsanleitung die Zweckbestimmung nach dem AI Act?",
  },
  "AI:art_3.pt_13": {
    en: "What is reasonably foreseeable misuse of an AI system? Do providers have to consider how users might misuse their AI? Example of foreseeable misuse under the AI Act?",
    de: "Was ist eine vernünftigerweise vorhersehbare Fehlanwendung eines KI-Systems? Muss der Anbieter absehbaren Missbrauch berücksichtigen?",
  },
  "AI:art_3.pt_14": {
    en: "What is a safety component under the AI Act? When is AI software a safety component of a machine or device? Does a component count as safety-related if its failure endangers people or property?",
    de: "Was ist ein Sicherheitsbauteil im Sinne der KI-Verordnung? Wann ist eine KI-Komponente ein Sicherheitsbauteil eines Produkts?",
  },
  "AI:art_3.pt_14a": {
    en: "What counts as an SME under the AI Act? Which SME definition does the AI Act use for micro, small and medium-sized enterprises? Is my startup an SME for AI Act purposes?",
    de: "Was gilt als KMU nach der KI-Verordnung? Welche KMU-Definition verwendet der AI Act?",
  },
  "AI:art_3.pt_14b": {
    en: "What is a small mid-cap enterprise (SMC) under the AI Act? Which definition of small mid-caps applies for AI Act relief? Is a company with a few hundred employees an SMC?",
    de: "Was ist ein kleines Unternehmen mittlerer Kapitalisierung (Small Mid-Cap, SMC) im Sinne der KI-Verordnung? Welche Definition gilt für SMCs im AI Act?",
  },
  "AI:art_3.pt_15": {
    en: "What are instructions for use under the AI Act? What information must the provider give the deployer about proper use of the AI? Is the user manual of an AI system legally the instructions for use?",
    de: "Was ist die Betriebsanleitung im Sinne der KI-Verordnung? Welche Informationen muss der Anbieter dem Betreiber zur Verwendung geben?",
  },
  "AI:art_3.pt_16": {
    en: "What is a recall of an AI system? Does disabling a deployed AI system count as a recall under the AI Act? Does taking an AI system back from customers count as a recall?",
    de: "Was ist ein Rückruf eines KI-Systems? Zählt das Abschalten eines KI-Systems beim Betreiber als Rückruf?",
  },
  "AI:art_3.pt_17": {
    en: "What is the withdrawal of an AI system? What is the difference between recall and withdrawal of AI from the market? Does stopping sales of an AI system in the supply chain count as withdrawal?",
    de: "Was bedeutet Rücknahme eines KI-Systems? Was ist der Unterschied zwischen Rückruf und Rücknahme nach dem AI Act?",
  },
  "AI:art_3.pt_20": {
    en: "What is a conformity assessment for AI? What does it mean to demonstrate that a high-risk AI system meets the requirements? Is conformity assessment the same as certification of an AI system?",
    de: "Was ist eine Konformitätsbewertung nach der KI-Verordnung? Was wird bei der Konformitätsbewertung eines Hochrisiko-KI-Systems geprüft?",
  },
  "AI:art_3.pt_21": {
    en: "What is a conformity assessment body under the AI Act? Who does third-party testing, certification and inspection of AI? Which organisations can audit a high-risk AI system as an independent third party?",
    de: "Was ist eine Konformitätsbewertungsstelle im Sinne der KI-Verordnung? Wer darf KI-Systeme als unabhängiger Dritter prüfen und zertifizieren?",
  },
  "AI:art_3.pt_22": {
    en: "What is a notified body under the AI Act? Are TÜV or DEKRA notified bodies for AI certification? What does the term notified body mean in EU product law?",
    de: "Was ist eine notifizierte Stelle im Sinne der KI-Verordnung? Kann der TÜV notifizierte Stelle für KI sein?",
  },
  "AI:art_3.pt_23": {
    en: "What is a substantial modification of an AI system? Does retraining or updating our AI model count as a substantial modification? When is a change to an AI system so significant that a new conformity assessment is needed? Are planned updates foreseen in the initial assessment substantial modifications?",
    de: "Was ist eine wesentliche Veränderung eines KI-Systems? Ist ein Update oder Nachtraining des Modells eine wesentliche Veränderung? Wann führt eine Änderung zu einer neuen Konformitätsbewertung?",
  },
  "AI:art_3.pt_24": {
    en: "What does the CE marking mean for AI systems? What does a provider declare by putting a CE mark on an AI system? Does a CE mark on AI software mean it complies with the AI Act?",
    de: "Was bedeutet die CE-Kennzeichnung bei KI-Systemen? Was bestätigt der Anbieter mit dem CE-Zeichen?",
  },
  "AI:art_3.pt_25": {
    en: "What is a post-market monitoring system for AI? What does post-market monitoring mean for AI providers after launch? What counts as monitoring an AI system's performance after it is sold?",
    de: "Was ist ein System zur Beobachtung nach dem Inverkehrbringen? Was bedeutet Post-Market-Monitoring bei KI?",
  },
  "AI:art_3.pt_26": {
    en: "What is a market surveillance authority under the AI Act? Which authority supervises AI products on the market? Which national regulator enforces the AI Act on products in the market?",
    de: "Was ist eine Marktüberwachungsbehörde im Sinne der KI-Verordnung? Welche Behörde überwacht KI-Systeme auf dem Markt?",
  },
  "AI:art_3.pt_27": {
    en: "What is a harmonised standard under the AI Act? What kind of standards give legal certainty for AI compliance? Where does the AI Act take its definition of harmonised standard from?",
    de: "Was ist eine harmonisierte Norm im Sinne der KI-Verordnung? Sind Normen von CEN und CENELEC harmonisierte Normen?",
  },
  "AI:art_3.pt_28": {
    en: "What is a common specification under the AI Act? How do common specifications differ from harmonised standards for AI? Are common specifications technical rules adopted by the Commission for AI?",
    de: "Was ist eine gemeinsame Spezifikation im Sinne der KI-Verordnung? Welche Rolle spielen gemeinsame Spezifikationen neben harmonisierten Normen?",
  },
  "AI:art_3.pt_29": {
    en: "What counts as training data under the AI Act? How does the AI Act define data used to train a model? Is data used to fit the model weights considered training data?",
    de: "Was sind Trainingsdaten im Sinne der KI-Verordnung? Sind Daten zum Anpassen der Modellparameter Trainingsdaten?",
  },
  "AI:art_3.pt_30": {
    en: "What is validation data in the AI Act? What is the difference between training, validation and testing data? Is data used to prevent overfitting validation data?",
    de: "Was sind Validierungsdaten nach der KI-Verordnung? Unterschied zwischen Trainings-, Validierungs- und Testdaten?",
  },
  "AI:art_3.pt_32": {
    en: "What is testing data under the AI Act? What data is used for independent evaluation of an AI system before launch? Is a holdout test set testing data under the AI Act?",
    de: "Was sind Testdaten im Sinne der KI-Verordnung? Welche Daten dienen der unabhängigen Bewertung vor dem Inverkehrbringen?",
  },
  "AI:art_3.pt_33": {
    en: "What is input data for an AI system? Are the prompts or data fed into the AI input data under the AI Act? Is sensor data captured directly by an AI system input data?",
    de: "Was sind Eingabedaten eines KI-Systems? Sind Prompts Eingabedaten im Sinne des AI Act?",
  },
  "AI:art_3.pt_34": {
    en: "What counts as biometric data under the AI Act? Are facial images, fingerprints or voice recordings biometric data? Is gait or typing behaviour biometric data?",
    de: "Was sind biometrische Daten im Sinne der KI-Verordnung? Sind Gesichtsbilder und Fingerabdrücke biometrische Daten?",
  },
  "AI:art_3.pt_35": {
    en: "What is biometric identification under the AI Act? Is matching a face against a database biometric identification? Is identifying a stranger by comparing their face with a watchlist biometric identification?",
    de: "Was ist biometrische Identifizierung nach der KI-Verordnung? Ist der Abgleich eines Gesichts mit einer Datenbank eine Identifizierung?",
  },
  "AI:art_3.pt_36": {
    en: "What is biometric verification under the AI Act? Is unlocking a phone with Face ID biometric verification or identification? What is the difference between one-to-one verification and identification?",
    de: "Was ist biometrische Verifizierung nach der KI-Verordnung? Ist Face-ID zum Entsperren des Smartphones Verifizierung oder Identifizierung?",
  },
  "AI:art_3.pt_37": {
    en: "What are special categories of personal data in the AI Act? Does the AI Act use the GDPR definition of sensitive data like health, ethnicity or religion? Which kinds of personal data are considered sensitive under the AI Act?",
    de: "Was sind besondere Kategorien personenbezogener Daten im AI Act? Gilt dafür die Definition aus Artikel 9 der DSGVO?",
  },
  "AI:art_3.pt_39": {
    en: "What is an emotion recognition system? Does software detecting whether a customer is angry from their voice count as emotion recognition? Is sentiment analysis of text emotion recognition under the AI Act? Does inferring intentions from facial expressions count?",
    de: "Was ist ein Emotionserkennungssystem im Sinne der KI-Verordnung? Ist eine Software, die anhand der Stimme Ärger von Kunden erkennt, Emotionserkennung? Zählt die Auswertung von Mimik zur Erkennung von Absichten dazu?",
  },
  "AI:art_3.pt_40": {
    en: "What is a biometric categorisation system? Is a virtual try-on filter that detects face shape biometric categorisation? Does sorting people by age or gender from images count? When is categorisation ancillary to another commercial service?",
    de: "Was ist ein System zur biometrischen Kategorisierung? Ist ein Beauty-Filter oder virtuelle Anprobe biometrische Kategorisierung?",
  },
  "AI:art_3.pt_41": {
    en: "What is a remote biometric identification system? Is facial recognition on CCTV cameras remote biometric identification? Does identification at a distance without the person's involvement count?",
    de: "Was ist ein biometrisches Fernidentifizierungssystem? Ist Gesichtserkennung über Videoüberwachung eine biometrische Fernidentifizierung?",
  },
  "AI:art_3.pt_42": {
    en: "What is real-time remote biometric identification? When is facial recognition considered live or real-time? Does a short delay still count as real-time?",
    de: "Was ist biometrische Echtzeit-Fernidentifizierung nach der KI-Verordnung? Wann gilt Gesichtserkennung als Echtzeit?",
  },
  "AI:art_3.pt_43": {
    en: "What is post-remote biometric identification under the AI Act? Is analysing recorded CCTV footage with facial recognition after the event post-remote identification? Is a retrospective face search on stored video covered?",
    de: "Was ist nachträgliche biometrische Fernidentifizierung? Ist die spätere Auswertung von Videoaufnahmen mit Gesichtserkennung nachträgliche Fernidentifizierung?",
  },
  "AI:art_3.pt_44": {
    en: "What is a publicly accessible space under the AI Act? Are shopping malls, stadiums or train stations publicly accessible spaces? Is a privately owned place with ticketed entry still publicly accessible?",
    de: "Was ist ein öffentlich zugänglicher Raum im Sinne der KI-Verordnung? Sind Einkaufszentren, Bahnhöfe oder Stadien öffentlich zugänglich?",
  },
  "AI:art_3.pt_45": {
    en: "Who counts as a law enforcement authority in the AI Act? Can a private company entrusted with public powers be a law enforcement authority? Does the definition include bodies entrusted by law with police powers?",
    de: "Wer ist Strafverfolgungsbehörde im Sinne der KI-Verordnung? Kann eine private Stelle mit hoheitlichen Befugnissen Strafverfolgungsbehörde sein?",
  },
  "AI:art_3.pt_47": {
    en: "What is the AI Office of the European Commission? Who runs the EU AI Office and what does it supervise? Is the AI Office a separate agency or part of the Commission?",
    de: "Was ist das Büro für Künstliche Intelligenz (AI Office)? Wer ist das KI-Büro der Kommission?",
  },
  "AI:art_3.pt_48": {
    en: "What is a national competent authority under the AI Act? Is the market surveillance authority a national competent authority? Who supervises AI used by EU institutions?",
    de: "Was ist eine zuständige nationale Behörde nach der KI-Verordnung? Wer ist in Deutschland für die KI-Aufsicht zuständig?",
  },
  "AI:art_3.pt_49": {
    en: "What counts as a serious incident involving AI? Is an AI malfunction causing someone's death or serious injury a serious incident? Does disruption of critical infrastructure or property damage by AI count? Is a fundamental rights breach by AI a serious incident?",
    de: "Was ist ein schwerwiegender Vorfall im Sinne der KI-Verordnung? Ist eine Fehlfunktion mit Gesundheitsschaden ein schwerwiegender Vorfall?",
  },
  "AI:art_3.pt_55": {
    en: "What is an AI regulatory sandbox? Can startups test AI under supervision of an authority before launch? How does an AI regulatory sandbox work in practice?",
    de: "Was ist ein KI-Reallabor nach der KI-Verordnung? Wie funktioniert eine regulatorische Sandbox für KI?",
  },
  "AI:art_3.pt_56": {
    en: "What does AI literacy mean under the AI Act? What skills and knowledge count as AI competence under the AI Act? What level of AI understanding do staff need?",
    de: "Was bedeutet KI-Kompetenz im Sinne der KI-Verordnung? Welche Kenntnisse und Fähigkeiten umfasst KI-Kompetenz?",
  },
  "AI:art_3.pt_57": {
    en: "What is testing in real-world conditions? Is a pilot of an AI system with real customers testing in real-world conditions? Does field testing outside a lab count?",
    de: "Was ist ein Test unter Realbedingungen? Ist ein Pilotprojekt mit echten Nutzern ein Test unter Realbedingungen?",
  },
  "AI:art_3.pt_59": {
    en: "What is informed consent for AI real-world testing? What must participants be told before agreeing to take part in an AI field test? Must consent to participate in AI testing be freely given and specific?",
    de: "Was bedeutet informierte Einwilligung bei KI-Tests unter Realbedingungen? Wann ist die Einwilligung von Testteilnehmern freiwillig und informiert?",
  },
  "AI:art_3.pt_60": {
    en: "What is a deepfake under the AI Act? Does an AI-generated video of a politician count as a deep fake? Are AI voice clones deep fakes? Is a manipulated photo that looks real a deep fake?",
    de: "Was ist ein Deepfake im Sinne der KI-Verordnung? Ist ein KI-generiertes Video einer echten Person ein Deepfake? Ist eine geklonte Stimme einer realen Person ein Deepfake?",
  },
  "AI:art_3.pt_62": {
    en: "What counts as critical infrastructure in the AI Act? Does the AI Act use the CER Directive definition of critical infrastructure? Are energy grids and water supply critical infrastructure under the AI Act?",
    de: "Was ist kritische Infrastruktur im Sinne der KI-Verordnung? Gilt die Definition der CER-Richtlinie für kritische Infrastruktur?",
  },
  "AI:art_3.pt_63": {
    en: "What is a general-purpose AI model? Are large language models like GPT or Llama general-purpose AI models? Is a foundation model a GPAI model under the AI Act? Are models used only for research before release excluded?",
    de: "Was ist ein KI-Modell mit allgemeinem Verwendungszweck? Ist ein großes Sprachmodell wie GPT ein GPAI-Modell? Sind Basismodelle erfasst?",
  },
  "AI:art_3.pt_65": {
    en: "What is systemic risk under the AI Act? What kind of risks from frontier AI models are considered systemic? Does systemic risk include risks to public health, security or democracy?",
    de: "Was ist ein systemisches Risiko im Sinne der KI-Verordnung? Welche Risiken von leistungsstarken KI-Modellen gelten als systemisch?",
  },
  "AI:art_3.pt_66": {
    en: "What is a general-purpose AI system? Is ChatGPT a general-purpose AI system? What is the difference between a GPAI model and a GPAI system?",
    de: "Was ist ein KI-System mit allgemeinem Verwendungszweck? Unterschied zwischen GPAI-Modell und GPAI-System?",
  },
  "AI:art_3.pt_67": {
    en: "What is a floating-point operation (FLOP) in the AI Act? How is training compute measured for AI models? Why does the AI Act count FLOPs for general-purpose models?",
    de: "Was ist eine Gleitkommaoperation (FLOP) im Sinne der KI-Verordnung? Wie wird die Rechenleistung beim Training von KI-Modellen gemessen?",
  },
  "AI:art_3.pt_68": {
    en: "What is a downstream provider under the AI Act? If we build an app on top of OpenAI's API, are we a downstream provider? Does integrating a third-party foundation model into our product make us a downstream provider?",
    de: "Was ist ein nachgelagerter Anbieter? Sind wir nachgelagerter Anbieter, wenn wir ein fremdes KI-Modell per API in unsere Anwendung integrieren?",
  },
  "AI:art_4": {
    en: "Do we have to train our employees on AI under the AI Act? Is AI literacy training mandatory for companies using AI? What does the AI literacy obligation require from employers? Do we need to certify a specific level of AI skills for staff?",
    de: "Müssen wir unsere Mitarbeiter nach der KI-Verordnung zu KI schulen? Ist eine KI-Kompetenz-Schulung Pflicht? Was verlangt die Pflicht zur KI-Kompetenz von Unternehmen?",
  },
  "AI:art_4.par_1": {
    en: "Must companies using ChatGPT ensure their staff understand AI? What measures do providers and deployers need to take on AI literacy? Do we need to guarantee that every employee reaches a certain AI knowledge level? Does AI training need to be tailored to staff's background and the context of use? Do freelancers and contractors operating our AI also need AI literacy?",
    de: "Welche Maßnahmen zur KI-Kompetenz müssen Anbieter und Betreiber für ihr Personal ergreifen? Müssen wir ein bestimmtes KI-Kompetenzniveau jedes Mitarbeiters garantieren? Gilt die Schulungspflicht auch für externe Dienstleister, die unsere KI bedienen?",
  },
  "AI:art_4.par_2": {
    en: "Will the Commission publish practical examples for AI literacy compliance? Is there support for SMEs to meet AI training obligations? Where can I find guidance on how to comply with AI literacy?",
    de: "Unterstützen Kommission und Mitgliedstaaten KMU bei der KI-Kompetenz? Gibt es Praxisbeispiele der Kommission zur Erfüllung der KI-Kompetenzpflicht?",
  },
  "AI:art_4.par_3": {
    en: "Will the AI Board issue recommendations on AI literacy? Are there common EU objectives or competence frameworks for AI skills? Who promotes AI literacy at EU level?",
    de: "Gibt das KI-Gremium Empfehlungen zur KI-Kompetenz ab? Gibt es europäische Kompetenzrahmen für KI-Schulungen?",
  },
  "AI:art_4a": {
    en: "Can we use sensitive data like ethnicity or health data to detect bias in our AI? Is processing special category data for AI fairness testing allowed? What safeguards apply when using sensitive personal data to debias an AI model? Does the AI Act provide a legal basis for bias detection with sensitive data?",
    de: "Dürfen wir sensible Daten wie ethnische Herkunft verarbeiten, um Bias in KI zu erkennen? Welche Schutzmaßnahmen gelten bei der Verarbeitung besonderer Kategorien personenbezogener Daten zur Bias-Korrektur?",
  },
  "AI:art_4a.par_1": {
    en: "Under what conditions can a provider of high-risk AI process sensitive personal data to correct bias? Can a recruiting AI provider use data on ethnic origin to test for discrimination? What conditions must be met to use special category data for debiasing high-risk AI? Is pseudonymisation required for bias testing data?",
    de: "Unter welchen Bedingungen dürfen Anbieter von Hochrisiko-KI-Systemen besondere Kategorien personenbezogener Daten zur Erkennung und Korrektur von Verzerrungen verarbeiten? Ist eine Pseudonymisierung dabei Pflicht?",
  },
  "AI:art_4a.par_1.pt_a": {
    en: "Do we first have to try synthetic or anonymised data before using real sensitive data for bias testing? Is using sensitive data allowed if bias detection works with other data? Can we use real sensitive data for bias testing if synthetic data would also work?",
    de: "Muss man vor der Nutzung sensibler Daten zur Bias-Erkennung synthetische oder anonymisierte Daten prüfen? Ist die Verarbeitung zulässig, wenn andere Daten ausreichen?",
  },
  "AI:art_4a.par_1.pt_e": {
    en: "When must sensitive data used for bias correction be deleted? How long can we keep special category data used for debiasing an AI model? Must sensitive personal data be erased once the AI bias is fixed?",
    de: "Wann müssen sensible Daten, die zur Bias-Korrektur genutzt wurden, gelöscht werden? Wie lange dürfen diese Daten gespeichert werden?",
  },
  "AI:art_4a.par_2": {
    en: "Can deployers or providers of non-high-risk AI also process sensitive data to detect bias? Are we obliged to carry out bias detection with sensitive data? Can a company using a high-risk AI tool process special category data to check for discrimination?",
    de: "Dürfen auch Betreiber oder Anbieter anderer KI-Systeme sensible Daten zur Bias-Erkennung verarbeiten? Besteht eine Pflicht zur Bias-Erkennung mit besonderen Datenkategorien?",
  },
  "AI:art_5": {
    en: "Which AI practices are banned in the EU? What AI uses are prohibited under the AI Act? Is social scoring illegal in Europe? Is emotion recognition at work banned? Can police use live facial recognition in public? Where is the list of forbidden AI applications in the EU?",
    de: "Welche KI-Praktiken sind nach der KI-Verordnung verboten? Ist Social Scoring in der EU verboten? Welche KI-Anwendungen sind in Europa untersagt?",
  },
  "AI:art_5.par_1": {
    en: "What are the prohibited AI practices? Is manipulative AI, social scoring, predictive policing or facial scraping banned? Which AI systems may not be placed on the market or used at all in the EU?",
    de: "Welche KI-Systeme dürfen in der EU weder in Verkehr gebracht noch verwendet werden? Liste der verbotenen Praktiken im Bereich der KI.",
  },
  "AI:art_5.par_1.pt_a": {
    en: "Is it illegal to use AI that manipulates users with subliminal or deceptive techniques? Are dark patterns powered by AI banned? Can an AI app nudge users into decisions that harm them? Is manipulative AI advertising prohibited under the AI Act?",
    de: "Ist KI mit unterschwelligen oder manipulativen Techniken verboten? Sind KI-gestützte Dark Patterns, die Nutzer zu schädlichen Entscheidungen verleiten, unzulässig?",
  },
  "AI:art_5.par_1.pt_b": {
    en: "Is AI that exploits children, elderly people or people in financial hardship banned? Can a lending app target vulnerable people with AI? Is it prohibited to use AI that takes advantage of someone's disability or age? Are AI toys that exploit children's vulnerabilities allowed?",
    de: "Ist KI verboten, die die Schutzbedürftigkeit von Kindern, älteren Menschen oder Menschen in wirtschaftlicher Notlage ausnutzt? Darf KI Menschen mit Behinderung gezielt manipulieren?",
  },
  "AI:art_5.par_1.pt_ba": {
    en: "Are AI nudify apps banned in the EU? Is it illegal to create AI-generated nude images of a real person without consent? Are non-consensual sexual deepfakes prohibited under the AI Act? Can an app generate intimate images of identifiable people?",
    de: "Sind Nudify-Apps nach der KI-Verordnung verboten? Ist es verboten, ohne Einwilligung KI-Nacktbilder oder sexuelle Deepfakes einer realen Person zu erzeugen?",
  },
  "AI:art_5.par_1.pt_bb": {
    en: "Is AI that generates child sexual abuse material banned under the AI Act? Are AI systems producing CSAM prohibited? Is AI-generated child pornography covered by the prohibitions?",
    de: "Ist KI zur Erzeugung von Darstellungen sexuellen Kindesmissbrauchs verboten? Fällt KI-generierte Kinderpornografie unter die Verbote der KI-Verordnung?",
  },
  "AI:art_5.par_1.pt_c": {
    en: "Is social scoring banned in the EU? Can a company rate customers based on their social behaviour and deny them services elsewhere? Is a Chinese-style citizen score legal in Europe? Can a landlord use an AI trustworthiness score based on social media behaviour?",
    de: "Ist Social Scoring nach der KI-Verordnung verboten? Darf ein Unternehmen Menschen anhand ihres Sozialverhaltens bewerten und benachteiligen? Ist ein Bürger-Punktesystem in der EU zulässig?",
  },
  "AI:art_5.par_1.pt_d": {
    en: "Is predictive policing banned under the AI Act? Can AI predict whether a person will commit a crime based on personality traits? Is crime risk profiling of individuals by AI allowed? Can police use AI that supports assessment based on objective facts?",
    de: "Ist Predictive Policing nach der KI-Verordnung verboten? Darf KI das Risiko einer Straftat allein aufgrund von Profiling oder Persönlichkeitsmerkmalen vorhersagen?",
  },
  "AI:art_5.par_1.pt_e": {
    en: "Is scraping facial images from the internet to build a face recognition database banned? Is Clearview AI legal in the EU? Can we build a facial recognition database from CCTV footage?",
    de: "Ist das ungezielte Auslesen von Gesichtsbildern aus dem Internet für Gesichtserkennungsdatenbanken verboten? Ist ein Dienst wie Clearview AI in der EU zulässig?",
  },
  "AI:art_5.par_1.pt_f": {
    en: "Can employers use AI to detect employees' emotions? Is emotion recognition in schools or universities banned? Can a call centre monitor agents' mood with AI? Is emotion AI allowed for safety reasons, like detecting driver fatigue? Is proctoring software that reads students' emotions legal?",
    de: "Darf ein Arbeitgeber KI zur Emotionserkennung bei Mitarbeitern einsetzen? Ist Emotionserkennung in Schulen und Hochschulen verboten? Gibt es Ausnahmen aus medizinischen oder Sicherheitsgründen?",
  },
  "AI:art_5.par_1.pt_g": {
    en: "Is it banned to use AI to infer someone's sexual orientation or religion from their face? Can biometric categorisation deduce race or political opinions? Is labelling lawfully acquired biometric datasets still allowed? Can AI guess trade union membership from photos?",
    de: "Ist biometrische Kategorisierung zur Ableitung von ethnischer Herkunft, sexueller Orientierung oder Religion verboten? Darf KI politische Meinungen aus biometrischen Daten ableiten?",
  },
  "AI:art_5.par_1.pt_h": {
    en: "Can police use live facial recognition in public spaces? When is real-time biometric identification by law enforcement allowed? Is real-time face recognition allowed to search for missing children or terror suspects? Is mass surveillance with facial recognition banned in the EU?",
    de: "Darf die Polizei Echtzeit-Gesichtserkennung im öffentlichen Raum nutzen? Wann ist biometrische Echtzeit-Fernidentifizierung zur Strafverfolgung ausnahmsweise erlaubt, etwa bei Vermissten oder Terrorgefahr?",
  },
  "AI:art_5.par_1a": {
    en: "When is an image generator prohibited because it can produce sexual deepfakes? Is a general image generation tool banned if users could misuse it for nude images? Is the provider or the user responsible for prohibited intimate deepfakes?",
    de: "Wann ist ein Bildgenerator wegen möglicher sexueller Deepfakes verboten? Ist ein allgemeines KI-Bildtool unzulässig, wenn Nutzer Nacktbilder erzeugen könnten?",
  },
  "AI:art_5.par_1a.pt_a": {
    en: "Under what conditions is selling an AI image generator prohibited because it can create nude deepfakes? Is a general image generation tool banned just because it could produce intimate images? When is placing a generative AI system on the market prohibited due to intimate images or CSAM?",
    de: "Unter welchen Bedingungen ist das Inverkehrbringen eines Bildgenerators wegen sexueller Deepfakes oder Missbrauchsdarstellungen verboten? Ist ein allgemeines Bildtool schon verboten, weil es Nacktbilder erzeugen könnte?",
  },
  "AI:art_5.par_1a.pt_b": {
    en: "Is it banned for a user to generate nude deepfakes with a general AI tool? When is the use of an image generator prohibited for the deployer? Does using AI to create intimate images of someone fall under the ban?",
    de: "Wann ist die Verwendung eines KI-Systems zur Erzeugung intimer Deepfakes durch den Betreiber verboten? Ist die Nutzung eines Bildgenerators für Nacktbilder unzulässig?",
  },
  "AI:art_5.par_1b": {
    en: "Is editing a photo that already shows nudity, without revealing more, covered by the deepfake nudity ban? Is changing the background or colours of an intimate image prohibited? Which minor edits of intimate material are not banned?",
    de: "Ist die Bearbeitung eines vorhandenen intimen Bildes verboten, wenn dadurch nicht mehr gezeigt wird? Welche Bearbeitungen fallen nicht unter das Verbot sexueller Deepfakes?",
  },
  "AI:art_5.par_2": {
    en: "What safeguards apply when police use real-time facial recognition? Must a fundamental rights impact assessment be done before live facial recognition by police? Can real-time biometric identification only confirm the identity of a specifically targeted person? Does the police system need to be registered in the EU database?",
    de: "Welche Voraussetzungen gelten für den Einsatz von Echtzeit-Gesichtserkennung durch die Polizei? Braucht es vorher eine Grundrechte-Folgenabschätzung und Registrierung?",
  },
  "AI:art_5.par_3": {
    en: "Do police need a judge's approval before using live facial recognition? Can real-time biometric identification be used in an emergency without prior authorisation? What happens if authorisation for real-time face recognition is refused, must data be deleted? Can a decision with legal effects be based only on a facial recognition match?",
    de: "Braucht die Polizei eine richterliche Genehmigung für Echtzeit-Gesichtserkennung? Was gilt in dringenden Fällen ohne vorherige Genehmigung? Müssen Daten gelöscht werden, wenn die Genehmigung verweigert wird?",
  },
  "AI:art_5.par_4": {
    en: "Must each police use of real-time facial recognition be reported to authorities? Who has to be notified of live biometric identification use, the data protection authority? Must police notify the data protection authority each time they use live facial recognition?",
    de: "Muss jeder Einsatz biometrischer Echtzeit-Fernidentifizierung der Marktüberwachungsbehörde und Datenschutzbehörde gemeldet werden? Wem muss die Polizei den Einsatz von Echtzeit-Gesichtserkennung melden?",
  },
  "AI:art_5.par_5": {
    en: "Can Germany allow or ban police use of real-time facial recognition by national law? Do Member States need to pass a law before police can use live face recognition? Can a Member State adopt stricter rules on remote biometric identification?",
    de: "Muss Deutschland den Einsatz von Echtzeit-Gesichtserkennung durch die Polizei gesetzlich erlauben? Dürfen Mitgliedstaaten strengere Regeln zur biometrischen Fernidentifizierung erlassen?",
  },
  "AI:art_5.par_6": {
    en: "Do national authorities report annually on police use of real-time facial recognition? Who receives reports about the use of live biometric identification? Do data protection authorities report on police live facial recognition to the Commission?",
    de: "Müssen nationale Behörden jährlich über den Einsatz biometrischer Echtzeit-Fernidentifizierung berichten? Wer erhält die Berichte über den Einsatz von Echtzeit-Gesichtserkennung?",
  },
  "AI:art_5.par_7": {
    en: "Does the Commission publish statistics on police use of live facial recognition in the EU? Are there annual EU reports on real-time biometric identification? Where can I find data on how often police use live facial recognition?",
    de: "Veröffentlicht die Kommission Jahresberichte über den Einsatz von Echtzeit-Gesichtserkennung durch Strafverfolgungsbehörden? Gibt es EU-Statistiken über den Einsatz von Echtzeit-Gesichtserkennung?",
  },
  "AI:art_5.par_8": {
    en: "Can an AI practice not banned by the AI Act still be illegal under GDPR or other EU law? Do other EU prohibitions still apply to AI uses? Is an AI use allowed just because it's not on the AI Act banned list?",
    de: "Kann eine KI-Praxis, die nach dem AI Act nicht verboten ist, trotzdem nach DSGVO oder anderem EU-Recht unzulässig sein? Gelten andere Verbote des Unionsrechts neben den Verboten der KI-Verordnung weiter?",
  },
  "AI:art_6": {
    en: "How do I know if my AI system is high-risk? What are the classification rules for high-risk AI? Is AI in a medical device automatically high-risk? When is an Annex III AI system not high-risk? Is our HR software high-risk under the AI Act?",
    de: "Wie finde ich heraus, ob mein KI-System ein Hochrisiko-KI-System ist? Nach welchen Regeln wird Hochrisiko-KI eingestuft? Wann ist ein System aus Anhang III doch nicht hochriskant?",
  },
  "AI:art_6.par_1": {
    en: "Is AI in a medical device, machine or toy high-risk? When is an AI safety component of a product high-risk? Does an AI need third-party conformity assessment under product law to be high-risk? Is AI embedded in products under EU harmonisation legislation high-risk?",
    de: "Wann ist KI in einem Produkt wie einem Medizinprodukt oder einer Maschine ein Hochrisiko-KI-System? Ist ein KI-Sicherheitsbauteil immer hochriskant?",
  },
  "AI:art_6.par_1.pt_a": {
    en: "Is our AI a safety component of a product covered by Annex I legislation? Is standalone AI software that is itself a medical device covered as a product? Which product laws in Annex I matter for high-risk classification?",
    de: "Ist unser KI-System ein Sicherheitsbauteil eines Produkts nach Anhang I oder selbst ein solches Produkt? Ist eigenständige KI-Software, die selbst ein Medizinprodukt ist, ein Produkt nach Anhang I?",
  },
  "AI:art_6.par_1.pt_b": {
    en: "Does AI in a product only count as high-risk if a notified body must assess the product? Is AI in a class I medical device with self-certification high-risk? What if the product doesn't need third-party conformity assessment?",
    de: "Ist KI in einem Produkt nur hochriskant, wenn das Produkt eine Konformitätsbewertung durch Dritte benötigt? Was gilt bei Selbstzertifizierung?",
  },
  "AI:art_6.par_1a": {
    en: "Is an AI feature for user assistance or convenience in a machine a safety component? Is AI used only for performance optimisation or quality control a safety component? Does a predictive maintenance or comfort feature make a product high-risk?",
    de: "Gilt eine KI-Funktion zur Nutzerunterstützung, Effizienzsteigerung oder Qualitätskontrolle als Sicherheitsbauteil? Macht eine Komfortfunktion mit KI ein Produkt hochriskant?",
  },
  "AI:art_6.par_1b": {
    en: "Is an AI feature a safety component if its failure could endanger health and safety? Does a convenience AI function still count as safety component when malfunction could injure people? Does an AI driver assistance feature count as safety component if failure endangers passengers?",
    de: "Ist eine KI-Funktion ein Sicherheitsbauteil, wenn ihr Ausfall Gesundheit und Sicherheit gefährden würde? Kann auch eine Komfortfunktion ein Sicherheitsbauteil sein, wenn ihr Versagen Menschen gefährdet?",
  },
  "AI:art_6.par_1c": {
    en: "Does a third-party assessment only for radio equipment or electromagnetic compatibility make AI high-risk? Is a product with AI high-risk if notified body involvement is only about radio spectrum? Is a smart device with AI high-risk just because it needs radio equipment certification?",
    de: "Führt eine Konformitätsbewertung durch Dritte, die nur Funkfrequenzen oder elektromagnetische Verträglichkeit betrifft, zur Hochrisiko-Einstufung? Macht eine Prüfung nur nach Funkanlagenrecht ein KI-Produkt zur Hochrisiko-KI?",
  },
  "AI:art_6.par_2": {
    en: "Are AI systems listed in Annex III always high-risk? Is AI for hiring, credit scoring, education or biometrics high-risk? Which use cases make AI high-risk under the AI Act?",
    de: "Sind KI-Systeme aus Anhang III Hochrisiko-KI-Systeme? Ist KI im Recruiting, bei der Kreditwürdigkeitsprüfung oder in der Bildung hochriskant?",
  },
  "AI:art_6.par_3": {
    en: "Can an AI system listed in Annex III be exempted from high-risk status? When does an Annex III AI not pose a significant risk? Is AI that only does a preparatory or narrow task high-risk? Is AI that profiles people always high-risk?",
    de: "Wann ist ein KI-System aus Anhang III ausnahmsweise nicht hochriskant? Ist KI, die nur eine vorbereitende Aufgabe erfüllt, hochriskant? Ist Profiling immer Hochrisiko?",
  },
  "AI:art_6.par_3.pt_a": {
    en: "Is AI that performs a narrow procedural task, like sorting incoming documents, high-risk? Is an AI that converts unstructured data into structured data in HR high-risk? Does the narrow procedural task exemption cover duplicate detection tools?",
    de: "Ist ein KI-System, das nur eine eng gefasste Verfahrensaufgabe erfüllt, etwa Dokumente sortiert, hochriskant? Ist ein Tool, das unstrukturierte Daten in strukturierte Daten umwandelt, hochriskant?",
  },
  "AI:art_6.par_3.pt_b": {
    en: "Is AI that only polishes or improves text already written by a human high-risk? Is an AI that improves the result of a completed human activity exempt from high-risk? Is an AI tool that only improves the language of a human-drafted document high-risk?",
    de: "Ist KI hochriskant, die nur das Ergebnis einer bereits abgeschlossenen menschlichen Tätigkeit verbessert, etwa Texte sprachlich glättet? Fällt ein Tool zur Verbesserung bereits erstellter Texte unter die Ausnahme?",
  },
  "AI:art_6.par_3.pt_c": {
    en: "Is AI that flags inconsistencies in a teacher's grading high-risk? Is an AI detecting deviations from prior decision patterns without replacing human review high-risk? Is an AI that checks past decisions for anomalies without influencing them exempt?",
    de: "Ist KI hochriskant, die Abweichungen von früheren Entscheidungsmustern erkennt, ohne die menschliche Bewertung zu ersetzen? Ist ein Tool zur Erkennung auffälliger Bewertungsmuster bei Lehrkräften hochriskant?",
  },
  "AI:art_6.par_3.pt_d": {
    en: "Is an AI that performs a preparatory task, like translating or indexing files before a hiring decision, high-risk? Are preparatory tools for Annex III assessments exempt? Is AI used for file handling, indexing or searching before an Annex III decision exempt?",
    de: "Ist KI, die nur eine vorbereitende Aufgabe für eine Bewertung nach Anhang III erfüllt, etwa Übersetzung oder Indexierung, hochriskant? Ist KI zur Indexierung oder Suche in Akten vor einer Entscheidung nach Anhang III hochriskant?",
  },
  "AI:art_6.par_4": {
    en: "If we decide our Annex III AI is not high-risk, do we need to document that? Must we register an AI system we consider not high-risk? Do authorities get access to our non-high-risk assessment?",
    de: "Muss der Anbieter dokumentieren, warum ein KI-System aus Anhang III nicht hochriskant ist? Muss ein solches System trotzdem registriert werden?",
  },
  "AI:art_6.par_5": {
    en: "Are there Commission guidelines with practical examples of high-risk and non-high-risk AI? When will the Commission publish guidance on high-risk classification? Are there official examples of use cases that are and are not high-risk?",
    de: "Gibt es Leitlinien der Kommission mit Praxisbeispielen zur Hochrisiko-Einstufung? Bis wann sollten diese veröffentlicht werden?",
  },
  "AI:art_6.par_6": {
    en: "Can the Commission add new conditions under which Annex III AI is not high-risk? Can the exemptions from high-risk status be expanded by delegated act? Could the list of exceptions to high-risk classification be modified by the Commission?",
    de: "Kann die Kommission durch delegierte Rechtsakte neue Ausnahmen von der Hochrisiko-Einstufung hinzufügen? Können die Bedingungen für die Ausnahme von der Hochrisiko-Einstufung geändert werden?",
  },
  "AI:art_7": {
    en: "Can the Commission add new high-risk use cases to Annex III? How can the list of high-risk AI systems be changed? Could my AI product become high-risk later through an amendment? Can use cases be removed from the high-risk list?",
    de: "Kann die Kommission neue Hochrisiko-Anwendungsfälle in Anhang III aufnehmen oder streichen? Kann mein KI-Produkt später als hochriskant eingestuft werden?",
  },
  "AI:art_7.par_2": {
    en: "What criteria does the Commission use to decide whether an AI use is high-risk? Does the power imbalance between deployer and affected persons matter for high-risk status? Are reversibility of outcomes and number of affected people considered?",
    de: "Welche Kriterien prüft die Kommission bei der Aufnahme neuer Hochrisiko-KI, etwa Machtungleichgewicht oder Umkehrbarkeit der Ergebnisse? Spielt die Abhängigkeit der Betroffenen vom Ergebnis eine Rolle für die Hochrisiko-Einstufung?",
  },
  "AI:art_7.par_3": {
    en: "Can high-risk AI systems be removed from Annex III? When would a use case no longer count as high-risk? Can a use case be deleted from Annex III if it no longer poses significant risks?",
    de: "Können Hochrisiko-KI-Systeme aus Anhang III gestrichen werden? Unter welchen Bedingungen ist eine Streichung möglich?",
  },
  "AI:art_8": {
    en: "What requirements must a high-risk AI system meet? Do high-risk AI systems have to reflect the state of the art? How do AI Act requirements combine with product law like the Machinery Regulation or MDR? Can we reuse our existing product documentation for AI Act compliance?",
    de: "Welche Anforderungen muss ein Hochrisiko-KI-System erfüllen? Wie werden die Anforderungen der KI-Verordnung mit Produktvorschriften wie MDR oder Maschinenverordnung kombiniert?",
  },
  "AI:art_8.par_1": {
    en: "Must high-risk AI comply with the requirements taking into account the state of the art? Does intended purpose affect how requirements for high-risk AI apply? How does the risk management system relate to compliance?",
    de: "Müssen Hochrisiko-KI-Systeme dem allgemein anerkannten Stand der Technik entsprechen? Welche Rolle spielt die Zweckbestimmung bei den Anforderungen?",
  },
  "AI:art_8.par_2": {
    en: "We make medical devices with AI, can we integrate AI Act testing and documentation into our MDR files? Who is responsible for full compliance of a product containing high-risk AI? How do we avoid duplicate documentation under AI Act and machinery rules?",
    de: "Können wir Prüf- und Dokumentationsprozesse nach der KI-Verordnung in die bestehende Dokumentation nach MDR oder Maschinenrecht integrieren? Wer ist für die Gesamtkonformität verantwortlich?",
  },
  "AI:art_9": {
    en: "Do we need a risk management system for our high-risk AI? What does AI risk management under the AI Act involve? How often must AI risks be reviewed? Must high-risk AI be tested before launch? Do we need to consider risks to children?",
    de: "Brauchen wir ein Risikomanagementsystem für unser Hochrisiko-KI-System? Was umfasst das Risikomanagement nach der KI-Verordnung?",
  },
  "AI:art_9.par_1": {
    en: "Is a documented risk management system mandatory for high-risk AI? Who must establish and maintain an AI risk management system? Must the AI risk management system be documented and maintained over time?",
    de: "Ist ein dokumentiertes Risikomanagementsystem für Hochrisiko-KI Pflicht? Muss es fortlaufend gepflegt werden?",
  },
  "AI:art_9.par_2": {
    en: "What steps does AI risk management include? Is AI risk management a one-off or continuous process over the lifecycle? Do we need to analyse risks from foreseeable misuse and post-market data? How do we identify and evaluate risks of a high-risk AI system?",
    de: "Welche Schritte umfasst das Risikomanagement für Hochrisiko-KI? Ist das ein kontinuierlicher iterativer Prozess über den gesamten Lebenszyklus?",
  },
  "AI:art_9.par_5": {
    en: "What level of residual risk is acceptable for high-risk AI? How should risks be eliminated or mitigated through design? Must deployers receive training as part of risk mitigation? Should we consider the deployer's expertise when reducing risks?",
    de: "Welches Restrisiko ist bei Hochrisiko-KI akzeptabel? Wie sind Risiken durch Design zu beseitigen oder zu mindern? Gehört die Schulung der Betreiber zur Risikominderung?",
  },
  "AI:art_9.par_6": {
    en: "Must high-risk AI systems be tested? What is the purpose of testing a high-risk AI system? Does testing have to show consistent performance for the intended purpose?",
    de: "Müssen Hochrisiko-KI-Systeme getestet werden? Welchen Zweck haben die Tests im Risikomanagement?",
  },
  "AI:art_9.par_8": {
    en: "When must high-risk AI be tested, before launch? Do tests need predefined metrics and probabilistic thresholds? Can testing of high-risk AI happen at any point during development?",
    de: "Wann müssen Hochrisiko-KI-Systeme getestet werden? Braucht es vorab festgelegte Metriken und Wahrscheinlichkeitsschwellen?",
  },
  "AI:art_9.par_9": {
    en: "Do AI providers need to consider the impact on minors under 18? Must risk management address vulnerable groups such as children? Is an edtech AI provider required to assess risks to kids?",
    de: "Muss das Risikomanagement Auswirkungen auf Minderjährige unter 18 Jahren und andere schutzbedürftige Gruppen berücksichtigen? Muss ein EdTech-Anbieter die Risiken seiner KI für Kinder bewerten?",
  },
  "AI:art_10": {
    en: "What data quality rules apply to training data for high-risk AI? Do we need data governance for our AI training datasets? Must training data be free of bias and representative? How should we document where our training data comes from?",
    de: "Welche Anforderungen gelten an Trainingsdaten für Hochrisiko-KI? Brauchen wir eine Data Governance für unsere Datensätze? Müssen Trainingsdaten repräsentativ und fehlerfrei sein?",
  },
  "AI:art_10.par_2": {
    en: "What data governance practices are required for AI training data? Do we need to document data collection, labelling and cleaning? Must we examine datasets for possible biases and data gaps? Do we need to record the original purpose of personal data used for training?",
    de: "Welche Data-Governance-Verfahren verlangt die KI-Verordnung für Datensätze? Müssen Datenherkunft, Annotation und Bereinigung dokumentiert werden? Müssen Datensätze auf Verzerrungen geprüft werden?",
  },
  "AI:art_10.par_2.pt_f": {
    en: "Do we have to check our training data for bias that could lead to discrimination? Must AI providers examine datasets for biases affecting fundamental rights? What about feedback loops where outputs influence future inputs?",
    de: "Müssen Trainingsdaten auf Verzerrungen (Bias) geprüft werden, die zu Diskriminierung führen können? Was gilt bei Rückkopplungsschleifen?",
  },
  "AI:art_10.par_3": {
    en: "Must training data be error-free and complete? How representative must AI training datasets be? Do datasets need appropriate statistical properties for the people the AI is used on?",
    de: "Müssen Trainingsdaten fehlerfrei, vollständig und repräsentativ sein? Welche statistischen Merkmale müssen die Datensätze haben?",
  },
  "AI:art_10.par_4": {
    en: "Must training data reflect the country or setting where the AI is used? Can a US-trained AI be used in Germany without local data? Do datasets need to account for geographical and behavioural context?",
    de: "Müssen Datensätze den geografischen, verhaltensbezogenen oder funktionalen Einsatzkontext berücksichtigen? Reicht ein in den USA trainiertes Modell für den Einsatz in Deutschland?",
  },
  "AI:art_10.par_6": {
    en: "What data requirements apply to high-risk AI that is not trained with machine learning? Do data governance rules apply to rule-based high-risk systems only for testing data? Which datasets must meet quality criteria if our high-risk system uses no model training?",
    de: "Welche Datenanforderungen gelten für Hochrisiko-KI ohne trainierte Modelle? Gelten die Regeln dann nur für Testdatensätze?",
  },
  "AI:art_11": {
    en: "What technical documentation is required for high-risk AI? When must technical documentation be prepared? Can startups use a simplified technical documentation form? What must the AI tech file contain?",
    de: "Welche technische Dokumentation braucht ein Hochrisiko-KI-System? Gibt es ein vereinfachtes Formular für KMU und Start-ups?",
  },
  "AI:art_11.par_1": {
    en: "Must technical documentation be ready before placing high-risk AI on the market? Can SMEs and small mid-caps provide simplified technical documentation? Must notified bodies accept the simplified documentation form? What minimum content is required, Annex IV?",
    de: "Muss die technische Dokumentation vor dem Inverkehrbringen erstellt und aktuell gehalten werden? Dürfen KMU und SMCs eine vereinfachte technische Dokumentation einreichen?",
  },
  "AI:art_11.par_2": {
    en: "Do we need one combined technical file for a product covered by the AI Act and product safety law? Can the AI documentation be part of the machinery or medical device technical file? How do providers of AI-enabled machinery handle technical documentation under two laws?",
    de: "Ist für Produkte nach Anhang I Abschnitt A eine einzige technische Dokumentation zu erstellen? Kann die KI-Dokumentation Teil der MDR-Dokumentation sein?",
  },
  "AI:art_12": {
    en: "Do high-risk AI systems need automatic logging? What events must an AI system log? What logging is required for biometric identification systems? Is audit trail capability mandatory for high-risk AI?",
    de: "Müssen Hochrisiko-KI-Systeme Ereignisse automatisch protokollieren? Welche Protokollierungspflichten gelten?",
  },
  "AI:art_12.par_1": {
    en: "Must high-risk AI technically allow automatic recording of logs over its lifetime? Is event logging a design requirement for high-risk AI? Do we need audit logs built into our high-risk AI software?",
    de: "Müssen Hochrisiko-KI-Systeme technisch die automatische Aufzeichnung von Ereignissen über ihren gesamten Lebenszyklus ermöglichen? Ist eine automatische Protokollierung für Hochrisiko-KI technisch vorgeschrieben?",
  },
  "AI:art_12.par_3": {
    en: "What must remote biometric identification systems log at minimum? Must facial recognition logs record start and end time, reference database and matches? Must logs identify the persons who verified the results?",
    de: "Was müssen biometrische Fernidentifizierungssysteme mindestens protokollieren, etwa Nutzungszeitraum, Referenzdatenbank und Treffer? Müssen die Personen protokolliert werden, die Treffer der Gesichtserkennung überprüft haben?",
  },
  "AI:art_13": {
    en: "What information must a high-risk AI provider give to users? What must instructions for use of a high-risk AI contain? Must high-risk AI be explainable and transparent to deployers?",
    de: "Welche Informationen muss der Anbieter eines Hochrisiko-KI-Systems dem Betreiber geben? Was muss in der Betriebsanleitung stehen?",
  },
  "AI:art_13.par_1": {
    en: "How transparent must high-risk AI be for deployers? Must deployers be able to interpret the AI's output? Is explainability required for high-risk AI?",
    de: "Wie transparent müssen Hochrisiko-KI-Systeme für Betreiber sein? Müssen Betreiber die Ausgaben interpretieren können?",
  },
  "AI:art_13.par_2": {
    en: "Must high-risk AI come with instructions for use? Can the instructions be provided digitally? How clear and complete must the user documentation be?",
    de: "Muss ein Hochrisiko-KI-System eine Betriebsanleitung haben? Darf sie digital bereitgestellt werden?",
  },
  "AI:art_13.par_3": {
    en: "What must the instructions for use of high-risk AI include? Must the manual state accuracy metrics, limitations and known risks? Do instructions need to describe human oversight measures, expected lifetime and log collection?",
    de: "Welche Mindestangaben muss die Betriebsanleitung enthalten, etwa Genauigkeit, Grenzen, menschliche Aufsicht und Lebensdauer? Muss die Betriebsanleitung Kontaktdaten des Anbieters und vorab festgelegte Änderungen enthalten?",
  },
  "AI:art_13.par_3.pt_b": {
    en: "Must the provider disclose the accuracy level and known limitations of the AI? Do instructions need to state performance for specific groups of people? Must information on training data be provided to deployers? Must the manual explain foreseeable risks?",
    de: "Muss die Betriebsanleitung Genauigkeit, Robustheit, bekannte Grenzen und Leistung bei bestimmten Personengruppen angeben? Müssen Angaben zu Trainings- und Testdaten in der Betriebsanleitung stehen?",
  },
  "AI:art_14": {
    en: "Does high-risk AI need a human in the loop? What does human oversight mean under the AI Act? Must there be a stop button for high-risk AI? How do we prevent automation bias?",
    de: "Braucht ein Hochrisiko-KI-System menschliche Aufsicht? Was bedeutet Human in the Loop nach der KI-Verordnung? Muss es eine Stopp-Taste geben?",
  },
  "AI:art_14.par_3": {
    en: "Who implements human oversight, the provider or the deployer? Must oversight measures be built into the AI or can they be left to the user? How much oversight is needed relative to the AI's autonomy and risk?",
    de: "Wer setzt die Maßnahmen zur menschlichen Aufsicht um, Anbieter oder Betreiber? Müssen sie in das System eingebaut werden?",
  },
  "AI:art_14.par_4": {
    en: "What must the human overseeing an AI system be able to do? Must humans be able to override or ignore the AI's recommendation? Do overseers need to understand the system's limitations and detect anomalies?",
    de: "Was müssen die mit der Aufsicht betrauten Personen können, etwa Ergebnisse übersteuern oder das System anhalten? Müssen Aufsichtspersonen Anomalien und Fehlfunktionen erkennen können?",
  },
  "AI:art_14.par_4.pt_b": {
    en: "What is automation bias and how must AI design address it? Must staff be made aware of the tendency to over-rely on AI recommendations? How should AI interfaces help users avoid blindly trusting recommendations?",
    de: "Was ist Automatisierungsbias und wie muss die KI-Verordnung ihm begegnen? Müssen Nutzer vor übermäßigem Vertrauen in KI-Ergebnisse gewarnt sein?",
  },
  "AI:art_14.par_4.pt_d": {
    en: "Can a human decide not to follow the AI's output? Must it be possible to disregard, override or reverse an AI decision? Can a caseworker reject a recommendation made by a high-risk AI?",
    de: "Muss ein Mensch die Ausgabe des KI-Systems ignorieren, übersteuern oder rückgängig machen können? Darf ein Sachbearbeiter eine KI-Empfehlung verwerfen?",
  },
  "AI:art_14.par_4.pt_e": {
    en: "Does high-risk AI need a kill switch or stop button? Must humans be able to interrupt the AI and bring it to a safe halt? Must operators be able to halt a high-risk AI system safely at any time?",
    de: "Braucht ein Hochrisiko-KI-System einen Not-Aus oder eine Stopp-Taste? Muss es sicher angehalten werden können?",
  },
  "AI:art_14.par_5": {
    en: "Is the four-eyes principle required for facial recognition matches? Must two people verify a biometric identification before action is taken? Does the two-person check apply to police and border control?",
    de: "Gilt bei biometrischer Fernidentifizierung das Vier-Augen-Prinzip? Müssen zwei Personen einen Treffer bestätigen? Gilt das auch für Polizei und Grenzkontrolle?",
  },
  "AI:art_15": {
    en: "What accuracy and robustness must high-risk AI achieve? What cybersecurity requirements apply to high-risk AI? How must AI be protected against data poisoning and adversarial attacks?",
    de: "Welche Anforderungen an Genauigkeit, Robustheit und Cybersicherheit gelten für Hochrisiko-KI-Systeme? Wie muss Hochrisiko-KI gegen Angriffe wie Data Poisoning geschützt werden?",
  },
  "AI:art_15.par_3": {
    en: "Do we have to declare the accuracy metrics of our AI in the instructions? Must accuracy levels be disclosed to deployers? Where do we state the accuracy level of a high-risk AI system?",
    de: "Müssen Genauigkeitsgrade und Metriken in der Betriebsanleitung angegeben werden? Muss der Betreiber über die Genauigkeit des KI-Systems informiert werden?",
  },
  "AI:art_15.par_4": {
    en: "How robust must high-risk AI be against errors and faults? Do we need fail-safe or backup plans? How do we handle feedback loops in continuously learning AI?",
    de: "Wie robust müssen Hochrisiko-KI-Systeme gegenüber Fehlern sein? Sind Backup- oder Fail-Safe-Pläne nötig? Was gilt bei weiterlernenden Systemen und Rückkopplungsschleifen?",
  },
  "AI:art_15.par_5": {
    en: "What cybersecurity measures are required against AI-specific attacks? Must we protect against data poisoning, model poisoning and adversarial examples? How must AI resist manipulation by hackers?",
    de: "Welche Cybersicherheitsmaßnahmen gegen KI-spezifische Angriffe wie Data Poisoning oder Adversarial Examples sind erforderlich? Wie müssen Hochrisiko-KI-Systeme gegen Manipulation durch Unbefugte geschützt sein?",
  },
  "AI:art_16": {
    en: "What are the obligations of a provider of high-risk AI? What do we have to do before selling a high-risk AI system? Compliance checklist for high-risk AI providers. Do providers need CE marking, registration and a quality management system?",
    de: "Welche Pflichten haben Anbieter von Hochrisiko-KI-Systemen? Was müssen wir vor dem Inverkehrbringen eines Hochrisiko-KI-Systems tun?",
  },
  "AI:art_16.pt_b": {
    en: "Must the provider's name and contact address be shown on the high-risk AI system? Where do we put our trade name if the AI has no physical housing? Do we need to label our high-risk AI with our trade mark and contact details?",
    de: "Muss der Anbieter Namen und Kontaktanschrift auf dem Hochrisiko-KI-System angeben? Was gilt, wenn das nicht möglich ist?",
  },
  "AI:art_16.pt_k": {
    en: "Must a provider prove compliance of its high-risk AI when an authority asks? What happens if a regulator sends a reasoned request to demonstrate conformity? Do we have to demonstrate conformity of our high-risk AI to authorities on demand?",
    de: "Muss der Anbieter auf begründetes Verlangen der Behörde die Konformität seines Hochrisiko-KI-Systems nachweisen? Was muss ein Anbieter tun, wenn eine Behörde einen Konformitätsnachweis verlangt?",
  },
  "AI:art_16.pt_l": {
    en: "Must high-risk AI systems meet accessibility requirements for people with disabilities? Do the European Accessibility Act rules apply to high-risk AI? Do accessibility obligations apply to providers of high-risk AI systems?",
    de: "Müssen Hochrisiko-KI-Systeme Barrierefreiheitsanforderungen für Menschen mit Behinderungen erfüllen? Gilt der European Accessibility Act?",
  },
  "AI:art_17": {
    en: "Do we need a quality management system for high-risk AI? What must an AI quality management system include? Can we use our ISO 9001 or ISO 42001 QMS? Is a simplified QMS possible for startups?",
    de: "Brauchen Anbieter von Hochrisiko-KI ein Qualitätsmanagementsystem? Was muss das QMS enthalten? Reicht ein Managementsystem nach ISO 42001 aus?",
  },
  "AI:art_17.par_1": {
    en: "What elements must the AI quality management system cover? Must the QMS include data management, post-market monitoring and incident reporting procedures? Do we need written policies and an accountability framework?",
    de: "Welche Aspekte muss das Qualitätsmanagementsystem mindestens abdecken, etwa Datenmanagement, Risikomanagement und Meldung schwerwiegender Vorfälle? Brauchen wir schriftliche Richtlinien und einen Verantwortlichkeitsrahmen für das KI-QMS?",
  },
  "AI:art_17.par_2": {
    en: "Can a small startup have a lighter quality management system? Is the QMS proportionate to company size for SMEs and small mid-caps? Does the QMS need to be scaled to the size of the provider's organisation?",
    de: "Darf das Qualitätsmanagementsystem für KMU, Start-ups und SMCs verhältnismäßig schlanker sein? Gibt es Erleichterungen beim QMS für kleine Anbieter?",
  },
  "AI:art_17.par_3": {
    en: "Can medical device makers integrate AI QMS requirements into their existing sectoral quality system? Do we need a separate QMS for AI if we already have one under sector law? Can the AI quality management aspects be part of our ISO 13485 system?",
    de: "Können Anbieter die KI-QMS-Anforderungen in ein bestehendes sektorales Qualitätsmanagementsystem integrieren? Brauchen Medizinproduktehersteller ein separates QMS für KI?",
  },
  "AI:art_17.par_4": {
    en: "Do banks need a separate AI quality management system? Is the QMS obligation fulfilled by financial institutions through internal governance rules? Does compliance with banking governance rules satisfy the AI quality management obligation?",
    de: "Brauchen Banken und Finanzinstitute ein gesondertes KI-Qualitätsmanagementsystem oder genügen die Governance-Regeln des Finanzaufsichtsrechts? Welche QMS-Elemente müssen Finanzinstitute trotzdem umsetzen?",
  },
  "AI:art_18": {
    en: "How long must high-risk AI documentation be kept? Do we have to store technical documentation for 10 years? What happens to AI documentation if the provider goes bankrupt?",
    de: "Wie lange muss die Dokumentation eines Hochrisiko-KI-Systems aufbewahrt werden? Gilt eine Aufbewahrungsfrist von 10 Jahren?",
  },
  "AI:art_18.par_1": {
    en: "Which documents must a high-risk AI provider keep for authorities for ten years? Must we retain the EU declaration of conformity and notified body decisions? How long is the retention period for AI technical documentation?",
    de: "Welche Unterlagen muss der Anbieter zehn Jahre lang für die Behörden bereithalten, etwa technische Dokumentation und EU-Konformitätserklärung? Wie lange müssen Unterlagen der notifizierten Stelle aufbewahrt werden?",
  },
  "AI:art_18.par_2": {
    en: "What happens to the AI documentation if the provider becomes insolvent or ceases business? Who keeps records when an AI company shuts down? Who ensures AI documentation stays available if the provider goes out of business?",
    de: "Was passiert mit der Dokumentation, wenn der Anbieter insolvent wird oder seine Tätigkeit einstellt? Wer regelt die Verfügbarkeit der Unterlagen bei Geschäftsaufgabe?",
  },
  "AI:art_19": {
    en: "How long must providers keep AI logs? Are providers required to store logs of high-risk AI for at least six months? Does GDPR limit log retention for AI?",
    de: "Wie lange muss der Anbieter die Protokolle eines Hochrisiko-KI-Systems aufbewahren? Gilt eine Mindestfrist von sechs Monaten?",
  },
  "AI:art_19.par_1": {
    en: "Must providers keep automatically generated logs of their high-risk AI? What is the minimum log retention period for providers? What if the logs are not under the provider's control?",
    de: "Müssen Anbieter automatisch erzeugte Protokolle mindestens sechs Monate aufbewahren, soweit diese ihrer Kontrolle unterliegen? Was gilt, wenn die Protokolle nicht unter der Kontrolle des Anbieters stehen?",
  },
  "AI:art_20": {
    en: "What must a provider do if its high-risk AI is non-compliant? Do we have to recall or disable a faulty AI system? Who must be informed when a high-risk AI presents a risk?",
    de: "Was muss der Anbieter tun, wenn sein Hochrisiko-KI-System nicht konform ist? Muss er Korrekturmaßnahmen ergreifen oder das System zurückrufen?",
  },
  "AI:art_20.par_1": {
    en: "Must we immediately fix, withdraw or recall a non-conforming high-risk AI? Do providers have to inform distributors and deployers about corrective actions? What corrective action is required when our high-risk AI turns out to be non-compliant?",
    de: "Muss der Anbieter bei Nichtkonformität sofort Korrekturmaßnahmen ergreifen, das System zurücknehmen, deaktivieren oder zurückrufen und die Händler informieren? Wen muss der Anbieter über Korrekturmaßnahmen informieren?",
  },
  "AI:art_20.par_2": {
    en: "What must a provider do when it learns its high-risk AI poses a risk? Do we need to investigate causes and inform the market surveillance authority and notified body? Must providers work with the deployer who reported a risk to investigate?",
    de: "Muss der Anbieter bei einem Risiko die Ursachen untersuchen und die Marktüberwachungsbehörde informieren? Muss der Anbieter mit dem meldenden Betreiber die Ursachen untersuchen?",
  },
  "AI:art_21": {
    en: "Do we have to give regulators our AI documentation on request? Must providers cooperate with authorities and grant access to logs? Is information given to authorities kept confidential?",
    de: "Müssen Anbieter den Behörden auf Anfrage Unterlagen und Protokolle zu ihrem Hochrisiko-KI-System zur Verfügung stellen? Werden Informationen an Behörden vertraulich behandelt?",
  },
  "AI:art_21.par_2": {
    en: "Can an authority demand access to our AI system's logs? Must providers give regulators access to automatically generated logs? Do providers have to hand over AI log files to supervisory authorities?",
    de: "Können Behörden Zugang zu den automatisch erzeugten Protokollen eines Hochrisiko-KI-Systems verlangen? Müssen Anbieter Protokolldateien an die Aufsicht herausgeben?",
  },
  "AI:art_22": {
    en: "Does a non-EU high-risk AI provider need an EU representative? What does an authorised representative under the AI Act do? Can the EU representative terminate the mandate?",
    de: "Braucht ein Anbieter von Hochrisiko-KI aus einem Drittstaat einen Bevollmächtigten in der EU? Welche Aufgaben hat der Bevollmächtigte?",
  },
  "AI:art_22.par_1": {
    en: "Must a US AI company appoint an authorised representative in the EU before selling high-risk AI? Does the appointment require a written mandate? When must a foreign provider appoint its EU authorised representative?",
    de: "Muss ein Anbieter aus den USA vor der Bereitstellung eines Hochrisiko-KI-Systems schriftlich einen Bevollmächtigten in der EU benennen? Braucht ein Anbieter aus der Schweiz oder den USA einen EU-Bevollmächtigten für Hochrisiko-KI?",
  },
  "AI:art_22.par_3": {
    en: "What tasks must the authorised representative's mandate cover? Must the EU representative keep the technical documentation for 10 years? Does the representative handle registration and cooperate with authorities?",
    de: "Welche Aufgaben muss das Mandat des Bevollmächtigten umfassen, etwa Prüfung der Konformitätserklärung und Aufbewahrung der Unterlagen? Muss der Bevollmächtigte Unterlagen zehn Jahre bereithalten?",
  },
  "AI:art_22.par_4": {
    en: "When must the authorised representative terminate its mandate? Must the representative report a non-compliant provider to authorities? What should our EU representative do if the AI provider breaks the AI Act?",
    de: "Wann muss der Bevollmächtigte sein Mandat beenden und die Marktüberwachungsbehörde informieren? Muss der Bevollmächtigte einen rechtswidrig handelnden Anbieter melden?",
  },
  "AI:art_23": {
    en: "What are the obligations of importers of high-risk AI? What must an importer check before bringing foreign AI into the EU? Must importers put their name on the AI system?",
    de: "Welche Pflichten haben Einführer von Hochrisiko-KI-Systemen? Was muss ein Einführer vor dem Inverkehrbringen prüfen?",
  },
  "AI:art_23.par_1": {
    en: "What must an importer verify before placing a high-risk AI on the EU market? Must we check the CE mark, declaration of conformity and technical documentation of the foreign provider? Must the non-EU provider have an authorised representative?",
    de: "Was muss der Einführer vor dem Inverkehrbringen prüfen, etwa Konformitätsbewertung, CE-Kennzeichnung und Bevollmächtigten? Müssen wir als Einführer die technische Dokumentation des ausländischen Anbieters prüfen?",
  },
  "AI:art_23.par_2": {
    en: "What must an importer do if it suspects the AI is non-compliant or falsified? Can an importer sell AI with falsified documentation? Who must the importer inform about a risk?",
    de: "Was muss ein Einführer tun, wenn er ein Hochrisiko-KI-System für nicht konform oder gefälscht hält? Wen muss der Einführer bei einem Risiko informieren?",
  },
  "AI:art_23.par_3": {
    en: "Must importers indicate their name and address on the high-risk AI system or packaging? Where does the importer's contact information go for imported AI? Do we need to put our company name on imported high-risk AI?",
    de: "Muss der Einführer seinen Namen und seine Anschrift auf dem Hochrisiko-KI-System oder der Verpackung angeben? Wo gibt der Einführer seine Kontaktdaten an?",
  },
  "AI:art_23.par_5": {
    en: "How long must importers keep copies of the certificate, instructions and declaration of conformity? Do importers have a 10-year retention duty? Must importers keep the EU declaration of conformity for ten years?",
    de: "Wie lange muss der Einführer Bescheinigung, Betriebsanleitung und EU-Konformitätserklärung aufbewahren? Gilt für Einführer eine Aufbewahrungsfrist von zehn Jahren?",
  },
  "AI:art_24": {
    en: "What are the obligations of distributors of high-risk AI? What must a reseller check before selling a high-risk AI system? Must distributors stop selling non-compliant AI?",
    de: "Welche Pflichten haben Händler von Hochrisiko-KI-Systemen? Was muss ein Händler vor der Bereitstellung prüfen?",
  },
  "AI:art_24.par_1": {
    en: "What must a distributor verify before making high-risk AI available, CE marking and declaration of conformity? Must resellers check that the provider and importer complied? What checks should an IT reseller do before selling high-risk AI software?",
    de: "Was muss ein Händler vor der Bereitstellung prüfen, etwa CE-Kennzeichnung, EU-Konformitätserklärung und Betriebsanleitung? Muss der Händler prüfen, ob Anbieter und Einführer ihre Pflichten erfüllt haben?",
  },
  "AI:art_24.par_2": {
    en: "Can a distributor sell a high-risk AI it believes is non-compliant? Who must a distributor inform about a risky AI system? Must a reseller hold back AI that it suspects does not meet the requirements?",
    de: "Darf ein Händler ein Hochrisiko-KI-System bereitstellen, das er für nicht konform hält? Wen muss ein Händler über ein riskantes Hochrisiko-KI-System informieren?",
  },
  "AI:art_24.par_4": {
    en: "What must a distributor do about a non-compliant high-risk AI it has already sold? Must distributors take corrective action or ensure withdrawal and recall? Does a distributor have to recall AI it sold if it's non-compliant?",
    de: "Was muss ein Händler tun, wenn ein bereits verkauftes Hochrisiko-KI-System nicht konform ist? Muss der Händler Korrekturmaßnahmen, Rücknahme oder Rückruf veranlassen?",
  },
  "AI:art_25": {
    en: "When does a deployer or reseller become the provider of a high-risk AI system? Who is responsible along the AI value chain? If we white-label an AI tool, are we the provider? What happens to the original provider's obligations if we modify the AI?",
    de: "Wann wird ein Betreiber, Händler oder Einführer zum Anbieter eines Hochrisiko-KI-Systems? Wer trägt die Verantwortung entlang der KI-Wertschöpfungskette?",
  },
  "AI:art_25.par_1": {
    en: "In which cases does a company using or reselling AI take on full provider obligations? Does rebranding, modifying or repurposing an AI system make us the provider? Can a deployer become a provider of high-risk AI?",
    de: "In welchen Fällen gilt ein Händler, Einführer oder Betreiber als Anbieter eines Hochrisiko-KI-Systems mit allen Anbieterpflichten? Wird ein Betreiber durch Umbenennung, Veränderung oder Zweckänderung zum Anbieter?",
  },
  "AI:art_25.par_1.pt_a": {
    en: "If we put our own brand on a third-party high-risk AI system, are we the provider? Does white-labelling an AI product shift provider obligations to us? Can a contract allocate provider obligations differently when rebranding?",
    de: "Werden wir Anbieter, wenn wir ein fremdes Hochrisiko-KI-System unter unserem Namen oder unserer Marke vertreiben (White Label)? Können die Pflichten beim White Labeling vertraglich anders verteilt werden?",
  },
  "AI:art_25.par_1.pt_b": {
    en: "If we substantially modify a purchased high-risk AI system, do we become its provider? Does fine-tuning or changing a high-risk AI make us responsible as provider? Are we responsible as provider after making major changes to a licensed high-risk AI?",
    de: "Werden wir zum Anbieter, wenn wir ein Hochrisiko-KI-System wesentlich verändern? Macht ein Umbau eines zugekauften Hochrisiko-KI-Systems uns zum Anbieter?",
  },
  "AI:art_25.par_1.pt_c": {
    en: "If we use ChatGPT or another general-purpose AI for CV screening, do we become a high-risk provider? Does changing the intended purpose of a non-high-risk AI into a high-risk use make us the provider? We repurposed a chatbot for credit decisions, what are our obligations?",
    de: "Werden wir Anbieter, wenn wir ein KI-System mit allgemeinem Verwendungszweck wie ChatGPT für eine Hochrisiko-Anwendung wie Bewerberauswahl einsetzen? Was gilt bei Änderung der Zweckbestimmung?",
  },
  "AI:art_25.par_2": {
    en: "Does the original provider stay responsible after someone else rebrands or modifies its AI? Must the original AI provider cooperate and hand over documentation to the new provider? Can the initial provider opt out by stating its AI must not be used for high-risk purposes?",
    de: "Bleibt der ursprüngliche Anbieter verantwortlich, wenn ein anderer zum Anbieter wird? Muss er mit dem neuen Anbieter kooperieren und Dokumentation übergeben? Was gilt, wenn er die Hochrisiko-Nutzung ausdrücklich ausgeschlossen hat?",
  },
  "AI:art_25.par_2.pt_a": {
    en: "Must the original provider give the new provider technical documentation? What documents does the initial AI provider have to share after a substantial modification? Does the former provider have to hand over documentation sufficient to assess compliance?",
    de: "Muss der ursprüngliche Anbieter dem neuen Anbieter technische Dokumentation zur Verfügung stellen? Welche Unterlagen muss der ursprüngliche Anbieter nach einer wesentlichen Veränderung übergeben?",
  },
  "AI:art_25.par_3": {
    en: "Is a machine or device manufacturer the provider of the AI safety component in its product? Who is the provider when high-risk AI is sold inside a product under the manufacturer's brand? Is a machinery manufacturer the provider of AI it installs after the product is sold?",
    de: "Ist der Produkthersteller Anbieter des Hochrisiko-KI-Systems, das als Sicherheitsbauteil in seinem Produkt verbaut ist? Wer ist Anbieter, wenn die KI unter der Marke des Produktherstellers in Betrieb genommen wird?",
  },
  "AI:art_25.par_4": {
    en: "Do we need a written contract with suppliers of AI models or components used in our high-risk AI? What should an AI supplier agreement cover? Are open-source component suppliers exempt from this contract requirement? Are there model contract clauses from the AI Office?",
    de: "Brauchen wir einen schriftlichen Vertrag mit Zulieferern von KI-Modellen oder Komponenten für unser Hochrisiko-KI-System? Gibt es Mustervertragsklauseln des KI-Büros? Gilt das für Open-Source-Komponenten?",
  },
  "AI:art_25.par_5": {
    en: "Do we have to disclose trade secrets when cooperating with a new AI provider? Are intellectual property and confidential business information protected in value chain cooperation? How are trade secrets protected when sharing information with a new provider?",
    de: "Müssen Geschäftsgeheimnisse bei der Zusammenarbeit mit neuen Anbietern offengelegt werden? Sind geistiges Eigentum und vertrauliche Informationen geschützt?",
  },
  "AI:art_26": {
    en: "What obligations do companies using high-risk AI have? What must an employer do when using AI for hiring? Do deployers need to inform employees about AI? How long must deployers keep AI logs? What are the duties of a bank using AI credit scoring?",
    de: "Welche Pflichten haben Betreiber von Hochrisiko-KI-Systemen? Was müssen Arbeitgeber beim Einsatz von KI im Recruiting beachten?",
  },
  "AI:art_26.par_1": {
    en: "Do we have to use a high-risk AI tool according to the provider's instructions? What technical and organisational measures must deployers take? Are we liable as a user if we use AI outside the instructions?",
    de: "Müssen Betreiber Hochrisiko-KI-Systeme gemäß der Betriebsanleitung verwenden und dafür technische und organisatorische Maßnahmen treffen? Was gilt, wenn wir ein Hochrisiko-KI-System abweichend von der Betriebsanleitung nutzen?",
  },
  "AI:art_26.par_2": {
    en: "Who in our company should oversee the high-risk AI system? Do the people supervising the AI need training and authority? Must deployers assign human oversight to competent staff?",
    de: "Wen müssen Betreiber mit der menschlichen Aufsicht betrauen? Brauchen diese Personen Kompetenz, Schulung und Befugnisse?",
  },
  "AI:art_26.par_3": {
    en: "Can deployers organise human oversight their own way? Do other legal obligations of deployers still apply alongside the AI Act? Are other deployer obligations under EU or national law unaffected by the AI Act?",
    de: "Dürfen Betreiber die Umsetzung der menschlichen Aufsicht selbst organisieren? Bleiben andere Pflichten nach Unions- oder nationalem Recht unberührt?",
  },
  "AI:art_26.par_4": {
    en: "Are deployers responsible for the quality of the data they feed into high-risk AI? Must input data be relevant and representative when the deployer controls it? Are we responsible if poor input data from our company causes biased AI results?",
    de: "Müssen Betreiber sicherstellen, dass die Eingabedaten relevant und repräsentativ sind, soweit sie diese kontrollieren? Wer ist für die Qualität der Eingabedaten beim Hochrisiko-KI-Einsatz verantwortlich?",
  },
  "AI:art_26.par_5": {
    en: "Must deployers monitor the high-risk AI system in operation? When must we stop using a high-risk AI and inform the provider? Do deployers have to report serious incidents? What if we can't reach the provider to report an incident?",
    de: "Müssen Betreiber den Betrieb überwachen und bei Risiken die Nutzung aussetzen? Wem müssen Betreiber schwerwiegende Vorfälle melden?",
  },
  "AI:art_26.par_6": {
    en: "How long must deployers keep logs of a high-risk AI? Do we have to store the AI's logs for at least six months as the user? How do banks as deployers keep AI logs?",
    de: "Wie lange müssen Betreiber die Protokolle eines Hochrisiko-KI-Systems aufbewahren? Gilt für Betreiber eine Mindestfrist von sechs Monaten?",
  },
  "AI:art_26.par_7": {
    en: "Do we have to inform employees and the works council before using high-risk AI at work? Must employers tell staff they will be subject to AI monitoring or evaluation? Does the works council need to be informed about an AI performance management tool?",
    de: "Müssen Arbeitgeber den Betriebsrat und die Beschäftigten vor dem Einsatz eines Hochrisiko-KI-Systems am Arbeitsplatz informieren? Müssen Beschäftigte vorher informiert werden, wenn KI ihre Leistung bewertet?",
  },
  "AI:art_26.par_8": {
    en: "Do public authorities using high-risk AI have to register their use? Can a government agency use a high-risk AI system that isn't registered in the EU database? Must a public authority check that a high-risk AI is registered before using it?",
    de: "Müssen Behörden als Betreiber die Nutzung von Hochrisiko-KI registrieren? Darf eine Behörde ein nicht registriertes System verwenden?",
  },
  "AI:art_26.par_9": {
    en: "Do we need a GDPR data protection impact assessment when using high-risk AI? Can deployers use the provider's information for their DPIA? Does using high-risk AI trigger a data protection impact assessment obligation?",
    de: "Müssen Betreiber bei Hochrisiko-KI eine Datenschutz-Folgenabschätzung nach DSGVO durchführen? Können sie dafür die Anbieterinformationen nutzen?",
  },
  "AI:art_26.par_10": {
    en: "Do police need authorisation to use facial recognition on recorded footage? Within how many hours must authorisation for post-remote biometric identification be obtained? Can police use retrospective facial recognition for untargeted searches?",
    de: "Braucht die Polizei eine Genehmigung für nachträgliche biometrische Fernidentifizierung? Muss die Genehmigung spätestens innerhalb von 48 Stunden beantragt werden? Ist ein ungezielter Einsatz zur Strafverfolgung erlaubt?",
  },
  "AI:art_26.par_11": {
    en: "Must people be told when a high-risk AI is used to make decisions about them? Do job applicants have to be informed that AI evaluates them? Must a bank tell loan applicants that AI assisted the decision?",
    de: "Müssen Betroffene informiert werden, wenn ein Hochrisiko-KI-System Entscheidungen über sie trifft oder unterstützt? Müssen Bewerber über KI-Auswahl informiert werden?",
  },
  "AI:art_26.par_12": {
    en: "Must deployers cooperate with supervisory authorities regarding their high-risk AI? Do users of high-risk AI have to support regulators' actions? Must companies using high-risk AI cooperate with market surveillance investigations?",
    de: "Müssen Betreiber mit den zuständigen Behörden bei Maßnahmen zu Hochrisiko-KI-Systemen zusammenarbeiten? Müssen Nutzer von Hochrisiko-KI die Aufsichtsbehörden unterstützen?",
  },
  "AI:art_27": {
    en: "What is a fundamental rights impact assessment (FRIA)? Who has to do a FRIA before using high-risk AI? Do banks and insurers need a fundamental rights impact assessment? Is the FRIA the same as a GDPR DPIA?",
    de: "Was ist eine Grundrechte-Folgenabschätzung? Wer muss vor dem Einsatz von Hochrisiko-KI eine Grundrechte-Folgenabschätzung durchführen?",
  },
  "AI:art_27.par_1": {
    en: "Do public bodies and private companies providing public services need a FRIA? Must a bank using AI credit scoring or an insurer using AI for life and health insurance pricing do a fundamental rights impact assessment? Is critical infrastructure AI exempt from the FRIA? What must a fundamental rights impact assessment contain?",
    de: "Müssen Behörden, private Erbringer öffentlicher Dienstleistungen sowie Banken und Versicherer bei Kreditwürdigkeitsprüfung und Lebens- oder Krankenversicherung eine Grundrechte-Folgenabschätzung durchführen? Was muss die Folgenabschätzung enthalten?",
  },
  "AI:art_27.par_1.pt_d": {
    en: "Must the FRIA assess specific risks of harm to affected groups? Can we rely on the provider's information when assessing risks in the FRIA? Must the FRIA consider how each affected group might be harmed?",
    de: "Muss die Grundrechte-Folgenabschätzung spezifische Schadensrisiken für betroffene Gruppen bewerten? Kann der Betreiber dafür die Informationen des Anbieters nutzen?",
  },
  "AI:art_27.par_1.pt_f": {
    en: "Must the FRIA include complaint mechanisms and governance measures if risks materialise? What remediation plans belong in a fundamental rights impact assessment? Must the FRIA describe internal governance arrangements for handling harm?",
    de: "Muss die Grundrechte-Folgenabschätzung Beschwerdemechanismen und Maßnahmen für den Fall eintretender Risiken enthalten? Welche Abhilfemaßnahmen gehören in die Grundrechte-Folgenabschätzung?",
  },
  "AI:art_27.par_2": {
    en: "Do we need a new FRIA every time we use the AI system? Can we reuse an earlier fundamental rights impact assessment or one from the provider? When must the FRIA be updated?",
    de: "Muss die Grundrechte-Folgenabschätzung bei jeder Nutzung neu durchgeführt werden? Dürfen wir frühere Folgenabschätzungen oder die des Anbieters verwenden?",
  },
  "AI:art_27.par_3": {
    en: "Must the FRIA results be sent to the market surveillance authority? Do we have to submit the template to the regulator? Is there an exemption from notifying the FRIA?",
    de: "Müssen die Ergebnisse der Grundrechte-Folgenabschätzung der Marktüberwachungsbehörde gemeldet werden? Ist die ausgefüllte Vorlage bei der Behörde einzureichen?",
  },
  "AI:art_27.par_4": {
    en: "Can we reuse our GDPR DPIA for the fundamental rights impact assessment? Can the FRIA cross-reference the data protection impact assessment? Do we have to duplicate our data protection impact assessment in the FRIA?",
    de: "Kann die Datenschutz-Folgenabschätzung nach DSGVO für die Grundrechte-Folgenabschätzung genutzt werden? Sind Querverweise zulässig?",
  },
  "AI:art_27.par_5": {
    en: "Is there an official template or tool for the fundamental rights impact assessment? Will the AI Office provide a FRIA questionnaire? Is there an automated tool to simplify the fundamental rights impact assessment?",
    de: "Gibt es eine Vorlage oder ein automatisiertes Tool des KI-Büros für die Grundrechte-Folgenabschätzung? Gibt es einen Fragebogen für die Grundrechte-Folgenabschätzung?",
  },
  "AI:art_28": {
    en: "What is a notifying authority under the AI Act? Which authority designates AI notified bodies in Germany? Can the national accreditation body assess AI conformity assessment bodies? What independence rules apply to notifying authorities?",
    de: "Was ist die notifizierende Behörde nach der KI-Verordnung? Kann die DAkkS die Bewertung von Konformitätsbewertungsstellen übernehmen?",
  },
  "AI:art_29": {
    en: "How does a testing company apply to become a notified body for AI? What documents are needed for notification as an AI conformity assessment body? Is an accreditation certificate required to become an AI notified body?",
    de: "Wie beantragt eine Prüfstelle die Notifizierung als notifizierte Stelle für KI? Welche Unterlagen sind nötig?",
  },
  "AI:art_30": {
    en: "How does the notification procedure for AI notified bodies work? When can a newly notified body start certifying AI systems? Can other Member States object to a notification?",
    de: "Wie läuft das Notifizierungsverfahren für notifizierte Stellen nach der KI-Verordnung ab? Ab wann darf eine Stelle tätig werden?",
  },
  "AI:art_30.par_4": {
    en: "How long after notification can a conformity assessment body act as notified body? Is there a two-week objection period? Can the Commission or Member States object to a notified body's notification?",
    de: "Wann darf eine Konformitätsbewertungsstelle nach der Notifizierung tätig werden? Gilt eine Einspruchsfrist von zwei Wochen?",
  },
  "AI:art_31": {
    en: "What requirements must an AI notified body meet? Must notified bodies be independent from AI providers? Do notified bodies need liability insurance? Can a notified body consult on AI design?",
    de: "Welche Anforderungen gelten für notifizierte Stellen nach der KI-Verordnung? Müssen sie unabhängig sein und eine Haftpflichtversicherung haben?",
  },
  "AI:art_31.par_5": {
    en: "Can a notified body also offer consulting or development services for the AI it certifies? Is a notified body allowed to be involved in AI design or marketing? Can the notified body's managers be involved in developing the AI they assess?",
    de: "Darf eine notifizierte Stelle das geprüfte KI-System mitentwickeln oder dazu beraten? Darf die notifizierte Stelle Beratungsleistungen zum geprüften System anbieten?",
  },
  "AI:art_32": {
    en: "Is a conformity assessment body presumed to meet the requirements if it follows harmonised standards? How can a testing body show it meets notified body requirements? Does compliance with harmonised standards create a presumption for notified body requirements?",
    de: "Wird vermutet, dass eine Konformitätsbewertungsstelle die Anforderungen erfüllt, wenn sie harmonisierte Normen einhält? Wie weist eine Prüfstelle die Anforderungen an notifizierte Stellen nach?",
  },
  "AI:art_33": {
    en: "Can an AI notified body subcontract tasks? Does the provider have to agree to subcontracting? Is the notified body responsible for its subcontractors?",
    de: "Darf eine notifizierte Stelle Aufgaben an Unterauftragnehmer oder Tochtergesellschaften vergeben? Muss der Anbieter zustimmen?",
  },
  "AI:art_34": {
    en: "What are the operational obligations of AI notified bodies? Must notified bodies avoid unnecessary burdens for small companies? Must a notified body share documents with the notifying authority?",
    de: "Welche Pflichten haben notifizierte Stellen bei der Durchführung der Konformitätsbewertung? Müssen notifizierte Stellen die Größe des Anbieters berücksichtigen?",
  },
  "AI:art_34.par_2": {
    en: "Do notified bodies have to take company size into account and reduce costs for SMEs? Will a startup get a proportionate AI conformity assessment? Must notified bodies minimise compliance costs for micro and small enterprises?",
    de: "Müssen notifizierte Stellen die Größe des Anbieters berücksichtigen und unnötigen Aufwand für kleine Unternehmen vermeiden? Bekommen Start-ups eine verhältnismäßige Konformitätsbewertung?",
  },
  "AI:art_35": {
    en: "Where can I find a list of notified bodies for AI? Do AI notified bodies have an identification number? Is there a NANDO database for AI Act notified bodies?",
    de: "Wo finde ich die Liste der notifizierten Stellen für KI? Haben notifizierte Stellen eine Kennnummer?",
  },
  "AI:art_36": {
    en: "What happens to our AI certificate if the notified body stops operating or loses its designation? How long do certificates remain valid after a notified body ceases activity? Must the notified body inform us of suspension?",
    de: "Was passiert mit unserer KI-Bescheinigung, wenn die notifizierte Stelle ihre Tätigkeit einstellt oder die Benennung entzogen wird? Bleiben Bescheinigungen gültig, wenn die notifizierte Stelle ausgesetzt wird?",
  },
  "AI:art_36.par_3": {
    en: "How much notice must a notified body give before ceasing activities? Are certificates valid for nine months after a notified body closes? What happens to our AI certificate if our notified body ceases its activities?",
    de: "Wie früh muss eine notifizierte Stelle die Einstellung ihrer Tätigkeit ankündigen? Bleiben Bescheinigungen neun Monate gültig?",
  },
  "AI:art_37": {
    en: "Can the Commission investigate a notified body's competence? What happens if a notified body no longer meets requirements? Who checks whether a notified body is still competent to certify AI?",
    de: "Kann die Kommission die Kompetenz einer notifizierten Stelle überprüfen? Was passiert, wenn eine notifizierte Stelle die Anforderungen nicht mehr erfüllt?",
  },
  "AI:art_38": {
    en: "Is there a coordination group for AI notified bodies? How do notified bodies exchange best practices? Must notified bodies participate in a sectoral group for high-risk AI?",
    de: "Gibt es eine Koordinierungsgruppe der notifizierten Stellen für KI? Müssen notifizierte Stellen an der Koordinierung teilnehmen?",
  },
  "AI:art_39": {
    en: "Can a testing body from a non-EU country certify AI for the EU market? Can conformity assessment bodies in third countries act as notified bodies? Do testing bodies in countries with an EU agreement have to meet notified body requirements?",
    de: "Dürfen Konformitätsbewertungsstellen aus Drittstaaten als notifizierte Stellen tätig werden? Kann eine Prüfstelle aus einem Land mit EU-Abkommen KI-Systeme für den EU-Markt bewerten?",
  },
  "AI:art_40": {
    en: "Are there harmonised standards for AI Act compliance? Does following CEN-CENELEC standards give presumption of conformity? Will there be standards on energy efficiency of AI?",
    de: "Gibt es harmonisierte Normen zur KI-Verordnung? Begründet die Einhaltung eine Konformitätsvermutung?",
  },
  "AI:art_40.par_1": {
    en: "If we comply with harmonised standards, are we presumed to meet the high-risk AI requirements? Does applying harmonised standards help GPAI model providers? Do harmonised standards published in the Official Journal give legal certainty for AI compliance?",
    de: "Gilt ein Hochrisiko-KI-System als konform, wenn es harmonisierte Normen erfüllt? Gilt die Konformitätsvermutung auch für KI-Modelle mit allgemeinem Verwendungszweck?",
  },
  "AI:art_40.par_2": {
    en: "Has the Commission requested standards for the AI Act? Do the standardisation requests cover energy consumption of AI? Will standards cover reducing AI energy and resource consumption?",
    de: "Welche Normungsaufträge erteilt die Kommission zur KI-Verordnung? Umfassen sie Energieeffizienz?",
  },
  "AI:art_41": {
    en: "What are common specifications under the AI Act? Can the Commission set technical rules if harmonised standards are missing or delayed? Do we have to follow common specifications?",
    de: "Was sind gemeinsame Spezifikationen nach der KI-Verordnung? Kann die Kommission sie erlassen, wenn harmonisierte Normen fehlen?",
  },
  "AI:art_41.par_3": {
    en: "Does complying with common specifications give presumption of conformity for high-risk AI? Are general-purpose AI models presumed compliant if they follow common specifications? What legal benefit do common specifications give providers?",
    de: "Begründet die Einhaltung gemeinsamer Spezifikationen eine Konformitätsvermutung? Gilt die Vermutung auch für KI-Modelle mit allgemeinem Verwendungszweck?",
  },
  "AI:art_41.par_5": {
    en: "Can we choose our own technical solutions instead of common specifications? What must a provider justify if it doesn't follow common specifications? Must providers justify deviations from common specifications?",
    de: "Dürfen Anbieter von gemeinsamen Spezifikationen abweichen, wenn sie gleichwertige technische Lösungen begründen? Was müssen Anbieter begründen, wenn sie gemeinsame Spezifikationen nicht anwenden?",
  },
  "AI:art_42": {
    en: "Is high-risk AI presumed compliant if trained on local data? Does an EU cybersecurity certificate satisfy AI Act cybersecurity requirements? Does Cyber Resilience Act compliance cover AI Act cybersecurity?",
    de: "Wann wird die Konformität mit bestimmten Anforderungen vermutet, etwa bei Cybersicherheitszertifikaten oder dem Cyber Resilience Act? Gilt ein Hochrisiko-KI-System als konform mit den Datenanforderungen, wenn es mit Daten aus dem Einsatzumfeld trainiert wurde?",
  },
  "AI:art_42.par_3": {
    en: "Is high-risk AI that complies with the Cyber Resilience Act deemed to meet AI Act cybersecurity rules? How do the CRA and AI Act interact on cybersecurity? Does meeting the CRA essential requirements satisfy AI Act cybersecurity?",
    de: "Gelten Hochrisiko-KI-Systeme, die den Cyber Resilience Act erfüllen, als konform mit den Cybersicherheitsanforderungen der KI-Verordnung? Wie greifen Cyber Resilience Act und KI-Verordnung bei der Cybersicherheit ineinander?",
  },
  "AI:art_43": {
    en: "Which conformity assessment procedure applies to our high-risk AI? Can we self-assess our high-risk AI or do we need a notified body? Is third-party certification required for biometric AI? When is a new conformity assessment needed after updates?",
    de: "Welches Konformitätsbewertungsverfahren gilt für unser Hochrisiko-KI-System? Reicht eine interne Kontrolle oder brauchen wir eine notifizierte Stelle?",
  },
  "AI:art_43.par_1": {
    en: "Do biometric AI systems need a notified body assessment? When can a provider of biometric AI choose internal control? What if harmonised standards weren't applied for biometrics? Can we choose any notified body?",
    de: "Welches Verfahren gilt für biometrische Hochrisiko-KI-Systeme? Wann ist eine notifizierte Stelle einzubeziehen?",
  },
  "AI:art_43.par_2": {
    en: "Can providers of HR, education or credit scoring AI self-certify? Is internal control enough for Annex III high-risk AI other than biometrics? Do Annex III high-risk AI systems in points 2 to 8 need a notified body?",
    de: "Reicht für Hochrisiko-KI aus Anhang III Nummern 2 bis 8, etwa im Personalbereich, eine interne Kontrolle ohne notifizierte Stelle? Brauchen Anbieter von KI für Personalauswahl eine notifizierte Stelle?",
  },
  "AI:art_43.par_3": {
    en: "Which conformity assessment applies to AI in medical devices or machinery? Can the MDR notified body assess the AI Act requirements? Do product makers need third-party assessment only because the product contains AI?",
    de: "Welches Konformitätsbewertungsverfahren gilt für KI in Produkten nach Anhang I wie Medizinprodukten? Kann die bestehende notifizierte Stelle auch die KI-Anforderungen prüfen?",
  },
  "AI:art_43.par_4": {
    en: "Do we need a new conformity assessment after a substantial modification? Are pre-planned changes in continuously learning AI a substantial modification? Does retraining a high-risk AI require a new conformity assessment?",
    de: "Ist nach einer wesentlichen Veränderung eine neue Konformitätsbewertung nötig? Was gilt bei vorab festgelegten Änderungen lernender Systeme?",
  },
  "AI:art_44": {
    en: "How long is a notified body certificate for AI valid? Can an AI certificate be suspended or withdrawn? Can an AI certificate from a notified body be renewed?",
    de: "Wie lange ist eine Bescheinigung einer notifizierten Stelle für KI gültig? Kann sie ausgesetzt oder widerrufen werden?",
  },
  "AI:art_44.par_2": {
    en: "Is an AI certificate valid for four or five years? Can the certificate validity be extended after re-assessment? How long are certificates for AI in Annex I products valid?",
    de: "Gilt eine KI-Bescheinigung vier oder fünf Jahre? Kann die Gültigkeit verlängert werden?",
  },
  "AI:art_44.par_3": {
    en: "When can a notified body suspend or withdraw an AI certificate? Can we appeal a notified body's decision? Can the provider fix issues before a notified body withdraws its certificate?",
    de: "Wann kann eine notifizierte Stelle eine Bescheinigung aussetzen oder zurückziehen? Gibt es ein Rechtsbehelfsverfahren?",
  },
  "AI:art_45": {
    en: "What must notified bodies report to the notifying authority? Do notified bodies share information about refused certificates with each other? Must a notified body inform others about withdrawn quality management approvals?",
    de: "Welche Informationspflichten haben notifizierte Stellen gegenüber der notifizierenden Behörde und anderen Stellen? Müssen notifizierte Stellen verweigerte Bescheinigungen anderen Stellen mitteilen?",
  },
  "AI:art_46": {
    en: "Can a high-risk AI be used before its conformity assessment is finished in an emergency? Can authorities allow high-risk AI without conformity assessment for public security reasons? Can police use uncertified AI in urgent situations?",
    de: "Darf ein Hochrisiko-KI-System ausnahmsweise ohne abgeschlossene Konformitätsbewertung in Verkehr gebracht werden, etwa aus Gründen der öffentlichen Sicherheit? Darf die Polizei in dringenden Fällen nicht bewertete Hochrisiko-KI einsetzen?",
  },
  "AI:art_46.par_1": {
    en: "Can the market surveillance authority authorise a high-risk AI temporarily without conformity assessment? For which exceptional reasons can a high-risk AI be authorised before certification? Is such an authorisation limited in time and territory?",
    de: "Kann die Marktüberwachungsbehörde ein Hochrisiko-KI-System befristet ohne Konformitätsbewertung zulassen? Aus welchen außergewöhnlichen Gründen ist eine Ausnahmegenehmigung möglich?",
  },
  "AI:art_46.par_2": {
    en: "Can police or civil protection put high-risk AI into service in an emergency without authorisation? What happens if the authorisation is later refused? Must results be discarded if emergency use of uncertified AI is not approved?",
    de: "Dürfen Strafverfolgungs- oder Katastrophenschutzbehörden in dringenden Fällen Hochrisiko-KI ohne Genehmigung einsetzen? Was passiert, wenn die Genehmigung nachträglich abgelehnt wird?",
  },
  "AI:art_47": {
    en: "What is the EU declaration of conformity for AI? Who signs the declaration of conformity and how long must it be kept? Can one declaration cover AI Act and other EU laws?",
    de: "Was ist die EU-Konformitätserklärung für Hochrisiko-KI? Wie lange muss sie aufbewahrt werden?",
  },
  "AI:art_47.par_1": {
    en: "Can the declaration of conformity be electronic or machine-readable? How long must we keep the EU declaration of conformity for high-risk AI? Must the declaration of conformity identify the specific high-risk AI system?",
    de: "Darf die EU-Konformitätserklärung elektronisch oder maschinenlesbar sein? Wie lange ist sie aufzubewahren?",
  },
  "AI:art_47.par_3": {
    en: "Do we need one single declaration of conformity for a product covered by the AI Act and machinery or medical device law? Can we combine the AI Act declaration with the Machinery Regulation declaration? Is a separate AI declaration needed for a CE-marked medical device?",
    de: "Ist eine einzige EU-Konformitätserklärung für alle anwendbaren Rechtsakte zu erstellen? Brauchen wir für ein Medizinprodukt mit KI eine separate Konformitätserklärung?",
  },
  "AI:art_47.par_4": {
    en: "Does signing the declaration of conformity make the provider responsible for compliance? Must the declaration be kept up to date? What legal responsibility does the provider take on by issuing the declaration?",
    de: "Übernimmt der Anbieter mit der EU-Konformitätserklärung die Verantwortung für die Einhaltung der Anforderungen? Muss die Konformitätserklärung aktuell gehalten werden?",
  },
  "AI:art_48": {
    en: "How do we apply the CE mark to high-risk AI software? Is there a digital CE marking for AI? Must the notified body number appear with the CE mark?",
    de: "Wie wird die CE-Kennzeichnung bei Hochrisiko-KI-Software angebracht? Gibt es eine digitale CE-Kennzeichnung?",
  },
  "AI:art_48.par_2": {
    en: "Can a cloud AI service use a digital CE marking? How must a digital CE mark be accessible, via the interface or QR code? Is a digital CE mark allowed for AI that is only accessed online?",
    de: "Wann ist eine digitale CE-Kennzeichnung für digital bereitgestellte Hochrisiko-KI zulässig? Muss die digitale CE-Kennzeichnung über die Benutzeroberfläche oder einen maschinenlesbaren Code erreichbar sein?",
  },
  "AI:art_48.par_3": {
    en: "Where must the CE marking be placed if it can't be put on the AI system itself? Must the CE mark be visible and indelible? Can the CE marking go on the packaging or documentation instead?",
    de: "Wo wird die CE-Kennzeichnung angebracht, wenn das am KI-System selbst nicht möglich ist? Muss die CE-Kennzeichnung gut sichtbar, lesbar und dauerhaft sein?",
  },
  "AI:art_48.par_4": {
    en: "Must the notified body's identification number follow the CE marking? Must promotional material show the notified body number? Who affixes the notified body number next to the CE mark?",
    de: "Muss der CE-Kennzeichnung die Kennnummer der notifizierten Stelle folgen? Muss die Kennnummer auch in Werbematerial angegeben werden?",
  },
  "AI:art_49": {
    en: "Do we have to register our high-risk AI system in an EU database? Who must register AI systems, providers or deployers? Must public authorities register their use of high-risk AI? Do we need to register an AI we consider not high-risk?",
    de: "Müssen Hochrisiko-KI-Systeme in der EU-Datenbank registriert werden? Wer muss registrieren, Anbieter oder Betreiber?",
  },
  "AI:art_49.par_1": {
    en: "Must providers register Annex III high-risk AI in the EU database before launch? Does the authorised representative register instead of a non-EU provider? Is critical infrastructure AI excluded from registration in the EU database?",
    de: "Müssen Anbieter Hochrisiko-KI-Systeme aus Anhang III vor dem Inverkehrbringen in der EU-Datenbank registrieren? Muss der Bevollmächtigte die Registrierung für einen ausländischen Anbieter übernehmen?",
  },
  "AI:art_49.par_2": {
    en: "Do we have to register an Annex III AI system that we concluded is not high-risk? Is registration required when relying on the high-risk exemption? Must a provider using the narrow task exemption still register in the EU database?",
    de: "Muss ein Anbieter ein System registrieren, das er nach der Ausnahmeregel als nicht hochriskant eingestuft hat? Besteht eine Registrierungspflicht für nach der Ausnahmeregel nicht hochriskante Systeme?",
  },
  "AI:art_49.par_3": {
    en: "Must public authorities register their use of high-risk AI in the EU database? Does a city council using AI for benefits decisions need to register? Must a job centre or government agency register before using high-risk AI?",
    de: "Müssen Behörden als Betreiber sich und die Nutzung des Hochrisiko-KI-Systems in der EU-Datenbank registrieren? Muss eine Stadtverwaltung den Einsatz von Hochrisiko-KI in der EU-Datenbank registrieren?",
  },
  "AI:art_49.par_4": {
    en: "Is registration of police, migration and border control AI public? Is law enforcement AI registered in a secure non-public section of the database? Which information about law enforcement AI is registered in the EU database?",
    de: "Werden KI-Systeme für Strafverfolgung, Migration und Grenzkontrolle in einem nicht öffentlichen Teil der EU-Datenbank registriert? Welche Angaben werden bei KI für Migration und Asyl registriert?",
  },
  "AI:art_49.par_5": {
    en: "Where is critical infrastructure AI registered? Is high-risk AI for energy or water supply registered at national level? Is AI for managing power grids registered in the EU database or nationally?",
    de: "Wo werden Hochrisiko-KI-Systeme im Bereich kritischer Infrastruktur registriert? Erfolgt die Registrierung auf nationaler Ebene?",
  },
};
