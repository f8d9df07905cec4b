/**
 * The application's one error type and the one place that turns it into an HTTP answer
 * (docs/decisions/110-one-error-type-and-one-json-shape.md).
 *
 * Code anywhere throws `AppError(status, code, message, issues?, headers?)`: the HTTP status, a
 * stable snake_case `code` that clients may branch on, a message a person can read, and optionally
 * the validation issues (`[{path, message}]`) and the headers the answer needs (`Allow`,
 * `Retry-After`, `Connection: close`). The HTTP edge answers it with `errorResponse` (a Web
 * `Response`, for routes) or `errorBody` (the JSON, for Express middleware), always as
 *
 *   {"error": {"code", "message", "issues"?}}          with Cache-Control: no-store
 *
 * Callable functions (/api/functions/*) speak the callable protocol, whose clients read the
 * error's `status` name: there the same object also carries `"status"` (`INVALID_ARGUMENT`,
 * `UNAUTHENTICATED`, …), derived from the HTTP status.
 */

export type ErrorIssue = { path: string[]; message: string };

export class AppError extends Error {
  override name = "AppError";
  readonly status: number;
  readonly code: string;
  readonly issues?: unknown[];
  readonly headers?: Record<string, string>;
  constructor(status: number, code: string, message: string, issues?: unknown[], headers?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.headers = headers;
  }
}

/** Who reads the error: every JSON client, or a callable function's client (adds `status`). */
export type ErrorProtocol = "json" | "callable";

/** The callable protocol's name of each HTTP status an error can have. */
const callableStatuses: Readonly<Record<number, string>> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  409: "ABORTED",
  413: "INVALID_ARGUMENT",
  415: "INVALID_ARGUMENT",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  501: "UNIMPLEMENTED",
  503: "UNAVAILABLE",
  504: "DEADLINE_EXCEEDED",
};

export function callableStatusOf(httpStatus: number): string {
  return callableStatuses[httpStatus] ?? (httpStatus < 500 ? "INVALID_ARGUMENT" : "INTERNAL");
}

/** The protocol of a request path: callable functions live under /api/functions/. */
export function errorProtocolOf(pathname: string): ErrorProtocol {
  return pathname.startsWith("/api/functions/") ? "callable" : "json";
}

export type ErrorBody = { error: { code: string; message: string; status?: string; issues?: unknown[] } };

export function errorBody(error: AppError, protocol: ErrorProtocol = "json"): ErrorBody {
  return {
    error: {
      code: error.code,
      ...(protocol === "callable" ? { status: callableStatusOf(error.status) } : {}),
      message: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
    },
  };
}

/** The headers of every error answer: never cached, plus the error's own. */
export function errorHeaders(error: AppError): Record<string, string> {
  return { "Cache-Control": "no-store", ...error.headers };
}

export function errorResponse(error: AppError, protocol: ErrorProtocol = "json"): Response {
  return Response.json(errorBody(error, protocol), { status: error.status, headers: errorHeaders(error) });
}

/** Anything thrown that is not an AppError: a 500 whose message says nothing of the cause (log it). */
export function internalError(message = "Something went wrong on our side. Please try again."): AppError {
  return new AppError(500, "internal", message);
}
