import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { zipSync, strToU8 } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb, queryRows } from "#app/db/client.server.ts";
import { courts } from "#app/db/schema/courts.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import { importCourtRegistry } from "#app/domain/courts/import-courts.server.ts";
import { onDataChanged } from "#app/utils/events.server.ts";
import { emptyTestDatabase, useTestDatabase } from "#tests/support/database.ts";
import { freePort } from "#tests/support/server-process.ts";
import { importDecisions } from "./import-decisions.server.ts";
import { listQuarantine } from "./quarantine.server.ts";
import { readSource } from "./read-source.server.ts";

// Every test gets an empty database and imports what it builds on itself, so that tests pass alone
// and in any order.
useTestDatabase();
beforeEach(async () => {
  await emptyTestDatabase();
});
const fixtures = path.resolve(import.meta.dirname, "../../../../tests/fixtures/court-data");
const today = "2026-01-01";
const run = (source: "rii" | "neuris" | "oldp", from: string) =>
  importDecisions({ source, items: readSource(source, { from }), today });
const bySource = (source: string, sourceId: string) =>
  getDb()
    .select()
    .from(decisions)
    .where(eq(decisions.sourceId, sourceId))
    .then((rows) => rows.find((row) => row.source === source));
const importRegistry = () =>
  importCourtRegistry({
    xjustizJson: path.join(fixtures, "courts/xjustiz-gerichte.json"),
    ecliTsv: path.join(fixtures, "courts/ecli-courts.tsv"),
  });
/** The local fixtures of each source, imported as a test's starting point. */
const importOldp = () => run("oldp", path.join(fixtures, "oldp-cases.jsonl.gz"));
const importRii = () => run("rii", path.join(fixtures, "rii"));
const importNeuris = () => run("neuris", path.join(fixtures, "neuris"));

describe("importers with an empty court registry", () => {
  it("imports Open Legal Data from what each record says about its court", async () => {
    const stats = await run("oldp", path.join(fixtures, "oldp-cases.jsonl.gz"));
    expect(stats).toMatchObject({ read: 8, new: 4, quarantined: 4 });
    expect(await bySource("oldp", "900003")).toMatchObject({
      courtName: "Oberlandesgericht München",
      region: "bayern",
      branch: "ordinary",
      level: "Oberlandesgericht",
      ecli: null,
      courtId: null,
      tenor: "I. Die Berufung wird zurückgewiesen.",
      title: "Oberlandesgericht München, Endurteil vom 13.10.2022 – 25 U 1/21",
    });
    expect(await bySource("oldp", "900006")).toMatchObject({
      decisionDate: "2022-10-14",
      region: "nordrhein-westfalen",
    });
  });

  it("leaves nothing in the search indexes' pending lists, which every search would read", async () => {
    // The import above inserted decisions: their index entries are merged, so there is nothing left to clean.
    for (const index of ["decisions_search_idx", "decisions_file_numbers_idx"]) {
      const [row] = await queryRows<{ pages: number }>(
        sql`select gin_clean_pending_list(${index}::regclass)::int as pages`,
      );
      expect(row?.pages, index).toBe(0);
    }
  });

  it("reads the plain .jsonl dump like the gzipped one", async () => {
    await importOldp();
    const stats = await run("oldp", path.join(fixtures, "oldp/cases.jsonl"));
    expect(stats).toMatchObject({ read: 8, new: 0, unchanged: 4, quarantined: 4 });
  });

  it("--since filters local NeuRIS and Open Legal Data files by decision date", async () => {
    await importOldp();
    const oldp = await importDecisions({
      source: "oldp",
      today,
      items: readSource("oldp", { from: path.join(fixtures, "oldp"), since: "2022-10-12" }),
    });
    // 2022-10-13, 14.10.2022, 2027 (quarantined), a broken line and "gestern" (no readable date: kept).
    expect(oldp).toMatchObject({ read: 5, unchanged: 2, quarantined: 3 });
    const ids: string[] = [];
    for await (const item of readSource("neuris", { from: path.join(fixtures, "neuris"), since: "2025-01-01" }))
      ids.push(item.kind === "record" ? item.raw.sourceId : item.sourceId);
    // KORE600500001 (2025-04-09) and KARE600500002 (2025-02-30, unreadable: kept for the quarantine).
    expect(ids.sort()).toEqual(["KARE600500002", "KORE600500001"]);
  });
});

describe("importers with the court registry", () => {
  beforeEach(() => importRegistry());

  it("imports rii decisions from the table of contents and links them to the registry", async () => {
    const stats = await run("rii", path.join(fixtures, "rii"));
    expect(stats).toMatchObject({ read: 3, new: 2, quarantined: 1 });
    const bag = await bySource("rii", "KARE600000001");
    const [registryBag] = await getDb().select().from(courts).where(eq(courts.slug, "bundesarbeitsgericht"));
    expect(bag).toMatchObject({
      id: "rii-kare600000001",
      ecli: "ECLI:DE:BAG:2024:120324.U.9AZR100.23.0",
      fileNumbers: ["9 AZR 100/23", "9 AZR 101/23"],
      courtId: registryBag!.id,
      courtName: "Bundesarbeitsgericht",
      region: "bund",
      branch: "labour",
      decisionDate: "2024-03-12",
      decisionType: "Urteil",
      title: "Verfall von Urlaubsansprüchen - Mitwirkungsobliegenheit des Arbeitgebers",
      headnote: "Der Urlaubsanspruch verfällt nur bei rechtzeitigem Hinweis & Aufforderung.",
      tenor: "Die Revision der Beklagten wird zurückgewiesen.",
      revision: 1,
      sourceModified: "2024-03-20T10:00:00Z",
    });
    expect(bag!.fullTextHtml).toContain('<a class="rn" id="rn-2" href="#rn-2">2</a>');
    expect(bag!.fullTextHtml).not.toMatch(/script|onclick/);
  });

  it("re-importing the same input changes nothing, and the TOC skips unchanged decisions", async () => {
    await importRii();
    const before = await bySource("rii", "KARE600000001");
    const stats = await run("rii", path.join(fixtures, "rii"));
    // Only the quarantined record is read again; the unchanged two are skipped by their <modified>.
    expect(stats).toMatchObject({ read: 1, new: 0, updated: 0, quarantined: 1 });
    const again = await run("rii", path.join(fixtures, "rii/KARE600000001.xml"));
    expect(again).toMatchObject({ read: 1, unchanged: 1, updated: 0 });
    const after = await bySource("rii", "KARE600000001");
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    expect(after!.revision).toBe(1);
  });

  it("a changed record updates its text, increments the revision and notifies the feeds", async () => {
    await importRii();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "rii-"));
    const xml = fs
      .readFileSync(path.join(fixtures, "rii/KARE600000001.xml"), "utf8")
      .replace("ist unbegründet", "ist offensichtlich unbegründet");
    fs.writeFileSync(path.join(folder, "jb-KARE600000001.zip"), zipSync({ "KARE600000001.xml": strToU8(xml) }));
    let notified = 0;
    const off = onDataChanged("decisions", () => notified++);
    const stats = await run("rii", folder);
    off();
    expect(stats).toMatchObject({ read: 1, updated: 1 });
    expect(notified).toBe(1);
    const row = await bySource("rii", "KARE600000001");
    expect(row).toMatchObject({ revision: 2 });
    expect(row!.fullTextHtml).toContain("offensichtlich unbegründet");
  });

  it("imports NeuRIS JSON details and LegalDocML, quarantining an impossible date", async () => {
    const stats = await run("neuris", path.join(fixtures, "neuris"));
    expect(stats).toMatchObject({ read: 4, new: 3, quarantined: 1 });
    expect(await bySource("neuris", "KORE600500001")).toMatchObject({
      courtName: "Bundesgerichtshof",
      region: "bund",
      title: "Zur Minderung der Miete bei Baulärm",
      headnote: "Baulärm vom Nachbargrundstück ist kein Mangel, wenn der Vermieter ihn nicht abwehren kann.",
    });
    expect(await bySource("neuris", "KORE600500004")).toMatchObject({
      courtName: "Arbeitsgericht Köln",
      region: "nordrhein-westfalen",
      branch: "labour",
      tenor: "Der Klage wird stattgegeben.",
      fileNumbers: ["5 Ca 1020/23"],
    });
  });

  it("a record whose ECLI another source already published is not stored twice", async () => {
    await importNeuris();
    const detail = JSON.parse(fs.readFileSync(path.join(fixtures, "neuris/KORE600500003.json"), "utf8"));
    const stats = await importDecisions({
      source: "oldp",
      today,
      items: [
        {
          kind: "record",
          raw: {
            source: "oldp",
            sourceId: "777",
            ecli: detail.ecli,
            fileNumbers: "3 Sa 200/24",
            courtName: "LAG Düsseldorf",
            decisionDate: "2024-11-05",
          },
        },
      ],
    });
    expect(stats).toMatchObject({ new: 0, duplicates: 1 });
  });

  it("ECLIs match case-insensitively across sources, and a duplicate's PDF link is kept", async () => {
    await importNeuris();
    const detail = JSON.parse(fs.readFileSync(path.join(fixtures, "neuris/KORE600500003.json"), "utf8"));
    const variant = (detail.ecli as string).replace("LAGD", "LAGd").toLowerCase().replace(/^ecli/, "ECLI");
    expect(variant).not.toBe(detail.ecli);
    const before = await bySource("neuris", "KORE600500003");
    expect(before!.pdfUrl).toBeNull();
    const record = (sourceId: string, pdfUrl?: string) => ({
      kind: "record" as const,
      raw: {
        source: "oldp" as const,
        sourceId,
        ecli: variant,
        fileNumbers: "3 Sa 200/24",
        courtName: "LAG Düsseldorf",
        decisionDate: "2024-11-05",
        pdfUrl,
      },
    });
    // Without a PDF link: a plain duplicate, nothing changes.
    expect(await importDecisions({ source: "oldp", today, items: [record("778")] })).toMatchObject({
      new: 0,
      duplicates: 1,
    });
    expect(await bySource("oldp", "778")).toBeUndefined();
    expect((await bySource("neuris", "KORE600500003"))!.revision).toBe(before!.revision);

    // With one: the published decision takes the link over (one row, revision raised once).
    const pdfUrl = "https://example.org/lagd-3-sa-200-24.pdf";
    expect(await importDecisions({ source: "oldp", today, items: [record("779", pdfUrl)] })).toMatchObject({
      new: 0,
      duplicates: 1,
    });
    expect(await importDecisions({ source: "oldp", today, items: [record("779", pdfUrl)] })).toMatchObject({
      new: 0,
      duplicates: 1,
    });
    const merged = await bySource("neuris", "KORE600500003");
    expect(merged).toMatchObject({ pdfUrl, revision: before!.revision + 1 });
    const rows = await getDb()
      .select({ id: decisions.id })
      .from(decisions)
      .where(sql`upper(${decisions.ecli}) = ${variant.toUpperCase()}`);
    expect(rows).toHaveLength(1);

    // Re-importing the first source (no PDF link of its own) keeps the link, changed or not.
    expect(await run("neuris", path.join(fixtures, "neuris/KORE600500003.json"))).toMatchObject({ unchanged: 1 });
    const changed = fs.mkdtempSync(path.join(os.tmpdir(), "neuris-"));
    fs.writeFileSync(
      path.join(changed, "KORE600500003.json"),
      JSON.stringify({ ...detail, tenor: "<p>Die Berufung wird als unzulässig verworfen.</p>" }),
    );
    expect(await run("neuris", changed)).toMatchObject({ updated: 1 });
    expect(await bySource("neuris", "KORE600500003")).toMatchObject({
      pdfUrl,
      tenor: "Die Berufung wird als unzulässig verworfen.",
    });
  });

  it("two case variants of one ECLI in the same batch give one decision with the PDF link", async () => {
    const ecli = "ECLI:DE:BVerfG:2024:rk20240101.1bvr000124";
    const base = { fileNumbers: "1 BvR 1/24", courtName: "Bundesverfassungsgericht", decisionDate: "2024-01-01" };
    const stats = await importDecisions({
      source: "oldp",
      today,
      items: [
        { kind: "record", raw: { source: "oldp", sourceId: "880", ecli, ...base } },
        {
          kind: "record",
          raw: {
            source: "oldp",
            sourceId: "881",
            ecli: ecli.toUpperCase(),
            pdfUrl: "https://example.org/1bvr000124.pdf",
            ...base,
          },
        },
      ],
    });
    expect(stats).toMatchObject({ new: 1, duplicates: 1 });
    expect(await bySource("oldp", "880")).toMatchObject({ ecli, pdfUrl: "https://example.org/1bvr000124.pdf" });
  });

  it("lists quarantined records with their reasons", async () => {
    await importOldp();
    await importRii();
    await importNeuris();
    const entries = await listQuarantine();
    const reasons = Object.fromEntries(entries.map((entry) => [`${entry.source}:${entry.sourceId}`, entry.reason]));
    expect(reasons["oldp:900002"]).toBe("decision date in the future: 2027-04-06");
    expect(reasons["oldp:900005"]).toBe("no court");
    expect(reasons["oldp:900007"]).toMatch(/unparseable decision date/);
    expect(reasons["oldp:oldp-cases.jsonl.gz:7"]).toMatch(/unparseable record/);
    expect(reasons["rii:KORE700000002"]).toMatch(/unparseable decision date: "20191332"/);
    expect(reasons["neuris:KARE600500002"]).toMatch(/unparseable decision date/);
    const published = await getDb()
      .select({ id: decisions.id })
      .from(decisions)
      .where(eq(decisions.sourceId, "900002"));
    expect(published).toEqual([]);
  });
});

describe("live sources over HTTP (a local fake server)", () => {
  let server: http.Server;
  let base = "";
  const requests: string[] = [];
  // The registry knows the courts the NeuRIS records name ("LArbG Düsseldorf").
  beforeEach(() => importRegistry());
  beforeAll(async () => {
    const riiXml = fs
      .readFileSync(path.join(fixtures, "rii/KORE700000003.xml"), "utf8")
      .replace(/KORE700000003/g, "KORE700000099")
      .replace("IX ZB 73/08", "IX ZB 99/08")
      .replace("ECLI:DE:BGH:2010:140110BIXZB72.08.0", "ECLI:DE:BGH:2010:140110BIXZB99.08.0");
    server = http.createServer((req, res) => {
      requests.push(req.url ?? "");
      const url = new URL(req.url ?? "/", "http://x");
      if (url.pathname === "/rii-toc.xml") {
        res.setHeader("content-type", "application/xml");
        res.end(
          `<items><item><gericht>BGH</gericht><entsch-datum>20100114</entsch-datum><aktenzeichen>IX ZB 99/08</aktenzeichen><link>${base}/docs/jb-KORE700000099.zip</link><modified>2016-01-25T22:46:20Z</modified></item></items>`,
        );
      } else if (url.pathname === "/docs/jb-KORE700000099.zip") {
        res.end(Buffer.from(zipSync({ "KORE700000099.xml": strToU8(riiXml) })));
      } else if (url.pathname === "/v1/case-law") {
        const page =
          url.searchParams.get("pageIndex") === "0"
            ? fs.readFileSync(path.join(fixtures, "neuris-api/case-law-page-0.json"), "utf8")
            : '{"member":[]}';
        res.setHeader("content-type", "application/json");
        res.end(page);
      } else if (url.pathname.startsWith("/v1/case-law/")) {
        const id = url.pathname.split("/").pop();
        const details = [
          ...JSON.parse(fs.readFileSync(path.join(fixtures, "neuris/case-law-details.json"), "utf8")),
          JSON.parse(fs.readFileSync(path.join(fixtures, "neuris/KORE600500003.json"), "utf8")),
        ];
        const detail = details.find((entry: { documentNumber: string }) => entry.documentNumber === id);
        res.statusCode = detail ? 200 : 404;
        res.end(JSON.stringify(detail ?? { error: "not found" }));
      } else if (url.pathname === "/paged/v1/case-law") {
        const pageIndex = url.searchParams.get("pageIndex");
        res.setHeader("content-type", "application/json");
        res.end(
          pageIndex === "0" || pageIndex === "1"
            ? fs.readFileSync(path.join(fixtures, `neuris-api/two-pages-${pageIndex}.json`), "utf8")
            : '{"member":[]}',
        );
      } else if (url.pathname.startsWith("/paged/v1/case-law/")) {
        const id = url.pathname.split("/").pop();
        const file = id === "KORE600500003" ? "neuris/KORE600500003.json" : "neuris/case-law-details.json";
        const json = JSON.parse(fs.readFileSync(path.join(fixtures, file), "utf8"));
        res.end(
          JSON.stringify(
            Array.isArray(json) ? json.find((entry: { documentNumber: string }) => entry.documentNumber === id) : json,
          ),
        );
      } else if (url.pathname === "/api/cases/") {
        // The Open Legal Data cases API: `results` and an absolute `next` link (null on the last page).
        const lines = fs
          .readFileSync(path.join(fixtures, "oldp/cases.jsonl"), "utf8")
          .split("\n")
          .filter((line) => line.trim());
        const records = lines.flatMap((line) => {
          try {
            return [JSON.parse(line)];
          } catch {
            return [];
          }
        });
        const second = url.searchParams.get("page") === "2";
        res.setHeader("content-type", "application/json");
        res.end(
          JSON.stringify({
            count: records.length,
            next: second ? null : `${base}/api/cases/?format=json&page=2`,
            previous: null,
            results: second ? records.slice(4) : records.slice(0, 4),
          }),
        );
      } else if (url.pathname === "/dump/cases.jsonl") {
        res.end(fs.readFileSync(path.join(fixtures, "oldp/cases.jsonl")));
      } else if (url.pathname === "/down") {
        res.statusCode = 503;
        res.end();
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("fetches the rii TOC and the ZIP of each new decision", async () => {
    const stats = await importDecisions({
      source: "rii",
      today,
      items: readSource("rii", { from: `${base}/rii-toc.xml` }),
    });
    expect(stats).toMatchObject({ read: 1, new: 1 });
    expect(requests).toContain("/docs/jb-KORE700000099.zip");
  });

  it("pages NeuRIS /v1/case-law by date and fetches each detail", async () => {
    await importNeuris();
    const stats = await importDecisions({
      source: "neuris",
      today,
      items: readSource("neuris", { from: base, since: "2024-01-01", http: { minIntervalMs: 0 } }),
    });
    expect(stats).toMatchObject({ read: 2, unchanged: 2 });
    expect(requests.find((request) => request.startsWith("/v1/case-law?"))).toContain("dateFrom=2024-01-01");
  });

  it("follows NeuRIS view.next to the second page and stops after the last", async () => {
    await importNeuris();
    requests.length = 0;
    const stats = await importDecisions({
      source: "neuris",
      today,
      items: readSource("neuris", { from: `${base}/paged`, http: { minIntervalMs: 0 } }),
    });
    expect(stats).toMatchObject({ read: 2, unchanged: 2 });
    const pages = requests
      .filter((request) => request.startsWith("/paged/v1/case-law?"))
      .map((request) => new URL(request, base).searchParams.get("pageIndex"));
    expect(pages).toEqual(["0", "1"]);
    expect(requests).toEqual(
      expect.arrayContaining(["/paged/v1/case-law/KORE600500001", "/paged/v1/case-law/KORE600500003"]),
    );
  });

  it("pages the Open Legal Data cases API by its next links", async () => {
    await importOldp();
    requests.length = 0;
    const stats = await importDecisions({
      source: "oldp",
      today,
      items: readSource("oldp", { from: `${base}/api/cases/`, since: "2022-01-01" }),
    });
    // Page 1: 900001–900004, page 2: 900005–900007 (7 records; the dump's broken line is not in the API).
    expect(stats).toMatchObject({ read: 7, new: 0, quarantined: 3 });
    // The four good ones are stored already, from the dump.
    expect(stats).toMatchObject({ unchanged: 4, updated: 0 });
    expect(requests).toHaveLength(2);
    expect(new URL(requests[0]!, base).searchParams.get("date_after")).toBe("2022-01-01");
    expect(new URL(requests[1]!, base).searchParams.get("page")).toBe("2");
  });

  it("filters an Open Legal Data .jsonl dump URL by --since", async () => {
    await importOldp();
    const stats = await importDecisions({
      source: "oldp",
      today,
      items: readSource("oldp", { from: `${base}/dump/cases.jsonl`, since: "2022-10-12" }),
    });
    expect(stats).toMatchObject({ read: 5, unchanged: 2, quarantined: 3 });
  });

  it("an unreachable source fails with a clear error and writes nothing", async () => {
    const items = readSource("rii", { from: `${base}/down`, http: { retries: 1 } });
    await expect(importDecisions({ source: "rii", today, items })).rejects.toThrow(
      /source unreachable: .*\/down \(.*503\)/,
    );
  });

  it('a closed port: the error names the network reason, not only "fetch failed"', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/rii-toc.xml`;
    const items = readSource("rii", { from: closed, http: { retries: 0 } });
    await expect(importDecisions({ source: "rii", today, items })).rejects.toThrow(
      /source unreachable: .*rii-toc\.xml \(fetch failed: .*ECONNREFUSED/,
    );
  });
});
