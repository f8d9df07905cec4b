import fs from "node:fs";
import type { AnyNode, Element } from "domhandler";
import { parseDocument } from "htmlparser2";
import { describe, expect, test } from "vitest";
import { APPLICATION_DATES, GPAI_RULES, rulePinpoints, TRANSITIONS } from "#app/domain/ai-act/ai-act-rules.ts";
import { AI_ACT_VERSION } from "#app/domain/ai-act/ai-act-version.ts";
import { provisionAnchor } from "#app/domain/ai-act/provision-citation.ts";
import { realDataFile } from "../support/real-data.ts";

/**
 * Every provision the AI Act engine cites must exist in the consolidated text it encodes
 * (02024R1689-20260727). The pinpoints are read here from the consolidated Formex file with
 * htmlparser2 in the corpus scheme (ADR 030): art_N, art_N.par_M (M with its letter: "1a"),
 * art_N[.par_M].pt_x (first-level list items), anx_X, anx_X.sec_K, anx_X[.sec_K].pt_N. Provisions
 * that the consolidation marks as deleted (<?CLG.MDFO ACTION="DELETED"?> … <?CLG.MDFC?>) do not count.
 */
const file = realDataFile("eu-acts/ai-act_2024-1689_EN.consolidated-2026-07-27.formex.xml");

const isElement = (node: AnyNode): node is Element => node.type === "tag";
const children = (node: Element, name?: string) =>
  node.children.filter(isElement).filter((child) => !name || child.name === name);
const textOf = (node: AnyNode): string =>
  "data" in node && node.type === "text" ? node.data : isElement(node) ? node.children.map(textOf).join("") : "";
const key = (label: string) => label.replace(/[().\s]/g, "").toLowerCase();

/** The children of a node without those between a "DELETED" marker and its closing marker. */
function liveChildren(node: Element): Element[] {
  const live: Element[] = [];
  let deletedUntil: string | undefined;
  for (const child of node.children) {
    if (child.type === "directive") {
      const data = child.data;
      const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(data)?.[1];
      if (data.startsWith("?CLG.MDFO") && attribute("ACTION") === "DELETED") deletedUntil = attribute("ID");
      else if (data.startsWith("?CLG.MDFC") && attribute("IDREF") === deletedUntil) deletedUntil = undefined;
      continue;
    }
    if (isElement(child) && !deletedUntil) live.push(child);
  }
  return live;
}

/** Lists of a node that are not inside another list (their items are the first-level points). */
function outerLists(node: Element): Element[] {
  return liveChildren(node).flatMap((child) => (child.name === "LIST" ? [child] : outerLists(child)));
}

function points(node: Element, parent: string, into: Set<string>) {
  for (const list of outerLists(node)) {
    for (const item of liveChildren(list).filter((child) => child.name === "ITEM")) {
      const label = children(item, "NP")[0];
      const number = label ? children(label, "NO.P")[0] : undefined;
      if (number) into.add(`${parent}.pt_${key(textOf(number))}`);
    }
  }
}

function annexPoints(node: Element, parent: string, into: Set<string>) {
  for (const child of liveChildren(node)) {
    if (child.name === "NP") {
      const label = textOf(children(child, "NO.P")[0] ?? child).trim();
      if (/^\d+\.$/.test(label)) into.add(`${parent}.pt_${key(label)}`);
    } else if (child.name !== "TITLE" && child.name !== "GR.SEQ") {
      annexPoints(child, parent, into);
    }
  }
}

function consolidatedPinpoints(source: string): { pinpoints: Set<string>; articleText: Map<string, string> } {
  const document = parseDocument(source, { xmlMode: true, recognizeSelfClosing: true });
  const pinpoints = new Set<string>();
  const articleText = new Map<string, string>();
  const visit = (node: Element) => {
    for (const child of liveChildren(node)) {
      if (child.name === "ARTICLE") {
        const article = `art_${textOf(children(child, "TI.ART")[0]!).replace(/^\D+/, "").trim().toLowerCase()}`;
        pinpoints.add(article);
        articleText.set(article, textOf(child).replace(/\s+/g, " "));
        for (const part of liveChildren(child)) {
          if (part.name === "PARAG") {
            const [, number = "", letter = ""] = /^\d+\.0*(\d+)([A-Z]*)$/.exec(part.attribs.IDENTIFIER ?? "") ?? [];
            const paragraph = `${article}.par_${number}${letter.toLowerCase()}`;
            pinpoints.add(paragraph);
            points(part, paragraph, pinpoints);
          } else if (part.name !== "TI.ART" && part.name !== "STI.ART") {
            points(part, article, pinpoints);
          }
        }
      } else if (child.name === "CONS.ANNEX" || child.name === "ANNEX") {
        const title = children(child, "TITLE")[0];
        const number = /ANNEX\s+([IVXLC]+)/.exec(textOf(title ? children(title, "TI")[0]! : child))?.[1];
        if (!number) continue;
        const annex = `anx_${number}`;
        pinpoints.add(annex);
        const contents = children(child, "CONTENTS")[0];
        if (!contents) continue;
        annexPoints(contents, annex, pinpoints);
        for (const sequence of liveChildren(contents).filter((part) => part.name === "GR.SEQ")) {
          const sequenceTitle = children(sequence, "TITLE")[0];
          const section = /^Section\s+([A-Z0-9]+)\b/.exec(
            textOf(sequenceTitle ? children(sequenceTitle, "TI")[0]! : sequence).trim(),
          )?.[1];
          if (!section) {
            annexPoints(sequence, annex, pinpoints);
            continue;
          }
          pinpoints.add(`${annex}.sec_${section}`);
          annexPoints(sequence, `${annex}.sec_${section}`, pinpoints);
        }
      } else {
        visit(child);
      }
    }
  };
  for (const root of document.children.filter(isElement)) visit(root);
  return { pinpoints, articleText };
}

const { pinpoints, articleText } = consolidatedPinpoints(fs.readFileSync(file, "utf8"));
const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T12:00:00Z`),
  );

describe("the AI Act engine against the consolidated text 02024R1689-20260727", () => {
  test("the file is the consolidated version the engine says it encodes", () => {
    const head = fs.readFileSync(file, "utf8").slice(0, 4000);
    expect(head).toContain(`START.DATE="${AI_ACT_VERSION.consolidatedOn.replaceAll("-", "")}"`);
    expect(head).toContain("<NO.CELEX>32026R1744</NO.CELEX>");
  });

  test("the extraction sees the amended structure (119 articles, new points, deleted points dropped)", () => {
    expect([...pinpoints].filter((pinpoint) => /^art_[^.]+$/.test(pinpoint))).toHaveLength(119);
    expect(pinpoints).toContain("art_5.par_1.pt_ba");
    expect(pinpoints).toContain("art_5.par_1a");
    expect(pinpoints).toContain("anx_I.sec_B.pt_21");
    expect(pinpoints).toContain("art_111.par_4");
    expect(pinpoints).not.toContain("anx_I.sec_A.pt_1");
  });

  test.each(rulePinpoints())("%s resolves to a provision of the consolidated text", (pinpoint) => {
    expect(pinpoints).toContain(pinpoint);
  });

  test("every citation's EUR-Lex anchor exists on the consolidated page", () => {
    const ids = new Set<string>();
    const collect = (node: AnyNode) => {
      if (!isElement(node)) return;
      if (node.attribs.id) ids.add(node.attribs.id);
      node.children.forEach(collect);
    };
    const page = parseDocument(
      fs.readFileSync(realDataFile("eu-acts/ai-act_2024-1689_EN.consolidated-2026-07-27.html"), "utf8"),
    );
    page.children.forEach(collect);
    const anchors = [...new Set(rulePinpoints().map(provisionAnchor))];
    expect(anchors.filter((anchor) => !ids.has(anchor))).toEqual([]);
    expect(anchors.length).toBeGreaterThan(20);
  });

  test.each(Object.entries(APPLICATION_DATES).filter(([name]) => name !== "general"))(
    "Art. 113 names the date of %s",
    (_name, { date }) => {
      expect(articleText.get("art_113")).toContain(longDate(date));
    },
  );

  test("the general date of application and the transitions are those of Arts. 113 and 111", () => {
    expect(articleText.get("art_113")).toContain(`It shall apply from ${longDate(APPLICATION_DATES.general.date)}`);
    for (const transition of [TRANSITIONS.legacy_gpai_model, TRANSITIONS.legacy_generative]) {
      expect(articleText.get("art_111")).toContain(`before ${longDate(transition.before)}`);
      expect(articleText.get("art_111")).toContain(`by ${longDate(transition.deadline)}`);
    }
    expect(articleText.get("art_111")).toContain(
      `by ${longDate(TRANSITIONS.legacy_high_risk.publicAuthorityDeadline)}`,
    );
  });

  test("the compute presumption is 10^25 FLOP (Art. 51(2))", () => {
    expect(GPAI_RULES.computeThresholdFlop).toBe(1e25);
    expect(articleText.get("art_51")).toMatch(/greater than 10\s*25/);
  });
});
