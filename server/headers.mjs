// The one source of the site's response headers: the Node server uses it, and
// scripts/postbuild.mjs writes the same headers for static hosts (build/client/_headers).

export const baseSecurityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), interest-cohort=()",
};

/** Fallback CSP for responses without a per-page policy (text, XML, assets, errors). */
export const defaultCsp =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";

/**
 * @param {{ csp?: string, hsts?: boolean }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders({ csp, hsts = false }) {
  return {
    ...baseSecurityHeaders,
    "Content-Security-Policy": csp ?? defaultCsp,
    ...(hsts ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
