import pRetry, { AbortError, type RetryContext } from "p-retry";

/** The source could not be reached (network, timeout, 5xx): the job logs a warning and retries later. */
export class SourceUnreachableError extends Error {
  override name = "SourceUnreachableError";
}

/** The source answered with a client error (4xx other than 429) for this one address. */
export class HttpStatusError extends Error {
  override name = "HttpStatusError";
  readonly url: string;
  readonly status: number;
  constructor(url: string, status: number) {
    super(`GET ${url}: HTTP ${status}`);
    this.url = url;
    this.status = status;
  }
}

/** A response body larger than the caller allows. */
export class ResponseTooLargeError extends Error {
  override name = "ResponseTooLargeError";
}

export type HttpOptions = {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  retries?: number;
  headers?: Record<string, string>;
  minIntervalMs?: number;
  /** Waits between attempts and for the per-host interval (tests pass one that does not sleep). */
  sleep?: (ms: number) => Promise<void>;
};

const lastRequest = new Map<string, number>();
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The backoff between attempts: 500 ms, then 1 s, 2 s, … (p-retry's exponential schedule). */
const BACKOFF = { minTimeout: 500, factor: 2 } as const;

/** A failure worth another attempt (network error, timeout, 429, 5xx); `cause` is what happened. */
class RetriableFailure extends Error {
  override name = "RetriableFailure";
}

/**
 * GET with a timeout, a polite minimum interval per host (NeuRIS allows 600 requests a minute)
 * and a few retries with backoff for network errors, 429 and 5xx (p-retry). 4xx other than 429
 * fail at once (HttpStatusError).
 */
export async function httpGet(url: string, options: HttpOptions = {}): Promise<Response> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const sleep = options.sleep ?? realSleep;
  const host = new URL(url).host;
  const attempt = async (): Promise<Response> => {
    const wait = (lastRequest.get(host) ?? 0) + (options.minIntervalMs ?? 0) - Date.now();
    if (wait > 0) await sleep(wait);
    lastRequest.set(host, Date.now());
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { "user-agent": "legal-calendar-ingest/0.1", ...options.headers },
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      // Wrapped, so that every failure of the request is retried alike (p-retry gives up at once
      // on a TypeError it does not know as a network error).
      throw new RetriableFailure("request failed", { cause: error });
    }
    if (response.ok) return response;
    if (response.status !== 429 && response.status < 500) {
      await response.body?.cancel().catch(() => undefined);
      throw new AbortError(new HttpStatusError(url, response.status));
    }
    throw new RetriableFailure("server error", {
      cause: new SourceUnreachableError(`GET ${url}: HTTP ${response.status}`),
    });
  };
  // An injected sleep (tests) takes over the waits between attempts from p-retry's timers.
  const waits = options.sleep
    ? {
        minTimeout: 0,
        onFailedAttempt: ({ attemptNumber, retriesLeft }: RetryContext) =>
          retriesLeft > 0 ? sleep(BACKOFF.minTimeout * BACKOFF.factor ** (attemptNumber - 1)) : undefined,
      }
    : BACKOFF;
  try {
    return await pRetry(attempt, { retries: options.retries ?? 2, ...waits });
  } catch (error) {
    if (error instanceof HttpStatusError) throw error;
    const reason = error instanceof RetriableFailure ? error.cause : error;
    throw new SourceUnreachableError(`source unreachable: ${url} (${errorReason(reason)})`);
  }
}

/** The reason of a failed request, with its cause where fetch hides it ("fetch failed: connect ECONNREFUSED …"). */
export function errorReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause && !error.message.includes(cause) ? `${error.message}: ${cause}` : error.message;
}

export async function httpGetJson(url: string, options: HttpOptions = {}): Promise<unknown> {
  const response = await httpGet(url, { ...options, headers: { accept: "application/json", ...options.headers } });
  return response.json();
}

/**
 * GET of a binary body of at most `maxBytes` (checked on Content-Length first, then while
 * reading, so a chunked body cannot grow without bound). A larger body is a ResponseTooLargeError;
 * a connection lost while reading is a SourceUnreachableError.
 */
export async function httpGetBytes(
  url: string,
  options: HttpOptions & { maxBytes: number },
): Promise<{ bytes: Uint8Array; headers: Headers }> {
  const response = await httpGet(url, options);
  const tooLarge = () => new ResponseTooLargeError(`GET ${url}: the response is larger than ${options.maxBytes} bytes`);
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (declared > options.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > options.maxBytes) {
          await reader.cancel().catch(() => undefined);
          throw tooLarge();
        }
        chunks.push(value);
      }
    } catch (error) {
      if (error instanceof ResponseTooLargeError) throw error;
      throw new SourceUnreachableError(
        `source unreachable: ${url} (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  return { bytes: new Uint8Array(Buffer.concat(chunks)), headers: response.headers };
}
