import { describe, expect, it } from "vitest";

import { failedAudits, requestsBefore, summarizeRun } from "./lighthouse.mjs";

const lhr = {
  environment: { benchmarkIndex: 1450 },
  categories: {
    performance: {
      score: 0.97,
      auditRefs: [
        { id: "largest-contentful-paint", weight: 25 },
        { id: "total-blocking-time", weight: 30 },
      ],
    },
    accessibility: { score: 1, auditRefs: [{ id: "color-contrast", weight: 7 }] },
    seo: {
      score: 0.92,
      auditRefs: [
        { id: "meta-description", weight: 1 },
        { id: "structured-data", weight: 0 },
      ],
    },
  },
  audits: {
    "largest-contentful-paint": {
      id: "largest-contentful-paint",
      title: "Largest Contentful Paint",
      score: 0.9,
      numericValue: 2144.07,
    },
    "first-contentful-paint": { numericValue: 1000 },
    "total-blocking-time": { id: "total-blocking-time", title: "Total Blocking Time", score: 1, numericValue: 12 },
    "cumulative-layout-shift": { numericValue: 0.004 },
    "speed-index": { numericValue: 1100 },
    "total-byte-weight": { numericValue: 412_345 },
    "largest-contentful-paint-element": {
      details: {
        type: "list",
        items: [
          { type: "table", items: [{ node: { type: "node", snippet: '<img src="/fotos/a-960.avif" alt="Box">' } }] },
          { type: "table", items: [{ phase: "TTFB", timing: 600 }] },
        ],
      },
    },
    "color-contrast": { id: "color-contrast", title: "Contrast", score: 1 },
    "meta-description": { id: "meta-description", title: "Document has a meta description", score: 0 },
    "structured-data": { id: "structured-data", title: "Structured data is valid", score: null },
    metrics: { details: { items: [{ observedLargestContentfulPaint: 273 }] } },
    "network-requests": {
      details: {
        items: [
          { url: "http://127.0.0.1:1/", rendererStartTime: 0 },
          { url: "http://127.0.0.1:1/assets/a.js", rendererStartTime: 95 },
          { url: "data:image/png;base64,AA", rendererStartTime: 100 },
          { url: "http://127.0.0.1:1/favicon.svg", rendererStartTime: 352 },
        ],
      },
    },
  },
};

describe("summarizeRun", () => {
  it("reads scores as 0–100, the five metrics, the bytes, the largest paint's element and the requests before it", () => {
    const summary = summarizeRun(lhr);
    expect(summary.scores).toEqual({ performance: 97, accessibility: 100, seo: 92 });
    expect(summary.metrics).toEqual({ lcp: 2144.07, fcp: 1000, tbt: 12, cls: 0.004, speedIndex: 1100, totalBytes: 412_345 });
    expect(summary.lcpElement).toBe('<img src="/fotos/a-960.avif" alt="Box">');
    expect(summary.observedLcp).toBe(273);
    expect(summary.benchmarkIndex).toBe(1450);
    expect(summary.requestsBeforeLcp).toBe(2);
  });
});

describe("failedAudits", () => {
  it("names the weighted audits that cost points, per category", () => {
    expect(failedAudits(lhr)).toEqual({
      performance: ["largest-contentful-paint: Largest Contentful Paint"],
      accessibility: [],
      seo: ["meta-description: Document has a meta description"],
    });
  });
});

describe("requestsBefore", () => {
  it("is null without a time", () => {
    expect(requestsBefore([], null)).toBeNull();
  });
});
