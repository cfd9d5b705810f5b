// Every series of the catalogue, one data file each in series/, in the order they were added.
// Written by app/content/data/data-list.ts; the content build refuses a data file in the folder that is not
// listed here (docs/decisions/0042).
import excitingMacaron from "./series/exciting-macaron.yaml" with { type: "text" };
import haveASeat from "./series/have-a-seat.yaml" with { type: "text" };
import bigIntoEnergy from "./series/big-into-energy.yaml" with { type: "text" };
import pinForLove from "./series/pin-for-love.yaml" with { type: "text" };
import wackyMart from "./series/wacky-mart.yaml" with { type: "text" };
import type { DataModule } from "../data/data-module.ts";

export const seriesFiles: readonly (readonly [key: string, file: DataModule])[] = [
  ["exciting-macaron", excitingMacaron],
  ["have-a-seat", haveASeat],
  ["big-into-energy", bigIntoEnergy],
  ["pin-for-love", pinForLove],
  ["wacky-mart", wackyMart],
];
