import { provisionLabel, provisionUrl } from "#app/domain/ai-act/provision-citation.ts";
import type { Language } from "#app/i18n/language.ts";

/** The provisions behind a finding, each linked to the consolidated text on EUR-Lex. */
export function CitationLinks({ citations, lang }: { citations: { pinpoint: string }[]; lang: Language }) {
  return (
    <span className="ai-act-citations">
      {citations.map((citation, index) => (
        <span key={citation.pinpoint}>
          {index > 0 ? ", " : ""}
          <a href={provisionUrl(citation.pinpoint, lang)} hrefLang={lang} rel="noopener" target="_blank">
            {provisionLabel(citation.pinpoint, lang)}
          </a>
        </span>
      ))}
    </span>
  );
}
