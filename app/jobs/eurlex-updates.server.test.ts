import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { acts } from "#app/db/schema/corpus.ts";
import { jobRuns } from "#app/db/schema/jobs.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { searchLegalDocuments } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { versionsToInstall } from "#app/domain/corpus/import/update-installed-acts.server.ts";
import { resetEnvForTests, getEnv } from "#app/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { emptyTestDatabase, useTestDatabase } from "#tests/support/database.ts";
import { DAY } from "./define-job.ts";
import { defineEurlexUpdatesJob } from "./eurlex-updates.server.ts";
import { jobs } from "./index.server.ts";
import { runJob } from "./run-job.server.ts";
import { startScheduler } from "./scheduler.server.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";

useTestDatabase();
const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, "../../tests/fixtures/corpus", name), "utf8");

type Article = { number: string; heading: string; text: string; amendedBy?: string };

/** A page in the layout of EUR-Lex's consolidated HTML (reference line, ▼B/▼M1 markers, art_N divisions). */
function consolidatedPage(options: {
  base: string;
  language: "EN" | "DE";
  date: string;
  title: string;
  articles: Article[];
}): string {
  const act = `3${options.base.slice(1)}`;
  const marker = (celex: string, title: string, text: string) =>
    `<p class="${text === "►B" ? "arrow" : "modref"}"><a href="http://publications.europa.eu/resource/celex/${celex}" title="${title}">${text}</a></p>`;
  const articles = options.articles.map((article) => {
    const division = [
      `<div class="eli-subdivision" id="art_${article.number}">`,
      `<p class="title-article-norm">${options.language === "DE" ? "Artikel" : "Article"} ${article.number}</p>`,
      `<div class="eli-title" id="art_${article.number}.tit_1"><p class="stitle-article-norm">${article.heading}</p></div>`,
      `<p class="norm">${article.text}</p>`,
      "</div>",
    ].join("\n");
    return article.amendedBy
      ? [marker(article.amendedBy, `${article.amendedBy}: REPLACED`, "▼M1"), division, marker(act, act, "▼B")].join(
          "\n",
        )
      : division;
  });
  return [
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML//EN" "xhtml-strict.dtd">',
    '<html xmlns="http://www.w3.org/1999/xhtml">',
    `<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"/><title>Consolidated TEXT: ${act} — ${options.language} — ${options.date}</title></head>`,
    "<body>",
    `<p class="reference">${options.base} — ${options.language} — ${options.date} — 001.001</p>`,
    marker(act, act, "►B"),
    `<p class="title-doc-first">${options.title}</p>`,
    ...articles,
    "</body>",
    "</html>",
  ].join("\n");
}

// The mini act stands in for the AI Act (same CELEX), the mini directive is 85/374/EEC.
const aiActTitle = "REGULATION (EU) 2024/1689 on test robots";
const aiActArticles = (fine: string, amendedBy?: string): Article[] => [
  { number: "1", heading: "Subject matter", text: "This Regulation lays down rules on robots." },
  {
    number: "3",
    heading: "Penalties",
    text: `Infringements shall be subject to fines of up to EUR ${fine}.`,
    amendedBy,
  },
];
const pages: Record<string, string> = {
  "EN:02024R1689-20270101": consolidatedPage({
    base: "02024R1689",
    language: "EN",
    date: "01.01.2027",
    title: aiActTitle,
    articles: aiActArticles("15000000", "32026R1900"),
  }),
  "EN:01985L0374-19990604": consolidatedPage({
    base: "01985L0374",
    language: "EN",
    date: "04.06.1999",
    title: "COUNCIL DIRECTIVE of 25 July 1985 on liability for defective products (85/374/EEC)",
    articles: [
      { number: "1", heading: "", text: "The producer shall be liable for damage caused by a defect in his product." },
      {
        number: "2",
        heading: "",
        text: "For the purpose of this Directive, 'product' means all movables, including primary agricultural products and game.",
        amendedBy: "31999L0034",
      },
    ],
  }),
  "DE:01985L0374-19990604": consolidatedPage({
    base: "01985L0374",
    language: "DE",
    date: "04.06.1999",
    title: "RICHTLINIE DES RATES vom 25. Juli 1985 (85/374/EWG)",
    articles: [
      {
        number: "1",
        heading: "",
        text: "Der Hersteller eines Produkts haftet für den Schaden, der durch einen Fehler dieses Produkts verursacht worden ist.",
      },
      {
        number: "2",
        heading: "",
        text: "Bei der Anwendung dieser Richtlinie gilt als Produkt jede bewegliche Sache, auch landwirtschaftliche Naturprodukte und Jagderzeugnisse.",
        amendedBy: "31999L0034",
      },
    ],
  }),
};
/** What CELLAR lists per act; 02013R0167-… is a consolidated text of an act the AI Act amends (the link over-matches). */
const listed: Record<string, string[]> = {
  "32024R1689": ["02024R1689-20240801", "02024R1689-20260727", "02024R1689-20270101", "02013R0167-20240801"],
  "31985L0374": ["01985L0374-19990604"],
};

let server: http.Server;
let base = "";
const requests: string[] = [];
let captcha = false;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    requests.push(
      url.pathname === "/sparql"
        ? "sparql"
        : `${url.pathname.split("/")[2]}:${url.searchParams.get("uri")?.replace("CELEX:", "")}`,
    );
    if (url.pathname === "/maintenance") {
      res.setHeader("content-type", "text/html");
      res.end("<html><body><h1>EUR-Lex is under maintenance</h1></body></html>");
      return;
    }
    if (url.pathname === "/sparql") {
      // The SPARQL protocol's URL-encoded POST.
      let body = "";
      for await (const chunk of req) body += String(chunk);
      const query =
        req.method === "POST" && req.headers["content-type"] === "application/x-www-form-urlencoded"
          ? (new URLSearchParams(body).get("query") ?? "")
          : "";
      const bindings = Object.entries(listed)
        .filter(([act]) => query.includes(`<http://publications.europa.eu/resource/celex/${act}>`))
        .flatMap(([, versions]) =>
          versions.map((celex) => ({
            celex: { type: "literal", datatype: "http://www.w3.org/2001/XMLSchema#string", value: celex },
          })),
        );
      res.setHeader("content-type", "application/sparql-results+json");
      res.end(
        JSON.stringify({ head: { link: [], vars: ["celex"] }, results: { distinct: true, ordered: true, bindings } }),
      );
      return;
    }
    const match = /^\/legal-content\/(EN|DE)\/TXT\/HTML\/$/.exec(url.pathname);
    const page = match ? pages[`${match[1]}:${url.searchParams.get("uri")?.replace("CELEX:", "")}`] : undefined;
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (captcha && page?.includes("85/374")) {
      res.end(
        '<html><body><form action="/captcha"><p>Please prove you are human.</p><img src="/captcha.jpg"/></form></body></html>',
      );
      return;
    }
    res.statusCode = page ? 200 : 404;
    res.end(page ?? "<html><body>The requested document does not exist.</body></html>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  delete process.env.EURLEX_SPARQL_URL;
  delete process.env.EURLEX_BASE_URL;
  resetEnvForTests();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Points the job at `url` through the environment, as an operator would. */
function useEurLexAt(url: string) {
  process.env.EURLEX_SPARQL_URL = `${url}/sparql`;
  process.env.EURLEX_BASE_URL = url;
  resetEnvForTests();
}

// The job as scheduled, on a fixed day and without in-run retries (the scheduler retries runs).
const job = defineEurlexUpdatesJob({ now: () => new Date("2027-02-01T06:00:00Z"), retries: 0 });
const asOf = "2027-02-01";

async function installedVersions() {
  return getDb()
    .select({
      id: acts.id,
      celex: acts.celex,
      language: acts.language,
      version: acts.version,
      importedAt: acts.importedAt,
      validFrom: acts.validFrom,
    })
    .from(acts)
    .orderBy(asc(acts.id));
}

beforeEach(async () => {
  await emptyTestDatabase();
  requests.length = 0;
  captcha = false;
  useEurLexAt(base);
  await importAct({ act: { ...parseActFile(fixture("mini-act_EN.formex.xml")), celex: "32024R1689" } });
  await importAct({
    act: parseActFile(
      consolidatedPage({
        base: "02024R1689",
        language: "EN",
        date: "27.07.2026",
        title: aiActTitle,
        articles: aiActArticles("35000000"),
      }),
    ),
  });
  await importAct({ act: parseActFile(fixture("mini-directive_EN.eurlex.txt")) });
  await importAct({ act: parseActFile(fixture("mini-directive_DE.eurlex.txt")) });
});
afterEach(() => vi.restoreAllMocks());

describe("the EUR-Lex update check (eurlex-updates)", () => {
  it("is a declared daily job of the server's scheduler", () => {
    expect(jobs.find((declared) => declared.id === "eurlex-updates")?.schedule).toEqual({ everyMs: DAY });
  });

  it("installs a newer consolidated version as the version in force, and a search cites it", async () => {
    const before = await searchLegalDocuments(
      { query: "What fines apply to infringements?", asOf, topK: 1 },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(before.matches[0]).toMatchObject({ pinpoint: "art_3", versionCelex: "02024R1689-20260727" });

    const result = await runJob(job, {});
    expect(result).toMatchObject({ status: "succeeded", stats: { checked: 3, listed: 4, installed: 3 } });
    // Only the newer versions were downloaded: not the one installed, not the older one, not another act's.
    expect(requests.filter((request) => request !== "sparql").sort()).toEqual([
      "DE:01985L0374-19990604",
      "EN:01985L0374-19990604",
      "EN:02024R1689-20270101",
    ]);

    const fines = await searchLegalDocuments(
      { query: "What fines apply to infringements?", asOf, topK: 1 },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(fines.matches[0]).toMatchObject({
      pinpoint: "art_3",
      text: "Infringements shall be subject to fines of up to EUR 15000000.",
      version: "consolidated text of 1 January 2027",
      versionCelex: "02024R1689-20270101",
      amended: true,
      url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:02024R1689-20270101#art_3",
    });
    // The earlier texts stay installed: a question about an earlier day still gets them.
    const earlier = await searchLegalDocuments(
      {
        query: "What fines apply to infringements?",
        asOf: "2026-12-01",
        topK: 1,
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(earlier.matches[0]).toMatchObject({
      versionCelex: "02024R1689-20260727",
      text: expect.stringContaining("35000000"),
    });

    // 85/374/EEC: the consolidated text with the 1999 amendment, in English and German.
    const farm = await searchLegalDocuments(
      {
        query: "Is the producer liable for primary agricultural products?",
        asOf,
        topK: 3,
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(farm.matches.find((match) => match.celex === "31985L0374" && match.pinpoint === "art_2")).toMatchObject({
      versionCelex: "01985L0374-19990604",
      amended: true,
    });
    const german = await searchLegalDocuments(
      {
        query: "Haftung für landwirtschaftliche Naturprodukte",
        asOf,
        topK: 3,
        metadataFilter: { language: "DE" },
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(german.matches.find((match) => match.celex === "31985L0374")).toMatchObject({
      versionCelex: "01985L0374-19990604",
    });
  });

  it("a second run installs nothing and leaves the installed versions as they are", async () => {
    expect(await runJob(job, {})).toMatchObject({ status: "succeeded", stats: { installed: 3 } });
    const installed = await installedVersions();
    requests.length = 0;

    expect(await runJob(job, {})).toMatchObject({ status: "succeeded", stats: { checked: 3, installed: 0 } });
    expect(requests).toEqual(["sparql"]);
    expect(await installedVersions()).toEqual(installed);
  });

  it("EUR-Lex unreachable: the run fails with one warning, answers go on, the installed versions are unchanged", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    useEurLexAt(`http://127.0.0.1:${port}`);
    const installed = await installedVersions();
    const warn = vi.spyOn(logger, "warn");
    const error = vi.spyOn(logger, "error");

    // Through the scheduler, as the server runs it; the test drives the tick.
    const scheduler = startScheduler([job], { tickMs: 3_600_000 });
    try {
      await scheduler.tick();
      await scheduler.settled();
      const runs = await getDb().select().from(jobRuns).where(eq(jobRuns.jobId, "eurlex-updates"));
      expect(runs.map((run) => run.status)).toEqual(["failed"]);
      expect(runs[0]!.error).toMatch(/ECONNREFUSED/);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({
          job: "eurlex-updates",
          error: `CELLAR SPARQL at http://127.0.0.1:${port}/sparql failed: connect ECONNREFUSED 127.0.0.1:${port}`,
        }),
        "source unreachable; will retry",
      );
      expect(error).not.toHaveBeenCalled();

      // Not retried at once: the scheduler waits (backoff) before the next attempt.
      await scheduler.tick();
      await scheduler.settled();
      expect(await getDb().select().from(jobRuns).where(eq(jobRuns.jobId, "eurlex-updates"))).toHaveLength(1);
    } finally {
      await scheduler.stop();
    }
    expect(await installedVersions()).toEqual(installed);
    const answer = await searchLegalDocuments(
      { query: "What fines apply to infringements?", asOf, topK: 1 },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(answer.matches[0]).toMatchObject({ versionCelex: "02024R1689-20260727" });
  });

  it("a captcha page is refused with the reason; nothing of that act changes, other acts are still updated", async () => {
    captcha = true;
    const installed = await installedVersions();
    const warn = vi.spyOn(logger, "warn");

    const result = await runJob(job, {});
    expect(result.status).toBe("failed");
    const reason = result.status === "failed" ? result.error : "";
    expect(reason).toBe(
      "EUR-Lex update: EUR-Lex sent a page without articles for 01985L0374-19990604 (DE); it may not exist in this language or EUR-Lex asked for a captcha; " +
        "EUR-Lex sent a page without articles for 01985L0374-19990604 (EN); it may not exist in this language or EUR-Lex asked for a captcha; 1 other version(s) installed",
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ job: "eurlex-updates", error: reason }),
      "source unreachable; will retry",
    );

    const after = await installedVersions();
    expect(after.filter((row) => row.celex === "31985L0374")).toEqual(
      installed.filter((row) => row.celex === "31985L0374"),
    );
    expect(after.filter((row) => row.celex === "32024R1689").map((row) => row.version)).toEqual([
      "",
      "02024R1689-20260727",
      "02024R1689-20270101",
    ]);
  });

  it("an answer that is not SPARQL JSON results fails the run with the reason", async () => {
    process.env.EURLEX_SPARQL_URL = `${base}/maintenance`;
    resetEnvForTests();
    const installed = await installedVersions();
    const result = await runJob(job, {});
    expect(result).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/^CELLAR SPARQL did not answer with JSON results/),
    });
    expect(await installedVersions()).toEqual(installed);
  });
});

describe("which versions to install", () => {
  it("the version in force today and any announced later one, newer than the newest installed", () => {
    const listed = [
      "02024R1689-20240801",
      "02024R1689-20260727",
      "02024R1689-20270101",
      "02024R1689-20270601",
      "02024R1689-20280101",
    ];
    expect(versionsToInstall(["", "02024R1689-20260727"], listed, "2027-07-01")).toEqual([
      "02024R1689-20270601",
      "02024R1689-20280101",
    ]);
    expect(versionsToInstall([""], listed, "2026-11-25")).toEqual([
      "02024R1689-20260727",
      "02024R1689-20270101",
      "02024R1689-20270601",
      "02024R1689-20280101",
    ]);
    expect(versionsToInstall(["", "02024R1689-20280101"], listed, "2027-07-01")).toEqual([]);
    expect(versionsToInstall([""], [], "2027-07-01")).toEqual([]);
  });
});
