import { beforeAll, describe, expect, test } from "vitest";
import { useTestDatabase } from "#tests/support/database.ts";
import { importAct } from "../import/import-act.server.ts";
import type { Corpus, StoredProvision } from "./corpus-cache.server.ts";
import { diversify, searchLegalDocuments, versionInForce } from "./search-legal-documents.server.ts";
import type { ParsedAct, ParsedProvision } from "../types.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

useTestDatabase();

// Small synthetic acts under the real CELEX numbers, built from the parsers' output shape.
const provision = (pinpoint: string, text: string, extra: Partial<ParsedProvision> = {}): ParsedProvision => {
  const parts = pinpoint.split(".");
  return {
    pinpoint,
    kind: pinpoint.startsWith("rct_")
      ? "recital"
      : parts.length === 1
        ? "article"
        : parts.at(-1)!.startsWith("par_")
          ? "paragraph"
          : "point",
    label: pinpoint,
    heading: null,
    text,
    chapter: null,
    section: null,
    parentPinpoint: parts.length > 1 ? parts.slice(0, -1).join(".") : null,
    anchor: parts[0]!,
    ...extra,
  };
};
const act = (celex: string, provisions: ParsedProvision[], extra: Partial<ParsedAct> = {}): ParsedAct => ({
  celex,
  language: "EN",
  title: celex,
  format: "formex",
  provisions,
  warnings: [],
  ...extra,
});

const aiOriginal = act("32024R1689", [
  provision("rct_1", "Robots that bark should be regulated because barking frightens people."),
  provision("art_1", "High-risk robot rules apply from 2 August 2026."),
  provision(
    "art_2",
    "1. Robots shall not bite. 2. Robots shall not bark. 3. Robots shall not climb. 4. Robots shall not sing. 5. Robots shall not dance.",
    { heading: "Prohibited robot practices" },
  ),
  ...["bite", "bark", "climb", "sing", "dance"].map((verb, index) =>
    provision(`art_2.par_${index + 1}`, `${index + 1}. Robots shall not ${verb} at the workplace.`, {
      heading: "Prohibited robot practices",
    }),
  ),
  provision("art_3", "Robot providers shall keep a register of workplace incidents.", { heading: "Incident register" }),
  provision(
    "art_4",
    ["cleaning", "mowing", "welding", "painting", "lifting"]
      .map((task, index) => `(${index + 1}) ‘${task} robot’ means a workplace robot for ${task};`)
      .join(" "),
    { heading: "Definitions" },
  ),
  ...["cleaning", "mowing", "welding", "painting", "lifting"].map((task, index) =>
    provision(`art_4.pt_${index + 1}`, `‘${task} robot’ means a workplace robot for ${task};`, {
      heading: task,
      kind: "definition",
    }),
  ),
]);
const aiConsolidated = act(
  "32024R1689",
  [
    provision("art_1", "High-risk robot rules apply from 2 December 2027.", { amended: true }),
    provision("art_2", "1. Robots shall not bite at the workplace.", { heading: "Prohibited robot practices" }),
    provision("art_2.par_1", "1. Robots shall not bite at the workplace.", { heading: "Prohibited robot practices" }),
  ],
  {
    version: {
      celex: "02024R1689-20260727",
      label: "consolidated text of 27 July 2026",
      validFrom: "2026-07-27",
      validTo: null,
      amendedBy: ["32026R1744"],
    },
  },
);
const pld = act("32024L2853", [
  provision(
    "art_1",
    "Any person who suffers harm caused by a defective robot vacuum has a right to compensation from the manufacturer.",
    { heading: "Right to compensation" },
  ),
  provision("art_2", "Member States shall publish judgments on defective products.", { heading: "Transparency" }),
  provision(
    "rct_1",
    "Where a digital service loses the diaries that people keep there, that loss is damage: the destruction or corruption of data should be compensated.",
  ),
  provision(
    "art_3",
    "Damage includes the destruction or corruption of data that are not used for professional purposes.",
    { heading: "Damage" },
  ),
]);

beforeAll(async () => {
  await importAct({ act: aiOriginal });
  await importAct({ act: aiConsolidated });
  await importAct({ act: pld });
});

describe("versions of an act and the law in force", () => {
  test("versionInForce: the latest version applying on the day, the original before it", () => {
    const original = { validFrom: null, validTo: null };
    const consolidated = { validFrom: "2026-07-27", validTo: null };
    expect(versionInForce([original, consolidated], "2026-11-25")).toBe(consolidated);
    expect(versionInForce([original, consolidated], "2026-07-27")).toBe(consolidated);
    expect(versionInForce([original, consolidated], "2025-01-01")).toBe(original);
    expect(versionInForce([consolidated], "2025-01-01")).toBe(consolidated);
    expect(versionInForce([], "2025-01-01")).toBeUndefined();
  });

  test("asOf chooses the version quoted; matches say which version and link to it; the original's recitals stay searchable", async () => {
    const today = await searchLegalDocuments(
      {
        query: "From when do the high-risk robot rules apply?",
        asOf: "2026-11-25",
        topK: 3,
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(today.matches[0]).toMatchObject({
      pinpoint: "art_1",
      text: "High-risk robot rules apply from 2 December 2027.",
      version: "consolidated text of 27 July 2026",
      versionCelex: "02024R1689-20260727",
      amended: true,
      url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:02024R1689-20260727#art_1",
    });
    const before = await searchLegalDocuments(
      {
        query: "From when do the high-risk robot rules apply?",
        asOf: "2025-03-01",
        topK: 3,
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(before.matches[0]).toMatchObject({
      pinpoint: "art_1",
      text: "High-risk robot rules apply from 2 August 2026.",
      version: "text as adopted",
    });
    expect(before.matches[0]!.versionCelex).toBeUndefined();

    const why = await searchLegalDocuments(
      {
        query: "Why should barking robots be regulated?",
        asOf: "2026-11-25",
        topK: 5,
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(why.matches.map((match) => match.pinpoint)).toContain("rct_1");
    // Articles of the superseded text are not cited as law in force.
    expect(
      why.matches
        .filter((match) => match.celex === "32024R1689" && match.pinpoint.startsWith("art_"))
        .every((match) => match.versionCelex),
    ).toBe(true);
  });

  test("a provision the version in force no longer has is not law that day: a notice says an amending act deleted or replaced it", async () => {
    // Article 2(3) and Article 3 are in the text as adopted, not in the consolidated text of 27 July 2026.
    const today = await searchLegalDocuments(
      { query: "Does Article 2(3) AI Act still forbid robots to climb?", asOf: "2026-11-25", topK: 5 },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(today.matches.map((match) => match.pinpoint)).not.toContain("art_2.par_3");
    expect(today.notices).toEqual([
      expect.objectContaining({
        kind: "provision-not-found",
        celex: "32024R1689",
        inOtherVersion: "text as adopted",
        message: expect.stringMatching(
          /as in force on 25 November 2026 has no Article 2\(3\): the text as adopted has it, so an amending act deleted or replaced it/,
        ),
      }),
    ]);
    const whole = await searchLegalDocuments(
      { query: "Article 3 AI Act", asOf: "2026-11-25", topK: 5 },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(whole.matches.some((match) => match.celex === "32024R1689" && match.pinpoint === "art_3")).toBe(false);
    expect(whole.notices?.[0]?.message).toMatch(/has no Article 3: the text as adopted has it/);
    // Before the consolidated text applied, the text as adopted is the law: found, no notice.
    const before = await searchLegalDocuments(
      { query: "Does Article 2(3) AI Act forbid robots to climb?", asOf: "2025-03-01", topK: 5 },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(before.matches[0]).toMatchObject({ pinpoint: "art_2.par_3", version: "text as adopted" });
    expect(before.notices ?? []).toEqual([]);
    // A provision no version has is said not to exist, as before.
    const never = await searchLegalDocuments(
      { query: "Article 9 AI Act", asOf: "2026-11-25", topK: 5 },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(never.notices?.[0]?.message).toMatch(/^The AI Act has no Article 9\.$/);
  });

  test("the default day is today (injected clock)", async () => {
    const result = await searchLegalDocuments(
      { query: "From when do the high-risk robot rules apply?", topK: 1 },
      { search: searchSettingsOf(getEnv()), today: () => new Date("2025-03-01T12:00:00Z") },
    );
    expect(result.matches[0]!.text).toContain("2 August 2026");
    await expect(
      searchLegalDocuments({ query: "x", asOf: "25.11.2026" }, { search: searchSettingsOf(getEnv()) }),
    ).rejects.toThrow(/asOf must be a date/);
  });
});

describe("routing is a preference, never a filter", () => {
  test("a liability question that mentions AI still finds the liability directive", async () => {
    const { matches } = await searchLegalDocuments(
      {
        query: "Our AI robot vacuum hurt a child: who owes compensation?",
        asOf: "2026-11-25",
        topK: 5,
      },
      { search: searchSettingsOf(getEnv()) },
    );
    // Routed to the AI Act by "AI", but the directive's evidence is far stronger: it comes first.
    expect(`${matches[0]!.celex}:${matches[0]!.pinpoint}`).toBe("32024L2853:art_1");
  });

  test("a routed act ranks first when the evidence is comparable", async () => {
    const { matches } = await searchLegalDocuments(
      {
        query: "AI robots workplace incidents register",
        asOf: "2026-11-25",
        topK: 3,
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(matches[0]!.celex).toBe("32024R1689");
  });

  test("a routed act that is not installed: the best matches of the installed acts, and the notice", async () => {
    const { matches, missingActs } = await searchLegalDocuments(
      {
        query: "Is copyright infringed when a robot vacuum is sold as a defective product?",
        topK: 3,
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(missingActs).toContainEqual({
      act: "DSM Copyright Directive",
      celex: "32019L0790",
      language: "EN",
      reason: "not-installed",
    });
    expect(matches.length).toBeGreaterThan(0);
    expect(matches[0]!.celex).toBe("32024L2853");
  });

  test("indexes still restrict the search", async () => {
    const { matches } = await searchLegalDocuments(
      {
        query: "defective robot vacuum compensation",
        indexes: ["legal-index-eu-ai-act"],
        asOf: "2026-11-25",
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((match) => match.celex === "32024R1689")).toBe(true);
  });
});

describe("diversity with exact pinpoints", () => {
  test("at most two points of one article before other articles get their turn; pinpoints stay exact", () => {
    const rows: StoredProvision[] = ["art_3.pt_1", "art_3.pt_2", "art_3.pt_3", "art_3.pt_4", "art_5", "art_9"].map(
      (pinpoint, index) => ({
        id: index + 1,
        actId: 1,
        pinpoint,
        kind: "point",
        label: pinpoint,
        heading: null,
        text: pinpoint,
        parentPinpoint: null,
        url: "",
        embedding: null,
        embeddingModel: null,
        amended: false,
      }),
    );
    const corpus = {
      fingerprint: "",
      acts: [
        {
          id: 1,
          celex: "32024R1689",
          language: "EN",
          title: "",
          shortName: "AI Act",
          importedAt: new Date(0),
          version: "",
          versionLabel: null,
          validFrom: null,
          validTo: null,
          note: null,
        },
      ],
      provisions: new Map(rows.map((row) => [row.id, row])),
      byPinpoint: new Map(rows.map((row) => [`1:${row.pinpoint}`, row])),
      indexes: new Map(),
    } satisfies Corpus;
    const ranked: [number, number][] = [
      [1, 10],
      [2, 9],
      [3, 8],
      [4, 7],
      [5, 3],
      [6, 2],
    ];
    expect(diversify(corpus, ranked, 5).map((match) => match.pinpoint)).toEqual([
      "art_3.pt_1",
      "art_3.pt_2",
      "art_5",
      "art_9",
      "art_3.pt_3",
    ]);
  });

  test("the rule before its modifiers: a paragraph that qualifies another brings its article's rule, and counts half toward the cap", () => {
    const texts: [string, string][] = [
      [
        "art_10.par_2",
        "2. The laws of Member States regulating suspension or interruption of the limitation period shall not be affected by this Directive.",
      ],
      [
        "art_11",
        "Member States shall provide that the rights conferred upon the injured person shall be extinguished upon the expiry of a period of 10 years.",
      ],
      [
        "art_13",
        "This Directive shall not affect any rights which an injured person may have according to the rules of the law of contractual liability.",
      ],
      ["art_12", "The liability of the producer may not be limited or excluded by a provision limiting his liability."],
      [
        "art_10.par_1",
        "1. Member States shall provide in their legislation that a limitation period of three years shall apply to proceedings for the recovery of damages.",
      ],
      ["art_17.par_1", "1. Online content-sharing service providers perform an act of communication to the public."],
      [
        "art_17.par_3",
        "3. When a provider performs an act of communication to the public, the limitation of liability established in Article 14(1) of Directive 2000/31/EC shall not apply.",
      ],
      [
        "art_17.par_4",
        "4. If no authorisation is granted, online content-sharing service providers shall be liable unless they demonstrate best efforts.",
      ],
    ];
    const rows: StoredProvision[] = texts.map(([pinpoint, text], index) => ({
      id: index + 1,
      actId: 1,
      pinpoint,
      kind: pinpoint.includes(".par_") ? "paragraph" : "article",
      label: pinpoint,
      heading: null,
      text,
      parentPinpoint: null,
      url: "",
      embedding: null,
      embeddingModel: null,
      amended: false,
    }));
    const corpus = {
      fingerprint: "",
      acts: [
        {
          id: 1,
          celex: "31985L0374",
          language: "EN",
          title: "",
          shortName: "PLD",
          importedAt: new Date(0),
          version: "",
          versionLabel: null,
          validFrom: null,
          validTo: null,
          note: null,
        },
      ],
      provisions: new Map(rows.map((row) => [row.id, row])),
      byPinpoint: new Map(rows.map((row) => [`1:${row.pinpoint}`, row])),
      indexes: new Map(),
    } satisfies Corpus;
    // Art. 10(2) (suspension: a modifier) scores first; Art. 10(1), the three-year rule, scores below five other provisions.
    const limitation: [number, number][] = [
      [1, 10],
      [2, 9],
      [3, 8],
      [4, 7],
      [5, 1],
    ];
    expect(diversify(corpus, limitation, 3, { ruleFirst: 1 }).map((match) => match.pinpoint)).toEqual([
      "art_10.par_2",
      "art_10.par_1",
      "art_11",
    ]);
    expect(diversify(corpus, limitation, 3, { ruleFirst: 2 }).map((match) => match.pinpoint)).toEqual([
      "art_10.par_1",
      "art_10.par_2",
      "art_11",
    ]);
    expect(diversify(corpus, limitation, 3).map((match) => match.pinpoint)).toEqual([
      "art_10.par_2",
      "art_11",
      "art_13",
    ]);
    // Art. 17(1) and 17(3) (a modifier) take one and a half of the two places of Art. 17: 17(4) still gets its turn.
    const platform: [number, number][] = [
      [6, 10],
      [7, 9],
      [8, 8],
      [2, 1],
    ];
    expect(diversify(corpus, platform, 3, { ruleFirst: 1 }).map((match) => match.pinpoint)).toEqual([
      "art_17.par_1",
      "art_17.par_3",
      "art_17.par_4",
    ]);
    expect(diversify(corpus, platform, 3).map((match) => match.pinpoint)).toEqual([
      "art_17.par_1",
      "art_17.par_3",
      "art_11",
    ]);
    // A question whether someone is liable (ADR 105): the paragraph that says when (17(4): "shall be liable … unless") comes right after the rule, however low it scored.
    const liable: [number, number][] = [
      [6, 10],
      [2, 9],
      [3, 8],
      [8, 1],
    ];
    expect(diversify(corpus, liable, 3, { ruleFirst: 1, liability: true }).map((match) => match.pinpoint)).toEqual([
      "art_17.par_1",
      "art_17.par_4",
      "art_11",
    ]);
    expect(diversify(corpus, liable, 3, { ruleFirst: 1 }).map((match) => match.pinpoint)).toEqual([
      "art_17.par_1",
      "art_11",
      "art_13",
    ]);
  });

  test("the per-article cap defers a provision only for others with a share of its evidence (ADR 105)", () => {
    const texts = ["art_17.par_1", "art_17.par_2", "art_17.par_9", "art_28", "art_30"];
    const rows: StoredProvision[] = texts.map((pinpoint, index) => ({
      id: index + 1,
      actId: 1,
      pinpoint,
      kind: pinpoint.includes(".par_") ? "paragraph" : "article",
      label: pinpoint,
      heading: null,
      text: pinpoint,
      parentPinpoint: null,
      url: "",
      embedding: null,
      embeddingModel: null,
      amended: false,
    }));
    const corpus = {
      fingerprint: "",
      acts: [
        {
          id: 1,
          celex: "32019L0790",
          language: "EN",
          title: "",
          shortName: "DSM",
          importedAt: new Date(0),
          version: "",
          versionLabel: null,
          validFrom: null,
          validTo: null,
          note: null,
        },
      ],
      provisions: new Map(rows.map((row) => [row.id, row])),
      byPinpoint: new Map(rows.map((row) => [`1:${row.pinpoint}`, row])),
      indexes: new Map(),
    } satisfies Corpus;
    // Art. 17(9) scores 8; Art. 28 and 30, which hardly match, 3 and 2: below 0.6 of it, they wait.
    const ranked: [number, number][] = [
      [1, 10],
      [2, 9],
      [3, 8],
      [4, 3],
      [5, 2],
    ];
    expect(diversify(corpus, ranked, 4, { deferShare: 0.6 }).map((match) => match.pinpoint)).toEqual([
      "art_17.par_1",
      "art_17.par_2",
      "art_17.par_9",
      "art_28",
    ]);
    expect(diversify(corpus, ranked, 4).map((match) => match.pinpoint)).toEqual([
      "art_17.par_1",
      "art_17.par_2",
      "art_28",
      "art_30",
    ]);
  });

  test("the article is cited by the paragraph that carries the evidence", async () => {
    const { matches } = await searchLegalDocuments(
      {
        query: "May robots climb at the workplace?",
        asOf: "2025-03-01",
        topK: 3,
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(matches[0]!.pinpoint).toBe("art_2.par_3");
  });

  test("a question in a recital's plainer words reaches the rule the recital explains", async () => {
    const query = "Does a digital service answer for the diaries people keep there if it loses them?";
    const { matches } = await searchLegalDocuments({ query, topK: 3 }, { search: searchSettingsOf(getEnv()) });
    const cited = (list: typeof matches) => list.map((match) => `${match.celex}:${match.pinpoint}`);
    expect(cited(matches).slice(0, 2)).toEqual(["32024L2853:art_3", "32024L2853:rct_1"]);
    const without = await searchLegalDocuments(
      { query, topK: 3 },
      { search: searchSettingsOf(getEnv()), ranking: { recitalLinks: 0 } },
    );
    expect(cited(without.matches)).toContain("32024L2853:rct_1");
    expect(cited(without.matches)).not.toContain("32024L2853:art_3");
  });

  test("a recital ranks below the rule it explains unless the reasons are asked for", async () => {
    const rule = await searchLegalDocuments(
      { query: "barking robots", asOf: "2025-03-01", topK: 5 },
      { search: searchSettingsOf(getEnv()) },
    );
    const pinpoints = rule.matches.map((match) => match.pinpoint);
    expect(pinpoints.indexOf("rct_1")).toBeGreaterThan(pinpoints.indexOf("art_2.par_2"));
    const reasons = await searchLegalDocuments(
      {
        query: "Which recital explains why barking robots are regulated?",
        asOf: "2025-03-01",
        topK: 5,
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(reasons.matches[0]!.pinpoint).toBe("rct_1");
  });
});
