/** Roman numerals as the acts number chapters, annexes and (in German citations) paragraphs: I to C. */
const values: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };
const numerals: [number, string][] = [
  [100, "C"],
  [90, "XC"],
  [50, "L"],
  [40, "XL"],
  [10, "X"],
  [9, "IX"],
  [5, "V"],
  [4, "IV"],
  [1, "I"],
];

/** 3 → "III", 13 → "XIII". */
export function toRoman(value: number): string {
  let rest = value;
  let roman = "";
  for (const [amount, numeral] of numerals)
    while (rest >= amount) {
      roman += numeral;
      rest -= amount;
    }
  return roman;
}

/** "XIII" → 13 (subtractive pairs read: "IV" → 4); undefined when a character is not I, V, X, L or C. */
export function fromRoman(text: string): number | undefined {
  const digits = [...text].map((char) => values[char]);
  if (digits.length === 0 || digits.some((digit) => digit === undefined)) return undefined;
  return (digits as number[]).reduce(
    (sum, digit, index) => sum + (digit < (digits[index + 1] ?? 0) ? -digit : digit),
    0,
  );
}
