/** Text of the site area. Keys start with "site.". */
export const en = {} as const;

export const de: Record<keyof typeof en, string> = {};
