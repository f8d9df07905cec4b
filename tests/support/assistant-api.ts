import { StreamEventSchema, type StreamEvent } from "#app/domain/assistant/stream-events.ts";
import type { SignedIn } from "./sign-in.ts";

type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => Promise<Response>;

/**
 * Calls an /api/assistant route module in process as the router would (loader for GET, action
 * otherwise) with a signed-in user's cookie (or none), e.g.
 *   await callRoute(projects, { method: "POST", path: "/api/assistant/projects", as: alice, json: {...} })
 */
export async function callRoute(
  route: { loader?: unknown; action?: unknown },
  options: {
    method?: string;
    path: string;
    params?: Record<string, string>;
    as?: SignedIn | null;
    json?: unknown;
    body?: BodyInit;
    headers?: Record<string, string>;
  },
): Promise<Response> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { ...(options.as ? options.as.headers() : {}), ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const request = new Request(`http://localhost${options.path}`, {
    method,
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  const handler = (method === "GET" ? route.loader : route.action) as Handler;
  try {
    return await handler({ request, params: options.params ?? {}, context: undefined });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** Reads an NDJSON answer stream to its end and validates every line against the wire contract. */
export async function readEvents(response: Response): Promise<StreamEvent[]> {
  const text = await response.text();
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => StreamEventSchema.parse(JSON.parse(line)));
}
