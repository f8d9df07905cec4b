import path from "node:path";
import { describe, expect, it } from "vitest";
import { cycles, fileEdges, readImportGraph, type ModuleNode } from "#tests/support/import-graph.ts";

/**
 * The layering of app/ (ARCHITECTURE.md): arrows point one way. Browser code names no server
 * module, no two areas import each other (not even through others, not even for a type), and no
 * two modules do. Type-only imports count: they are the arrows a reader follows too.
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");
const graph = readImportGraph(projectRoot);

/**
 * The unit of the area check: app/domain/<area>, else the top folder of app/ (app/components,
 * app/db, app/jobs, …); a module directly in app/ (root.tsx, env.server.ts) stands for itself.
 * Sub-folders belong to their area.
 */
function area(file: string): string {
  const parts = file.split(path.sep);
  if (parts[1] === "domain") return parts.slice(0, 3).join("/");
  return parts.length === 2 ? file : parts.slice(0, 2).join("/");
}

/** Circles known and left for now, each with its reason; nothing else may be added here. */
const knownFileCircles: { members: string[]; reason: string }[] = [];

const isServerModule = (file: string) => /\.server\.tsx?$/.test(file);

describe("the import graph of app/", () => {
  it("reads the application's modules and their imports", () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get("app/root.tsx")?.imports).toContain("app/env.server.ts");
  });

  it("components import no server module, not even for a type", () => {
    const offending = [...graph.values()]
      .filter((node) => node.file.startsWith(`app${path.sep}components${path.sep}`))
      .flatMap((node) => node.imports.filter(isServerModule).map((target) => `${node.file} → ${target}`));
    expect(offending).toEqual([]);
  });

  it("no two areas import each other, directly or through others", () => {
    const edges = new Map<string, Set<string>>();
    for (const node of graph.values()) {
      const from = area(node.file);
      const targets = edges.get(from) ?? new Set<string>();
      for (const target of node.imports) if (area(target) !== from) targets.add(area(target));
      edges.set(from, targets);
    }
    expect(cycles(edges).map((circle) => describeCircle(circle, graph))).toEqual([]);
  });

  it("no two modules import each other, directly or through others", () => {
    const known = new Set(knownFileCircles.map((circle) => circle.members.join(" ↔ ")));
    const found = cycles(fileEdges(graph)).map((circle) => circle.join(" ↔ "));
    expect(found.filter((circle) => !known.has(circle))).toEqual([]);
  });

  it("the corpus's stages point one way: retrieval uses the vocabulary; import and vocabulary use only the shared root", () => {
    const corpus = ["app", "domain", "corpus"].join(path.sep) + path.sep;
    // The stage of a corpus module: its first folder under app/domain/corpus/, "root" for the shared modules.
    const stage = (file: string) => {
      const rest = file.slice(corpus.length).split(path.sep);
      return rest.length > 1 ? rest[0]! : "root";
    };
    const allowed: Record<string, string[]> = {
      import: [],
      vocabulary: [],
      retrieval: ["vocabulary"],
      eval: ["vocabulary"],
      root: [],
    };
    const offending = [...graph.values()]
      .filter((node) => node.file.startsWith(corpus))
      .flatMap((node) =>
        node.imports
          .filter(
            (target) => target.startsWith(corpus) && stage(target) !== stage(node.file) && stage(target) !== "root",
          )
          .filter((target) => !(allowed[stage(node.file)] ?? []).includes(stage(target)))
          .map((target) => `${node.file} → ${target}`),
      );
    expect(offending).toEqual([]);
  });
});

/** A circle of areas with the imports that close it, so that a failure says where to look. */
function describeCircle(areas: string[], modules: Map<string, ModuleNode>): string {
  const members = new Set(areas);
  const arrows = [...modules.values()].flatMap((node) =>
    node.imports
      .filter((target) => area(target) !== area(node.file) && members.has(area(node.file)) && members.has(area(target)))
      .map((target) => `${node.file} → ${target}`),
  );
  return `${areas.join(" ↔ ")}: ${arrows.join(", ")}`;
}
