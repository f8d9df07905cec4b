/** Questions users ask whose answer is a provision of the DSM Directive, PLD 2024/2853 or 85/374/EEC (document expansion; written from the acts' text). */
export const dsmPldQuestions: Record<string, { en: string; de: string }> = {
  // ---------------- DSM Directive (EU) 2019/790 ----------------
  "DSM:art_1": {
    en: "What does the EU copyright directive for the digital single market actually regulate? Which topics does the 2019 EU copyright reform cover, like exceptions, licensing and creator contracts? Does the new EU copyright directive replace the InfoSoc directive or the database directive? What is the scope of the DSM copyright directive for online and cross-border use of content?",
    de: "Worum geht es in der DSM-Richtlinie zum Urheberrecht im digitalen Binnenmarkt? Was regelt die EU-Urheberrechtsreform 2019 und welche älteren Richtlinien bleiben unberührt? Ersetzt die DSM-Richtlinie die InfoSoc-Richtlinie?",
  },
  "DSM:art_2": {
    en: "How does the EU copyright directive define a research organisation, text and data mining and a press publication? What counts as an online content-sharing platform under the copyright reform? Is a museum or archive a cultural heritage institution under EU copyright law? Key definitions of the digital single market copyright directive?",
    de: "Welche Begriffsbestimmungen enthält die DSM-Richtlinie? Was ist eine Forschungsorganisation, eine Einrichtung des Kulturerbes oder eine Presseveröffentlichung im Sinne der Urheberrechtsrichtlinie? Wer ist Diensteanbieter für das Teilen von Online-Inhalten?",
  },
  "DSM:art_2.pt_1": {
    en: "Does a private company lab count as a research organisation for the copyright TDM exception? Is a university library a research organisation under EU copyright law? Can a research institute controlled by a corporation that gets preferential access to results use the research exception? Does a non-profit institute reinvesting its profits qualify as research organisation?",
    de: "Was ist eine Forschungsorganisation im Sinne der DSM-Richtlinie? Zählt ein Forschungsinstitut mit Unternehmensbeteiligung noch als Forschungsorganisation? Gilt eine Hochschulbibliothek als Forschungseinrichtung für das Text und Data Mining?",
  },
  "DSM:art_2.pt_2": {
    en: "What exactly counts as text and data mining under EU copyright law? Is scraping websites to train an AI model text and data mining? Is automated analysis of articles to find patterns and trends legally TDM? Does machine learning training on datasets fall under the definition of data mining?",
    de: "Was bedeutet Text und Data Mining rechtlich? Ist das Training einer KI mit gescrapten Daten Text und Data Mining? Fällt automatisierte Analyse von Texten zur Mustererkennung unter den Begriff?",
  },
  "DSM:art_2.pt_3": {
    en: "Which institutions count as cultural heritage institutions under the copyright directive? Is a film archive or a public library a cultural heritage institution? Does a private museum open to the public qualify for the heritage exceptions?",
    de: "Was ist eine Einrichtung des Kulturerbes nach der DSM-Richtlinie? Zählen Archive, Museen, öffentliche Bibliotheken und Filmarchive dazu?",
  },
  "DSM:art_2.pt_4": {
    en: "What is a press publication under the EU press publishers' right? Is a scientific journal a press publication? Does a news blog or online magazine count as a press publication? Are newspaper articles published online covered by the definition of press publication?",
    de: "Was ist eine Presseveröffentlichung im Sinne der DSM-Richtlinie? Sind wissenschaftliche Fachzeitschriften Presseveröffentlichungen? Fällt ein Online-Magazin oder Newsportal unter den Begriff?",
  },
  "DSM:art_2.pt_6": {
    en: "Is YouTube or TikTok an online content-sharing service provider under EU copyright law? Are Wikipedia, GitHub, online marketplaces or cloud storage excluded from the upload filter rules? Does my video platform with user uploads count as an OCSSP? Which platforms fall under the upload filter article? Is a non-profit encyclopedia or open source code platform covered by platform liability?",
    de: "Wer ist Diensteanbieter für das Teilen von Online-Inhalten? Fallen YouTube, Instagram oder TikTok unter die Uploadfilter-Regeln? Sind Wikipedia, GitHub, Cloud-Speicher oder Online-Marktplätze ausgenommen?",
  },
  "DSM:art_3": {
    en: "Can universities do text and data mining on copyrighted papers without permission? Is there a copyright exception for scientific research data mining? May a research institute mine journal articles it has subscribed to? Can museums and libraries do TDM for research even if the publisher objects?",
    de: "Dürfen Hochschulen Text und Data Mining zu Forschungszwecken ohne Lizenz betreiben? Gibt es eine Schranke für Text und Data Mining in der wissenschaftlichen Forschung? Darf eine Bibliothek urheberrechtlich geschützte Werke für Forschungs-TDM vervielfältigen?",
  },
  "DSM:art_3.par_1": {
    en: "Can our university lab copy and mine licensed journal articles for a research project without asking the publisher? Does the research TDM exception require lawful access to the content? Is research text and data mining allowed on databases under EU law? Can a rightholder opt out of research data mining by universities?",
    de: "Darf eine Forschungsorganisation Vervielfältigungen für Text und Data Mining machen, wenn sie rechtmäßigen Zugang hat? Können Verlage das Forschungs-TDM von Universitäten verbieten?",
  },
  "DSM:art_3.par_2": {
    en: "How long may researchers keep copies made for text and data mining? Can we retain the mined corpus to verify research results later? Do TDM copies have to be stored securely?",
    de: "Dürfen Forscher die beim Text und Data Mining erstellten Kopien aufbewahren? Wie müssen TDM-Korpora gespeichert werden, etwa zur Überprüfung von Forschungsergebnissen?",
  },
  "DSM:art_3.par_3": {
    en: "Can publishers block or throttle researchers' mass downloads to protect their servers? May rightholders use technical measures to secure databases against text and data mining traffic? How far can publishers go with security measures against crawling by researchers?",
    de: "Dürfen Verlage technische Maßnahmen zum Schutz ihrer Server gegen massenhaftes Text und Data Mining einsetzen? Wie weit dürfen Sicherheitsmaßnahmen der Rechteinhaber gehen?",
  },
  "DSM:art_4": {
    en: "Can a company scrape the internet to train an AI model without a licence in the EU? Is commercial text and data mining legal under EU copyright law? How do I opt out of AI training on my website content? Does the general TDM exception apply to startups and businesses, not just researchers? Is machine-readable reservation like robots.txt needed to stop data mining?",
    de: "Ist kommerzielles Text und Data Mining für KI-Training erlaubt? Wie kann ich als Rechteinhaber der Nutzung meiner Inhalte für KI-Training widersprechen? Gilt der Nutzungsvorbehalt in maschinenlesbarer Form, etwa robots.txt?",
  },
  "DSM:art_4.par_1": {
    en: "May my startup copy publicly accessible web pages to train a machine learning model? Does the text and data mining exception cover software code and databases? Can a company mine lawfully accessible content for commercial purposes without permission?",
    de: "Dürfen Unternehmen rechtmäßig zugängliche Werke für Text und Data Mining vervielfältigen? Gilt die TDM-Schranke auch für Computerprogramme und Datenbanken?",
  },
  "DSM:art_4.par_2": {
    en: "How long can an AI company keep the scraped training data? Do we have to delete copies made for data mining after the analysis? Can the training dataset be retained after model training?",
    de: "Wie lange dürfen Kopien für Text und Data Mining gespeichert werden? Müssen KI-Trainingsdaten nach dem Training gelöscht werden?",
  },
  "DSM:art_4.par_3": {
    en: "How can a publisher or artist opt out of AI training and data mining? Is an opt-out in the terms of service enough or must it be machine-readable? Does robots.txt or a TDM reservation protocol count as an express reservation? If a website reserves its rights, can AI crawlers still mine it?",
    de: "Wie erkläre ich einen Nutzungsvorbehalt gegen Text und Data Mining? Reicht ein Hinweis im Impressum oder in den AGB oder muss der Vorbehalt maschinenlesbar sein? Dürfen KI-Crawler Inhalte trotz Opt-out auslesen?",
  },
  "DSM:art_4.par_4": {
    en: "Does a rightholder opt-out also stop universities doing research text and data mining? How do the general and the research data mining exceptions relate? Can publishers block university researchers from mining their content by adding a robots.txt opt-out?",
    de: "Wie verhält sich die allgemeine TDM-Schranke zur Schranke für wissenschaftliche Forschung? Gilt der Nutzungsvorbehalt auch gegenüber Forschungseinrichtungen?",
  },
  "DSM:art_5": {
    en: "Can teachers use copyrighted material in online lessons and e-learning platforms? Is there an EU copyright exception for digital teaching and distance learning? May a school share excerpts of textbooks in its virtual classroom? Do universities need a licence to show films or texts in online courses across borders?",
    de: "Dürfen Lehrkräfte urheberrechtlich geschützte Werke im digitalen Unterricht nutzen? Gibt es eine Schranke für Lehre und Unterricht auf Lernplattformen wie Moodle? Gilt die Bildungsschranke auch für grenzüberschreitende Online-Kurse?",
  },
  "DSM:art_5.par_1": {
    en: "Can a lecturer upload copyrighted slides, articles or videos to the course platform for students? Is the teaching exception limited to non-commercial illustration for teaching? Can a private online course company rely on the education exception?",
    de: "Unter welchen Voraussetzungen dürfen Werke zur Veranschaulichung des Unterrichts digital genutzt werden? Gilt die Unterrichtsschranke nur für nicht-kommerzielle Zwecke?",
  },
  "DSM:art_5.par_1.pt_a": {
    en: "Must digital teaching use take place on the school's premises or in a password-protected learning platform? Can a teacher post copyrighted material on a public YouTube channel for class? Is a secure electronic environment only for enrolled students required?",
    de: "Muss die Nutzung im Unterricht über eine gesicherte elektronische Umgebung nur für Schüler und Lehrkräfte erfolgen? Darf ich Unterrichtsmaterial mit fremden Werken öffentlich ins Netz stellen?",
  },
  "DSM:art_5.par_1.pt_b": {
    en: "Do teachers have to credit the author and source when using works in online lessons? What if the author's name cannot be found for teaching materials? Is attribution mandatory when a school shares copyrighted images on its learning platform?",
    de: "Muss bei der Nutzung im Unterricht die Quelle und der Urheber angegeben werden? Was gilt, wenn der Name des Autors nicht bekannt ist?",
  },
  "DSM:art_5.par_2": {
    en: "Can a country exclude textbooks and sheet music from the teaching exception if licences are available? Do schools need to buy licences for educational publishers' materials instead of relying on the exception? Can a school rely on the exception for sheet music in Germany or must it license it?",
    de: "Können Mitgliedstaaten Schulbücher und Noten von der Unterrichtsschranke ausnehmen, wenn Lizenzen verfügbar sind? Haben Lizenzangebote Vorrang vor der Bildungsschranke?",
  },
  "DSM:art_5.par_3": {
    en: "Which country's copyright law applies when a German university streams course material to students abroad? Where is cross-border online teaching deemed to take place? Does a French student accessing a German online course make the use happen in France?",
    de: "Welches Recht gilt bei grenzüberschreitendem Online-Unterricht? Wo findet die Nutzung im digitalen Unterricht rechtlich statt, wenn Studierende im Ausland sind?",
  },
  "DSM:art_5.par_4": {
    en: "Do authors get paid when their works are used in digital teaching? Is there fair compensation for educational use of copyrighted material? Can countries require schools to pay for using works under the teaching exception?",
    de: "Erhalten Urheber eine Vergütung für die Nutzung ihrer Werke im Unterricht? Gibt es einen gerechten Ausgleich für die Bildungsschranke?",
  },
  "DSM:art_6": {
    en: "Can a museum digitise its collection to preserve it without asking the rights holders? May libraries make backup copies of old films, books or software for preservation? Is format shifting of archive materials allowed for conservation? Can a heritage institution copy works it only borrowed?",
    de: "Dürfen Museen, Archive und Bibliotheken Werke aus ihrem Bestand zur Erhaltung digitalisieren? Gibt es eine Schranke für Sicherungskopien zur Bestandserhaltung des Kulturerbes?",
  },
  "DSM:art_7": {
    en: "Can a publisher's licence terms forbid text and data mining for research or use in teaching? Are contract clauses overriding copyright exceptions void? Do technical protection measures prevent using the research and education exceptions?",
    de: "Können Verträge die Schranken für Forschung, Unterricht und Kulturerbe ausschließen? Sind Lizenzklauseln, die Text und Data Mining zu Forschungszwecken verbieten, unwirksam?",
  },
  "DSM:art_7.par_1": {
    en: "Our database licence prohibits data mining by the university - is that clause enforceable? Can a publisher contract out of the teaching or preservation exception? Are terms of use banning research TDM valid?",
    de: "Ist eine Vertragsklausel wirksam, die das Forschungs-TDM, die Unterrichtsnutzung oder Erhaltungskopien verbietet? Können Lizenzverträge gesetzliche Schranken aushebeln?",
  },
  "DSM:art_7.par_2": {
    en: "Does the three-step test apply to the new DSM copyright exceptions? Can DRM or copy protection block researchers and teachers from using the exceptions? Must rightholders give beneficiaries means to benefit from the exceptions despite technical protection?",
    de: "Gilt der Dreistufentest für die Schranken der DSM-Richtlinie? Dürfen technische Schutzmaßnahmen die Nutzung der Schranken für Forschung und Lehre verhindern?",
  },
  "DSM:art_8": {
    en: "Can a library put out-of-print books online without tracking down every author? How can archives license out-of-commerce works through a collecting society? Is there an exception for museums to publish works no longer sold? What are out-of-commerce works rules in EU copyright?",
    de: "Dürfen Bibliotheken vergriffene Werke digitalisieren und online zugänglich machen? Wie funktioniert die Lizenzierung nicht verfügbarer Werke über Verwertungsgesellschaften? Gibt es eine Schranke für vergriffene Werke?",
  },
  "DSM:art_8.par_1": {
    en: "Can a collecting society license out-of-print books to a library even for authors who are not its members? Can a national library get a licence to digitise its whole collection of out-of-commerce works? Must the collective licence be non-commercial and non-exclusive?",
    de: "Darf eine Verwertungsgesellschaft Lizenzen für nicht verfügbare Werke auch für Außenstehende erteilen? Welche Voraussetzungen gelten für die Lizenz an eine Kulturerbe-Einrichtung?",
  },
  "DSM:art_8.par_2": {
    en: "If no collecting society exists, can a museum put out-of-commerce works online without a licence? Is there a fallback exception for archives to make out-of-print works available non-commercially? Can a film archive stream out-of-circulation films on its website?",
    de: "Gibt es eine Schranke für nicht verfügbare Werke, wenn keine Verwertungsgesellschaft lizenziert? Dürfen Archive vergriffene Werke auf nicht-kommerziellen Websites zeigen?",
  },
  "DSM:art_8.par_2.pt_b": {
    en: "May a museum show out-of-commerce works on a website that carries ads or sells tickets? Must out-of-commerce works be made available only on non-commercial websites? Can an archive put out-of-print photos on a commercial platform under the exception?",
    de: "Dürfen nicht verfügbare Werke nur auf nicht-kommerziellen Websites gezeigt werden? Darf ein Archiv vergriffene Werke auf einer Website mit Werbung oder Verkauf zeigen?",
  },
  "DSM:art_8.par_3": {
    en: "When can a heritage institution rely on the out-of-commerce exception instead of a licence? Does the exception apply only where no representative collecting society exists? Is the out-of-commerce exception only a fallback where no collecting society can license?",
    de: "Wann greift die Schranke für vergriffene Werke statt der Lizenz? Hat die Lizenz einer repräsentativen Verwertungsgesellschaft Vorrang?",
  },
  "DSM:art_8.par_4": {
    en: "How can an author stop a library from putting their out-of-print book online? Can rightholders opt out of out-of-commerce licensing at any time, even after use has begun? Can a photographer withdraw her works from a library's out-of-commerce digitisation project?",
    de: "Kann ich als Autor der Nutzung meines vergriffenen Werkes widersprechen? Gibt es ein Opt-out für nicht verfügbare Werke auch nach Lizenzbeginn?",
  },
  "DSM:art_8.par_5": {
    en: "When is a book or film considered out of commerce? Does a second-hand copy on the market mean a work is still in commerce? Can a country set a cut-off date for out-of-commerce works? How much effort must an archive make to check availability?",
    de: "Wann gilt ein Werk als nicht verfügbar oder vergriffen? Können Stichtage für vergriffene Werke festgelegt werden? Welcher Aufwand ist zur Prüfung der Verfügbarkeit erforderlich?",
  },
  "DSM:art_8.par_6": {
    en: "From which country's collecting society must a library get a licence for out-of-commerce works? Does a Dutch museum need a licence from a Dutch or German collecting society for out-of-print books? Which CMO is competent for licensing out-of-commerce works to an archive?",
    de: "Bei welcher Verwertungsgesellschaft muss eine Kulturerbe-Einrichtung die Lizenz für vergriffene Werke einholen? Muss die Lizenz von einer Verwertungsgesellschaft des Sitzstaates der Einrichtung stammen?",
  },
  "DSM:art_8.par_7": {
    en: "Do the out-of-commerce rules apply to collections of mainly American books or films from non-EU producers? Are works first published in third countries excluded? Can a German library digitise out-of-print works by third-country authors under the collective licence?",
    de: "Gelten die Regeln zu nicht verfügbaren Werken auch für Werke aus Drittstaaten, etwa US-Bücher oder Filme? Sind Sammlungen überwiegend mit Werken aus Drittländern von der Regelung ausgeschlossen?",
  },
  "DSM:art_9": {
    en: "Can a library licensed in Germany make out-of-commerce works available to users in other EU countries? Where is use of out-of-print works under the exception deemed to happen? Can a Spanish cultural institution show out-of-commerce works licensed in Spain to users in Germany?",
    de: "Dürfen vergriffene Werke grenzüberschreitend in der ganzen EU zugänglich gemacht werden? Wo gilt die Nutzung nicht verfügbarer Werke unter der Schranke als erfolgt?",
  },
  "DSM:art_9.par_1": {
    en: "Does an out-of-commerce works licence cover use across all EU member states? Can users in France access a German library's licensed out-of-print collection? Can a licensed out-of-commerce collection be accessed EU-wide without extra licences?",
    de: "Gilt eine Lizenz für nicht verfügbare Werke EU-weit? Darf eine Kulturerbe-Einrichtung vergriffene Werke mit Lizenz in allen Mitgliedstaaten zugänglich machen?",
  },
  "DSM:art_9.par_2": {
    en: "Which national law applies when a museum uses the out-of-commerce exception online? Is the use deemed to occur only in the institution's home country? Do foreign copyright laws apply when an archive puts out-of-print works online under the exception?",
    de: "In welchem Mitgliedstaat gilt die Nutzung vergriffener Werke unter der Schranke als erfolgt? Welches Recht gilt bei grenzüberschreitender Nutzung vergriffener Werke über die Schranke?",
  },
  "DSM:art_10": {
    en: "Where can authors check whether their out-of-print works are being used by libraries? What is the EUIPO out-of-commerce works portal? How much notice must be given before out-of-commerce works go online?",
    de: "Wo werden vergriffene Werke vor der Nutzung veröffentlicht? Was ist das EUIPO-Portal für nicht verfügbare Werke?",
  },
  "DSM:art_10.par_1": {
    en: "How many months before putting out-of-commerce works online must they be listed on the EUIPO portal? What information about the licence must be published on the single online portal? Is there an EU database where authors can check if their out-of-print works are licensed?",
    de: "Wie lange vor der Nutzung müssen nicht verfügbare Werke im Online-Portal des EUIPO eingetragen sein? Welche Informationen werden dort veröffentlicht?",
  },
  "DSM:art_10.par_2": {
    en: "Are extra publicity measures required to inform authors abroad that their works are being licensed as out of commerce? Must notices also be published in third countries? Must a library advertise its out-of-commerce licence in the country where the works originate?",
    de: "Welche zusätzlichen Bekanntmachungen sind zur Information der Rechteinhaber über vergriffene Werke nötig? Müssen Bekanntmachungen auch in anderen Mitgliedstaaten oder Drittländern erfolgen?",
  },
  "DSM:art_11": {
    en: "Do member states have to consult libraries and collecting societies before setting rules on out-of-commerce works? Is there a stakeholder dialogue on out-of-print works licensing? Are collecting societies and museums involved in setting cut-off dates for out-of-print works?",
    de: "Müssen Rechteinhaber und Kulturerbe-Einrichtungen vor Regeln zu vergriffenen Werken angehört werden? Gibt es einen Dialog der Interessenträger zur Lizenzierung?",
  },
  "DSM:art_12": {
    en: "What is extended collective licensing in EU copyright law? Can a collecting society license works of authors who never joined it? Are Nordic-style extended collective licences allowed under EU law? What safeguards protect non-member authors from collective licences?",
    de: "Was ist eine kollektive Lizenzvergabe mit erweiterter Wirkung? Darf eine Verwertungsgesellschaft auch Rechte von Nichtmitgliedern lizenzieren? Welche Schutzmechanismen gelten für Außenseiter?",
  },
  "DSM:art_12.par_1": {
    en: "Can a licence from a collecting society be extended to authors who are not members? Can a CMO be presumed to represent all rightholders in a sector? Can Germany allow a collecting society like VG Wort to license works of non-members?",
    de: "Kann eine Lizenz einer Verwertungsgesellschaft auf Außenseiter erstreckt werden? Gibt es eine Vermutung der Wahrnehmungsbefugnis?",
  },
  "DSM:art_12.par_2": {
    en: "For which uses may extended collective licences be used? Only where clearing rights individually is impractical, like mass digitisation or broadcasting archives? Can extended collective licensing be used for any type of use or only specific areas?",
    de: "In welchen Bereichen darf die erweiterte kollektive Lizenz angewendet werden, wenn die Einzelrechteklärung unpraktikabel ist? Darf die erweiterte kollektive Lizenz nur in klar umrissenen Nutzungsbereichen gelten?",
  },
  "DSM:art_12.par_3": {
    en: "What safeguards apply to extended collective licensing, like representativeness, equal treatment, opt-out and publicity? How are non-member rightholders informed before an extended licence is used? Do non-member rightholders get equal treatment and the right to opt out of extended licences?",
    de: "Welche Schutzvorkehrungen gelten bei der kollektiven Lizenz mit erweiterter Wirkung, etwa Repräsentativität, Gleichbehandlung und Widerspruchsrecht? Müssen Außenseiter vor der Nutzung durch Bekanntmachungen informiert werden?",
  },
  "DSM:art_12.par_3.pt_c": {
    en: "Can I opt my works out of an extended collective licence I never agreed to? How easily can an author exclude their works from a collecting society's extended licence? As a non-member photographer, how do I stop a collecting society licensing my pictures?",
    de: "Kann ich meine Werke jederzeit aus einer erweiterten kollektiven Lizenz herausnehmen? Können Rechteinhaber, die die Verwertungsgesellschaft nicht beauftragt haben, ihre Werke ausschließen?",
  },
  "DSM:art_12.par_4": {
    en: "Does the extended collective licensing article apply to mandatory collective management, like cable retransmission? Are other EU extended licensing mechanisms affected? Does this licensing article override other EU rules on extended collective licences?",
    de: "Gilt die Regel zur erweiterten kollektiven Lizenz auch für die verpflichtende kollektive Rechtewahrnehmung? Gilt die erweiterte kollektive Lizenz neben anderen unionsrechtlichen Lizenzmechanismen?",
  },
  "DSM:art_13": {
    en: "What can a streaming service do if it cannot agree a licence with producers for films on its video-on-demand platform? Is there a mediator or impartial body for VOD licensing disputes? How do I get help negotiating rights for audiovisual works on Netflix-style services?",
    de: "Gibt es einen Verhandlungsmechanismus oder Mediator bei Lizenzproblemen für Video-on-Demand-Dienste? Wer hilft bei schwierigen Verhandlungen über Filmrechte für Streaming-Plattformen?",
  },
  "DSM:art_14": {
    en: "Can a museum claim copyright in photos of public domain paintings? Is a photo of an old public domain artwork free to use? Do scans of Rembrandt or Monet paintings have copyright? Can I use images of public domain art from museum websites?",
    de: "Sind Fotos gemeinfreier Gemälde urheberrechtlich geschützt? Darf ich Reproduktionen gemeinfreier Kunstwerke aus dem Museum frei verwenden? Haben Museen Rechte an Digitalisaten gemeinfreier Werke?",
  },
  "DSM:art_15": {
    en: "What is the ancillary copyright for press publishers? Can newspapers demand licence fees from Google News for snippets? Is linking to news articles allowed under the press publishers' right? How long does the press publishers' right last? Do journalists get a share of what Google pays publishers?",
    de: "Was ist das Leistungsschutzrecht für Presseverleger? Müssen Google und Suchmaschinen für Snippets von Presseartikeln zahlen? Ist das Verlinken von Zeitungsartikeln erlaubt? Wie lange gilt das Presseverleger-Recht?",
  },
  "DSM:art_15.par_1": {
    en: "Does a news aggregator need a licence to show article previews and snippets? Is hyperlinking to newspaper articles covered by the publishers' right? Can I quote single words or very short extracts of a news article? Does the press publishers' right apply to private users sharing articles?",
    de: "Brauchen News-Aggregatoren eine Lizenz der Presseverleger für Vorschauen? Sind Hyperlinks und sehr kurze Auszüge vom Leistungsschutzrecht ausgenommen? Gilt das Recht auch für private Nutzer?",
  },
  "DSM:art_15.par_2": {
    en: "Can a newspaper use its press publishers' right against the journalist or photographer who wrote the article? Can a freelance author still license their article elsewhere? Can the publisher block use of public domain texts included in the paper?",
    de: "Darf der Presseverleger sein Recht gegen die Urheber der Artikel geltend machen? Kann ein freier Journalist seinen Artikel weiterhin selbst verwerten?",
  },
  "DSM:art_15.par_3": {
    en: "Do copyright exceptions like quotation also apply to the press publishers' right? Do the orphan works rules apply to press publishers' rights? Does the private copying exception apply to press publishers' content? Do the InfoSoc exceptions and limitations apply to the press publishers' right?",
    de: "Gelten die Schranken des Urheberrechts, etwa das Zitatrecht, auch für das Leistungsschutzrecht der Presseverleger? Gelten die Schranken der InfoSoc-Richtlinie entsprechend für das Presseverleger-Recht?",
  },
  "DSM:art_15.par_4": {
    en: "How long does the press publishers' right last, two years? From when is the term of protection for press publications calculated? Are articles published before June 2019 protected?",
    de: "Wie lange läuft das Leistungsschutzrecht für Presseverleger? Ab wann wird die Schutzdauer von zwei Jahren berechnet? Sind Artikel vor Juni 2019 geschützt?",
  },
  "DSM:art_15.par_5": {
    en: "Do journalists get a share of the money Google pays to news publishers? Are authors entitled to part of the press publishers' licence revenues? Must newspapers share Google licence money with freelance photographers and writers?",
    de: "Erhalten Journalisten eine Beteiligung an den Einnahmen der Presseverleger aus dem Leistungsschutzrecht? Welcher Anteil steht den Urhebern zu?",
  },
  "DSM:art_16": {
    en: "Can publishers get a share of private copying levies and other compensation for their authors' works? Is the VG Wort publisher participation allowed under EU law? Are publishers entitled to fair compensation after the Reprobel ruling?",
    de: "Dürfen Verleger an der gesetzlichen Vergütung der Urheber beteiligt werden, etwa bei der VG Wort? Gibt es einen Anspruch der Verlage auf Ausgleich für Schrankennutzungen?",
  },
  "DSM:art_17": {
    en: "Are YouTube and other platforms liable for copyright infringement in user uploads? What are the upload filter rules in EU copyright law? Does a video platform need licences from music labels for user content? How can platforms avoid liability for pirated uploads? Are memes and parodies protected from upload filters?",
    de: "Haften Plattformen wie YouTube für urheberrechtsverletzende Uploads ihrer Nutzer? Was regelt der Artikel zu Uploadfiltern? Müssen Diensteanbieter für das Teilen von Online-Inhalten Lizenzen erwerben? Sind Memes und Parodien geschützt?",
  },
  "DSM:art_17.par_1": {
    en: "Is a platform itself making content available to the public when users upload copyrighted videos? Does TikTok need a licence from rightholders for music in user videos? Must content-sharing platforms obtain authorisation from rightholders?",
    de: "Nimmt eine Upload-Plattform selbst eine öffentliche Wiedergabe vor? Muss der Diensteanbieter eine Erlaubnis der Rechteinhaber einholen, etwa durch Lizenzvertrag?",
  },
  "DSM:art_17.par_2": {
    en: "Does the platform's licence also cover ordinary users uploading videos non-commercially? Is a YouTuber covered by YouTube's music licence? What about influencers who earn significant revenue from uploads?",
    de: "Deckt die Lizenz der Plattform auch die Uploads der Nutzer ab? Sind nicht-kommerzielle Nutzer durch die Plattformlizenz geschützt?",
  },
  "DSM:art_17.par_3": {
    en: "Can content-sharing platforms still rely on the hosting safe harbour of the e-commerce directive for copyright? Does notice and takedown hosting privilege apply to YouTube for copyright claims? Does the hosting liability privilege still protect platforms for non-copyright matters? Can YouTube claim it is just a host for pirated uploads?",
    de: "Gilt das Hostprovider-Privileg der E-Commerce-Richtlinie noch für Upload-Plattformen im Urheberrecht? Gilt die Haftungsprivilegierung für Hostprovider nicht für Diensteanbieter für das Teilen von Online-Inhalten?",
  },
  "DSM:art_17.par_4": {
    en: "When is a video platform liable for unlicensed uploads and how can it escape liability? What must a platform prove: best efforts to license, to block and to take down? Does staydown apply to notified works?",
    de: "Wann haftet ein Diensteanbieter für nicht lizenzierte Uploads und wie kann er sich entlasten? Was bedeuten bestmögliche Anstrengungen, Sperrung und Stay-down?",
  },
  "DSM:art_17.par_4.pt_a": {
    en: "What counts as best efforts to obtain a licence from rightholders for a platform? Must a platform proactively approach collecting societies and labels? Must a platform accept any licence offer from rightholders to show best efforts?",
    de: "Was muss eine Plattform unternehmen, um sich bestmöglich um eine Lizenz zu bemühen? Welche Lizenzbemühungen muss ein Diensteanbieter nachweisen?",
  },
  "DSM:art_17.par_4.pt_b": {
    en: "Does a platform have to use content recognition like Content ID to block works flagged by rightholders? Are upload filters required for works for which rightholders provided reference files? What is required from a platform once rightholders supply relevant and necessary information?",
    de: "Muss eine Plattform Uploadfilter einsetzen, um von Rechteinhabern gemeldete Werke zu sperren? Was bedeuten hohe branchenübliche Standards der beruflichen Sorgfalt?",
  },
  "DSM:art_17.par_4.pt_c": {
    en: "How fast must a platform remove infringing videos after a takedown notice? Does a platform have to prevent re-uploads after removal (notice and staydown)? What does a sufficiently substantiated notice from a rightholder need to contain?",
    de: "Wie schnell muss eine Plattform nach einem hinreichend begründeten Hinweis Inhalte entfernen? Muss sie künftige Uploads verhindern?",
  },
  "DSM:art_17.par_5": {
    en: "Are small platforms held to the same filtering standard as YouTube? Does proportionality take into account the size of the service and the cost of filtering tools? Which factors decide whether a platform did enough to prevent infringing uploads?",
    de: "Spielt die Größe der Plattform und die Kosten von Filtertechnik bei den Pflichten eine Rolle? Gilt der Grundsatz der Verhältnismäßigkeit?",
  },
  "DSM:art_17.par_6": {
    en: "Do startup platforms under three years old with less than 10 million euro turnover need upload filters? What are the relaxed rules for new content-sharing services? What if the startup has over 5 million monthly visitors?",
    de: "Gibt es Erleichterungen für Start-up-Plattformen mit weniger als 10 Mio. Euro Umsatz und unter drei Jahren? Was gilt ab 5 Millionen monatlichen Besuchern?",
  },
  "DSM:art_17.par_7": {
    en: "Can upload filters block my lawful parody, review or meme? Are quotation, criticism and pastiche protected when uploading to platforms? Must platforms avoid blocking non-infringing content?",
    de: "Dürfen Uploadfilter erlaubte Inhalte sperren, etwa Zitate, Kritik oder Parodien? Welche Schranken gelten für nutzergenerierte Inhalte?",
  },
  "DSM:art_17.par_7.pt_a": {
    en: "Can I upload a video review or critique using clips of a film? Is quoting copyrighted material in user uploads allowed? Can I use clips in a reaction video or film critique on YouTube?",
    de: "Darf ich in Uploads urheberrechtlich geschützte Werke für Zitat, Kritik oder Rezension nutzen? Sind Zitate und Rezensionen in nutzergenerierten Inhalten geschützt?",
  },
  "DSM:art_17.par_7.pt_b": {
    en: "Are memes, remixes, caricature, parody and pastiche allowed on platforms under EU law? Can a fan remix be blocked by a filter? Is fan art or a pastiche upload allowed under EU copyright exceptions?",
    de: "Sind Memes, Karikatur, Parodie und Pastiche in Uploads erlaubt? Dürfen Memes, Parodien und Pastiches auf Plattformen hochgeladen werden?",
  },
  "DSM:art_17.par_8": {
    en: "Does the platform copyright article impose a general monitoring obligation? Can rightholders ask a platform how its filtering and licensing cooperation works and how licensed content is used? Can a label demand information on how often its licensed songs are used on a platform?",
    de: "Führt die Plattformhaftung zu einer allgemeinen Überwachungspflicht? Welche Informationen müssen Plattformen den Rechteinhabern über ihre Praktiken geben?",
  },
  "DSM:art_17.par_9": {
    en: "How can I complain if my video was wrongly taken down for copyright? Must platforms offer a complaint and redress mechanism with human review? Is there out-of-court dispute settlement for blocked uploads? Must platforms tell users about exceptions in their terms?",
    de: "Wie wehre ich mich gegen die Sperrung meines Uploads? Muss die Plattform ein Beschwerde- und Rechtsbehelfsverfahren mit menschlicher Überprüfung anbieten?",
  },
  "DSM:art_17.par_10": {
    en: "Has the Commission issued guidance on applying the platform copyright article? Were there stakeholder dialogues on best practices between platforms and rightholders? Is there official EU guidance on how platforms should treat lawful uses and upload filtering?",
    de: "Gibt es Leitlinien der Kommission zur Umsetzung der Plattformhaftung? Was war der Dialog mit Interessenträgern zu Uploadfiltern?",
  },
  "DSM:art_18": {
    en: "Are authors and performers entitled to fair pay when they sell or license their rights? Can a publisher or label pay a tiny buy-out fee for all rights? Is there an EU right to appropriate and proportionate remuneration for creators?",
    de: "Haben Urheber und ausübende Künstler Anspruch auf angemessene und verhältnismäßige Vergütung? Sind Total-Buy-out-Verträge zulässig?",
  },
  "DSM:art_18.par_1": {
    en: "As a musician who licensed my songs to a label, am I entitled to appropriate remuneration? Does a writer have a right to proportionate pay for exploitation of their book? Is a one-off buy-out payment for a screenplay legal under EU law?",
    de: "Steht mir als Urheber bei Lizenzvergabe eine angemessene und verhältnismäßige Vergütung zu? Sind Pauschalvergütungen für Urheber und ausübende Künstler zulässig?",
  },
  "DSM:art_18.par_2": {
    en: "Can member states use collective agreements or other mechanisms to ensure fair remuneration? Does contractual freedom still apply to creator contracts? Can fair pay for creators be achieved through collective bargaining or lump sums?",
    de: "Wie dürfen Mitgliedstaaten die angemessene Vergütung umsetzen, etwa unter Berücksichtigung der Vertragsfreiheit? Welche Mechanismen dürfen zur Sicherung einer angemessenen Vergütung genutzt werden?",
  },
  "DSM:art_19": {
    en: "Can I demand royalty statements from my publisher or record label? How often must a label report revenues to artists? Do authors have a right to information on how their work is exploited? Can I get information from sublicensees like streaming services?",
    de: "Habe ich als Autor Anspruch auf Auskunft über die Verwertung meines Werkes? Wie oft muss der Verlag über Einnahmen berichten? Was regelt die Transparenzpflicht?",
  },
  "DSM:art_19.par_1": {
    en: "Must my publisher give me an annual report on sales, revenues and royalties due? What information do creators get about exploitation of their works? Does a record label have to tell me how much my streams earned?",
    de: "Muss der Vertragspartner mindestens einmal jährlich über Nutzung, Einnahmen und Vergütung informieren? Haben Künstler Anspruch auf aktuelle Informationen über Einnahmen aus der Verwertung?",
  },
  "DSM:art_19.par_2": {
    en: "Can an author get information directly from sub-licensees like a foreign publisher or streaming service? Must the label tell me who the sublicensees are? What if my publisher doesn't have the sales data from the foreign licensee?",
    de: "Können Urheber Auskunft von Unterlizenznehmern verlangen? Muss der Vertragspartner die Identität der Unterlizenznehmer nennen?",
  },
  "DSM:art_19.par_3": {
    en: "Can the reporting obligation be reduced when the work generates very little revenue and reporting would be too burdensome? Can a small publisher avoid detailed reporting for a book with tiny sales? Is the transparency duty proportionate to the revenue?",
    de: "Kann die Auskunftspflicht bei geringen Einnahmen und unverhältnismäßigem Aufwand eingeschränkt werden? Gilt die Auskunftspflicht eingeschränkt, wenn der Verwaltungsaufwand unverhältnismäßig ist?",
  },
  "DSM:art_19.par_4": {
    en: "Does a session musician or minor contributor to a film get royalty reports? Is the transparency obligation excluded for insignificant contributions? Can an extra in a film demand annual exploitation reports? What if the minor contributor needs the information for a bestseller claim?",
    de: "Gilt die Auskunftspflicht auch bei nachrangigen Beiträgen zu einem Werk? Müssen Urheber von untergeordneten Beiträgen keine Auskunft erhalten?",
  },
  "DSM:art_19.par_5": {
    en: "Can collective bargaining agreements set their own transparency rules for authors' reports? Do collective agreements for journalists replace the statutory reporting duty? Can unions negotiate sector-specific transparency rules?",
    de: "Gelten Transparenzregeln aus Tarifverträgen oder gemeinsamen Vergütungsregeln anstelle der gesetzlichen Auskunftspflicht? Können Tarifverträge eigene Auskunftsregeln vorsehen?",
  },
  "DSM:art_20": {
    en: "My book became a bestseller but I got a small flat fee - can I claim more money? Is there a bestseller clause in EU copyright law? Can a performer renegotiate pay when a film is hugely successful?",
    de: "Kann ich bei einem Bestseller eine weitere Beteiligung verlangen? Was regelt der Vertragsanpassungsmechanismus, wenn die Vergütung unverhältnismäßig niedrig ist?",
  },
  "DSM:art_20.par_1": {
    en: "Can an author claim additional remuneration if the agreed fee is disproportionately low compared to revenues? Can I claim against the successor of my original publisher? Can a translator claim extra money if the translated novel sells millions?",
    de: "Haben Urheber Anspruch auf zusätzliche, angemessene Vergütung bei unverhältnismäßig niedriger Vergütung im Vergleich zu den Einnahmen? Gibt es einen Fairnessausgleich, wenn das Werk viel mehr einbringt als erwartet?",
  },
  "DSM:art_21": {
    en: "Is there mediation or alternative dispute resolution for disputes over royalty reporting or contract adjustment? Can a creators' union start a dispute on behalf of authors? Can a dispute about missing royalty statements go to arbitration or mediation?",
    de: "Gibt es ein alternatives Streitbeilegungsverfahren für Streitigkeiten über Auskunft und Vertragsanpassung? Können Urheberverbände Verfahren für Urheber einleiten?",
  },
  "DSM:art_22": {
    en: "Can I take back the rights to my book if the publisher does nothing with it? Is there a right to revoke an exclusive licence for non-use? Can a musician terminate a record deal if the album is never released?",
    de: "Kann ich meine Rechte zurückrufen, wenn der Verlag mein Werk nicht verwertet? Was regelt das Widerrufsrecht wegen Nichtausübung?",
  },
  "DSM:art_22.par_1": {
    en: "Can an author revoke an exclusive licence in whole or in part when the work is not exploited? Can a songwriter get back rights from a music publisher that never exploited the songs? Does the right of revocation cover exclusive licences and transfers?",
    de: "Dürfen Urheber eine ausschließliche Lizenz bei fehlender Verwertung ganz oder teilweise widerrufen? Kann ein Urheber bei Nichtausübung das Nutzungsrecht zurückrufen?",
  },
  "DSM:art_22.par_2": {
    en: "How does revocation work for films or albums with many contributors? Can countries limit the revocation right to a time frame or let authors just end exclusivity? Can films with many contributors be excluded from the revocation right?",
    de: "Wie funktioniert der Rückruf bei Werken mit mehreren Urhebern? Kann statt Widerruf nur die Exklusivität beendet werden?",
  },
  "DSM:art_22.par_3": {
    en: "How long must I wait before revoking my rights for non-use? Do I have to give the publisher a deadline first? What notice must an author give a label before revoking rights?",
    de: "Wann kann der Rückruf frühestens erklärt werden und muss dem Verwerter eine Frist gesetzt werden? Muss der Urheber vor dem Rückruf eine angemessene Frist zur Verwertung setzen?",
  },
  "DSM:art_22.par_4": {
    en: "Can I revoke if the lack of exploitation is my own fault, for example because I did not deliver the manuscript? Is revocation excluded if the author could fix the reason for non-use? Can I revoke if I refused to approve the cover?",
    de: "Ist der Rückruf ausgeschlossen, wenn der Urheber die fehlende Verwertung selbst beheben könnte? Entfällt das Rückrufsrecht, wenn die Nichtverwertung vom Urheber zu vertreten ist?",
  },
  "DSM:art_22.par_5": {
    en: "Can a contract exclude the author's right to revoke for non-use? Only through a collective bargaining agreement? Can a publisher's standard contract waive my revocation right? Are deviations from the revocation mechanism only valid in collective agreements?",
    de: "Kann das Rückrufsrecht vertraglich ausgeschlossen werden, etwa nur durch Tarifvertrag? Sind abweichende Vereinbarungen zum Rückrufsrecht nur in Tarifverträgen zulässig?",
  },
  "DSM:art_23": {
    en: "Can a publishing contract waive my right to royalty information or to a bestseller adjustment? Do the creator contract rules apply to software developers? Are the new creator contract rights mandatory and non-waivable?",
    de: "Können Vertragsklauseln die Auskunftspflicht und Vertragsanpassung ausschließen? Gelten die Urhebervertragsregeln auch für Programmierer?",
  },
  "DSM:art_23.par_1": {
    en: "Is a clause in my record deal that waives transparency reports or extra remuneration claims enforceable? Can a contract exclude the ADR procedure for royalty disputes? Is waiving the bestseller claim in a publishing contract valid?",
    de: "Sind Klauseln unwirksam, die Auskunftsanspruch, Vertragsanpassung oder Streitbeilegung ausschließen? Können Urheber auf ihre Auskunftsrechte vertraglich verzichten?",
  },
  "DSM:art_23.par_2": {
    en: "Do software developers get fair remuneration and revocation rights under the copyright directive? Are authors of computer programs excluded from the creator contract rules? Does a freelance programmer have a right to revoke rights in software?",
    de: "Gelten die Regeln zu Vergütung, Transparenz und Rückruf für Urheber von Computerprogrammen? Sind Urheber von Software von den Urhebervertragsrechten ausgenommen?",
  },
  "DSM:art_24": {
    en: "How did the DSM directive change the database directive and the InfoSoc directive? What amendments were made to the teaching and research exceptions in older EU copyright law? Was the teaching exception in the InfoSoc directive changed by the DSM directive?",
    de: "Welche Änderungen der Datenbank-Richtlinie und der InfoSoc-Richtlinie enthält die DSM-Richtlinie? Wie wurden die Schranken für Unterricht und Forschung in älteren Richtlinien angepasst?",
  },
  "DSM:art_25": {
    en: "Can Germany keep broader copyright exceptions for research or teaching than the DSM directive? Are national exceptions going beyond the directive allowed? Can member states have wider exceptions for text and data mining or teaching than the directive?",
    de: "Dürfen Mitgliedstaaten weitergehende Schranken für Forschung und Lehre beibehalten? Sind weitergehende nationale Schranken mit der DSM-Richtlinie vereinbar?",
  },
  "DSM:art_26": {
    en: "Does the DSM copyright directive apply to works created before 2021? From when does the new copyright directive apply, and are old contracts affected? Is a work created in 1990 and still protected covered by the new rules?",
    de: "Ab wann gilt die DSM-Richtlinie und gilt sie auch für ältere Werke und Verträge? Gilt die Richtlinie für Werke, die am 7. Juni 2021 geschützt sind?",
  },
  "DSM:art_26.par_1": {
    en: "Are works protected before June 2021 covered by the digital single market directive? Does the directive apply to older works still protected by copyright in 2021? Does the press publishers' right cover works protected on 7 June 2021?",
    de: "Gilt die Richtlinie für alle Werke, die ab dem 7. Juni 2021 urheberrechtlich geschützt sind? Gilt die DSM-Richtlinie für ältere, noch geschützte Werke?",
  },
  "DSM:art_26.par_2": {
    en: "Does the new directive affect licences and rights acquired before 7 June 2021? Are licences signed before the copyright reform still valid? Do acts done before June 2021 become infringing under the new rules?",
    de: "Bleiben vor dem 7. Juni 2021 geschlossene Verträge und erworbene Rechte unberührt? Gilt die Richtlinie rückwirkend für alte Nutzungshandlungen?",
  },
  "DSM:art_27": {
    en: "From when do existing publishing and record contracts have to comply with the transparency reporting obligation? Do old contracts need royalty reports from June 2022? When must publishers start sending annual reports under existing agreements?",
    de: "Ab wann gilt die Transparenzpflicht für bestehende Verträge? Übergangsbestimmung für Altverträge?",
  },
  "DSM:art_28": {
    en: "Does GDPR apply to upload filtering and data processing under the copyright directive? How does copyright enforcement on platforms relate to data protection? Must content recognition on platforms comply with data protection rules?",
    de: "Gilt die DSGVO für die Datenverarbeitung im Rahmen der DSM-Richtlinie, etwa bei Uploadfiltern? Muss die Datenverarbeitung nach der Urheberrechtsrichtlinie den Datenschutz beachten?",
  },
  "DSM:art_29": {
    en: "What was the deadline for member states to transpose the DSM copyright directive? When did Germany have to implement the copyright reform? Was the DSM directive due to be implemented by 7 June 2021?",
    de: "Bis wann musste die DSM-Richtlinie umgesetzt werden? Umsetzungsfrist der Urheberrechtsrichtlinie?",
  },
  "DSM:art_30": {
    en: "When will the Commission review the DSM copyright directive? Will the startup exemption from upload filters be reassessed? Will the Commission report on the effects of the copyright directive after 2026?",
    de: "Wann überprüft die Kommission die DSM-Richtlinie? Wird die Sonderregel für kleine Plattformen evaluiert?",
  },
  "DSM:art_31": {
    en: "When did the copyright in the digital single market directive enter into force? From what date is the DSM directive legally in force at EU level? Was the DSM directive published in the Official Journal in 2019?",
    de: "Wann ist die DSM-Richtlinie in Kraft getreten? Inkrafttreten der Urheberrechtsrichtlinie 2019/790?",
  },
  "DSM:art_32": {
    en: "Who is the DSM copyright directive addressed to? Does the directive apply directly to companies? Do member states need to implement the copyright directive?",
    de: "An wen richtet sich die DSM-Richtlinie? Gilt sie unmittelbar für Unternehmen?",
  },
  // ---------------- Product Liability Directive (EU) 2024/2853 ----------------
  "PLD:art_1": {
    en: "What does the new EU product liability directive regulate? Who is liable when a defective product injures someone in the EU? Does the revised product liability law protect only consumers or also other private persons? What is the purpose of the 2024 product liability directive?",
    de: "Was regelt die neue Produkthaftungsrichtlinie? Wer haftet für Schäden durch fehlerhafte Produkte? Welches Ziel verfolgt die Produkthaftungsrichtlinie 2024?",
  },
  "PLD:art_2": {
    en: "Which products are covered by the new product liability directive and from when? Does product liability apply to open source software? Does the new directive affect my claims under contract law or GDPR? Is damage from nuclear accidents covered?",
    de: "Für welche Produkte gilt die neue Produkthaftungsrichtlinie? Gilt die Produkthaftung für Open-Source-Software? Bleiben vertragliche und deliktische Ansprüche unberührt?",
  },
  "PLD:art_2.par_1": {
    en: "Does the new product liability directive apply to products sold before December 2026? From what date are products covered by the revised liability rules? Which law applies to a device placed on the market in 2025?",
    de: "Ab wann gilt die neue Produkthaftungsrichtlinie? Gilt sie für Produkte, die vor dem 9. Dezember 2026 in Verkehr gebracht wurden?",
  },
  "PLD:art_2.par_2": {
    en: "Can open source developers be held liable for bugs in free software under product liability? Is open source software released for free outside commercial activity excluded? What if a company monetises open source code?",
    de: "Haften Entwickler freier und quelloffener Software nach der Produkthaftungsrichtlinie? Ist nicht-kommerzielle Open-Source-Software ausgenommen?",
  },
  "PLD:art_2.par_3": {
    en: "Does product liability cover damage from a nuclear power plant accident? Are nuclear incidents covered by international conventions excluded from product liability? Can victims of radiation from a reactor use the product liability directive?",
    de: "Gilt die Produkthaftung für Schäden aus nuklearen Zwischenfällen? Sind Schäden aus Atomunfällen ausgenommen?",
  },
  "PLD:art_2.par_4": {
    en: "Can I still sue the seller under contract law or tort law in addition to product liability? Does the product liability directive affect data protection law? Does the directive affect special national liability regimes like drug liability?",
    de: "Kann ich neben der Produkthaftung auch vertragliche oder deliktische Ansprüche geltend machen? Bleiben Datenschutzrecht und besondere Haftungssysteme unberührt?",
  },
  "PLD:art_2.par_4.pt_a": {
    en: "Does the product liability directive change GDPR rights when a smart device leaks personal data? Can I claim GDPR damages for a data breach in addition to product liability? Does the product liability directive override data protection rules?",
    de: "Bleibt die DSGVO neben der Produkthaftung anwendbar? Kann ich bei Datenpannen Ansprüche nach DSGVO und Produkthaftung geltend machen?",
  },
  "PLD:art_2.par_4.pt_b": {
    en: "Can I claim damages from the retailer under warranty or negligence (fault-based liability) instead of strict product liability? Are national tort claims like German section 823 BGB still available? Can I still claim against the seller for breach of contract if a product injured me?",
    de: "Bleiben Ansprüche aus Vertrag oder verschuldensabhängiger Haftung, etwa Produzentenhaftung nach § 823 BGB, neben der Produkthaftung bestehen? Kann ich neben der Produkthaftung Gewährleistungsansprüche geltend machen?",
  },
  "PLD:art_2.par_4.pt_c": {
    en: "Does the German Medicines Act pharmaceutical liability still apply alongside product liability? Are special liability regimes from before 1985 preserved? Do pre-1985 special liability systems in national law survive the new directive?",
    de: "Gilt die Arzneimittelhaftung nach dem AMG als besonderes Haftungssystem weiter neben der Produkthaftung? Bleiben besondere Haftungssysteme, die am 30. Juli 1985 bestanden, bestehen?",
  },
  "PLD:art_3": {
    en: "Can Germany have stricter product liability rules than the EU directive? Is the product liability directive full harmonisation? Can member states lower consumer protection in product liability?",
    de: "Dürfen Mitgliedstaaten strengere oder mildere Produkthaftungsregeln einführen? Ist die Produkthaftungsrichtlinie vollharmonisierend?",
  },
  "PLD:art_4": {
    en: "How does the new product liability directive define product, manufacturer, component and importer? Is software a product under EU product liability law? Who counts as an economic operator or fulfilment service provider?",
    de: "Welche Begriffsbestimmungen enthält die neue Produkthaftungsrichtlinie? Was sind Produkt, Hersteller, Komponente und Wirtschaftsakteur?",
  },
  "PLD:art_4.pt_1": {
    en: "Is software, including apps and AI systems, a product under product liability law? Does product liability cover electricity, 3D printing files or raw materials? Is a SaaS or firmware a product? Does a product built into a house still count as a product?",
    de: "Ist Software ein Produkt im Sinne der Produkthaftung? Gelten KI-Systeme, Apps, Strom oder digitale Konstruktionsunterlagen als Produkt?",
  },
  "PLD:art_4.pt_2": {
    en: "Is a 3D printing file or CAD template a product for product liability? Who is liable if a downloaded 3D print file produces a dangerous item? Is a digital manufacturing file that controls a CNC machine covered by product liability?",
    de: "Was ist eine digitale Konstruktionsunterlage? Haftet man für fehlerhafte 3D-Druckdateien?",
  },
  "PLD:art_4.pt_3": {
    en: "Is the cloud service or app that controls my smart thermostat a related service? Does a navigation service in a car count as a related service under product liability? Is a digital service a related service if the product cannot work without it? Is a voice assistant service in a smart speaker a related service?",
    de: "Was ist ein verbundener Dienst nach der Produkthaftungsrichtlinie, etwa eine App zur Steuerung eines Smart-Home-Geräts? Gilt ein digitaler Dienst, ohne den das Produkt nicht funktioniert, als verbundener Dienst?",
  },
  "PLD:art_4.pt_4": {
    en: "Can a software module or cloud service be a component of a product? Is an intangible part like an AI model a component for liability purposes? Is a raw material or tangible spare part a component under product liability?",
    de: "Was ist eine Komponente im Sinne der Produkthaftung? Können Software oder verbundene Dienste Komponenten sein?",
  },
  "PLD:art_4.pt_5": {
    en: "When is a product still within the manufacturer's control after sale, for example through over-the-air software updates? Does the manufacturer control a product if it authorises third-party modifications? Is a product within the manufacturer's control if it can supply software upgrades via a third party?",
    de: "Was bedeutet Kontrolle des Herstellers? Bleibt ein Produkt durch Software-Updates unter der Kontrolle des Herstellers?",
  },
  "PLD:art_4.pt_7": {
    en: "What does making a product available on the market mean? Does supplying a product for free count as making it available? Is giving away a product for free in business making it available on the market? Does selling products online to EU consumers count as making them available?",
    de: "Was bedeutet Bereitstellung auf dem Markt im Sinne der Produkthaftung, auch bei unentgeltlicher Abgabe? Ist kostenlose Abgabe im Rahmen einer Geschäftstätigkeit eine Bereitstellung auf dem Markt?",
  },
  "PLD:art_4.pt_8": {
    en: "What does placing on the market mean for product liability? When is a product first placed on the EU market? Is placing on the market the first time a product is made available in the EU? Does reselling a used product count as placing on the market?",
    de: "Was bedeutet Inverkehrbringen eines Produkts nach der Produkthaftungsrichtlinie? Wann gilt ein Produkt als in Verkehr gebracht?",
  },
  "PLD:art_4.pt_9": {
    en: "What is putting into service, for example machines used in-house without being sold? Does product liability cover a product first used commercially without being placed on the market? When is a product put into service without having been sold?",
    de: "Was bedeutet Inbetriebnahme im Sinne der Produkthaftungsrichtlinie? Gilt die erste gewerbliche Nutzung ohne vorheriges Inverkehrbringen als Inbetriebnahme?",
  },
  "PLD:art_4.pt_10": {
    en: "Who counts as the manufacturer: the developer, a brand owner selling white-label products, or someone who builds products for own use? Is putting my brand name on a product made in China making me the manufacturer? Is a company that develops a product for its own use a manufacturer?",
    de: "Wer gilt als Hersteller? Bin ich Hersteller, wenn ich mein Logo auf ein fremd produziertes Produkt setze (Quasi-Hersteller)?",
  },
  "PLD:art_4.pt_11": {
    en: "What is an authorised representative of a non-EU manufacturer? Who acts for a non-EU manufacturer under a written mandate in product liability? Is an authorised representative liable like an importer?",
    de: "Was ist ein Bevollmächtigter des Herstellers nach der Produkthaftungsrichtlinie? Wer ist der Bevollmächtigte eines Herstellers aus einem Drittstaat?",
  },
  "PLD:art_4.pt_12": {
    en: "Who is the importer under product liability law when buying goods from outside the EU? Am I an importer if I bring goods from the US into the EU for resale? Who counts as importer when placing third-country products on the EU market?",
    de: "Wer ist Einführer im Sinne der Produkthaftungsrichtlinie? Wer gilt als Einführer, wenn ein Produkt aus einem Drittstaat in die EU gebracht wird?",
  },
  "PLD:art_4.pt_13": {
    en: "Is Amazon FBA or another fulfilment centre a fulfilment service provider? Are warehousing and dispatch services without ownership covered? Are parcel delivery companies fulfilment service providers?",
    de: "Was ist ein Fulfilment-Dienstleister? Fallen Lager- und Versanddienstleister oder Paketdienste darunter?",
  },
  "PLD:art_4.pt_14": {
    en: "Who is a distributor under product liability, like a retailer or shop? Is an online shop selling branded products a distributor? Are wholesalers and retailers distributors under the directive?",
    de: "Wer ist Händler im Sinne der Produkthaftungsrichtlinie? Ist ein Online-Shop Händler im Sinne der Produkthaftung?",
  },
  "PLD:art_4.pt_15": {
    en: "Which companies count as economic operators that may be liable for defective products? Is a provider of a related service an economic operator? Are fulfilment providers and distributors economic operators?",
    de: "Wer ist Wirtschaftsakteur nach der Produkthaftungsrichtlinie? Welche Unternehmen gelten als Wirtschaftsakteure in der Produkthaftung?",
  },
  "PLD:art_4.pt_16": {
    en: "What is an online platform under the product liability directive? Is a marketplace like Temu or eBay an online platform? Which definition of online platform from the Digital Services Act applies to product liability?",
    de: "Was ist eine Online-Plattform im Sinne der Produkthaftungsrichtlinie? Gilt die Definition der Online-Plattform aus dem Digital Services Act?",
  },
  "PLD:art_4.pt_18": {
    en: "When is modifying, refurbishing or upcycling a product a substantial modification? Does changing a product's purpose or creating a new hazard count as substantial modification? Is tuning an e-bike a substantial modification? Does converting a car to electric drive count as a substantial modification?",
    de: "Was ist eine wesentliche Veränderung eines Produkts, etwa beim Umbau, Tuning oder Refurbishing? Wann ist eine Veränderung nach Produktsicherheitsrecht wesentlich?",
  },
  "PLD:art_5": {
    en: "Who can claim compensation for injuries caused by a defective product? Can a company claim under product liability or only natural persons? Can my insurer or a consumer association sue on my behalf?",
    de: "Wer hat Anspruch auf Schadensersatz wegen eines fehlerhaften Produkts? Können Unternehmen oder nur natürliche Personen Ansprüche geltend machen?",
  },
  "PLD:art_5.par_1": {
    en: "Am I entitled to compensation if a defective e-scooter injures me? Can a business or legal person claim product liability damages? Who counts as the injured person entitled to compensation? Can a natural person claim damages caused by a defective product?",
    de: "Hat jede natürliche Person, die durch ein fehlerhaftes Produkt geschädigt wird, Anspruch auf Schadensersatz? Wer gilt als Geschädigter nach der Produkthaftungsrichtlinie?",
  },
  "PLD:art_5.par_2": {
    en: "Can a health insurer take over the victim's product liability claim by subrogation? Can heirs or a consumer organisation bring the claim? Can a class action be brought for defective products?",
    de: "Können Versicherer im Wege des Forderungsübergangs oder Verbraucherverbände für Geschädigte klagen? Können Erben oder Rechtsnachfolger Ansprüche aus Produkthaftung geltend machen?",
  },
  "PLD:art_5.par_2.pt_a": {
    en: "Can my insurance company recover from the manufacturer after paying for my injury? Does the claim pass to heirs or assignees? Can an assignee of the injured person's claim sue the manufacturer?",
    de: "Kann ein Versicherer nach Forderungsübergang den Hersteller in Regress nehmen? Können Rechtsnachfolger des Geschädigten Ansprüche geltend machen?",
  },
  "PLD:art_5.par_2.pt_b": {
    en: "Can a consumer association bring a representative action for people injured by a defective product? Can someone act on behalf of several injured persons under national law? Can a collective redress action be brought for people injured by a product?",
    de: "Können Verbände im Namen mehrerer Geschädigter Ansprüche aus Produkthaftung geltend machen? Sind Verbandsklagen bei fehlerhaften Produkten möglich?",
  },
  "PLD:art_6": {
    en: "What kind of damage can I claim under product liability, such as injury, property damage or data loss? Is psychological harm like trauma covered by product liability? Is the defective product itself compensated? Can I get pain and suffering damages?",
    de: "Welche Schäden werden nach der Produkthaftungsrichtlinie ersetzt? Sind psychische Schäden, Sachschäden oder Datenverlust erfasst? Gibt es Schmerzensgeld?",
  },
  "PLD:art_6.par_1": {
    en: "Which types of loss does product liability cover: death, injury, damaged property, lost data? Is damage to property used for work excluded? Does product liability cover loss of private data?",
    de: "Welche Schadensarten sind von der Produkthaftung umfasst? Sind Tod, Körperverletzung, Sachschäden und Datenverlust ersatzfähig?",
  },
  "PLD:art_6.par_1.pt_a": {
    en: "Is PTSD, anxiety or other psychological harm from a defective product compensated? Does product liability cover death and bodily injury? Is depression caused by a defective medical implant covered?",
    de: "Werden Tod, Körperverletzung und medizinisch anerkannte Beeinträchtigungen der psychischen Gesundheit ersetzt? Sind psychische Gesundheitsschäden von der Produkthaftung erfasst?",
  },
  "PLD:art_6.par_1.pt_b": {
    en: "If my exploding phone charger burns down my kitchen, is the property damage covered? Will I be compensated for the broken product itself? Is damage to office equipment used only for work covered? Is there still a 500 euro deductible?",
    de: "Werden Sachschäden ersetzt, auch am fehlerhaften Produkt selbst? Sind beruflich genutzte Sachen ausgeschlossen? Gibt es noch eine Selbstbeteiligung?",
  },
  "PLD:art_6.par_1.pt_c": {
    en: "Can I claim compensation when a software bug deletes my personal photos or files? Is corruption of private data covered but not business data? Is a corrupted hard drive of family videos due to faulty software compensated?",
    de: "Wird die Vernichtung oder Beschädigung von Daten ersetzt, etwa private Fotos? Sind beruflich genutzte Daten ausgeschlossen?",
  },
  "PLD:art_6.par_2": {
    en: "Does product liability cover lost earnings, medical bills and other financial losses from an injury? Can I get non-material damages like pain and suffering? Are medical costs and loss of income covered by product liability damages?",
    de: "Werden alle materiellen Verluste wie Verdienstausfall und Behandlungskosten ersetzt? Gibt es immateriellen Schadensersatz nach nationalem Recht?",
  },
  "PLD:art_6.par_3": {
    en: "Does the product liability directive limit compensation available under other liability regimes in national law? Can I claim other damages under national tort law outside product liability? Does the directive limit compensation under national law?",
    de: "Bleibt nationales Schadensersatzrecht anderer Haftungsregime unberührt? Bleiben nationale Schadensersatzregeln anderer Haftungssysteme bestehen?",
  },
  "PLD:art_7": {
    en: "When is a product legally defective? How do courts assess whether a smart device or AI product is defective? Does a missing security update make a product defective? Is a product defective just because a newer model exists?",
    de: "Wann ist ein Produkt fehlerhaft? Welche Umstände werden bei der Fehlerhaftigkeit berücksichtigt? Macht fehlende Cybersicherheit ein Produkt fehlerhaft?",
  },
  "PLD:art_7.par_1": {
    en: "What safety can consumers legitimately expect from a product? Is a product defective if it breaches legal safety requirements? Is a product defective if it does not meet safety required by EU or national law?",
    de: "Ist ein Produkt fehlerhaft, wenn es nicht die Sicherheit bietet, die man erwarten darf oder die gesetzlich vorgeschrieben ist? Welche Sicherheit darf die Allgemeinheit von einem Produkt erwarten?",
  },
  "PLD:art_7.par_2": {
    en: "Which circumstances are taken into account when assessing whether a product is defective? Do courts consider labelling, foreseeable use, updates and recalls in assessing defects? Is a product's ability to learn relevant to defectiveness?",
    de: "Welche Kriterien sind bei der Beurteilung der Fehlerhaftigkeit eines Produkts maßgeblich? Welche Umstände berücksichtigt das Gericht bei der Fehlerhaftigkeit?",
  },
  "PLD:art_7.par_2.pt_a": {
    en: "Can bad instructions, missing warnings or misleading packaging make a product defective? Does the design or labelling matter for defectiveness? Can a defective design or composition make a product unsafe?",
    de: "Kann eine fehlerhafte Gebrauchsanleitung, Kennzeichnung oder Verpackung ein Produkt fehlerhaft machen? Kann ein Konstruktionsfehler die Fehlerhaftigkeit begründen?",
  },
  "PLD:art_7.par_2.pt_b": {
    en: "Is a manufacturer liable when a product is misused in a foreseeable way? Does reasonably foreseeable use count when assessing a defect? Must a manufacturer anticipate foreseeable misuse by consumers?",
    de: "Spielt der vernünftigerweise vorhersehbare Gebrauch oder Fehlgebrauch für die Fehlerhaftigkeit eine Rolle? Ist vorhersehbare Fehlanwendung bei der Fehlerhaftigkeit relevant?",
  },
  "PLD:art_7.par_2.pt_c": {
    en: "Is a self-learning AI system defective if it develops dangerous behaviour after sale? Does machine learning after placing on the market affect liability? Are AI systems that acquire new features after sale assessed for defects?",
    de: "Wie wirkt sich die Fähigkeit eines KI-Produkts, nach dem Inverkehrbringen weiter zu lernen, auf die Fehlerhaftigkeit aus? Ist ein lernfähiges KI-System fehlerhaft, wenn es nach Inverkehrbringen gefährliches Verhalten lernt?",
  },
  "PLD:art_7.par_2.pt_d": {
    en: "Is a product defective if it fails when connected with other devices, like a charger with a third-party battery? Does interoperability with connected products matter? Is a smart home hub defective if it malfunctions with other devices?",
    de: "Werden Wechselwirkungen mit anderen vernetzten Produkten bei der Fehlerhaftigkeit berücksichtigt? Sind vorhersehbare Auswirkungen anderer Produkte auf das Produkt relevant?",
  },
  "PLD:art_7.par_2.pt_e": {
    en: "At what point in time is defectiveness assessed - when sold or when the manufacturer lost control via updates? Is a connected car judged when sold or when the manufacturer stops updating it? Does continued manufacturer control extend the relevant time?",
    de: "Auf welchen Zeitpunkt kommt es bei der Beurteilung der Fehlerhaftigkeit an, etwa bei fortdauernder Kontrolle durch Updates? Ist das Verlassen der Kontrolle des Herstellers maßgeblich für die Fehlerhaftigkeit?",
  },
  "PLD:art_7.par_2.pt_f": {
    en: "Can poor cybersecurity or a hackable device make a product defective? Do product safety requirements count in assessing defects? Does a cybersecurity vulnerability make an IoT device legally defective?",
    de: "Machen Cybersicherheitsmängel oder Verstöße gegen Produktsicherheitsanforderungen ein Produkt fehlerhaft? Sind Cybersicherheitsanforderungen für die Fehlerhaftigkeit relevant?",
  },
  "PLD:art_7.par_2.pt_g": {
    en: "Does a product recall prove that the product was defective? Is a safety warning by the authority relevant for a liability claim? Does a manufacturer's own recall count against it in a lawsuit?",
    de: "Ist ein Produktrückruf oder eine behördliche Maßnahme ein Indiz für die Fehlerhaftigkeit? Spricht ein Rückruf durch den Hersteller für einen Fehler?",
  },
  "PLD:art_7.par_2.pt_h": {
    en: "Are higher safety expectations applied to toys for children or products for elderly or vulnerable users? Do products for people with disabilities need higher safety levels? Does the intended user group affect product safety expectations?",
    de: "Werden die besonderen Bedürfnisse der Nutzergruppe, etwa Kinder, bei der Fehlerhaftigkeit berücksichtigt? Sind Produkte für Kinder oder ältere Menschen strenger zu beurteilen?",
  },
  "PLD:art_7.par_2.pt_i": {
    en: "Is a smoke detector or airbag defective if it simply fails to work? Is failing to prevent damage a defect for safety products? Is a failed safety device like a helmet automatically defective?",
    de: "Ist ein Produkt fehlerhaft, wenn es seinen Schutzzweck nicht erfüllt, etwa ein Rauchmelder? Ist ein Sicherheitsprodukt fehlerhaft, wenn es Schäden nicht verhindert?",
  },
  "PLD:art_7.par_3": {
    en: "Is my older model defective because the manufacturer released a safer version or an update? Does a later improved product prove a defect? Is a product defective just because a software upgrade later improves safety?",
    de: "Ist ein Produkt fehlerhaft, nur weil später ein besseres Produkt oder Update auf den Markt kommt? Macht ein späteres Update ein älteres Produkt fehlerhaft?",
  },
  "PLD:art_8": {
    en: "Who can I sue for a defective product: manufacturer, importer, retailer or Amazon? Who is liable if the manufacturer is outside the EU? Are online marketplaces liable for defective products? Is the person who modifies a product liable?",
    de: "Wer haftet für ein fehlerhaftes Produkt: Hersteller, Einführer, Händler oder Online-Plattform? Wer haftet, wenn der Hersteller außerhalb der EU sitzt?",
  },
  "PLD:art_8.par_1": {
    en: "Which companies are liable for damage caused by a defective product under the new directive? Is the maker of a faulty component liable too? Are importers and fulfilment providers liable when the manufacturer is outside the EU?",
    de: "Welche Wirtschaftsakteure haften nach der Produkthaftungsrichtlinie? Haften Hersteller, Komponentenhersteller, Einführer und Bevollmächtigte?",
  },
  "PLD:art_8.par_1.pt_a": {
    en: "Is the manufacturer liable for damage caused by its defective product, including defective parts it integrated? Can I sue the manufacturer of my defective e-bike directly? Is the manufacturer liable for third-party software it integrated?",
    de: "Haftet der Hersteller für ein fehlerhaftes Produkt und für eingebaute fehlerhafte Komponenten? Haftet der Hersteller für ein fehlerhaftes Produkt?",
  },
  "PLD:art_8.par_1.pt_b": {
    en: "Can I sue the battery supplier if a faulty battery made my e-bike catch fire? Is a software component supplier liable too? Is the supplier of defective software integrated in a car liable?",
    de: "Haftet der Hersteller einer fehlerhaften Komponente, zum Beispiel eines Akkus oder Softwaremoduls? Haftet der Zulieferer eines fehlerhaften Bauteils neben dem Hersteller?",
  },
  "PLD:art_8.par_1.pt_c": {
    en: "Who is liable when a Chinese manufacturer sells a dangerous product into the EU? Are importers, authorised representatives or fulfilment service providers liable? Is Amazon's fulfilment service liable if there is no EU importer?",
    de: "Wer haftet bei Herstellern aus Drittstaaten: Einführer, Bevollmächtigter oder Fulfilment-Dienstleister? Haftet ein Fulfilment-Dienstleister, wenn es keinen Einführer gibt?",
  },
  "PLD:art_8.par_2": {
    en: "If I refurbish or substantially modify a product and resell it, am I liable as manufacturer? Does a repair shop become a manufacturer? Is someone who modifies a product outside the manufacturer's control treated as manufacturer?",
    de: "Gilt als Hersteller, wer ein Produkt wesentlich verändert und wieder auf den Markt bringt? Haftet, wer ein Produkt umbaut und wieder verkauft, als Hersteller?",
  },
  "PLD:art_8.par_3": {
    en: "Is the shop that sold me the product liable if the manufacturer cannot be found? Does a retailer escape liability by naming its supplier within one month? Who is liable if no EU manufacturer or importer can be found?",
    de: "Haftet der Händler, wenn kein Hersteller in der EU ermittelt werden kann? Wie kann er sich durch Benennung seines Lieferanten befreien?",
  },
  "PLD:art_8.par_3.pt_a": {
    en: "Can I ask the seller to tell me who the manufacturer or importer is? Can the injured person request the seller identify the EU importer or its supplier? Must a distributor tell me who supplied the product?",
    de: "Kann ich den Händler auffordern, den Hersteller oder Lieferanten zu benennen? Muss der Händler auf Anfrage den Wirtschaftsakteur oder Lieferanten nennen?",
  },
  "PLD:art_8.par_3.pt_b": {
    en: "How long does a distributor have to identify the manufacturer or supplier before being liable? What if the retailer doesn't name its supplier within one month? Is one month the deadline for a distributor to identify the manufacturer?",
    de: "Innerhalb welcher Frist muss der Händler den Hersteller oder Vorlieferanten benennen? Haftet der Händler, wenn er den Hersteller nicht binnen eines Monats benennt?",
  },
  "PLD:art_8.par_4": {
    en: "Is Amazon, Temu or another online marketplace liable for a defective product sold by a third-party seller? When is a platform treated like a distributor? Can an online platform be liable like a distributor if it presents products as its own?",
    de: "Haften Online-Marktplätze wie Amazon für fehlerhafte Produkte von Drittanbietern? Haftet eine Online-Plattform wie ein Händler?",
  },
  "PLD:art_8.par_5": {
    en: "What if the manufacturer is insolvent and nobody can be held liable? Are there compensation funds for victims of defective products? Can countries set up compensation schemes for victims who cannot get compensation?",
    de: "Gibt es Entschädigungssysteme, wenn der Haftende insolvent ist oder nicht existiert? Gibt es Entschädigungsfonds für Opfer fehlerhafter Produkte?",
  },
  "PLD:art_9": {
    en: "Can I force the manufacturer to disclose technical documents in a product liability lawsuit? Is there discovery in EU product liability cases? How are trade secrets protected when evidence is disclosed?",
    de: "Kann ich vom Hersteller die Offenlegung von Beweismitteln verlangen? Wie werden Geschäftsgeheimnisse im Produkthaftungsprozess geschützt?",
  },
  "PLD:art_9.par_1": {
    en: "What must a claimant show before the court orders the manufacturer to hand over evidence? Can an injured consumer demand design documents and test data? Can a court order the manufacturer to disclose relevant evidence?",
    de: "Unter welchen Voraussetzungen muss der Beklagte Beweismittel offenlegen? Reicht die Plausibilität des Anspruchs?",
  },
  "PLD:art_9.par_2": {
    en: "Can the defendant manufacturer demand evidence from the injured person, like medical records or the device itself? Can the manufacturer request evidence from the injured claimant to counter the claim? Must the claimant disclose evidence at the defendant's request?",
    de: "Kann auch der Beklagte vom Kläger die Offenlegung von Beweismitteln verlangen? Muss der Kläger Beweismittel offenlegen?",
  },
  "PLD:art_9.par_3": {
    en: "Is evidence disclosure in product liability limited to what is necessary and proportionate? Can claimants go on fishing expeditions? Is the disclosure of evidence limited in product liability cases?",
    de: "Ist die Offenlegung auf das Erforderliche und Verhältnismäßige beschränkt? Wie weit reicht die Offenlegungspflicht?",
  },
  "PLD:art_9.par_4": {
    en: "Do courts consider confidentiality and third parties' interests when ordering disclosure? Do courts weigh trade secrets when deciding on evidence disclosure? Are third parties' interests protected in product liability discovery?",
    de: "Welche Interessen berücksichtigt das Gericht bei der Anordnung der Offenlegung, etwa vertrauliche Informationen? Berücksichtigt das Gericht die berechtigten Interessen aller Parteien bei der Offenlegung?",
  },
  "PLD:art_9.par_5": {
    en: "How are our source code and trade secrets protected if we must disclose them in court? Can the court restrict access to confidential documents? Can a court take measures to keep disclosed trade secrets confidential?",
    de: "Wie schützt das Gericht Geschäftsgeheimnisse bei der Offenlegung, etwa Quellcode? Kann das Gericht die Vertraulichkeit offengelegter Informationen sichern?",
  },
  "PLD:art_9.par_6": {
    en: "Can the court require the manufacturer to present technical evidence in an understandable form instead of dumping raw data? Can the claimant ask that disclosed evidence be presented in an easily understandable way? Must technical documents be explained for the court?",
    de: "Kann das Gericht verlangen, dass Beweismittel leicht zugänglich und verständlich vorgelegt werden? Muss offengelegtes Beweismaterial verständlich aufbereitet werden?",
  },
  "PLD:art_10": {
    en: "Who has to prove the defect in a product liability case? When is a defect or causation presumed? How can I prove a complex AI or medical device was defective? Can the manufacturer rebut the presumption?",
    de: "Wer trägt die Beweislast in der Produkthaftung? Wann wird die Fehlerhaftigkeit oder der Kausalzusammenhang vermutet? Beweiserleichterungen bei komplexen Produkten?",
  },
  "PLD:art_10.par_1": {
    en: "What does the injured person have to prove: defect, damage and causation? Does the claimant have to prove causation between the defect and the injury? Who bears the burden of proof for the defect in principle?",
    de: "Muss der Kläger Fehler, Schaden und Kausalzusammenhang beweisen? Wer muss Fehlerhaftigkeit, Schaden und Kausalität beweisen?",
  },
  "PLD:art_10.par_2": {
    en: "When is a product presumed defective: refusal to disclose evidence, breach of safety rules or obvious malfunction? Is a defect presumed if the device breaks during normal use? What happens if the manufacturer refuses to disclose evidence?",
    de: "In welchen Fällen wird die Fehlerhaftigkeit eines Produkts vermutet? Wann wird die Fehlerhaftigkeit vermutet?",
  },
  "PLD:art_10.par_2.pt_a": {
    en: "What happens if the manufacturer refuses to hand over evidence ordered by the court? Is defectiveness presumed when the defendant fails to disclose relevant evidence? Can a refusal to disclose trigger a presumption?",
    de: "Wird die Fehlerhaftigkeit vermutet, wenn der Beklagte Beweismittel nicht offenlegt? Führt die Verweigerung der Offenlegung zur Vermutung der Fehlerhaftigkeit?",
  },
  "PLD:art_10.par_2.pt_b": {
    en: "Is a product presumed defective if it breaches mandatory safety standards, like missing CE requirements? Does breaching a mandatory safety requirement lead to presumption of defect? Can I rely on non-compliance with safety law?",
    de: "Wird ein Fehler vermutet, wenn das Produkt verbindliche Sicherheitsanforderungen nicht erfüllt? Führt ein Verstoß gegen Produktsicherheitsvorschriften zur Vermutung eines Fehlers?",
  },
  "PLD:art_10.par_2.pt_c": {
    en: "My phone exploded during normal charging - is the defect presumed? Does an obvious malfunction during ordinary use prove defectiveness? Is a defect presumed when a product obviously malfunctions?",
    de: "Wird ein Fehler vermutet bei einer offensichtlichen Funktionsstörung bei normaler Verwendung? Wird bei offensichtlicher Fehlfunktion ein Fehler vermutet?",
  },
  "PLD:art_10.par_3": {
    en: "Is causation presumed if the injury is typical for that kind of defect? Is causation presumed if the damage typically results from such a defect? Do I need to prove causation if the injury fits the defect?",
    de: "Wann wird der ursächliche Zusammenhang zwischen Fehler und Schaden vermutet? Wird die Kausalität vermutet, wenn der Schaden typischerweise auf den Fehler zurückgeht?",
  },
  "PLD:art_10.par_4": {
    en: "How can a patient prove that a complex medical device or AI system caused harm? Is the burden eased when technical or scientific complexity makes proof excessively difficult? Are there presumptions where proof is too difficult due to complexity?",
    de: "Gibt es Beweiserleichterungen bei übermäßigen Schwierigkeiten wegen technischer oder wissenschaftlicher Komplexität? Wann vermutet das Gericht Fehler oder Kausalität bei komplexen Produkten?",
  },
  "PLD:art_10.par_4.pt_a": {
    en: "When does technical complexity count as excessive difficulty in proving the defect? Does complexity of an AI system count as excessive difficulty for proof? Is scientific complexity relevant for the presumption?",
    de: "Wann liegen übermäßige Schwierigkeiten beim Beweis der Fehlerhaftigkeit vor? Ist technische Komplexität eine übermäßige Schwierigkeit beim Beweis?",
  },
  "PLD:art_10.par_4.pt_b": {
    en: "Is it enough to show that a defect is likely for the presumption in complex cases? Must the claimant show a defect is likely for the court to presume it? Does the claimant have to show likelihood of causation?",
    de: "Reicht es, die Wahrscheinlichkeit eines Fehlers oder der Kausalität darzulegen? Muss der Kläger die Wahrscheinlichkeit eines Fehlers darlegen?",
  },
  "PLD:art_10.par_5": {
    en: "Can the manufacturer disprove the presumption of defect or causation? Can the defendant rebut the presumption of defectiveness or causation? Are the presumptions in product liability rebuttable?",
    de: "Kann der Beklagte die Vermutungen widerlegen? Sind die Vermutungen widerleglich?",
  },
  "PLD:art_11": {
    en: "What defences does a manufacturer have against product liability claims? Is there a development risk defence? Can a manufacturer avoid liability by showing the defect arose later? Does compliance with legal standards exempt from liability?",
    de: "Welche Haftungsausschlüsse gibt es für Hersteller? Was ist der Entwicklungsrisiko-Einwand? Wann ist der Hersteller von der Haftung befreit?",
  },
  "PLD:art_11.par_1": {
    en: "How can an economic operator escape product liability? Which defences can a manufacturer prove to avoid product liability? Can an importer prove it did not place the product on the market?",
    de: "Welche Entlastungsgründe kann ein Wirtschaftsakteur beweisen? Welche Entlastungsgründe gibt es in der Produkthaftung?",
  },
  "PLD:art_11.par_1.pt_a": {
    en: "Is the manufacturer liable for a stolen prototype that was never placed on the market? Can a manufacturer avoid liability by proving it never put the product into service? Is an importer liable for products it did not place on the market?",
    de: "Haftet der Hersteller, wenn er das Produkt nicht in Verkehr gebracht hat? Entfällt die Haftung, wenn das Produkt nicht in Verkehr gebracht wurde?",
  },
  "PLD:art_11.par_1.pt_b": {
    en: "Is a retailer liable if it never made the product available on the market? Can a distributor escape liability if it never sold the product? Is a shop liable for items it never supplied?",
    de: "Ist der Händler befreit, wenn er das Produkt nicht auf dem Markt bereitgestellt hat? Ist der Händler von der Haftung befreit?",
  },
  "PLD:art_11.par_1.pt_c": {
    en: "Can a manufacturer avoid liability by showing the defect probably did not exist when the product was sold? Is the producer liable if the defect appeared after sale? Can a manufacturer prove the product was fine when it left the factory?",
    de: "Ist der Hersteller befreit, wenn der Fehler beim Inverkehrbringen wahrscheinlich noch nicht bestand? Entfällt die Haftung, wenn der Fehler später entstanden ist?",
  },
  "PLD:art_11.par_1.pt_d": {
    en: "Is a manufacturer exempt if the defect was caused by complying with mandatory legal requirements? Is a manufacturer liable if a defect stems from complying with law? Does compliance with mandatory law exempt the manufacturer?",
    de: "Entfällt die Haftung, wenn der Fehler auf der Einhaltung von Rechtsvorschriften beruht? Ist der Hersteller befreit, wenn der Fehler auf Einhaltung von Rechtsvorschriften beruht?",
  },
  "PLD:art_11.par_1.pt_e": {
    en: "What is the state of the art defence? Is a pharma company liable for side effects unknown to science at launch? Can a manufacturer argue the defect was undiscoverable given scientific knowledge?",
    de: "Was ist der Entwicklungsrisiko-Einwand nach dem Stand der Wissenschaft und Technik? Haftet der Hersteller für unerkennbare Fehler?",
  },
  "PLD:art_11.par_1.pt_f": {
    en: "Is a component supplier liable if the defect comes from the buyer's product design or instructions? Is a component maker exempt when following the final manufacturer's instructions? Is a supplier liable for a defect due to the final product's design?",
    de: "Ist der Komponentenhersteller befreit, wenn der Fehler auf Konstruktion oder Anweisungen des Endherstellers beruht? Haftet der Zulieferer, wenn der Fehler auf der Konstruktion des Endprodukts beruht?",
  },
  "PLD:art_11.par_1.pt_g": {
    en: "Is someone who modified a product liable if the defect is in an unmodified part? Can a refurbisher avoid liability if the defect is in an unmodified part? Is a modifier liable for the unchanged parts of a product?",
    de: "Haftet der Veränderer, wenn der Fehler einen nicht veränderten Teil des Produkts betrifft? Entfällt die Haftung des Veränderers für nicht veränderte Produktteile?",
  },
  "PLD:art_11.par_2": {
    en: "Can a manufacturer argue the defect appeared later if it was caused by a software update, missing security patch or related service? Can a manufacturer say the defect arose later if it was caused by software under its control? Is a missing update a defence for the manufacturer?",
    de: "Kann sich der Hersteller auf späteres Entstehen des Fehlers berufen, wenn Software-Updates fehlen? Kann sich der Hersteller bei Software oder fehlenden Updates entlasten?",
  },
  "PLD:art_11.par_2.pt_a": {
    en: "Is the manufacturer liable if a connected app or cloud service caused the defect after sale? Is a manufacturer liable for defects in related services? Can the manufacturer blame the cloud service for a defect?",
    de: "Haftet der Hersteller, wenn ein verbundener Dienst den Fehler verursacht? Haftet der Hersteller für Fehler in verbundenen Diensten?",
  },
  "PLD:art_11.par_2.pt_b": {
    en: "Is the manufacturer liable for defects introduced by a faulty software update? Is a manufacturer liable if software updates caused the defect? Can a manufacturer escape liability for defects introduced by an upgrade?",
    de: "Haftet der Hersteller für Fehler durch Software-Updates oder Upgrades? Ist der Hersteller haftbar, wenn Software-Upgrades Fehler verursachen?",
  },
  "PLD:art_11.par_2.pt_c": {
    en: "Is a manufacturer liable for failing to provide security updates needed to keep a device safe? Is a manufacturer liable for failing to patch vulnerabilities? Does the manufacturer have to provide security patches?",
    de: "Haftet der Hersteller, wenn sicherheitsrelevante Updates fehlen? Haftet der Hersteller für fehlende Sicherheitsupdates?",
  },
  "PLD:art_11.par_2.pt_d": {
    en: "Is the manufacturer liable for defects arising from a substantial modification under its control? Is a manufacturer liable for defects created by substantial modifications it controlled? Can the manufacturer claim the defect arose later after substantial modification?",
    de: "Haftet der Hersteller bei wesentlicher Veränderung unter seiner Kontrolle? Gilt der Entlastungsgrund nicht bei wesentlicher Veränderung unter Herstellerkontrolle?",
  },
  "PLD:art_12": {
    en: "Are several companies jointly and severally liable for the same product damage? Can a big manufacturer waive recourse against a small software supplier? Can the victim sue any liable company for the full amount?",
    de: "Haften mehrere Wirtschaftsakteure gesamtschuldnerisch? Regress gegen Kleinstunternehmen bei Softwarekomponenten?",
  },
  "PLD:art_12.par_1": {
    en: "Can I claim full damages from either the manufacturer or the importer if both are liable? Are several liable economic operators jointly and severally liable? Can the victim choose whom to sue?",
    de: "Haften mehrere Wirtschaftsakteure für denselben Schaden gesamtschuldnerisch? Kann der Geschädigte jeden Haftenden auf den vollen Schaden in Anspruch nehmen?",
  },
  "PLD:art_12.par_2": {
    en: "Can a small software startup contractually exclude recourse claims by the product manufacturer that integrates its code? Recourse against micro or small enterprise software suppliers? Can a manufacturer waive recourse against a micro or small enterprise software supplier?",
    de: "Kann ein Hersteller auf den Regress gegen ein kleines Softwareunternehmen vertraglich verzichten? Gilt der Regressverzicht für Kleinstunternehmen und kleine Unternehmen?",
  },
  "PLD:art_13": {
    en: "Is the manufacturer's liability reduced if a third party or the victim also contributed? What about contributory negligence in product liability? Is a manufacturer liable if a third party also caused the damage?",
    de: "Wird die Haftung bei Mitverschulden des Geschädigten oder Handlungen Dritter gemindert? Bleibt die Haftung bei Mitverursachung durch Dritte bestehen?",
  },
  "PLD:art_13.par_1": {
    en: "Is a manufacturer still fully liable if a hacker or other third party also caused the damage? Can the manufacturer reduce liability because a third party contributed? Is liability reduced if an installer made mistakes?",
    de: "Bleibt die Haftung bestehen, wenn ein Dritter, etwa ein Hacker, den Schaden mitverursacht? Wird die Haftung bei Mitverursachung durch Dritte nicht gemindert?",
  },
  "PLD:art_13.par_2": {
    en: "Will my compensation be reduced if I ignored the instructions or was partly at fault? Can my compensation be reduced for contributory negligence? Is liability disallowed if the injured person is at fault?",
    de: "Kann die Haftung wegen Mitverschuldens des Geschädigten gemindert werden? Wird die Haftung bei Mitverschulden des Geschädigten gemindert?",
  },
  "PLD:art_14": {
    en: "Can the importer who paid damages claim back from the manufacturer? Is there a right of recourse between liable companies? Can one economic operator claim recourse from the others after compensating the victim?",
    de: "Kann der zahlende Wirtschaftsakteur Rückgriff bei anderen Haftenden nehmen? Regress zwischen mehreren haftenden Wirtschaftsakteuren?",
  },
  "PLD:art_15": {
    en: "Can a manufacturer exclude product liability in its terms and conditions or a disclaimer? Is a liability waiver signed by the consumer valid? Can product liability be limited by national law or by contract?",
    de: "Kann die Produkthaftung durch AGB oder Haftungsausschluss ausgeschlossen werden? Ist ein vertraglicher Haftungsausschluss in der Produkthaftung wirksam?",
  },
  "PLD:art_16": {
    en: "How long do I have to sue for a defective product? When does the three-year limitation period start? Is the limitation period three years for product liability claims?",
    de: "Welche Verjährungsfrist gilt in der Produkthaftung und wann beginnt sie? Wie lange kann ich Ansprüche aus Produkthaftung geltend machen?",
  },
  "PLD:art_16.par_1": {
    en: "Does the limitation period run from when I learned about the damage, the defect and who is liable? When does the limitation period start if I only later learn who the manufacturer is? Is the limitation period three years?",
    de: "Ab wann läuft die dreijährige Verjährungsfrist bei Kenntnis von Schaden, Fehler und Haftendem? Beginnt die Verjährung erst mit Kenntnis des Haftenden?",
  },
  "PLD:art_16.par_2": {
    en: "Can the limitation period be suspended during negotiations under national law? Does national law on interruption of limitation periods still apply? Do negotiations suspend the limitation period?",
    de: "Bleiben nationale Regeln über Hemmung oder Unterbrechung der Verjährung unberührt? Wird die Verjährung durch Verhandlungen gehemmt?",
  },
  "PLD:art_17": {
    en: "Is there a maximum period after which product liability claims expire? 10 years or 25 years for latent injuries? Can I claim for a product sold more than 10 years ago?",
    de: "Wann erlöschen Ansprüche aus Produkthaftung endgültig? Zehn oder 25 Jahre?",
  },
  "PLD:art_17.par_1": {
    en: "Can I still claim if the product was sold more than 10 years ago? Does the period restart after substantial modification? When does the 10-year expiry period begin to run?",
    de: "Erlischt der Anspruch zehn Jahre nach dem Inverkehrbringen? Was gilt nach wesentlicher Veränderung?",
  },
  "PLD:art_17.par_2": {
    en: "What if an illness from a product like asbestos or a medicine appears after many years? Is there a 25-year period for latent injuries? Is there a 25-year period for latent personal injuries?",
    de: "Gilt für Spätschäden eine Ausschlussfrist von 25 Jahren? Verlängerte Ausschlussfrist bei latenten Gesundheitsschäden?",
  },
  "PLD:art_18": {
    en: "Can Germany keep liability for development risks despite the state of the art defence? Can countries abolish the development risk defence for some products? Can a member state notify the Commission to remove the development risk defence?",
    de: "Dürfen Mitgliedstaaten vom Entwicklungsrisiko-Einwand abweichen, etwa für Arzneimittel? Kann ein Mitgliedstaat eine Haftung für Entwicklungsrisiken vorsehen?",
  },
  "PLD:art_18.par_1": {
    en: "Can a country keep existing rules making manufacturers liable even for undiscoverable defects? Must existing development risk rules be notified by 9 December 2026? Can Finland or Luxembourg keep their existing liability for development risks?",
    de: "Dürfen bestehende Regelungen ohne Entwicklungsrisiko-Einwand beibehalten werden? Müssen bestehende Regelungen zur Haftung für Entwicklungsrisiken mitgeteilt werden?",
  },
  "PLD:art_18.par_2": {
    en: "Can a member state newly introduce liability for development risks? Can countries introduce new liability for undiscoverable defects? Can a country make AI developers liable for development risks?",
    de: "Dürfen Mitgliedstaaten neue Abweichungen vom Entwicklungsrisiko-Einwand einführen? Dürfen Mitgliedstaaten neue Regeln zur Haftung für Entwicklungsrisiken einführen?",
  },
  "PLD:art_18.par_3": {
    en: "What conditions apply to national rules removing the development risk defence? Must the derogation be limited to specific product categories and public interest? Must such a national measure be proportionate and necessary?",
    de: "Welche Voraussetzungen gelten für neue Regelungen ohne Entwicklungsrisiko-Einwand? Müssen neue Abweichungen verhältnismäßig und auf bestimmte Produktkategorien begrenzt sein?",
  },
  "PLD:art_18.par_5": {
    en: "How long must a country wait after notifying the Commission before introducing such a rule? Can the Commission give an opinion on a proposed development risk measure? Must the measure be held in abeyance for six months?",
    de: "Wie lange muss ein Mitgliedstaat nach Mitteilung an die Kommission warten? Gibt die Kommission eine Stellungnahme zu nationalen Abweichungen ab?",
  },
  "PLD:art_19": {
    en: "Where can I find court rulings on product liability? Is there a public database of product liability judgments? Will courts publish final judgments in product liability cases?",
    de: "Gibt es eine Datenbank mit Urteilen zur Produkthaftung? Müssen Urteile zur Produkthaftung veröffentlicht werden?",
  },
  "PLD:art_19.par_1": {
    en: "Must appeal court judgments in product liability cases be published online? Must national courts publish final product liability judgments? Are highest court product liability rulings published electronically?",
    de: "Müssen letztinstanzliche Urteile zur Produkthaftung veröffentlicht werden? Werden Urteile der Rechtsmittelgerichte zur Produkthaftung veröffentlicht?",
  },
  "PLD:art_19.par_2": {
    en: "Will the Commission run a database of product liability case law? Is there an EU product liability case law database? Where can I search product liability judgments?",
    de: "Betreibt die Kommission eine Datenbank mit Produkthaftungsurteilen? Gibt es eine öffentliche Datenbank der Kommission mit Produkthaftungsurteilen?",
  },
  "PLD:art_20": {
    en: "When will the Commission evaluate the new product liability directive? Will it look at product liability insurance availability? Will the Commission compare EU product liability with OECD countries?",
    de: "Wann wird die Produkthaftungsrichtlinie evaluiert? Wird die Verfügbarkeit von Produkthaftpflichtversicherungen bewertet?",
  },
  "PLD:art_21": {
    en: "When is the old product liability directive repealed? Which rules apply to products sold before December 2026? Does the old directive still apply to products placed on the market before December 2026?",
    de: "Wann wird die alte Produkthaftungsrichtlinie aufgehoben und was gilt für ältere Produkte? Gilt die alte Richtlinie 85/374 für ältere Produkte weiter?",
  },
  "PLD:art_22": {
    en: "When must the new product liability directive be transposed into national law? Is the transposition deadline for the new product liability directive December 2026? When will Germany update its Produkthaftungsgesetz?",
    de: "Bis wann muss die Produkthaftungsrichtlinie umgesetzt werden? Wann muss das Produkthaftungsgesetz angepasst werden?",
  },
  "PLD:art_23": {
    en: "When did the new product liability directive enter into force? When does the revised product liability directive take legal effect? Is the directive in force twenty days after publication?",
    de: "Wann tritt die neue Produkthaftungsrichtlinie in Kraft? Inkrafttreten der Richtlinie 2024/2853?",
  },
  "PLD:art_24": {
    en: "Who is the product liability directive addressed to? Does the new product liability directive apply directly to businesses? Must member states implement the product liability directive?",
    de: "An wen richtet sich die Produkthaftungsrichtlinie? Gilt die Produkthaftungsrichtlinie unmittelbar für Unternehmen?",
  },
  // ---------------- Product Liability Directive 85/374/EEC ----------------
  "PLD85:art_1": {
    en: "Is the manufacturer liable without fault for injuries caused by a defective product? What is strict product liability under the old EU directive? Do I need to prove negligence to sue a producer for a faulty product? Who pays when a defective product hurts me under the 1985 directive?",
    de: "Haftet der Hersteller verschuldensunabhängig für Schäden durch fehlerhafte Produkte? Was ist die Gefährdungshaftung nach der Produkthaftungsrichtlinie 85/374? Muss ich dem Hersteller ein Verschulden nachweisen?",
  },
  "PLD85:art_2": {
    en: "Does the old product liability directive cover software, electricity or farm produce? Are unprocessed agricultural products and game excluded from product liability? Is a built-in component of a house a product? What counts as a product under the 1985 directive?",
    de: "Was ist ein Produkt im Sinne der Richtlinie 85/374? Sind landwirtschaftliche Naturprodukte und Jagderzeugnisse ausgenommen? Gilt Elektrizität als Produkt?",
  },
  "PLD85:art_3": {
    en: "Who counts as producer under the old product liability directive - manufacturer, raw material supplier, own-brand retailer, importer? Is the supplier liable if the producer cannot be identified? Is a supermarket selling own-label goods a producer?",
    de: "Wer ist Hersteller nach der Produkthaftungsrichtlinie 85/374? Haften Importeur und Lieferant wie ein Hersteller? Was gilt für Quasi-Hersteller mit eigenem Markennamen?",
  },
  "PLD85:art_3.par_1": {
    en: "Is a company that puts its brand name on a product treated as producer? Are component makers and raw material producers liable as producers? Does an own-brand retailer count as producer?",
    de: "Ist der Hersteller eines Teilprodukts oder Grundstoffs Hersteller im Sinne der Richtlinie? Gilt der Quasi-Hersteller, der sein Warenzeichen anbringt, als Hersteller?",
  },
  "PLD85:art_3.par_2": {
    en: "Is the importer of a product from outside the EU liable like the manufacturer? Does an EU importer for resale or leasing count as producer? Can I sue the importer of a defective Chinese product?",
    de: "Haftet der Importeur, der ein Produkt in die EU einführt, wie der Hersteller? Gilt der Einführer als Hersteller?",
  },
  "PLD85:art_3.par_3": {
    en: "Is the shop that sold the product liable if the manufacturer is unknown? Can a supplier avoid liability by naming the producer or its own supplier in reasonable time? What if an imported product does not identify the importer?",
    de: "Haftet der Lieferant, wenn der Hersteller nicht festgestellt werden kann? Wie kann sich der Händler durch Benennung des Herstellers entlasten?",
  },
  "PLD85:art_4": {
    en: "What must the injured person prove in a product liability claim? Who bears the burden of proof for the defect, the damage and causation? Do I have to prove the product was defective and caused my injury?",
    de: "Wer trägt die Beweislast in der Produkthaftung nach der alten Richtlinie? Muss der Geschädigte Fehler, Schaden und Ursachenzusammenhang beweisen?",
  },
  "PLD85:art_5": {
    en: "Are manufacturer and importer jointly and severally liable for the same damage? Can I recover the full amount from any one of the liable producers? How is liability shared between several producers?",
    de: "Haften mehrere Hersteller für denselben Schaden als Gesamtschuldner? Kann ich von jedem Haftenden den vollen Schadensersatz verlangen?",
  },
  "PLD85:art_6": {
    en: "When is a product defective under the 1985 product liability directive? What safety can people legitimately expect from a product? Is a product defective just because a better model came out later?",
    de: "Wann ist ein Produkt fehlerhaft nach der Richtlinie 85/374? Welche Sicherheit darf man von einem Produkt erwarten? Ist ein Produkt fehlerhaft, weil später ein besseres auf den Markt kam?",
  },
  "PLD85:art_6.par_1": {
    en: "What circumstances decide whether a product lacks the safety a person is entitled to expect? How is defectiveness assessed under the consumer expectation test? Which factors matter for a product defect?",
    de: "Welche Umstände sind für die Fehlerhaftigkeit maßgeblich, etwa Darbietung, Gebrauch und Zeitpunkt des Inverkehrbringens? Was ist der berechtigte Sicherheitserwartungstest?",
  },
  "PLD85:art_6.par_1.pt_a": {
    en: "Can advertising, labelling or warnings make a product defective? Does the presentation of the product affect safety expectations? Are missing or unclear instructions a product defect?",
    de: "Kann die Darbietung des Produkts, etwa Werbung oder Warnhinweise, einen Fehler begründen? Ist eine fehlende Gebrauchsanleitung ein Instruktionsfehler?",
  },
  "PLD85:art_6.par_1.pt_b": {
    en: "Is a producer liable for foreseeable misuse of a product? Does reasonably expected use matter for defectiveness? What if a child uses the product?",
    de: "Kommt es auf den Gebrauch an, mit dem billigerweise gerechnet werden kann? Haftet der Hersteller bei vorhersehbarem Fehlgebrauch?",
  },
  "PLD85:art_6.par_1.pt_c": {
    en: "Is defectiveness judged by the standards at the time the product was put into circulation? Do safety expectations depend on when the product was sold? Does the time of putting into circulation matter for defect assessment?",
    de: "Ist der Zeitpunkt des Inverkehrbringens für die Fehlerhaftigkeit entscheidend? Nach welchem Zeitpunkt beurteilt man die Sicherheitserwartungen?",
  },
  "PLD85:art_6.par_2": {
    en: "Does a newer, safer model prove the old one was defective? Is a product defective only because an improved version is launched later? Can a plaintiff rely on later safety improvements?",
    de: "Ist ein Produkt fehlerhaft, nur weil später ein verbessertes Produkt in den Verkehr gebracht wurde? Begründet ein Nachfolgemodell einen Fehler?",
  },
  "PLD85:art_7": {
    en: "What defences can a producer raise under the 1985 product liability directive? Can a manufacturer escape liability with the development risk defence? Is compliance with mandatory regulations a defence? Is a hobby maker liable for things made privately?",
    de: "Welche Entlastungsgründe hat der Hersteller nach der Richtlinie 85/374? Wann haftet der Hersteller nicht? Entwicklungsrisiko und Einhaltung zwingender Normen?",
  },
  "PLD85:art_7.pt_a": {
    en: "Is the producer liable if the product was stolen from the factory and never put into circulation? Does liability require that the producer put the product on the market? What if a prototype escaped testing?",
    de: "Haftet der Hersteller, wenn er das Produkt nicht in den Verkehr gebracht hat, etwa bei Diebstahl? Entlastung bei fehlendem Inverkehrbringen?",
  },
  "PLD85:art_7.pt_b": {
    en: "Can a manufacturer avoid liability by showing the defect probably arose after sale, for example through damage in transport or tampering? Is the producer liable for defects that came later? Can a producer show the defect came into being afterwards?",
    de: "Ist der Hersteller befreit, wenn der Fehler beim Inverkehrbringen wahrscheinlich noch nicht vorlag? Haftung für später entstandene Fehler?",
  },
  "PLD85:art_7.pt_c": {
    en: "Is someone who makes a product privately, not for sale or business, liable under product liability? Is a homemade gift or non-commercial product excluded? Does a hobbyist giving away items face strict liability?",
    de: "Haftet jemand, der ein Produkt nicht zu wirtschaftlichen Zwecken und nicht beruflich hergestellt hat? Gilt die Produkthaftung für private Hersteller?",
  },
  "PLD85:art_7.pt_d": {
    en: "Is the producer exempt if the defect results from compliance with mandatory government regulations? Does following a binding legal standard excuse a defect? Is meeting a voluntary DIN norm enough?",
    de: "Entfällt die Haftung, wenn der Fehler auf verbindlichen hoheitlichen Normen beruht? Reicht die Einhaltung einer DIN-Norm?",
  },
  "PLD85:art_7.pt_e": {
    en: "What is the development risk defence under the 1985 product liability directive? Is a pharmaceutical company liable for side effects that science could not detect at launch? How is the state of scientific and technical knowledge judged?",
    de: "Was ist der Entwicklungsrisiko-Einwand nach dem Stand der Wissenschaft und Technik? Haftet der Hersteller für Fehler, die beim Inverkehrbringen nicht erkennbar waren?",
  },
  "PLD85:art_7.pt_f": {
    en: "Is the maker of a component liable if the defect is due to the final product's design or the assembler's instructions? Component supplier defence under product liability? What if the car maker specified the faulty part design?",
    de: "Haftet der Zulieferer eines Teilprodukts, wenn der Fehler durch die Konstruktion des Endprodukts oder Anleitungen des Herstellers verursacht wurde? Entlastung des Teilherstellers bei Konstruktionsfehlern des Endprodukts?",
  },
  "PLD85:art_8": {
    en: "Is producer liability reduced if a third party also caused the damage? Can compensation be cut for the victim's own negligence? How does contributory fault work in product liability?",
    de: "Wird die Haftung des Herstellers durch Mitverschulden des Geschädigten oder Handlungen Dritter gemindert? Wie wirkt sich das Mitverschulden aus?",
  },
  "PLD85:art_8.par_1": {
    en: "Does the producer remain fully liable when a third party contributed to the damage? Can the manufacturer blame the installer to reduce liability towards the victim? Can the producer claim recourse from the third party?",
    de: "Bleibt die Haftung des Herstellers ungemindert, wenn ein Dritter den Schaden mitverursacht hat? Rückgriff gegen Dritte nach nationalem Recht?",
  },
  "PLD85:art_8.par_2": {
    en: "Will my damages be reduced if I misused the product or ignored warnings? Can liability be disallowed entirely because of the injured person's fault? Does a parent's negligence reduce a child's claim?",
    de: "Kann die Haftung bei Verschulden des Geschädigten gemindert werden oder entfallen? Wird mir ein Mitverschulden angerechnet?",
  },
  "PLD85:art_9": {
    en: "What damage is covered by the old product liability directive? Is damage to the defective product itself compensated? Is there a 500 ECU deductible for property damage? Is pain and suffering covered under the old directive? Is damage to business property excluded?",
    de: "Welcher Schaden ist nach der Richtlinie 85/374 ersatzfähig? Gibt es eine Selbstbeteiligung von 500 ECU bei Sachschäden? Sind immaterielle Schäden erfasst?",
  },
  "PLD85:art_9.pt_a": {
    en: "Does the 1985 directive cover death and personal injury caused by defective products? Can relatives claim after a fatal accident caused by a product? Are bodily injuries from defective products covered?",
    de: "Umfasst der Schaden die durch Tod und Körperverletzung verursachten Schäden? Ersatz bei Personenschäden nach der Produkthaftungsrichtlinie?",
  },
  "PLD85:art_9.pt_b": {
    en: "Is damage to my other belongings covered if a defective TV sets my flat on fire? Is property used mainly for business excluded from product liability? What is the 500 ECU threshold or deductible? Is the defective item itself excluded?",
    de: "Werden Sachschäden an anderen privat genutzten Sachen ersetzt? Gibt es eine Selbstbeteiligung von 500 ECU? Sind gewerblich genutzte Sachen und das fehlerhafte Produkt selbst ausgeschlossen?",
  },
  "PLD85:art_10": {
    en: "What is the limitation period for product liability claims under the 1985 directive? When does the three-year period start? Can the limitation period be suspended?",
    de: "Wann verjähren Ansprüche nach der Produkthaftungsrichtlinie 85/374? Wann beginnt die dreijährige Verjährungsfrist?",
  },
  "PLD85:art_10.par_1": {
    en: "Does the three-year limitation run from when the plaintiff knew of the damage, the defect and the producer's identity? What if I should have known earlier? How long do I have to sue after discovering the injury?",
    de: "Läuft die Verjährungsfrist von drei Jahren ab Kenntnis von Schaden, Fehler und Hersteller? Reicht Kennenmüssen?",
  },
  "PLD85:art_10.par_2": {
    en: "Do national rules on suspending or interrupting limitation periods still apply? Do settlement negotiations stop the clock? Does filing a claim interrupt limitation?",
    de: "Gelten die nationalen Regeln über Hemmung und Unterbrechung der Verjährung weiter? Hemmen Verhandlungen die Verjährung?",
  },
  "PLD85:art_11": {
    en: "Do product liability rights expire 10 years after the product was put into circulation? Is there a long-stop period even if the injury appears later? Can I still sue for a product bought 12 years ago?",
    de: "Erlöschen die Ansprüche zehn Jahre nach dem Inverkehrbringen des Produkts? Gibt es eine Ausschlussfrist in der Produkthaftung?",
  },
  "PLD85:art_12": {
    en: "Can a producer limit or exclude product liability through a contract clause or disclaimer? Is a waiver in the terms and conditions valid against the injured person? Can a signed exclusion form protect the manufacturer?",
    de: "Kann die Produkthaftung durch Vertragsklauseln oder AGB beschränkt oder ausgeschlossen werden? Ist ein Haftungsausschluss gegenüber dem Geschädigten wirksam?",
  },
  "PLD85:art_13": {
    en: "Can I still sue under contract or tort law besides the product liability directive? Does the directive affect special liability regimes like pharmaceutical liability? Are warranty claims against the seller still possible?",
    de: "Bleiben Ansprüche aus vertraglicher und außervertraglicher Haftung unberührt? Gilt die Arzneimittelhaftung als besondere Haftungsregelung weiter?",
  },
  "PLD85:art_14": {
    en: "Does the 1985 product liability directive apply to nuclear accidents? Is damage from a nuclear incident covered by international conventions excluded? Who is liable for radiation damage?",
    de: "Gilt die Produkthaftungsrichtlinie für Schäden infolge nuklearer Zwischenfälle? Sind Atomschäden ausgenommen?",
  },
  "PLD85:art_15": {
    en: "Which options did member states have under the old product liability directive? Could countries include farm products or remove the development risk defence? Could countries abolish the state of the art defence?",
    de: "Welche Optionen hatten die Mitgliedstaaten nach der Richtlinie 85/374? Konnten landwirtschaftliche Naturprodukte einbezogen oder das Entwicklungsrisiko ausgeschlossen werden?",
  },
  "PLD85:art_15.par_1": {
    en: "Could a member state extend product liability to primary agricultural products and game? Could it make producers liable for development risks? What derogations from the product liability directive were allowed?",
    de: "Welche Abweichungen von Produktbegriff und Entwicklungsrisiko-Einwand waren zulässig? Optionen zu Naturprodukten und Entwicklungsrisiken?",
  },
  "PLD85:art_15.par_1.pt_a": {
    en: "Can a country include unprocessed farm products like vegetables, meat or fish in product liability? Were agricultural products and game optional under the old directive? Are raw eggs or fresh fish covered by strict liability?",
    de: "Kann ein Mitgliedstaat landwirtschaftliche Naturprodukte und Jagderzeugnisse in die Produkthaftung einbeziehen? Gilt die Produkthaftung für landwirtschaftliche Naturprodukte?",
  },
  "PLD85:art_15.par_1.pt_b": {
    en: "Could a country make producers liable even for undiscoverable defects under the state of the art? Which countries removed the development risk defence? Is there no development risk defence for some products?",
    de: "Konnte ein Mitgliedstaat vorsehen, dass der Hersteller auch für Entwicklungsrisiken haftet? Abweichung vom Entwicklungsrisiko-Einwand?",
  },
  "PLD85:art_15.par_2": {
    en: "What procedure must a member state follow before abolishing the development risk defence? How long is the standstill after notifying the Commission? Nine months or 18 months waiting?",
    de: "Welches Verfahren gilt, wenn ein Mitgliedstaat die Haftung für Entwicklungsrisiken einführen will? Wie lange muss er nach Unterrichtung der Kommission warten?",
  },
  "PLD85:art_16": {
    en: "Is there a maximum cap on a producer's total liability for serial defects? Can a country limit liability to 70 million ECU for identical items? Is German product liability capped at 85 million euro?",
    de: "Gibt es einen Haftungshöchstbetrag für Serienschäden? Kann die Gesamthaftung auf 70 Millionen ECU begrenzt werden?",
  },
  "PLD85:art_16.par_1": {
    en: "Can a member state cap total liability for death and injury from identical items with the same defect? What is the minimum liability cap of 70 million ECU? Does a cap apply to property damage?",
    de: "Darf ein Mitgliedstaat die Gesamthaftung für Personenschäden durch gleiche Artikel mit demselben Fehler begrenzen? Mindestbetrag 70 Millionen ECU?",
  },
  "PLD85:art_17": {
    en: "Does the 1985 product liability directive apply to products sold before national implementation? Is a product put into circulation before 1988 covered? Are products sold before the national law excluded?",
    de: "Gilt die Richtlinie 85/374 für Produkte, die vor Inkrafttreten der nationalen Umsetzung in den Verkehr gebracht wurden? Gilt die Produkthaftungsrichtlinie für Altprodukte?",
  },
  "PLD85:art_18": {
    en: "How are the ECU amounts in the product liability directive converted into national currency? Are the 500 ECU and 70 million ECU amounts revised over time? What exchange rate applies to the ECU amounts?",
    de: "Wie werden die ECU-Beträge der Produkthaftungsrichtlinie in nationale Währung umgerechnet? Werden die Beträge alle fünf Jahre überprüft?",
  },
  "PLD85:art_19": {
    en: "What was the deadline to implement the 1985 product liability directive? Did member states have three years to transpose it? By when did member states have to bring their product liability laws into force?",
    de: "Bis wann musste die Richtlinie 85/374 umgesetzt werden? Umsetzungsfrist von drei Jahren?",
  },
  "PLD85:art_20": {
    en: "Must member states send the Commission their national product liability laws? Do countries notify their implementing legislation? Where can the national texts be found?",
    de: "Müssen die Mitgliedstaaten der Kommission ihre Produkthaftungsgesetze mitteilen? Mitteilung der innerstaatlichen Vorschriften?",
  },
  "PLD85:art_21": {
    en: "Does the Commission report on how the product liability directive works? How often are reports on the directive's application due? Did the Commission propose reforms of product liability?",
    de: "Legt die Kommission alle fünf Jahre einen Bericht über die Anwendung der Produkthaftungsrichtlinie vor? Wie oft berichtet die Kommission über die Produkthaftungsrichtlinie?",
  },
  "PLD85:art_22": {
    en: "Who is the 1985 product liability directive addressed to? Does the old directive bind companies directly? Can I rely on it against a manufacturer?",
    de: "An wen ist die Richtlinie 85/374 gerichtet? Gilt sie unmittelbar gegenüber Herstellern?",
  },
};
