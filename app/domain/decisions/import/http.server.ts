/** The source could not be reached (network, timeout, 5xx): the job logs a warning and retries later. */
export class SourceUnreachableError extends Error {
  override name = "SourceUnreachableError";
}

export type HttpOptions = { fetchImpl?: typeof fetch; timeoutMs?: number; retries?: number; headers?: Record<string, string>; minIntervalMs?: number };

const lastRequest = new Map<string, number>();

/**
 * GET with a timeout, a polite minimum interval per host (NeuRIS allows 600 requests a minute)
 * and a few retries with backoff for network errors, 429 and 5xx. 4xx other than 429 fail at once.
 */
export async function httpGet(url: string, options: HttpOptions = {}): Promise<Response> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const retries = options.retries ?? 2;
  const host = new URL(url).host;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    const wait = (lastRequest.get(host) ?? 0) + (options.minIntervalMs ?? 0) - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastRequest.set(host, Date.now());
    try {
      const response = await fetchImpl(url, {
        headers: { "user-agent": "legal-calendar-ingest/0.1", ...options.headers },
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      if (response.ok) return response;
      if (response.status !== 429 && response.status < 500) throw new Error(`GET ${url}: HTTP ${response.status}`);
      lastError = new SourceUnreachableError(`GET ${url}: HTTP ${response.status}`);
    } catch (error) {
      if (error instanceof Error && /^GET .*HTTP \d+$/.test(error.message) && !(error instanceof SourceUnreachableError)) throw error;
      lastError = error;
    }
    if (attempt < retries) await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
  }
  const message = lastError instanceof Error ? lastError.message : String(lastError);
  throw new SourceUnreachableError(`source unreachable: ${url} (${message})`);
}

export async function httpGetJson(url: string, options: HttpOptions = {}): Promise<unknown> {
  const response = await httpGet(url, { ...options, headers: { accept: "application/json", ...options.headers } });
  return response.json();
}
