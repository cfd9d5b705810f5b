import { CALCULATOR_LIMITS } from "~/domain/calculator";

export { CALCULATOR_LIMITS };

/**
 * How many blind boxes until a series is complete. A series has `figures` regular figures,
 * equally likely among themselves, and optionally one secret figure that a box holds with
 * probability `secretChance`. Boxes are independent draws (the coupon collector's problem).
 *
 * Everything runs on a small Markov chain whose state is (regular figures collected, secret yes/no):
 * the figures are symmetric, so n + 1 counts and one flag describe a collection completely.
 * Expectations come from a backward recursion over that chain (exact, all terms positive, so no
 * cancellation), completion chances from a forward pass over boxes. Work is bounded by the input
 * limits below, so no input can make the page hang.
 */

export type SetInput = {
  /** Regular figures in the set (1 … maxFigures). */
  figures: number;
  /** Chance per box of the secret figure (0 = the series has none; otherwise 0 < p ≤ 0.5). */
  secretChance: number;
  /** Price of one box (> 0), in euros on the calculator; any one currency elsewhere. */
  price: number;
  /** Where the collector starts: regular figures already in hand and whether the secret is (default: nothing yet). */
  owned?: Owned;
};

/** A collection's state in the chain: distinct regular figures in hand (0 … figures) and the secret yes/no. */
export type Owned = { regulars: number; secret: boolean };

const NOTHING_OWNED: Owned = { regulars: 0, secret: false };

export type SetResult = {
  /** Expected boxes (from the starting state) until every regular figure is there. */
  regularBoxes: number;
  /** Expected boxes until every regular figure and the secret figure are there (= regularBoxes without a secret or with it in hand). */
  fullBoxes: number;
  regularCost: number;
  fullCost: number;
};

function assertInput({ figures, secretChance, price, owned = NOTHING_OWNED }: SetInput) {
  if (!Number.isInteger(figures) || figures < 1 || figures > CALCULATOR_LIMITS.maxFigures) throw new RangeError("figures");
  if (!(secretChance === 0 || (secretChance >= 1 / CALCULATOR_LIMITS.maxSecretOneIn && secretChance <= 0.5)))
    throw new RangeError("secretChance");
  if (!(price > 0 && price <= CALCULATOR_LIMITS.maxPrice)) throw new RangeError("price");
  if (!Number.isInteger(owned.regulars) || owned.regulars < 0 || owned.regulars > figures) throw new RangeError("owned");
}

/**
 * Expected boxes from a state, by backward recursion: E(n, have secret) = 0 and
 * E(k, s) = (1 + a·E(k+1, s) + b·E(k, 1)) / (a + b) with a = (n − k)·q the chance of a new regular
 * figure, b = p when the secret is still missing (else 0), q = (1 − p)/n. The recursion runs from
 * the complete state down to the starting state `owned`.
 */
function expectedBoxes(figures: number, secretChance: number, needSecret: boolean, owned: Owned): number {
  const q = (1 - secretChance) / figures;
  const p = secretChance;
  const start = owned.regulars;
  // withSecret[k]: expected boxes still needed with k regulars and the secret in hand.
  const withSecret = new Float64Array(figures + 1);
  for (let k = figures - 1; k >= start; k--) withSecret[k] = (1 + (figures - k) * q * withSecret[k + 1]!) / ((figures - k) * q);
  if (!needSecret || p === 0 || owned.secret) return withSecret[start]!;
  let next = 1 / p; // n regulars, secret missing: wait for the secret alone
  for (let k = figures - 1; k >= start; k--) {
    const a = (figures - k) * q;
    next = (1 + a * next + p * withSecret[k]!) / (a + p);
  }
  return next;
}

export function calculateSet(input: SetInput): SetResult {
  assertInput(input);
  const owned = input.owned ?? NOTHING_OWNED;
  const regularBoxes = expectedBoxes(input.figures, input.secretChance, false, owned);
  const fullBoxes = expectedBoxes(input.figures, input.secretChance, true, owned);
  return { regularBoxes, fullBoxes, regularCost: regularBoxes * input.price, fullCost: fullBoxes * input.price };
}

/**
 * Chance to be complete after each number of boxes 1 … `maxBoxes`: the probability mass of the
 * complete state after a forward pass of the chain, from the starting state `owned`. `regular[i]`
 * and `full[i]` are the chances after i + 1 (further) boxes. Exact for the model (regular figures
 * equally likely, the secret with its own chance), not an approximation.
 */
export function completionCurve(
  figures: number,
  secretChance: number,
  maxBoxes: number,
  owned: Owned = NOTHING_OWNED,
): { regular: Float64Array; full: Float64Array } {
  assertInput({ figures, secretChance, price: 1, owned });
  if (!Number.isInteger(maxBoxes) || maxBoxes < 1 || maxBoxes > CALCULATOR_LIMITS.maxBoxes) throw new RangeError("maxBoxes");
  const n = figures;
  const q = (1 - secretChance) / n;
  const p = secretChance;
  // Probability of holding k regulars without (a) / with (b) the secret.
  let a = new Float64Array(n + 1);
  let b = new Float64Array(n + 1);
  let nextA = new Float64Array(n + 1);
  let nextB = new Float64Array(n + 1);
  // A series without a secret counts as having it: only the regulars decide.
  if (owned.secret || secretChance === 0) b[owned.regulars] = 1;
  else a[owned.regulars] = 1;
  const regular = new Float64Array(maxBoxes);
  const full = new Float64Array(maxBoxes);
  for (let box = 0; box < maxBoxes; box++) {
    nextA.fill(0);
    nextB.fill(0);
    for (let k = 0; k <= n; k++) {
      const newRegular = (n - k) * q;
      const repeat = k * q;
      const withoutSecret = a[k]!;
      const withSecret = b[k]!;
      if (withoutSecret) {
        nextA[k] = nextA[k]! + withoutSecret * repeat;
        if (k < n) nextA[k + 1] = nextA[k + 1]! + withoutSecret * newRegular;
        nextB[k] = nextB[k]! + withoutSecret * p;
      }
      if (withSecret) {
        nextB[k] = nextB[k]! + withSecret * (repeat + p);
        if (k < n) nextB[k + 1] = nextB[k + 1]! + withSecret * newRegular;
      }
    }
    [a, nextA] = [nextA, a];
    [b, nextB] = [nextB, b];
    regular[box] = Math.min(1, a[n]! + b[n]!);
    full[box] = Math.min(1, b[n]!);
  }
  return { regular, full };
}

/** The fewest boxes that reach `target` chance of completion, or null when more than the limit would be needed. */
export function boxesForChance(curve: Float64Array, target: number): number | null {
  const index = curve.findIndex((chance) => chance >= target);
  return index === -1 ? null : index + 1;
}
