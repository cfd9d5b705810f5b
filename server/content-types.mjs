import path from "node:path";

import { FEED_PATH, feedHeaders } from "./headers.mjs";

/**
 * Media types by file extension. Text types carry their charset so no browser has to guess;
 * anything unknown is sent as application/octet-stream (with nosniff, never rendered as HTML).
 */
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  // React Router's single-fetch payloads (written next to prerendered resource routes).
  ".data": "text/x-script; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".pdf": "application/pdf",
  ".wasm": "application/wasm",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
};

/** Files whose name says more than their extension: the Atom feed of /neu (RFC 4287's own media type). */
const byName = { [path.posix.basename(FEED_PATH)]: feedHeaders["Content-Type"] };

/** @param {string} file */
export function contentTypeFor(file) {
  const named = byName[/** @type {keyof typeof byName} */ (path.basename(file).toLowerCase())];
  if (named) return named;
  return types[/** @type {keyof typeof types} */ (path.extname(file).toLowerCase())] ?? "application/octet-stream";
}

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:javascript|json|xml|atom\+xml|manifest\+json|wasm)|image\/(?:svg\+xml|x-icon)|font\/(?:ttf|otf))/;

/** Whether a compressed copy of this type is worth having (already-compressed formats are not). */
export function isCompressible(/** @type {string} */ type) {
  return COMPRESSIBLE.test(type);
}
