import { describe, expect, it } from "vitest";

import { CHART_SIZE, completionChart, niceStep } from "./completion-chart-model";
import { completionCurve } from "./set-calculation";

describe("the completion chart", () => {
  it("picks round steps", () => {
    expect([niceStep(7, 5), niceStep(40, 5), niceStep(330, 5), niceStep(0, 5)]).toEqual([2, 10, 100, 1]);
  });

  it("ends the x axis on a tick past the box count for 99 % with the secret, and reads its rows from the curve", () => {
    const curve = completionCurve(6, 1 / 72, 1000);
    const chart = completionChart(curve, { withSecret: true });
    const reach = curve.full.findIndex((chance) => chance >= 0.99) + 1;
    expect(chart.xMax).toBeGreaterThanOrEqual(reach);
    expect(chart.xMax % (chart.xTicks[1]!.value - chart.xTicks[0]!.value)).toBe(0);
    expect(chart.lines.map((line) => line.key)).toEqual(["regular", "full"]);
    for (const row of chart.rows) {
      expect(row.regular).toBe(curve.regular[row.boxes - 1]);
      expect(row.full).toBe(curve.full[row.boxes - 1]);
    }
    expect(chart.rows.length).toBeGreaterThanOrEqual(5);
  });

  it("draws inside the plot and starts at the starting state", () => {
    const curve = completionCurve(6, 0, 200, { regulars: 6, secret: false });
    const chart = completionChart(curve, { withSecret: false, atStart: { regular: 1, full: 1 } });
    expect(chart.lines).toHaveLength(1);
    const points = [...chart.lines[0]!.path.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(points[0]).toEqual([CHART_SIZE.left, CHART_SIZE.top]); // 100 % at 0 boxes
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(chart.plot.left);
      expect(x).toBeLessThanOrEqual(chart.plot.right);
      expect(y).toBeGreaterThanOrEqual(chart.plot.top);
      expect(y).toBeLessThanOrEqual(chart.plot.bottom);
    }
    expect(points.length).toBeLessThanOrEqual(92);
  });
});
