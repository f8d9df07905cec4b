import fs from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { createProject } from "#app/domain/assistant/projects/create-project.server.ts";
import { generateRegulationCards } from "#app/domain/assistant/cards/generate-regulation-cards.server.ts";
import { CARD_SECTIONS, type RegulationCards } from "#app/domain/assistant/cards/regulation-cards.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { useTestDatabase } from "../support/database.ts";
import { realDataFile } from "../support/real-data.ts";
import { signIn } from "../support/sign-in.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

/* Regulation cards without a model on the real acts: the engine's provisions resolve to the consolidated AI Act. */
useTestDatabase();

let uid: string;
beforeAll(async () => {
  for (const name of [
    "ai-act_2024-1689_EN.consolidated-2026-07-27.formex.xml",
    "dsm_2019-790_EN.oj.xhtml",
    "pld_2024-2853_EN.ansvar-seed.json",
    "pld_1985-374_EN.txt",
  ]) {
    await importAct({ act: parseActFile(fs.readFileSync(realDataFile(`eu-acts/${name}`), "utf8")) });
  }
  uid = (await signIn()).user.uid;
});

const now = new Date("2026-11-25T09:00:00Z");
async function cardsFor(title: string, description: string): Promise<RegulationCards> {
  const id = crypto.randomUUID();
  await createProject({ uid, id, title, description });
  return (await generateRegulationCards({
    search: searchSettingsOf(getEnv()),
    uid,
    id,
    language: "en",
    now,
    model: null,
    usageLimit: 0,
  }))!;
}
const provisionIds = (cards: RegulationCards, act: string, section: (typeof CARD_SECTIONS)[number]) =>
  cards.cards
    .find((card) => card.act === act)!
    [section].flatMap((point) => point.citations.map((citation) => citation.metadata.provisionId));

describe("regulation cards from the real acts, without a model", () => {
  test("CV screening: high-risk under Annex III point 4 (consolidated text), Annex III duties from 2 December 2027, Art. 99 fines", async () => {
    const cards = await cardsFor(
      "CV screening",
      "Our AI system ranks job applications and CVs of candidates for hiring; sold as software.",
    );
    if (process.env.PRINT_CARDS)
      process.stdout.write(
        `${JSON.stringify(
          cards.cards.map((card) => ({
            act: card.act,
            status: card.status,
            ...Object.fromEntries(
              CARD_SECTIONS.map((s) => [
                s,
                card[s].map((p) => `${p.text} ${p.citations.map((c) => c.metadata.pinpoint).join("; ")}`),
              ]),
            ),
          })),
          null,
          1,
        )}\n`,
      );
    const ai = cards.cards[0]!;
    expect(ai.status).toBe("applies");
    expect(provisionIds(cards, "ai_act", "applicability")).toContain("32024R1689:EN:anx_III.pt_4");
    expect(ai.applicability[0]!.citations[0]!.metadata.version).toMatch(/consolidated/);
    expect(ai.deadlines.map((point) => point.text).join("\n")).toContain("From 2 December 2027");
    expect(provisionIds(cards, "ai_act", "liability").some((id) => id.includes(":art_99"))).toBe(true);
    expect(cards.cards.map((card) => [card.act, card.status])).toEqual([
      ["ai_act", "applies"],
      ["dsm", "does_not_apply"],
      ["pld_2024", "applies"],
      ["pld_1985", "does_not_apply"],
    ]);
    expect(provisionIds(cards, "pld_2024", "applicability")[0]).toBe("32024L2853:EN:art_2.par_1");
    // Why 85/374/EEC does not apply: the new Directive's rule on the products it keeps governing.
    const old = cards.cards[3]!.applicability[0]!;
    expect(old.citations[0]!.metadata.celex).toBe("32024L2853");
    expect(old.citations[0]!.text).toMatch(/85\/374\/EEC/);
    for (const card of cards.cards)
      for (const section of CARD_SECTIONS)
        for (const point of card[section]) expect(point.citations.length).toBeGreaterThan(0);
  });

  test("training on scraped works, a product placed on the market in 2024: the DSM Directive may apply, 85/374/EEC applies", async () => {
    const cards = await cardsFor(
      "Image generator",
      "A generative AI model trained on scraped copyright works (text and data mining). The app was placed on the market in 2024.",
    );
    expect(cards.cards.find((card) => card.act === "dsm")!.status).toBe("may_apply");
    expect(cards.cards.find((card) => card.act === "pld_1985")!.status).toBe("applies");
    expect(provisionIds(cards, "pld_1985", "applicability").some((id) => id.startsWith("31985L0374:"))).toBe(true);
  });
});
