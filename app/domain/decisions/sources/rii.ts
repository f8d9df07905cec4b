import { unzipSync, strFromU8 } from "fflate";
import type { RawDecision } from "../normalise/normalise-record.ts";
import { DomUtils } from "htmlparser2";
import { elementText, findElement, findElements, innerXml, parseXml } from "./xml-dom.ts";

const sections: [string, string][] = [
  ["tatbestand", "Tatbestand"],
  ["entscheidungsgruende", "Entscheidungsgründe"],
  ["gruende", "Gründe"],
  ["abwmeinung", "Abweichende Meinung"],
  ["sonstlt", "Sonstiger Langtext"],
];

/** One decision in the rii-dok format (DTD rii-dok.dtd v1) of rechtsprechung-im-internet.de. */
export function parseRiiDocument(xml: string): RawDecision {
  const dom = parseXml(xml);
  const root = findElement(dom.document, "dokument");
  if (!root) throw new Error("not a rii-dok document (no <dokument>)");
  const text = (tag: string) => elementText(findElement(root, tag));
  const inner = (tag: string) => innerXml(dom, findElement(root, tag));
  const doknr = text("doknr");
  if (!doknr) throw new Error("rii-dok document without <doknr>");
  const gertyp = text("gertyp");
  const gerort = text("gerort");
  const fullText = sections
    .map(([tag, heading]) => {
      const section = findElement(root, tag);
      const markup = innerXml(dom, section);
      return markup && DomUtils.textContent(section!).trim() ? `<h2>${heading}</h2>${markup}` : "";
    })
    .join("");
  const regionLong = elementText(findElement(findElement(root, "region"), "long"));
  return {
    source: "rii",
    sourceId: doknr,
    ecli: text("ecli"),
    fileNumbers: text("aktenzeichen"),
    courtName: [gertyp, gerort].filter(Boolean).join(" ") || null,
    regionHint: regionLong === "Bundesrepublik Deutschland" ? "bund" : null,
    decisionDate: text("entsch-datum"),
    decisionType: text("doktyp"),
    titleLine: inner("titelzeile"),
    headnote: inner("leitsatz"),
    tenor: inner("tenor"),
    fullTextHtml: fullText || null,
    sourceUrl:
      text("identifier") ??
      `https://www.rechtsprechung-im-internet.de/jportal/?quelle=jlink&docid=${doknr}&psml=bsjrsprod.psml&max=true`,
    // The service publishes a PDF beside each ZIP only in its web view; the stable link is the document's own.
    pdfUrl: null,
  };
}

export type RiiTocItem = {
  court: string;
  decisionDate: string;
  fileNumber: string;
  link: string;
  modified: string;
  docId: string;
};

/** The table of contents rii-toc.xml: one <item> per decision with its ZIP link and modification time. */
export function parseRiiToc(xml: string): RiiTocItem[] {
  const items: RiiTocItem[] = [];
  for (const item of findElements(parseXml(xml).document, "item")) {
    const text = (tag: string) => elementText(findElement(item, tag));
    const link = text("link");
    if (!link) continue;
    const docId = /jb-([A-Z0-9]+)\.zip/i.exec(link)?.[1] ?? link;
    items.push({
      court: text("gericht") ?? "",
      decisionDate: text("entsch-datum") ?? "",
      fileNumber: text("aktenzeichen") ?? "",
      link,
      modified: text("modified") ?? "",
      docId,
    });
  }
  return items;
}

/**
 * The one XML file inside a decision's ZIP. With `maxXmlBytes`, a file that unpacks to more is
 * refused before it is inflated (fflate inflates into a buffer of the declared size, so the
 * declared size bounds the memory).
 */
export function xmlFromRiiZip(zip: Uint8Array, options: { maxXmlBytes?: number } = {}): string {
  const max = options.maxXmlBytes ?? Number.POSITIVE_INFINITY;
  let oversized: number | undefined;
  const files = unzipSync(zip, {
    filter: (file) => {
      if (!file.name.toLowerCase().endsWith(".xml")) return false;
      if (file.originalSize > max) oversized = file.originalSize;
      return file.originalSize <= max;
    },
  });
  const first = Object.values(files)[0];
  if (!first && oversized !== undefined)
    throw new Error(`the XML file in the ZIP unpacks to ${oversized} bytes (more than ${max})`);
  if (!first) throw new Error("ZIP without an XML file");
  return strFromU8(first);
}
