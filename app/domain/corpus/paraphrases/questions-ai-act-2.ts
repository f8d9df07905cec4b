/** Questions users ask whose answer is a provision of the AI Act, Articles 50–113 and Annexes (document expansion; written from the acts' text). */
export const aiActQuestions2: Record<string, { en: string; de: string }> = {
  "AI:art_50": {
    en: "Do we have to tell customers that they are talking to a chatbot and not a human? Do AI-generated images and videos need a label or watermark under EU law? What transparency rules apply to generative AI and deepfakes? Must I disclose when content on my website was written by AI? Which disclosure duties apply to emotion recognition at work or in shops?",
    de: "Muss ich Kunden sagen, dass sie mit einem KI-Chatbot sprechen? Müssen KI-generierte Bilder und Videos gekennzeichnet werden? Welche Transparenzpflichten gelten für Deepfakes und generative KI?"
  },
  "AI:art_50.par_1": {
    en: "Does our customer service chatbot have to say it is an AI? Must a voice assistant on a hotline disclose it is not a real person? When is it obvious enough that users are chatting with a bot so no notice is needed? Do police tools for reporting crimes online have to disclose AI interaction?",
    de: "Muss unser Kundenservice-Chatbot offenlegen, dass er eine KI ist? Wann muss ein Sprachassistent sagen, dass kein Mensch am Telefon ist?"
  },
  "AI:art_50.par_2": {
    en: "Do image generators have to watermark their outputs in a machine-readable way? Does our text-to-video startup need technical marking so AI content can be detected? Is a grammar or spell-checking tool exempt from AI content labelling? What are the watermarking duties of generative AI providers like synthetic voice apps?",
    de: "Muss ein Anbieter generativer KI seine Ausgaben maschinenlesbar markieren (Wasserzeichen)? Gilt die Kennzeichnungspflicht auch für reine Rechtschreibkorrektur-Tools? Wie müssen KI-generierte Audio- und Videoinhalte technisch erkennbar gemacht werden?"
  },
  "AI:art_50.par_3": {
    en: "Do we have to inform callers if our call centre uses emotion recognition on their calls? Must a store tell shoppers about cameras that categorise them by biometric features? What notice is needed when a company deploys biometric categorisation on visitors?",
    de: "Müssen Betroffene informiert werden, wenn ein System zur Emotionserkennung eingesetzt wird? Welche Informationspflicht gilt für Betreiber einer biometrischen Kategorisierung?"
  },
  "AI:art_50.par_4": {
    en: "Do I have to label a deepfake video I post on social media? Does a satirical AI-generated clip need a disclaimer, and how prominent? Must a news site disclose AI-written articles on matters of public interest? Is AI-generated text exempt from labelling if an editor reviewed it? Do advertising agencies have to mark manipulated images of real people?",
    de: "Muss ich ein Deepfake-Video als KI-generiert kennzeichnen? Müssen Nachrichtenportale KI-geschriebene Texte offenlegen, auch wenn ein Redakteur sie geprüft hat? Gilt die Kennzeichnungspflicht auch für Satire und Kunst?"
  },
  "AI:art_50.par_5": {
    en: "When and how must the AI disclosure be shown to users, at first contact? Does the chatbot or deepfake notice have to be accessible for people with disabilities? How clear must the information that content is AI-generated be?",
    de: "Wann muss der Hinweis auf KI spätestens erfolgen? Muss die KI-Kennzeichnung barrierefrei sein?"
  },
  "AI:art_50.par_6": {
    en: "If my high-risk AI system also talks to users, do the chatbot transparency rules apply on top of high-risk requirements? Do AI labelling duties replace other national transparency laws? Are transparency obligations for deployers under other EU laws still applicable besides the AI Act?",
    de: "Gelten die Transparenzpflichten zusätzlich zu den Anforderungen an Hochrisiko-KI-Systeme? Bleiben andere Transparenzpflichten aus nationalem oder Unionsrecht bestehen?"
  },
  "AI:art_50.par_7": {
    en: "Is there an EU code of practice on labelling and watermarking AI-generated content? Can the Commission set binding rules for marking deepfakes if the code is not good enough? How will AI content detection standards be agreed?",
    de: "Gibt es einen Verhaltenskodex zur Kennzeichnung KI-generierter Inhalte? Kann die Kommission verbindliche Regeln für Wasserzeichen per Durchführungsrechtsakt erlassen?"
  },
  "AI:art_51": {
    en: "When is a foundation model considered a general-purpose AI model with systemic risk? What compute threshold makes an LLM systemic risk under the AI Act? Is GPT-class model training above 10^25 FLOPs automatically high impact? Can the Commission change the FLOP threshold later?",
    de: "Wann gilt ein KI-Modell mit allgemeinem Verwendungszweck als Modell mit systemischem Risiko? Welche Rechenleistungsschwelle (FLOP) gilt für systemische Risiken?"
  },
  "AI:art_51.par_1": {
    en: "What are the two ways a large language model can be classified as posing systemic risk? Can the Commission designate our model as systemic risk even below the compute threshold? What counts as high impact capabilities for a foundation model?",
    de: "Unter welchen Voraussetzungen wird ein GPAI-Modell als Modell mit systemischem Risiko eingestuft? Was sind Fähigkeiten mit hohem Wirkungsgrad?"
  },
  "AI:art_51.par_1.pt_b": {
    en: "Can the Commission on its own initiative classify a model as systemic risk? Can a scientific panel alert lead to a foundation model being treated as systemic risk? Which criteria does the Commission use to find a model has equivalent impact to high impact capabilities?",
    de: "Kann die Kommission ein Modell auch ohne Überschreiten der Schwelle als systemisches Risiko einstufen? Welche Rolle spielt eine qualifizierte Warnung des wissenschaftlichen Gremiums bei der Einstufung?"
  },
  "AI:art_51.par_2": {
    en: "How many floating point operations of training compute trigger the systemic risk presumption? Is training with more than 10^25 FLOPs presumed to be high impact? Our model used 3x10^25 FLOPs, are we presumed systemic risk?",
    de: "Ab wie vielen Gleitkommaoperationen wird ein Modell mit systemischem Risiko vermutet? Gilt die Vermutung ab 10^25 FLOP Trainingsrechenleistung?"
  },
  "AI:art_51.par_3": {
    en: "Can the Commission update the FLOP threshold for systemic risk models as hardware gets more efficient? Will the compute threshold for GPAI be adjusted by delegated act? Can new benchmarks and indicators be added for classifying frontier models?",
    de: "Kann die Kommission die Schwellenwerte für systemische Risiken per delegiertem Rechtsakt anpassen? Werden Benchmarks und Indikatoren an den technischen Fortschritt angepasst?"
  },
  "AI:art_52": {
    en: "What is the procedure when a general-purpose AI model reaches the systemic risk threshold? Do we have to notify the Commission when our model crosses the compute threshold? Can a provider contest being designated as systemic risk? Is there a public list of systemic risk AI models?",
    de: "Wie läuft das Verfahren zur Einstufung eines KI-Modells als Modell mit systemischem Risiko ab? Muss ich die Kommission benachrichtigen, wenn mein Modell die Schwelle erreicht?"
  },
  "AI:art_52.par_1": {
    en: "How quickly must an AI lab notify the Commission that its model meets the systemic risk threshold? Is there a two-week deadline for notifying a frontier model? What happens if the Commission finds out about an unnotified systemic risk model?",
    de: "Innerhalb welcher Frist muss der Anbieter die Kommission über das Erreichen der Schwelle informieren? Gilt eine Zwei-Wochen-Frist für die Meldung?"
  },
  "AI:art_52.par_2": {
    en: "Can we argue that our large model does not actually present systemic risks despite exceeding the FLOP threshold? How can a provider rebut the systemic risk presumption in its notification? What arguments can an AI lab submit to avoid systemic risk classification?",
    de: "Kann ein Anbieter darlegen, dass sein Modell trotz Schwellenüberschreitung kein systemisches Risiko darstellt? Wie widerlegt man die Vermutung eines systemischen Risikos?"
  },
  "AI:art_52.par_3": {
    en: "What happens if the Commission rejects our arguments that the model is not systemic risk? Is the model then automatically treated as a GPAI model with systemic risk? When are a provider's counterarguments considered not sufficiently substantiated?",
    de: "Was passiert, wenn die Kommission die Argumente des Anbieters gegen die Einstufung zurückweist? Gilt das Modell dann als Modell mit systemischem Risiko?"
  },
  "AI:art_52.par_4": {
    en: "Can the Commission designate an AI model as systemic risk ex officio? On what criteria can a model be designated after an alert from the scientific panel? Can the Commission update the designation criteria in the annex by delegated act?",
    de: "Kann die Kommission ein Modell von Amts wegen als Modell mit systemischem Risiko benennen? Nach welchen Kriterien erfolgt die Benennung?"
  },
  "AI:art_52.par_5": {
    en: "Can we ask the Commission to reassess our systemic risk designation, and when? How long must a provider wait before requesting reconsideration of the designation? Six months after designation can we request removal?",
    de: "Wann kann ein Anbieter die Neubewertung der Einstufung als systemisches Risiko beantragen? Gilt eine Wartefrist von sechs Monaten?"
  },
  "AI:art_52.par_6": {
    en: "Where can I find the list of general-purpose AI models with systemic risk? Does the Commission publish which foundation models are designated systemic risk? Is the systemic risk model list kept up to date while protecting trade secrets?",
    de: "Veröffentlicht die Kommission eine Liste der KI-Modelle mit systemischem Risiko? Wo finde ich, welche Modelle als systemisches Risiko eingestuft sind?"
  },
  "AI:art_53": {
    en: "What obligations do providers of general-purpose AI models like LLMs have? What must a foundation model developer document and publish under the AI Act? Do open-source model providers have fewer obligations? Do GPAI providers need a copyright policy and training data summary?",
    de: "Welche Pflichten haben Anbieter von KI-Modellen mit allgemeinem Verwendungszweck? Müssen Anbieter von Basismodellen eine Zusammenfassung der Trainingsdaten veröffentlichen?"
  },
  "AI:art_53.par_1": {
    en: "What are the four core duties of a company releasing a large language model in the EU? What documentation and policies must GPAI providers prepare? Which obligations apply to every general-purpose AI model provider regardless of size?",
    de: "Welche Kernpflichten treffen Anbieter von GPAI-Modellen nach der KI-Verordnung? Welche Dokumentation und Strategien müssen Modellanbieter vorhalten?"
  },
  "AI:art_53.par_1.pt_a": {
    en: "What technical documentation must an LLM provider keep for the AI Office? Do we need to document training and testing process and evaluation results of our model? Must model documentation be handed to national authorities on request?",
    de: "Welche technische Dokumentation muss ein Anbieter eines GPAI-Modells bereithalten? Muss die Dokumentation dem Büro für Künstliche Intelligenz auf Anfrage vorgelegt werden?"
  },
  "AI:art_53.par_1.pt_b": {
    en: "What information must a model provider give to companies building apps on its API? Can a downstream developer demand documentation about a foundation model's capabilities and limitations? Can model providers withhold trade secrets when informing downstream integrators?",
    de: "Welche Informationen muss ein Modellanbieter nachgelagerten Anbietern geben, die das Modell integrieren? Dürfen dabei Geschäftsgeheimnisse geschützt werden?"
  },
  "AI:art_53.par_1.pt_c": {
    en: "Do AI model providers have to respect website opt-outs from text and data mining? Do we need a copyright compliance policy for training data? How must GPAI providers honour robots.txt style rights reservations?",
    de: "Müssen KI-Anbieter den Nutzungsvorbehalt für Text und Data Mining beachten? Brauchen Anbieter von KI-Modellen eine Urheberrechts-Strategie?"
  },
  "AI:art_53.par_1.pt_d": {
    en: "Must AI companies publish a summary of the data used to train their model? Is there an AI Office template for the training data summary? Can authors find out whether their books were used to train an LLM?",
    de: "Muss eine Zusammenfassung der Trainingsdaten veröffentlicht werden? Gibt es eine Vorlage des KI-Büros für die Trainingsdaten-Zusammenfassung?"
  },
  "AI:art_53.par_2": {
    en: "Are open-source AI models with published weights exempt from documentation obligations? Does the open source exemption apply to systemic risk models? Do we still need a copyright policy if we release our model under an open licence?",
    de: "Gilt für Open-Source-KI-Modelle eine Ausnahme von den Dokumentationspflichten? Gilt die Open-Source-Ausnahme auch für Modelle mit systemischem Risiko?"
  },
  "AI:art_53.par_4": {
    en: "Can signing the GPAI code of practice show we comply with model provider obligations? Do harmonised standards give a presumption of conformity for general-purpose AI models? What if we don't sign the code of practice?",
    de: "Kann man die Einhaltung der GPAI-Pflichten über einen Praxisleitfaden nachweisen? Was gilt, wenn ein Anbieter den Verhaltenskodex nicht unterzeichnet?"
  },
  "AI:art_54": {
    en: "Does a US or Chinese AI model company need an EU representative? What does the authorised representative of a foreign GPAI provider have to do? Are open-source model providers from outside the EU exempt from appointing a representative?",
    de: "Braucht ein Anbieter eines KI-Modells aus einem Drittland einen Bevollmächtigten in der EU? Welche Aufgaben hat der Bevollmächtigte eines GPAI-Anbieters?"
  },
  "AI:art_54.par_1": {
    en: "Before launching our LLM in Europe, must our non-EU company appoint an EU authorised representative? Does the representative mandate for a foreign model provider have to be in writing? When must a third-country GPAI provider appoint its EU representative?",
    de: "Muss ein außereuropäischer Modellanbieter vor dem Inverkehrbringen einen Bevollmächtigten benennen? Muss das Mandat schriftlich erteilt werden?"
  },
  "AI:art_54.par_3": {
    en: "How long must the EU representative of a model provider keep the technical documentation? What tasks must the mandate of a GPAI authorised representative cover? Does the representative keep documents for 10 years?",
    de: "Wie lange muss der Bevollmächtigte die technische Dokumentation aufbewahren? Welche Aufgaben muss das Mandat umfassen?"
  },
  "AI:art_54.par_5": {
    en: "Can an EU representative terminate its mandate if the AI model provider breaks the rules? Must the representative then inform the AI Office about the termination? What should an authorised representative do if its client ignores AI Act duties?",
    de: "Muss der Bevollmächtigte das Mandat kündigen, wenn der Anbieter gegen die Verordnung verstößt? Muss er das KI-Büro darüber informieren?"
  },
  "AI:art_54.par_6": {
    en: "Do open-source model providers outside the EU need an authorised representative? Is there an exemption for models with public weights under a free licence? Does the representative exemption fall away for systemic risk models?",
    de: "Sind Open-Source-Modellanbieter von der Pflicht zur Benennung eines Bevollmächtigten befreit? Gilt das auch bei systemischem Risiko?"
  },
  "AI:art_55": {
    en: "What extra obligations do frontier AI labs with systemic risk models have? Do systemic risk model providers need red teaming, incident reporting and cybersecurity? How can providers of the largest models prove compliance?",
    de: "Welche zusätzlichen Pflichten haben Anbieter von KI-Modellen mit systemischem Risiko? Müssen sie Red Teaming und Cybersicherheitsmaßnahmen durchführen?"
  },
  "AI:art_55.par_1.pt_a": {
    en: "Do systemic risk model providers have to do adversarial testing or red teaming? What model evaluations are required for frontier models? Must evaluations follow standardised state-of-the-art protocols and be documented?",
    de: "Ist für Modelle mit systemischem Risiko eine Modellbewertung mit Angriffstests (Red Teaming) vorgeschrieben? Müssen die Tests dokumentiert werden?"
  },
  "AI:art_55.par_1.pt_b": {
    en: "Must frontier AI developers assess and mitigate systemic risks at EU level? Which risks from developing and deploying powerful models must be managed? Do we need a risk mitigation process covering the sources of systemic risk?",
    de: "Müssen Anbieter systemische Risiken auf Unionsebene bewerten und mindern? Welche Risikoquellen sind zu berücksichtigen?"
  },
  "AI:art_55.par_1.pt_c": {
    en: "Do providers of systemic risk models have to report serious incidents to the AI Office? What incident reporting applies to large language model providers? Must we document corrective measures after an incident with our frontier model?",
    de: "Müssen Anbieter von Modellen mit systemischem Risiko schwerwiegende Vorfälle an das KI-Büro melden? Müssen Abhilfemaßnahmen dokumentiert werden?"
  },
  "AI:art_55.par_1.pt_d": {
    en: "What cybersecurity protection is required for model weights and infrastructure of frontier AI models? Must systemic risk models be protected against theft and attacks? Does the physical infrastructure of the model need adequate security?",
    de: "Welche Cybersicherheitsanforderungen gelten für Modelle mit systemischem Risiko? Muss auch die physische Infrastruktur geschützt werden?"
  },
  "AI:art_55.par_2": {
    en: "How can a frontier model provider show compliance if it does not adhere to the code of practice? Does following the GPAI code of practice create a presumption of conformity? Must non-signatories demonstrate alternative adequate means of compliance to the Commission?",
    de: "Wie weisen Anbieter mit systemischem Risiko die Einhaltung nach, wenn sie keinem Praxisleitfaden folgen? Begründen harmonisierte Normen eine Konformitätsvermutung?"
  },
  "AI:art_56": {
    en: "What is the general-purpose AI code of practice and who drafts it? Who takes part in writing the GPAI codes of practice? When did the codes of practice have to be ready? What happens if no adequate code of practice is agreed?",
    de: "Was sind Praxisleitfäden für KI-Modelle mit allgemeinem Verwendungszweck? Wer erarbeitet den GPAI-Verhaltenskodex?"
  },
  "AI:art_56.par_2": {
    en: "What topics must the GPAI code of practice cover? Does the code address the detail level of training data summaries? Does the code of practice cover identification and management of systemic risks?",
    de: "Welche Themen muss der Praxisleitfaden für GPAI-Modelle mindestens abdecken? Regelt der Kodex auch den Detaillierungsgrad der Trainingsdaten-Zusammenfassung?"
  },
  "AI:art_56.par_3": {
    en: "Who is invited to participate in drafting the AI code of practice? Can civil society, academics and downstream providers support the process? Can national authorities take part in writing the GPAI code?",
    de: "Wer kann an der Ausarbeitung der Praxisleitfäden mitwirken? Können Zivilgesellschaft und Wissenschaft beteiligt werden?"
  },
  "AI:art_56.par_7": {
    en: "Can a smaller model provider sign only the transparency and copyright parts of the code of practice? Can non-systemic providers limit adherence to the basic obligations? Who invites providers to adhere to the GPAI code of practice?",
    de: "Können Anbieter ohne systemisches Risiko nur den Teil des Kodex zu Transparenz und Urheberrecht unterzeichnen? Wer lädt zur Unterzeichnung ein?"
  },
  "AI:art_56.par_9": {
    en: "What was the deadline for the GPAI codes of practice? Can the Commission adopt common rules by implementing act if no code is finalised by August 2025? What happens if the AI Office finds the code of practice inadequate?",
    de: "Bis wann mussten die Praxisleitfäden fertig sein? Was passiert, wenn bis 2. August 2025 kein Kodex vorliegt?"
  },
  "AI:art_57": {
    en: "What is an AI regulatory sandbox and can my startup join one? Does every EU country have to set up an AI sandbox, and by when? Is there a sandbox run by the AI Office at EU level? Can we be fined for things we test in the sandbox? What is an exit report from a sandbox?",
    de: "Was ist ein KI-Reallabor und wie kann unser Start-up teilnehmen? Bis wann müssen die Mitgliedstaaten ein KI-Reallabor einrichten? Drohen Geldbußen für Tests im Reallabor?"
  },
  "AI:art_57.par_1": {
    en: "By when must Germany have an AI regulatory sandbox operational? Can member states set up a joint sandbox instead of their own? Is the deadline for national AI sandboxes August 2027?",
    de: "Bis wann muss in Deutschland ein KI-Reallabor betriebsbereit sein? Können Mitgliedstaaten gemeinsam ein Reallabor betreiben?"
  },
  "AI:art_57.par_3": {
    en: "Can EU institutions and agencies test AI in a sandbox run by the European Data Protection Supervisor? Who runs AI sandboxes for Union bodies? Does the EDPS act as competent authority for such sandboxes?",
    de: "Kann der Europäische Datenschutzbeauftragte ein KI-Reallabor für EU-Organe einrichten? Wer ist für Reallabore der Unionseinrichtungen zuständig?"
  },
  "AI:art_57.par_3a": {
    en: "Is there an EU-level AI sandbox run by the AI Office? Which AI systems can join the AI Office sandbox? Do SMEs and small mid-caps get priority access to the Union sandbox?",
    de: "Gibt es ein KI-Reallabor auf Unionsebene beim Büro für Künstliche Intelligenz? Haben KMU und kleine Midcaps dort vorrangigen Zugang?"
  },
  "AI:art_57.par_5": {
    en: "What can we actually do in an AI sandbox, train and test before market launch? Do we need a sandbox plan agreed with the authority? Can real-world testing happen inside the sandbox?",
    de: "Was darf in einem KI-Reallabor entwickelt und getestet werden? Braucht man einen mit der Behörde vereinbarten Plan für das Reallabor?"
  },
  "AI:art_57.par_7": {
    en: "What is the exit report after leaving an AI sandbox and does it help with conformity assessment? Can we get written proof of what we tested in the sandbox? Will notified bodies take sandbox results into account?",
    de: "Was ist der Abschlussbericht eines KI-Reallabors und hilft er bei der Konformitätsbewertung? Erhalten Teilnehmer einen schriftlichen Nachweis?"
  },
  "AI:art_57.par_9": {
    en: "What are the goals of AI regulatory sandboxes? Do sandboxes aim to improve legal certainty and regulatory learning? Are sandboxes meant to speed up market access for startups and small mid-caps?",
    de: "Welche Ziele verfolgen KI-Reallabore? Sollen Reallabore den Marktzugang für KMU und Start-ups erleichtern?"
  },
  "AI:art_57.par_11": {
    en: "Can the authority stop a sandbox test if there is a significant risk to health or fundamental rights? Do sandboxes limit the supervisory powers of authorities? Must significant risks found in the sandbox be mitigated?",
    de: "Kann die Behörde ein Testverfahren im Reallabor bei erheblichen Risiken aussetzen? Bleiben die Aufsichtsbefugnisse im Reallabor bestehen?"
  },
  "AI:art_57.par_12": {
    en: "Are we liable for damage caused to third parties during sandbox experiments? Are companies protected from fines if they follow the sandbox plan in good faith? Does joining a sandbox shield us from civil liability claims?",
    de: "Haften Teilnehmer eines KI-Reallabors für Schäden Dritter? Werden Geldbußen verhängt, wenn man sich in gutem Glauben an den Plan hält?"
  },
  "AI:art_58": {
    en: "How do I apply to an AI sandbox and what are the eligibility criteria? Is participation in a sandbox free for startups? How long can a company stay in an AI sandbox? Is a sandbox in one member state recognised across the EU?",
    de: "Wie bewirbt man sich für ein KI-Reallabor und welche Kriterien gelten? Ist die Teilnahme für Start-ups kostenlos?"
  },
  "AI:art_58.par_2.pt_a": {
    en: "How fast must the authority decide on our sandbox application? Is there a three-month deadline to answer sandbox applicants? Are sandbox selection criteria required to be transparent and fair?",
    de: "Innerhalb welcher Frist muss die Behörde über den Antrag auf Teilnahme am Reallabor entscheiden? Sind die Auswahlkriterien transparent?"
  },
  "AI:art_58.par_2.pt_d": {
    en: "Do startups and SMEs have to pay to join an AI regulatory sandbox? Can sandbox authorities recover exceptional costs from small companies? Is access to AI sandboxes free of charge for SMEs?",
    de: "Ist die Teilnahme am KI-Reallabor für KMU und Start-ups kostenlos? Dürfen außergewöhnliche Kosten erhoben werden?"
  },
  "AI:art_58.par_2.pt_g": {
    en: "Is participation in a German AI sandbox recognised in France and other member states? Are sandbox application procedures simple for small companies? Does sandbox participation have the same legal effects across the Union?",
    de: "Wird die Teilnahme an einem Reallabor in einem Mitgliedstaat EU-weit anerkannt? Sind die Verfahren für KMU einfach gestaltet?"
  },
  "AI:art_58.par_2.pt_h": {
    en: "How long does an AI sandbox participation last? Can the national authority extend our time in the sandbox? Does the sandbox duration depend on project complexity?",
    de: "Wie lange dauert die Teilnahme an einem KI-Reallabor? Kann die Teilnahme verlängert werden?"
  },
  "AI:art_58.par_4": {
    en: "Can real-world testing be done within a sandbox? What safeguards must be agreed with the authority for testing in real life inside a sandbox? How are fundamental rights protected during sandbox field tests?",
    de: "Unter welchen Bedingungen sind Tests unter Realbedingungen innerhalb eines Reallabors zulässig? Welche Schutzvorkehrungen müssen vereinbart werden?"
  },
  "AI:art_59": {
    en: "Can we reuse customer personal data to train an AI model inside a regulatory sandbox? Under which GDPR conditions can personal data collected for other purposes be used in an AI sandbox? Can a hospital use patient data to develop diagnostic AI in a sandbox?",
    de: "Dürfen personenbezogene Daten, die für andere Zwecke erhoben wurden, im KI-Reallabor zum Training genutzt werden? Unter welchen Bedingungen ist die Weiterverarbeitung im Reallabor erlaubt?"
  },
  "AI:art_59.par_1": {
    en: "Which public interest areas like health, environment, energy or public administration allow further processing of personal data in a sandbox? Must the data be kept in an isolated environment and deleted afterwards? Do we have to publish a summary of the sandbox project?",
    de: "Für welche Bereiche des öffentlichen Interesses dürfen personenbezogene Daten im Reallabor weiterverarbeitet werden? Müssen die Daten danach gelöscht werden?"
  },
  "AI:art_59.par_2": {
    en: "Can police use personal data in an AI sandbox to develop crime prevention tools? What legal basis is needed for law enforcement processing in sandboxes? Do the same conditions apply to law enforcement sandbox data?",
    de: "Dürfen Strafverfolgungsbehörden personenbezogene Daten in KI-Reallaboren verarbeiten? Welche Rechtsgrundlage ist dafür nötig?"
  },
  "AI:art_60": {
    en: "Can we test our high-risk AI system with real users before getting CE marking? What conditions apply to real-world testing outside a sandbox? How long can a real-world trial of an AI hiring tool last? Do test participants need to give consent?",
    de: "Darf ich ein Hochrisiko-KI-System vor dem Inverkehrbringen unter Realbedingungen testen? Welche Voraussetzungen gelten für Tests unter Realbedingungen außerhalb von KI-Reallaboren?"
  },
  "AI:art_60.par_1": {
    en: "Which high-risk AI systems may be tested in real world conditions outside a sandbox? Can AI in medical devices or toys be field-tested before launch? Does the Commission specify what a real-world testing plan must contain?",
    de: "Welche Hochrisiko-KI-Systeme dürfen außerhalb eines Reallabors unter Realbedingungen getestet werden? Legt die Kommission den Inhalt des Testplans fest?"
  },
  "AI:art_60.par_2": {
    en: "Can a provider test a high-risk AI system together with a pilot customer before placing it on the market? Can we run a field trial with a deployer at any time before launch? Can a startup test alone without a deployer partner?",
    de: "Dürfen Anbieter Tests unter Realbedingungen gemeinsam mit Betreibern vor dem Inverkehrbringen durchführen? Darf der Anbieter auch allein testen?"
  },
  "AI:art_60.par_4": {
    en: "What is the checklist of conditions for testing a high-risk AI system in real life? Do we need authority approval, registration, consent and an EU establishment for a pilot? Must test predictions be reversible and overseen by qualified staff?",
    de: "Welche Bedingungen müssen für einen Test unter Realbedingungen alle erfüllt sein? Braucht man Genehmigung, Registrierung und Einwilligung?"
  },
  "AI:art_60.par_4.pt_b": {
    en: "Is real-world testing approved automatically if the market surveillance authority does not reply within 30 days? Is there tacit approval for AI field tests? Who has to approve our real-world testing plan?",
    de: "Gilt ein Test unter Realbedingungen als genehmigt, wenn die Marktüberwachungsbehörde nicht innerhalb von 30 Tagen antwortet? Wer genehmigt den Testplan?"
  },
  "AI:art_60.par_4.pt_c": {
    en: "Do we have to register our real-world AI test in the EU database? Does a field test need a Union-wide unique identification number? How are tests of police or border AI registered?",
    de: "Muss ein Test unter Realbedingungen in der EU-Datenbank registriert werden? Wie werden Tests von Strafverfolgungs-KI registriert?"
  },
  "AI:art_60.par_4.pt_f": {
    en: "What is the maximum duration of real-world testing of high-risk AI? Can an AI field trial be extended beyond six months? Do we need to notify the authority to extend the test period?",
    de: "Wie lange darf ein Test unter Realbedingungen höchstens dauern? Kann er um sechs Monate verlängert werden?"
  },
  "AI:art_60.par_4.pt_i": {
    en: "Do participants in a real-world AI test need to give informed consent? Is there an exception from consent for law enforcement tests? What if seeking consent would defeat the purpose of testing?",
    de: "Ist die informierte Einwilligung der Testpersonen bei Tests unter Realbedingungen erforderlich? Gibt es Ausnahmen für die Strafverfolgung?"
  },
  "AI:art_60.par_5": {
    en: "Can a person withdraw from an AI real-world test at any time? Can test participants demand deletion of their personal data? Do participants need to justify leaving an AI trial?",
    de: "Können Testteilnehmer jederzeit ohne Begründung aus dem Test aussteigen? Können sie die Löschung ihrer Daten verlangen?"
  },
  "AI:art_60.par_7": {
    en: "What must we do if a serious incident happens during real-world testing of our AI system? Must we suspend the test or take mitigation measures after an incident? Who do we report test incidents to?",
    de: "Was ist zu tun, wenn bei einem Test unter Realbedingungen ein schwerwiegender Vorfall auftritt? Muss der Test dann ausgesetzt werden?"
  },
  "AI:art_60.par_9": {
    en: "Who is liable for damage caused during real-world testing of an AI system? Does the provider remain liable under national liability law during field trials? Can injured test participants claim compensation?",
    de: "Wer haftet für Schäden, die während eines Tests unter Realbedingungen entstehen? Gilt das allgemeine Haftungsrecht?"
  },
  "AI:art_60a": {
    en: "Can car, rail, aviation or machinery makers test AI-enabled products in real traffic or real-world conditions? Can member states create national frameworks for real-world testing of AI in vehicles? How does real-world testing work for products under sectoral type-approval rules?",
    de: "Dürfen KI-gestützte Fahrzeuge oder Maschinen unter Realbedingungen getestet werden? Können Mitgliedstaaten Rahmen für Tests unter Realbedingungen für Produkte nach Anhang I Abschnitt B schaffen?"
  },
  "AI:art_60a.par_1": {
    en: "May a member state allow testing of AI in autonomous vehicles or drones outside a sandbox? Can makers of AI-enabled agricultural machinery test in real conditions? What is the purpose of real-world testing for Section B products?",
    de: "Können Mitgliedstaaten Tests von KI in Produkten nach Anhang I Abschnitt B außerhalb von Reallaboren erlauben? Gilt das für autonome Fahrzeuge?"
  },
  "AI:art_60a.par_5": {
    en: "What must a national real-world testing framework for AI-enabled products contain? Is a mandatory testing plan agreed with the authority required? Which safeguards from general real-world testing rules apply to vehicles and aviation products?",
    de: "Welche Anforderungen müssen nationale Rahmen für Tests unter Realbedingungen erfüllen? Ist ein verpflichtender Testplan vorgesehen?"
  },
  "AI:art_61": {
    en: "What must test subjects be told before consenting to a real-world AI trial? Does consent to an AI field test need to be written and dated? Can participants refuse or withdraw without giving reasons?",
    de: "Worüber müssen Testpersonen vor ihrer Einwilligung in einen Test unter Realbedingungen informiert werden? Muss die Einwilligung dokumentiert werden?"
  },
  "AI:art_61.par_1": {
    en: "What information must the consent form for an AI pilot study include? Must participants be told about duration, risks and their right to withdraw? Do test subjects get the test's identification number and contact details?",
    de: "Welche Informationen muss die Einwilligungserklärung für Tests unter Realbedingungen enthalten? Müssen Testpersonen über ihr Widerrufsrecht informiert werden?"
  },
  "AI:art_61.par_2": {
    en: "Do test participants get a copy of their signed informed consent? Must consent for AI trials be dated and documented? Can a legal representative receive the consent copy?",
    de: "Muss die Einwilligung datiert und dokumentiert werden? Erhalten Testpersonen eine Kopie?"
  },
  "AI:art_62": {
    en: "What support does the AI Act give small businesses and startups? Do SMEs pay lower conformity assessment fees? Is there a help desk or information platform for AI Act questions? Do startups get priority in AI sandboxes?",
    de: "Welche Unterstützung gibt es für KMU und Start-ups nach der KI-Verordnung? Zahlen KMU geringere Gebühren für die Konformitätsbewertung?"
  },
  "AI:art_62.par_1": {
    en: "What must national governments do to help SMEs comply with the AI Act? Do startups get priority access to AI sandboxes? Are there training and awareness programmes and advice channels for small businesses?",
    de: "Welche Maßnahmen müssen die Mitgliedstaaten für KMU und Start-ups ergreifen? Erhalten KMU vorrangigen Zugang zu Reallaboren?"
  },
  "AI:art_62.par_2": {
    en: "Are notified body fees for conformity assessment reduced for small companies? How are conformity assessment fees set for startups? Do SME fees depend on size and market size?",
    de: "Werden die Gebühren für die Konformitätsbewertung für KMU gesenkt? Wie werden Gebühren für Start-ups bemessen?"
  },
  "AI:art_62.par_3": {
    en: "Does the AI Office provide standardised templates for companies? Is there a single information platform on the AI Act for all operators? Does the AI Office run awareness campaigns about AI obligations?",
    de: "Stellt das Büro für Künstliche Intelligenz Vorlagen bereit? Gibt es eine zentrale Informationsplattform zur KI-Verordnung?"
  },
  "AI:art_63": {
    en: "Can a small company follow a simplified quality management system for its high-risk AI? Are SMEs exempt from any high-risk requirements? Does the simplified QMS apply if we belong to a corporate group?",
    de: "Dürfen KMU das Qualitätsmanagementsystem vereinfacht umsetzen? Gilt die Erleichterung auch bei Partner- oder verbundenen Unternehmen?"
  },
  "AI:art_63.par_1": {
    en: "Which SMEs may comply with quality management system elements in a simplified way? Will the Commission publish guidelines on a simplified QMS? Does the simplification apply if we have linked or partner enterprises?",
    de: "Welche Elemente des Qualitätsmanagementsystems können KMU vereinfacht erfüllen? Gibt es Leitlinien der Kommission dazu?"
  },
  "AI:art_64": {
    en: "What is the EU AI Office and what does it do? Who at the European Commission is in charge of AI oversight? Does the AI Office have enough resources to enforce the rules? Must member states support the AI Office?",
    de: "Was ist das Büro für Künstliche Intelligenz und welche Aufgaben hat es? Wer ist bei der Kommission für die Aufsicht über KI zuständig?"
  },
  "AI:art_65": {
    en: "What is the European Artificial Intelligence Board and who sits on it? How long are member state representatives appointed to the AI Board? Does the AI Office have a vote in the Board? Who chairs the European AI Board meetings?",
    de: "Was ist das Europäische Gremium für Künstliche Intelligenz und wie ist es zusammengesetzt? Wer führt den Vorsitz im KI-Gremium?"
  },
  "AI:art_65.par_2": {
    en: "How many representatives does each country have on the AI Board? Is the European Data Protection Supervisor a member or only an observer? Can external experts be invited to AI Board meetings?",
    de: "Wie viele Vertreter entsendet jeder Mitgliedstaat in das KI-Gremium? Nimmt der Europäische Datenschutzbeauftragte als Beobachter teil?"
  },
  "AI:art_66": {
    en: "What are the tasks of the European AI Board? Does the AI Board issue opinions and recommendations on the AI Act? Does the Board advise on amending the high-risk list or prohibited practices? Who promotes AI literacy at EU level?",
    de: "Welche Aufgaben hat das KI-Gremium? Gibt das Gremium Stellungnahmen und Empfehlungen zur Anwendung der KI-Verordnung ab?"
  },
  "AI:art_67": {
    en: "What is the AI Act advisory forum and can industry or NGOs join it? Who are the permanent members of the advisory forum, like ENISA and CEN? How long is the term of advisory forum members?",
    de: "Was ist das Beratungsforum nach der KI-Verordnung und wer ist Mitglied? Wie werden Mitglieder des Beratungsforums ernannt?"
  },
  "AI:art_67.par_2": {
    en: "Does the advisory forum include startups, SMEs, civil society and academia? Is the advisory forum balanced between commercial and non-commercial interests? Can a small AI company get a seat on the advisory forum?",
    de: "Wie ist die Zusammensetzung des Beratungsforums ausgewogen? Sind KMU und Zivilgesellschaft im Beratungsforum vertreten?"
  },
  "AI:art_68": {
    en: "What is the scientific panel of independent experts under the AI Act? Who can become an expert on the AI scientific panel? What does the scientific panel do about risky foundation models? Must panel experts be independent from AI companies?",
    de: "Was ist das wissenschaftliche Gremium unabhängiger Sachverständiger? Welche Aufgaben haben die unabhängigen Experten bei GPAI-Modellen?"
  },
  "AI:art_68.par_3": {
    en: "Can the scientific panel issue alerts about systemic risks of general-purpose AI models? Does the panel help develop benchmarks for evaluating model capabilities? Can the scientific panel support national market surveillance authorities?",
    de: "Welche Aufgaben hat das wissenschaftliche Gremium zur Unterstützung des KI-Büros? Kann es vor systemischen Risiken warnen?"
  },
  "AI:art_69": {
    en: "Can national authorities call on the EU scientific panel experts for enforcement? Do member states have to pay for advice from the expert pool? How does the Commission organise access to independent AI experts for countries?",
    de: "Können Mitgliedstaaten Sachverständige des wissenschaftlichen Gremiums hinzuziehen? Müssen sie dafür Gebühren zahlen?"
  },
  "AI:art_70": {
    en: "Which authority enforces the AI Act in Germany? What are national competent authorities under the AI Act? Does every member state need a market surveillance authority and a notifying authority for AI? Is there a single point of contact for AI Act questions?",
    de: "Welche Behörde ist in Deutschland für die KI-Verordnung zuständig? Was sind zuständige nationale Behörden nach der KI-Verordnung?"
  },
  "AI:art_70.par_1": {
    en: "Must each country designate at least one notifying authority and one market surveillance authority for AI? Do national AI authorities have to act independently and impartially? Can one authority perform all AI Act tasks in a member state?",
    de: "Muss jeder Mitgliedstaat eine notifizierende Behörde und eine Marktüberwachungsbehörde benennen? Müssen diese unabhängig handeln?"
  },
  "AI:art_70.par_2": {
    en: "Who is the single point of contact for the AI Act in each country? Where is the list of national AI authorities and contact points published? How can companies contact the competent authority electronically?",
    de: "Wer ist die zentrale Anlaufstelle für die KI-Verordnung? Wo ist die Liste der zuständigen Behörden veröffentlicht?"
  },
  "AI:art_70.par_3": {
    en: "Must national AI authorities have enough staff with expertise in AI, data protection and cybersecurity? Are member states required to fund their AI regulators adequately? Are resource needs of AI authorities reviewed annually?",
    de: "Müssen die nationalen Behörden ausreichend Personal und Ressourcen haben? Welche Fachkenntnisse müssen die Mitarbeiter haben?"
  },
  "AI:art_70.par_8": {
    en: "Can national authorities give small companies guidance and advice on implementing the AI Act? Do regulators offer advice to startups and small mid-caps? Must other sectoral authorities be consulted before giving AI guidance?",
    de: "Dürfen zuständige Behörden KMU und kleine Midcaps zur Umsetzung beraten? Bietet die Behörde Beratung für Start-ups?"
  },
  "AI:art_70.par_9": {
    en: "Who supervises EU institutions and agencies that use AI? Is the European Data Protection Supervisor the competent authority for Union bodies? Which authority oversees AI systems used by the Commission itself?",
    de: "Wer beaufsichtigt EU-Organe beim Einsatz von KI? Ist der Europäische Datenschutzbeauftragte zuständig?"
  },
  "AI:art_71": {
    en: "Is there a public EU database of high-risk AI systems? Who enters information into the EU AI database, provider or deployer? Can the public see which high-risk AI systems are registered? Who operates and controls the EU AI database?",
    de: "Gibt es eine öffentliche EU-Datenbank für Hochrisiko-KI-Systeme? Wer muss Daten in die EU-Datenbank eintragen?"
  },
  "AI:art_71.par_2": {
    en: "Does the provider or its authorised representative register the high-risk system in the EU database? Who enters registration data for systems claimed not high-risk? Which annex data does the provider submit?",
    de: "Trägt der Anbieter oder sein Bevollmächtigter die Daten in die EU-Datenbank ein? Welche Angaben macht der Anbieter?"
  },
  "AI:art_71.par_3": {
    en: "Do public authorities that use high-risk AI have to register their use in the EU database? Must a city council using AI for benefits decisions register as deployer? Who registers for deployers acting on behalf of public bodies?",
    de: "Müssen Behörden als Betreiber die Nutzung von Hochrisiko-KI in der EU-Datenbank registrieren? Gilt das auch für Stellen im Auftrag von Behörden?"
  },
  "AI:art_71.par_4": {
    en: "Is the information in the EU AI database publicly accessible and machine-readable? Are real-world testing registrations public or only visible to authorities? Which database sections are non-public, such as law enforcement entries?",
    de: "Sind die Einträge in der EU-Datenbank öffentlich zugänglich? Wer kann Registrierungen von Tests unter Realbedingungen einsehen?"
  },
  "AI:art_72": {
    en: "What is post-market monitoring for high-risk AI and what must it include? Do we need to keep monitoring our AI system's performance after launch? Is there a template for the post-market monitoring plan? Can medical device makers integrate AI monitoring into existing systems?",
    de: "Was ist ein System zur Beobachtung nach dem Inverkehrbringen für Hochrisiko-KI? Gibt es eine Vorlage für den Plan zur Beobachtung nach dem Inverkehrbringen?"
  },
  "AI:art_72.par_1": {
    en: "Must providers set up and document a post-market monitoring system? Is post-market monitoring proportionate to the risks of the AI system? Do all high-risk AI providers need a monitoring process after release?",
    de: "Müssen Anbieter ein Beobachtungssystem nach dem Inverkehrbringen einrichten? Muss es verhältnismäßig zum Risiko sein?"
  },
  "AI:art_72.par_2": {
    en: "What data must post-market monitoring collect about AI performance over its lifetime? Should monitoring include feedback from deployers and interaction with other AI systems? Are police deployers' sensitive operational data excluded from monitoring?",
    de: "Welche Daten muss die Beobachtung nach dem Inverkehrbringen erfassen? Gehört die Interaktion mit anderen KI-Systemen dazu?"
  },
  "AI:art_72.par_3": {
    en: "When will the Commission publish guidance and a template for the post-market monitoring plan? Is the post-market monitoring plan part of the technical documentation? What is the basis of the post-market monitoring system?",
    de: "Wann veröffentlicht die Kommission Leitlinien und eine Vorlage für den Beobachtungsplan? Ist der Plan Teil der technischen Dokumentation?"
  },
  "AI:art_72.par_4": {
    en: "Can medical device manufacturers fold AI post-market monitoring into their existing MDR system? Can banks integrate AI monitoring for credit scoring into existing governance processes? Must integrated monitoring achieve an equivalent level of protection?",
    de: "Können Finanzinstitute und Medizinproduktehersteller die Beobachtung in bestehende Systeme integrieren? Muss ein gleichwertiges Schutzniveau erreicht werden?"
  },
  "AI:art_73": {
    en: "Do we have to report incidents caused by our high-risk AI system to authorities? What is the deadline to report a serious AI incident? Which authority receives serious incident reports about AI? What if someone dies because of an AI system?",
    de: "Muss ein schwerwiegender Vorfall mit einem Hochrisiko-KI-System gemeldet werden? Innerhalb welcher Frist ist ein schwerwiegender Vorfall zu melden?"
  },
  "AI:art_73.par_1": {
    en: "To which authority does a provider report a serious incident? Is the incident reported in the country where it occurred? Must providers of high-risk AI report every serious incident?",
    de: "An welche Marktüberwachungsbehörde ist ein schwerwiegender Vorfall zu melden? Gilt die Meldepflicht im Mitgliedstaat des Vorfalls?"
  },
  "AI:art_73.par_2": {
    en: "Is the general deadline for reporting a serious incident 15 days after becoming aware? When does the reporting clock start, at the causal link? Does the reporting period depend on the severity of the incident?",
    de: "Gilt für die Meldung eines schwerwiegenden Vorfalls eine Frist von 15 Tagen? Ab wann läuft die Meldefrist?"
  },
  "AI:art_73.par_3": {
    en: "How fast must we report an AI incident that disrupts critical infrastructure? Is the deadline two days for a widespread infringement? Which incidents require immediate reporting within 48 hours?",
    de: "Muss eine Störung kritischer Infrastruktur durch KI innerhalb von zwei Tagen gemeldet werden? Welche Frist gilt bei einem weitverbreiteten Verstoß?"
  },
  "AI:art_73.par_4": {
    en: "What is the reporting deadline if a person dies due to a high-risk AI system? Must a suspected causal link to a death be reported immediately? Is the maximum period for fatal incidents 10 days?",
    de: "Welche Meldefrist gilt beim Tod einer Person durch ein KI-System? Muss schon der Verdacht gemeldet werden?"
  },
  "AI:art_73.par_5": {
    en: "Can we file an incomplete initial incident report and complete it later? Is a preliminary serious incident notification allowed to meet the deadline? Can deployers also submit an initial report?",
    de: "Darf zunächst eine unvollständige Erstmeldung abgegeben werden? Kann die vollständige Meldung nachgereicht werden?"
  },
  "AI:art_73.par_6": {
    en: "After reporting an incident, must we investigate and do a risk assessment? Can we modify the AI system before telling authorities about the change? Must providers cooperate with notified bodies during incident investigations?",
    de: "Welche Untersuchungspflichten hat der Anbieter nach der Meldung eines Vorfalls? Darf das KI-System vorher verändert werden?"
  },
  "AI:art_73.par_9": {
    en: "Do banks or other regulated firms with equivalent reporting duties only report fundamental rights incidents? Is incident reporting limited for providers already subject to sector reporting rules? Which incidents must financial institutions still report under the AI Act?",
    de: "Gilt eine eingeschränkte Meldepflicht für Anbieter, die bereits gleichwertigen Meldepflichten unterliegen? Welche Vorfälle sind dann noch zu melden?"
  },
  "AI:art_73.par_10": {
    en: "How do medical device makers with AI report serious incidents under the AI Act? Is AI Act incident reporting limited for MDR and IVDR devices? To which authority do device manufacturers report fundamental rights incidents?",
    de: "Wie melden Hersteller von Medizinprodukten mit KI schwerwiegende Vorfälle? Ist die Meldepflicht für Medizinprodukte eingeschränkt?"
  },
  "AI:art_74": {
    en: "How is market surveillance of AI systems organised under the AI Act? Which authority supervises AI used by banks and insurers? Can regulators demand access to our training data or source code? Who supervises AI used by police and courts?",
    de: "Wie funktioniert die Marktüberwachung von KI-Systemen? Welche Behörde überwacht KI bei Banken? Dürfen Behörden Zugang zum Quellcode verlangen?"
  },
  "AI:art_74.par_2": {
    en: "Do market surveillance authorities report use of prohibited AI practices to the Commission each year? Do AI regulators share competition-relevant findings with antitrust authorities? What annual reports do market surveillance authorities send?",
    de: "Berichten Marktüberwachungsbehörden jährlich über verbotene KI-Praktiken? Werden wettbewerbsrelevante Informationen weitergegeben?"
  },
  "AI:art_74.par_3": {
    en: "Who supervises AI in products like toys or medical devices? Is the existing sectoral market surveillance authority also the AI Act authority? Can a member state designate another authority for AI in products?",
    de: "Wer ist Marktüberwachungsbehörde für KI in Produkten nach Anhang I Abschnitt A? Bleibt die sektorale Behörde zuständig?"
  },
  "AI:art_74.par_6": {
    en: "Is BaFin or the financial supervisor the AI Act authority for credit scoring at banks? Who supervises AI used by insurance companies? Which authority checks AI used directly for financial services?",
    de: "Ist die BaFin Marktüberwachungsbehörde für KI-Systeme von Banken und Versicherungen? Wer überwacht KI bei Finanzdienstleistungen?"
  },
  "AI:art_74.par_8": {
    en: "Are data protection authorities the market surveillance authorities for police and justice AI systems? Who supervises biometric AI used by law enforcement? Which authority oversees AI used for migration and border control?",
    de: "Sind Datenschutzbehörden für die Überwachung von KI in Strafverfolgung, Migration und Justiz zuständig? Wer überwacht biometrische Systeme der Polizei?"
  },
  "AI:art_74.par_11": {
    en: "Can market surveillance authorities of different countries run joint investigations into an AI system? Can the Commission propose joint activities on AI compliance? How is cross-border AI enforcement coordinated?",
    de: "Können Marktüberwachungsbehörden gemeinsame Untersuchungen durchführen? Wie wird grenzüberschreitend zusammengearbeitet?"
  },
  "AI:art_74.par_12": {
    en: "Can a regulator demand access to the training, validation and testing datasets of our AI? Can authorities access our data through an API or remote means? Is access limited to what is necessary for their tasks?",
    de: "Dürfen Marktüberwachungsbehörden Zugang zu Trainings-, Validierungs- und Testdaten verlangen? Auch über Fernzugriff?"
  },
  "AI:art_74.par_13": {
    en: "When can authorities get access to the source code of a high-risk AI system? Do they first have to exhaust other testing and audit methods? Does a source code request need to be reasoned?",
    de: "Unter welchen Voraussetzungen erhält die Marktüberwachungsbehörde Zugang zum Quellcode? Muss die Anfrage begründet sein?"
  },
  "AI:art_75": {
    en: "When is the AI Office rather than the national authority responsible for supervising an AI system? Does the AI Office supervise AI built on a company's own foundation model? Who supervises AI integrated in very large online platforms? Does the AI Office do conformity assessments for high-risk AI?",
    de: "Wann ist das Büro für Künstliche Intelligenz statt der nationalen Behörde für ein KI-System zuständig? Wer überwacht KI in sehr großen Online-Plattformen?"
  },
  "AI:art_75.par_1": {
    en: "Which AI systems fall under the exclusive competence of the AI Office? Does AI Office supervision apply to deployers too? When is a national authority not competent for an AI system?",
    de: "Für welche KI-Systeme ist das KI-Büro ausschließlich zuständig? Gilt dies auch für Betreiber?"
  },
  "AI:art_75.par_1.pt_a": {
    en: "If a company builds a chatbot on its own large language model, is the AI Office the supervisor? Which exceptions apply, like critical infrastructure, banks or justice? Does it matter whether model and system come from the same corporate group?",
    de: "Ist das KI-Büro zuständig, wenn Modell und KI-System vom selben Anbieter stammen? Welche Ausnahmen gelten?"
  },
  "AI:art_75.par_1.pt_b": {
    en: "Who supervises AI features in very large online platforms designated under the DSA? Is AI integrated into a very large search engine supervised by the AI Office? Does the AI Office oversee recommender AI on big social media platforms?",
    de: "Wer beaufsichtigt KI-Systeme in sehr großen Online-Plattformen und Suchmaschinen nach dem DSA? Ist das KI-Büro zuständig?"
  },
  "AI:art_75.par_1a": {
    en: "Do providers under AI Office supervision report serious incidents to the AI Office? Do the normal incident deadlines apply when reporting to the AI Office? Does the AI Office forward incident reports to national authorities?",
    de: "Müssen Anbieter unter Aufsicht des KI-Büros schwerwiegende Vorfälle an das KI-Büro melden? Leitet das KI-Büro die Meldung weiter?"
  },
  "AI:art_75.par_1d": {
    en: "Must the AI Office inform the national authority before banning or recalling an AI system? Does the AI Office consult national authorities on enforcement? Can the AI Office restrict an AI system on a national market?",
    de: "Muss das KI-Büro die nationale Behörde vor einem Verbot oder Rückruf informieren? Konsultiert es die nationalen Behörden?"
  },
  "AI:art_75.par_1e": {
    en: "Does the AI Office carry out third-party conformity assessments for high-risk AI under its competence? Who pays the notified body fees in that case? Can the Commission delegate these tests to notified bodies?",
    de: "Führt das KI-Büro Konformitätsbewertungen durch? Wer trägt die Kosten der notifizierten Stelle?"
  },
  "AI:art_75.par_2": {
    en: "What happens if a general-purpose AI system used for a high-risk purpose is suspected non-compliant? Do national authorities work with the AI Office on compliance evaluations? Is the AI Board informed of such cases?",
    de: "Wie arbeiten Marktüberwachungsbehörden bei KI-Systemen mit allgemeinem Verwendungszweck mit dem KI-Büro zusammen? Wird das Gremium informiert?"
  },
  "AI:art_75.par_2a": {
    en: "Can a national market surveillance authority ask the AI Office to act against a provider under its competence? What must a request to the AI Office contain? Can national regulators flag suspected infringements by platform AI to Brussels?",
    de: "Kann eine Marktüberwachungsbehörde das KI-Büro um ein Tätigwerden ersuchen? Was muss das Ersuchen enthalten?"
  },
  "AI:art_75.par_3": {
    en: "What if a national authority cannot get information about the underlying GPAI model during an investigation? Can it ask the AI Office for help? Can the AI Office request model information on behalf of a national regulator?",
    de: "Was kann eine Behörde tun, wenn sie keine Informationen zum zugrunde liegenden GPAI-Modell erhält? Kann sie das KI-Büro einschalten?"
  },
  "AI:art_75a": {
    en: "What investigative powers does the AI Office have over AI systems it supervises? Can the AI Office inspect our offices and seal records? Can the AI Office charge us for its enforcement costs? Can the AI Office open an investigation after a complaint?",
    de: "Welche Ermittlungsbefugnisse hat das Büro für Künstliche Intelligenz? Darf das KI-Büro Geschäftsräume durchsuchen und versiegeln?"
  },
  "AI:art_75a.par_1": {
    en: "Does the AI Office have all powers of a market surveillance authority? Can the AI Office reclaim its enforcement costs from companies? Which market surveillance regulation powers can the AI Office use?",
    de: "Hat das KI-Büro die Befugnisse einer Marktüberwachungsbehörde? Kann das KI-Büro die Kosten der Aufsicht zurückfordern?"
  },
  "AI:art_75a.par_2": {
    en: "When can the AI Office open a formal investigation into a provider or deployer? Can a complaint trigger an AI Office investigation? Will the company be notified when an investigation starts?",
    de: "Wann kann das KI-Büro eine Untersuchung wegen Nichteinhaltung einleiten? Kann eine Beschwerde eine Untersuchung auslösen?"
  },
  "AI:art_75a.par_3": {
    en: "Do we have to answer an AI Office request for information? What is the difference between a simple request and a decision? What fines apply for incorrect answers to the AI Office?",
    de: "Muss man ein Auskunftsersuchen des KI-Büros beantworten? Was ist der Unterschied zwischen einfachem Ersuchen und Beschluss?"
  },
  "AI:art_75a.par_4": {
    en: "Can AI Office officials carry out on-site inspections and enter premises? Can they copy data and interview staff during a dawn raid? Can police assist if a company obstructs the inspection?",
    de: "Darf das KI-Büro Nachprüfungen vor Ort durchführen und Mitarbeiter befragen? Können Räume versiegelt werden?"
  },
  "AI:art_75a.par_6": {
    en: "Can the AI Office order access to our AI system and explanations about it? Can it require us to retain data and documents? What extra powers does the AI Office have beyond market surveillance powers?",
    de: "Kann das KI-Büro Zugang zum KI-System und Aufbewahrung von Daten anordnen? Welche zusätzlichen Befugnisse hat es?"
  },
  "AI:art_75b": {
    en: "Can a company offer commitments to the AI Office to close an investigation? Can the AI Office reopen a case after accepting commitments? What happens if we break binding commitments? Can the AI Office reject inadequate commitments?",
    de: "Kann ein Unternehmen dem KI-Büro Verpflichtungszusagen anbieten, um ein Verfahren zu beenden? Wann kann das Verfahren wieder aufgenommen werden?"
  },
  "AI:art_75c": {
    en: "What fines can the AI Office impose on AI system providers under its supervision? What are periodic penalty payments from the AI Office? Can we challenge an AI Office fine in the EU Court of Justice? How long can the AI Office pursue an infringement?",
    de: "Welche Geldbußen und Zwangsgelder kann das KI-Büro verhängen? Kann man gegen Entscheidungen des KI-Büros vor dem EuGH klagen?"
  },
  "AI:art_75c.par_2": {
    en: "Does the AI Office send preliminary findings before a non-compliance decision? Are we told which measures the AI Office is considering? Can we react to preliminary findings before a decision?",
    de: "Teilt das KI-Büro vorläufige Feststellungen vor einer Entscheidung mit? Erfährt das Unternehmen die geplanten Maßnahmen?"
  },
  "AI:art_75c.par_4": {
    en: "How high can AI Office fines for non-compliance or breached commitments be? Is giving misleading information to the AI Office fined? Are breaches of any AI Act provision fined in the middle tier by the AI Office?",
    de: "Welche Geldbußen drohen bei Verstößen im Zuständigkeitsbereich des KI-Büros? Wird die Verletzung von Verpflichtungszusagen geahndet?"
  },
  "AI:art_75c.par_5": {
    en: "Can the AI Office impose daily penalty payments to force compliance? Is the cap 5 percent of average daily turnover? Can periodic penalties force us to submit to an inspection?",
    de: "Wie hoch dürfen Zwangsgelder des KI-Büros pro Tag sein? Wofür kann das KI-Büro Zwangsgelder verhängen?"
  },
  "AI:art_75c.par_6": {
    en: "Can the EU Court of Justice cancel, reduce or increase AI Office fines? Does the court have unlimited jurisdiction over periodic penalty payments? How do we appeal an AI Office fine?",
    de: "Kann der EuGH Geldbußen des KI-Büros aufheben, herabsetzen oder erhöhen? Wie kann man gegen Zwangsgelder vorgehen?"
  },
  "AI:art_75c.par_8": {
    en: "What is the limitation period for AI Office enforcement? When does the five-year period start for continuing infringements? How long can the AI Office enforce a final decision?",
    de: "Welche Verjährungsfrist gilt für Befugnisse des KI-Büros? Wann beginnt die Verjährung bei andauernden Verstößen?"
  },
  "AI:art_75d": {
    en: "What procedural rights do companies have in AI Office proceedings? Can we access the AI Office file? Will AI Office decisions against us be published with our name?",
    de: "Welche Verfahrensrechte haben Unternehmen gegenüber dem KI-Büro? Haben wir Recht auf Akteneinsicht?"
  },
  "AI:art_75d.par_2": {
    en: "Do we have a right of defence and access to the file in AI Office proceedings? How are business secrets protected during file access? Are internal AI Office documents excluded from access?",
    de: "Wie wird die Akteneinsicht bei Verfahren des KI-Büros gewährt? Werden Geschäftsgeheimnisse dabei geschützt?"
  },
  "AI:art_75d.par_4": {
    en: "Does the AI Office publish its decisions and fines with company names? Are decisions accepting commitments also made public? How is confidential information protected in published decisions?",
    de: "Veröffentlicht das KI-Büro seine Entscheidungen mit Namen der Parteien? Werden verhängte Sanktionen veröffentlicht?"
  },
  "AI:art_76": {
    en: "Who supervises real-world testing of AI systems? Can the authority stop or change an ongoing AI field test? How can a provider challenge a decision to suspend testing?",
    de: "Wer überwacht Tests unter Realbedingungen? Kann die Behörde einen laufenden Test aussetzen oder beenden?"
  },
  "AI:art_76.par_3": {
    en: "Can a market surveillance authority suspend or terminate our real-world test after a serious incident? Can the authority require us to change how the field test is run? What triggers an authority's intervention in real-world testing?",
    de: "Kann die Marktüberwachungsbehörde einen Test nach einem schwerwiegenden Vorfall aussetzen oder beenden? Kann sie Änderungen am Test verlangen?"
  },
  "AI:art_77": {
    en: "Can anti-discrimination bodies or equality authorities access documentation on AI systems? Can fundamental rights authorities ask for testing of a high-risk AI system? Which German authorities protect fundamental rights under the AI Act? Must member states publish a list of these bodies?",
    de: "Dürfen Grundrechtsbehörden wie Antidiskriminierungsstellen Unterlagen zu KI-Systemen anfordern? Welche Behörden zum Schutz der Grundrechte sind benannt?"
  },
  "AI:art_77.par_1": {
    en: "Can an equality body get documentation of an AI hiring tool from the market surveillance authority? Which public bodies protecting non-discrimination can request AI documentation? Must the documentation be provided in accessible, machine-readable format?",
    de: "Können Behörden zum Schutz der Grundrechte Dokumentation anfordern? Gilt das für Antidiskriminierungsstellen?"
  },
  "AI:art_77.par_3": {
    en: "Can a fundamental rights body request technical testing of a high-risk AI system? What if the AI documentation is insufficient to detect discrimination? Who organises the testing requested by an equality body?",
    de: "Kann eine Grundrechtsbehörde Tests eines Hochrisiko-KI-Systems verlangen? Wer organisiert diese Tests?"
  },
  "AI:art_78": {
    en: "Do authorities keep our source code and trade secrets confidential? What happens to data regulators collect during AI investigations? Can authorities share confidential AI information with third countries? Must notified bodies keep our documentation confidential?",
    de: "Müssen Behörden Geschäftsgeheimnisse und Quellcode vertraulich behandeln? Werden erhobene Daten nach Gebrauch gelöscht?"
  },
  "AI:art_78.par_1": {
    en: "Which interests like IP, trade secrets and national security are protected by confidentiality? Who is bound by confidentiality when applying the AI Act? Is our source code protected when given to a notified body?",
    de: "Welche Informationen sind durch die Vertraulichkeitspflicht geschützt? Wer ist zur Vertraulichkeit verpflichtet?"
  },
  "AI:art_79": {
    en: "What can the authority do if our AI system presents a risk to health, safety or fundamental rights? Can a regulator order a recall or withdrawal of an AI product? How long do we have to fix non-compliance?",
    de: "Was passiert, wenn ein KI-System ein Risiko darstellt? Kann die Behörde einen Rückruf anordnen?"
  },
  "AI:art_79.par_2": {
    en: "How long does a company have to take corrective action after the regulator finds non-compliance? Is the maximum period 15 working days to fix, withdraw or recall? Must authorities give special attention to risks to vulnerable groups?",
    de: "Innerhalb welcher Frist müssen Korrekturmaßnahmen ergriffen werden? Gilt eine Frist von 15 Arbeitstagen?"
  },
  "AI:art_79.par_5": {
    en: "Can a national authority ban an AI system from its market if corrective action is not taken? Can it order withdrawal or recall of a standalone AI system? Must it notify the Commission and other countries?",
    de: "Kann die Behörde vorläufige Maßnahmen wie ein Verbot oder einen Rückruf ergreifen? Muss sie andere Mitgliedstaaten informieren?"
  },
  "AI:art_79.par_8": {
    en: "When is a national measure against an AI system deemed justified if nobody objects? Is the objection period three months or 30 days for prohibited practices? What happens if no member state objects to a ban?",
    de: "Wann gilt eine nationale Maßnahme gegen ein KI-System als gerechtfertigt? Welche Einspruchsfrist gilt?"
  },
  "AI:art_80": {
    en: "What if a regulator thinks our AI system we classified as not high-risk actually is high-risk? Can we be fined for misclassifying our AI to avoid high-risk requirements? How does the authority check self-assessments that an Annex III system is not high-risk?",
    de: "Was passiert, wenn die Behörde ein vom Anbieter als nicht hochriskant eingestuftes System doch als hochriskant ansieht? Drohen Geldbußen bei bewusster Fehleinstufung?"
  },
  "AI:art_80.par_1": {
    en: "Can a market surveillance authority re-evaluate a provider's decision that its AI system is not high-risk? What test does the authority apply when reviewing a non-high-risk self-classification? Can our Annex III exemption claim be challenged?",
    de: "Kann die Behörde die Einstufung als nicht hochriskant überprüfen? Nach welchen Kriterien wird geprüft?"
  },
  "AI:art_80.par_7": {
    en: "What penalty applies if a company deliberately misclassifies its AI to circumvent the high-risk rules? Can misclassifying an AI hiring tool as low-risk lead to fines? Is intentional misclassification treated differently from honest mistakes?",
    de: "Welche Folgen hat eine absichtliche Fehleinstufung zur Umgehung der Anforderungen? Drohen Geldbußen?"
  },
  "AI:art_81": {
    en: "What happens if another member state or the Commission objects to a national ban of an AI system? How does the Union safeguard procedure work for AI? How long does the Commission take to decide if a national measure is justified?",
    de: "Wie läuft das Schutzklauselverfahren der Union bei KI-Systemen ab? Wie lange hat die Kommission Zeit zu entscheiden?"
  },
  "AI:art_82": {
    en: "Can a compliant high-risk AI system still be restricted if it poses a risk? What if our certified AI system is lawful but still dangerous to fundamental rights? Does the Commission review such measures against compliant systems?",
    de: "Kann ein konformes Hochrisiko-KI-System trotzdem beschränkt werden, wenn es ein Risiko darstellt? Wer prüft solche Maßnahmen?"
  },
  "AI:art_83": {
    en: "What counts as formal non-compliance, like missing CE marking or declaration of conformity? What happens if our high-risk AI is not registered in the EU database? Can missing technical documentation lead to a market ban?",
    de: "Was gilt bei formaler Nichtkonformität wie fehlender CE-Kennzeichnung oder fehlender Registrierung? Kann das zu einem Vertriebsverbot führen?"
  },
  "AI:art_83.par_1": {
    en: "Which formal defects like wrong CE marking must a provider fix? Is a missing authorised representative a formal non-compliance? Must we fix an incorrectly drawn up declaration of conformity within a deadline?",
    de: "Welche formalen Mängel muss der Anbieter auf Aufforderung beseitigen? Gehört die fehlende technische Dokumentation dazu?"
  },
  "AI:art_84": {
    en: "What are Union AI testing support structures and what do they do? Who gives independent technical advice to market surveillance authorities on AI? Can the AI Board request scientific advice from testing support structures?",
    de: "Was sind Unionsstrukturen zur Unterstützung der Prüfung von KI? Wer berät Behörden unabhängig technisch?"
  },
  "AI:art_85": {
    en: "Where can I file a complaint about an AI system that I think breaks the AI Act? Can a consumer complain to a regulator about an AI chatbot or hiring tool? Can anyone, including companies and NGOs, report AI Act violations to the authority?",
    de: "Wo kann ich mich über ein KI-System beschweren? Kann jeder eine Beschwerde bei der Marktüberwachungsbehörde einreichen?"
  },
  "AI:art_86": {
    en: "Do I have a right to an explanation if an AI system rejected my loan or job application? Can I ask an employer why the AI screened me out? What explanation must deployers give about AI-assisted decisions?",
    de: "Habe ich ein Recht auf Erläuterung, wenn eine KI meinen Kreditantrag abgelehnt hat? Muss der Betreiber erklären, welche Rolle die KI bei der Entscheidung spielte?"
  },
  "AI:art_86.par_1": {
    en: "Can a person affected by a high-risk AI decision demand a clear and meaningful explanation? Which decisions qualify, those with legal or similarly significant effects? Does the right cover critical infrastructure systems?",
    de: "Welche Erläuterung kann eine betroffene Person vom Betreiber verlangen? Für welche Entscheidungen gilt das Recht?"
  },
  "AI:art_86.par_3": {
    en: "Does the AI Act explanation right apply if GDPR already gives a right to information? Is the right to explanation subsidiary to other EU law? Can national law restrict the right to explanation?",
    de: "Gilt das Recht auf Erläuterung auch, wenn andere Unionsvorschriften es schon vorsehen? Ist es subsidiär zur DSGVO?"
  },
  "AI:art_87": {
    en: "Are whistleblowers who report AI Act violations protected? Does the EU Whistleblower Directive cover reports about AI compliance breaches? Can an employee report their company's illegal AI use safely?",
    de: "Sind Hinweisgeber geschützt, die Verstöße gegen die KI-Verordnung melden? Gilt die Whistleblower-Richtlinie für KI-Verstöße?"
  },
  "AI:art_88": {
    en: "Who enforces the rules on general-purpose AI models, the Commission or national authorities? Does the AI Office supervise large language model providers? Can national authorities ask the Commission to act against a model provider?",
    de: "Wer ist für die Durchsetzung der Pflichten von Anbietern von KI-Modellen mit allgemeinem Verwendungszweck zuständig? Hat die Kommission ausschließliche Befugnisse?"
  },
  "AI:art_89": {
    en: "How does the AI Office monitor compliance by foundation model providers? Can a company building on an LLM complain to the AI Office about the model provider? Does the AI Office check adherence to codes of practice?",
    de: "Können nachgelagerte Anbieter beim KI-Büro Beschwerde gegen einen Modellanbieter einlegen? Wie überwacht das KI-Büro GPAI-Anbieter?"
  },
  "AI:art_89.par_2": {
    en: "As a downstream app developer, how do I lodge a complaint that a GPAI provider is violating the AI Act? What must a downstream provider complaint contain? Must the complaint be reasoned with facts and provisions?",
    de: "Was muss die Beschwerde eines nachgelagerten Anbieters enthalten? Wie reicht man eine Beschwerde gegen einen Modellanbieter ein?"
  },
  "AI:art_90": {
    en: "What is a qualified alert from the scientific panel about a general-purpose AI model? Who can warn the AI Office that a model poses systemic risk? What must a qualified alert contain?",
    de: "Was ist eine qualifizierte Warnung des wissenschaftlichen Gremiums? Was muss sie enthalten?"
  },
  "AI:art_91": {
    en: "Can the Commission demand documentation from a GPAI model provider? What must a request for information to an AI model provider state? Can lawyers provide information on behalf of the model provider?",
    de: "Kann die Kommission Dokumentation und Informationen von Anbietern von GPAI-Modellen anfordern? Welche Angaben muss das Auskunftsersuchen enthalten?"
  },
  "AI:art_92": {
    en: "Can the AI Office evaluate or test our foundation model itself? Can the Commission demand API or source code access to a general-purpose AI model? Who carries out evaluations of systemic risk models?",
    de: "Darf das KI-Büro ein GPAI-Modell selbst bewerten? Kann es Zugang über API oder Quellcode verlangen?"
  },
  "AI:art_92.par_3": {
    en: "Can the Commission request access to a model through APIs, tools or source code for an evaluation? Must we give evaluators technical access to our model weights? What access can the AI Office demand for model testing?",
    de: "Kann die Kommission Zugang zum Modell über Programmierschnittstellen oder Quellcode verlangen? Welchen Zugang muss der Anbieter gewähren?"
  },
  "AI:art_93": {
    en: "Can the Commission order a general-purpose AI model to be withdrawn or recalled? What measures can be imposed on a systemic risk model provider? Can a provider offer binding commitments to mitigate risks?",
    de: "Kann die Kommission Risikominderungsmaßnahmen oder den Rückruf eines KI-Modells verlangen? Können Verpflichtungszusagen verbindlich gemacht werden?"
  },
  "AI:art_93.par_1": {
    en: "Which measures can the Commission request from a model provider? Can it demand mitigation measures after an evaluation? Can the Commission restrict making a model available on the market?",
    de: "Welche Maßnahmen kann die Kommission von GPAI-Anbietern verlangen? Kann sie die Bereitstellung eines Modells beschränken?"
  },
  "AI:art_94": {
    en: "What procedural rights do GPAI model providers have, like the right to be heard? Does the market surveillance regulation's right to be heard apply to model providers? Can a model provider challenge Commission measures?",
    de: "Welche Verfahrensrechte haben Anbieter von KI-Modellen mit allgemeinem Verwendungszweck? Haben sie ein Recht auf Anhörung?"
  },
  "AI:art_95": {
    en: "Can non-high-risk AI providers voluntarily adopt codes of conduct? What topics can voluntary AI codes of conduct cover, like sustainability or diversity? Who can draw up a code of conduct for AI?",
    de: "Was sind Verhaltenskodizes für die freiwillige Anwendung von Anforderungen auf nicht hochriskante KI? Wer kann einen Verhaltenskodex aufstellen?"
  },
  "AI:art_95.par_2": {
    en: "Can a code of conduct address environmental impact and energy-efficient AI? Can it cover AI literacy and inclusive design? Can voluntary codes address impacts on vulnerable persons and gender equality?",
    de: "Welche Themen können freiwillige Verhaltenskodizes abdecken? Gehört ökologische Nachhaltigkeit dazu?"
  },
  "AI:art_96": {
    en: "Will the Commission publish guidelines on the AI system definition and prohibited practices? Are there official guidelines on high-risk requirements and transparency obligations? Is there guidance on substantial modification and overlap with product safety law?",
    de: "Welche Leitlinien muss die Kommission zur KI-Verordnung veröffentlichen? Gibt es Leitlinien zur Definition eines KI-Systems?"
  },
  "AI:art_96.par_1": {
    en: "On which topics does the Commission develop practical guidelines? When will guidelines on the interplay with product legislation come? Will guidelines consider the needs of SMEs and local authorities?",
    de: "Zu welchen Themen erlässt die Kommission Leitlinien? Berücksichtigen die Leitlinien die Bedürfnisse von KMU?"
  },
  "AI:art_97": {
    en: "How long does the Commission have power to adopt delegated acts under the AI Act? Can Parliament or Council object to an AI Act delegated act? Can the Commission amend Annex III by delegated act?",
    de: "Wie lange ist die Kommission zum Erlass delegierter Rechtsakte befugt? Können Parlament und Rat widersprechen?"
  },
  "AI:art_98": {
    en: "Which comitology committee assists the Commission on AI Act implementing acts? What is the examination procedure for AI implementing acts? Do member states vote on AI implementing acts?",
    de: "Welcher Ausschuss unterstützt die Kommission beim Erlass von Durchführungsrechtsakten? Gilt das Prüfverfahren?"
  },
  "AI:art_99": {
    en: "What are the fines for breaking the AI Act? How much can a company be fined for using a banned AI practice? Are fines lower for startups and SMEs? How do authorities decide the amount of an AI fine?",
    de: "Welche Geldbußen drohen bei Verstößen gegen die KI-Verordnung? Gibt es geringere Bußgelder für KMU und Start-ups?"
  },
  "AI:art_99.par_1": {
    en: "Do member states set the penalties for AI Act violations? Can penalties include warnings and non-monetary measures? Must penalties consider the economic viability of SMEs?",
    de: "Wer legt die Sanktionen für Verstöße gegen die KI-Verordnung fest? Müssen die Interessen von KMU berücksichtigt werden?"
  },
  "AI:art_99.par_3": {
    en: "What is the maximum fine for prohibited AI practices like social scoring? Is it 35 million euros or 7 percent of global turnover? How much could a company be fined for banned emotion recognition at work?",
    de: "Wie hoch ist die Geldbuße für verbotene KI-Praktiken? Gilt der höhere Betrag von 35 Millionen Euro oder 7 Prozent des Umsatzes?"
  },
  "AI:art_99.par_4": {
    en: "What fine applies for violating high-risk obligations or transparency duties? Is the cap 15 million euros or 3 percent of turnover? Which operator duties fall in the middle fine tier?",
    de: "Welche Geldbuße droht bei Verstößen gegen Pflichten von Anbietern, Betreibern oder Einführern? Gilt die Obergrenze von 15 Millionen Euro oder 3 Prozent?"
  },
  "AI:art_99.par_4.pt_a": {
    en: "What is the fine if a provider of high-risk AI fails to meet its provider obligations? Can a provider be fined for missing quality management or CE marking? How much for breaching provider duties?",
    de: "Welche Geldbuße droht Anbietern bei Verstoß gegen ihre Pflichten für Hochrisiko-KI? Bis zu welcher Höhe?"
  },
  "AI:art_99.par_4.pt_c": {
    en: "Can importers of AI systems be fined for not meeting their obligations? What fine applies to an importer selling non-compliant high-risk AI? Are importers in the 15 million euro tier?",
    de: "Drohen Einführern von KI-Systemen Geldbußen? Welche Höhe ist möglich?"
  },
  "AI:art_99.par_4.pt_e": {
    en: "Can an employer using a CV screening tool be fined for breaching deployer obligations? What fine applies to companies using high-risk AI without human oversight? Are deployers fined for not following instructions for use?",
    de: "Welche Geldbuße droht Betreibern von Hochrisiko-KI-Systemen bei Pflichtverstößen? Können Arbeitgeber als Betreiber belangt werden?"
  },
  "AI:art_99.par_4.pt_g": {
    en: "What is the fine for not labelling deepfakes or not disclosing a chatbot? Can missing watermarks on AI content be fined? Which fine tier applies to transparency violations?",
    de: "Welche Geldbuße droht bei Verstößen gegen die Transparenzpflichten, etwa fehlender Deepfake-Kennzeichnung? Wie hoch kann sie ausfallen?"
  },
  "AI:art_99.par_5": {
    en: "What is the fine for giving false or misleading information to authorities or notified bodies? Is it 7.5 million euros or 1 percent of turnover? Can incomplete answers to a regulator be fined?",
    de: "Welche Geldbuße droht für falsche oder irreführende Angaben gegenüber Behörden? Gilt die Grenze von 7,5 Millionen Euro oder 1 Prozent?"
  },
  "AI:art_99.par_6": {
    en: "Do startups and SMEs pay the lower of the fixed amount or the percentage of turnover? How are AI Act fines capped for small businesses? Is the whichever-is-lower rule applied to SMEs?",
    de: "Gilt für KMU und Start-ups jeweils der niedrigere Betrag der Geldbuße? Wie werden Bußgelder für kleine Unternehmen begrenzt?"
  },
  "AI:art_99.par_6a": {
    en: "Are small mid-cap companies also subject to the lower fine cap? Does the lower-of rule for SMCs apply to prohibited practice fines? Which fines are reduced for small mid-caps?",
    de: "Gilt für kleine Midcaps (SMC) ebenfalls der niedrigere Bußgeldrahmen? Für welche Verstöße gilt das?"
  },
  "AI:art_99.par_7": {
    en: "What factors decide the amount of an AI Act fine? Does cooperation with authorities reduce the fine? Do company size, intent and self-reporting matter for AI fines?",
    de: "Welche Kriterien werden bei der Bemessung der Geldbuße berücksichtigt? Wirkt sich Kooperation mildernd aus?"
  },
  "AI:art_99.par_8": {
    en: "Can public authorities like municipalities be fined under the AI Act? Who decides whether fines apply to public bodies? Can German authorities using AI face fines?",
    de: "Können Behörden mit Geldbußen belegt werden? Entscheidet der Mitgliedstaat darüber?"
  },
  "AI:art_100": {
    en: "Can EU institutions and agencies be fined for AI Act violations? What are the maximum fines the EDPS can impose on EU bodies? Which factors does the EDPS consider when fining EU institutions?",
    de: "Können EU-Organe und Einrichtungen mit Geldbußen belegt werden? Wer verhängt sie?"
  },
  "AI:art_100.par_2": {
    en: "What is the maximum fine for an EU agency using a prohibited AI practice? Is the cap 1.5 million euros for EU institutions? Can the EDPS fine Frontex for banned AI?",
    de: "Wie hoch ist die Geldbuße für EU-Organe bei verbotenen KI-Praktiken? Gilt die Obergrenze von 1,5 Millionen Euro?"
  },
  "AI:art_100.par_3": {
    en: "What fine applies to EU institutions for other AI Act breaches? Is it capped at 750 000 euros? Can EU agencies be fined for non-compliant high-risk AI?",
    de: "Welche Geldbuße droht EU-Organen bei sonstigen Verstößen? Gilt die Obergrenze von 750 000 Euro?"
  },
  "AI:art_101": {
    en: "What fines can the Commission impose on providers of general-purpose AI models? Can OpenAI or Mistral be fined 3 percent of turnover under the AI Act? Can a model provider appeal a Commission fine?",
    de: "Welche Geldbußen drohen Anbietern von KI-Modellen mit allgemeinem Verwendungszweck? Kann die Kommission 3 Prozent des Umsatzes verhängen?"
  },
  "AI:art_101.par_1": {
    en: "For what failures can a GPAI provider be fined up to 15 million euros or 3 percent? Can refusing model access to evaluators be fined? Is ignoring an information request from the Commission sanctionable?",
    de: "Für welche Verstöße kann die Kommission Geldbußen gegen GPAI-Anbieter verhängen? Wie hoch können sie sein?"
  },
  "AI:art_101.par_5": {
    en: "Can the Court of Justice review and change fines imposed on GPAI model providers? Can a model provider's fine be increased on appeal? Which court hears appeals against Commission AI fines?",
    de: "Kann der EuGH Geldbußen gegen Modellanbieter überprüfen? Kann er sie auch erhöhen?"
  },
  "AI:art_102": {
    en: "Does the AI Act change EU aviation security rules for AI-based screening equipment at airports? Must AI security scanners consider high-risk requirements? How do AI Act requirements apply to airport security equipment approvals?",
    de: "Ändert die KI-Verordnung die Vorschriften zur Luftsicherheit für KI-gestützte Kontrollgeräte? Gelten die Hochrisiko-Anforderungen für Sicherheitsausrüstung?"
  },
  "AI:art_103": {
    en: "Does the AI Act affect type approval of tractors with AI safety components? Must delegated acts for agricultural and forestry vehicles take AI requirements into account? Are AI features in farm machinery vehicles covered?",
    de: "Gilt die KI-Verordnung für KI-Sicherheitsbauteile in land- und forstwirtschaftlichen Fahrzeugen? Wie wird die Typgenehmigung angepasst?"
  },
  "AI:art_104": {
    en: "How does the AI Act affect motorcycles and quadricycles with AI safety components? Must type approval rules for two- or three-wheel vehicles consider AI requirements? Are AI systems in e-motorbikes covered?",
    de: "Wie wirkt sich die KI-Verordnung auf zwei- und dreirädrige Fahrzeuge mit KI-Sicherheitsbauteilen aus? Wird die Verordnung 168/2013 geändert?"
  },
  "AI:art_105": {
    en: "Do AI safety components in marine equipment on ships have to meet AI Act requirements? Does the marine equipment directive change because of the AI Act? How are AI navigation aids on vessels treated?",
    de: "Gilt die KI-Verordnung für KI in Schiffsausrüstung? Wird die Schiffsausrüstungsrichtlinie geändert?"
  },
  "AI:art_106": {
    en: "Does the AI Act amend the rail interoperability directive for AI safety components in trains? Must railway technical specifications consider AI requirements? Are AI systems in rail signalling covered?",
    de: "Ändert die KI-Verordnung die Eisenbahn-Interoperabilitätsrichtlinie? Gelten KI-Anforderungen für Sicherheitsbauteile im Bahnsystem?"
  },
  "AI:art_107": {
    en: "How does the AI Act apply to AI safety components in cars under vehicle type approval rules? Does the motor vehicle framework regulation change due to the AI Act? Must car type approval acts consider high-risk requirements?",
    de: "Wie gilt die KI-Verordnung für KI-Sicherheitsbauteile in Kraftfahrzeugen? Wird die Typgenehmigungsverordnung 2018/858 geändert?"
  },
  "AI:art_108": {
    en: "Does the AI Act change EASA civil aviation rules for AI in drones and aircraft? Must aviation implementing and delegated acts consider high-risk AI requirements? Which articles of the EASA basic regulation are amended?",
    de: "Ändert die KI-Verordnung die EASA-Grundverordnung für KI in der Luftfahrt und bei Drohnen? Welche Artikel werden ergänzt?"
  },
  "AI:art_109": {
    en: "How do AI Act requirements feed into type approval of driver assistance systems? Does the general vehicle safety regulation change for automated driving AI? Are AI-based emergency braking systems covered?",
    de: "Gilt die KI-Verordnung für Fahrerassistenzsysteme und automatisiertes Fahren nach der Fahrzeugsicherheitsverordnung? Wird die Verordnung 2019/2144 geändert?"
  },
  "AI:art_110": {
    en: "Can consumer organisations bring representative actions for AI Act violations? Is the AI Act covered by the EU collective redress directive? Can a consumer group sue a company over unlawful AI on behalf of users?",
    de: "Können Verbraucherverbände Verbandsklagen wegen Verstößen gegen die KI-Verordnung erheben? Ist die KI-Verordnung in Anhang I der Verbandsklagenrichtlinie aufgenommen?"
  },
  "AI:art_111": {
    en: "Does the AI Act apply to AI systems already on the market before the rules start? Is there grandfathering for legacy high-risk AI systems? By when must existing foundation models comply? Do old generative AI tools need watermarking?",
    de: "Gilt die KI-Verordnung für bereits in Verkehr gebrachte KI-Systeme? Gibt es Übergangsfristen für bestehende Systeme und Modelle?"
  },
  "AI:art_111.par_1": {
    en: "By when must AI in large-scale EU IT systems like Schengen or Eurodac comply? Is the deadline 31 December 2030 for border IT systems? Do prohibitions apply to these systems immediately?",
    de: "Bis wann müssen KI-Komponenten in IT-Großsystemen wie SIS oder Eurodac konform sein? Gilt die Frist 31. Dezember 2030?"
  },
  "AI:art_111.par_2": {
    en: "Do legacy high-risk AI systems only fall under the AI Act after significant design changes? By when must AI used by public authorities comply? Is our HR tool sold before the high-risk rules exempt?",
    de: "Gilt die Verordnung für Alt-Systeme nur bei wesentlichen Änderungen? Bis wann müssen Hochrisiko-Systeme von Behörden konform sein?"
  },
  "AI:art_111.par_3": {
    en: "Our LLM was released before August 2025, when do we need to comply with GPAI obligations? Is there a transition period until August 2027 for existing models? Do legacy foundation models get extra time?",
    de: "Bis wann müssen vor dem 2. August 2025 in Verkehr gebrachte GPAI-Modelle die Pflichten erfüllen? Gilt eine Übergangsfrist bis August 2027?"
  },
  "AI:art_111.par_4": {
    en: "Our image generator launched before August 2026, by when must its outputs be watermarked? Is there a grace period until December 2026 for machine-readable marking? Do existing text generators get extra time for labelling?",
    de: "Bis wann müssen generative KI-Systeme, die vor dem 2. August 2026 auf dem Markt waren, die Kennzeichnungspflicht erfüllen? Gilt der 2. Dezember 2026?"
  },
  "AI:art_112": {
    en: "When will the AI Act be reviewed and can the high-risk list be extended? Does the Commission review the list of prohibited AI practices every year? Will the AI Office's powers be evaluated?",
    de: "Wann wird die KI-Verordnung überprüft? Kann die Liste der Hochrisiko-Bereiche erweitert werden?"
  },
  "AI:art_112.par_1": {
    en: "Does the Commission assess every year whether to add new prohibited practices? Can new high-risk use cases be added annually? Who receives the annual assessment of Annex III and the bans?",
    de: "Prüft die Kommission jährlich die Liste der verbotenen Praktiken und Anhang III? Wem werden die Ergebnisse vorgelegt?"
  },
  "AI:art_112.par_3": {
    en: "When is the full evaluation report of the AI Act due? Could an EU AI agency be created after the review? Will the evaluation report be made public?",
    de: "Wann legt die Kommission den Bewertungsbericht zur KI-Verordnung vor? Wird eine EU-Agentur für KI geprüft?"
  },
  "AI:art_112.par_5": {
    en: "When will the Commission evaluate whether the AI Office needs more powers? Could the AI Office get more resources after review? Is the AI Office evaluated by August 2028?",
    de: "Wann wird die Arbeit des KI-Büros evaluiert? Könnten seine Befugnisse erweitert werden?"
  },
  "AI:art_112.par_6": {
    en: "Will there be binding rules on energy efficiency of general-purpose AI models? Does the Commission report on standards for energy-efficient AI training? How often is progress on green AI standardisation reviewed?",
    de: "Gibt es Berichte zur Energieeffizienz von KI-Modellen? Könnten verbindliche Maßnahmen folgen?"
  },
  "AI:art_113": {
    en: "When does the AI Act apply? When do the high-risk AI rules start after the digital omnibus delay? When did the bans on prohibited AI practices take effect? When did the general-purpose AI model obligations start?",
    de: "Ab wann gilt die KI-Verordnung? Ab wann gelten die Pflichten für Hochrisiko-KI-Systeme? Wann trat die KI-Verordnung in Kraft?"
  },
  "AI:art_113.pt_a": {
    en: "Since when are the AI Act prohibitions and AI literacy rules in force? Did the bans on social scoring apply from February 2025? When do the newly added prohibited practices apply, December 2026?",
    de: "Seit wann gelten die Verbote und die KI-Kompetenz-Pflicht? Ab wann gelten die neu hinzugefügten Verbote?"
  },
  "AI:art_113.pt_b": {
    en: "When did the rules on general-purpose AI models apply? Since when do governance, penalties and notified body rules apply? Are Commission fines on GPAI providers enforceable from August 2025?",
    de: "Ab wann gelten die Pflichten für GPAI-Modelle, Governance und Sanktionen? Gilt Artikel 101 schon ab August 2025?"
  },
  "AI:art_113.pt_c": {
    en: "When do high-risk obligations apply to Annex III systems like HR and credit scoring? When do they apply for AI in products like medical devices? Did the digital omnibus postpone high-risk rules to December 2027 and August 2028?",
    de: "Ab wann gelten die Anforderungen für Hochrisiko-KI nach Anhang III? Ab wann für Produkte nach Anhang I?"
  },
  "AI:art_113.pt_d": {
    en: "From when do the AI Act amendments to vehicle, aviation and rail legislation apply? When do the changes to sectoral product laws take effect? Is the application date for these amendments July 2026?",
    de: "Ab wann gelten die Änderungen anderer Rechtsakte durch die KI-Verordnung? Gilt der 27. Juli 2026?"
  },
  "AI:anx_I": {
    en: "Which EU product safety laws make AI in products high-risk? Is AI in toys, medical devices, machinery or cars covered by the AI Act? What is the list of Union harmonisation legislation in the AI Act? Which sectors have their own product rules for AI safety components?",
    de: "Welche Harmonisierungsrechtsvorschriften der Union sind in Anhang I aufgeführt? Ist KI in Medizinprodukten, Spielzeug oder Maschinen hochriskant?"
  },
  "AI:anx_I.sec_A": {
    en: "Which New Legislative Framework product laws make embedded AI high-risk? Is AI in lifts, radio equipment or pressure equipment covered? Which product laws trigger full AI Act requirements for safety components?",
    de: "Welche Produktvorschriften nach dem neuen Rechtsrahmen stehen in Anhang I Abschnitt A? Gelten dafür die vollen Anforderungen?"
  },
  "AI:anx_I.sec_A.pt_2": {
    en: "Is an AI-powered smart toy for children a high-risk AI system? Does the toy safety law bring AI toys under the AI Act? Is a talking AI doll high-risk?",
    de: "Ist KI in Spielzeug ein Hochrisiko-KI-System? Gilt die Spielzeugrichtlinie?"
  },
  "AI:anx_I.sec_A.pt_6": {
    en: "Are AI features in radio equipment covered through the radio equipment directive? Is a smartwatch with AI a product under Annex I? Are connected devices with AI safety functions high-risk?",
    de: "Fällt KI in Funkanlagen unter Anhang I? Ist die Funkanlagenrichtlinie erfasst?"
  },
  "AI:anx_I.sec_A.pt_11": {
    en: "Is AI diagnostic software that is a medical device under the MDR automatically high-risk AI? Does radiology AI fall under the AI Act? Is a clinical decision support tool needing notified body review high-risk?",
    de: "Ist KI-Software als Medizinprodukt nach der MDR ein Hochrisiko-KI-System? Gilt das für KI in der Radiologie?"
  },
  "AI:anx_I.sec_A.pt_12": {
    en: "Is AI in in vitro diagnostic medical devices high-risk? Are AI lab test analysers covered by the IVDR entry? Does AI in diagnostic tests need conformity assessment?",
    de: "Ist KI in In-vitro-Diagnostika hochriskant? Gilt die IVDR?"
  },
  "AI:anx_I.sec_B": {
    en: "Which sectoral laws like cars, aviation, rail and machinery are only indirectly covered by the AI Act? Which product laws are in Section B of the annex? Do AI rules for vehicles come via type approval?",
    de: "Welche Rechtsakte sind in Anhang I Abschnitt B aufgeführt, etwa Fahrzeuge, Luftfahrt, Eisenbahn und Maschinen? Gelten die Anforderungen dort nur mittelbar?"
  },
  "AI:anx_I.sec_B.pt_18": {
    en: "Are AI systems in cars covered by the AI Act through type approval? Is the motor vehicle type approval regulation listed? Are AI components in trailers covered?",
    de: "Wie ist KI in Kraftfahrzeugen nach der Typgenehmigungsverordnung erfasst? Steht die Verordnung 2018/858 in Anhang I?"
  },
  "AI:anx_I.sec_B.pt_19": {
    en: "Are driver assistance systems under the vehicle general safety regulation in scope? Is automated driving AI listed in the annex? Are lane keeping AI systems covered?",
    de: "Fallen Fahrerassistenzsysteme unter Anhang I Abschnitt B? Ist die Verordnung 2019/2144 erfasst?"
  },
  "AI:anx_I.sec_B.pt_20": {
    en: "Are AI systems in drones or aircraft covered by the EASA basic regulation entry? Is AI in air traffic management listed? Do unmanned aircraft with AI fall under Annex I?",
    de: "Wie ist KI in Drohnen und Luftfahrzeugen erfasst? Steht die EASA-Verordnung in Anhang I?"
  },
  "AI:anx_I.sec_B.pt_21": {
    en: "Is AI in industrial machinery or robots under the new Machinery Regulation covered? Is the Machinery Regulation now listed in Section B? Are collaborative robots with AI affected?",
    de: "Fällt KI in Maschinen nach der Maschinenverordnung unter Anhang I Abschnitt B? Gilt das für KI-gesteuerte Roboter?"
  },
  "AI:anx_II": {
    en: "For which serious crimes can police use real-time facial recognition in public? What is the list of criminal offences allowing remote biometric identification? Is searching for suspects of rape or environmental crime included?",
    de: "Für welche Straftaten ist biometrische Echtzeit-Fernidentifizierung zur Strafverfolgung erlaubt? Gehören Terrorismus und Menschenhandel dazu?"
  },
  "AI:anx_III": {
    en: "Which AI use cases are high-risk under the AI Act? Is AI for hiring, credit scoring or exam grading high-risk? What is the list of high-risk areas like biometrics, education, employment and law enforcement? Is my HR software a high-risk AI system?",
    de: "Welche KI-Systeme gelten nach Anhang III als hochriskant? Ist KI im Personalwesen oder zur Kreditwürdigkeitsprüfung hochriskant?"
  },
  "AI:anx_III.pt_1": {
    en: "Is facial recognition or remote biometric identification high-risk? Is emotion recognition software in customer service high-risk? Is biometric categorisation of customers by protected attributes like age or gender high-risk? Does face verification used only to confirm identity count as high-risk?",
    de: "Sind biometrische Fernidentifizierung, biometrische Kategorisierung und Emotionserkennung hochriskant? Ist die biometrische Verifizierung ausgenommen?"
  },
  "AI:anx_III.pt_2": {
    en: "Is AI managing the power grid, water supply, gas or heating high-risk? Are AI safety components in critical digital infrastructure high-risk? Is AI for road traffic control high-risk?",
    de: "Ist KI als Sicherheitsbauteil in kritischer Infrastruktur wie Strom- oder Wasserversorgung hochriskant? Gilt das für Straßenverkehr?"
  },
  "AI:anx_III.pt_3": {
    en: "Is AI used for university admissions or grading exams high-risk? Is AI proctoring software detecting cheating high-risk? Is an e-learning platform that evaluates learning outcomes high-risk?",
    de: "Ist KI zur Zulassung an Hochschulen oder Bewertung von Prüfungen hochriskant? Ist KI-Prüfungsaufsicht hochriskant?"
  },
  "AI:anx_III.pt_4": {
    en: "Is AI for CV screening, recruiting or job ad targeting high-risk? Is employee performance monitoring by algorithm high-risk? Is AI deciding promotions or dismissals high-risk?",
    de: "Ist KI zur Bewerberauswahl oder Leistungsbewertung von Beschäftigten hochriskant? Gilt das für KI bei Kündigungen?"
  },
  "AI:anx_III.pt_5": {
    en: "Is AI credit scoring by banks high-risk? Is AI pricing of life and health insurance high-risk? Is AI used only to detect financial fraud exempt? Are emergency call triage and social benefit eligibility AI high-risk?",
    de: "Ist KI zur Kreditwürdigkeitsprüfung oder Risikobewertung bei Lebens- und Krankenversicherungen hochriskant? Ist KI zur Prüfung von Sozialleistungen hochriskant?"
  },
  "AI:anx_III.pt_6": {
    en: "Which police uses of AI are high-risk? Is predicting re-offending risk with AI high-risk? Are AI lie detectors and evidence reliability tools used by police high-risk?",
    de: "Welche KI-Systeme in der Strafverfolgung sind hochriskant? Ist KI zur Rückfallprognose hochriskant?"
  },
  "AI:anx_III.pt_7": {
    en: "Is AI for asylum and visa application assessment high-risk? Are AI risk assessments of travellers at borders high-risk? Is AI identifying people in migration contexts high-risk?",
    de: "Ist KI bei Migration, Asyl und Grenzkontrolle hochriskant? Ist KI zur Prüfung von Asylanträgen hochriskant?"
  },
  "AI:anx_III.pt_8": {
    en: "Is AI that helps judges research or interpret the law high-risk? Is AI used in alternative dispute resolution high-risk? Is AI to influence elections or voting behaviour high-risk?",
    de: "Ist KI in der Rechtspflege oder zur Beeinflussung von Wahlen hochriskant? Ist KI für Richter hochriskant?"
  },
  "AI:anx_IV": {
    en: "What must the technical documentation for a high-risk AI system contain? Is there a checklist for high-risk AI technical documentation? Do we need to describe training data, architecture and validation in our technical file?",
    de: "Was muss die technische Dokumentation eines Hochrisiko-KI-Systems enthalten? Gibt es eine Mindestliste?"
  },
  "AI:anx_IV.pt_1": {
    en: "What general description of the AI system goes into technical documentation? Must we list software versions, hardware and forms of distribution like APIs? Do instructions for use belong in the technical file?",
    de: "Welche allgemeine Beschreibung gehört in die technische Dokumentation? Müssen Versionen und Hardware angegeben werden?"
  },
  "AI:anx_IV.pt_2": {
    en: "Do we need to document design choices and system architecture for our high-risk AI? Must datasheets of training data and labelling procedures be included? Do test logs and accuracy metrics belong in the documentation?",
    de: "Müssen Trainingsdaten, Designentscheidungen und Testverfahren dokumentiert werden? Gehören Testprotokolle dazu?"
  },
  "AI:anx_IV.pt_3": {
    en: "Must technical documentation describe accuracy for specific groups of persons? Do we have to list foreseeable unintended outcomes and discrimination risks? Must capabilities and limitations of the AI be documented?",
    de: "Muss die Dokumentation Fähigkeiten, Grenzen und Genauigkeit beschreiben? Müssen Diskriminierungsrisiken aufgeführt werden?"
  },
  "AI:anx_IV.pt_9": {
    en: "Does the technical file need to include the post-market monitoring plan? How must performance evaluation after release be described? Is the post-market system part of the documentation?",
    de: "Muss der Plan zur Beobachtung nach dem Inverkehrbringen in die technische Dokumentation? Wie ist das System zu beschreiben?"
  },
  "AI:anx_V": {
    en: "What must an EU declaration of conformity for an AI system contain? Is there a content list for the AI Act declaration of conformity? Must the declaration mention GDPR compliance?",
    de: "Welche Angaben muss die EU-Konformitätserklärung für ein KI-System enthalten? Muss sie eine DSGVO-Erklärung enthalten?"
  },
  "AI:anx_VI": {
    en: "How does self-assessment or internal control conformity assessment work for high-risk AI? Can we certify our high-risk AI without a notified body? What does the provider verify under internal control?",
    de: "Wie funktioniert das Konformitätsbewertungsverfahren auf Grundlage einer internen Kontrolle? Geht es ohne notifizierte Stelle?"
  },
  "AI:anx_VII": {
    en: "How does conformity assessment with a notified body work for AI? What does the notified body check in the quality management system and technical documentation? Can the notified body access our training data and model?",
    de: "Wie läuft die Konformitätsbewertung mit Beteiligung einer notifizierten Stelle ab? Darf die Stelle Trainingsdaten einsehen?"
  },
  "AI:anx_VIII": {
    en: "What information must be entered when registering a high-risk AI system in the EU database? What do deployers have to register? What must be registered for systems claimed to be not high-risk?",
    de: "Welche Angaben sind bei der Registrierung in der EU-Datenbank zu machen? Was müssen Betreiber registrieren?"
  },
  "AI:anx_VIII.sec_A": {
    en: "What registration data must a provider of a high-risk AI system submit? Do we need to upload the certificate and declaration of conformity? Must electronic instructions for use be registered?",
    de: "Welche Informationen müssen Anbieter von Hochrisiko-KI-Systemen registrieren? Muss die Konformitätserklärung hochgeladen werden?"
  },
  "AI:anx_VIII.sec_B": {
    en: "What must be registered for an Annex III AI system that the provider considers not high-risk? Must we state the condition for the exemption? What status information is required for such systems?",
    de: "Welche Angaben sind für Systeme zu registrieren, die als nicht hochriskant eingestuft werden? Muss die Ausnahmebedingung angegeben werden?"
  },
  "AI:anx_VIII.sec_C": {
    en: "What do public authority deployers submit to the EU database? Must a summary of the fundamental rights impact assessment be registered? Is a summary of the data protection impact assessment required?",
    de: "Welche Angaben müssen Betreiber registrieren, etwa die Zusammenfassung der Grundrechte-Folgenabschätzung? Auch die Datenschutz-Folgenabschätzung?"
  },
  "AI:anx_IX": {
    en: "What information must be registered for real-world testing of an AI system? Do we need an identification number for our AI field test? Must suspension or termination of a test be registered?",
    de: "Welche Angaben sind bei der Registrierung von Tests unter Realbedingungen zu machen? Muss die Beendigung eingetragen werden?"
  },
  "AI:anx_X": {
    en: "Which EU large-scale IT systems are covered by the transitional rule? Are Schengen Information System, VIS and Eurodac listed? Are ETIAS, the Entry/Exit System and ECRIS-TCN included?",
    de: "Welche IT-Großsysteme im Raum der Freiheit, der Sicherheit und des Rechts sind in Anhang X aufgeführt? Gehören SIS und Eurodac dazu?"
  },
  "AI:anx_XI": {
    en: "What technical documentation must a general-purpose AI model provider prepare? Do we have to disclose parameters, training compute and energy consumption of our model? What extra documentation do systemic risk models need?",
    de: "Was muss die technische Dokumentation für KI-Modelle mit allgemeinem Verwendungszweck enthalten? Muss der Energieverbrauch angegeben werden?"
  },
  "AI:anx_XI.sec_1": {
    en: "Must all GPAI providers document architecture and number of parameters? Do we need to describe training data provenance and curation? Must training compute and energy consumption be documented?",
    de: "Welche Angaben muss jeder GPAI-Anbieter dokumentieren? Gehören Energieverbrauch und Rechenressourcen dazu?"
  },
  "AI:anx_XI.sec_2": {
    en: "What additional documentation on evaluations must systemic risk model providers keep? Must red teaming and fine-tuning measures be described? Is the system architecture description required for frontier models?",
    de: "Welche zusätzlichen Angaben müssen Anbieter von Modellen mit systemischem Risiko machen? Muss Red Teaming beschrieben werden?"
  },
  "AI:anx_XII": {
    en: "What information must a foundation model provider give downstream developers integrating the model? Do model providers have to disclose context window size and acceptable use policies? Must the model licence be stated?",
    de: "Welche Informationen müssen Modellanbieter nachgelagerten Anbietern bereitstellen? Gehören Nutzungsrichtlinien dazu?"
  },
  "AI:anx_XIII": {
    en: "What criteria does the Commission use to designate a model as systemic risk? Do parameters, data size, compute and number of users matter? Is a model with 10 000 EU business users presumed high impact?",
    de: "Nach welchen Kriterien wird ein Modell als Modell mit systemischem Risiko benannt? Spielt die Zahl der gewerblichen Nutzer eine Rolle?"
  },
  "AI:anx_XIV": {
    en: "What codes are used to define the scope of a notified body's designation for AI? Is there a code for agentic AI in the notified body list? How do conformity assessment bodies specify AI types in their application?",
    de: "Welche Codes und Kategorien gelten für die Benennung notifizierter Stellen für KI-Systeme? Gibt es einen Code für agentische KI?"
  },
};
