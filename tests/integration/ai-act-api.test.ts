import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The public classifier through the real server: no account, no Origin needed (a JSON API without
// cookies), zod issues as 400, bounded body, and the per-address limit (30 a minute) as 429.
describe("POST /api/ai-act/classify on the production server", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer("ai-act-api");
  });
  afterAll(async () => server?.close());

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/ai-act/classify`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    });
  const hiring = {
    profileVersion: 1,
    roles: ["provider"],
    establishedInEu: true,
    placedOnEuMarket: true,
    annexIII: { area: "employment" },
  };

  test("a profile gets its classification, duties with dates and citations, without an account or Origin", async () => {
    const response = await post(JSON.stringify({ ...hiring, asOf: "2027-12-02" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { result } = (await response.json()) as {
      result: {
        engine: { consolidatedCelex: string };
        asOf: string;
        classifications: { id: string }[];
        obligations: { id: string; appliesFrom: string; inForce: boolean }[];
        citations: { pinpoint: string; label: string; url: string }[];
      };
    };
    expect(result.engine.consolidatedCelex).toBe("02024R1689-20260727");
    expect(result.asOf).toBe("2027-12-02");
    expect(result.classifications.map((c) => c.id)).toContain("high_risk");
    expect(result.obligations.find((o) => o.id === "high_risk_provider")).toMatchObject({
      appliesFrom: "2027-12-02",
      inForce: true,
    });
    expect(result.citations).toContainEqual({
      pinpoint: "anx_III.pt_4",
      label: "Annex III, point 4",
      url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:02024R1689-20260727#anx_III",
    });
  });

  test("an invalid profile: 400 with the issues", async () => {
    const response = await post(JSON.stringify({ ...hiring, roles: ["ceo"], asOf: "tomorrow" }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; issues: { path: string }[] } };
    expect(body.error.code).toBe("invalid_profile");
    expect(body.error.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(["roles.0", "asOf"]));
  });

  test("a profile with an Annex III point: 5(b) brings the impact assessment; a point of another area is refused", async () => {
    const credit = await post(
      JSON.stringify({
        ...hiring,
        roles: ["deployer"],
        annexIII: { area: "essential_services", point: "5b" },
        asOf: "2028-01-01",
      }),
    );
    expect(credit.status).toBe(200);
    const { result } = (await credit.json()) as { result: { obligations: { id: string; inForce: boolean }[] } };
    expect(result.obligations.find((o) => o.id === "fundamental_rights_impact_assessment")).toMatchObject({
      inForce: true,
    });
    const mismatch = await post(JSON.stringify({ ...hiring, annexIII: { area: "employment", point: "5b" } }));
    expect(mismatch.status).toBe(400);
    expect(
      ((await mismatch.json()) as { error: { issues: { path: string }[] } }).error.issues.map((issue) => issue.path),
    ).toContain("annexIII.point");
  });

  test("not JSON: 400; not declared as JSON: 415; too large: 413; GET: 405", async () => {
    expect((await post("{profile")).status).toBe(400);
    expect((await post(JSON.stringify(hiring), { "content-type": "text/plain" })).status).toBe(415);
    expect((await post(JSON.stringify({ ...hiring, padding: "x".repeat(20_000) }))).status).toBe(413);
    expect((await fetch(`${server.url}/api/ai-act/classify`)).status).toBe(405);
  });

  test("more than 30 requests a minute from one address: 429 with Retry-After", async () => {
    let response: Response | undefined;
    for (let i = 0; i < 31; i++) {
      response = await post(JSON.stringify(hiring));
      if (response.status === 429) break;
      await response.body?.cancel();
    }
    expect(response!.status).toBe(429);
    expect(Number(response!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response!.text()).toContain("Too many AI Act checks");
  });

  test("the public check's downloads: 30 a minute from one address, then 429 with Retry-After", async () => {
    const download = () =>
      fetch(
        `${server.url}/ai-act-check/export?subject=ai_system&role=provider&eu=yes&market=yes&area=employment&step=result&format=docx`,
      );
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await download();
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await response.text()).toContain("Too many AI Act checks");
        break;
      }
      await response.body?.cancel();
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
  });
});
