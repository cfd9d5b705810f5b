import { LlmError } from "./errors";

/** The model origins this build allows (LLM_ORIGINS, inlined by vite.config.ts; the CSP allows the same). */
export const allowedModelOrigins: readonly string[] = import.meta.env.VITE_LLM_ORIGINS;

export const ENDPOINT_MAX_LENGTH = 2048;

/**
 * Checks the endpoint the editor entered, before any request: an http(s) base URL whose origin
 * the build allows. Returns the base without trailing slashes ("http://localhost:11434/v1").
 */
export function checkEndpoint(input: string, allowed: readonly string[] = allowedModelOrigins): string {
  const text = input.trim();
  if (!text) throw new LlmError("endpoint-missing");
  if (text.length > ENDPOINT_MAX_LENGTH) throw new LlmError("endpoint-invalid");
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new LlmError("endpoint-invalid");
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password || url.search || url.hash) {
    throw new LlmError("endpoint-invalid");
  }
  if (!allowed.includes(url.origin)) throw new LlmError("endpoint-not-allowed", { origin: url.origin });
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

export function checkModel(input: string): string {
  const model = input.trim();
  if (!model) throw new LlmError("model-missing");
  return model;
}
