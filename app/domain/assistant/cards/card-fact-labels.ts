import { translate, type MessageKey } from "#app/i18n/translate.ts";
import { cardWording, type CardWordingKey } from "./card-wording.ts";

/** The facts `deriveAiActProfile` reads ("role_deployer", "point_5b", …) as a reader names them. */
const prefixes: [prefix: string, key: (rest: string) => string][] = [
  ["role_", (rest) => `aiAct.roleName.${rest}`],
  ["practice_", (rest) => `aiAct.practice.${rest}`],
  ["area_", (rest) => `aiAct.area.${rest}`],
  ["point_", (rest) => `aiAct.point.${rest}`],
];

const flags: Record<string, CardWordingKey> = {
  role_unstated: "factRoleUnstated",
  interactsWithPeople: "factInteractsWithPeople",
  generatesSyntheticContent: "factGeneratesSyntheticContent",
  deepFakes: "factDeepFakes",
  publicInterestText: "factPublicInterestText",
  emotionRecognitionOrBiometricCategorisation: "factEmotionRecognitionOrBiometricCategorisation",
};

/** One fact in the reader's words; an unknown key (a newer engine's) is kept as it is. */
export function factLabel(fact: string, language: "en" | "de"): string {
  if (fact === "gpai_model") return translate(language, "aiAct.class.gpai_model");
  const flag = flags[fact];
  if (flag) return cardWording(language, flag);
  for (const [prefix, key] of prefixes) {
    if (!fact.startsWith(prefix)) continue;
    const messageKey = key(fact.slice(prefix.length)) as MessageKey;
    const label = translate(language, messageKey);
    return label === messageKey ? fact : label;
  }
  return fact;
}
