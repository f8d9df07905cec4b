import { expect, test } from "vitest";
import { fromRoman, toRoman } from "./roman-numerals.ts";

test("annex and chapter numbers both ways, with subtractive pairs", () => {
  expect([1, 3, 4, 9, 13, 14, 40, 49, 90, 100].map(toRoman)).toEqual([
    "I",
    "III",
    "IV",
    "IX",
    "XIII",
    "XIV",
    "XL",
    "XLIX",
    "XC",
    "C",
  ]);
  for (let value = 1; value <= 100; value++) expect(fromRoman(toRoman(value))).toBe(value);
});

test("anything but roman capitals is no number", () => {
  expect(fromRoman("")).toBeUndefined();
  expect(fromRoman("IIa")).toBeUndefined();
  expect(fromRoman("iv")).toBeUndefined();
});
