/** The acts the assistant knows, the search index each belongs to, and the topic that routes to it. */
export const IndexNameSchemaValues = ["legal-index-eu-ai-act", "legal-index-eu-liability"] as const;
export type IndexName = (typeof IndexNameSchemaValues)[number];
export type Topic = "ai" | "copyright" | "liability";

export type KnownAct = {
  celex: string;
  shortName: string;
  title: string;
  index: IndexName;
  topic: Topic;
  /** Acts that amended it: their recitals explain the changes and are searched with it (not their amending articles). */
  amendedBy?: readonly string[];
};

export const knownActs: readonly KnownAct[] = [
  {
    celex: "32024R1689",
    shortName: "AI Act",
    title:
      "Regulation (EU) 2024/1689 laying down harmonised rules on artificial intelligence (Artificial Intelligence Act)",
    index: "legal-index-eu-ai-act",
    topic: "ai",
    amendedBy: ["32026R1744"],
  },
  {
    celex: "32019L0790",
    shortName: "DSM Copyright Directive",
    title: "Directive (EU) 2019/790 on copyright and related rights in the Digital Single Market",
    index: "legal-index-eu-liability",
    topic: "copyright",
  },
  {
    celex: "32024L2853",
    shortName: "Product Liability Directive",
    title: "Directive (EU) 2024/2853 on liability for defective products",
    index: "legal-index-eu-liability",
    topic: "liability",
  },
  {
    celex: "31985L0374",
    shortName: "Product Liability Directive 85/374/EEC",
    title: "Council Directive 85/374/EEC on liability for defective products",
    index: "legal-index-eu-liability",
    topic: "liability",
  },
];

/** Amending acts the assistant installs for their recitals (interpretation of the changes), not as acts of their own. */
export const amendingActs: readonly { celex: string; shortName: string; title: string }[] = [
  {
    celex: "32026R1744",
    shortName: "Digital Omnibus on AI",
    title:
      "Regulation (EU) 2026/1744 amending Regulation (EU) 2024/1689 as regards the simplification of the implementation of harmonised rules on artificial intelligence (Digital Omnibus on AI)",
  },
];

export function knownAct(celex: string): Pick<KnownAct, "celex" | "shortName" | "title"> | undefined {
  return knownActs.find((act) => act.celex === celex) ?? amendingActs.find((act) => act.celex === celex);
}

/** A EUR-Lex deep link at an anchor of the act's page. */
export function eurLexUrl(celex: string, language: string, anchor?: string): string {
  const base = `https://eur-lex.europa.eu/legal-content/${language.toUpperCase()}/TXT/?uri=CELEX:${celex}`;
  return anchor ? `${base}#${anchor}` : base;
}
