/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL: string;
  readonly VITE_BUILD_DATE: string;
  /** Origins of language-model servers the hub may call (LLM_ORIGINS at build time, see server/llm-origins.mjs). */
  readonly VITE_LLM_ORIGINS: readonly string[];
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
