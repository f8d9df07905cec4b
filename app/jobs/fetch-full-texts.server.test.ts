import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import ICAL from "ical.js";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import { jobRuns } from "#app/db/schema/jobs.ts";
import { importCourtRegistry } from "#app/domain/courts/import-courts.server.ts";
import { importBghMetadataFile } from "#app/domain/decisions/import/import-bgh-metadata.server.ts";
import { listQuarantine } from "#app/domain/decisions/import/quarantine.server.ts";
import { feedByKey } from "#app/domain/feeds/catalogue.ts";
import { createFeedService } from "#app/domain/feeds/feed-service.server.ts";
import { loader as decisionPageLoader } from "#app/routes/decision-details.$id.tsx";
import { onDataChanged } from "#app/utils/events.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { emptyTestDatabase, useTestDatabase } from "#tests/support/database.ts";
import type { JobDefinition } from "./define-job.ts";
import { fetchFullTextsJob } from "./fetch-full-texts.server.ts";
import { ingestJobs } from "./ingest-jobs.server.ts";
import { listRecentJobRuns } from "./list-job-runs.server.ts";
import { runJob } from "./run-job.server.ts";
import { startScheduler } from "./scheduler.server.ts";

useTestDatabase();
afterEach(() => vi.restoreAllMocks());

const fixtures = path.resolve(import.meta.dirname, "../../tests/fixtures/court-data");
const today = "2026-11-25";
/** The full text of KORE700000003 in the rii-dok format; the BGH metadata fixture lists the same document. */
const riiXml = fs.readFileSync(path.join(fixtures, "rii/KORE700000003.xml"), "utf8");
const zipOf = (name: string, xml: string) => zipSync({ [name]: strToU8(xml) });
const byId = async (id: string) => (await getDb().select().from(decisions).where(eq(decisions.id, id)))[0];
const reasonOf = async (sourceId: string) =>
  (await listQuarantine({ source: "rii" })).find((entry) => entry.sourceId === sourceId)?.reason;
/** After the retry window of documents that gave no full text. */
const afterRetryWindow = () => Date.now() + 31 * 86_400_000;
const metadata = new Map<string, { ecli: string; date: string; fileNumber: string }>([
  ["KORE900000011", { ecli: "ECLI:DE:BGH:2023:250623B5AR1.23.0", date: "20230625", fileNumber: "5 AR (Vs) 1/23" }],
  ["KORE900000007", { ecli: "ECLI:DE:BGH:2022:150222BVIAZR100.20.0", date: "20220215", fileNumber: "VIa ZR 100/20" }],
]);
/** The fixture's document as the source would serve it for another decision of the metadata file. */
function documentXml(doknr: string): string {
  const fields = metadata.get(doknr)!;
  return riiXml
    .replace("<doknr>KORE700000003</doknr>", `<doknr>${doknr}</doknr>`)
    .replace("<ecli>ECLI:DE:BGH:2010:140110BIXZB72.08.0</ecli>", `<ecli>${fields.ecli}</ecli>`)
    .replace("<entsch-datum>20100114</entsch-datum>", `<entsch-datum>${fields.date}</entsch-datum>`)
    .replace("<aktenzeichen>IX ZB 73/08</aktenzeichen>", `<aktenzeichen>${fields.fileNumber}</aktenzeichen>`);
}
const rowsOf = async (sourceId: string) =>
  (await getDb().select({ n: count() }).from(decisions).where(eq(decisions.sourceId, sourceId)))[0]!.n;

/** A fake rechtsprechung-im-internet.de: `/docs/jb-<doknr>.zip` for the documents in `documents`, else 404. */
const documents = new Map<string, Uint8Array>();
const requests: string[] = [];
let server: http.Server;
let base = "";

let toc = "";

/** Pauses the job asked for (it never really waits in the tests). */
const pauses: number[] = [];
const hooks = () => ({
  baseUrl: `${base}/docs/`,
  today,
  sleep: async (ms: number) => void pauses.push(ms),
  http: { sleep: async () => undefined },
});

async function bghFeedEvent(uidPart: string) {
  const service = createFeedService({
    publicUrl: "https://legal-calendar.example",
    limits: { maxEvents: 1000, maxAgeDays: 0 },
    revalidateMs: 0,
  });
  try {
    const body = await service.getFeed({ kind: "catalogue", feed: feedByKey("bund/bgh")! });
    const events = new ICAL.Component(ICAL.parse(body!.identity.toString("utf8")))
      .getAllSubcomponents("vevent")
      .map((component) => new ICAL.Event(component));
    return events.find((event) => event.uid.includes(uidPart));
  } finally {
    service.close();
  }
}

/** Each test starts from the starter set's state: eight rii decisions known only by their metadata. */
beforeEach(async () => {
  await emptyTestDatabase();
  await importCourtRegistry({
    xjustizJson: path.join(fixtures, "courts/xjustiz-gerichte.json"),
    ecliTsv: path.join(fixtures, "courts/ecli-courts.tsv"),
  });
  // JURE900000001 … KORE900000011; newest first: KORE900000011, KORE900000007, KORE900000006, KORE900000005, JURE900000004, KORE700000003, …
  await importBghMetadataFile(path.join(fixtures, "bgh/bgh-rii-metadata.jsonl.gz"), { today });
  documents.clear();
  documents.set("KORE700000003", zipOf("KORE700000003.xml", riiXml));
  requests.length = 0;
  pauses.length = 0;
  toc = "";
});

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req.url ?? "");
    if (req.url?.startsWith("/forbidden/")) {
      res.statusCode = 403;
      res.end();
      return;
    }
    if (req.url === "/rii-toc.xml") {
      res.end(toc);
      return;
    }
    const doknr = /^\/docs\/jb-([A-Z0-9]+)\.zip$/.exec(req.url ?? "")?.[1];
    const zip = doknr ? documents.get(doknr) : undefined;
    if (!zip) {
      res.statusCode = 404;
      res.end("not found");
      return;
    }
    res.setHeader("content-type", "application/zip");
    res.end(Buffer.from(zip));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the job fetch-full-texts", () => {
  it("stores the full text in the metadata-only decision: same id and feed UID, revision 2, SEQUENCE + 1, panel and norms kept", async () => {
    const before = await byId("rii-kore700000003");
    expect(before).toMatchObject({ fullTextHtml: null, revision: 1, panel: "IX. Zivilsenat", norms: ["§ 4 InsO"] });
    const eventBefore = await bghFeedEvent("140110BIXZB72.08.0");
    const decisionsBefore = (await getDb().select({ n: count() }).from(decisions))[0]!.n;
    let changes = 0;
    const stop = onDataChanged("decisions", () => changes++);

    const info = vi.spyOn(logger, "info");
    const progress: Record<string, number>[] = [];
    const result = await runJob(fetchFullTextsJob(hooks()), {}, { onProgress: (stats) => progress.push(stats) });
    stop();

    // Progress in the log and to the runner, as the other jobs report it.
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ job: "fetch-full-texts", done: 8, total: 8 }),
      "fetching full texts",
    );
    expect(progress.at(-1)).toMatchObject({ candidates: 8, read: 8, updated: 1 });
    // Eight candidates, newest decision first; one full text, seven 404s.
    expect(result).toMatchObject({
      status: "succeeded",
      stats: { candidates: 8, fullTexts: 1, updated: 1, new: 0, notFound: 7, quarantined: 7 },
    });
    expect(requests.slice(0, 3)).toEqual([
      "/docs/jb-KORE900000011.zip",
      "/docs/jb-KORE900000007.zip",
      "/docs/jb-KORE900000006.zip",
    ]);
    expect(requests).toHaveLength(8);
    // One request after the other, with the polite pause between them (seven pauses for eight requests).
    expect(pauses).toEqual(Array.from({ length: 7 }, () => 1000));

    const after = await byId("rii-kore700000003");
    expect(after).toMatchObject({
      id: "rii-kore700000003",
      source: "rii",
      sourceId: "KORE700000003",
      ecli: "ECLI:DE:BGH:2010:140110BIXZB72.08.0",
      revision: 2,
      tenor: "Die Rechtsbeschwerde wird als unzulässig verworfen.",
      // The document has no <norm>: the metadata's panel and norms stay.
      panel: "IX. Zivilsenat",
      norms: ["§ 4 InsO"],
      firstSeenAt: before!.firstSeenAt,
    });
    expect(after!.fullTextHtml).toContain("Die Rechtsbeschwerde ist nicht statthaft.");
    // The source's time of the response, in the TOC's form: the TOC import need not fetch it again.
    expect(after!.sourceModified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(await rowsOf("KORE700000003")).toBe(1);
    expect((await getDb().select({ n: count() }).from(decisions))[0]!.n).toBe(decisionsBefore);
    // The same page shows it.
    const page = await decisionPageLoader({
      params: { id: "rii-kore700000003" },
      request: new Request("http://x/"),
    } as never);
    expect(page.decision.fullTextHtml).toContain("Die Rechtsbeschwerde ist nicht statthaft.");

    // The feed's event keeps its UID and gets the next SEQUENCE; feeds were told to rebuild.
    expect(changes).toBe(1);
    const eventAfter = await bghFeedEvent("140110BIXZB72.08.0");
    expect(eventAfter!.uid).toBe(eventBefore!.uid);
    expect(eventAfter!.sequence).toBe(eventBefore!.sequence + 1);

    // The run is in job_runs with its figures, as /admin/data lists it.
    const [listed] = (await listRecentJobRuns(20)).filter((run) => run.jobId === "fetch-full-texts");
    expect(listed).toMatchObject({
      status: "succeeded",
      stats: expect.objectContaining({ fullTexts: 1, notFound: 7 }),
    });
  });

  it("records a missing document with its reason and does not ask for it again; a run with nothing to fetch does nothing", async () => {
    await runJob(fetchFullTextsJob(hooks()), {});
    expect(await reasonOf("KORE900000011")).toMatch(
      /^full text: not found at the source \(GET .*jb-KORE900000011\.zip: HTTP 404\)$/,
    );

    requests.length = 0;
    let changes = 0;
    const stop = onDataChanged("decisions", () => changes++);
    const again = await runJob(fetchFullTextsJob(hooks()), {});
    stop();
    expect(again).toMatchObject({ status: "succeeded", stats: { candidates: 0, read: 0, updated: 0, quarantined: 0 } });
    expect(requests).toEqual([]);
    expect(changes).toBe(0);
    expect(await byId("rii-kore700000003")).toMatchObject({ revision: 2 });

    // After the retry window the missing documents are asked for again (the stored full text is not).
    const later = await runJob(fetchFullTextsJob({ ...hooks(), now: afterRetryWindow }), { limit: 2 });
    expect(later).toMatchObject({ status: "succeeded", stats: { candidates: 2, notFound: 2 } });
    expect(requests).toEqual(["/docs/jb-KORE900000011.zip", "/docs/jb-KORE900000007.zip"]);
  });

  it("stores a document without a full-text section and does not ask for it again", async () => {
    const withoutText = documentXml("KORE900000011").replace(
      '<gruende><dl class="RspDL"><dt><a name="rd_1">1</a></dt><dd><p>Die Rechtsbeschwerde ist nicht statthaft.</p></dd></dl></gruende>',
      "<gruende/>",
    );
    documents.set("KORE900000011", zipOf("KORE900000011.xml", withoutText));
    const result = await runJob(fetchFullTextsJob(hooks()), { limit: 1 });
    expect(result).toMatchObject({ status: "succeeded", stats: { candidates: 1, fullTexts: 0, withoutFullText: 1 } });
    // What the document adds (its tenor) is stored; the decision keeps its id.
    expect(await byId("rii-kore900000011")).toMatchObject({
      fullTextHtml: null,
      tenor: "Die Rechtsbeschwerde wird als unzulässig verworfen.",
      revision: 2,
    });
    expect(await reasonOf("KORE900000011")).toBe("full text: the RII document has no full-text section");
    requests.length = 0;
    await runJob(fetchFullTextsJob(hooks()), { limit: 1 });
    expect(requests).toEqual(["/docs/jb-KORE900000007.zip"]);
  });

  it("quarantines a document served under another number instead of creating a second decision", async () => {
    documents.set("KORE900000011", zipOf("KORE700000003.xml", riiXml));
    const result = await runJob(fetchFullTextsJob(hooks()), { limit: 1 });
    expect(result).toMatchObject({ status: "succeeded", stats: { candidates: 1, updated: 0, new: 0, quarantined: 1 } });
    expect(await reasonOf("KORE900000011")).toMatch(/is KORE700000003, not KORE900000011/);
    expect(await byId("rii-kore900000011")).toMatchObject({ fullTextHtml: null, revision: 1 });
    expect(await byId("rii-kore700000003")).toMatchObject({ fullTextHtml: null, revision: 1 });
    expect(await rowsOf("KORE700000003")).toBe(1);
  });

  it("refuses a response larger than its bound, and a ZIP whose XML unpacks beyond its bound", async () => {
    // Newest first: KORE900000011, KORE900000007; each ZIP holds a padded document.
    const padded = (doknr: string) => zipOf(`${doknr}.xml`, documentXml(doknr) + " ".repeat(5000));
    documents.set("KORE900000011", padded("KORE900000011"));
    documents.set("KORE900000007", padded("KORE900000007"));
    const big = await runJob(
      fetchFullTextsJob({
        ...hooks(),
        maxZipBytes:
          Math.min(documents.get("KORE900000011")!.byteLength, documents.get("KORE900000007")!.byteLength) - 1,
      }),
      { limit: 2 },
    );
    expect(big).toMatchObject({ status: "succeeded", stats: { candidates: 2, quarantined: 2, updated: 0 } });
    expect(await reasonOf("KORE900000011")).toMatch(
      /^full text: GET .*jb-KORE900000011\.zip: the response is larger than \d+ bytes$/,
    );

    const unpacked = await runJob(fetchFullTextsJob({ ...hooks(), now: afterRetryWindow, maxXmlBytes: 5000 }), {
      limit: 2,
    });
    expect(unpacked).toMatchObject({ status: "succeeded", stats: { candidates: 2, quarantined: 2, updated: 0 } });
    expect(await reasonOf("KORE900000007")).toMatch(
      /^full text: the XML file in the ZIP unpacks to \d+ bytes \(more than 5000\)$/,
    );
    expect(await byId("rii-kore900000007")).toMatchObject({ fullTextHtml: null, revision: 1 });
  });

  it("an unreachable host ends the run with one warning and records nothing as missing; the scheduler keeps going", async () => {
    // A port that nobody listens on.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const warn = vi.spyOn(logger, "warn");
    const quarantineBefore = await listQuarantine({ source: "rii" });
    const job = {
      ...fetchFullTextsJob({ ...hooks(), baseUrl: `http://127.0.0.1:${port}/docs/` }),
      id: "test-fetch-full-texts-down",
    } as JobDefinition;
    const scheduler = startScheduler([job], { tickMs: 3_600_000 });
    try {
      await scheduler.tick();
      await scheduler.settled();
    } finally {
      await scheduler.stop();
    }
    const runs = await getDb().select().from(jobRuns).where(eq(jobRuns.jobId, job.id));
    expect(runs.map((run) => run.status)).toEqual(["failed"]);
    expect(runs[0]!.error).toMatch(/^source unreachable: http:\/\/127\.0\.0\.1:\d+\/docs\/jb-KORE900000011\.zip \(/);
    const warnings = warn.mock.calls.filter(([, message]) => message === "source unreachable; will retry");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]![0]).toMatchObject({ job: job.id, error: expect.stringMatching(/^source unreachable: /) });
    // Nothing recorded as missing: the documents are asked for again when the host is back.
    expect(await listQuarantine({ source: "rii" })).toEqual(quarantineBefore);
  });

  it("a wrong address (every document missing) or a refusing host ends the run instead of recording the documents as missing", async () => {
    const quarantineBefore = await listQuarantine({ source: "rii" });
    requests.length = 0;
    const result = await runJob(fetchFullTextsJob({ ...hooks(), baseUrl: `${base}/wrong/`, missingInARow: 3 }), {});
    expect(result).toMatchObject({
      status: "failed",
      error: expect.stringMatching(
        /^source unreachable: 3 documents in a row not found under http:.*\/wrong\/ \(HTTP 404\); is RII_DOCUMENTS_URL right\?$/,
      ),
    });
    expect(requests).toEqual([
      "/wrong/jb-KORE900000011.zip",
      "/wrong/jb-KORE900000007.zip",
      "/wrong/jb-KORE900000006.zip",
    ]);
    expect(await listQuarantine({ source: "rii" })).toEqual(quarantineBefore);

    // Refused (403) for one document means refused for all: the run ends at the first.
    requests.length = 0;
    const refused = await runJob(fetchFullTextsJob({ ...hooks(), baseUrl: `${base}/forbidden/` }), {});
    expect(refused).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/^source unreachable: .*\/forbidden\/jb-KORE900000011\.zip refused \(HTTP 403\)$/),
    });
    expect(requests).toEqual(["/forbidden/jb-KORE900000011.zip"]);
    expect(await listQuarantine({ source: "rii" })).toEqual(quarantineBefore);
  });

  it("keeps what it stored before the host went away, and tells the feeds", async () => {
    // The first document asked for (KORE900000011, the newest) is served; then the host answers 503.
    const first = zipOf("KORE900000011.xml", documentXml("KORE900000011"));
    let served = 0;
    const flaky = http.createServer((req, res) => {
      if (served === 0 && req.url?.endsWith("/jb-KORE900000011.zip")) {
        served++;
        res.end(Buffer.from(first));
        return;
      }
      res.statusCode = 503;
      res.end();
    });
    await new Promise<void>((resolve) => flaky.listen(0, "127.0.0.1", resolve));
    let changes = 0;
    const stop = onDataChanged("decisions", () => changes++);
    try {
      const baseUrl = `http://127.0.0.1:${(flaky.address() as { port: number }).port}/docs/`;
      const result = await runJob(fetchFullTextsJob({ ...hooks(), baseUrl }), {});
      expect(result).toMatchObject({
        status: "failed",
        error: expect.stringMatching(/^source unreachable: .*jb-KORE900000007\.zip.*HTTP 503/),
      });
    } finally {
      stop();
      await new Promise<void>((resolve) => flaky.close(() => resolve()));
    }
    expect(served).toBe(1);
    expect(changes).toBe(1);
    const stored = await byId("rii-kore900000011");
    expect(stored).toMatchObject({ revision: 2, panel: "5. Strafsenat", ecli: "ECLI:DE:BGH:2023:250623B5AR1.23.0" });
    expect(stored!.fullTextHtml).toContain("Die Rechtsbeschwerde ist nicht statthaft.");
    expect(await reasonOf("KORE900000011")).toBeUndefined();
  });

  it("the rii TOC import leaves metadata-only decisions to this job and does not fetch again what it stored", async () => {
    const item = (doknr: string, modified: string) =>
      `<item><gericht>BGH</gericht><entsch-datum>20100114</entsch-datum><aktenzeichen>X</aktenzeichen><link>${base}/docs/jb-${doknr}.zip</link><modified>${modified}</modified></item>`;
    // KORE700000003: stored by the job, unchanged since; JURE900000001: metadata only; KARE600000001: new.
    toc = `<?xml version="1.0" encoding="UTF-8"?><items>${item("KORE700000003", "2024-03-20T10:00:00Z")}${item("JURE900000001", "2024-03-20T10:00:00Z")}${item("KARE600000001", "2024-03-20T10:00:00Z")}</items>`;
    expect(await runJob(fetchFullTextsJob(hooks()), {})).toMatchObject({ stats: { fullTexts: 1 } });
    documents.set(
      "KARE600000001",
      zipOf("KARE600000001.xml", fs.readFileSync(path.join(fixtures, "rii/KARE600000001.xml"), "utf8")),
    );
    requests.length = 0;
    const result = await runJob(ingestJobs.rii, { from: `${base}/rii-toc.xml` });
    expect(result).toMatchObject({ status: "succeeded", stats: { read: 1 } });
    expect(requests).toEqual(["/rii-toc.xml", "/docs/jb-KARE600000001.zip"]);

    // A change after the job's fetch is fetched by the TOC import.
    toc = `<?xml version="1.0" encoding="UTF-8"?><items>${item("KORE700000003", "2099-01-01T00:00:00Z")}</items>`;
    requests.length = 0;
    await runJob(ingestJobs.rii, { from: `${base}/rii-toc.xml` });
    expect(requests).toEqual(["/rii-toc.xml", "/docs/jb-KORE700000003.zip"]);
  });
});
