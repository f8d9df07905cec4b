import { unzipSync, strFromU8 } from "fflate";
import { Parser } from "htmlparser2";

export type DocxParagraph = {
  text: string;
  style: string | undefined;
  footnotes: number[];
  numbered: boolean;
  hyperlinks: string[];
};
export type DocxFootnote = { id: number; text: string; hyperlinks: string[] };

/**
 * Opens a .docx (a zip) and reads what Word shows: the body's paragraphs with their footnote
 * references (written into the text as [^id]), the footnotes with their hyperlinks' targets, and
 * the footers' text. XML read with htmlparser2 in xmlMode.
 */
export function readDocx(buffer: Uint8Array): {
  paragraphs: DocxParagraph[];
  footnotes: DocxFootnote[];
  footers: string[];
  files: string[];
} {
  const files = unzipSync(buffer);
  const xml = (name: string) => (files[name] ? strFromU8(files[name]) : undefined);
  const relationships = (name: string) => {
    const targets = new Map<string, string>();
    const source = xml(name);
    if (source)
      parse(source, {
        onopentag: (tag, attributes) => tag === "Relationship" && targets.set(attributes.Id!, attributes.Target!),
      });
    return targets;
  };
  const documentLinks = relationships("word/_rels/document.xml.rels");
  const footnoteLinks = relationships("word/_rels/footnotes.xml.rels");

  const paragraphs = readParagraphs(xml("word/document.xml") ?? "", documentLinks);
  const footnotes: DocxFootnote[] = [];
  let current: DocxFootnote | undefined;
  let inText = false;
  parse(xml("word/footnotes.xml") ?? "", {
    onopentag(tag, attributes) {
      if (tag === "w:footnote" && !attributes["w:type"])
        current = { id: Number(attributes["w:id"]), text: "", hyperlinks: [] };
      if (tag === "w:t") inText = true;
      if (tag === "w:hyperlink" && current) current.hyperlinks.push(linkTarget(footnoteLinks, attributes));
    },
    ontext(text) {
      if (inText && current) current.text += text;
    },
    onclosetag(tag) {
      if (tag === "w:t") inText = false;
      if (tag === "w:footnote" && current) {
        footnotes.push({ ...current, text: current.text.trim() });
        current = undefined;
      }
    },
  });
  const footers = Object.keys(files)
    .filter((name) => /^word\/footer\d+\.xml$/.test(name))
    .map((name) =>
      readParagraphs(xml(name)!, new Map())
        .map((paragraph) => paragraph.text)
        .join("\n"),
    );
  return { paragraphs, footnotes, footers, files: Object.keys(files) };
}

function readParagraphs(source: string, links: Map<string, string>): DocxParagraph[] {
  const paragraphs: DocxParagraph[] = [];
  let current: DocxParagraph | undefined;
  let inText = false;
  parse(source, {
    onopentag(tag, attributes) {
      if (tag === "w:p") current = { text: "", style: undefined, footnotes: [], numbered: false, hyperlinks: [] };
      if (!current) return;
      if (tag === "w:t") inText = true;
      if (tag === "w:pStyle") current.style = attributes["w:val"];
      if (tag === "w:numPr") current.numbered = true;
      if (tag === "w:br") current.text += "\n";
      if (tag === "w:hyperlink") current.hyperlinks.push(linkTarget(links, attributes));
      if (tag === "w:footnoteReference") {
        current.footnotes.push(Number(attributes["w:id"]));
        current.text += `[^${attributes["w:id"]}]`;
      }
    },
    ontext(text) {
      if (inText && current) current.text += text;
    },
    onclosetag(tag) {
      if (tag === "w:t") inText = false;
      if (tag === "w:p" && current) {
        paragraphs.push(current);
        current = undefined;
      }
    },
  });
  return paragraphs;
}

/** Word keeps an external link's fragment apart, in w:anchor, and joins them when the link is followed. */
function linkTarget(links: Map<string, string>, attributes: Record<string, string>): string {
  const target = links.get(attributes["r:id"]!) ?? `unresolved:${attributes["r:id"]}`;
  return attributes["w:anchor"] ? `${target}#${attributes["w:anchor"]}` : target;
}

function parse(source: string, handlers: ConstructorParameters<typeof Parser>[0]) {
  const parser = new Parser(handlers, { xmlMode: true, decodeEntities: true });
  parser.write(source);
  parser.end();
}
