// The article page the measurements and the budgets look at, found in a build; shared by
// bench/run.mjs and scripts/budgets.mjs.
import { readdir } from "node:fs/promises";
import path from "node:path";

/**
 * The first article page of the build (articles are build/client/ratgeber/<slug>/index.html;
 * category pages live under ratgeber/kategorie, later pages of the list under ratgeber/seite).
 * @param {string} root the build/client folder
 * @returns {Promise<string | null>} its path, e.g. "/ratgeber/erster-artikel"; null without articles
 */
export async function firstArticlePage(root) {
  const entries = await readdir(path.join(root, "ratgeber"), { withFileTypes: true }).catch(() => []);
  const slugs = entries
    .filter((entry) => entry.isDirectory() && entry.name !== "kategorie" && entry.name !== "seite")
    .map((entry) => entry.name);
  return slugs.length ? `/ratgeber/${slugs.sort()[0]}` : null;
}
