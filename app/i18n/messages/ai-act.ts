/** Text of the public AI Act check (/ai-act-check). Keys start with "aiAct.". */
export const en = {
  "aiAct.nav": "AI Act check",
  "aiAct.metaTitle": "AI Act check – which duties apply to your AI system? | Legal Calendar",
  "aiAct.metaDescription":
    "Free, step-by-step check of an AI system or general-purpose AI model under the EU AI Act as in force, with the provisions and dates that apply.",
  "aiAct.title": "AI Act check",
  "aiAct.lead":
    "Answer a few questions about an AI system or a general-purpose AI model and see how the EU AI Act classifies it, which duties each role has and from when, with the provisions cited.",
  "aiAct.version":
    "Encodes the AI Act as in force: consolidated text {version} of {date}, including Regulation (EU) 2026/1744.",
  "aiAct.disclaimer": "A structured first assessment, not legal advice.",
  "aiAct.privacy": "Your answers stay in this page's address. Nothing about you is stored.",
  "aiAct.stepOf": "Step {n} of {total}",
  "aiAct.next": "Next",
  "aiAct.back": "Back",
  "aiAct.showResult": "Show the result",
  "aiAct.startOver": "Start over",
  "aiAct.yes": "Yes",
  "aiAct.no": "No",
  "aiAct.none": "None of these",
  "aiAct.rateLimit": "Too many AI Act checks from your address. Try again in {seconds} seconds.",

  "aiAct.step.subject": "What are you assessing?",
  "aiAct.subject.legend": "Subject",
  "aiAct.subject.ai_system": "An AI system (software or a product feature)",
  "aiAct.subject.gpai_model": "A general-purpose AI model (e.g. a large language model offered to others)",
  "aiAct.definition.legend":
    "Does it infer from its input how to generate outputs such as predictions, content, recommendations or decisions, with some autonomy?",
  "aiAct.definition.hint":
    "The definition of an AI system, Art. 3(1). Fixed rules written by people alone are not inference.",

  "aiAct.step.roles": "Your role and where it is used",
  "aiAct.roles.legend": "Your role (choose all that apply)",
  "aiAct.role.provider": "Provider: we develop it (or have it developed) and offer it under our name",
  "aiAct.role.deployer": "Deployer: we use it under our authority",
  "aiAct.role.importer": "Importer: we bring a non-EU provider's system onto the EU market",
  "aiAct.role.distributor": "Distributor: we resell or make it available in the EU",
  "aiAct.role.authorised_representative": "Authorised representative of a non-EU provider",
  "aiAct.role.product_manufacturer": "Product manufacturer: it is part of our product, under our name",
  "aiAct.roleName.provider": "Provider",
  "aiAct.roleName.deployer": "Deployer",
  "aiAct.roleName.importer": "Importer",
  "aiAct.roleName.distributor": "Distributor",
  "aiAct.roleName.authorised_representative": "Authorised representative",
  "aiAct.roleName.product_manufacturer": "Product manufacturer",
  "aiAct.roleName.operator": "Every operator",
  "aiAct.eu.legend": "Are you established or located in the EU?",
  "aiAct.market.legend": "Is it placed on the market or put into service in the EU?",
  "aiAct.output.legend": "Is its output used in the EU? (Unanswered counts as no, as in the API.)",

  "aiAct.step.exclusions": "Exclusions",
  "aiAct.exclusions.legend": "Does any of these describe it? (Art. 2)",
  "aiAct.exclusion.military_defence_national_security":
    "Used exclusively for military, defence or national security purposes",
  "aiAct.exclusion.scientific_research": "Developed and put into service solely for scientific research",
  "aiAct.exclusion.pre_market_research": "Still in research, testing or development, not yet placed on the market",
  "aiAct.exclusion.personal_non_professional":
    "Used by a private person for purely personal, non-professional purposes",
  "aiAct.exclusion.free_open_source": "Released under a free and open-source licence",
  "aiAct.exclusion.third_country_law_enforcement_cooperation":
    "We are a third-country public authority or an international organisation using it in law-enforcement or judicial cooperation with the Union or a Member State, with adequate safeguards for fundamental rights",
  "aiAct.point.label": "Which point of that area (Annex III)",
  "aiAct.point.1a": "1(a) Remote biometric identification",
  "aiAct.point.1b": "1(b) Biometric categorisation by sensitive or protected attributes",
  "aiAct.point.1c": "1(c) Emotion recognition",
  "aiAct.point.5a": "5(a) Eligibility for public assistance benefits and services",
  "aiAct.point.5b":
    "5(b) Creditworthiness or credit score of natural persons (not systems used to detect financial fraud)",
  "aiAct.point.5c": "5(c) Risk assessment and pricing in life and health insurance",
  "aiAct.point.5d": "5(d) Emergency calls and dispatch, emergency patient triage",
  "aiAct.point.3a": "3(a) Access, admission or assignment to education and training institutions",
  "aiAct.point.3b": "3(b) Evaluation of learning outcomes",
  "aiAct.point.3c": "3(c) Assessing the level of education a person will receive or can access",
  "aiAct.point.3d": "3(d) Monitoring and detecting prohibited behaviour of students during tests",
  "aiAct.point.4a": "4(a) Recruitment or selection (job advertisements, filtering applications, evaluating candidates)",
  "aiAct.point.4b":
    "4(b) Decisions on work relationships, promotion, termination, task allocation, monitoring of workers",
  "aiAct.point.6a": "6(a) Assessing the risk of a person becoming the victim of crime",
  "aiAct.point.6b": "6(b) Polygraphs or similar tools (law enforcement)",
  "aiAct.point.6c": "6(c) Evaluating the reliability of evidence",
  "aiAct.point.6d": "6(d) Assessing the risk of offending or re-offending, not solely by profiling",
  "aiAct.point.6e": "6(e) Profiling in the detection, investigation or prosecution of crime",
  "aiAct.point.7a": "7(a) Polygraphs or similar tools (migration, asylum, border control)",
  "aiAct.point.7b": "7(b) Assessing a security, irregular-migration or health risk of a person entering",
  "aiAct.point.7c": "7(c) Examining applications for asylum, visas or residence permits",
  "aiAct.point.7d": "7(d) Detecting, recognising or identifying persons (not verifying travel documents)",
  "aiAct.point.8a": "8(a) Assisting a judicial authority or alternative dispute resolution with facts and law",
  "aiAct.point.8b": "8(b) Influencing the outcome of an election or referendum or voting behaviour",
  "aiAct.interactionException.label": "If it interacts with people: does an exception apply? (Art. 50(1))",
  "aiAct.interactionException.obvious":
    "It is obvious to a reasonably well-informed, observant and circumspect person that they are dealing with an AI system",
  "aiAct.interactionException.law_enforcement":
    "It is authorised by law to detect, prevent, investigate or prosecute criminal offences (and not open to the public to report one)",
  "aiAct.transparencyException.legend":
    "If it generates content, reads emotions or publishes text: does an exception apply? (Art. 50(2)–(4))",
  "aiAct.transparencyException.assistive_editing":
    "It only assists standard editing, or does not substantially alter the input or its meaning (no marking, Art. 50(2))",
  "aiAct.transparencyException.editorial_control":
    "Published AI-generated text is reviewed by a human or under editorial control, and a person holds editorial responsibility (Art. 50(4))",
  "aiAct.transparencyException.law_enforcement":
    "It is authorised by law to detect, prevent, investigate or prosecute criminal offences (Art. 50(2)–(4))",
  "aiAct.largeScale.label":
    "It is a component of a large-scale EU IT system listed in Annex X (e.g. SIS, VIS, Eurodac, EES, ETIAS)",
  "aiAct.largeScale.subject":
    "Component of a large-scale IT system of Annex X: comply by 31 December 2030 (Art. 111(1))",

  "aiAct.step.practices": "Prohibited practices",
  "aiAct.practices.legend": "Does it do any of this? (Art. 5(1))",
  "aiAct.practice.subliminal_manipulation":
    "Manipulates people with subliminal or deceptive techniques, causing significant harm",
  "aiAct.practice.exploiting_vulnerabilities":
    "Exploits vulnerabilities due to age, disability or social or economic situation, causing significant harm",
  "aiAct.practice.non_consensual_intimate_imagery":
    "Generates or manipulates intimate images or videos of identifiable people without their consent",
  "aiAct.practice.child_sexual_abuse_material": "Generates or manipulates child sexual abuse material",
  "aiAct.practice.social_scoring":
    "Scores people on their social behaviour or personality, leading to unjustified or unrelated detrimental treatment",
  "aiAct.practice.criminal_risk_profiling":
    "Predicts the risk that a person commits a crime from profiling or personality traits alone",
  "aiAct.practice.facial_image_scraping":
    "Builds facial recognition databases by untargeted scraping of images from the internet or CCTV",
  "aiAct.practice.emotion_recognition_workplace_education":
    "Infers emotions of people at the workplace or in education",
  "aiAct.practice.biometric_categorisation_sensitive":
    "Categorises people by biometric data to infer race, political opinions, union membership, religion or sexual orientation",
  "aiAct.practice.realtime_remote_biometric_identification_law_enforcement":
    "Identifies people remotely in real time in publicly accessible spaces for law enforcement",
  "aiAct.exceptions.legend": "Does one of the Act's exceptions apply?",
  "aiAct.exception.emotion_recognition_medical_or_safety": "The emotion recognition is for medical or safety reasons",
  "aiAct.exception.criminal_risk_supports_human_assessment":
    "The crime-risk tool only supports a human assessment based on objective, verifiable facts",
  "aiAct.exception.biometric_dataset_labelling_law_enforcement":
    "It only labels or filters lawfully acquired biometric datasets for law enforcement",
  "aiAct.exception.rbi_search_for_victims":
    "Real-time identification strictly necessary to search for victims of abduction, trafficking or sexual exploitation, or missing persons",
  "aiAct.exception.rbi_imminent_threat":
    "Real-time identification strictly necessary to prevent an imminent threat to life or a terrorist attack",
  "aiAct.exception.rbi_serious_crime_suspect":
    "Real-time identification strictly necessary to locate a suspect of a serious crime listed in Annex II",
  "aiAct.exception.generation_safeguards":
    "Such images are neither its purpose nor a foreseeable outcome: it has adequate safeguards against them",

  "aiAct.step.highRisk": "High-risk uses and products",
  "aiAct.annexIII.legend": "Sensitive uses (Art. 6(2), Annex III)",
  "aiAct.annexI.legend": "Products under EU safety legislation (Art. 6(1), Annex I)",
  "aiAct.area.label": "Use listed in Annex III",
  "aiAct.area.biometrics": "1. Biometrics (remote identification, categorisation, emotion recognition)",
  "aiAct.area.critical_infrastructure": "2. Safety components of critical infrastructure",
  "aiAct.area.education": "3. Education and vocational training (admission, grading, proctoring)",
  "aiAct.area.employment": "4. Employment (recruitment, CV screening, promotion, termination, monitoring)",
  "aiAct.area.essential_services":
    "5. Essential services (public benefits, creditworthiness, life and health insurance, emergency calls)",
  "aiAct.area.law_enforcement": "6. Law enforcement",
  "aiAct.area.migration_border": "7. Migration, asylum and border control",
  "aiAct.area.justice_democracy": "8. Administration of justice and democratic processes",
  "aiAct.derogation.label": "For an Annex III use: is it only meant to … (Art. 6(3))",
  "aiAct.derogation.narrow_procedural_task": "perform a narrow procedural task",
  "aiAct.derogation.improves_human_activity": "improve the result of a completed human activity",
  "aiAct.derogation.detects_decision_patterns": "detect decision patterns without replacing the human assessment",
  "aiAct.derogation.preparatory_task": "perform a preparatory task to an assessment",
  "aiAct.profiling.label": "It profiles natural persons",
  "aiAct.product.label": "Product legislation listed in Annex I",
  "aiAct.product.toys": "Toys",
  "aiAct.product.recreational_craft": "Recreational craft and personal watercraft",
  "aiAct.product.lifts": "Lifts",
  "aiAct.product.explosive_atmospheres": "Equipment for explosive atmospheres",
  "aiAct.product.radio_equipment": "Radio equipment",
  "aiAct.product.pressure_equipment": "Pressure equipment",
  "aiAct.product.cableways": "Cableway installations",
  "aiAct.product.personal_protective_equipment": "Personal protective equipment",
  "aiAct.product.gas_appliances": "Appliances burning gaseous fuels",
  "aiAct.product.medical_devices": "Medical devices",
  "aiAct.product.in_vitro_diagnostics": "In vitro diagnostic medical devices",
  "aiAct.product.civil_aviation_security": "Civil aviation security",
  "aiAct.product.two_three_wheel_vehicles": "Two- or three-wheel vehicles and quadricycles",
  "aiAct.product.agricultural_forestry_vehicles": "Agricultural and forestry vehicles",
  "aiAct.product.marine_equipment": "Marine equipment",
  "aiAct.product.rail": "Rail system",
  "aiAct.product.motor_vehicles": "Motor vehicles and trailers",
  "aiAct.product.vehicle_general_safety": "Vehicle general safety",
  "aiAct.product.unmanned_aircraft": "Unmanned aircraft (civil aviation)",
  "aiAct.product.machinery": "Machinery (Regulation (EU) 2023/1230)",
  "aiAct.safety.label":
    "It is a safety component of that product (its failure would endanger health or safety), or the product itself",
  "aiAct.thirdParty.label": "The product needs a third-party conformity assessment for health and safety",

  "aiAct.step.transparency": "Transparency and your organisation",
  "aiAct.transparency.legend": "What does it do? (Art. 50)",
  "aiAct.interacts": "It interacts directly with people (e.g. a chatbot)",
  "aiAct.synthetic": "It generates synthetic audio, images, video or text",
  "aiAct.deepfake": "We publish image, audio or video deepfakes made with it",
  "aiAct.publicText": "We publish AI-generated text to inform the public on matters of public interest",
  "aiAct.biometric": "It recognises emotions or categorises people by biometric data",
  "aiAct.organisation.legend": "Your organisation",
  "aiAct.publicService": "We deploy it as a public body or as a private entity providing public services (Art. 27(1))",
  "aiAct.workplace": "We deploy it as an employer at the workplace (Art. 26(7))",
  "aiAct.publicAuthorities":
    "The system is intended to be used by public authorities, whoever provides or deploys it (Art. 111(2))",
  "aiAct.annexIII.areas": "Tick every use the system has; for each, the point and whether Art. 6(3) applies",
  "aiAct.profilingFor": "It profiles natural persons in this use",
  "aiAct.changes.legend": "Did you change a system someone else provides? (Art. 25)",
  "aiAct.change.own_name_or_trademark": "We put our name or trademark on it",
  "aiAct.change.substantial_modification": "We modified it substantially",
  "aiAct.change.changed_intended_purpose": "We changed its intended purpose",

  "aiAct.step.model": "The model",
  "aiAct.flop.label": "Cumulative training compute (floating-point operations)",
  "aiAct.flop.hint": "For example 3e24 or 2.5e25; leave empty if unknown.",
  "aiAct.oss.label":
    "Released under a free and open-source licence, with weights, architecture and usage information public",
  "aiAct.designated.label": "The Commission has designated it as having systemic risk",

  "aiAct.step.dates": "Dates",
  "aiAct.since.label": "Already on the market or in service since (optional)",
  "aiAct.since.hint": "Systems and models already on the market have transition periods (Art. 111).",
  "aiAct.asOf.label": "Show what applies on",
  "aiAct.asOf.hint": "Leave empty for today; choose a later day to plan ahead.",
  "aiAct.sme.label": "We are a small or medium-sized enterprise (SME) or start-up",

  "aiAct.result.title": "Result",
  "aiAct.result.asOf": "What applies on {date}.",
  "aiAct.result.inScope": "The AI Act applies.",
  "aiAct.result.outOfScope": "The AI Act does not apply to these answers.",
  "aiAct.result.classifications": "Classification",
  "aiAct.result.obligations": "Duties by role",
  "aiAct.result.noObligations": "No duties under the AI Act.",
  "aiAct.result.inForce": "Applies since {date}",
  "aiAct.result.notYet": "Applies from {date}",
  "aiAct.result.complyBy": "Already on the market: comply by {date}",
  "aiAct.result.onlyAfterChange": "Already on the market: applies only once its design changes significantly",
  "aiAct.result.fines": "Fines",
  "aiAct.result.fine": "Up to EUR {amount} or {percent} % of worldwide annual turnover, whichever is higher",
  "aiAct.result.fineSme": "Up to EUR {amount} or {percent} % of worldwide annual turnover, whichever is lower (SMEs)",
  "aiAct.result.citations": "Provisions cited",
  "aiAct.result.share": "To share this result, copy the address of this page: it holds your answers, nothing else.",
  "aiAct.result.assistant": "Get the full procedural breakdown in the research assistant",
  "aiAct.result.edit": "Change the answers",
  "aiAct.result.invalid": "Some answers are missing or invalid. Please check them.",
  "aiAct.rolesRequired": "Choose at least one role.",
  "aiAct.situationRequired":
    "Say whether you are established in the EU and whether it is placed on the market or put into service in the EU.",

  "aiAct.class.in_scope": "Within the AI Act's scope",
  "aiAct.class.not_ai_system": "Not an AI system",
  "aiAct.class.outside_territorial_scope": "Outside the territorial scope",
  "aiAct.class.excluded": "Excluded from the AI Act",
  "aiAct.class.deployer_personal_use": "No deployer duties for purely personal use",
  "aiAct.class.prohibited": "Prohibited practice",
  "aiAct.class.prohibition_exception": "Exception to a prohibition",
  "aiAct.class.high_risk": "High-risk AI system (Annex III)",
  "aiAct.class.high_risk_product": "High-risk AI system (product legislation, Annex I Section A)",
  "aiAct.class.high_risk_sectoral": "High-risk AI system under sector legislation (Annex I Section B)",
  "aiAct.class.annex_i_not_high_risk": "Not high-risk through its product",
  "aiAct.class.not_high_risk_derogation": "Annex III use, but not high-risk (derogation)",
  "aiAct.class.legacy_high_risk": "Already on the market before the high-risk rules apply",
  "aiAct.class.becomes_provider": "You become the provider",
  "aiAct.class.transparency": "Transparency duties",
  "aiAct.class.gpai_model": "General-purpose AI model",
  "aiAct.class.gpai_systemic_risk": "General-purpose AI model with systemic risk",
  "aiAct.class.gpai_open_source": "Open-source exception for models",
  "aiAct.class.minimal_risk": "Minimal risk",

  "aiAct.duty.ai_literacy": "Take measures to support the AI literacy of staff and others operating it",
  "aiAct.duty.stop_prohibited_practice": "Do not place on the market, put into service or use it for this practice",
  "aiAct.duty.rbi_authorisation":
    "Prior authorisation, fundamental rights impact assessment, registration and notification of each use",
  "aiAct.duty.high_risk_provider":
    "Meet the high-risk requirements: risk management, data governance, documentation, logging, human oversight, quality management, conformity assessment, CE marking",
  "aiAct.duty.high_risk_registration":
    "Register yourself and the system in the EU database before placing it on the market",
  "aiAct.duty.high_risk_authorised_representative_mandate":
    "Appoint an authorised representative established in the EU by written mandate",
  "aiAct.duty.high_risk_authorised_representative": "Carry out the tasks of the provider's mandate",
  "aiAct.duty.high_risk_importer":
    "Verify conformity assessment, documentation, CE marking and representative before placing it on the market",
  "aiAct.duty.high_risk_distributor":
    "Verify CE marking, declaration of conformity and instructions before making it available",
  "aiAct.duty.high_risk_deployer":
    "Use it according to its instructions, with human oversight, monitoring, logs and relevant input data",
  "aiAct.duty.workplace_information":
    "Inform workers' representatives and affected workers before using it at the workplace",
  "aiAct.duty.fundamental_rights_impact_assessment":
    "Carry out a fundamental rights impact assessment before first use",
  "aiAct.duty.derogation_documentation": "Document why it is not high-risk and register it in the EU database",
  "aiAct.duty.sectoral_requirements":
    "Meet the AI requirements as integrated into the sector legislation; of the AI Act only Arts. 6(1), 60a and 102–112 apply",
  "aiAct.duty.transparency_interaction": "Tell people they are interacting with an AI system",
  "aiAct.duty.transparency_marking": "Mark outputs in a machine-readable way as artificially generated",
  "aiAct.duty.transparency_emotion_biometric": "Inform the people exposed that the system is operating",
  "aiAct.duty.transparency_deep_fake": "Disclose that deepfake content is artificially generated or manipulated",
  "aiAct.duty.transparency_public_interest_text":
    "Disclose that published public-interest text is artificially generated, unless editorially reviewed",
  "aiAct.duty.gpai_technical_documentation":
    "Keep technical documentation of the model and give information to downstream providers",
  "aiAct.duty.gpai_copyright_policy":
    "Put in place a policy to comply with EU copyright law, including text and data mining opt-outs",
  "aiAct.duty.gpai_training_summary": "Publish a sufficiently detailed summary of the training content",
  "aiAct.duty.gpai_authorised_representative_mandate": "Appoint an authorised representative established in the EU",
  "aiAct.duty.gpai_authorised_representative": "Carry out the tasks of the model provider's mandate",
  "aiAct.duty.gpai_notification": "Notify the Commission within two weeks that the threshold is met",
  "aiAct.duty.gpai_systemic_risk":
    "Evaluate the model, assess and mitigate systemic risks, report serious incidents, ensure cybersecurity",

  "aiAct.fine.prohibited_practice": "Prohibited practices",
  "aiAct.fine.operator_obligations": "Other duties of operators",
  "aiAct.fine.incorrect_information": "Incorrect or misleading information to authorities",
  "aiAct.fine.gpai_provider": "Providers of general-purpose AI models (imposed by the Commission)",
} as const;

export const de: Record<keyof typeof en, string> = {
  "aiAct.nav": "AI-Act-Check",
  "aiAct.metaTitle": "AI-Act-Check – welche Pflichten gelten für Ihr KI-System? | Legal Calendar",
  "aiAct.metaDescription":
    "Kostenlose Prüfung Schritt für Schritt: wie die KI-Verordnung in ihrer geltenden Fassung ein KI-System oder KI-Modell einstuft, mit Vorschriften und Geltungsdaten.",
  "aiAct.title": "AI-Act-Check",
  "aiAct.lead":
    "Beantworten Sie einige Fragen zu einem KI-System oder einem KI-Modell mit allgemeinem Verwendungszweck und sehen Sie, wie die KI-Verordnung es einstuft, welche Pflichten jede Rolle ab wann hat und auf welchen Vorschriften das beruht.",
  "aiAct.version":
    "Bildet die KI-Verordnung in der geltenden Fassung ab: konsolidierter Text {version} vom {date}, einschließlich der Verordnung (EU) 2026/1744.",
  "aiAct.disclaimer": "Eine strukturierte Ersteinschätzung, keine Rechtsberatung.",
  "aiAct.privacy": "Ihre Antworten stehen nur in der Adresse dieser Seite. Über Sie wird nichts gespeichert.",
  "aiAct.stepOf": "Schritt {n} von {total}",
  "aiAct.next": "Weiter",
  "aiAct.back": "Zurück",
  "aiAct.showResult": "Ergebnis anzeigen",
  "aiAct.startOver": "Neu beginnen",
  "aiAct.yes": "Ja",
  "aiAct.no": "Nein",
  "aiAct.none": "Nichts davon",
  "aiAct.rateLimit": "Zu viele AI-Act-Checks von Ihrer Adresse. Bitte versuchen Sie es in {seconds} Sekunden erneut.",

  "aiAct.step.subject": "Was prüfen Sie?",
  "aiAct.subject.legend": "Gegenstand",
  "aiAct.subject.ai_system": "Ein KI-System (Software oder Funktion eines Produkts)",
  "aiAct.subject.gpai_model":
    "Ein KI-Modell mit allgemeinem Verwendungszweck (z. B. ein großes Sprachmodell, das anderen angeboten wird)",
  "aiAct.definition.legend":
    "Leitet es aus seinen Eingaben ab, wie Ausgaben wie Vorhersagen, Inhalte, Empfehlungen oder Entscheidungen erstellt werden, mit einem gewissen Grad an Autonomie?",
  "aiAct.definition.hint":
    "Die Definition des KI-Systems, Art. 3 Nr. 1. Feste, allein von Menschen geschriebene Regeln sind kein Ableiten.",

  "aiAct.step.roles": "Ihre Rolle und wo es eingesetzt wird",
  "aiAct.roles.legend": "Ihre Rolle (alle zutreffenden wählen)",
  "aiAct.role.provider": "Anbieter: Wir entwickeln es (oder lassen es entwickeln) und bieten es unter unserem Namen an",
  "aiAct.role.deployer": "Betreiber: Wir verwenden es in eigener Verantwortung",
  "aiAct.role.importer": "Einführer: Wir bringen das System eines Anbieters aus einem Drittland in der EU in Verkehr",
  "aiAct.role.distributor": "Händler: Wir stellen es in der EU auf dem Markt bereit",
  "aiAct.role.authorised_representative": "Bevollmächtigter eines Anbieters aus einem Drittland",
  "aiAct.role.product_manufacturer": "Produkthersteller: Es ist Teil unseres Produkts, unter unserem Namen",
  "aiAct.roleName.provider": "Anbieter",
  "aiAct.roleName.deployer": "Betreiber",
  "aiAct.roleName.importer": "Einführer",
  "aiAct.roleName.distributor": "Händler",
  "aiAct.roleName.authorised_representative": "Bevollmächtigter",
  "aiAct.roleName.product_manufacturer": "Produkthersteller",
  "aiAct.roleName.operator": "Jeder Akteur",
  "aiAct.eu.legend": "Sind Sie in der EU niedergelassen oder ansässig?",
  "aiAct.market.legend": "Wird es in der EU in Verkehr gebracht oder in Betrieb genommen?",
  "aiAct.output.legend": "Wird seine Ausgabe in der EU verwendet? (Ohne Antwort gilt nein, wie in der API.)",

  "aiAct.step.exclusions": "Ausnahmen vom Anwendungsbereich",
  "aiAct.exclusions.legend": "Trifft etwas davon zu? (Art. 2)",
  "aiAct.exclusion.military_defence_national_security":
    "Ausschließlich für militärische Zwecke, Verteidigung oder nationale Sicherheit verwendet",
  "aiAct.exclusion.scientific_research": "Eigens für wissenschaftliche Forschung entwickelt und in Betrieb genommen",
  "aiAct.exclusion.pre_market_research": "Noch in Forschung, Erprobung oder Entwicklung, nicht in Verkehr gebracht",
  "aiAct.exclusion.personal_non_professional":
    "Von einer Privatperson für rein persönliche, nicht berufliche Zwecke verwendet",
  "aiAct.exclusion.free_open_source": "Unter einer freien und quelloffenen Lizenz veröffentlicht",
  "aiAct.exclusion.third_country_law_enforcement_cooperation":
    "Wir sind eine Behörde eines Drittstaats oder eine internationale Organisation und nutzen es in der Zusammenarbeit mit der Union oder einem Mitgliedstaat bei Strafverfolgung oder Justiz, mit angemessenen Garantien für die Grundrechte",
  "aiAct.point.label": "Welche Nummer dieses Bereichs (Anhang III)",
  "aiAct.point.1a": "1 Buchst. a Biometrische Fernidentifizierung",
  "aiAct.point.1b": "1 Buchst. b Biometrische Kategorisierung nach sensiblen oder geschützten Merkmalen",
  "aiAct.point.1c": "1 Buchst. c Emotionserkennung",
  "aiAct.point.5a": "5 Buchst. a Anspruch auf öffentliche Unterstützungsleistungen und Dienste",
  "aiAct.point.5b":
    "5 Buchst. b Kreditwürdigkeit oder Bonität natürlicher Personen (nicht Systeme zur Aufdeckung von Finanzbetrug)",
  "aiAct.point.5c": "5 Buchst. c Risikobewertung und Preisbildung in der Lebens- und Krankenversicherung",
  "aiAct.point.5d": "5 Buchst. d Notrufe, Einsatz von Rettungsdiensten, Triage von Patienten",
  "aiAct.point.3a": "3 Buchst. a Zugang, Zulassung oder Zuweisung zu Bildungseinrichtungen",
  "aiAct.point.3b": "3 Buchst. b Bewertung von Lernergebnissen",
  "aiAct.point.3c": "3 Buchst. c Bewertung des angemessenen Bildungsniveaus einer Person",
  "aiAct.point.3d": "3 Buchst. d Überwachung und Erkennung verbotenen Verhaltens von Schülern bei Prüfungen",
  "aiAct.point.4a":
    "4 Buchst. a Einstellung oder Auswahl (Stellenanzeigen, Sichtung von Bewerbungen, Bewertung von Bewerbern)",
  "aiAct.point.4b":
    "4 Buchst. b Entscheidungen über Arbeitsverhältnisse, Beförderung, Kündigung, Aufgabenzuweisung, Überwachung von Beschäftigten",
  "aiAct.point.6a": "6 Buchst. a Bewertung des Risikos, Opfer einer Straftat zu werden",
  "aiAct.point.6b": "6 Buchst. b Lügendetektoren oder ähnliche Instrumente (Strafverfolgung)",
  "aiAct.point.6c": "6 Buchst. c Bewertung der Verlässlichkeit von Beweismitteln",
  "aiAct.point.6d": "6 Buchst. d Bewertung des Risikos einer (erneuten) Straftat, nicht allein durch Profiling",
  "aiAct.point.6e": "6 Buchst. e Profiling bei der Aufdeckung, Ermittlung oder Verfolgung von Straftaten",
  "aiAct.point.7a": "7 Buchst. a Lügendetektoren oder ähnliche Instrumente (Migration, Asyl, Grenzkontrolle)",
  "aiAct.point.7b":
    "7 Buchst. b Bewertung eines Sicherheits-, Migrations- oder Gesundheitsrisikos einer einreisenden Person",
  "aiAct.point.7c": "7 Buchst. c Prüfung von Anträgen auf Asyl, Visa oder Aufenthaltstitel",
  "aiAct.point.7d":
    "7 Buchst. d Aufdecken, Erkennen oder Identifizieren von Personen (nicht die Überprüfung von Reisedokumenten)",
  "aiAct.point.8a":
    "8 Buchst. a Unterstützung von Justizbehörden oder alternativer Streitbeilegung bei Sachverhalt und Recht",
  "aiAct.point.8b": "8 Buchst. b Beeinflussung des Ergebnisses einer Wahl oder Abstimmung oder des Wahlverhaltens",
  "aiAct.interactionException.label": "Falls es mit Menschen interagiert: Greift eine Ausnahme? (Art. 50 Abs. 1)",
  "aiAct.interactionException.obvious":
    "Für eine angemessen gut unterrichtete, aufmerksame und verständige Person ist offensichtlich, dass sie mit einem KI-System zu tun hat",
  "aiAct.interactionException.law_enforcement":
    "Es ist gesetzlich zur Aufdeckung, Verhütung, Ermittlung oder Verfolgung von Straftaten zugelassen (und steht der Öffentlichkeit nicht für Strafanzeigen offen)",
  "aiAct.transparencyException.legend":
    "Falls es Inhalte erzeugt, Emotionen erkennt oder Texte veröffentlicht: Greift eine Ausnahme? (Art. 50 Abs. 2–4)",
  "aiAct.transparencyException.assistive_editing":
    "Es unterstützt nur die Standardbearbeitung oder verändert die Eingabe oder ihre Bedeutung nicht wesentlich (keine Kennzeichnung, Art. 50 Abs. 2)",
  "aiAct.transparencyException.editorial_control":
    "Veröffentlichte KI-Texte werden von Menschen geprüft oder redaktionell kontrolliert, und eine Person trägt die redaktionelle Verantwortung (Art. 50 Abs. 4)",
  "aiAct.transparencyException.law_enforcement":
    "Es ist gesetzlich zur Aufdeckung, Verhütung, Ermittlung oder Verfolgung von Straftaten zugelassen (Art. 50 Abs. 2–4)",
  "aiAct.largeScale.label":
    "Es ist Komponente eines IT-Großsystems der EU nach Anhang X (z. B. SIS, VIS, Eurodac, EES, ETIAS)",
  "aiAct.largeScale.subject":
    "Komponente eines IT-Großsystems nach Anhang X: Pflichten erfüllen bis zum 31. Dezember 2030 (Art. 111 Abs. 1)",

  "aiAct.step.practices": "Verbotene Praktiken",
  "aiAct.practices.legend": "Tut es etwas davon? (Art. 5 Abs. 1)",
  "aiAct.practice.subliminal_manipulation":
    "Beeinflusst Menschen mit unterschwelligen oder täuschenden Techniken und verursacht erheblichen Schaden",
  "aiAct.practice.exploiting_vulnerabilities":
    "Nutzt Schwächen wegen Alter, Behinderung oder sozialer oder wirtschaftlicher Lage aus und verursacht erheblichen Schaden",
  "aiAct.practice.non_consensual_intimate_imagery":
    "Erzeugt oder verändert intime Bilder oder Videos erkennbarer Personen ohne deren Einwilligung",
  "aiAct.practice.child_sexual_abuse_material":
    "Erzeugt oder verändert Darstellungen sexuellen Missbrauchs von Kindern",
  "aiAct.practice.social_scoring":
    "Bewertet Menschen nach Sozialverhalten oder Persönlichkeit mit ungerechtfertigter oder sachfremder Schlechterstellung",
  "aiAct.practice.criminal_risk_profiling":
    "Sagt das Risiko einer Straftat allein aufgrund von Profiling oder Persönlichkeitsmerkmalen vorher",
  "aiAct.practice.facial_image_scraping":
    "Baut Gesichtserkennungsdatenbanken durch ungezieltes Auslesen von Bildern aus dem Internet oder von Überwachungsaufnahmen auf",
  "aiAct.practice.emotion_recognition_workplace_education":
    "Erkennt Emotionen von Menschen am Arbeitsplatz oder in Bildungseinrichtungen",
  "aiAct.practice.biometric_categorisation_sensitive":
    "Ordnet Menschen anhand biometrischer Daten ein, um auf ethnische Herkunft, politische Meinung, Gewerkschaftszugehörigkeit, Religion oder sexuelle Orientierung zu schließen",
  "aiAct.practice.realtime_remote_biometric_identification_law_enforcement":
    "Identifiziert Menschen biometrisch in Echtzeit aus der Ferne in öffentlich zugänglichen Räumen zur Strafverfolgung",
  "aiAct.exceptions.legend": "Greift eine der Ausnahmen der Verordnung?",
  "aiAct.exception.emotion_recognition_medical_or_safety":
    "Die Emotionserkennung dient medizinischen oder Sicherheitszwecken",
  "aiAct.exception.criminal_risk_supports_human_assessment":
    "Das Werkzeug unterstützt nur eine menschliche Bewertung, die auf objektiven, überprüfbaren Tatsachen beruht",
  "aiAct.exception.biometric_dataset_labelling_law_enforcement":
    "Es kennzeichnet oder filtert nur rechtmäßig erworbene biometrische Datensätze zur Strafverfolgung",
  "aiAct.exception.rbi_search_for_victims":
    "Echtzeit-Identifizierung, unbedingt erforderlich für die Suche nach Opfern von Entführung, Menschenhandel oder sexueller Ausbeutung oder nach Vermissten",
  "aiAct.exception.rbi_imminent_threat":
    "Echtzeit-Identifizierung, unbedingt erforderlich zur Abwehr einer unmittelbaren Gefahr für Leib und Leben oder eines Terroranschlags",
  "aiAct.exception.rbi_serious_crime_suspect":
    "Echtzeit-Identifizierung, unbedingt erforderlich zum Aufspüren eines Verdächtigen einer schweren Straftat nach Anhang II",
  "aiAct.exception.generation_safeguards":
    "Solche Bilder sind weder sein Zweck noch ein vorhersehbares Ergebnis: Es hat angemessene Schutzvorkehrungen",

  "aiAct.step.highRisk": "Hochrisiko-Verwendungen und Produkte",
  "aiAct.annexIII.legend": "Sensible Verwendungen (Art. 6 Abs. 2, Anhang III)",
  "aiAct.annexI.legend": "Produkte nach EU-Sicherheitsvorschriften (Art. 6 Abs. 1, Anhang I)",
  "aiAct.area.label": "Verwendung nach Anhang III",
  "aiAct.area.biometrics": "1. Biometrie (Fernidentifizierung, Kategorisierung, Emotionserkennung)",
  "aiAct.area.critical_infrastructure": "2. Sicherheitsbauteile kritischer Infrastruktur",
  "aiAct.area.education": "3. Allgemeine und berufliche Bildung (Zulassung, Bewertung, Prüfungsaufsicht)",
  "aiAct.area.employment": "4. Beschäftigung (Einstellung, Bewerberauswahl, Beförderung, Kündigung, Überwachung)",
  "aiAct.area.essential_services":
    "5. Grundlegende Dienste (öffentliche Leistungen, Kreditwürdigkeit, Lebens- und Krankenversicherung, Notrufe)",
  "aiAct.area.law_enforcement": "6. Strafverfolgung",
  "aiAct.area.migration_border": "7. Migration, Asyl und Grenzkontrolle",
  "aiAct.area.justice_democracy": "8. Rechtspflege und demokratische Prozesse",
  "aiAct.derogation.label": "Bei einer Verwendung nach Anhang III: Soll es nur … (Art. 6 Abs. 3)",
  "aiAct.derogation.narrow_procedural_task": "eine eng gefasste Verfahrensaufgabe erfüllen",
  "aiAct.derogation.improves_human_activity": "das Ergebnis einer abgeschlossenen menschlichen Tätigkeit verbessern",
  "aiAct.derogation.detects_decision_patterns":
    "Entscheidungsmuster erkennen, ohne die menschliche Bewertung zu ersetzen",
  "aiAct.derogation.preparatory_task": "eine vorbereitende Aufgabe für eine Bewertung erfüllen",
  "aiAct.profiling.label": "Es erstellt Profile natürlicher Personen",
  "aiAct.product.label": "Produktvorschriften nach Anhang I",
  "aiAct.product.toys": "Spielzeug",
  "aiAct.product.recreational_craft": "Sportboote und Wassermotorräder",
  "aiAct.product.lifts": "Aufzüge",
  "aiAct.product.explosive_atmospheres": "Geräte für explosionsgefährdete Bereiche",
  "aiAct.product.radio_equipment": "Funkanlagen",
  "aiAct.product.pressure_equipment": "Druckgeräte",
  "aiAct.product.cableways": "Seilbahnen",
  "aiAct.product.personal_protective_equipment": "Persönliche Schutzausrüstung",
  "aiAct.product.gas_appliances": "Geräte zur Verbrennung gasförmiger Brennstoffe",
  "aiAct.product.medical_devices": "Medizinprodukte",
  "aiAct.product.in_vitro_diagnostics": "In-vitro-Diagnostika",
  "aiAct.product.civil_aviation_security": "Sicherheit der Zivilluftfahrt",
  "aiAct.product.two_three_wheel_vehicles": "Zwei- oder dreirädrige Fahrzeuge und Quads",
  "aiAct.product.agricultural_forestry_vehicles": "Land- und forstwirtschaftliche Fahrzeuge",
  "aiAct.product.marine_equipment": "Schiffsausrüstung",
  "aiAct.product.rail": "Eisenbahnsystem",
  "aiAct.product.motor_vehicles": "Kraftfahrzeuge und Anhänger",
  "aiAct.product.vehicle_general_safety": "Allgemeine Fahrzeugsicherheit",
  "aiAct.product.unmanned_aircraft": "Unbemannte Luftfahrzeuge (Zivilluftfahrt)",
  "aiAct.product.machinery": "Maschinen (Verordnung (EU) 2023/1230)",
  "aiAct.safety.label":
    "Es ist ein Sicherheitsbauteil dieses Produkts (sein Ausfall gefährdet Gesundheit oder Sicherheit) oder selbst das Produkt",
  "aiAct.thirdParty.label":
    "Das Produkt braucht eine Konformitätsbewertung durch Dritte wegen Gesundheit und Sicherheit",

  "aiAct.step.transparency": "Transparenz und Ihre Organisation",
  "aiAct.transparency.legend": "Was tut es? (Art. 50)",
  "aiAct.interacts": "Es interagiert direkt mit Menschen (z. B. ein Chatbot)",
  "aiAct.synthetic": "Es erzeugt synthetische Audio-, Bild-, Video- oder Textinhalte",
  "aiAct.deepfake": "Wir veröffentlichen damit erstellte Deepfakes (Bild, Ton oder Video)",
  "aiAct.publicText":
    "Wir veröffentlichen KI-erzeugte Texte, um die Öffentlichkeit über Angelegenheiten von öffentlichem Interesse zu informieren",
  "aiAct.biometric": "Es erkennt Emotionen oder ordnet Menschen anhand biometrischer Daten ein",
  "aiAct.organisation.legend": "Ihre Organisation",
  "aiAct.publicService":
    "Wir betreiben es als öffentliche Stelle oder als private Einrichtung, die öffentliche Dienste erbringt (Art. 27 Abs. 1)",
  "aiAct.workplace": "Wir betreiben es als Arbeitgeber am Arbeitsplatz (Art. 26 Abs. 7)",
  "aiAct.publicAuthorities":
    "Das System ist für die Verwendung durch Behörden bestimmt, gleich wer es anbietet oder betreibt (Art. 111 Abs. 2)",
  "aiAct.annexIII.areas": "Kreuzen Sie jede Verwendung des Systems an; für jede die Nummer und ob Art. 6 Abs. 3 greift",
  "aiAct.profilingFor": "Es erstellt bei dieser Verwendung Profile natürlicher Personen",
  "aiAct.changes.legend": "Haben Sie ein System eines anderen Anbieters verändert? (Art. 25)",
  "aiAct.change.own_name_or_trademark": "Wir haben unseren Namen oder unsere Marke darauf angebracht",
  "aiAct.change.substantial_modification": "Wir haben es wesentlich verändert",
  "aiAct.change.changed_intended_purpose": "Wir haben seine Zweckbestimmung geändert",

  "aiAct.step.model": "Das Modell",
  "aiAct.flop.label": "Kumulierter Rechenaufwand für das Training (Gleitkommaoperationen)",
  "aiAct.flop.hint": "Zum Beispiel 3e24 oder 2.5e25; leer lassen, wenn unbekannt.",
  "aiAct.oss.label":
    "Unter freier und quelloffener Lizenz veröffentlicht, Gewichte, Architektur und Nutzungsinformationen öffentlich",
  "aiAct.designated.label": "Die Kommission hat es als Modell mit systemischem Risiko eingestuft",

  "aiAct.step.dates": "Daten",
  "aiAct.since.label": "Bereits in Verkehr oder in Betrieb seit (optional)",
  "aiAct.since.hint": "Für Systeme und Modelle, die schon auf dem Markt sind, gelten Übergangsfristen (Art. 111).",
  "aiAct.asOf.label": "Zeigen, was gilt am",
  "aiAct.asOf.hint": "Leer lassen für heute; ein späteres Datum wählen, um vorauszuplanen.",
  "aiAct.sme.label": "Wir sind ein kleines oder mittleres Unternehmen (KMU) oder ein Start-up",

  "aiAct.result.title": "Ergebnis",
  "aiAct.result.asOf": "Was am {date} gilt.",
  "aiAct.result.inScope": "Die KI-Verordnung ist anwendbar.",
  "aiAct.result.outOfScope": "Nach diesen Antworten ist die KI-Verordnung nicht anwendbar.",
  "aiAct.result.classifications": "Einstufung",
  "aiAct.result.obligations": "Pflichten nach Rolle",
  "aiAct.result.noObligations": "Keine Pflichten nach der KI-Verordnung.",
  "aiAct.result.inForce": "Gilt seit dem {date}",
  "aiAct.result.notYet": "Gilt ab dem {date}",
  "aiAct.result.complyBy": "Bereits auf dem Markt: Pflichten erfüllen bis zum {date}",
  "aiAct.result.onlyAfterChange": "Bereits auf dem Markt: gilt erst nach einer erheblichen Änderung der Konzeption",
  "aiAct.result.fines": "Geldbußen",
  "aiAct.result.fine":
    "Bis zu {amount} EUR oder {percent} % des weltweiten Jahresumsatzes, je nachdem, welcher Betrag höher ist",
  "aiAct.result.fineSme":
    "Bis zu {amount} EUR oder {percent} % des weltweiten Jahresumsatzes, je nachdem, welcher Betrag niedriger ist (KMU)",
  "aiAct.result.citations": "Zitierte Vorschriften",
  "aiAct.result.share":
    "Um dieses Ergebnis zu teilen, kopieren Sie die Adresse dieser Seite: Sie enthält Ihre Antworten, sonst nichts.",
  "aiAct.result.assistant": "Die vollständige Verfahrensübersicht im Rechercheassistenten",
  "aiAct.result.edit": "Antworten ändern",
  "aiAct.result.invalid": "Einige Antworten fehlen oder sind ungültig. Bitte prüfen Sie sie.",
  "aiAct.rolesRequired": "Wählen Sie mindestens eine Rolle.",
  "aiAct.situationRequired":
    "Geben Sie an, ob Sie in der EU niedergelassen sind und ob es in der EU in Verkehr gebracht oder in Betrieb genommen wird.",

  "aiAct.class.in_scope": "Im Anwendungsbereich der KI-Verordnung",
  "aiAct.class.not_ai_system": "Kein KI-System",
  "aiAct.class.outside_territorial_scope": "Außerhalb des räumlichen Anwendungsbereichs",
  "aiAct.class.excluded": "Vom Anwendungsbereich ausgenommen",
  "aiAct.class.deployer_personal_use": "Keine Betreiberpflichten bei rein persönlicher Nutzung",
  "aiAct.class.prohibited": "Verbotene Praktik",
  "aiAct.class.prohibition_exception": "Ausnahme von einem Verbot",
  "aiAct.class.high_risk": "Hochrisiko-KI-System (Anhang III)",
  "aiAct.class.high_risk_product": "Hochrisiko-KI-System (Produktvorschriften, Anhang I Abschnitt A)",
  "aiAct.class.high_risk_sectoral": "Hochrisiko-KI-System nach Sektorvorschriften (Anhang I Abschnitt B)",
  "aiAct.class.annex_i_not_high_risk": "Über das Produkt kein Hochrisiko",
  "aiAct.class.not_high_risk_derogation": "Verwendung nach Anhang III, aber kein Hochrisiko (Ausnahme)",
  "aiAct.class.legacy_high_risk": "Bereits auf dem Markt, bevor die Hochrisiko-Vorschriften gelten",
  "aiAct.class.becomes_provider": "Sie werden zum Anbieter",
  "aiAct.class.transparency": "Transparenzpflichten",
  "aiAct.class.gpai_model": "KI-Modell mit allgemeinem Verwendungszweck",
  "aiAct.class.gpai_systemic_risk": "KI-Modell mit allgemeinem Verwendungszweck mit systemischem Risiko",
  "aiAct.class.gpai_open_source": "Open-Source-Ausnahme für Modelle",
  "aiAct.class.minimal_risk": "Minimales Risiko",

  "aiAct.duty.ai_literacy": "Maßnahmen zur Förderung der KI-Kompetenz des Personals und weiterer Beteiligter treffen",
  "aiAct.duty.stop_prohibited_practice": "Nicht für diese Praktik in Verkehr bringen, in Betrieb nehmen oder verwenden",
  "aiAct.duty.rbi_authorisation":
    "Vorherige Genehmigung, Grundrechte-Folgenabschätzung, Registrierung und Meldung jeder Verwendung",
  "aiAct.duty.high_risk_provider":
    "Hochrisiko-Anforderungen erfüllen: Risikomanagement, Daten-Governance, Dokumentation, Protokollierung, menschliche Aufsicht, Qualitätsmanagement, Konformitätsbewertung, CE-Kennzeichnung",
  "aiAct.duty.high_risk_registration": "Sich und das System vor dem Inverkehrbringen in der EU-Datenbank registrieren",
  "aiAct.duty.high_risk_authorised_representative_mandate":
    "Schriftlich einen in der EU niedergelassenen Bevollmächtigten benennen",
  "aiAct.duty.high_risk_authorised_representative": "Die Aufgaben aus dem Auftrag des Anbieters wahrnehmen",
  "aiAct.duty.high_risk_importer":
    "Vor dem Inverkehrbringen Konformitätsbewertung, Dokumentation, CE-Kennzeichnung und Bevollmächtigten prüfen",
  "aiAct.duty.high_risk_distributor":
    "Vor der Bereitstellung CE-Kennzeichnung, Konformitätserklärung und Betriebsanleitung prüfen",
  "aiAct.duty.high_risk_deployer":
    "Nach der Betriebsanleitung verwenden, mit menschlicher Aufsicht, Überwachung, Protokollen und geeigneten Eingabedaten",
  "aiAct.duty.workplace_information":
    "Arbeitnehmervertreter und betroffene Beschäftigte vor der Verwendung am Arbeitsplatz informieren",
  "aiAct.duty.fundamental_rights_impact_assessment":
    "Vor der ersten Verwendung eine Grundrechte-Folgenabschätzung durchführen",
  "aiAct.duty.derogation_documentation":
    "Dokumentieren, warum es kein Hochrisiko-System ist, und es in der EU-Datenbank registrieren",
  "aiAct.duty.sectoral_requirements":
    "Die in die Sektorvorschriften übernommenen KI-Anforderungen erfüllen; von der KI-Verordnung gelten nur Art. 6 Abs. 1, Art. 60a und Art. 102–112",
  "aiAct.duty.transparency_interaction": "Menschen darüber informieren, dass sie mit einem KI-System interagieren",
  "aiAct.duty.transparency_marking": "Ausgaben maschinenlesbar als künstlich erzeugt kennzeichnen",
  "aiAct.duty.transparency_emotion_biometric": "Die betroffenen Personen über den Betrieb des Systems informieren",
  "aiAct.duty.transparency_deep_fake": "Offenlegen, dass Deepfake-Inhalte künstlich erzeugt oder verändert sind",
  "aiAct.duty.transparency_public_interest_text":
    "Offenlegen, dass veröffentlichte Texte von öffentlichem Interesse KI-erzeugt sind, außer bei redaktioneller Kontrolle",
  "aiAct.duty.gpai_technical_documentation":
    "Technische Dokumentation des Modells führen und nachgelagerten Anbietern Informationen bereitstellen",
  "aiAct.duty.gpai_copyright_policy":
    "Eine Strategie zur Einhaltung des EU-Urheberrechts einführen, einschließlich Nutzungsvorbehalten beim Text- und Data-Mining",
  "aiAct.duty.gpai_training_summary":
    "Eine hinreichend detaillierte Zusammenfassung der Trainingsinhalte veröffentlichen",
  "aiAct.duty.gpai_authorised_representative_mandate": "Einen in der EU niedergelassenen Bevollmächtigten benennen",
  "aiAct.duty.gpai_authorised_representative": "Die Aufgaben aus dem Auftrag des Modellanbieters wahrnehmen",
  "aiAct.duty.gpai_notification": "Der Kommission binnen zwei Wochen mitteilen, dass der Schwellenwert erreicht ist",
  "aiAct.duty.gpai_systemic_risk":
    "Modell bewerten, systemische Risiken bewerten und mindern, schwerwiegende Vorfälle melden, Cybersicherheit gewährleisten",

  "aiAct.fine.prohibited_practice": "Verbotene Praktiken",
  "aiAct.fine.operator_obligations": "Sonstige Pflichten der Akteure",
  "aiAct.fine.incorrect_information": "Falsche oder irreführende Angaben gegenüber Behörden",
  "aiAct.fine.gpai_provider": "Anbieter von KI-Modellen mit allgemeinem Verwendungszweck (durch die Kommission)",
};
