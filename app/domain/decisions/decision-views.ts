/** Decisions as the pages receive them from their loaders (free of server code, so components can name them). */

export type SearchHit = {
  id: string;
  title: string | null;
  courtName: string;
  decisionDate: string;
  decisionType: string | null;
  fileNumbers: string[];
  ecli: string | null;
  region: string;
  branch: string;
  /** Snippet with \ue000…\ue001 around matched words (rendered as <mark> without HTML). */
  snippet: string | null;
};

/** A line of a list of decisions (the page's "Most Recent Decisions"). */
export type DecisionSummary = {
  id: string;
  title: string | null;
  courtName: string;
  decisionDate: string;
  fileNumbers: string[];
};
