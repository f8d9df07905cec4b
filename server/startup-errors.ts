import fs from "node:fs";

type Settings = { HOST?: string; PORT?: string; DATA_DIR?: string; DATABASE_URL?: string };

const codeOf = (error: unknown): string | undefined => {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    current = current.cause as typeof current, depth++
  ) {
    if (typeof current.code === "string") return current.code;
  }
  return undefined;
};

/** Where DATABASE_URL points, without its user name or password. */
function databaseTarget(url: string): string {
  const parsed = URL.parse(url);
  return parsed ? `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}` : "(not a URL)";
}

/**
 * A start-up failure as one line that names the variable and what to do (docs/decisions/007),
 * instead of a raw stack: the port in use, a HOST that does not resolve or is not this machine's,
 * DATA_DIR pointing at a file, an unreachable DATABASE_URL. Other errors keep their own message.
 */
export function explainStartupError(error: unknown, settings: Settings = process.env): string {
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  const host = settings.HOST || "127.0.0.1";
  const port = settings.PORT || "3000";
  if (code === "EADDRINUSE")
    return `PORT=${port}: the port is in use on ${host} by another process. Stop that process or set PORT to a free port.`;
  if (code === "EACCES" && /listen/i.test(message))
    return `PORT=${port}: listening on this port needs privileges. Use a port above 1023 (e.g. 3000) behind a proxy.`;
  if (
    (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EADDRNOTAVAIL") &&
    /listen|getaddrinfo/i.test(message) &&
    !settings.DATABASE_URL?.includes(String(host))
  ) {
    return `HOST=${host}: cannot listen on this address (${code}). Use 127.0.0.1 (this machine only), 0.0.0.0 (every interface) or an address of this machine.`;
  }
  if (!settings.DATABASE_URL && settings.DATA_DIR) {
    const dataDir = settings.DATA_DIR;
    const stat = fs.statSync(dataDir, { throwIfNoEntry: false });
    if (stat && !stat.isDirectory())
      return `DATA_DIR=${dataDir} is a file, not a folder. Point DATA_DIR at a folder (it is created when missing) or move the file away.`;
    if (code === "EACCES" || code === "EPERM" || code === "EROFS")
      return `DATA_DIR=${dataDir}: the folder cannot be written (${code}). Give the server's user write access or choose another DATA_DIR.`;
  }
  if (
    settings.DATABASE_URL &&
    code &&
    [
      "ECONNREFUSED",
      "ENOTFOUND",
      "EAI_AGAIN",
      "ETIMEDOUT",
      "EHOSTUNREACH",
      "ECONNRESET",
      "28P01",
      "28000",
      "3D000",
    ].includes(code)
  ) {
    const what =
      code === "28P01" || code === "28000"
        ? "the user name or password was refused"
        : code === "3D000"
          ? "the database does not exist"
          : `the database server cannot be reached (${code})`;
    return `DATABASE_URL (${databaseTarget(settings.DATABASE_URL)}): ${what}. Start PostgreSQL or correct DATABASE_URL; without DATABASE_URL the embedded database in DATA_DIR is used.`;
  }
  return message;
}
