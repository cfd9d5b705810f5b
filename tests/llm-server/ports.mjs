// Where the end-to-end tests find the language-model test server, and the port nobody listens on
// (the "connection refused" case). Both origins must be in the build's LLM_ORIGINS, because the hub
// refuses every other endpoint before any request. `npm test` picks free ports and builds with them;
// to run the spec directly:
//   E2E_PORT=4403 LLM_ORIGINS="$(E2E_PORT=4403 node tests/llm-server/ports.mjs)" npm run build
//   E2E_PORT=4403 npx playwright test tests/e2e/hub-llm.spec.ts --workers=1
// Defaults: LLM_TEST_PORT = E2E_PORT + 100, LLM_CLOSED_PORT = E2E_PORT + 101.
import { fileURLToPath } from "node:url";

/** @param {Record<string, string | undefined>} env */
export function llmTestPorts(env = process.env) {
  const e2ePort = Number(env.E2E_PORT ?? 4173);
  const port = Number(env.LLM_TEST_PORT ?? e2ePort + 100);
  const closedPort = Number(env.LLM_CLOSED_PORT ?? e2ePort + 101);
  const origin = `http://127.0.0.1:${port}`;
  const closedOrigin = `http://127.0.0.1:${closedPort}`;
  return { port, closedPort, origin, closedOrigin, llmOrigins: `default ${origin} ${closedOrigin}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(llmTestPorts().llmOrigins);
