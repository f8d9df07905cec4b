/**
 * The callable-function error contract: `{"error": {"status": "INVALID_ARGUMENT", "message": …}}`
 * with the HTTP status that belongs to each code.
 */
export const callableStatuses = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ABORTED: 409,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNIMPLEMENTED: 501,
  UNAVAILABLE: 503,
  DEADLINE_EXCEEDED: 504,
} as const;
export type CallableStatus = keyof typeof callableStatuses;

export class CallableError extends Error {
  override name = "CallableError";
  readonly status: CallableStatus;

  constructor(status: CallableStatus, message: string) {
    super(message);
    this.status = status;
  }
}

const noStore = { "Cache-Control": "no-store" };

export function callableErrorResponse(status: CallableStatus, message: string): Response {
  return Response.json({ error: { status, message } }, { status: callableStatuses[status], headers: noStore });
}

export function callableResultResponse(result: unknown): Response {
  return Response.json({ result }, { status: 200, headers: noStore });
}
