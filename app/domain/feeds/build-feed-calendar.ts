import ical, { escape, ICalCalendarMethod, ICalEventTransparency } from "ical-generator";
import { plainText, shorten } from "#app/domain/decisions/normalise/text.ts";

/** The fields of a decision that a feed shows (a row of `decisions`). */
export type FeedDecision = {
  id: string;
  source: string;
  sourceId: string;
  ecli: string | null;
  fileNumbers: string[];
  courtName: string;
  branch: string;
  decisionDate: string;
  decisionType: string | null;
  title: string | null;
  headnote: string | null;
  sourceUrl: string | null;
  pdfUrl: string | null;
  revision: number;
  firstSeenAt: Date;
  updatedAt: Date;
};

export type FeedCalendarOptions = {
  /** Calendar name (NAME, X-WR-CALNAME). */
  name: string;
  /** Calendar description (DESCRIPTION, X-WR-CALDESC). */
  description: string;
  /** Absolute URL of this feed (URL, SOURCE). */
  feedUrl: string;
  /** Origin for the decision links, e.g. "https://legal-calendar.example" (PUBLIC_URL). */
  publicUrl: string;
  /** German labels of the branches for CATEGORIES, e.g. { labour: "Arbeitsgerichtsbarkeit" }. */
  branchLabels: Readonly<Record<string, string>>;
  /** REFRESH-INTERVAL / X-PUBLISHED-TTL in seconds (docs/decisions/021-feed-refresh-interval.md). */
  refreshSeconds?: number;
};

/** Four hours: see docs/decisions/021-feed-refresh-interval.md. */
export const FEED_REFRESH_SECONDS = 4 * 60 * 60;
export const HEADNOTE_MAX_CHARS = 500;
const SUMMARY_TITLE_MAX_CHARS = 160;

/**
 * Builds the iCalendar text of a feed: a pure function of its input, so that the same data always
 * gives the same bytes (no clock, no random ids). ical-generator writes, escapes and folds every
 * line; this function only gives it the calendar's and the events' values.
 */
export function buildFeedCalendar(decisions: readonly FeedDecision[], options: FeedCalendarOptions): string {
  const calendar = ical({
    prodId: { company: "Legal Calendar", product: "Court Decisions", language: "DE" },
    method: ICalCalendarMethod.PUBLISH,
    // ical-generator writes the calendar's own NAME and X-WR-CALDESC unescaped: escape with its helper.
    name: escape(options.name, false),
    description: escape(options.description, false),
    url: options.feedUrl,
    source: options.feedUrl,
    ttl: options.refreshSeconds ?? FEED_REFRESH_SECONDS,
  });
  for (const decision of decisions) {
    calendar.createEvent({
      id: eventUid(decision),
      sequence: decision.revision,
      stamp: decision.updatedAt,
      created: decision.firstSeenAt,
      lastModified: decision.updatedAt,
      allDay: true,
      // A plain date: written as DTSTART;VALUE=DATE, never shifted by a time zone.
      start: decision.decisionDate,
      end: nextDay(decision.decisionDate),
      transparency: ICalEventTransparency.TRANSPARENT,
      summary: eventSummary(decision),
      description: eventDescription(decision, options.publicUrl),
      url: decisionUrl(decision, options.publicUrl),
      categories: [{ name: options.branchLabels[decision.branch] ?? decision.branch }],
    });
  }
  // ical-generator ends the last line without its line break; RFC 5545 ends every line with CRLF.
  return `${calendar.toString()}\r\n`;
}

/** Never changes for the same decision: its ECLI, else its source id (docs/decisions/022-feed-event-identity.md). */
export function eventUid(decision: Pick<FeedDecision, "ecli" | "source" | "sourceId">): string {
  const base = decision.ecli ? decision.ecli.toUpperCase() : `${decision.source}-${decision.sourceId}`;
  return `${base}@legal-calendar`;
}

export function decisionUrl(decision: Pick<FeedDecision, "id">, publicUrl: string): string {
  return `${publicUrl}/decision-details/${encodeURIComponent(decision.id)}`;
}

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** "BAG 9 AZR 1/23 – <title>", leaving out what the title already says. */
export function eventSummary(decision: Pick<FeedDecision, "courtName" | "fileNumbers" | "title" | "decisionType">): string {
  const title = shorten(plainText(decision.title ?? ""), SUMMARY_TITLE_MAX_CHARS);
  const prefix = [decision.courtName, decision.fileNumbers[0]].filter((part): part is string => !!part && !title.includes(part));
  if (!title) return [...prefix, decision.decisionType].filter(Boolean).join(" ");
  return prefix.length ? `${prefix.join(" ")} – ${title}` : title;
}

function eventDescription(decision: FeedDecision, publicUrl: string): string {
  const lines = [
    [decision.decisionType, decision.courtName].filter(Boolean).join(" · "),
    `Aktenzeichen: ${decision.fileNumbers.join(", ")}`,
    decision.ecli ? `ECLI: ${decision.ecli}` : undefined,
    `Entscheidungsdatum: ${decision.decisionDate}`,
    decision.headnote ? `\nLeitsatz: ${shorten(plainText(decision.headnote.slice(0, HEADNOTE_MAX_CHARS * 4)), HEADNOTE_MAX_CHARS)}` : undefined,
    "",
    `Entscheidung: ${decisionUrl(decision, publicUrl)}`,
    decision.sourceUrl ? `Quelle: ${decision.sourceUrl}` : undefined,
    decision.pdfUrl ? `PDF: ${decision.pdfUrl}` : undefined,
  ];
  return lines.filter((line) => line !== undefined).join("\n");
}
