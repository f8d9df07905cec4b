import { readBoundedText } from "#app/utils/read-bounded-text.server.ts";
import { CelexPattern, ConsolidatedCelexPattern } from "./celex.ts";
import { findAll, hasClass, parseMarkup } from "./dom.ts";
import type { Language } from "../types.ts";

export const EURLEX_BASE_URL = "https://eur-lex.europa.eu";

/** The largest act page read (the consolidated AI Act page is about 0.9 MB). */
export const MAX_ACT_PAGE_BYTES = 16 * 1024 * 1024;

/** The EUR-Lex page of an act (or of a consolidated version, "01985L0374-19990604") in a language. */
export function eurLexHtmlUrl(celex: string, language: Language, baseUrl: string = EURLEX_BASE_URL): string {
  return `${baseUrl.replace(/\/+$/, "")}/legal-content/${language}/TXT/HTML/?uri=CELEX:${celex}`;
}

/**
 * Why a download failed: `unreachable` (network, timeout), `status` (an HTTP error), `too-large`,
 * `no-articles` (a captcha or an empty page), `invalid` (not a CELEX number; nothing was asked).
 */
export type FetchActFailure = "unreachable" | "status" | "too-large" | "no-articles" | "invalid";

export class FetchActError extends Error {
  override name = "FetchActError";
  readonly failure: FetchActFailure;
  /** The reason alone, without the advice for a command-line user. */
  readonly reason: string;
  constructor(message: string, failure: FetchActFailure, reason?: string) {
    super(message);
    this.failure = failure;
    this.reason = reason ?? message;
  }
}

export type FetchActOptions = {
  celex: string;
  language: Language;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  /** EUR-Lex or a mirror of its pages (EURLEX_BASE_URL). */
  baseUrl?: string;
  maxBytes?: number;
  signal?: AbortSignal;
};

/**
 * Downloads an act's EUR-Lex page, at most `maxBytes` within `timeoutMs`; a clear error when
 * EUR-Lex cannot be reached (offline) or sends a page without articles (a captcha).
 */
export async function fetchActHtml(options: FetchActOptions): Promise<string> {
  if (!CelexPattern.test(options.celex) && !ConsolidatedCelexPattern.test(options.celex)) {
    throw new FetchActError(
      `"${options.celex}" is not a CELEX number (e.g. 32024R1689, or 02024R1689-20260727 for a consolidated version)`,
      "invalid",
    );
  }
  const url = eurLexHtmlUrl(options.celex, options.language, options.baseUrl);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 30_000);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let body: string | undefined;
  try {
    const response = await (options.fetchImpl ?? fetch)(url, {
      headers: {
        accept: "application/xhtml+xml,text/html",
        "accept-language": options.language.toLowerCase(),
        "user-agent": "legal-calendar-corpus/0.1",
      },
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new FetchActError(`EUR-Lex answered ${response.status} for ${url}`, "status");
    }
    body = await readBoundedText(
      response.body,
      response.headers.get("content-length"),
      options.maxBytes ?? MAX_ACT_PAGE_BYTES,
    );
  } catch (error) {
    if (error instanceof FetchActError) throw error;
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new FetchActError(
      `Cannot reach EUR-Lex (${reason}). This machine seems to be offline: download ${url} elsewhere and run npm run corpus:import -- <file> --celex ${options.celex} --lang ${options.language}`,
      "unreachable",
      `cannot reach EUR-Lex at ${url} (${reason})`,
    );
  }
  if (body === undefined)
    throw new FetchActError(
      `EUR-Lex sent more than ${options.maxBytes ?? MAX_ACT_PAGE_BYTES} bytes for ${url}; not read`,
      "too-large",
    );
  if (!hasArticles(body)) {
    throw new FetchActError(
      `EUR-Lex sent a page without articles for ${options.celex} (${options.language}); it may not exist in this language or EUR-Lex asked for a captcha`,
      "no-articles",
    );
  }
  return body;
}

/** An act page has article or recital anchors (art_1, rct_1) or, in the older layout, article titles. */
function hasArticles(page: string): boolean {
  const document = parseMarkup(page, "html");
  return (
    findAll(document, (element) => /^(art|rct)_\d+$/.test(element.attribs.id ?? "") || hasClass(element, "ti-art"))
      .length > 0
  );
}
