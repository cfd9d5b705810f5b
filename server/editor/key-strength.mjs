// How much a key resists guessing (docs/decisions/0061): an editor's key needs at least 128 bits that a
// guesser cannot predict. Nobody can measure the randomness of one string, so the estimate is generous to
// a random key and harsh to a made-up one: the bits its length and alphabet could hold (hex 4 per character,
// the URL-safe alphabet up to 6), and none at all for a key that repeats itself, has too few different
// characters for its length, or runs through the alphabet or the keyboard (`aaaa…`, `abab…`, `0123…`,
// `qwertz…`). A key from `openssl rand -hex 16` (32 hex digits) holds 128 bits and passes.

/** The bits an editor's key must have. */
export const KEY_MIN_BITS = 128;

/** How to make a key, in the words every refusal uses. */
export const KEY_ADVICE = "Einen neuen Schlüssel erzeugt z. B. `openssl rand -hex 16` (32 Zeichen, 128 Zufallsbits).";

const RUNS = ["abcdefghijklmnopqrstuvwxyz", "0123456789", "qwertzuiopasdfghjklyxcvbnm", "qwertyuiopasdfghjklzxcvbnm"];

/** The alphabet a key's characters come from: hex digits alone count 16, otherwise each class used adds its size. */
function alphabetSize(/** @type {string} */ key) {
  if (/^[0-9a-f]+$/.test(key) || /^[0-9A-F]+$/.test(key)) return 16;
  let size = 0;
  if (/[a-z]/.test(key)) size += 26;
  if (/[A-Z]/.test(key)) size += 26;
  if (/[0-9]/.test(key)) size += 10;
  if (/[-_]/.test(key)) size += 2;
  return size;
}

/** Whether the key is one piece written again and again ("abcabcabc…"). */
function repeats(/** @type {string} */ key) {
  for (let period = 1; period <= key.length / 2; period++) {
    if (key.length % period === 0 && key.slice(period) === key.slice(0, -period)) return true;
  }
  return false;
}

/** Whether six characters in a row run through the alphabet, the digits or a keyboard row, forwards or back. */
function runsThrough(/** @type {string} */ key) {
  const lower = key.toLowerCase();
  for (let start = 0; start + 6 <= lower.length; start++) {
    const piece = lower.slice(start, start + 6);
    const back = [...piece].reverse().join("");
    if (RUNS.some((run) => run.includes(piece) || run.includes(back))) return true;
  }
  return false;
}

/**
 * The bits of a key as estimated above: 0 for a key that is made up rather than drawn.
 * @param {string} key
 */
export function keyBits(key) {
  if (key.length === 0 || repeats(key) || runsThrough(key)) return 0;
  const alphabet = alphabetSize(key);
  // A random key of this length shows, on average, this many different characters; a made-up one far fewer.
  const expected = alphabet * (1 - (1 - 1 / alphabet) ** key.length);
  if (new Set(key).size < expected / 2) return 0;
  return Math.floor(key.length * Math.log2(alphabet));
}

/** Whether a key is strong enough to guard writes. @param {string} key */
export function strongKey(key) {
  return keyBits(key) >= KEY_MIN_BITS;
}
