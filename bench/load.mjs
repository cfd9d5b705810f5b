// HTTP load on loopback with autocannon, in this process (the server under test runs in its own).
import autocannon from "autocannon";

/**
 * @param {string} url
 * @param {{ connections?: number, duration?: number, warmup?: number, headers?: Record<string, string> }} [options]
 */
export async function loadTest(url, { connections = 50, duration = 10, warmup = 2, headers = {} } = {}) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
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
