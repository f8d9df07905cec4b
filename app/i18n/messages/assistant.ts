/** Text of the assistant area. Keys start with "assistant.". */
export const en = {} as const;

export const de: Record<keyof typeof en, string> = {};
