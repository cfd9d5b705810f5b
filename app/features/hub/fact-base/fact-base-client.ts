// The hub's side of the fact base's write API (docs/decisions/0050): what the fact base holds now, and the four
// changes an editor makes. Addresses and payload schemas are the contract's (editor-contract.ts).
import { call, type ApiResult } from "~/features/hub/publishing/editor-client";
import { isPendingChange, type PendingChange } from "~/features/hub/shared/changes-client";
import type {
  CorrectRequest,
  ReconfirmRequest,
  SeriesCorrectRequest,
  SeriesRequest,
  ShopRemoveRequest,
  ShopRequest,
} from "~/features/hub/publishing/editor-contract";

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export type FactSource = { name: string; title: string; url: string; published: string };
export type FactEntry = {
  id: string;
  /** The fact file ("market"). */
  file: string;
  statement: string;
  values: Record<string, string | number>;
  lifespan: "current" | "historical";
  asOf?: string;
  notReconfirmed?: string;
  /** Shown with "nicht neu bestätigt" or past its twelve months today. */
  stale: boolean;
  /** A shop the newsroom added, which "Geschäft entfernen" may remove. */
  removable?: boolean;
  sources: FactSource[];
};
export type SeriesSummary = {
  key: string;
  name: string;
  release: string;
  figures: string[];
  hasSecret: boolean;
  /** What "Serie korrigieren" shows as the value so far ("" or null where no source established one). */
  secretName?: string;
  secretOdds?: number | null;
  sizeCm?: number | null;
};
export type FactBase = { today: string; facts: FactEntry[]; series: SeriesSummary[] };

/** A change the server committed and put live. */
export type ChangeResult = { message: string; commit: string; editor: string; live: boolean; milliseconds: number };
/** Under four eyes: the change is kept until another person approves it (docs/decisions/0080). */
export type PendingAnswer = { message: string; pending: PendingChange };
/** What a change answers: live, or waiting for a second person. */
export type ChangeAnswer = ChangeResult | PendingAnswer;
/** A correction's preview (and, once committed, its record): the sentence before and after, the articles to revise. */
export type CorrectionResult = {
  message: string;
  before: string;
  after: string;
  revise: { slug: string; title: string; sentences: string[] }[];
  commit?: string;
};

const isText = (value: unknown): value is string => typeof value === "string";
const record = (value: unknown) => (value ?? {}) as Record<string, unknown>;

const isFactBase = (value: unknown): value is FactBase => {
  const item = record(value);
  return (
    isText(item.today) &&
    Array.isArray(item.facts) &&
    item.facts.every((fact) => isText(record(fact).id) && isText(record(fact).statement)) &&
    Array.isArray(item.series) &&
    item.series.every((entry) => isText(record(entry).key) && Array.isArray(record(entry).figures))
  );
};
const isChange = (value: unknown): value is ChangeResult => {
  const item = record(value);
  return isText(item.message) && isText(item.commit) && item.live === true;
};
const isPending = (value: unknown): value is PendingAnswer =>
  isText(record(value).message) && isPendingChange(record(value).pending);
const isChangeAnswer = (value: unknown): value is ChangeAnswer => isChange(value) || isPending(value);
const isCorrection = (value: unknown): value is CorrectionResult => {
  const item = record(value);
  return isText(item.message) && isText(item.before) && isText(item.after) && Array.isArray(item.revise);
};

export function fetchFactBase(token: string, fetchImpl?: Fetch): Promise<ApiResult<FactBase>> {
  return call("factBase", token, undefined, isFactBase, fetchImpl);
}

export function reconfirm(token: string, request: ReconfirmRequest, fetchImpl?: Fetch): Promise<ApiResult<ChangeAnswer>> {
  return call("factReconfirm", token, request, isChangeAnswer, fetchImpl);
}

/** Without `commit`, the server only answers what would change. */
export function correct(
  token: string,
  request: CorrectRequest,
  fetchImpl?: Fetch,
): Promise<ApiResult<CorrectionResult | PendingAnswer>> {
  return call("factCorrect", token, request, (value) => isCorrection(value) || isPending(value), fetchImpl);
}

export function addSeries(token: string, request: SeriesRequest, fetchImpl?: Fetch): Promise<ApiResult<ChangeAnswer>> {
  return call("seriesAdd", token, request, isChangeAnswer, fetchImpl);
}

export function addShop(token: string, request: ShopRequest, fetchImpl?: Fetch): Promise<ApiResult<ChangeAnswer>> {
  return call("shopAdd", token, request, isChangeAnswer, fetchImpl);
}

export function removeShop(token: string, request: ShopRemoveRequest, fetchImpl?: Fetch): Promise<ApiResult<ChangeAnswer>> {
  return call("shopRemove", token, request, isChangeAnswer, fetchImpl);
}

/** "Serie korrigieren" (docs/decisions/0092): one field of a series, with the source that states the new value. */
export function correctSeries(token: string, request: SeriesCorrectRequest, fetchImpl?: Fetch): Promise<ApiResult<ChangeAnswer>> {
  return call("seriesCorrect", token, request, isChangeAnswer, fetchImpl);
}
