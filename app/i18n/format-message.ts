/** The values of a message's {placeholders}. */
export type MessageParams = Record<string, string | number>;

/** Fills a message's {placeholders}; unknown placeholders stay as written. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  );
}
