import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** One module of the application and the modules it imports (type-only imports included). */
export type ModuleNode = { file: string; imports: string[] };

const sourceFile = /\.(ts|tsx)$/;
const isTest = (file: string) => /\.test\.(ts|tsx)$/.test(file) || file.split(path.sep).includes("+types");

/** Every module under `root` (relative to `projectRoot`), tests and generated route types left out. */
export function readImportGraph(projectRoot: string, root = "app"): Map<string, ModuleNode> {
  const files = fs
    .readdirSync(path.join(projectRoot, root), { recursive: true, encoding: "utf8" })
    .map((name) => path.join(root, name))
    .filter((file) => sourceFile.test(file) && !file.endsWith(".d.ts") && !isTest(file))
    .sort();
  const graph = new Map<string, ModuleNode>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(projectRoot, file), "utf8");
    const imports = ts
      .preProcessFile(text, true, true)
      .importedFiles.map((reference) => resolveSpecifier(file, reference.fileName))
      .filter((target): target is string => target !== null && files.includes(target));
    graph.set(file, { file, imports: [...new Set(imports)] });
  }
  return graph;
}

/** A relative or `#app/` specifier → the module's path from the project root; packages → null. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith("#app/")) return path.join("app", specifier.slice("#app/".length));
  if (specifier.startsWith("./") || specifier.startsWith("../")) return path.join(path.dirname(from), specifier);
  return null;
}

/** The strongly connected components with more than one member (Tarjan), each sorted. */
export function cycles(edges: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

export function fileEdges(graph: Map<string, ModuleNode>): Map<string, Set<string>> {
  return new Map([...graph.values()].map((node) => [node.file, new Set(node.imports)]));
}

/** Folder → the other folders its modules import. */
export function folderEdges(graph: Map<string, ModuleNode>): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const node of graph.values()) {
    const from = path.dirname(node.file);
    const targets = edges.get(from) ?? new Set<string>();
    for (const target of node.imports) if (path.dirname(target) !== from) targets.add(path.dirname(target));
    edges.set(from, targets);
  }
  return edges;
}
