/** Everyday words for provisions of the DSM Directive, PLD 2024/2853 and 85/374/EEC (document expansion; written from the acts' text). */
export const dsmPldParaphrases: Record<string, { en: string; de: string }> = {
  // ---------------------------------------------------------------------------
  // Copyright in the Digital Single Market Directive (EU) 2019/790
  // ---------------------------------------------------------------------------
  "DSM:art_1": {
    en: "copyright reform 2019; DSM copyright directive; what the copyright directive covers; modernising copyright for the internet; online and cross-border use of copyrighted material; copyright package; overview of new copyright rules; digital copyright framework; creators and platforms; licensing facilitation; exceptions for schools, research and libraries",
    de: "Urheberrechtsreform; DSM-Richtlinie; Urheberrechtsrichtlinie 2019; Anwendungsbereich; Gegenstand; Digitaler Binnenmarkt; Urheberrecht im Internet; Reform des Urheberrechts; Leistungsschutzrecht; Schranken",
  },
  "DSM:art_1.par_1": {
    en: "purpose of the copyright directive; aim of the 2019 copyright reform; harmonising copyright online; digital and cross-border uses; copyright exceptions overview; licensing made easier; functioning market for creative content; internet copyright; cross-border access to content; creative industries market; online content licensing",
    de: "Ziel der Richtlinie; Zweck; Harmonisierung; Urheberrecht online; grenzüberschreitende Nutzung; Schranken; Lizenzierung; Lizenzen; Onlinenutzung",
  },
  "DSM:art_1.par_2": {
    en: "relationship with InfoSoc directive; does the new copyright directive replace older copyright rules; database directive still applies; e-commerce directive unaffected; software directive; rental and lending; orphan works; collective management directive; older copyright directives remain in force; e-commerce rules untouched; collective rights management rules still apply",
    de: "Verhältnis zu anderen Richtlinien; InfoSoc-Richtlinie; E-Commerce-Richtlinie; Datenbankrichtlinie; Software-Richtlinie; Verwaiste Werke; unberührt; weiter gültig; Verwertungsgesellschaften",
  },
  "DSM:art_2": {
    en: "definitions in the copyright directive; glossary; what counts as a university or research institute; what is TDM; what counts as a library, museum or archive; what is a news publication; which platforms are covered such as YouTube; meaning of terms; what is an upload platform; what is a research institute; news publisher definition",
    de: "Begriffsbestimmungen; Definitionen; Forschungsorganisation; Text und Data Mining; Einrichtung des Kulturerbes; Presseveröffentlichung; Diensteanbieter für das Teilen von Online-Inhalten; Begriffe; Plattform; Begriff",
  },
  "DSM:art_2.pt_1": {
    en: "who counts as a research organisation; university; research institute; academic institution; higher education; non-profit research body; publicly funded lab; university library; company-controlled institute; private research lab; does a corporate lab qualify; science organisation",
    de: "Forschungsorganisation; Hochschule; Universität; Forschungseinrichtung; Forschungsinstitut; gemeinnützig; Universitätsbibliothek; Wissenschaftseinrichtung; Institut",
  },
  "DSM:art_2.pt_2": {
    en: "meaning of TDM; data mining definition; machine learning; AI training; training data; web scraping; crawling; computational analysis; corpus analysis; big data analytics; automated reading of documents; natural language processing; large language models; LLM; analysing datasets",
    de: "Text und Data Mining; TDM; KI-Training; Trainingsdaten; Datenanalyse; Web-Scraping; maschinelles Lernen; automatisierte Analyse; Crawling; Sprachmodelle",
  },
  "DSM:art_2.pt_3": {
    en: "memory institutions; GLAM sector; public library; national library; museum; archive; film archive; cinematheque; sound archive; audiovisual heritage; which institutions benefit from heritage exceptions",
    de: "Einrichtung des Kulturerbes; Bibliothek; Museum; Archiv; Filmarchiv; Tonarchiv; Kulturerbe-Einrichtung; Gedächtnisinstitution; Mediathek",
  },
  "DSM:art_2.pt_4": {
    en: "what counts as a news publication; newspaper article; news website; online magazine; news outlet; journalism; editorial content; news portal; blogs; scientific journals excluded; academic journals not covered; press content definition",
    de: "Presseveröffentlichung; Zeitungsartikel; Nachrichtenseite; Zeitschrift; Onlinezeitung; journalistische Beiträge; Redaktion; Fachzeitschrift; wissenschaftliche Zeitschriften ausgenommen",
  },
  "DSM:art_2.pt_5": {
    en: "online service; internet service; digital service; website; app; service provided at a distance by electronic means; service at individual request; usually for remuneration; internet provider; online platform; web service; e-commerce service",
    de: "Dienst der Informationsgesellschaft; Onlinedienst; Internetdienst; digitaler Dienst; Website; elektronisch erbrachter Dienst; Plattform; Internetangebot; Online-Angebot",
  },
  "DSM:art_2.pt_6": {
    en: "upload platform; user-generated content platform; UGC; YouTube; TikTok; Instagram; Facebook; SoundCloud; Twitch; video-sharing site; which platforms are covered; Wikipedia excluded; GitHub excluded; Dropbox and cloud storage excluded; eBay or Amazon marketplace excluded; large amounts of user uploads for profit",
    de: "Diensteanbieter für das Teilen von Online-Inhalten; Uploadplattform; Plattform; YouTube; Videoplattform; soziale Netzwerke; nutzergenerierte Inhalte; Wikipedia ausgenommen; Cloud-Speicher ausgenommen; Online-Marktplatz ausgenommen",
  },
  "DSM:art_3": {
    en: "TDM for science; research exception for data mining; universities mining papers; academic AI research; can a university train AI on copyrighted texts; mining journal articles; scraping for research; no opt-out against researchers; science exception; scholarly corpus analysis",
    de: "Text und Data Mining für die Forschung; Wissenschaftsschranke; Forschungsausnahme; Hochschulen; KI-Forschung; Wissenschaft; Korpus; kein Nutzungsvorbehalt",
  },
  "DSM:art_3.par_1": {
    en: "researchers may copy works for mining; university copies articles for analysis; lawful access such as subscription or licensed database; libraries and museums mining collections; extraction from databases; press articles for research; academic scraping allowed; machine learning research; university AI lab; mining licensed e-journals",
    de: "Forschungsschranke; Vervielfältigung; Entnahme; rechtmäßiger Zugang; Abonnement; Hochschule; Forschungsorganisation; Einrichtung des Kulturerbes; wissenschaftliche Forschung; KI-Forschung",
  },
  "DSM:art_3.par_2": {
    en: "keeping the research corpus; storing the dataset after the project; retaining copies; reproducibility; verification of results; peer review; data security for mined copies; archiving training data; research data management; secure storage of mined material",
    de: "Aufbewahrung; Speicherung; Korpus aufbewahren; Sicherheitsniveau; Überprüfung wissenschaftlicher Erkenntnisse; Nachprüfbarkeit; Datensicherheit; Forschungsdaten; Archivierung",
  },
  "DSM:art_3.par_3": {
    en: "publishers may protect servers; rate limiting; blocking bulk downloads; access controls against crawlers; IP blocking; technical safeguards; server load; database integrity; proportional technical measures; anti-scraping measures; bot protection",
    de: "Maßnahmen der Rechteinhaber; Netzsicherheit; Serverschutz; Download-Begrenzung; technische Schutzmaßnahmen; Integrität; Datenbanken; Scraping-Schutz",
  },
  "DSM:art_3.par_4": {
    en: "codes of practice for research mining; agreed standards between publishers and researchers; guidelines; voluntary best practice; cooperation on security and storage; code of conduct; industry guidelines; standards for research data mining; publisher-researcher agreements; shared rules on security measures",
    de: "bewährte Verfahren; Best Practices; Leitlinien; Verhaltenskodex; Branchenvereinbarung; Zusammenarbeit; Standards; Vereinbarungen",
  },
  "DSM:art_4": {
    en: "commercial TDM exception; AI training on copyrighted data; generative AI; LLM training data; scraping the web for machine learning; companies mining content; general data mining exception; opt-out; robots.txt; rights reservation; AI companies using books and images",
    de: "Text und Data Mining; kommerzielles TDM; KI-Training; generative KI; Trainingsdaten; Nutzungsvorbehalt; Opt-out; maschinenlesbar; Web-Scraping; Schranke",
  },
  "DSM:art_4.par_1": {
    en: "anyone may mine content; startups and businesses; AI developers; commercial purposes allowed; scraping public websites; crawling; building datasets; training LLMs; freely available online content; copying software code for analysis; database extraction",
    de: "kommerzielle Nutzung; KI-Entwickler; Unternehmen; rechtmäßig zugänglich; frei zugängliche Inhalte; Trainingsdaten; Vervielfältigung; Scraping",
  },
  "DSM:art_4.par_2": {
    en: "how long can I keep scraped data; deleting training data after use; retention of dataset; storage period; copies for AI training; when to delete copies; data retention for AI; keep scraped content; delete after training; dataset lifecycle",
    de: "Aufbewahrungsdauer; Löschung; Speicherdauer; Trainingsdaten behalten; Kopien löschen; erforderlich; Datensatz; Aufbewahrung",
  },
  "DSM:art_4.par_3": {
    en: "opt-out; robots.txt; TDM reservation protocol; ai.txt; noai meta tag; website terms forbidding scraping; block AI crawlers; GPTBot; rights reservation; can authors stop AI training; does a clause in terms of service suffice; metadata opt-out; reserve rights against AI",
    de: "Nutzungsvorbehalt; Opt-out; maschinenlesbar; robots.txt; Vorbehalt; KI-Crawler blockieren; TDM-Vorbehalt; Nutzungsbedingungen; Widerspruch gegen KI-Training; Impressum",
  },
  "DSM:art_4.par_4": {
    en: "research exception still applies; opt-out does not bind universities; relationship between commercial and scientific mining; both exceptions side by side; universities not affected by robots.txt; scientific mining unaffected by commercial opt-out; research exception prevails; academic AI research free; two TDM exceptions; opt-out ignored for science",
    de: "Verhältnis zur Forschungsschranke; Wissenschaft; Vorbehalt gilt nicht für Forschung; Hochschulen; Forschungsschranke bleibt; Vorrang der Wissenschaft",
  },
  "DSM:art_5": {
    en: "teachers using copyrighted material online; e-learning; digital classroom; distance learning; remote teaching; online lessons; school slides with images; university lectures; learning platform; copyright for teachers; education exception",
    de: "Unterricht; Lehre; Schule; Hochschule; digitale Lehre; Lernplattform; Veranschaulichung des Unterrichts; Lehrer; Schüler; Studierende; Bildungsschranke",
  },
  "DSM:art_5.par_1": {
    en: "use in class; illustration for teaching; teachers showing videos, images and texts; non-commercial education; online course materials; lecture slides; homework materials; exam papers; e-learning exception; educational exception; teaching material online",
    de: "Veranschaulichung des Unterrichts; Unterrichtszwecke; nicht kommerziell; Lehrmaterial; Schule; Hochschule; Lehrkräfte; Folien",
  },
  "DSM:art_5.par_1.pt_a": {
    en: "on school premises; classroom; password-protected learning platform; Moodle; LMS; intranet; students only; closed group; virtual classroom; video lesson; responsibility of school or university",
    de: "Bildungseinrichtung; passwortgeschützt; Lernplattform; Moodle; gesicherte elektronische Umgebung; Klassenzimmer; Schulgelände; Intranet",
  },
  "DSM:art_5.par_1.pt_b": {
    en: "citation; crediting the author; attribution; naming the source; reference; acknowledgement; credit line; cite sources; show author name; give credit",
    de: "Quellenangabe; Namensnennung; Urheberbezeichnung; Quelle angeben; Zitieren; Autor nennen",
  },
  "DSM:art_5.par_2": {
    en: "textbooks; school books; sheet music; licence takes priority over exception; educational publishers; licence available on the market; schoolbook publishers; licensing market for education; publishers' licences; schools must buy licences",
    de: "Schulbücher; Lehrbücher; Noten; Musiknoten; Lizenzvorrang; Bildungsverlage; Lizenzangebot; Lizenzierung",
  },
  "DSM:art_5.par_3": {
    en: "cross-border e-learning; students in other countries; which country's law applies to online teaching; country of origin; distance students abroad; legal fiction of location; online learning across borders; international students; cross-border teaching platform; e-learning abroad",
    de: "grenzüberschreitend; Herkunftslandprinzip; ausländische Studierende; anwendbares Recht; Fernstudium; Sitz der Bildungseinrichtung; Fernunterricht; E-Learning",
  },
  "DSM:art_5.par_4": {
    en: "payment for educational use; royalties; levy; remuneration for teaching use; collecting society payment; compensation for authors; compensation for teaching use; levy for schools; payment to publishers and authors; copyright fees for education",
    de: "angemessener Ausgleich; Vergütung; Verwertungsgesellschaft; Abgabe; Tantiemen; Schulabgabe; Entschädigung",
  },
  "DSM:art_6": {
    en: "digitisation; backup copies; preservation copies; restoring old films; museum digitising its collection; library scanning books; archive copies; format shifting; conservation; long-term archiving",
    de: "Erhaltung des Kulturerbes; Digitalisierung; Archivkopie; Sicherungskopie; Bestandserhaltung; Museum; Bibliothek; Langzeitarchivierung",
  },
  "DSM:art_7": {
    en: "contract cannot override copyright exceptions; licence terms prohibiting research mining; publisher contract banning teaching use; technical protection measures; DRM; three-step test; contract cannot exclude research mining; licence restrictions void; mandatory exceptions; subscription terms",
    de: "vertragliche Abbedingung; unwirksame Vertragsklausel; Kopierschutz; technische Schutzmaßnahmen; Drei-Stufen-Test; zwingende Schranken; unabdingbar",
  },
  "DSM:art_7.par_1": {
    en: "contract override; licence clause banning research data mining is void; terms of service cannot exclude teaching or preservation exception; mandatory exceptions; publisher agreement restrictions invalid; licence clause void; no contractual waiver; subscription terms cannot block exceptions; database licence restrictions; cannot sign away research and teaching exceptions",
    de: "unwirksam; Vertragsklausel; zwingend; nicht abdingbar; Lizenzvertrag; Nutzungsbedingungen; vertraglicher Ausschluss",
  },
  "DSM:art_7.par_2": {
    en: "three-step test; DRM; copy protection; technological protection measures must let beneficiaries use exceptions; circumvention; access for libraries and schools; DRM on e-books; protection measures; access despite copy protection; voluntary measures by rightholders",
    de: "Drei-Stufen-Test; Kopierschutz; DRM; technische Maßnahmen; Umgehung; Durchsetzung von Schranken; Schutzmaßnahmen",
  },
  "DSM:art_8": {
    en: "out-of-print books; works no longer sold; unavailable works; libraries putting old books online; digitising archives; out-of-print films; Europeana; non-commercial online display; collecting society licence; mass digitisation; orphan-like works",
    de: "vergriffene Werke; nicht verfügbare Werke; Digitalisierung; Bibliothek; Verwertungsgesellschaft; Lizenz; nicht mehr im Handel erhältlich; Massendigitalisierung",
  },
  "DSM:art_8.par_1": {
    en: "collecting society licence for out-of-print works; licence also covers non-members; representative collecting society; library digitisation licence; equal treatment of authors; collective licence; digitisation licence; outsiders covered; library licence; extended licence for libraries",
    de: "Verwertungsgesellschaft; Lizenz; Außenseiter; nicht kommerziell; repräsentativ; vergriffene Werke; Gleichbehandlung; Bibliothek; Museum",
  },
  "DSM:art_8.par_2": {
    en: "fallback exception when no collecting society exists; putting old works online on a non-commercial website; credit the author; museum website showing unavailable works; museum website; archive online; library digital collection; no licensing body; make available free of charge; non-profit website",
    de: "Auffangschranke; nicht kommerzielle Website; Namensnennung; vergriffen; keine Verwertungsgesellschaft; Museum; Archiv; Onlinestellung",
  },
  "DSM:art_8.par_4": {
    en: "opt out; author withdraws work; remove my book from library digitisation; object at any time; exclude from licence; author objects; withdraw consent; remove from online archive; object after licence concluded; stop digital display",
    de: "Widerspruch; Opt-out; Ausschluss; Werk herausnehmen; Rechteinhaber widerspricht; Einspruch; Rücknahme",
  },
  "DSM:art_8.par_5": {
    en: "how to tell if a work is out of print; not available in shops; search for availability; cut-off date; good-faith check; no longer commercially available; bookshop availability; availability check; commercial availability; reasonable effort",
    de: "vergriffen; nicht im Handel; Stichtag; Recherche; gutgläubig; nicht erhältlich; Handelswege; Verfügbarkeit",
  },
  "DSM:art_8.par_7": {
    en: "foreign works; non-EU works; third-country works; American books; films produced outside Europe; works of non-EU nationals; US films; works first published abroad; foreign producers; third country nationals",
    de: "Drittstaaten; ausländische Werke; außereuropäische Werke; Nicht-EU; Filmproduzenten im Ausland; Ausland; US-Filme",
  },
  "DSM:art_9": {
    en: "cross-border access to digitised out-of-print works; EU-wide online access; territoriality; country where the library is based; use in other member states; access across EU; online display in all member states; licence valid EU-wide; library based in one country; EU-wide licence",
    de: "grenzüberschreitend; EU-weit; Sitzland; Territorialität; vergriffene Werke; Geltung in allen Mitgliedstaaten; Lizenzgebiet",
  },
  "DSM:art_10": {
    en: "EUIPO portal; out-of-commerce works portal; public notice; six months notice before use; information for authors; online database; awareness campaigns; notice before digitisation; author information; EU portal",
    de: "EUIPO; Online-Portal; Bekanntmachung; sechs Monate; Informationspflicht; Datenbank vergriffener Werke; Publizität; Veröffentlichung",
  },
  "DSM:art_11": {
    en: "consultation of stakeholders; sector dialogue; libraries and authors talk; collecting societies dialogue; cut-off dates consultation; user and rightholder organisations; regular dialogue; stakeholder consultation; sector-specific talks; effective safeguards",
    de: "Dialog der Interessenträger; Konsultation; Verwertungsgesellschaften; Bibliotheken; Stakeholder; Konsultationen; Interessenverbände",
  },
  "DSM:art_12": {
    en: "extended collective licensing; ECL; Nordic model; collecting society licensing for non-members; blanket licence; mass digitisation; outsiders bound by licence; broadcasting archives; opt-out for non-members; safeguards",
    de: "kollektive Lizenzvergabe mit erweiterter Wirkung; erweiterte kollektive Lizenz; Verwertungsgesellschaft; Außenseiter; Pauschallizenz; Opt-out; Schutzvorkehrungen",
  },
  "DSM:art_12.par_1": {
    en: "extended collective licence; licence binds non-members; presumption of representation; collecting society represents outsiders; blanket licence; outsider rightholders; legal mandate; representation; mass licensing; non-member authors",
    de: "erweiterte kollektive Lizenz; Außenseiterwirkung; Vermutung; Verwertungsgesellschaft; Lizenz; Mandat; gesetzliche Vermutung",
  },
  "DSM:art_12.par_3.pt_c": {
    en: "opt out of extended collective licence; author excludes work; withdraw from collecting society licence; non-member opt out; remove work from ECL; non-member objection; leave licensing scheme; exclude at any time; easy opt-out; rightholder veto",
    de: "Widerspruch; Opt-out; Ausschluss; Außenseiter; Herausnahme; jederzeit; Widerspruchsrecht",
  },
  "DSM:art_13": {
    en: "video-on-demand licensing disputes; streaming platforms like Netflix; film rights negotiations; mediator; mediation body; VOD rights clearance; licensing deadlock; streaming rights disputes; impartial body; help negotiating VOD deals",
    de: "Verhandlungsmechanismus; Video-on-Demand; Streaming; Mediation; Schlichtungsstelle; Filmrechte; Lizenzverhandlungen; unparteiische Stelle; Streitschlichtung",
  },
  "DSM:art_14": {
    en: "photos of public domain paintings; reproductions of old artworks; museum photos of old paintings; no copyright in faithful copies; scans of old art; expired copyright; digitised artworks free to use; Mona Lisa photo; photo of public domain art; Reiss-Engelhorn case; faithful reproduction",
    de: "gemeinfreie Werke; Gemeinfreiheit; Reproduktionsfotografie; Fotos von Gemälden; Museumsfotos; Lichtbildschutz; Schutzfrist abgelaufen; Reiss-Engelhorn; Bildrechte",
  },
  "DSM:art_15": {
    en: "press publishers' right; ancillary copyright; link tax; Google News; news aggregators; snippets; news publishers vs tech platforms; neighbouring right for newspapers; publishers' right; news snippets; Google and Facebook paying publishers",
    de: "Leistungsschutzrecht für Presseverleger; Presseverleger; Google News; Snippets; Linksteuer; Nachrichtenaggregator; Verlage; Suchmaschinen; Verlegerrecht",
  },
  "DSM:art_15.par_1": {
    en: "Google News; news aggregator; search engine snippets; link tax; hyperlinks are free; single words; very short extracts; headlines; private users exempt; sharing news on social media; publishers' licence for online use",
    de: "Presseverleger; Leistungsschutzrecht; Snippets; Verlinkung; Hyperlinks; einzelne Wörter; sehr kurze Auszüge; Überschriften; Suchmaschinen; Nachrichtenaggregatoren",
  },
  "DSM:art_15.par_2": {
    en: "journalists keep their rights; freelance journalist; photographer in newspaper; public domain content inside articles; non-exclusive licence; authors unaffected; journalists' rights unaffected; writers keep rights; photographers keep rights; expired works free",
    de: "Journalisten; Urheber; freie Journalisten; Fotografen; Rechte der Urheber bleiben unberührt; Autoren",
  },
  "DSM:art_15.par_3": {
    en: "exceptions apply to publishers' right; quotation; orphan works; Marrakesh treaty; accessible formats for blind; private copying; private copying exception applies; exceptions and limitations apply to publishers' right; same exceptions as copyright; educational use of news",
    de: "Schranken gelten entsprechend; Zitat; verwaiste Werke; Marrakesch; Blinde; Privatkopie; Ausnahmen",
  },
  "DSM:art_15.par_4": {
    en: "how long does the press publishers' right last; duration; two years; protection period; older articles; expiry; articles before June 2019 not covered; press right term; two years from publication; calculated from 1 January; articles before 2019",
    de: "Schutzdauer; zwei Jahre; Dauer des Leistungsschutzrechts; Ablauf; ältere Artikel; ab 1. Januar",
  },
  "DSM:art_15.par_5": {
    en: "journalists' share of Google money; revenue sharing; authors' participation; payment to journalists; share of licence fees; journalists get a cut; share of Google payments; revenue from platforms; authors' share of publisher income; fair share",
    de: "Beteiligung der Urheber; Journalisten; Einnahmenbeteiligung; angemessener Anteil; Vergütung; Anteil; Einnahmen",
  },
  "DSM:art_16": {
    en: "publishers' share of levies; VG Wort; private copying levy split; publisher participation; Reprobel; collecting society distribution between authors and publishers; publisher share of compensation; split of collective payments; levies for publishers; public lending",
    de: "Verlegerbeteiligung; VG Wort; Verlegeranteil; gerechter Ausgleich; Ausschüttung; Privatkopievergütung; Verleger; Bibliothekstantieme",
  },
  "DSM:art_17": {
    en: "upload filter; Article 13; platform liability for user uploads; YouTube copyright; Content ID; user-generated content; takedown; licences for platforms; copyright strikes; stay-down; fingerprinting",
    de: "Uploadfilter; Plattformhaftung; Diensteanbieter für das Teilen von Online-Inhalten; YouTube; Artikel 13; nutzergenerierte Inhalte; Urheberrechtsverletzung; UrhDaG; Stay-down; Lizenzpflicht",
  },
  "DSM:art_17.par_1": {
    en: "platform itself is liable; platform performs the use; must get licence; licensing deals with labels and collecting societies; GEMA licence for YouTube; user uploads; permission from rightholders; platform responsible for uploads; music labels licensing; licence for user content",
    de: "öffentliche Wiedergabe; Plattform; Lizenzpflicht; GEMA; Erlaubnis; Haftung der Plattform; Lizenzvertrag; Plattformverantwortung",
  },
  "DSM:art_17.par_2": {
    en: "platform licence covers users; users not liable; non-commercial uploaders; influencers with small income; YouTubers covered by the platform's licence; private users protected; hobby uploaders; small creators; licence extends to users; non-commercial posting",
    de: "Nutzer; Lizenz erstreckt sich; private Nutzer; nicht kommerziell; Influencer; YouTuber; Uploader; Hobby",
  },
  "DSM:art_17.par_3": {
    en: "no safe harbour; hosting privilege does not apply; notice and takedown not enough; e-commerce hosting exemption excluded; no hosting privilege for upload platforms; host provider exemption excluded; platforms cannot rely on passive hosting; liability privilege lost; direct liability; platform liable like a publisher",
    de: "Haftungsprivileg; Hostprovider; kein Safe Harbor; Providerprivileg; E-Commerce-Richtlinie; Host-Provider; Haftungsprivileg entfällt",
  },
  "DSM:art_17.par_4": {
    en: "upload filters; Content ID; notice and stay down; takedown; liability if no licence; automatic filtering; fingerprinting; how platforms avoid liability; platform escapes liability; due diligence",
    de: "Uploadfilter; Haftung; bestmögliche Anstrengungen; Notice and Takedown; Stay-down; Sperrung; Entfernung; Haftungsbefreiung",
  },
  "DSM:art_17.par_4.pt_a": {
    en: "tried to get a licence; approaching rightholders; licensing efforts; negotiating with collecting societies and labels; asked for a licence; attempted licensing; contact with labels; efforts to license music; trying to conclude licensing deals; good-faith licensing attempts",
    de: "Lizenzbemühungen; Lizenz erwerben; Verhandlungen; Verwertungsgesellschaft; Lizenzanfrage; Bemühungen",
  },
  "DSM:art_17.par_4.pt_b": {
    en: "upload filter; content recognition; Content ID; fingerprinting; blocking specific songs or videos; rightholder provides reference files; industry standards; automated blocking; matching technology; audio fingerprinting",
    de: "Uploadfilter; Inhalteerkennung; Sperrung; Referenzdateien; Branchenstandards; Filter; automatisierte Sperrung",
  },
  "DSM:art_17.par_4.pt_c": {
    en: "notice and takedown; notice and stay down; remove infringing video; takedown request; prevent re-upload; takedown notice; delete infringing content; block access quickly; re-upload prevention; DMCA-style notice",
    de: "Notice and Takedown; Löschung; Sperrung; Hinweis; Stay-down; erneutes Hochladen verhindern; Takedown",
  },
  "DSM:art_17.par_5": {
    en: "proportionality of platform duties; small or niche platforms; what is expected of a smaller site; cost of filtering technology; size of the service; number of users; type of content uploaded; affordable tools; not every platform needs Content ID; reasonable efforts depending on size",
    de: "Verhältnismäßigkeit; kleine Plattformen; Kosten von Filtern; Größe des Dienstes; Nutzerzahl; Zielgruppe; zumutbar; Filtertechnik",
  },
  "DSM:art_17.par_6": {
    en: "start-up platform relief; new platform under three years old; annual turnover below 10 million euro; 5 million monthly unique visitors; small and new platforms exempt from stay-down; no upload filter for startups; young companies; SME platforms; reduced obligations for newcomers; reduced duties",
    de: "Start-ups; neue Plattformen; Jahresumsatz unter 10 Millionen; monatliche Besucher; Erleichterung; KMU; junge Diensteanbieter; Startup-Ausnahme; kein Uploadfilter; geringere Pflichten",
  },
  "DSM:art_17.par_7": {
    en: "no overblocking; lawful uploads must stay online; legitimate uses protected; memes; parody; quotation; criticism; reviews; fan content; freedom of expression; users' rights; wrongly blocked content; filters must not catch legal uses",
    de: "Overblocking; erlaubte Nutzungen; Zitat; Parodie; Karikatur; Pastiche; Memes; Meinungsfreiheit; Nutzerrechte; mutmaßlich erlaubte Nutzung; Bagatellnutzung",
  },
  "DSM:art_17.par_7.pt_a": {
    en: "quoting in uploads; citing a clip; reviews; critique; commentary; reaction videos; film review clips; let's play commentary; excerpt for discussion; using a short clip to comment",
    de: "Zitat; Zitatrecht; Kritik; Rezension; Besprechung; Filmkritik; Reaction-Video; Ausschnitt",
  },
  "DSM:art_17.par_7.pt_b": {
    en: "memes; parody videos; satire; mashups; remixes; fan art; fan fiction; cartoons; spoofs; GIFs; humorous edits; derivative creative uploads",
    de: "Parodie; Karikatur; Pastiche; Memes; Satire; Remix; Mashup; Fan-Art; GIFs",
  },
  "DSM:art_17.par_8": {
    en: "no general monitoring; platforms not obliged to check all uploads; no blanket surveillance; transparency for rightholders about filter practices; reporting how licences are used; information on use of works under licence; no proactive scanning; platforms not policing everything; filter transparency; licence usage reports",
    de: "keine allgemeine Überwachungspflicht; Überwachung; Kontrolle aller Uploads; Information an Rechteinhaber; Transparenz; Auskunft über Lizenzen; Transparenzpflicht",
  },
  "DSM:art_17.par_9": {
    en: "complaint mechanism; appeal against removal; wrongful takedown; counter-notice; my video was blocked unfairly; human review; out-of-court dispute settlement; put-back; restoring removed content; users can challenge blocking; rightholders must justify; redress for creators",
    de: "Beschwerdeverfahren; Beschwerde; Widerspruch gegen Sperrung; Rechtsbehelf; außergerichtliche Streitbeilegung; menschliche Überprüfung; Wiederherstellung; Gegendarstellung; zu Unrecht gesperrt",
  },
  "DSM:art_17.par_10": {
    en: "stakeholder dialogues on platform licensing; Commission guidance on upload filters; best practices between platforms and rightholders; guidelines; consultation with users' organisations; how to apply the platform rules; Commission guidelines on upload platforms; dialogue between platforms and music industry; implementation guidance; soft law",
    de: "Leitlinien der Kommission; Dialog; Best Practices; Stakeholder-Dialog; Anwendungshinweise; Plattformen und Rechteinhaber; Kommissionsleitlinien",
  },
  "DSM:art_18": {
    en: "fair pay for creators; authors' pay; musicians, writers, actors, translators payment; buy-out contracts; lump-sum fees; royalties; fair remuneration principle; creators' contract rules; author contract law; appropriate share of income",
    de: "angemessene Vergütung; Urhebervertragsrecht; Urheber; ausübende Künstler; Honorar; Buy-out; Tantiemen; Pauschalhonorar; Beteiligung",
  },
  "DSM:art_18.par_1": {
    en: "right to fair pay when selling or licensing rights; creators paid fairly; royalties; buy-out deals; lump sum; writers' fees; musicians' pay; actors' pay; share of revenue; author pay",
    de: "angemessene Vergütung; Honorar; Urheber; ausübende Künstler; Tantiemen; Pauschalvergütung; Buy-out; Vergütungsanspruch",
  },
  "DSM:art_18.par_2": {
    en: "how countries implement fair pay; freedom of contract; collective agreements; remuneration rules; tariffs; balance between creators and producers; national implementation of fair pay; collective bargaining; tariff agreements; remuneration standards",
    de: "Vertragsfreiheit; gemeinsame Vergütungsregeln; Tarifvertrag; Umsetzung; Interessenausgleich; Vergütungsregeln",
  },
  "DSM:art_19": {
    en: "royalty statements; accounting to authors; right to information; sales figures; how much did my book earn; reporting obligation; streaming numbers; publisher must report; label reporting; audit of earnings",
    de: "Auskunftspflicht; Transparenzpflicht; Auskunft; Rechenschaft; Abrechnung; Verwertungserlöse; Urhebervertragsrecht; Auskunftsanspruch",
  },
  "DSM:art_19.par_1": {
    en: "annual royalty statement; yearly report to authors; earnings information; sales and streams; publisher or label reports; information on income from my work; accounting at least once a year; sales statement; streaming statistics; revenue report",
    de: "jährliche Auskunft; Abrechnung; Einnahmen; Verlag; Label; Auskunftsanspruch; Rechenschaftspflicht",
  },
  "DSM:art_19.par_2": {
    en: "information from sub-licensees; chain of licences; who else exploits my work; foreign licensees; identity of sublicensee; downstream licensees; ask sub-licensee directly; information gap; foreign publishers; licensee chain",
    de: "Unterlizenznehmer; Auskunft; Lizenzkette; Lizenznehmer; Dritte; Sublizenz",
  },
  "DSM:art_19.par_4": {
    en: "minor contribution; small contribution; session musician; extras; background actors; marginal role; no royalty statement for minor parts; small part in a film; minor creator; no report needed",
    de: "nachrangiger Beitrag; Nebenrolle; Studiomusiker; Statisten; geringfügiger Beitrag; kein Auskunftsanspruch",
  },
  "DSM:art_20": {
    en: "bestseller clause; unexpected success; underpaid author; extra payment; renegotiation; disproportionately low fee; fairness adjustment; hit song; film became a blockbuster; additional royalties",
    de: "Bestsellerparagraph; Vertragsanpassung; weitere Beteiligung; Nachvergütung; Fairnessausgleich; Unterbezahlung; Nachforderung",
  },
  "DSM:art_20.par_1": {
    en: "bestseller clause; claim extra pay; unexpected success; renegotiate royalties; disproportionately low fee compared to revenues; top-up payment; buy-out turned out unfair; success bonus; unfair low payment; share in unexpected profits",
    de: "Bestsellerparagraph; Nachvergütung; Vertragsanpassung; weitere Beteiligung; Fairnessausgleich; Nachvergütungsanspruch; Beteiligung am Erfolg",
  },
  "DSM:art_21": {
    en: "mediation; arbitration; ADR; dispute over royalties; out of court settlement; unions bring case for authors; dispute about royalty statements or extra pay; conciliation; settle royalty disputes without court; creators' associations",
    de: "alternative Streitbeilegung; Schlichtung; Mediation; außergerichtlich; Verbände; Gewerkschaften; Schlichtungsstelle; Urheberverbände",
  },
  "DSM:art_22": {
    en: "take back rights; rights not used; publisher does nothing; reversion of rights; book out of print; terminate exclusive licence; use it or lose it; get my rights back; revocation right; non-exploitation",
    de: "Rückrufrecht; Rückruf wegen Nichtausübung; Rechterückruf; Exklusivität beenden; Verlag nutzt nicht; Rechte zurückholen; Nichtausübung",
  },
  "DSM:art_22.par_1": {
    en: "take back rights; reversion; publisher or label not exploiting; cancel exclusive licence; unused rights; shelved album; book never published; publisher sits on rights; dormant rights; label not releasing music",
    de: "Rückrufrecht; Rechterückruf; Nichtausübung; Rechte zurückholen; Verlag veröffentlicht nicht; Nutzungsrecht; Verwertung",
  },
  "DSM:art_22.par_2": {
    en: "sector-specific rules for taking back rights; works with many contributors; films; joint works; time frame; end exclusivity instead; co-authors; plurality of authors; sector rules; time limit for revocation",
    de: "Miturheber; Filmwerke; Branchenbesonderheiten; Frist; Exklusivität; Rückruffrist",
  },
  "DSM:art_22.par_3": {
    en: "notice to publisher; deadline; reasonable period before revoking; grace period; waiting period after signing; end exclusivity instead; set a deadline; notify the publisher; exploitation deadline; waiting time after contract",
    de: "Frist; Nachfrist; angemessene Zeit; Exklusivität beenden; Fristsetzung; Mitteilung",
  },
  "DSM:art_22.par_4": {
    en: "author's own fault; author could fix the problem; no reversion if creator caused the non-use; non-use caused by author; author blocks release; circumstances author can remedy; revocation excluded; author's responsibility; creator could fix; author caused the delay",
    de: "Verschulden des Urhebers; kein Rückruf; selbst verschuldet; vom Urheber zu vertreten; eigene Verantwortung; Urheber verantwortlich",
  },
  "DSM:art_22.par_5": {
    en: "contract clause waiving reversion; only via collective agreement; waiver clause; standard contract excluding right to take back rights; contract waiver of revocation; collective bargaining agreement; union contract; standard terms; opt-out from reversion; exceptions by agreement",
    de: "Verzicht; Tarifvertrag; Vertragsklausel; gemeinsame Vergütungsregeln; abweichende Vereinbarung; Verbandsvereinbarung",
  },
  "DSM:art_23": {
    en: "cannot contract out of creators' information and fair pay rights; software developers excluded; computer programs not covered; mandatory creator protection; clauses blocking creators' rights void; no waiver of royalty statements; software authors excluded; developers not covered; programming contracts; mandatory author protections",
    de: "unabdingbar; Software; Computerprogramme; ausgenommen; zwingend; Urhebervertragsrecht; Verzicht unwirksam",
  },
  "DSM:art_23.par_1": {
    en: "cannot contract out; waiver invalid; contract clause excluding royalty statements void; mandatory information rights; bestseller clause mandatory; no contracting out; royalty statements mandatory; ADR access mandatory; extra pay claim mandatory; clause overriding creator rights invalid",
    de: "unabdingbar; unwirksam; Verzicht; zwingend; Vertragsklausel; Auskunft; Nachvergütung",
  },
  "DSM:art_23.par_2": {
    en: "software developers excluded; programmers; code authors; no fair remuneration rules for software; developer contracts; software exempt; developer contracts excluded; no royalty reporting for software; coders not covered; software contracts",
    de: "Softwareentwickler; Computerprogramme; Programmierer; ausgenommen; Software ausgenommen; Entwickler",
  },
  "DSM:art_24": {
    en: "changes to InfoSoc and database rules; teaching exception amended; library copies; research exception for databases; contact committee tasks; amended InfoSoc teaching exception; attribution in teaching; database teaching use; library exception update; consultation committee; research use of databases",
    de: "Änderung; InfoSoc-Richtlinie; Datenbankrichtlinie; Unterricht; Bibliotheken; Forschung; Änderungen; Kontaktausschuss",
  },
  "DSM:art_25": {
    en: "broader national exceptions allowed; member states may keep wider exceptions; more generous national copyright exceptions; national teaching or research exceptions beyond the minimum; national broader exceptions compatible with InfoSoc; existing national exceptions kept; teaching exceptions wider; research exceptions wider; additional freedoms; no minimum ceiling",
    de: "weitergehende Schranken; nationale Ausnahmen; großzügigere Regelungen; Mindeststandard; Mindestharmonisierung; nationale Spielräume",
  },
  "DSM:art_26": {
    en: "temporal scope; which works are covered; works protected on or after 7 June 2021; old contracts; rights acquired before; pre-existing deals unaffected; application date; back catalogue; old deals; which works are caught by the reform",
    de: "zeitliche Anwendung; Altverträge; Stichtag; Bestandsschutz; bestehende Werke; Übergangsrecht; zeitlicher Anwendungsbereich",
  },
  "DSM:art_26.par_1": {
    en: "works protected from June 2021; temporal scope; applies to existing works; back catalogue; works protected from 7 June 2021; retroactive for existing works; which works covered; public domain works excluded; old works still protected; existing catalogue covered",
    de: "zeitlicher Anwendungsbereich; Stichtag; Bestandswerke; Altwerke; Stichtag 7. Juni 2021; Schutz",
  },
  "DSM:art_27": {
    en: "transparency applies to old contracts from June 2022; existing licence agreements; royalty reporting for earlier deals; transition period; old licences transparency; royalty reporting from 2022; contracts signed before 2021; transitional rule; old agreements; existing contracts reporting",
    de: "Übergang; Altverträge; Auskunftspflicht ab 2022; Übergangsfrist; Altverträge Auskunft; Übergangsregel; bestehende Verträge",
  },
  "DSM:art_28": {
    en: "GDPR; personal data; privacy; data protection in copyright enforcement; ePrivacy; upload filters and privacy; user data; data protection rules; upload filters and user data; complaint handling data",
    de: "Datenschutz; DSGVO; personenbezogene Daten; Privatsphäre; ePrivacy; Datenverarbeitung",
  },
  "DSM:art_29": {
    en: "implementation deadline; national law; transposition deadline; Germany UrhDaG; late implementation; infringement proceedings; by when must countries adopt it; transposition date; deadline 7 June 2021; national copyright act amended",
    de: "Umsetzung; Umsetzungsfrist; nationales Recht; UrhDaG; Urheberrechts-Diensteanbieter-Gesetz; Frist; Umsetzungspflicht",
  },
  "DSM:art_30": {
    en: "review of copyright directive; evaluation; report; assessment of start-up regime for platforms; future revision; review of upload platform rules; 2026 review; assessment 2024; Commission report; evaluation of small platforms",
    de: "Überprüfung; Bericht; Evaluierung; Start-ups; Evaluation; Prüfung",
  },
  "DSM:art_31": {
    en: "entry into force; when the copyright directive started; publication in Official Journal; effective date; start date; in effect; legally effective; twenty days after publication; commencement; adoption date",
    de: "Inkrafttreten; Amtsblatt; Geltung; in Kraft; Geltungsbeginn; Beginn; Inkraftsetzung",
  },
  "DSM:art_32": {
    en: "who the copyright directive is addressed to; member states must implement; not directly applicable; directive addressed to countries; requires national law; not a regulation; national implementation needed; applies via national law; EU countries; binding on member states",
    de: "Adressaten; Mitgliedstaaten; Umsetzung; Richtlinie; Umsetzungsbedarf; nationale Gesetze",
  },

  // ---------------------------------------------------------------------------
  // Product Liability Directive (EU) 2024/2853
  // ---------------------------------------------------------------------------
  "PLD:art_1": {
    en: "product liability; strict liability; no-fault liability; compensation for injuries from faulty products; consumer protection; defective goods; new product liability directive; who pays when a product hurts someone; suing the maker; injured consumers compensation",
    de: "Produkthaftung; Produkthaftungsrichtlinie; verschuldensunabhängige Haftung; Gefährdungshaftung; Schadensersatz; fehlerhafte Produkte; Verbraucherschutz; neue Produkthaftungsrichtlinie; Haftung des Herstellers",
  },
  "PLD:art_2": {
    en: "scope of new product liability rules; when it applies; start date December 2026; open source excluded; nuclear excluded; other claims preserved; GDPR unaffected; what the new rules cover; not applicable to nuclear damage; coexistence with contract law",
    de: "Anwendungsbereich; Geltungsbereich; Ausnahmen; Open Source; Geltungsbeginn; Stichtag; Geltung; Ausschluss",
  },
  "PLD:art_2.par_1": {
    en: "when does the new product liability law apply; from December 2026; products sold after that date; application date; older products still under old rules; start date; timeline; transition; which rules for older products; new products only",
    de: "Anwendungsbereich; Geltungsbeginn; ab Dezember 2026; Inverkehrbringen; Stichtag; Altprodukte; Übergang; Zeitpunkt",
  },
  "PLD:art_2.par_2": {
    en: "open source exemption; free software; hobby developers; GitHub projects; non-commercial software; community code; FOSS; volunteer developers; is open source covered; open-source maintainers not liable",
    de: "Open-Source-Software; freie Software; nicht kommerziell; Hobby-Entwickler; Open Source ausgenommen; Open-Source-Ausnahme",
  },
  "PLD:art_2.par_3": {
    en: "nuclear accidents excluded; radiation damage; Paris convention; atomic power plant; nuclear liability treaties; nuclear power accidents; nuclear incidents; radioactive contamination; international treaties; reactor accident",
    de: "nukleare Zwischenfälle; Atomhaftung; Kernenergie; Atomunfall; Strahlenschäden; Reaktorunfall",
  },
  "PLD:art_2.par_4": {
    en: "other claims still possible; GDPR claims; contract claims; warranty; tort; negligence; national liability regimes; pharmaceutical liability; can I sue on other grounds too; parallel claims",
    de: "Gewährleistung; vertragliche Haftung; Deliktshaftung; Produzentenhaftung; Arzneimittelhaftung; DSGVO; Anspruchskonkurrenz; parallele Ansprüche",
  },
  "PLD:art_2.par_4.pt_a": {
    en: "GDPR unaffected; data protection claims; privacy breach damages; personal data rules still apply; data breach claims; GDPR damages; privacy violations; personal data rules apply in parallel; data protection law takes precedence; GDPR compensation",
    de: "DSGVO; Datenschutz; personenbezogene Daten; Datenschutzverstoß; Datenschutzrecht; Datenpanne",
  },
  "PLD:art_2.par_4.pt_b": {
    en: "contract claims; warranty claims; breach of contract; negligence; tort; fault-based liability; producer's liability in tort; claims against the seller; other fault claims; claim against seller for defects",
    de: "vertragliche Haftung; deliktische Haftung; Gewährleistung; § 823 BGB; Produzentenhaftung; Verschuldenshaftung; Mängelrechte",
  },
  "PLD:art_2.par_4.pt_c": {
    en: "special national liability schemes; pharmaceutical liability; drug injury regime; German medicines act liability; pre-1985 regimes; drug liability regime; German medicines act; legacy special systems; AMG liability; pharmaceutical injury claims",
    de: "Arzneimittelhaftung; Arzneimittelgesetz; AMG; Sonderhaftung; besondere Haftungsregelung; Sonderregelung",
  },
  "PLD:art_3": {
    en: "full harmonisation; maximum harmonisation; no stricter national rules; no weaker national rules; member states cannot deviate; same level across EU; uniform rules; stricter rules forbidden; harmonised protection; no gold-plating",
    de: "Vollharmonisierung; Harmonisierungsgrad; keine strengeren nationalen Regeln; Abweichung; einheitliches Schutzniveau; einheitlich; Gold-Plating",
  },
  "PLD:art_4": {
    en: "definitions; glossary; meaning of product, component, manufacturer, importer, distributor, fulfilment service provider, online platform, substantial modification; is software a product; importer definition; FBA definition; substantial modification definition; online marketplace definition; related service definition; trade secret definition",
    de: "Begriffsbestimmungen; Definitionen; Produkt; Hersteller; Händler; Komponente; Software; Fulfilment-Dienstleister; Importeur",
  },
  "PLD:art_4.pt_1": {
    en: "is software a product; apps; AI systems; firmware; operating system; SaaS; electricity; 3D printing files; raw materials; smart devices; IoT gadgets; goods; physical items; things built into a house",
    de: "Produkt; Software; KI; Apps; Strom; Elektrizität; bewegliche Sache; Rohstoffe; Betriebssystem; Firmware; KI-System",
  },
  "PLD:art_4.pt_2": {
    en: "3D printing file; CAD file; STL file; printable design; 3D printer template; digital blueprint; CNC program; download to print objects; digital design file; 3D model",
    de: "digitale Bauunterlage; 3D-Druck-Datei; CAD-Datei; Druckvorlage; 3D-Drucker; Konstruktionsdatei; 3D-Modell",
  },
  "PLD:art_4.pt_3": {
    en: "connected service; cloud service of a smart device; navigation service in a car; voice assistant; app controlling a device; IoT backend; health monitoring service; smart thermostat cloud; device stops working without the service; connected car service",
    de: "verbundener Dienst; digitaler Dienst; Cloud-Dienst; Smart Home; vernetzte Geräte; App-Steuerung; Sprachassistent; Konnektivität",
  },
  "PLD:art_4.pt_4": {
    en: "part; spare part; supplier part; subcomponent; chip; battery; software module; software library; ingredient; intangible part; embedded software",
    de: "Komponente; Bauteil; Teilprodukt; Zulieferteil; Ersatzteil; Zulieferer; Softwaremodul; Software-Bibliothek",
  },
  "PLD:art_4.pt_5": {
    en: "OTA updates; over-the-air updates; manufacturer still pushes updates; authorised modifications; control after sale; third-party software approved by producer; patches; upgrades; remote control by manufacturer; ongoing control",
    de: "Kontrolle des Herstellers; Software-Updates; Upgrades; Over-the-Air; Aktualisierungen; Drittanbieter; Patches; Fernsteuerung",
  },
  "PLD:art_4.pt_6": {
    en: "digital data; files; photos; documents; recordings; information in digital form; digital content; personal files; user data; cloud data",
    de: "Daten; Dateien; digitale Daten; Fotos; Dokumente; Nutzerdaten",
  },
  "PLD:art_4.pt_7": {
    en: "selling; supplying; distribution; free products; giveaways; free apps; sale in the EU; offering for sale; marketing; commercial supply",
    de: "Bereitstellung auf dem Markt; Vertrieb; Verkauf; kostenlos; Abgabe; Angebot; Handel",
  },
  "PLD:art_4.pt_8": {
    en: "first sale in the EU; launch; market entry; first supply; release date; product launch; first placement; go-to-market; first offering in EU; release in Europe",
    de: "Inverkehrbringen; erstmalige Bereitstellung; Markteinführung; Verkaufsstart; Marktzugang; erstmals",
  },
  "PLD:art_4.pt_9": {
    en: "first use; products used without being sold; in-house use; commissioning; operating a machine; deployed in service; commissioning equipment; internal use; medical devices in hospital; used before selling",
    de: "Inbetriebnahme; erstmalige Verwendung; Nutzung ohne Verkauf; Einsatz; Nutzung; Betrieb",
  },
  "PLD:art_4.pt_10": {
    en: "producer; maker; brand owner; own-brand; private label; white label; retailer selling under own brand; quasi-manufacturer; OEM; software developer; AI provider; contract manufacturing",
    de: "Hersteller; Quasi-Hersteller; Eigenmarke; Handelsmarke; Markeninhaber; Entwickler; Produzent; Auftragsfertigung",
  },
  "PLD:art_4.pt_11": {
    en: "EU representative; EU rep; agent of non-EU manufacturer; representative for foreign brand; compliance representative; appointed representative; EU agent; appointed EU representative; non-EU brand rep; written mandate",
    de: "Bevollmächtigter; EU-Vertreter; Vertreter; Beauftragter; Vertreter des Herstellers; EU-Bevollmächtigter; Vertretung",
  },
  "PLD:art_4.pt_12": {
    en: "importing from China; buying from non-EU supplier; bringing goods into the EU; import business; customs clearance; goods from outside Europe; importer of record; overseas goods; third-country manufacturer; overseas supplier goods",
    de: "Einführer; Importeur; Import; Drittland; China-Import; Einfuhr; Importeurhaftung",
  },
  "PLD:art_4.pt_13": {
    en: "warehouse; logistics company; storing, packing and shipping goods for online sellers; Amazon FBA-style service; fulfilment centre; third-party logistics; 3PL; couriers and parcel services excluded; order fulfilment; pick and pack",
    de: "Fulfilment-Dienstleister; Logistikdienstleister; Lager; Versand; Verpackung; Amazon FBA; Lagerhaltung; Fulfillment; Versanddienstleister",
  },
  "PLD:art_4.pt_14": {
    en: "retailer; shop; reseller; wholesaler; seller; dealer; online shop; merchant; store; supply chain seller",
    de: "Händler; Einzelhändler; Großhändler; Wiederverkäufer; Verkäufer; Onlinehändler; Lieferant; Vertriebspartner",
  },
  "PLD:art_4.pt_15": {
    en: "who can be sued; supply chain participants; businesses in the chain; liable parties; defendants; companies involved; supply chain actors; component makers; service providers; importers and distributors",
    de: "Wirtschaftsakteur; Lieferkette; Beteiligte; Haftende; Anspruchsgegner; Akteure; Hersteller und Händler",
  },
  "PLD:art_4.pt_16": {
    en: "marketplace; Amazon marketplace; eBay; Temu; AliExpress; Etsy; Shein; app store; Digital Services Act platform; marketplace operator",
    de: "Online-Plattform; Online-Marktplatz; Amazon; eBay; Temu; Marktplatz; DSA; Marktplatzbetreiber; Onlineshop-Plattform",
  },
  "PLD:art_4.pt_17": {
    en: "confidential business information; know-how; source code secrecy; proprietary information; secret recipe; business secrets; confidential data; secret formula; business confidentiality; protected know-how",
    de: "Geschäftsgeheimnis; Betriebsgeheimnis; vertraulich; Know-how; Quellcode; Geheimhaltung; Betriebsinterna",
  },
  "PLD:art_4.pt_18": {
    en: "refurbishment; remanufacturing; modding; tuning; upcycling; altering product; retrofit; e-bike conversion; rebuilt product; jailbreak; changing intended purpose",
    de: "wesentliche Veränderung; Umbau; Aufbereitung; Refurbished; Tuning; Nachrüstung; Modifikation",
  },
  "PLD:art_5": {
    en: "who can claim; victim; consumer injured; private individuals; claimant; right to damages; heirs; insurers; class actions; victims entitled to damages",
    de: "Anspruch auf Schadensersatz; Geschädigter; Verbraucher; natürliche Person; Anspruchsberechtigter; Entschädigung",
  },
  "PLD:art_5.par_1": {
    en: "who can claim; victim; injured consumer; private individuals only; companies cannot claim; right to be compensated; damages claim; natural person claim; personal claim; consumers and private persons",
    de: "Anspruch auf Schadensersatz; Geschädigter; Verbraucher; natürliche Person; Schadenersatzanspruch; Schadensersatzanspruch; Privatperson",
  },
  "PLD:art_5.par_2": {
    en: "insurer subrogation; health insurer recourse; heirs; consumer associations; class action; representative action; collective redress; assignee; claims by successors; insurer recourse",
    de: "Versicherer; Regress; Forderungsübergang; Erben; Sammelklage; Verbandsklage; Abtretung; Rechtsnachfolger",
  },
  "PLD:art_6": {
    en: "types of damage covered; injuries; property damage; data loss; psychological harm; what can I claim; compensable losses; pain and suffering; mental health injury; lost data",
    de: "Schaden; ersatzfähiger Schaden; Körperverletzung; Sachschaden; Datenverlust; Schmerzensgeld; psychische Schäden",
  },
  "PLD:art_6.par_1": {
    en: "types of damage; injuries; property; data loss; what counts as damage; what is not covered; professional property excluded; injuries, property and data; exclusions for business property; damage categories",
    de: "Schadensarten; Personenschaden; Sachschaden; Datenverlust; ersatzfähig; gewerbliche Nutzung ausgenommen",
  },
  "PLD:art_6.par_1.pt_a": {
    en: "bodily injury; death; burns; injuries; mental harm; psychological injury; PTSD; depression; trauma; anxiety disorder",
    de: "Körperverletzung; Tod; Gesundheitsschaden; psychische Gesundheit; Trauma; Personenschaden",
  },
  "PLD:art_6.par_1.pt_b": {
    en: "property damage; house fire; burnt furniture; damaged car; private property; business property excluded; product itself not covered; no 500 euro deductible; fire damage; household goods",
    de: "Sachschaden; Eigentum; Brand; beschädigte Gegenstände; gewerblich genutzte Sachen; Selbstbeteiligung entfallen; Brandschaden; Hausrat",
  },
  "PLD:art_6.par_1.pt_c": {
    en: "data loss; lost photos; deleted files; corrupted hard drive; wiped data; faulty update erased files; personal files lost; data corruption; backup lost",
    de: "Datenverlust; verlorene Fotos; gelöschte Dateien; beschädigte Daten; Festplatte; Datenbeschädigung; Datenverlust Schadensersatz",
  },
  "PLD:art_6.par_2": {
    en: "pain and suffering; immaterial damages; emotional distress; lost earnings; medical costs; economic loss; hospital bills; funeral costs; non-material damage; emotional harm",
    de: "Schmerzensgeld; immaterieller Schaden; Vermögensschaden; Verdienstausfall; Heilbehandlungskosten; Schadenersatz",
  },
  "PLD:art_6.par_3": {
    en: "other liability regimes unaffected; national compensation law; damages under other laws still possible; other compensation rules; national tort law; other liability systems; no change to national damages law; parallel regimes; national compensation schemes; other damages claims",
    de: "andere Haftungsregelungen; nationales Schadensrecht; Schadensersatzrecht; Deliktsrecht; andere Haftungssysteme; nationales Recht",
  },
  "PLD:art_7": {
    en: "faulty; unsafe; dangerous; design flaw; manufacturing defect; safety expectations; consumer expectation test; when is a product defective; unsafe design; defect test",
    de: "Fehlerhaftigkeit; Produktfehler; Konstruktionsfehler; Fabrikationsfehler; Instruktionsfehler; unsicher; gefährlich; berechtigte Sicherheitserwartungen; Sicherheitsmangel",
  },
  "PLD:art_7.par_1": {
    en: "faulty product; unsafe; dangerous; safety expectations; legally required safety; what makes a product defective; safety defect; product safety expectations; expected level of safety; legal safety requirements",
    de: "Produktfehler; fehlerhaft; Sicherheitserwartung; unsicher; gefährlich; Sicherheitsmangel; gesetzliche Sicherheitsanforderungen",
  },
  "PLD:art_7.par_2": {
    en: "factors for defectiveness; criteria; how courts assess a defect; circumstances taken into account; relevant factors; defect assessment; all circumstances; warnings; design; foreseeable use; AI learning; cybersecurity; recalls",
    de: "Kriterien; Umstände; Beurteilung; Fehlerbegriff; Faktoren; Umstände des Einzelfalls; Fehlerbeurteilung",
  },
  "PLD:art_7.par_2.pt_a": {
    en: "warnings; user manual; instructions for use; missing warning label; misleading marketing; advertising claims; design flaw; construction defect; poor materials; ingredients; assembly instructions wrong; instruction defect; packaging hazard; how the product is presented",
    de: "Instruktionsfehler; Warnhinweise; Bedienungsanleitung; Gebrauchsanweisung; Konstruktionsfehler; Werbung; Aufmachung; Montageanleitung; Materialfehler",
  },
  "PLD:art_7.par_2.pt_b": {
    en: "misuse; foreseeable misuse; how people actually use it; children playing with it; ordinary use; intended use; using it the wrong way; predictable user behaviour; off-label use; reasonable use",
    de: "vorhersehbare Fehlanwendung; Fehlgebrauch; bestimmungsgemäßer Gebrauch; naheliegender Gebrauch; Missbrauch; Kinder; Gebrauch",
  },
  "PLD:art_7.par_2.pt_c": {
    en: "self-learning AI; machine learning systems that change behaviour after sale; adaptive algorithms; AI model drift; robots learning new behaviour; autonomous systems; new functions after release; AI evolving over time; AI updates itself; new features",
    de: "selbstlernende Systeme; KI; künstliche Intelligenz; maschinelles Lernen; lernfähig; autonome Systeme; Roboter; neue Funktionen",
  },
  "PLD:art_7.par_2.pt_d": {
    en: "interoperability; connected devices; IoT interaction; compatibility problems; smart home devices working together; charger from another brand; accessories; combined use with other products; third-party devices; third-party chargers",
    de: "Vernetzung; Interoperabilität; Zusammenwirken; Kompatibilität; Zubehör; Ladegerät; Smart Home; Drittgeräte",
  },
  "PLD:art_7.par_2.pt_e": {
    en: "relevant point in time; when it was sold; state of the product at launch; after-sale control by the maker; updates after sale; judged at release or when control ended; timing of defect assessment; control retained by maker; release moment; defect timing",
    de: "Zeitpunkt des Inverkehrbringens; Kontrolle des Herstellers; maßgeblicher Zeitpunkt; Markteinführung; Zeitpunkt; Herstellerkontrolle",
  },
  "PLD:art_7.par_2.pt_f": {
    en: "cybersecurity vulnerability; hackable device; security flaw; product safety standards; CE marking; Cyber Resilience Act; harmonised standards; machinery safety rules; toy safety; general product safety; compliance with safety law",
    de: "Cybersicherheit; Sicherheitslücke; Hackerangriff; Produktsicherheit; Sicherheitsanforderungen; CE-Kennzeichnung; Normen; GPSR",
  },
  "PLD:art_7.par_2.pt_g": {
    en: "product recall; recalled product; safety warning; withdrawal from market; authority order; market surveillance action; RAPEX; Safety Gate; voluntary recall by manufacturer; safety recall notice",
    de: "Rückruf; Produktrückruf; Marktüberwachung; Behörde; Warnung; Rücknahme; Safety Gate; Sicherheitswarnung",
  },
  "PLD:art_7.par_2.pt_h": {
    en: "children; elderly people; vulnerable users; target group; toys for kids; patients; disabled users; people with special needs; intended users; specific user needs",
    de: "Zielgruppe; Kinder; ältere Menschen; Nutzergruppe; schutzbedürftige Nutzer; Patienten; Menschen mit Behinderung; besondere Bedürfnisse",
  },
  "PLD:art_7.par_2.pt_i": {
    en: "safety equipment failing; smoke detector that does not go off; airbag not deploying; helmet; protective gear; life jacket; medical device that should prevent harm; security alarm; protective product failure; protective purpose",
    de: "Schutzprodukte; Rauchmelder; Airbag; Helm; Schutzausrüstung; Versagen; Schutzfunktion; Rettungsweste; Schutzzweck",
  },
  "PLD:art_7.par_3": {
    en: "newer model; improved version; later update does not make old product defective; better product released later; successor model; old version not automatically faulty; technical progress; not defective because updated version exists; upgrade available; product generation",
    de: "neues Modell; verbessertes Produkt; Update; Nachfolgemodell; technischer Fortschritt; Weiterentwicklung; Produktgeneration",
  },
  "PLD:art_8": {
    en: "who can I sue; who is responsible; is the supplier liable; manufacturer, importer, seller; Amazon liable; responsible party; chain of liability; non-EU maker; parts supplier; shop liability; marketplace liability",
    de: "Haftende; wer haftet; Hersteller; Importeur; Händler; Plattform; Zulieferer haftet; Anspruchsgegner; Haftungskette",
  },
  "PLD:art_8.par_1": {
    en: "who is liable; manufacturer; component maker; supplier of parts; importer; EU representative; fulfilment centre; liable businesses; who pays compensation; primary liability",
    de: "Haftende; Hersteller; Zulieferer; Importeur; Bevollmächtigter; Fulfilment-Dienstleister; wer haftet; Haftung",
  },
  "PLD:art_8.par_1.pt_a": {
    en: "producer liable; brand owner liable; maker of the product; company that made it; software developer liable; AI provider liable; primary defendant; manufacturer liability; company behind the product; AI developer",
    de: "Hersteller haftet; Produzent; Markeninhaber; Entwickler; Haftung des Herstellers; Markenhersteller",
  },
  "PLD:art_8.par_1.pt_b": {
    en: "supplier of part; component maker; parts supplier; software supplier; chip maker; battery maker; subcontractor; tier-1 supplier; is the supplier liable; component manufacturer liable",
    de: "Zulieferer; Teilehersteller; Komponentenhersteller; Zulieferer haftet; Zulieferhaftung; Bauteil; Teileproduzent",
  },
  "PLD:art_8.par_1.pt_c": {
    en: "non-EU manufacturer; Chinese seller; no EU presence; importer liable; EU rep liable; fulfilment centre liable; Amazon FBA; foreign brand; bought from abroad; fallback liability",
    de: "Hersteller außerhalb der EU; Importeur; Bevollmächtigter; Fulfilment-Dienstleister; Drittstaatenhersteller; China; Fulfilment-Haftung",
  },
  "PLD:art_8.par_2": {
    en: "modder; refurbisher; tuning shop; person altering product becomes manufacturer; remanufacturer; upcycler; converted e-bike; repair that changes product; rebuilt car; modification",
    de: "wesentliche Veränderung; Umbau; Refurbisher; gilt als Hersteller; Aufbereiter; Tuning; Modifikation",
  },
  "PLD:art_8.par_3": {
    en: "retailer liability; shop must name its supplier; anonymous product; no-name product; one month to identify; seller liable if it cannot name the manufacturer; unknown manufacturer; store liable; distributor fallback liability; name supplier within a month",
    de: "Händlerhaftung; Lieferant; Benennung; No-Name-Produkt; ein Monat; subsidiäre Haftung; Hersteller unbekannt; Auskunftspflicht",
  },
  "PLD:art_8.par_4": {
    en: "marketplace liability; Amazon; eBay; Temu; AliExpress; Shein; platform acting like a seller; average consumer impression; Digital Services Act; is the marketplace liable",
    de: "Plattformhaftung; Online-Marktplatz; Amazon; Temu; eBay; Fernabsatz; Plattformbetreiber",
  },
  "PLD:art_8.par_5": {
    en: "compensation fund; insolvent manufacturer; bankrupt company; victims fund; no one to sue; company went bust; manufacturer no longer exists; no liable party; public compensation scheme; sector fund",
    de: "Entschädigungsfonds; Insolvenz; Hersteller insolvent; Entschädigungssystem; Opferfonds; Pleite; Entschädigungsregelung",
  },
  "PLD:art_9": {
    en: "discovery; disclosure; access to documents; obtain technical documents from the manufacturer; evidence production; court order to hand over data; logs; design files; test reports; source code",
    de: "Offenlegung von Beweismitteln; Beweismittel; Herausgabe; Dokumente; Discovery; Auskunft; Urkundenvorlage; Quellcode",
  },
  "PLD:art_9.par_1": {
    en: "victim can request documents; plausible claim; technical files; logs; design documents; test data; hand over evidence; force the manufacturer to disclose; court can order disclosure; claimant's disclosure request",
    de: "Offenlegung; Beweismittel; Herausgabe; Plausibilität; Unterlagen; Klägerantrag; gerichtliche Anordnung",
  },
  "PLD:art_9.par_2": {
    en: "defendant can request evidence from victim; counter-disclosure; claimant must share documents; medical records; usage data; victim must also disclose; data from claimant; evidence from injured person; mutual disclosure; defence request",
    de: "Offenlegung durch Kläger; Beweismittel; Gegenantrag; Unterlagen; Offenlegungspflicht des Klägers; Beweisantrag",
  },
  "PLD:art_9.par_3": {
    en: "proportionate disclosure; no fishing expedition; limited to what is needed; necessary evidence only; limits on discovery; proportionality; no blanket disclosure; limited evidence requests; necessary documents only; court balances",
    de: "Verhältnismäßigkeit; Ausforschung; erforderlich; Begrenzung; Erforderlichkeit; Umfang",
  },
  "PLD:art_9.par_4": {
    en: "third parties; confidentiality; legitimate interests of parties; balancing interests; protecting business information; interests of third parties; protecting other companies; confidentiality concerns; court considers all interests; suppliers' data",
    de: "Geheimhaltung; Dritte; Interessenabwägung; vertraulich; Drittinteressen; Schutz vertraulicher Informationen",
  },
  "PLD:art_9.par_5": {
    en: "trade secrets protection; confidential information in court; closed hearing; protective order; redacted documents; confidentiality order; secret documents; protection of source code; limited access to evidence; trade secret safeguards",
    de: "Geschäftsgeheimnis; Geheimnisschutz; vertraulich; Schwärzung; Geschäftsgeheimnisschutz; Geheimhaltungsanordnung",
  },
  "PLD:art_9.par_6": {
    en: "understandable format; easily accessible evidence; plain presentation of technical data; readable documents; explain technical data; comprehensible evidence; summaries of documents; no data dump; accessible format; cost for presenting",
    de: "verständlich; zugänglich; Aufbereitung; lesbar; Übersichtlichkeit; Erläuterung",
  },
  "PLD:art_9.par_7": {
    en: "pre-trial disclosure; national rules unaffected; evidence before lawsuit; independent evidence procedure; pre-action discovery; evidence preservation; before trial; preliminary evidence; existing national procedures; early disclosure",
    de: "vorprozessual; Offenlegung; selbständiges Beweisverfahren; Beweissicherung; vor dem Prozess; vorgerichtlich",
  },
  "PLD:art_10": {
    en: "burden of proof; who must prove; presumptions; causation; easing proof for victims; shifting burden; presumption of defect; presumption of causation; victims' proof; proving causation",
    de: "Beweislast; Beweiserleichterung; Vermutung; Kausalität; Beweislastumkehr; Vermutungen; Beweisführung",
  },
  "PLD:art_10.par_1": {
    en: "claimant must prove; causation; prove defect; prove damage; evidence required from victim; link between defect and harm; prove causation; victim's burden; prove the defect; prove the harm",
    de: "Beweislast; Kausalität; Ursachenzusammenhang; Nachweis; Geschädigter muss beweisen; Beweispflicht; Nachweis des Fehlers",
  },
  "PLD:art_10.par_2": {
    en: "presumption of defect; defect assumed; when court assumes product is faulty; presumed defective; withheld evidence; safety breach; obvious malfunction; easier for victim; proof made easier; court assumes defect",
    de: "Vermutung der Fehlerhaftigkeit; Beweiserleichterung; Fehlervermutung; Beweiserleichterung für Geschädigte; gesetzliche Vermutung; Beweislastumkehr",
  },
  "PLD:art_10.par_2.pt_a": {
    en: "refusing disclosure; failure to produce documents; manufacturer withholds evidence; consequence of not disclosing; no documents provided; non-disclosure leads to presumption; withholding documents; refusal to cooperate; hiding evidence; adverse inference",
    de: "Verweigerung der Offenlegung; Beweisvereitelung; Nichtvorlage; Verweigerung; Vermutung; Beweislast",
  },
  "PLD:art_10.par_2.pt_b": {
    en: "violating safety regulations; non-compliance with standards; breach of mandatory safety rules; missing CE compliance; breach of product safety law; failed safety test; unlawful product; regulatory breach; non-compliant product; violation of safety requirements",
    de: "Verstoß gegen Sicherheitsvorschriften; Normverstoß; Sicherheitsverstoß; Verstoß gegen Produktsicherheitsrecht; Vorschriften; Produktsicherheitsrecht",
  },
  "PLD:art_10.par_2.pt_c": {
    en: "obvious malfunction; exploded; caught fire during normal use; battery explosion; phone overheated; sudden failure; smoke from device; device broke in normal use; sudden breakdown; evident failure",
    de: "offensichtliche Fehlfunktion; Explosion; Brand; Akku; Fehlfunktion; Überhitzung",
  },
  "PLD:art_10.par_3": {
    en: "causation presumption; typical damage; typical consequence; prima facie evidence; damage consistent with defect; injury typical for this kind of defect; causal link presumed; circumstantial evidence; typical pattern; inference of causation",
    de: "Anscheinsbeweis; Kausalitätsvermutung; Ursachenvermutung; typischer Geschehensablauf; Kausalität vermutet; prima facie",
  },
  "PLD:art_10.par_4": {
    en: "complex technology; AI; pharmaceuticals; black box; excessive difficulty proving; medical products; likely defective; technical complexity; scientific complexity; likelihood standard; medical devices; hard to prove",
    de: "Beweiserleichterung; komplexe Technik; KI; Black Box; Arzneimittel; Beweisnot; technische Komplexität",
  },
  "PLD:art_10.par_5": {
    en: "rebut presumption; counter-evidence; defendant can disprove; challenge the presumption; counter-proof; rebuttable presumption; manufacturer proves otherwise; disprove defect; disprove causation; presumptions not absolute",
    de: "Widerlegung; Gegenbeweis; Widerlegbarkeit; widerlegbare Vermutung; Entkräftung; Gegenbeweis des Herstellers",
  },
  "PLD:art_11": {
    en: "defences; exemptions; escape liability; how manufacturers avoid liability; grounds for no liability; development risk defence; later defect; compliance defence; component supplier defence; modifier defence",
    de: "Haftungsausschluss; Entlastung; Einwendungen; Entwicklungsrisiko; Einrede; Haftungsbefreiung",
  },
  "PLD:art_11.par_1": {
    en: "defences; manufacturer escapes liability; grounds for exemption; burden on defendant; how to escape liability; defence arguments; development risk; component defence; product not sold; later defect",
    de: "Entlastungsgründe; Haftungsbefreiung; Einwendungen; Entlastungsbeweis; Haftung ausgeschlossen; Verteidigung",
  },
  "PLD:art_11.par_1.pt_a": {
    en: "did not put on market; stolen product; prototype; counterfeit; never sold by us; not released by us; counterfeit product; unsold prototype; theft from warehouse; not our launch",
    de: "nicht in Verkehr gebracht; gestohlen; Prototyp; Fälschung; Diebstahl; nicht vermarktet",
  },
  "PLD:art_11.par_1.pt_b": {
    en: "distributor did not sell; shop never supplied it; not our product; shop never sold it; not supplied by distributor; retailer defence; seller not involved; no supply by retailer; distributor not in chain; different seller",
    de: "Händler nicht bereitgestellt; Händler; nicht verkauft; Händlereinwand; nicht geliefert; Bereitstellung",
  },
  "PLD:art_11.par_1.pt_c": {
    en: "defect arose later; damage occurred after sale; wear; misuse after; product was fine when sold; later damage; defect after sale; tampering; user damage; accident after delivery",
    de: "Fehler später entstanden; Verschleiß; später entstanden; nachträglicher Fehler; Manipulation; Fehler bei Auslieferung nicht vorhanden",
  },
  "PLD:art_11.par_1.pt_d": {
    en: "compliance with mandatory laws; legally required design; required by regulation; law required the design; mandatory standard; regulatory compliance defence; statutory requirements; binding legal rules; government standard; compliance made it unsafe",
    de: "zwingende Rechtsvorschriften; gesetzliche Vorgaben; Normerfüllung; Vorschriften; behördliche Vorgabe; Pflichtstandard",
  },
  "PLD:art_11.par_1.pt_e": {
    en: "development risk; state of the art; unknown risk; scientific knowledge; could not have known; undiscoverable defect; undiscoverable at the time; scientific uncertainty; unknowable risk; later discovered danger",
    de: "Entwicklungsrisiko; Stand der Wissenschaft und Technik; Entwicklungsrisikoeinwand; Stand der Technik; Wissenschaft; nicht erkennbar",
  },
  "PLD:art_11.par_1.pt_f": {
    en: "component supplier followed instructions; design of final product; supplier not liable for customer's design; design by buyer; manufacturer instructions to supplier; parts maker defence; customer specification; supplier not at fault; OEM's design error; integrator's design",
    de: "Zulieferer; Anleitung; Konstruktion des Endprodukts; Teilhersteller; Vorgaben; Konstruktionsvorgaben; Zulieferereinwand",
  },
  "PLD:art_11.par_1.pt_g": {
    en: "modifier not liable for unmodified parts; refurbisher defence; unchanged part caused damage; modified part not at fault; upcycled product; partial liability; modification not cause; remanufacturer; partially modified product; defect outside the altered part",
    de: "nicht veränderter Teil; Umbau; Refurbisher; unveränderter Teil; Umbau ohne Einfluss; Modifikation; Aufbereiter",
  },
  "PLD:art_11.par_2": {
    en: "no defence for software; updates; missing security patches; related service; defect still within manufacturer's control; no excuse for later defect; software defect; missing update; substantial modification; manufacturer control; related services",
    de: "Software; Updates; Sicherheitsupdates; verbundener Dienst; Update-Pflicht; Softwarefehler",
  },
  "PLD:art_11.par_2.pt_c": {
    en: "failing to provide security updates; no patches; outdated software; update obligation; end of support; security vulnerability not patched; missing firmware update; support discontinued; unpatched device; obsolete software",
    de: "fehlende Sicherheitsupdates; Patches; Aktualisierungspflicht; fehlende Updates; Sicherheitslücke; Software-Support",
  },
  "PLD:art_12": {
    en: "several companies liable for the same harm; sue any of them for the full amount; joint and several liability; multiple defendants; software supplier recourse waiver for small firms; sharing liability in the supply chain; supply chain liability sharing; one company pays first; solidary liability; internal recourse",
    de: "Gesamtschuldner; gesamtschuldnerische Haftung; mehrere Haftende; Regress; Kleinunternehmen; Softwarekomponente; Lieferkette",
  },
  "PLD:art_12.par_1": {
    en: "sue any of them for everything; each liable in full; multiple defendants; manufacturer and importer both liable; several liable companies; victim chooses whom to sue; internal sharing later; joint liability; shared liability; multiple companies",
    de: "gesamtschuldnerische Haftung; Gesamtschuldner; mehrere Haftende; Gesamtschuld; Ausgleich im Innenverhältnis; Mithaftung",
  },
  "PLD:art_12.par_2": {
    en: "small software supplier; microenterprise; small business developer; startup software vendor; waiver of recourse; contract excludes claims against small supplier; SME software component; integrator cannot claim back; no recourse; contractual waiver",
    de: "Kleinstunternehmen; Kleinunternehmen; Regressverzicht; Softwarekomponente; Softwarezulieferer; KMU; Start-up; kein Rückgriff",
  },
  "PLD:art_13": {
    en: "reduced compensation; victim's own fault; contributory negligence; third party also responsible; hacker attack; shared blame; apportionment of fault; blame split; damages reduction; victim partly responsible",
    de: "Haftungsminderung; Mitverschulden; Dritter; Anspruchskürzung; Eigenverschulden; Kürzung; geteilte Verantwortung",
  },
  "PLD:art_13.par_1": {
    en: "third party also at fault; hacker; cyberattack; installer mistake; another person contributed; no reduction for victim; manufacturer still fully liable; hacked device; act of third party; other person contributed",
    de: "Dritter; Hacker; Cyberangriff; keine Minderung; volle Haftung; Handlung Dritter; Mitverursachung",
  },
  "PLD:art_13.par_2": {
    en: "contributory negligence; own fault; victim's fault; careless use; ignoring warnings; compensation reduced or denied; misuse by victim; victim partly responsible; injured person careless; reckless handling",
    de: "Mitverschulden; eigenes Verschulden; Anspruchskürzung; Sorglosigkeit; Warnhinweise missachtet; Fehlgebrauch",
  },
  "PLD:art_14": {
    en: "claim back from supplier; recourse against other companies; indemnity; contribution claim; reimbursement among liable companies; paying company recovers costs; liable company sues others; reimbursement claim; supply chain indemnity; national recourse rules",
    de: "Regress; Rückgriff; Innenausgleich; Erstattung; Ausgleichsanspruch; Ausgleich; Lieferantenregress",
  },
  "PLD:art_15": {
    en: "disclaimer; exclusion clause; terms and conditions; waiver of liability; no limitation in T&Cs; liability cannot be excluded by contract; small print; cannot exclude product liability; waiver void; limitation void",
    de: "Haftungsausschluss; Haftungsbeschränkung; AGB; unabdingbar; Freizeichnung; Vertragsklausel; Haftungsfreizeichnung",
  },
  "PLD:art_16": {
    en: "time limit to sue; statute of limitations; deadline for claims; three years; when does the clock start; knowledge of the harm and who is responsible; limitation period; knowledge rule; discovery of identity; deadline to claim",
    de: "Verjährung; Verjährungsfrist; drei Jahre; Frist; Kenntnis; Klagefrist; Fristablauf; Anspruchsverjährung",
  },
  "PLD:art_16.par_1": {
    en: "3-year deadline; time limit; deadline to sue; clock starts when victim knew; knowledge of defect and manufacturer; discovery rule; awareness of damage; identity of liable company; knowledge of defect; three-year window",
    de: "Verjährung; drei Jahre; Kenntnis; Fristbeginn; Verjährungsbeginn; Verjährungsfrist; Kenntnis des Haftenden",
  },
  "PLD:art_16.par_2": {
    en: "suspension of time limit; interruption; tolling; negotiations pause the deadline; national rules on limitation; pause the limitation period; tolling agreement; negotiations suspend; national rules unaffected; restart of period",
    de: "Hemmung; Unterbrechung; Neubeginn; Verhandlungen; Verjährungsrecht; Verjährungshemmung",
  },
  "PLD:art_17": {
    en: "long-stop period; 10 years after sale; 25 years for latent injuries; outer time limit; claim extinguished; old products; late-appearing illness; claims expire; ten-year cap; expiry of claims",
    de: "Erlöschen; Ausschlussfrist; zehn Jahre; 25 Jahre; Höchstfrist; Spätschäden; Verfall",
  },
  "PLD:art_17.par_1": {
    en: "long-stop; 10 years after sale; claim extinguished; outer limit; starts from market launch; refurbished product restarts clock; ten years after placing; deadline ends; unless lawsuit filed; product age limit",
    de: "Erlöschen; zehn Jahre; Ausschlussfrist; Inverkehrbringen; Verfall; Klageerhebung",
  },
  "PLD:art_17.par_2": {
    en: "25 years for latent injury; late symptoms; slow-developing disease; delayed health damage; asbestos-type cases; latent personal injury; delayed symptoms; chemical exposure; long latency illness; 25-year window",
    de: "25 Jahre; Spätschäden; Latenz; Krankheit; spätere Symptome; Langzeitschäden",
  },
  "PLD:art_18": {
    en: "member states may remove development risk defence; no state-of-the-art defence in some countries; unknown risks still covered; national choice; state-of-the-art defence removal; national exceptions; pharmaceutical products; public interest; notification procedure; Commission opinion",
    de: "Entwicklungsrisiko; Abweichung; Entwicklungsrisikoeinwand; nationale Regelung; Stand der Technik; Entwicklungsrisiko ausgeschlossen",
  },
  "PLD:art_18.par_1": {
    en: "keep existing rules making producers liable for unknown risks; notification by December 2026; existing national exceptions; keep existing national rules; liability for unknown defects; no development risk defence in some countries; pharmaceuticals; Spain medicines and food; notification; existing national rules kept",
    de: "Entwicklungsrisiko; bestehende Regeln; Mitteilung; bestehende Regelungen; Arzneimittel; unbekannte Risiken",
  },
  "PLD:art_18.par_2": {
    en: "introduce new rules removing development risk defence; new national measure; unknown risk liability; new national rules; remove state-of-the-art defence; liable for unknown risks; product categories; national extension; stricter liability; national extension of liability",
    de: "Entwicklungsrisiko; neue Regeln; Einführung; neue Maßnahmen; Entwicklungsrisikohaftung; strenger; Verschärfung",
  },
  "PLD:art_18.par_3": {
    en: "conditions: specific product categories; public interest; proportionate; limited scope; conditions for national measures; specific products; justified; necessary; proportionality test; limits",
    de: "Produktkategorien; öffentliches Interesse; verhältnismäßig; Bedingungen; Kategorien; gerechtfertigt",
  },
  "PLD:art_19": {
    en: "database of judgments; court decisions published; case law database; public access to rulings; appeal court decisions online; court rulings online; public database; published judgments; transparency of rulings; final decisions",
    de: "Urteilsdatenbank; Veröffentlichung; Rechtsprechung; Urteile; Rechtsprechungsdatenbank; Entscheidungsdatenbank",
  },
  "PLD:art_19.par_1": {
    en: "publish appeal judgments; case law; final decisions online; national courts publish rulings; appeal rulings published; highest court judgments; electronic publication; searchable rulings; publishing court decisions; court rulings online",
    de: "Veröffentlichung; Urteile; Rechtsprechung; Veröffentlichungspflicht; höchstrichterlich; Gerichtsentscheidungen; Transparenz",
  },
  "PLD:art_20": {
    en: "evaluation; five-year review; product liability insurance; insurance availability; OECD comparison; cost-benefit report; review; cost and benefits; report to Parliament; 2030",
    de: "Evaluierung; Bericht; Versicherung; Produkthaftpflichtversicherung; Überprüfung; Kosten-Nutzen",
  },
  "PLD:art_21": {
    en: "old directive repealed; transitional; old products still under 1985 rules; which law applies to products sold before December 2026; correlation table; old rules for old products; date of placing decides; which directive applies; transitional period; legacy products",
    de: "Aufhebung; Übergangsbestimmung; Altprodukte; alte Richtlinie; Übergang; Übergangsregelung; 85/374; Altfälle",
  },
  "PLD:art_22": {
    en: "transposition deadline; national implementation; December 2026; German product liability act reform; ProdHaftG update; implementation deadline; new German product liability law; national transposition; national product liability act; 9 December 2026",
    de: "Umsetzung; Umsetzungsfrist; Produkthaftungsgesetz; ProdHaftG; Reform; Frist; Umsetzungsgesetz",
  },
  "PLD:art_23": {
    en: "entry into force; when the new product liability directive started; publication date; in effect; start date; date of effect; twenty days after publication; legally effective; effective date; commencement",
    de: "Inkrafttreten; Amtsblatt; in Kraft; Geltungsbeginn; Beginn; Inkraftsetzung",
  },
  "PLD:art_24": {
    en: "addressees; member states must implement; directive addressed to countries; national implementation required; not a regulation; EU countries; requires national law; applies via national law; member state obligation; transposition",
    de: "Adressaten; Mitgliedstaaten; Richtlinie; Umsetzungsbedarf; nationale Gesetze; EU-Staaten",
  },

  // ---------------------------------------------------------------------------
  // Product Liability Directive 85/374/EEC (old; English and German text share ids)
  // ---------------------------------------------------------------------------
  "PLD85:art_1": {
    en: "old product liability directive; 1985 product liability; strict liability; no-fault liability; maker responsible for faulty product; injured by defective goods; sue the manufacturer without proving negligence; basic rule of product liability; consumer harmed by a product; liability without fault",
    de: "Produkthaftung; Gefährdungshaftung; verschuldensunabhängige Haftung; Produkthaftungsgesetz; ProdHaftG; Produzent; fehlerhafte Ware; alte Produkthaftungsrichtlinie; Haftung ohne Verschulden; Herstellerhaftung",
  },
  "PLD85:art_2": {
    en: "what counts as a product; movable goods; physical items; electricity covered; farm produce excluded; unprocessed food; crops; meat; fish; hunting game; goods built into buildings; building materials; is software a product under the old rules; blood products",
    de: "Produktbegriff; bewegliche Sache; Strom; Ware; Lebensmittel; Agrarprodukte; unverarbeitete Lebensmittel; Wild; Baumaterial; Software; Produkt im Sinne",
  },
  "PLD85:art_3": {
    en: "who counts as producer; maker; component maker; raw material supplier; own-brand seller; private label; importer into the EU; retailer when maker unknown; who can be sued under the old rules; brand owner; EU importer",
    de: "Herstellerbegriff; Quasi-Hersteller; Importeur; Einführer; Händler; Zulieferer; Eigenmarke; wer haftet; Markeninhaber",
  },
  "PLD85:art_3.par_1": {
    en: "maker; factory; component maker; parts supplier; raw material supplier; own-brand; private label; quasi-manufacturer; brand name on the product; white label; retailer brand",
    de: "Quasi-Hersteller; Teilhersteller; Zulieferer; Eigenmarke; Handelsmarke; Markeninhaber; Endhersteller; Grundstofflieferant",
  },
  "PLD85:art_3.par_2": {
    en: "importer treated as maker; import into the EU; importing from China; non-EU manufacturer; importer liable; leasing company; rental; goods brought in for sale; rental goods; hire companies",
    de: "Importeur; Einführer; Einfuhr; Import; Drittland; Importeurhaftung; EWR; Vermietung",
  },
  "PLD85:art_3.par_3": {
    en: "retailer liable if maker unknown; anonymous products; no-name goods; shop must name its supplier; seller liability; identify manufacturer; reasonable time to name supplier; unknown importer; anonymous goods; supplier liability",
    de: "Lieferant; Händlerhaftung; Verkäufer; anonymes Produkt; No-Name-Produkt; Benennung; Hersteller unbekannt; Auskunft; Lieferantenhaftung",
  },
  "PLD85:art_4": {
    en: "victim must prove; burden of proof; causation; evidence; proving the defect; proving the harm; causal link; who has to prove what; claimant's proof; prove causation",
    de: "Beweislast; Kausalität; Ursachenzusammenhang; Nachweis; Beweis; Kläger muss beweisen; Kausalzusammenhang; Beweispflicht",
  },
  "PLD85:art_5": {
    en: "joint and several liability; several producers; multiple defendants; each liable in full; manufacturer and importer both liable; sue any of them; recourse between them; contribution; liability shared; several liable parties",
    de: "gesamtschuldnerische Haftung; Gesamtschuldner; Gesamtschuld; Regress; Rückgriff; mehrere Haftende; Innenausgleich; Mithaftung",
  },
  "PLD85:art_6": {
    en: "when is a product defective; safety expectations; consumer expectation test; faulty; unsafe; dangerous; design defect; manufacturing defect; warning defect; newer model not a defect",
    de: "Produktfehler; Fehlerbegriff; Sicherheitserwartung; fehlerhaft; unsicher; gefährlich; Konstruktionsfehler; Fabrikationsfehler; Instruktionsfehler",
  },
  "PLD85:art_6.par_1": {
    en: "safety expectations; consumer expectation test; unsafe product; dangerous goods; presentation; foreseeable use; time of sale; defect criteria; design flaw; manufacturing flaw",
    de: "Fehlerbegriff; berechtigte Sicherheitserwartung; Sicherheitserwartungen; unsicher; gefährlich; Konstruktionsfehler; Fabrikationsfehler",
  },
  "PLD85:art_6.par_1.pt_a": {
    en: "presentation; warnings; labels; instructions for use; user manual; marketing; advertising; packaging; missing warning; instruction defect",
    de: "Darbietung; Warnhinweise; Gebrauchsanweisung; Bedienungsanleitung; Werbung; Aufmachung; Instruktionsfehler; Verpackung",
  },
  "PLD85:art_6.par_1.pt_b": {
    en: "foreseeable use; foreseeable misuse; expected use; intended use; normal use; how people actually use it; children; careless handling; reasonably expected use; predictable use",
    de: "Fehlgebrauch; vorhersehbarer Gebrauch; bestimmungsgemäßer Gebrauch; Fehlanwendung; naheliegender Gebrauch; Gebrauchserwartung",
  },
  "PLD85:art_6.par_1.pt_c": {
    en: "time of sale; time of circulation; when the product was released; safety judged at launch; state of the art at that time; market launch; release date; launch date; when put on sale; point of circulation",
    de: "Zeitpunkt des Inverkehrbringens; Markteinführung; Verkaufszeitpunkt; damaliger Stand; Zeitpunkt; Verkaufsstart",
  },
  "PLD85:art_6.par_2": {
    en: "newer model; improved product launched later; successor model; old version not automatically faulty; technical progress; better version does not make earlier one defective; upgrade released; later improvement; new generation; better product",
    de: "verbessertes Produkt; Nachfolgemodell; neues Modell; technischer Fortschritt; Weiterentwicklung; neue Generation",
  },
  "PLD85:art_7": {
    en: "defences; exemptions; how a manufacturer escapes liability; grounds for no liability; producer's defences; development risk; compliance defence; component supplier defence; state of the art defence; burden on producer",
    de: "Haftungsausschluss; Entlastung; Entlastungsbeweis; Einwendungen; Entwicklungsrisiko; Haftungsbefreiung; Stand der Technik",
  },
  "PLD85:art_7.pt_a": {
    en: "did not put into circulation; stolen product; stolen from the factory; prototype; test sample; counterfeit; never released; not sold by the maker; product not released; never marketed",
    de: "nicht in Verkehr gebracht; gestohlen; Diebstahl; Prototyp; Fälschung; Testmuster; nicht vermarktet",
  },
  "PLD85:art_7.pt_b": {
    en: "defect arose later; not defective at time of sale; damage after sale; wear and tear; later tampering; improper repair; defect occurred in transport or use; post-sale damage; product altered after delivery; misuse afterwards",
    de: "Fehler später entstanden; Verschleiß; nachträglich; Manipulation; Reparatur; Fehler nach Auslieferung",
  },
  "PLD85:art_7.pt_c": {
    en: "not made for business; private production; hobby; homemade; non-commercial; gift; not for sale; charity; private individual making things; not in course of business",
    de: "privat; nicht gewerblich; Hobby; selbstgemacht; Privatperson; nicht kommerziell; Gefälligkeit",
  },
  "PLD85:art_7.pt_d": {
    en: "compliance with mandatory regulations; legally required design; government-imposed standard; authorities required it; binding rules forced the defect; statutory requirements; regulatory compliance defence; mandatory standards; official norms; forced by law",
    de: "zwingende Rechtsvorschriften; hoheitliche Vorgaben; gesetzliche Vorgaben; Normen; Pflichtnormen; behördliche Vorgaben",
  },
  "PLD85:art_7.pt_e": {
    en: "development risk defence; state of the art; unknown risk; could not have known; undiscoverable defect; scientific knowledge at the time; unforeseeable danger; unknowable risk; later discovered danger; scientific uncertainty",
    de: "Entwicklungsrisiko; Entwicklungsrisikoeinwand; Stand der Technik; unbekanntes Risiko; nicht erkennbar; unvorhersehbar",
  },
  "PLD85:art_7.pt_f": {
    en: "component supplier defence; parts maker not liable; design of final product; buyer's instructions; supplier followed customer specifications; integrator's fault; OEM's design fault; parts maker defence; customer specifications; defect due to main product design",
    de: "Zulieferer; Teilprodukt; Teilhersteller; Konstruktion; Anleitungen; Vorgaben des Endherstellers; Zulieferereinwand",
  },
  "PLD85:art_8": {
    en: "reduction of liability; contributory negligence; victim's own fault; third party also to blame; shared fault; compensation reduced; blame split; partial fault; apportionment; recourse",
    de: "Haftungsminderung; Mitverschulden; Dritter; Anspruchskürzung; Eigenverschulden; Anspruchsminderung",
  },
  "PLD85:art_8.par_1": {
    en: "third party also at fault; another person contributed; no reduction; manufacturer still fully liable; installer mistake; recourse; act of third person; shared responsibility; full liability remains; recourse later",
    de: "Dritter; Handlung eines Dritten; keine Minderung; volle Haftung; Regress; Handlung Dritter",
  },
  "PLD85:art_8.par_2": {
    en: "contributory negligence; own fault; careless use; ignoring warnings; victim partly to blame; compensation reduced or denied; victim's fault; misuse; partial blame; reduced damages",
    de: "Mitverschulden; eigenes Verschulden; Anspruchskürzung; Sorglosigkeit; Warnhinweise missachtet; Fehlgebrauch",
  },
  "PLD85:art_9": {
    en: "types of damage covered; injury; death; property damage; private property only; 500 ECU threshold; deductible; pain and suffering left to national law; what can I claim; compensable harm",
    de: "Schadensbegriff; Personenschaden; Sachschaden; Selbstbeteiligung; Schmerzensgeld; ersatzfähiger Schaden; Körperverletzung",
  },
  "PLD85:art_9.pt_a": {
    en: "death; personal injury; bodily harm; injuries; medical costs; funeral costs; loss of earnings; fatal accident; hospital costs; wrongful death",
    de: "Körperverletzung; Tod; Personenschaden; Gesundheitsschaden; Heilbehandlungskosten; Verletzung; Todesfall",
  },
  "PLD85:art_9.pt_b": {
    en: "property damage; 500 ECU threshold; deductible; private use only; household items; business property excluded; product itself excluded; burnt furniture; house fire; private property; consumer goods",
    de: "Sachschaden; Selbstbeteiligung; 500 Euro; Privatgebrauch; gewerbliche Sachen ausgenommen; Hausrat; Eigentum; Brandschaden",
  },
  "PLD85:art_10": {
    en: "limitation period; 3 years; time limit to sue; deadline; statute of limitations; clock starts on knowledge; deadline to claim; three-year limit; knowledge of defect and producer; discovery rule",
    de: "Verjährung; drei Jahre; Verjährungsfrist; Kenntnis; Frist; Anspruchsverjährung",
  },
  "PLD85:art_10.par_1": {
    en: "3-year deadline; statute of limitations; clock starts when victim knew; knowledge of defect and producer; time limit to sue; awareness of damage; identity of producer known; discovery rule; three-year window; time bar",
    de: "Verjährung; drei Jahre; Verjährungsfrist; Kenntnis; Fristbeginn; Verjährungsbeginn",
  },
  "PLD85:art_10.par_2": {
    en: "suspension of limitation; interruption; tolling; negotiations pause; national limitation rules; pause limitation; national rules on limitation; restart of period; negotiations; limitation paused",
    de: "Hemmung; Unterbrechung; Neubeginn; Verjährungshemmung; Verjährungsunterbrechung; Verhandlungen",
  },
  "PLD85:art_11": {
    en: "10-year expiry; long-stop; claim extinguished; outer time limit; old products; ten years after sale; no claim after ten years; lawsuit within ten years; product age limit; claims expire",
    de: "Erlöschen; zehn Jahre; Ausschlussfrist; Höchstfrist; erloschen; Verfall; Klageerhebung",
  },
  "PLD85:art_12": {
    en: "no exclusion of liability; disclaimer void; terms and conditions cannot limit; waiver invalid; exclusion clause ineffective; cannot contract out; limitation clause void; small print; liability waiver; no exemption by agreement",
    de: "Haftungsausschluss unwirksam; AGB; Haftungsbeschränkung; unabdingbar; Freizeichnung; Vertragsklausel; Verzicht",
  },
  "PLD85:art_13": {
    en: "other claims unaffected; contract claims; warranty; tort; negligence; fault-based liability; special liability system; pharmaceutical liability; parallel claims; claim against seller",
    de: "vertragliche Haftung; Deliktshaftung; Gewährleistung; Produzentenhaftung; § 823 BGB; Arzneimittelgesetz; Anspruchskonkurrenz; Sonderhaftung",
  },
  "PLD85:art_14": {
    en: "nuclear accidents excluded; radiation damage; atomic energy; Paris convention; nuclear liability treaties; nuclear incidents; reactor accident; atomic liability conventions; international treaties; radioactive contamination",
    de: "Atomhaftung; Atomunfall; Kernenergie; Strahlenschäden; nuklear; Reaktorunfall",
  },
  "PLD85:art_15": {
    en: "national options; include farm produce; remove development risk defence; member state choices; derogations; agricultural products option; state-of-the-art option; national opt-in; development risk liability; standstill procedure",
    de: "Optionen; Wahlrecht; landwirtschaftliche Erzeugnisse; Entwicklungsrisiko; Abweichung; nationale Wahlmöglichkeit",
  },
  "PLD85:art_15.par_1": {
    en: "options for member states; include farm produce; remove development risk defence; derogations; national opt-in; farm products; state-of-the-art defence removal; unknown risk liability; choice for countries; agricultural products",
    de: "Optionen; Wahlrecht; Abweichung; Entwicklungsrisiko; Naturprodukte; Mitgliedstaaten; Wahlmöglichkeit",
  },
  "PLD85:art_15.par_1.pt_a": {
    en: "include agricultural products; unprocessed food; farm produce; meat; BSE; game; fishing products; fruit and vegetables; crops; primary agricultural products optional",
    de: "landwirtschaftliche Naturprodukte; Agrarprodukte; Lebensmittel; BSE; Fischerei; Jagderzeugnisse",
  },
  "PLD85:art_15.par_1.pt_b": {
    en: "no development risk defence; unknown risks still covered; state of the art no excuse; national opt-out; liability for unknown risks; removal of development risk defence; Finland; Luxembourg; strict liability even for undiscoverable defects; Finland and Luxembourg chose full liability",
    de: "Entwicklungsrisiko; Entwicklungsrisikoeinwand; Stand der Technik; unbekannte Risiken; Entwicklungsrisikohaftung; nicht erkennbar",
  },
  "PLD85:art_15.par_2": {
    en: "procedure to abolish development risk defence; notify Commission; standstill; nine months; eighteen months; waiting period; notification procedure; Commission proposal; introducing liability for development risks; national measure procedure",
    de: "Verfahren; Mitteilung; Stillhaltefrist; Mitteilungsverfahren; Wartefrist; Kommission",
  },
  "PLD85:art_16": {
    en: "liability cap; maximum amount; upper limit for mass damage; serial damage; 70 million ECU; German cap of 85 million euro; maximum payout; mass torts; identical products; upper limit per defect",
    de: "Haftungshöchstbetrag; Höchstbetrag; Haftungsgrenze; Serienschaden; 85 Millionen Euro; Deckelung; Massenschäden",
  },
  "PLD85:art_16.par_1": {
    en: "liability cap; serial damage; total limit for injuries from identical items; mass torts; maximum payout; identical items; same defect; 70 million ECU; national cap; German 85 million euro cap",
    de: "Haftungshöchstbetrag; Serienschaden; Höchstbetrag; Haftungsgrenze; Massenschäden; Deckelung; 85 Millionen Euro",
  },
  "PLD85:art_17": {
    en: "old products before implementation; temporal scope; products sold before national law in force; no retroactive effect; products before 1988; products before national implementation; old goods not covered; pre-directive products; transitional rule; no retroactivity",
    de: "Altprodukte; zeitlicher Anwendungsbereich; keine Rückwirkung; Übergangsregel; Altfälle; vor Inkrafttreten; zeitliche Geltung",
  },
  "PLD85:art_18": {
    en: "ECU to euro conversion; currency; amounts revision; exchange rate; inflation adjustment; threshold amounts; 500 ECU deductible; 70 million ECU cap; euro replacement; five-year review",
    de: "ECU; Währung; Euro; Umrechnung; Anpassung; Schwellenwerte; Euro-Umstellung",
  },
  "PLD85:art_19": {
    en: "implementation deadline; three years; national product liability laws; German product liability act 1989; deadline for member states; national implementation; transposition; 1988 deadline; German product liability act; ProdHaftG 1989",
    de: "Umsetzung; Umsetzungsfrist; ProdHaftG; Produkthaftungsgesetz; Umsetzungspflicht; Frist; drei Jahre",
  },
  "PLD85:art_20": {
    en: "communication of national law; notify Commission of national texts; member states inform Commission; national texts; transposition notification; national law communicated; reporting national laws; implementation notice; notification duty; sending laws to Brussels",
    de: "Mitteilung; nationale Vorschriften; Notifizierung; Übermittlung; Umsetzungsgesetze; Kommission",
  },
  "PLD85:art_21": {
    en: "report every five years; evaluation; review of product liability; Commission report; five-year review; application report; reform proposals; monitoring of product liability; evaluation reports; proposal for changes",
    de: "Bericht; Evaluierung; Überprüfung; Anwendungsbericht; Vorschläge; Kommission",
  },
  "PLD85:art_22": {
    en: "addressees; member states; directive addressed to countries; national law needed; not directly applicable; EU countries; requires implementation; applies via national law; member state obligation; transposition",
    de: "Adressaten; Mitgliedstaaten; Richtlinie; Umsetzungsbedarf; nationale Gesetze; EU-Staaten",
  },
};
