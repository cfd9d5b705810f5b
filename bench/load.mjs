// HTTP load on loopback with autocannon, in this process (the server under test runs in its own).
import autocannon from "autocannon";

/**
 * @param {string} url
 * @param {{ connections?: number, duration?: number, warmup?: number, headers?: Record<string, string>, paths?: string[] }} [options]
 *   paths: every connection asks for these in turn (on url's origin) instead of url alone
 */
export async function loadTest(url, { connections = 50, duration = 10, warmup = 2, headers = {}, paths } = {}) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    ...(paths ? { requests: paths.map((path) => ({ method: "GET", path })) } : {}),
    ...(warmup > 0 ? { warmup: { connections, duration: warmup } } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    total: result.requests.total,
    bytesPerSecond: result.throughput.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
