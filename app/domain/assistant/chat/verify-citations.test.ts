import { describe, expect, test } from "vitest";
import { verifyCitations } from "./verify-citations.ts";

describe("verifyCitations", () => {
  test("keeps [n] of the context, removes other numbers (also from lists) and reports them", () => {
    expect(verifyCitations("A [1]. B [3]. C [2, 7]. D [0].", 3)).toEqual({
      text: "A [1]. B [3]. C [2]. D.",
      removed: [7, 0],
    });
  });
  test("an answer without a context keeps no marker", () => {
    expect(verifyCitations("Claim [1][2].", 0)).toEqual({ text: "Claim.", removed: [1, 2] });
  });
  test("markdown links and other brackets are left alone", () => {
    const text = "See [Article 5](https://eur-lex.europa.eu) and [a] [1].";
    expect(verifyCitations(text, 1)).toEqual({ text, removed: [] });
  });
});
