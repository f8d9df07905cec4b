import { expect, test } from "vitest";
import { subscribeLinks } from "./subscribe-links.ts";

test("one-click links subscribe to the feed address in each calendar", () => {
  const links = subscribeLinks("https://legal-calendar.example/feeds/bund/bag.ics", "Bundesarbeitsgericht (BAG)");
  expect(links.webcal).toBe("webcal://legal-calendar.example/feeds/bund/bag.ics");
  expect(links.google).toBe(
    "https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Flegal-calendar.example%2Ffeeds%2Fbund%2Fbag.ics",
  );
  expect(links.outlookCom).toBe(
    "https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Flegal-calendar.example%2Ffeeds%2Fbund%2Fbag.ics&name=Bundesarbeitsgericht+%28BAG%29",
  );
  expect(links.microsoft365).toMatch(
    /^https:\/\/outlook\.office\.com\/calendar\/0\/addfromweb\?url=https%3A%2F%2Flegal-calendar\.example/,
  );
  const keyword = subscribeLinks("http://127.0.0.1:3000/feeds/search.ics?q=K%C3%BCndigung&region=bayern", "Kündigung");
  expect(keyword.webcal).toBe("webcal://127.0.0.1:3000/feeds/search.ics?q=K%C3%BCndigung&region=bayern");
  expect(new URL(keyword.google).searchParams.get("cid")).toBe(keyword.webcal);
});
