import * as accounts from "./accounts.ts";
import * as aiAct from "./ai-act.ts";
import * as assistant from "./assistant.ts";
import * as assistantBreakdown from "./assistant-breakdown.ts";
import * as common from "./common.ts";
import * as decisions from "./decisions.ts";
import * as feeds from "./feeds.ts";
import * as site from "./site.ts";

// One catalogue per area so that areas can grow their text independently; the types make a
// missing German string a compile error.
export const catalogs = {
  en: { ...common.en, ...site.en, ...decisions.en, ...feeds.en, ...accounts.en, ...assistant.en, ...aiAct.en, ...assistantBreakdown.en },
  de: { ...common.de, ...site.de, ...decisions.de, ...feeds.de, ...accounts.de, ...assistant.de, ...aiAct.de, ...assistantBreakdown.de },
};
