import { createContext, useContext, type ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import type { Citation } from "#app/domain/assistant/stream-events.ts";
import { useTranslate } from "#app/i18n/use-translate.ts";
import { citationNumberOf, remarkCitationMarkers } from "./remark-citation-markers.ts";

const remarkPlugins = [remarkGfm, remarkCitationMarkers];
const rehypePlugins = [rehypeSanitize];

type CitationContextValue = { citations: Citation[]; onOpenCitation: (citation: Citation) => void };
const CitationContext = createContext<CitationContextValue>({ citations: [], onOpenCitation: () => undefined });

/** A link of the answer: a citation marker button, or an ordinary link. */
function AnswerLink({ href, children }: { href?: string; children?: ReactNode }) {
  const t = useTranslate();
  const { citations, onOpenCitation } = useContext(CitationContext);
  const n = citationNumberOf(href);
  if (n === null) {
    return (
      <a href={href} rel="noopener noreferrer nofollow">
        {children}
      </a>
    );
  }
  const citation = citations.find((candidate) => candidate.n === n);
  if (!citation) return <>{children}</>;
  return (
    <button type="button" className="citation-marker" onClick={() => onOpenCitation(citation)}>
      [{n}]
      <span className="visually-hidden">
        {" "}
        {t("assistant.chat.sourceButton", { n, pinpoint: citation.metadata.pinpoint, act: citation.metadata.act })}
      </span>
    </button>
  );
}

// One components object for every render, so that React keeps the marker buttons (and their
// focus) when the conversation re-renders.
const components: Components = { a: ({ href, children }) => <AnswerLink href={href}>{children}</AnswerLink> };

/**
 * An answer as Markdown: GFM, no raw HTML (react-markdown ignores it, rehype-sanitize cleans what
 * is left), and every [n] that names a cited provision as a button that opens it.
 */
export function AnswerMarkdown({
  content,
  citations,
  onOpenCitation,
}: {
  content: string;
  citations: Citation[];
  onOpenCitation: (citation: Citation) => void;
}) {
  return (
    <CitationContext value={{ citations, onOpenCitation }}>
      <div className="answer-markdown">
        <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components}>
          {content}
        </Markdown>
      </div>
    </CitationContext>
  );
}
