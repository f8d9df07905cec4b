/** Text of the feeds area. Keys start with "feeds.". */
export const en = {} as const;

export const de: Record<keyof typeof en, string> = {};
