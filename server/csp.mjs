import { baseSecurityHeaders, defaultCsp } from "./headers.mjs";

/** A page's CSP: only our own files, plus the exact inline scripts/styles the prerender emitted. */
export function buildCsp({ script = [], style = [] }) {
  return [
    "default-src 'self'",
    `script-src 'self' ${script.join(" ")}`.trim(),
    `style-src 'self' ${style.join(" ")}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** Netlify/Cloudflare-Pages style `_headers`, generated from the same source as the server's. */
export function staticHostHeaders(cspByPage) {
  const lines = ["/*"];
  for (const [name, value] of Object.entries(baseSecurityHeaders)) lines.push(`  ${name}: ${value}`);
  lines.push(`  Content-Security-Policy: ${defaultCsp}`, "");
  for (const [page, csp] of Object.entries(cspByPage)) {
    lines.push(page === "/" ? "/" : page, `  ! Content-Security-Policy`, `  Content-Security-Policy: ${csp}`, "");
  }
  lines.push("/assets/*", "  Cache-Control: public, max-age=31536000, immutable", "");
  return lines.join("\n");
}
