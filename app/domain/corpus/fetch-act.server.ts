import { CelexPattern, ConsolidatedCelexPattern } from "./celex.ts";
import type { Language } from "./types.ts";

/** The EUR-Lex page of an act (or of a consolidated version, "01985L0374-19990604") in a language. */
export function eurLexHtmlUrl(celex: string, language: Language): string {
  return `https://eur-lex.europa.eu/legal-content/${language}/TXT/HTML/?uri=CELEX:${celex}`;
}

export class FetchActError extends Error {
  override name = "FetchActError";
}

/** Downloads an act's EUR-Lex page; a clear error when EUR-Lex cannot be reached (offline). */
export async function fetchActHtml(options: { celex: string; language: Language; fetchImpl?: typeof fetch; timeoutMs?: number }): Promise<string> {
  if (!CelexPattern.test(options.celex) && !ConsolidatedCelexPattern.test(options.celex)) {
    throw new FetchActError(`"${options.celex}" is not a CELEX number (e.g. 32024R1689, or 02024R1689-20260727 for a consolidated version)`);
  }
  const url = eurLexHtmlUrl(options.celex, options.language);
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(url, {
      headers: { accept: "application/xhtml+xml,text/html", "accept-language": options.language.toLowerCase() },
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new FetchActError(
      `Cannot reach EUR-Lex (${reason}). This machine seems to be offline: download ${url} elsewhere and run npm run corpus:import -- <file> --celex ${options.celex} --lang ${options.language}`,
    );
  }
  if (!response.ok) throw new FetchActError(`EUR-Lex answered ${response.status} for ${url}`);
  const body = await response.text();
  if (!/id="(art|rct)_\d+"|class="ti-art"/.test(body)) {
    throw new FetchActError(`EUR-Lex sent a page without articles for ${options.celex} (${options.language}); it may not exist in this language or EUR-Lex asked for a captcha`);
  }
  return body;
}
