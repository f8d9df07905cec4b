/** A chat's title: its first question on one line, shortened at a word to at most `max` characters. */
export function chatTitle(question: string, max = 80): string {
  const line = question.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
