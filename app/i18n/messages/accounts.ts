/** Text of the accounts area. Keys start with "accounts.". */
export const en = {} as const;

export const de: Record<keyof typeof en, string> = {};
