/**
 * The version of the AI Act the engine encodes: the EUR-Lex consolidated text 02024R1689-20260727,
 * Regulation (EU) 2024/1689 as amended by Regulation (EU) 2026/1744 (the "Digital Omnibus on AI",
 * OJ L of 24.7.2026), in force from 27 July 2026. Every rule and citation is checked against that
 * text (tests/real-data/ai-act-engine.test.ts).
 */
export const AI_ACT_VERSION = {
  celex: "32024R1689",
  consolidatedCelex: "02024R1689-20260727",
  consolidatedOn: "2026-07-27",
  amendedBy: ["32026R1744"],
  title: "Regulation (EU) 2024/1689 (Artificial Intelligence Act), consolidated text of 27 July 2026",
  /** Bumped whenever a rule changes, so that stored or shared results can tell which rules made them. */
  rules: "2026-07-27.3",
} as const;

export type AiActVersion = typeof AI_ACT_VERSION;
