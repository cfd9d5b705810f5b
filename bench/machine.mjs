// What a bench result records about the machine it ran on, the same way in every report.
import os from "node:os";

/** @param {number[]} loads */
const rounded = (loads) => loads.map((value) => Math.round(value * 100) / 100);

/**
 * Cores, CPU model, any further facts the caller adds, then the load averages before the run
 * (`loadBefore`, from `os.loadavg()`) and now, rounded to two places.
 * @template {Record<string, unknown>} [More={}]
 * @param {number[]} loadBefore
 * @param {More} [more]
 */
export function machineFacts(loadBefore, more = /** @type {More} */ ({})) {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model ?? null,
    ...more,
    loadAverageBefore: rounded(loadBefore),
    loadAverageAfter: rounded(os.loadavg()),
  };
}
