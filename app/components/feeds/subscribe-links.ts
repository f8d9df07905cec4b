/**
 * One-click subscription addresses for a feed URL (https://…/feeds/x.ics).
 * webcal:// opens the system's calendar app (Apple Calendar, Outlook desktop); Google and
 * Microsoft take the address as a parameter and subscribe (not import) it.
 */
export type SubscribeLinks = { webcal: string; google: string; outlookCom: string; microsoft365: string };

export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//, "webcal://");
}

export function subscribeLinks(feedUrl: string, name: string): SubscribeLinks {
  const webcal = webcalUrl(feedUrl);
  const addFromWeb = new URLSearchParams({ url: feedUrl, name }).toString();
  return {
    webcal,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    outlookCom: `https://outlook.live.com/calendar/0/addfromweb?${addFromWeb}`,
    microsoft365: `https://outlook.office.com/calendar/0/addfromweb?${addFromWeb}`,
  };
}
