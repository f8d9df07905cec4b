import { z } from "zod";
import type { RawDecision } from "../normalise/normalise-record.ts";
import type { ChildNode, Element, Text } from "domhandler";
import { decodeEntities } from "../normalise/text.ts";
import { attributeOf, elementText, findElement, findElements, innerXml, parseXml, type XmlDom } from "./xml-dom.ts";

const optionalText = z.string().nullish();

/** A decision of rechtsinformationen.bund.de (NeuRIS) `/v1/case-law/{documentNumber}` (JSON-LD). */
export const NeurisCaseLawSchema = z
  .object({
    documentNumber: z.string().min(1),
    ecli: optionalText,
    decisionDate: optionalText,
    fileNumbers: z.array(z.string()).nullish(),
    courtType: optionalText,
    courtName: optionalText,
    location: optionalText,
    judicialBody: optionalText,
    documentType: optionalText,
    headline: optionalText,
    titleLine: optionalText,
    guidingPrinciple: optionalText,
    headnote: optionalText,
    otherHeadnote: optionalText,
    tenor: optionalText,
    caseFacts: optionalText,
    decisionGrounds: optionalText,
    grounds: optionalText,
    dissentingOpinion: optionalText,
    otherLongText: optionalText,
  })
  .loose();

/** One page of `/v1/case-law` (a hydra collection); members carry the search item. */
export const NeurisCaseLawPageSchema = z.object({
  member: z.array(z.object({ item: z.object({ documentNumber: z.string() }).loose() }).loose()),
  totalItems: z.number().optional(),
  view: z.object({ next: z.string().nullish() }).loose().optional(),
});

export const neurisSite = "https://rechtsinformationen.bund.de";

export function parseNeurisCaseLaw(value: unknown): RawDecision {
  const record = NeurisCaseLawSchema.parse(value);
  const sections: [string | null | undefined, string][] = [
    [record.caseFacts, "Tatbestand"],
    [record.decisionGrounds, "Entscheidungsgründe"],
    [record.grounds, "Gründe"],
    [record.dissentingOpinion, "Abweichende Meinung"],
    [record.otherLongText, "Sonstiger Langtext"],
  ];
  const fullText = sections.map(([html, heading]) => (html?.trim() ? `<h2>${heading}</h2>${html}` : "")).join("");
  return {
    source: "neuris",
    sourceId: record.documentNumber,
    ecli: record.ecli,
    fileNumbers: record.fileNumbers ?? [],
    courtName: record.courtName ?? [record.courtType, record.location].filter(Boolean).join(" "),
    decisionDate: record.decisionDate,
    decisionType: record.documentType,
    titleLine: record.headline ?? record.titleLine,
    headnote: [record.guidingPrinciple, record.headnote, record.otherHeadnote].filter(Boolean).join("\n") || null,
    tenor: record.tenor,
    fullTextHtml: fullText || null,
    sourceUrl: `${neurisSite}/case-law/${encodeURIComponent(record.documentNumber)}`,
    pdfUrl: null,
  };
}

const sectionElements = new Set([
  "akn:background",
  "akn:motivation",
  "akn:decision",
  "akn:introduction",
  "akn:arguments",
  "akn:remedies",
]);

/** An element's opening and closing tags as the source wrote them (a self-closed one is all opening). */
function tagsOf(dom: XmlDom, element: Element): { open: string; close: string } {
  const first = element.children[0];
  const last = element.children.at(-1);
  if (!first || !last) return { open: dom.xml.slice(element.startIndex!, element.endIndex! + 1), close: "" };
  return {
    open: dom.xml.slice(element.startIndex!, first.startIndex!),
    close: dom.xml.slice(last.endIndex! + 1, element.endIndex! + 1),
  };
}

/**
 * AKN body → HTML, by walking the parsed elements: sections get their German heading (from
 * `ris:domainTerm`), Randnummer containers the rii marker, `akn:p` becomes `<p>`, other AKN and
 * RIS elements a space; text and any other markup stay as written.
 */
function aknToHtml(dom: XmlDom, nodes: ChildNode[], skip?: Element | null): string {
  let html = "";
  for (const node of nodes) {
    if (node === skip) continue;
    if (node.type !== "tag") {
      html += dom.xml.slice(node.startIndex!, node.endIndex! + 1);
      continue;
    }
    const element = node as Element;
    const { open, close } = tagsOf(dom, element);
    let children = element.children;
    if (element.name === "akn:hcontainer" && element.attribs.name === "Randnummer") {
      const numIndex = children.findIndex((child) => !(child.type === "text" && !(child as Text).data.trim()));
      const num = children[numIndex] as Element | undefined;
      const number = num?.name === "akn:num" ? elementText(num) : null;
      if (
        num &&
        number &&
        /^\d+$/.test(number) &&
        tagsOf(dom, num).open === "<akn:num>" &&
        innerXml(dom, num) === number
      ) {
        html += `<a name="rd_${number}">${number}</a>`;
        children = children.slice(numIndex + 1);
        html += aknToHtml(dom, children, skip) + (close ? " " : "");
        continue;
      }
    }
    const domainTerm = element.attribs["ris:domainTerm"];
    const isAkn = element.name.startsWith("akn:") || element.name.startsWith("ris:");
    if (sectionElements.has(element.name) && domainTerm) html += `<h2>${domainTerm}</h2>`;
    else if (element.name === "akn:p") html += "<p>";
    else html += isAkn ? " " : open;
    html += aknToHtml(dom, children, skip);
    if (close) html += element.name === "akn:p" ? "</p>" : isAkn ? " " : close;
  }
  return html;
}

const plain = (element: Element | null) => elementText(element);

/** A decision in NeuRIS's LegalDocML (Akoma Ntoso) case-law format (`/v1/case-law/{nr}.xml`). */
export function parseNeurisAkn(xml: string): RawDecision {
  const dom = parseXml(xml);
  if (!findElement(dom.document, "akn:akomaNtoso")) throw new Error("not an Akoma Ntoso document");
  const frbrThis = findElements(dom.document, "akn:FRBRthis")
    .map((element) => element.attribs.value ?? "")
    .find((value) => value && !value.includes("/"));
  const documentNumber =
    attributeOf(dom.document, "akn:FRBRalias", "value", { name: "Dokumentnummer" }) ?? frbrThis ?? null;
  if (!documentNumber) throw new Error("Akoma Ntoso document without a document number");
  const meta = findElement(dom.document, "ris:meta");
  const body = findElement(dom.document, "akn:judgmentBody");
  const tenor = findElement(body, "akn:decision");
  const fileNumbers = findElements(meta, "ris:aktenzeichen")
    .filter((element) => element.children.length > 0 && element.children.every((child) => child.type === "text"))
    .map((element) => decodeEntities(innerXml(dom, element)!));
  const courtType = plain(findElement(meta, "ris:gerichtstyp"));
  const location = plain(findElement(meta, "ris:gerichtsort"));
  const headnote = [findElement(dom.document, "ris:leitsatz"), findElement(dom.document, "ris:orientierungssatz")]
    .filter((element): element is Element => element !== null && innerXml(dom, element) !== null)
    .map((element) => aknToHtml(dom, element.children))
    .join("");
  return {
    source: "neuris",
    sourceId: documentNumber,
    ecli: plain(findElement(meta, "ris:ecli")) ?? attributeOf(dom.document, "akn:FRBRalias", "value", { name: "ECLI" }),
    fileNumbers,
    courtName: [courtType, location].filter(Boolean).join(" ") || null,
    decisionDate: attributeOf(dom.document, "akn:FRBRdate", "date", { name: "Entscheidungsdatum" }),
    decisionType: plain(findElement(meta, "ris:dokumenttyp")),
    titleLine: plain(findElement(dom.document, "ris:titelzeile")),
    headnote: headnote || null,
    tenor: tenor && innerXml(dom, tenor) ? aknToHtml(dom, tenor.children) : null,
    fullTextHtml: aknToHtml(dom, body?.children ?? [], tenor).trim() || null,
    sourceUrl: `${neurisSite}/case-law/${encodeURIComponent(documentNumber)}`,
    pdfUrl: null,
  };
}
