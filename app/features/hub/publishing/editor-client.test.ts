import { describe, expect, it } from "vitest";

import { EDITOR_API, EDITOR_MODE_PATH, fetchEditorMode, publishDraft, withdrawArticle } from "./editor-client";
import { loadEditorToken, storeEditorToken } from "./editor-token";
import type { GeneratedArticle } from "~/features/hub/drafts/types";

type Call = { url: string; init: RequestInit | undefined };

/** A fetch that answers each address with a fixed response and records the calls. */
function fakeFetch(answers: Record<string, () => Response>) {
  const calls: Call[] = [];
  const fetchImpl = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const answer = answers[url];
    if (!answer) throw new TypeError("Failed to fetch");
    return answer();
  };
  return { calls, fetchImpl };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("the hub's editor-mode client", () => {
  it("is in the editor mode only when the server says so; the static file and failures mean no", async () => {
    expect(await fetchEditorMode(fakeFetch({ [EDITOR_MODE_PATH]: () => json({ editor: true }) }).fetchImpl)).toBe(true);
    expect(await fetchEditorMode(fakeFetch({ [EDITOR_MODE_PATH]: () => json({ editor: false }) }).fetchImpl)).toBe(false);
    expect(
      await fetchEditorMode(fakeFetch({ [EDITOR_MODE_PATH]: () => new Response("<html>", { status: 200 }) }).fetchImpl),
    ).toBe(false);
    expect(await fetchEditorMode(fakeFetch({}).fetchImpl)).toBe(false);
  });

  it("sends the draft with the key as JSON and reads the answer", async () => {
    const { calls, fetchImpl } = fakeFetch({
      [EDITOR_API.publish.path]: () => json({ slug: "neu", title: "Neu", path: "/ratgeber/neu", live: true, pushed: false }),
    });
    const draft = { id: "1", title: "Neu", slug: "neu" } as GeneratedArticle;
    const result = await publishDraft("schluessel", draft, { publishAt: { day: "2030-01-01", time: "09:00" } }, fetchImpl);
    expect(result).toEqual({ ok: true, value: { slug: "neu", title: "Neu", path: "/ratgeber/neu", live: true, pushed: false } });
    expect(calls[0]?.init?.method).toBe("POST");
    expect(new Headers(calls[0]?.init?.headers).get("Authorization")).toBe("Bearer schluessel");
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ article: draft, publishAt: { day: "2030-01-01", time: "09:00" } });
  });

  it("sends an empty slug as the one from the title, and a typed slug as typed (the server refuses one not in slug form)", async () => {
    const { calls, fetchImpl } = fakeFetch({});
    const draft = { id: "1", title: "Labubu Größen", slug: "" } as GeneratedArticle;
    await publishDraft("k", draft, {}, fetchImpl);
    await publishDraft("k", { ...draft, slug: "../Kategorie" }, {}, fetchImpl);
    expect(calls.map((call) => JSON.parse(String(call.init?.body)).article.slug)).toEqual(["labubu-groessen", "../Kategorie"]);
  });

  it("passes the server's German refusal, its problems and its code on; an unreachable server has no message", async () => {
    const refused = await withdrawArticle(
      "k",
      "x",
      fakeFetch({ [EDITOR_API.withdraw.path]: () => json({ message: "Abgelehnt.", problems: ["eins"], code: "exists" }, 409) })
        .fetchImpl,
    );
    expect(refused).toMatchObject({ ok: false, status: 409, message: "Abgelehnt.", problems: ["eins"], code: "exists" });
    expect(await withdrawArticle("k", "x", fakeFetch({}).fetchImpl)).toEqual({ ok: false, status: 0, message: null });
  });
});

describe("the editor's key", () => {
  const memory = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
      values,
    };
  };

  it("lives in the tab unless remembered, then only on the device; an empty key is removed from both", () => {
    const storages = { local: memory(), session: memory() };
    storeEditorToken("abc", false, storages);
    expect(loadEditorToken(storages)).toEqual({ token: "abc", remember: false });
    expect(storages.local.values.size).toBe(0);
    storeEditorToken("abc", true, storages);
    expect(loadEditorToken(storages)).toEqual({ token: "abc", remember: true });
    expect(storages.session.values.size).toBe(0);
    storeEditorToken("", false, storages);
    expect(loadEditorToken(storages)).toEqual({ token: "", remember: false });
    expect(storages.local.values.size + storages.session.values.size).toBe(0);
  });
});
