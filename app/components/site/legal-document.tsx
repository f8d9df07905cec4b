import type { LegalDocument } from "../../domain/site/legal/legal-document.ts";
import { InlineLinks } from "./inline-links.tsx";

/** A legal text (privacy policy, GDPR page) with a table of contents. */
export function LegalDocumentView({
  document,
  contentsLabel,
  aside,
}: {
  document: LegalDocument;
  contentsLabel: string;
  aside?: React.ReactNode;
}) {
  return (
    <article className="page page-narrow legal" aria-labelledby="legal-title">
      <h1 id="legal-title">{document.title}</h1>
      {aside}
      {document.intro.map((text) => (
        <p key={text} className="lead">
          <InlineLinks text={text} />
        </p>
      ))}
      <nav aria-labelledby="legal-contents" className="legal-contents">
        <h2 id="legal-contents">{contentsLabel}</h2>
        <ul>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.heading}</h2>
          {section.blocks.map((block, index) =>
            block.kind === "p" ? (
              <p key={index}>
                <InlineLinks text={block.text} />
              </p>
            ) : (
              <ul key={index}>
                {block.items.map((item) => (
                  <li key={item}>
                    <InlineLinks text={item} />
                  </li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </article>
  );
}
