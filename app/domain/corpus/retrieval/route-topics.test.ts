import { describe, expect, test } from "vitest";
import { routeTopics } from "./route-topics.ts";

describe("topic routing by words", () => {
  test.each([
    ["Is an AI chatbot a high-risk system?", ["ai"]],
    ["What does the Artificial Intelligence Act say about biometrics?", ["ai"]],
    ["Welche Pflichten gelten für KI-Systeme?", ["ai"]],
    ["Was regelt die Verordnung über künstliche Intelligenz?", ["ai"]],
    ["Can I use copyrighted images for training?", ["copyright"]],
    ["Who owns the copyrights in a generated text?", ["copyright"]],
    ["Darf ich urheberrechtlich geschützte Bilder verwenden?", ["copyright"]],
    ["How is intellectual property protected?", ["copyright"]],
    ["Gilt das Urheberrecht für Trainingsdaten?", ["copyright"]],
    ["Was ist geistiges Eigentum?", ["copyright"]],
    ["Who is liable for a defective product?", ["liability"]],
    ["Wer trägt die Haftung für den Schaden?", ["liability"]],
    ["Ist Software ein Produkt?", ["liability"]],
    ["Who pays for damage caused by an AI system?", ["ai", "liability"]],
    // German compounds name their topic in a part; text and data mining is copyright's (ADR 156).
    ["Gilt der Importeur nach der Produkthaftungsrichtlinie als Hersteller?", ["liability"]],
    ["Ist ein Haftungsausschluss in AGB zulässig?", ["liability"]],
    ["Haftung von Videoplattformen für urheberrechtsverletzende Uploads", ["copyright", "liability"]],
    ["Is a robots.txt entry enough to reserve content against mining by AI crawlers?", ["ai", "copyright"]],
    ["Darf ein Forschungsinstitut Text- und Data-Mining betreiben?", ["copyright"]],
  ])("%s → %j", (query, topics) => {
    expect(routeTopics(query)).toEqual(topics);
  });

  test("substrings are not words: 'maintain' and 'certain' do not route to the AI Act", () => {
    expect(routeTopics("How long must I maintain certain records?")).toEqual(["ai", "copyright", "liability"]);
    expect(routeTopics("The plaintiff's claim in productivity")).toEqual(["ai", "copyright", "liability"]);
  });

  test("no topic word routes to all three acts", () => {
    expect(routeTopics("What are the rules?")).toEqual(["ai", "copyright", "liability"]);
  });
});
