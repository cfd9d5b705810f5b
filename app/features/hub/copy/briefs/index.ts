import { authentizitaetBriefs } from "./authentizitaet";
import { investmentBriefs } from "./investment";
import { saisonalBriefs } from "./saisonal";
import { wienLokalBriefs } from "./wien-lokal";
import type { BriefOfList } from "./types";
import type { TopicListId } from "~/domain/topics";

/** Every list topic's brief, by list. */
export const briefsByList: { [L in TopicListId]: readonly BriefOfList[L][] } = {
  authentizitaet: authentizitaetBriefs,
  investment: investmentBriefs,
  "wien-lokal": wienLokalBriefs,
  saisonal: saisonalBriefs,
};
