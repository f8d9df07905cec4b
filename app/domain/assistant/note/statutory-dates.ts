const months: Record<string, number> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  januar: 1,
  februar: 2,
  märz: 3,
  mai: 5,
  juni: 6,
  juli: 7,
  oktober: 10,
  dezember: 12,
};

// "9 December 2026", "2. Februar 2025", "30 July 1985".
const datePattern = /\b(\d{1,2})\.?\s+(\p{L}+)\s+(\d{4})\b/gu;

/** The calendar dates a sentence of an act names, as ISO days, in the order of the text. */
export function statutoryDates(sentence: string): string[] {
  const found: string[] = [];
  for (const match of sentence.matchAll(datePattern)) {
    const month = months[match[2]!.toLowerCase()];
    const day = Number(match[1]);
    if (!month || day < 1 || day > 31) continue;
    found.push(`${match[3]}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);
  }
  return found;
}
