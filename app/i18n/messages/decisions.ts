/** Text of the decisions area. Keys start with "decisions.". */
export const en = {} as const;

export const de: Record<keyof typeof en, string> = {};
