import { unzipSync, strFromU8 } from "fflate";
import type { RawDecision } from "../normalise/normalise-record.ts";
import { decodeEntities } from "../normalise/text.ts";

/** The inner XML of the first <tag>…</tag> (or null for <tag/> and missing tags). */
function element(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(xml);
  return match ? match[1]! : null;
}

const text = (xml: string, tag: string) => {
  const inner = element(xml, tag);
  return inner == null ? null : decodeEntities(inner.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim() || null;
};

const sections: [string, string][] = [
  ["tatbestand", "Tatbestand"],
  ["entscheidungsgruende", "Entscheidungsgründe"],
  ["gruende", "Gründe"],
  ["abwmeinung", "Abweichende Meinung"],
  ["sonstlt", "Sonstiger Langtext"],
];

/** One decision in the rii-dok format (DTD rii-dok.dtd v1) of rechtsprechung-im-internet.de. */
export function parseRiiDocument(xml: string): RawDecision {
  if (!/<dokument[\s>]/.test(xml)) throw new Error("not a rii-dok document (no <dokument>)");
  const doknr = text(xml, "doknr");
  if (!doknr) throw new Error("rii-dok document without <doknr>");
  const gertyp = text(xml, "gertyp");
  const gerort = text(xml, "gerort");
  const fullText = sections
    .map(([tag, heading]) => {
      const inner = element(xml, tag);
      return inner && inner.replace(/<[^>]*>/g, "").trim() ? `<h2>${heading}</h2>${inner}` : "";
    })
    .join("");
  const regionLong = text(element(xml, "region") ?? "", "long");
  return {
    source: "rii",
    sourceId: doknr,
    ecli: text(xml, "ecli"),
    fileNumbers: text(xml, "aktenzeichen"),
    courtName: [gertyp, gerort].filter(Boolean).join(" ") || null,
    regionHint: regionLong === "Bundesrepublik Deutschland" ? "bund" : null,
    decisionDate: text(xml, "entsch-datum"),
    decisionType: text(xml, "doktyp"),
    titleLine: element(xml, "titelzeile"),
    headnote: element(xml, "leitsatz"),
    tenor: element(xml, "tenor"),
    fullTextHtml: fullText || null,
    sourceUrl: text(xml, "identifier") ?? `https://www.rechtsprechung-im-internet.de/jportal/?quelle=jlink&docid=${doknr}&psml=bsjrsprod.psml&max=true`,
    // The service publishes a PDF beside each ZIP only in its web view; the stable link is the document's own.
    pdfUrl: null,
  };
}

export type RiiTocItem = { court: string; decisionDate: string; fileNumber: string; link: string; modified: string; docId: string };

/** The table of contents rii-toc.xml: one <item> per decision with its ZIP link and modification time. */
export function parseRiiToc(xml: string): RiiTocItem[] {
  const items: RiiTocItem[] = [];
  for (const match of xml.matchAll(/<item>([\s\S]*?)<\/item>/g)) {
    const item = match[1]!;
    const link = text(item, "link");
    if (!link) continue;
    const docId = /jb-([A-Z0-9]+)\.zip/i.exec(link)?.[1] ?? link;
    items.push({
      court: text(item, "gericht") ?? "",
      decisionDate: text(item, "entsch-datum") ?? "",
      fileNumber: text(item, "aktenzeichen") ?? "",
      link,
      modified: text(item, "modified") ?? "",
      docId,
    });
  }
  return items;
}

/** The one XML file inside a decision's ZIP. */
export function xmlFromRiiZip(zip: Uint8Array): string {
  const files = unzipSync(zip, { filter: (file) => file.name.toLowerCase().endsWith(".xml") });
  const first = Object.values(files)[0];
  if (!first) throw new Error("ZIP without an XML file");
  return strFromU8(first);
}
