export * from "./accounts.ts";
export * from "./assistant.ts";
export * from "./corpus.ts";
export * from "./courts.ts";
export * from "./decisions.ts";
export * from "./feeds.ts";
export * from "./jobs.ts";
