import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The HTTP edge (docs/decisions/135-the-http-edge-and-settings-passed-in.md): below it, in
 * app/domain, functions take plain values and return plain results or throw AppError. No domain
 * module reads the environment (`getEnv`) or handles a Web `Request` or `Response`; those are the
 * business of app/http/, the route modules and the composition roots (server/, scripts/, jobs).
 * The exceptions are HTTP clients, which fetch upstream sources and read their `Response`s.
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");
const domain = path.join("app", "domain");

/** Domain modules allowed a name below, each with its reason; nothing else may be added here. */
const allowed: Record<string, { names: string[]; reason: string }> = {
  "app/domain/decisions/import/http.server.ts": {
    names: ["Response"],
    reason: "HTTP client of the court-decision sources",
  },
  "app/domain/corpus/import/list-consolidated-versions.server.ts": {
    names: ["Response"],
    reason: "HTTP client of the EUR-Lex listing",
  },
};

const forbidden = new Set(["getEnv", "Request", "Response"]);

/** The forbidden names a module uses as a value or a type (not as a property name: `x.Response` is fine). */
function forbiddenNames(text: string, file: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && forbidden.has(node.text)) {
      const parent = node.parent;
      const isMemberName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isQualifiedName(parent) && parent.right === node) ||
        ((ts.isPropertyAssignment(parent) ||
          ts.isPropertySignature(parent) ||
          ts.isMethodDeclaration(parent) ||
          ts.isPropertyDeclaration(parent)) &&
          parent.name === node);
      if (!isMemberName) found.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found].sort();
}

const modules = fs
  .readdirSync(path.join(projectRoot, domain), { recursive: true, encoding: "utf8" })
  .map((name) => path.join(domain, name))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
  .sort();

describe("the HTTP edge", () => {
  it("finds the domain's modules", () => {
    expect(modules.length).toBeGreaterThan(150);
  });

  it("no domain module reads the environment or handles a Request or Response (HTTP clients aside)", () => {
    const offending = modules.flatMap((file) => {
      const key = file.split(path.sep).join("/");
      const names = forbiddenNames(fs.readFileSync(path.join(projectRoot, file), "utf8"), file).filter(
        (name) => !allowed[key]?.names.includes(name),
      );
      return names.length > 0 ? [`${key}: ${names.join(", ")}`] : [];
    });
    expect(offending).toEqual([]);
  });

  it("the allowed exceptions still exist and still need their exception", () => {
    for (const [file, { names }] of Object.entries(allowed)) {
      const used = forbiddenNames(fs.readFileSync(path.join(projectRoot, file), "utf8"), file);
      expect(used, file).toEqual(expect.arrayContaining(names));
    }
  });
});
