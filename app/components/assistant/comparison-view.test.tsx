import { expect, test, vi } from "vitest";
import type { RegulationCard, RegulationCards } from "#app/domain/assistant/cards/regulation-cards.ts";
import { AssistantApiError } from "./assistant-api.ts";
import { CardView, ComparisonView } from "./comparison-view.tsx";
import { createRegulationCardsApi } from "./regulation-cards-api.ts";
import { renderWithTexts } from "./render-with-texts.tsx";
import { makeCitation } from "./test-fixtures.ts";

const noop = () => undefined;
const applies: RegulationCard = {
  act: "ai_act",
  celex: "32024R1689",
  name: "AI Act (Regulation (EU) 2024/1689, as in force)",
  status: "applies",
  applicability: [{ text: "High-risk AI system (employment)", citations: [makeCitation(1), makeCitation(2)] }],
  obligations: [],
  deadlines: [{ text: "From 2 December 2027: risk management", citations: [makeCitation(3)] }],
  liability: [],
};

test("a card: its finding, the parts that have points, each citation a button naming the source", () => {
  const page = renderWithTexts(<CardView card={applies} onOpenCitation={noop} />);
  expect(page.texts("h4")).toEqual(["AI Act (Regulation (EU) 2024/1689, as in force)"]);
  expect(page.texts("h5")).toEqual(["Whether and why it applies", "Deadlines"]);
  expect(page.text).toContain("Applies");
  expect(page.attributes("button", "aria-label")).toEqual([
    "[1] Source 1: Art. 1(1), Regulation (EU) 2024/1689 (AI Act)",
    "[2] Source 2: Art. 2(1), Regulation (EU) 2024/1689 (AI Act)",
    "[3] Source 3: Art. 3(1), Regulation (EU) 2024/1689 (AI Act)",
  ]);
});

test("a card of an act not installed says so, in German too", () => {
  const card: RegulationCard = { ...applies, act: "dsm", status: "not_installed", applicability: [], deadlines: [] };
  expect(renderWithTexts(<CardView card={card} onOpenCitation={noop} />).text).toContain(
    "The text of this act is not installed",
  );
  expect(renderWithTexts(<CardView card={card} onOpenCitation={noop} />, "de").text).toContain(
    "Nicht geprüft: Text nicht installiert",
  );
});

test("without a project the view asks for one; with one it loads first", () => {
  expect(renderWithTexts(<ComparisonView projectId={null} csrfToken="t" />).text).toContain(
    "Select or create a project",
  );
  expect(renderWithTexts(<ComparisonView projectId="p" csrfToken="t" />).text).toContain("Loading the cards…");
});

const stored: RegulationCards = {
  generatedAt: "2026-11-25T09:00:00.000Z",
  language: "en",
  withoutModel: true,
  basis: "Made without an AI model.",
  cards: [applies],
};

test("the client sends the CSRF token and the language, and validates the answer", async () => {
  const fetch = vi.fn(async () => Response.json({ regulationCards: stored }));
  const api = createRegulationCardsApi({ csrfToken: "token-1", fetch });
  expect(await api.generateCards("p 1", "de")).toEqual(stored);
  expect(fetch).toHaveBeenCalledWith(
    "/api/assistant/projects/p%201/regulation-cards",
    expect.objectContaining({
      method: "POST",
      body: JSON.stringify({ language: "de" }),
      headers: expect.objectContaining({ "x-csrf-token": "token-1" }),
    }),
  );
  const broken = createRegulationCardsApi({
    csrfToken: "t",
    fetch: async () => Response.json({ regulationCards: { ...stored, cards: [{ ...applies, status: "maybe" }] } }),
  });
  await expect(broken.generateCards("p", "en")).rejects.toThrow();
});

test("the client turns the usage limit into its error code; a project without cards reads as null", async () => {
  const limited = createRegulationCardsApi({
    csrfToken: "t",
    fetch: async () => Response.json({ error: { code: "usage_limit", message: "Limit" } }, { status: 429 }),
  });
  const error = await limited.generateCards("p", "en").catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(AssistantApiError);
  expect(error).toMatchObject({ status: 429, code: "usage_limit" });
  const empty = createRegulationCardsApi({
    csrfToken: "t",
    fetch: async () => Response.json({ project: { id: "p", regulationCards: null } }),
  });
  expect(await empty.getCards("p")).toBeNull();
});
