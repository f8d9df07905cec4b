import { z } from "zod";
import { SourceUnreachableError } from "#app/domain/decisions/import/http.server.ts";
import { readBoundedText } from "#app/utils/read-bounded-text.server.ts";
import { CelexPattern, ConsolidatedCelexPattern } from "./celex.ts";

/** The Publications Office's CELLAR SPARQL endpoint (the metadata behind EUR-Lex). */
export const CELLAR_SPARQL_URL = "https://publications.europa.eu/webapi/rdf/sparql";

/** The answer lists a few dozen CELEX numbers; anything much larger is not the answer asked for. */
export const MAX_SPARQL_ANSWER_BYTES = 1024 * 1024;

/** The W3C "SPARQL 1.1 Query Results JSON Format", reduced to what the query selects. */
const SparqlResultsSchema = z.object({
  head: z.object({ vars: z.array(z.string()) }),
  results: z.object({
    bindings: z
      .array(z.object({ celex: z.object({ type: z.string(), value: z.string().max(64) }) }).loose())
      .max(10_000),
  }),
});

/** "32024R1689" → "02024R1689": how a consolidated version's CELEX begins. */
export function consolidatedPrefix(celex: string): string {
  return `0${celex.slice(1)}`;
}

/**
 * The CELLAR query: every consolidated act (`cdm:act_consolidated_consolidates_resource_legal`
 * runs from the consolidated text to the act it consolidates) of the given acts, by their
 * CELEX URIs. The link also reaches consolidated texts of acts that one of these acts amends, so
 * the caller keeps only CELEX numbers derived from the act's own ("02024R1689-…").
 */
export function consolidatedVersionsQuery(celexes: readonly string[]): string {
  const values = celexes.map((celex) => `<http://publications.europa.eu/resource/celex/${celex}>`).join(" ");
  return [
    "PREFIX cdm: <http://publications.europa.eu/ontology/cdm#>",
    "PREFIX owl: <http://www.w3.org/2002/07/owl#>",
    "SELECT DISTINCT ?celex WHERE {",
    `  VALUES ?act { ${values} }`,
    "  ?work owl:sameAs ?act .",
    "  ?consolidated cdm:act_consolidated_consolidates_resource_legal ?work ;",
    "                cdm:resource_legal_id_celex ?celex .",
    "}",
  ].join("\n");
}

export type ListVersionsOptions = {
  sparqlUrl?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  retries?: number;
  maxBytes?: number;
  signal?: AbortSignal;
};

/**
 * Asks CELLAR (one request) which consolidated versions EUR-Lex has of each act: a map from the
 * act's CELEX to its consolidated CELEX numbers ("02024R1689-20260727"), oldest first. Throws
 * SourceUnreachableError with the reason when CELLAR cannot be reached or does not answer with
 * SPARQL JSON results.
 */
export async function listConsolidatedVersions(
  celexes: readonly string[],
  options: ListVersionsOptions = {},
): Promise<Map<string, string[]>> {
  const acts = [...new Set(celexes)].filter((celex) => CelexPattern.test(celex)).sort();
  const versions = new Map<string, string[]>(acts.map((celex) => [celex, []]));
  if (acts.length === 0) return versions;
  const endpoint = options.sparqlUrl ?? CELLAR_SPARQL_URL;
  const text = await postQuery(endpoint, consolidatedVersionsQuery(acts), options);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SourceUnreachableError(
      `CELLAR SPARQL did not answer with JSON results (${JSON.stringify(text.slice(0, 80))})`,
    );
  }
  const parsed = SparqlResultsSchema.safeParse(json);
  if (!parsed.success)
    throw new SourceUnreachableError(
      `CELLAR SPARQL answered JSON that is not SPARQL results: ${parsed.error.issues[0]?.message ?? "unexpected shape"}`,
    );

  for (const celex of new Set(parsed.data.results.bindings.map((binding) => binding.celex.value.trim()))) {
    if (!ConsolidatedCelexPattern.test(celex)) continue;
    const act = acts.find((candidate) => celex.startsWith(`${consolidatedPrefix(candidate)}-`));
    if (act) versions.get(act)!.push(celex);
  }
  for (const list of versions.values()) list.sort();
  return versions;
}

/**
 * Sends the query as a URL-encoded POST (SPARQL 1.1 Protocol; a long VALUES list would make a GET
 * URL too long) and reads the answer, at most `maxBytes`. Network errors, timeouts, 429 and 5xx
 * are retried with backoff (0.5 s, 1 s); then, and on any other status, SourceUnreachableError.
 */
async function postQuery(endpoint: string, query: string, options: ListVersionsOptions): Promise<string> {
  const retries = options.retries ?? 2;
  const maxBytes = options.maxBytes ?? MAX_SPARQL_ANSWER_BYTES;
  let reason = "";
  for (let attempt = 0; attempt <= retries; attempt++) {
    options.signal?.throwIfAborted();
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** (attempt - 1)));
    let response: Response;
    try {
      response = await (options.fetchImpl ?? fetch)(endpoint, {
        method: "POST",
        headers: {
          accept: "application/sparql-results+json",
          "content-type": "application/x-www-form-urlencoded",
          "user-agent": "legal-calendar-corpus/0.1",
        },
        body: new URLSearchParams({ query, format: "application/sparql-results+json" }),
        signal: options.signal
          ? AbortSignal.any([AbortSignal.timeout(options.timeoutMs ?? 30_000), options.signal])
          : AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      reason = `HTTP ${response.status}`;
      if (response.status === 429 || response.status >= 500) continue;
      break;
    }
    let text: string | undefined;
    try {
      text = await readBoundedText(response.body, response.headers.get("content-length"), maxBytes);
    } catch (error) {
      reason = `answer cut off: ${error instanceof Error ? error.message : String(error)}`;
      continue;
    }
    if (text === undefined)
      throw new SourceUnreachableError(`CELLAR SPARQL at ${endpoint} answered more than ${maxBytes} bytes; not read`);
    return text;
  }
  throw new SourceUnreachableError(`CELLAR SPARQL at ${endpoint} failed: ${reason}`);
}
