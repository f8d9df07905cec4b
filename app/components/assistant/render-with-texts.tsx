import { DomUtils, parseDocument } from "htmlparser2";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { catalogs } from "#app/i18n/messages/index.ts";

/**
 * Server-renders a piece of UI under a root that provides the texts of `lang` and returns the
 * parsed document with helpers to find elements and read their text (for tests).
 */
export function renderWithTexts(node: ReactNode, lang: "en" | "de" = "en") {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => node }]);
  const html = renderToString(
    <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { lang, messages: catalogs[lang] } } }} />,
  );
  const document = parseDocument(html);
  const squash = (value: string) => value.replace(/\s+/g, " ").trim();
  const all = (tag: string) => DomUtils.findAll((element) => element.name === tag, document.children);
  return {
    html,
    text: squash(DomUtils.textContent(document)),
    /** The text of every element with this tag name. */
    texts: (tag: string) => all(tag).map((element) => squash(DomUtils.textContent(element))),
    /** The values of an attribute on every element with this tag name. */
    attributes: (tag: string, name: string) => all(tag).map((element) => element.attribs[name]),
  };
}
