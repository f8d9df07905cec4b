import { createHash } from "node:crypto";

/**
 * The public id of a decision (/decision-details/:id): readable and stable across re-imports,
 * derived from source and source id, e.g. "rii-kvre427811801" or "oldp-123456".
 */
export function decisionIdFor(source: string, sourceId: string): string {
  const cleaned = sourceId
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  const exact = cleaned === sourceId.toLowerCase();
  // A source id with characters we had to replace gets a short hash so two ids cannot collide.
  const suffix = exact ? "" : `-${createHash("sha256").update(sourceId).digest("hex").slice(0, 8)}`;
  return `${source}-${cleaned || "x"}${suffix}`;
}
