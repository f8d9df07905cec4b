import { describe, expect, test } from "vitest";
import { citedActs, withoutActNumbers } from "./cited-acts.ts";
import { actsToSearch } from "./search-legal-documents.server.ts";

const celexes = (query: string) => citedActs(query).map((act) => act.celex);

describe("acts cited by number or year", () => {
  test.each([
    ["Does Directive 85/374/EEC have a defence for the state of knowledge?", ["31985L0374"]],
    ["Was muss der Geschädigte nach der Richtlinie 85/374/EWG beweisen?", ["31985L0374"]],
    ["Under the 1985 product liability directive, who is the producer?", ["31985L0374"]],
    ["Wer gilt als Hersteller nach der Produkthaftungsrichtlinie von 1985?", ["31985L0374"]],
    ["What does Regulation (EU) 2024/1689 require of deployers?", ["32024R1689"]],
    ["Article 17 of Directive (EU) 2019/790", ["32019L0790"]],
    ["Directive 2024/2853 and Directive 85/374/EEC compared", ["32024L2853", "31985L0374"]],
    ["Is the defence available under the 1985 directive and under the 2024 directive?", ["32024L2853", "31985L0374"]],
    ["Was verlangt die Verordnung von 2024?", ["32024R1689"]],
  ])("%s → %j", (query, expected) => {
    expect(celexes(query)).toEqual(expected);
  });

  test("a year alone, a year two acts of the named kind share, or a longer number cites nothing", () => {
    expect(celexes("A toaster placed on the market in 2019 caught fire last week")).toEqual([]);
    expect(celexes("Under the 2024 rules, who is liable?")).toEqual([]);
    expect(celexes("Invoice 185/3740 was paid")).toEqual([]);
  });

  test("a cited act replaces the other acts of its topic in routing, and other named topics stay", () => {
    expect(actsToSearch("Is the producer liable under Directive 85/374/EEC?").map((act) => act.celex)).toEqual([
      "31985L0374",
    ]);
    expect(actsToSearch("Is an AI system a product under the 1985 directive?").map((act) => act.celex)).toEqual([
      "32024R1689",
      "31985L0374",
    ]);
    expect(
      actsToSearch("Is the producer liable under Directive 85/374/EEC?", ["legal-index-eu-liability"], {
        citations: false,
      }).map((act) => act.celex),
    ).toEqual(["32024L2853", "31985L0374"]);
  });

  test("an act named unambiguously routes like a citation (ADR 107); a name either directive bears does not", () => {
    // The compound names its topic (ADR 156): of the liability acts only the one named, no other topic.
    expect(
      actsToSearch("Welche Verjährungsfrist gilt nach der neuen Produkthaftungsrichtlinie?").map((act) => act.celex),
    ).toEqual(["32024L2853"]);
    expect(
      actsToSearch("Wann ist ein Produkt nach der alten Produkthaftungsrichtlinie fehlerhaft?").map((act) => act.celex),
    ).toEqual(["31985L0374"]);
    expect(actsToSearch("Wer haftet nach der Produkthaftungsrichtlinie?").map((act) => act.celex)).toEqual([
      "32024L2853",
      "31985L0374",
    ]);
    expect(
      actsToSearch("Welche Verjährungsfrist gilt nach der neuen Produkthaftungsrichtlinie?", undefined, {
        namedActs: false,
      }).map((act) => act.celex),
    ).toContain("31985L0374");
  });
});

describe("an act cited in a question with no topic word is the act asked about (ADR 156)", () => {
  test("the cited acts alone are routed, not every topic beside them", () => {
    expect(
      actsToSearch("Is the state-of-the-art defence available under the 1985 directive and the 2024 directive?").map(
        (act) => act.celex,
      ),
    ).toEqual(["32024L2853", "31985L0374"]);
    expect(actsToSearch("What does Regulation (EU) 2024/1689 say about sandboxes?").map((act) => act.celex)).toEqual([
      "32024R1689",
    ]);
    // A word of another topic keeps that topic beside the cited act.
    expect(actsToSearch("Is copyright affected by the 1985 directive?").map((act) => act.celex)).toEqual([
      "32019L0790",
      "31985L0374",
    ]);
  });
});

describe("act numbers are not ranking words", () => {
  test("a known act's number, its series and its (EU) prefix go; article references and other acts' numbers stay", () => {
    expect(withoutActNumbers("Does Directive 85/374/EEC have a defence?").replace(/\s+/g, " ")).toBe(
      "Does Directive have a defence?",
    );
    expect(withoutActNumbers("Regulation (EU) 2024/1689 and Directive 2019/790").replace(/\s+/g, " ").trim()).toBe(
      "Regulation and Directive",
    );
    expect(withoutActNumbers("nach der Richtlinie 85/374/EWG beweisen").replace(/\s+/g, " ")).toBe(
      "nach der Richtlinie beweisen",
    );
    expect(withoutActNumbers("Article 5(1)(f) and 1/2 of the fee")).toBe("Article 5(1)(f) and 1/2 of the fee");
    // Other acts' numbers are what the known acts cite: they stay ranking words.
    expect(withoutActNumbers("Does the AI Act apply with Regulation (EU) 2016/679?")).toBe(
      "Does the AI Act apply with Regulation (EU) 2016/679?",
    );
  });
});
