import { buildTitle } from "./build-title.ts";
import type { NormalisedDecision } from "./decision-record.ts";
import { htmlToText } from "./normalise/text.ts";
import { upsertDecisions, type UpsertStats } from "./upsert-decisions.server.ts";

type SeedInput = Pick<NormalisedDecision, "courtName" | "region" | "branch" | "decisionDate" | "fileNumbers"> &
  Partial<NormalisedDecision>;

/** Builds one realistic normalised decision (the factory the e2e seed and tests share). */
export function makeDecision(input: SeedInput): NormalisedDecision {
  const decisionType = input.decisionType === undefined ? "Urteil" : input.decisionType;
  const headnote = input.headnote ?? null;
  const tenor = input.tenor ?? "Die Revision wird zurückgewiesen.";
  const fullTextHtml =
    input.fullTextHtml ??
    `<h2>Gründe</h2><p id="rn-1"><a class="rn" href="#rn-1">1</a> Die Parteien streiten über ${headnote ?? "die Rechtmäßigkeit der Entscheidung"}.</p><p id="rn-2"><a class="rn" href="#rn-2">2</a> Das Rechtsmittel hat keinen Erfolg.</p>`;
  const base = {
    source: input.source ?? "oldp",
    sourceId: input.sourceId ?? `seed-${input.fileNumbers[0]!.replace(/\W+/g, "-")}`,
    ecli: input.ecli ?? null,
    fileNumbers: input.fileNumbers,
    courtId: input.courtId ?? null,
    courtName: input.courtName,
    region: input.region,
    branch: input.branch,
    level: input.level ?? null,
    decisionDate: input.decisionDate,
    decisionType,
    title:
      input.title ??
      buildTitle({
        courtName: input.courtName,
        decisionType,
        decisionDate: input.decisionDate,
        fileNumbers: input.fileNumbers,
      }),
    headnote,
    tenor,
    fullTextHtml,
    sourceUrl: input.sourceUrl === undefined ? "https://www.rechtsprechung-im-internet.de/" : input.sourceUrl,
    pdfUrl: input.pdfUrl ?? null,
  } satisfies Omit<NormalisedDecision, "searchText">;
  const searchText = [base.fileNumbers.join(" "), base.courtName, base.tenor, headnote, htmlToText(fullTextHtml)]
    .filter(Boolean)
    .join("\n");
  return { ...base, searchText: input.searchText ?? searchText };
}

/** The realistic decisions the e2e database and demos start with (several regions and branches). */
export function seedDecisionRecords(): NormalisedDecision[] {
  return [
    makeDecision({
      source: "rii",
      sourceId: "KARE600071234",
      ecli: "ECLI:DE:BAG:2024:120324.U.9AZR1.23.0",
      courtName: "BAG",
      region: "bund",
      branch: "labour",
      level: "Bundesarbeitsgericht",
      decisionDate: "2024-03-12",
      fileNumbers: ["9 AZR 1/23"],
      headnote:
        "Der Anspruch auf bezahlten Erholungsurlaub verfällt nur, wenn der Arbeitgeber den Arbeitnehmer rechtzeitig auf den drohenden Verfall hingewiesen hat.",
      pdfUrl: "https://www.bundesarbeitsgericht.de/wp-content/uploads/2024/03/9-AZR-1-23.pdf",
    }),
    makeDecision({
      source: "rii",
      sourceId: "KARE600071301",
      ecli: "ECLI:DE:BAG:2024:070224.U.5AZR177.23.0",
      courtName: "BAG",
      region: "bund",
      branch: "labour",
      level: "Bundesarbeitsgericht",
      decisionDate: "2024-02-07",
      fileNumbers: ["5 AZR 177/23"],
      headnote: "Arbeitszeiterfassung und Vergütung von Überstunden im Außendienst.",
    }),
    makeDecision({
      source: "rii",
      sourceId: "KARE600071188",
      ecli: "ECLI:DE:BAG:2023:211123.B.1ABR7.23.0",
      courtName: "BAG",
      region: "bund",
      branch: "labour",
      level: "Bundesarbeitsgericht",
      decisionDate: "2023-11-21",
      decisionType: "Beschluss",
      fileNumbers: ["1 ABR 7/23"],
      headnote: "Mitbestimmung des Betriebsrats bei der Einführung einer Software zur Leistungskontrolle.",
      tenor: "Die Rechtsbeschwerde des Arbeitgebers wird zurückgewiesen.",
    }),
    makeDecision({
      source: "rii",
      sourceId: "KORE312452024",
      ecli: "ECLI:DE:BGH:2024:150224UIXZR10.23.0",
      courtName: "BGH",
      region: "bund",
      branch: "ordinary",
      level: "Bundesgerichtshof",
      decisionDate: "2024-02-15",
      fileNumbers: ["IX ZR 10/23"],
      headnote: "Zur Haftung des Insolvenzverwalters für Masseverbindlichkeiten.",
      pdfUrl:
        "https://juris.bundesgerichtshof.de/cgi-bin/rechtsprechung/document.py?Gericht=bgh&nr=136000&pos=0&anz=1&Blank=1.pdf",
    }),
    makeDecision({
      sourceId: "seed-olg-muenchen-7-u-1234-23",
      courtName: "OLG München",
      region: "bayern",
      branch: "ordinary",
      level: "Oberlandesgericht",
      decisionDate: "2024-01-24",
      fileNumbers: ["7 U 1234/23"],
      headnote: "Schadensersatz wegen Verletzung vorvertraglicher Aufklärungspflichten beim Immobilienkauf.",
      tenor: "Die Berufung der Beklagten gegen das Urteil des Landgerichts München I wird zurückgewiesen.",
    }),
    makeDecision({
      sourceId: "seed-lg-muenchen-i-12-o-345-23",
      courtName: "LG München I",
      region: "bayern",
      branch: "ordinary",
      level: "Landgericht",
      decisionDate: "2023-12-05",
      fileNumbers: ["12 O 345/23"],
      headnote: null,
      sourceUrl: null,
    }),
    makeDecision({
      sourceId: "seed-bayvgh-10-bv-22-1001",
      courtName: "Bayerischer Verwaltungsgerichtshof",
      region: "bayern",
      branch: "administrative",
      level: "Verwaltungsgerichtshof",
      decisionDate: "2024-03-01",
      fileNumbers: ["10 BV 22.1001"],
      headnote: "Zur Rechtmäßigkeit einer Ausweisung nach § 53 AufenthG.",
      decisionType: "Urteil",
    }),
    makeDecision({
      sourceId: "seed-vg-muenchen-m-5-k-23-100",
      courtName: "VG München",
      region: "bayern",
      branch: "administrative",
      level: "Verwaltungsgericht",
      decisionDate: "2023-10-17",
      decisionType: "Beschluss",
      fileNumbers: ["M 5 K 23.100"],
      headnote: "Baugenehmigung für eine Photovoltaik-Freiflächenanlage im Außenbereich.",
    }),
    makeDecision({
      sourceId: "seed-lag-duesseldorf-3-sa-412-23",
      ecli: "ECLI:DE:LAGD:2024:0220.3SA412.23.00",
      courtName: "Landesarbeitsgericht Düsseldorf",
      region: "nordrhein-westfalen",
      branch: "labour",
      level: "Landesarbeitsgericht",
      decisionDate: "2024-02-20",
      fileNumbers: ["3 Sa 412/23"],
      headnote: "Kündigungsschutz bei krankheitsbedingter Kündigung; betriebliches Eingliederungsmanagement.",
    }),
    makeDecision({
      sourceId: "seed-arbg-koeln-5-ca-1020-23",
      courtName: "Arbeitsgericht Köln",
      region: "nordrhein-westfalen",
      branch: "labour",
      level: "Arbeitsgericht",
      decisionDate: "2023-09-28",
      fileNumbers: ["5 Ca 1020/23"],
      headnote: "Anspruch auf Homeoffice nach betrieblicher Übung.",
    }),
    makeDecision({
      sourceId: "seed-lsg-bw-l-9-as-100-23",
      courtName: "LSG Baden-Württemberg",
      region: "baden-wuerttemberg",
      branch: "social",
      level: "Landessozialgericht",
      decisionDate: "2023-11-08",
      fileNumbers: ["L 9 AS 100/23"],
      headnote: "Kosten der Unterkunft beim Bürgergeld.",
    }),
    makeDecision({
      sourceId: "seed-fg-hessen-4-k-200-22",
      courtName: "Hessisches Finanzgericht",
      region: "hessen",
      branch: "finance",
      level: "Finanzgericht",
      decisionDate: "2023-07-13",
      fileNumbers: ["4 K 200/22"],
      headnote: "Umsatzsteuerliche Behandlung von Online-Kursen.",
    }),
  ];
}

/** Writes the seed decisions (idempotent: running it twice changes nothing). */
export async function seedDecisions(): Promise<UpsertStats> {
  return upsertDecisions(seedDecisionRecords(), { now: new Date("2024-03-15T08:00:00Z") });
}
