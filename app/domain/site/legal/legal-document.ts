/**
 * A legal text as data: rendered by app/components/site/legal-document.tsx. Inline links are
 * written `[label](/path)`, `[label](mailto:…)` or `[label](https://…)`; nothing else is markup.
 */
export type LegalBlock = { kind: "p"; text: string } | { kind: "list"; items: string[] };
export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] };
export type LegalDocument = { title: string; intro: string[]; sections: LegalSection[] };

export const p = (text: string): LegalBlock => ({ kind: "p", text });
export const list = (...items: string[]): LegalBlock => ({ kind: "list", items });
export const section = (id: string, heading: string, ...blocks: LegalBlock[]): LegalSection => ({
  id,
  heading,
  blocks,
});
