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
    const url = decisionUrl(decision, options.publicUrl);
    const start = utcDate(decision.decisionDate);
    calendar.createEvent({
      id: eventUid(decision),
      sequence: decision.revision,
      stamp: decision.updatedAt,
      created: decision.firstSeenAt,
      lastModified: decision.updatedAt,
      allDay: true,
      // A plain date: written as DTSTART;VALUE=DATE from the UTC calendar day, never shifted by a
      // time zone. Given as a Date (UTC midnight) rather than "YYYY-MM-DD": the same bytes, without
      // ical-generator parsing the string again for every check and every line it writes.
      start,
      end: new Date(start.getTime() + DAY_MS),
      transparency: ICalEventTransparency.TRANSPARENT,
      summary: eventSummary(decision),
      description: eventDescription(decision, url),
      url,
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

const DAY_MS = 86_400_000;

/** UTC midnight of a "YYYY-MM-DD" date (the column's format), without parsing a date string. */
function utcDate(isoDate: string): Date {
  const date = new Date(0);
  date.setUTCFullYear(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)));
  if (Number.isNaN(date.getTime()) || isoDate.length !== 10) throw new Error(`not a YYYY-MM-DD date: ${isoDate}`);
  return date;
}

/** "BAG 9 AZR 1/23 – <title>", leaving out what the title already says. */
export function eventSummary(
  decision: Pick<FeedDecision, "courtName" | "fileNumbers" | "title" | "decisionType">,
): string {
  const title = shorten(plainText(decision.title ?? ""), SUMMARY_TITLE_MAX_CHARS);
  const prefix = [decision.courtName, decision.fileNumbers[0]].filter(
    (part): part is string => !!part && !title.includes(part),
  );
  if (!title) return [...prefix, decision.decisionType].filter(Boolean).join(" ");
  return prefix.length ? `${prefix.join(" ")} – ${title}` : title;
}

/** The event's text: what the decision is, its numbers, its headnote and its links, one per line. */
function eventDescription(decision: FeedDecision, url: string): string {
  const kind =
    decision.decisionType && decision.courtName
      ? `${decision.decisionType} · ${decision.courtName}`
      : decision.decisionType || decision.courtName || "";
  let text = `${kind}\nAktenzeichen: ${decision.fileNumbers.join(", ")}`;
  if (decision.ecli) text += `\nECLI: ${decision.ecli}`;
  text += `\nEntscheidungsdatum: ${decision.decisionDate}`;
  if (decision.headnote)
    text += `\n\nLeitsatz: ${shorten(plainText(decision.headnote.slice(0, HEADNOTE_MAX_CHARS * 4)), HEADNOTE_MAX_CHARS)}`;
  text += `\n\nEntscheidung: ${url}`;
  if (decision.sourceUrl) text += `\nQuelle: ${decision.sourceUrl}`;
  if (decision.pdfUrl) text += `\nPDF: ${decision.pdfUrl}`;
  return text;
}
