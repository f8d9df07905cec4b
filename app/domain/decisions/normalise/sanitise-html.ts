import sanitizeHtml from "sanitize-html";

const allowedTags = [
  "p", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "dl", "dt", "dd", "table", "thead", "tbody", "tr", "td", "th",
  "strong", "em", "b", "i", "u", "sub", "sup", "br", "blockquote", "div", "span", "a",
];

const marker = (number: string) => `\u27e6rn:${number}\u27e7`;

/**
 * Marks the paragraph numbers (Randnummern) of every source format with a neutral token, so
 * that they survive sanitising and become anchors afterwards:
 *  - rii / juris: <a name="rd_12">12</a>
 *  - NRWE (via Open Legal Data): <span class="absatzRechts">12</span>
 *  - Markdown (Open Legal Data fixtures): a line "12| text"
 */
function markRandnummern(html: string): string {
  return html
    .replace(/<a\s+name="rd_(\d+)"\s*>\s*\d+\s*<\/a>/gi, (_m, n: string) => marker(n))
    .replace(/<span\s+class="absatzRechts"\s*>\s*(\d+)\s*<\/span>/gi, (_m, n: string) => marker(n));
}

/**
 * Sanitised decision HTML: no scripts, styles, classes, images or foreign attributes; links only
 * to http(s); h1 becomes h2 (the page has its own h1); every Randnummer becomes a linkable
 * anchor <a class="rn" id="rn-12" href="#rn-12">12</a>.
 */
export function sanitiseDecisionHtml(html: string): string {
  const clean = sanitizeHtml(markRandnummern(html), {
    allowedTags,
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["http", "https"],
    transformTags: { h1: "h2" },
    exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href && !frame.text.trim(),
  });
  return clean
    .replace(/\u27e6rn:(\d+)\u27e7/g, (_m, n: string) => `<a class="rn" id="rn-${n}" href="#rn-${n}">${n}</a>`)
    .replace(/(<p>\s*<\/p>|<div>\s*<\/div>)/g, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** Minimal Markdown (as in the Open Legal Data fixtures) to HTML before sanitising. */
export function markdownToHtml(markdown: string): string {
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return markdown
    .split(/\n{2,}|\n(?=\d+\|)/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const heading = /^(#{1,6})\s+(.*)$/.exec(block);
      if (heading) return `<h${Math.max(2, heading[1]!.length)}>${escape(heading[2]!)}</h${Math.max(2, heading[1]!.length)}>`;
      const numbered = /^(\d+)\|\s*([\s\S]*)$/.exec(block);
      if (numbered) return `<p>${marker(numbered[1]!)} ${escape(numbered[2]!.replace(/\s*\|\s*/g, " "))}</p>`;
      return `<p>${escape(block.replace(/^\|\s*/, "").replace(/\n/g, " "))}</p>`;
    })
    .join("");
}
