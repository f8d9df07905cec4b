import { describe, expect, it } from "vitest";
import { officialSource } from "./official-source.ts";

const rii = { source: "rii", sourceId: "KORE312332024", sourceUrl: null, fullTextHtml: null };

describe("officialSource", () => {
  it("gives a metadata-only rii decision its document page from the document number, its full text to be fetched", () => {
    expect(officialSource(rii)).toEqual({
      url: "https://www.rechtsprechung-im-internet.de/jportal/?quelle=jlink&docid=KORE312332024&psml=bsjrsprod.psml&max=true",
      host: "www.rechtsprechung-im-internet.de",
      fullTextFetched: true,
    });
  });

  it("prefers the stored document address, and the document number over a bare start page", () => {
    expect(officialSource({ ...rii, sourceUrl: "https://www.bundesgerichtshof.de/x.pdf" })?.url).toBe(
      "https://www.bundesgerichtshof.de/x.pdf",
    );
    expect(officialSource({ ...rii, sourceUrl: "https://www.rechtsprechung-im-internet.de/" })?.url).toContain(
      "docid=KORE312332024",
    );
  });

  it("has nothing to fetch once the full text is there, and no address without one", () => {
    expect(officialSource({ ...rii, fullTextHtml: "<p>Text</p>" })?.fullTextFetched).toBe(false);
    expect(officialSource({ source: "oldp", sourceId: "66", sourceUrl: null, fullTextHtml: null })).toBeNull();
    expect(
      officialSource({ source: "oldp", sourceId: "66", sourceUrl: "javascript:alert(1)", fullTextHtml: null }),
    ).toBeNull();
  });
});
