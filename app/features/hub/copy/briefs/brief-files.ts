// Every topic brief of the hub, one data file each in <list>/<topic>.yaml, in the lists' order.
// Written by app/content/data/data-list.ts; the content build refuses a data file in the folder that is not
// listed here (docs/decisions/0042).
import authentizitaet1 from "./authentizitaet/authentizitaet-1.yaml" with { type: "text" };
import authentizitaet2 from "./authentizitaet/authentizitaet-2.yaml" with { type: "text" };
import authentizitaet3 from "./authentizitaet/authentizitaet-3.yaml" with { type: "text" };
import authentizitaet4 from "./authentizitaet/authentizitaet-4.yaml" with { type: "text" };
import authentizitaet5 from "./authentizitaet/authentizitaet-5.yaml" with { type: "text" };
import authentizitaet6 from "./authentizitaet/authentizitaet-6.yaml" with { type: "text" };
import authentizitaet7 from "./authentizitaet/authentizitaet-7.yaml" with { type: "text" };
import authentizitaet8 from "./authentizitaet/authentizitaet-8.yaml" with { type: "text" };
import authentizitaet9 from "./authentizitaet/authentizitaet-9.yaml" with { type: "text" };
import authentizitaet10 from "./authentizitaet/authentizitaet-10.yaml" with { type: "text" };
import wienLokal1 from "./wien-lokal/wien-lokal-1.yaml" with { type: "text" };
import wienLokal2 from "./wien-lokal/wien-lokal-2.yaml" with { type: "text" };
import wienLokal3 from "./wien-lokal/wien-lokal-3.yaml" with { type: "text" };
import wienLokal4 from "./wien-lokal/wien-lokal-4.yaml" with { type: "text" };
import wienLokal5 from "./wien-lokal/wien-lokal-5.yaml" with { type: "text" };
import wienLokal6 from "./wien-lokal/wien-lokal-6.yaml" with { type: "text" };
import wienLokal7 from "./wien-lokal/wien-lokal-7.yaml" with { type: "text" };
import wienLokal8 from "./wien-lokal/wien-lokal-8.yaml" with { type: "text" };
import wienLokal9 from "./wien-lokal/wien-lokal-9.yaml" with { type: "text" };
import wienLokal10 from "./wien-lokal/wien-lokal-10.yaml" with { type: "text" };
import investment1 from "./investment/investment-1.yaml" with { type: "text" };
import investment2 from "./investment/investment-2.yaml" with { type: "text" };
import investment3 from "./investment/investment-3.yaml" with { type: "text" };
import investment4 from "./investment/investment-4.yaml" with { type: "text" };
import investment5 from "./investment/investment-5.yaml" with { type: "text" };
import investment6 from "./investment/investment-6.yaml" with { type: "text" };
import investment7 from "./investment/investment-7.yaml" with { type: "text" };
import investment8 from "./investment/investment-8.yaml" with { type: "text" };
import investment9 from "./investment/investment-9.yaml" with { type: "text" };
import investment10 from "./investment/investment-10.yaml" with { type: "text" };
import saisonal1 from "./saisonal/saisonal-1.yaml" with { type: "text" };
import saisonal2 from "./saisonal/saisonal-2.yaml" with { type: "text" };
import saisonal3 from "./saisonal/saisonal-3.yaml" with { type: "text" };
import saisonal4 from "./saisonal/saisonal-4.yaml" with { type: "text" };
import saisonal5 from "./saisonal/saisonal-5.yaml" with { type: "text" };
import saisonal6 from "./saisonal/saisonal-6.yaml" with { type: "text" };
import saisonal7 from "./saisonal/saisonal-7.yaml" with { type: "text" };
import saisonal8 from "./saisonal/saisonal-8.yaml" with { type: "text" };
import type { DataModule } from "../../../../content/data/data-module.ts";

export const briefFiles: readonly (readonly [key: string, file: DataModule])[] = [
  ["authentizitaet/authentizitaet-1", authentizitaet1],
  ["authentizitaet/authentizitaet-2", authentizitaet2],
  ["authentizitaet/authentizitaet-3", authentizitaet3],
  ["authentizitaet/authentizitaet-4", authentizitaet4],
  ["authentizitaet/authentizitaet-5", authentizitaet5],
  ["authentizitaet/authentizitaet-6", authentizitaet6],
  ["authentizitaet/authentizitaet-7", authentizitaet7],
  ["authentizitaet/authentizitaet-8", authentizitaet8],
  ["authentizitaet/authentizitaet-9", authentizitaet9],
  ["authentizitaet/authentizitaet-10", authentizitaet10],
  ["wien-lokal/wien-lokal-1", wienLokal1],
  ["wien-lokal/wien-lokal-2", wienLokal2],
  ["wien-lokal/wien-lokal-3", wienLokal3],
  ["wien-lokal/wien-lokal-4", wienLokal4],
  ["wien-lokal/wien-lokal-5", wienLokal5],
  ["wien-lokal/wien-lokal-6", wienLokal6],
  ["wien-lokal/wien-lokal-7", wienLokal7],
  ["wien-lokal/wien-lokal-8", wienLokal8],
  ["wien-lokal/wien-lokal-9", wienLokal9],
  ["wien-lokal/wien-lokal-10", wienLokal10],
  ["investment/investment-1", investment1],
  ["investment/investment-2", investment2],
  ["investment/investment-3", investment3],
  ["investment/investment-4", investment4],
  ["investment/investment-5", investment5],
  ["investment/investment-6", investment6],
  ["investment/investment-7", investment7],
  ["investment/investment-8", investment8],
  ["investment/investment-9", investment9],
  ["investment/investment-10", investment10],
  ["saisonal/saisonal-1", saisonal1],
  ["saisonal/saisonal-2", saisonal2],
  ["saisonal/saisonal-3", saisonal3],
  ["saisonal/saisonal-4", saisonal4],
  ["saisonal/saisonal-5", saisonal5],
  ["saisonal/saisonal-6", saisonal6],
  ["saisonal/saisonal-7", saisonal7],
  ["saisonal/saisonal-8", saisonal8],
];
