import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { rateLimit } from "./rate-limit.ts";

let base = "";
let close: () => void = () => undefined;

beforeAll(async () => {
  const app = express();
  app.use(rateLimit({ routes: ["/limited"], limit: 1, windowMs: 60_000, now: () => 1_000_000 }));
  app.use(
    rateLimit({
      routes: ["/feeds/search.ics"],
      limit: 1,
      windowMs: 60_000,
      now: () => 1_000_000,
      messageKey: "site.rateLimit.keywordFeeds",
    }),
  );
  app.all("/{*path}", (_req, res) => void res.json({ ok: true }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

test("the 429 answer speaks the visitor's language: cookie first, then Accept-Language, else English", async () => {
  expect((await fetch(`${base}/limited`)).status).toBe(200);
  const answer = async (headers: Record<string, string>) => {
    const response = await fetch(`${base}/limited`, { headers });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    return { lang: response.headers.get("content-language"), text: await response.text() };
  };
  expect(await answer({})).toEqual({ lang: "en", text: "Too many sign-in attempts. Try again in 60 seconds." });
  const german = { lang: "de", text: "Zu viele Anmeldeversuche. Bitte versuchen Sie es in 60 Sekunden erneut." };
  expect(await answer({ "accept-language": "de-DE,de;q=0.9,en;q=0.5" })).toEqual(german);
  expect(await answer({ cookie: "lang=de" })).toEqual(german);
  expect(await answer({ cookie: "lang=en", "accept-language": "de" })).toMatchObject({ lang: "en" });
});

test("another limit says what was limited, in the visitor's language", async () => {
  expect((await fetch(`${base}/feeds/search.ics?q=Miete`)).status).toBe(200);
  const limited = await fetch(`${base}/feeds/search.ics?q=Pacht`, { headers: { "accept-language": "de" } });
  expect(limited.status).toBe(429);
  expect(await limited.text()).toBe(
    "Zu viele Anfragen nach Stichwort-Feeds. Bitte versuchen Sie es in 60 Sekunden erneut.",
  );
  expect((await fetch(`${base}/feeds/bund/labour.ics`)).status).toBe(200);
});
