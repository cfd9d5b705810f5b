import { useEffect, useSyncExternalStore } from "react";

import { preparePhotoForSite } from "~/features/hub/publishing/editor-client";
import type { DraftPhoto } from "../drafts/types";
import { loadPhoto } from "./photo-store";
import { base64Of } from "./uploads";

/**
 * Where a draft photo's encoding for the site stands (docs/decisions/0057): being encoded, ready (its publication
 * only links the variants), refused with the server's German reasons, or unsent when the server could not be asked
 * (not reached, a wrong key): not shown, tried again with another key, and the publication encodes it.
 */
export type PhotoPreparation =
  { state: "working" } | { state: "ready" } | { state: "refused"; problems: string[] } | { state: "unsent"; token: string };

/** What this tab knows already, by "<draft id>/<file>": a photo is sent once per tab, not on every render. */
const known = new Map<string, PhotoPreparation>();
/** Bumped on every change of `known`; the panels showing it listen. */
let version = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const learn = (key: string, preparation: PhotoPreparation | null) => {
  if (preparation) known.set(key, preparation);
  else known.delete(key);
  version += 1;
  for (const listener of listeners) listener();
};
/** One photo at a time: the server encodes each with both cores. */
let queue: Promise<unknown> = Promise.resolve();

const keyOf = (draftId: string, file: string) => `${draftId}/${file}`;

/** A photo not asked about yet, or asked about in vain with another key. */
const due = (draftId: string, file: string, token: string) => {
  const preparation = known.get(keyOf(draftId, file));
  return !preparation || (preparation.state === "unsent" && preparation.token !== token);
};

/**
 * Sends every photo of the draft that the site does not have yet to the editor mode as soon as it is in this
 * browser, so its variants are made while the editor writes, not when "Veröffentlichen" is clicked. Without a key
 * nothing is sent.
 */
export function usePhotoPreparation(
  token: string,
  draftId: string,
  photos: readonly DraftPhoto[],
): ReadonlyMap<string, PhotoPreparation> {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const pendingKey = photos
    .filter((photo) => !photo.url && due(draftId, photo.file, token))
    .map((photo) => photo.file)
    .join("\n");

  useEffect(() => {
    if (!token || pendingKey === "") return;
    for (const file of pendingKey.split("\n")) {
      const key = keyOf(draftId, file);
      if (!due(draftId, file, token)) continue;
      learn(key, { state: "working" });
      queue = queue
        .then(async () => {
          const blob = await loadPhoto(draftId, file);
          const answer = blob ? await preparePhotoForSite(token, { file, data: await base64Of(blob) }) : null;
          if (answer?.ok) learn(key, { state: "ready" });
          else if (answer?.status === 422)
            learn(key, { state: "refused", problems: answer.problems ?? (answer.message ? [answer.message] : []) });
          else learn(key, { state: "unsent", token });
        })
        .catch(() => learn(key, { state: "unsent", token }));
    }
  }, [token, draftId, pendingKey]);

  return new Map(
    photos.flatMap((photo) => {
      const preparation = known.get(keyOf(draftId, photo.file));
      return preparation && preparation.state !== "unsent" ? [[photo.file, preparation] as const] : [];
    }),
  );
}

/** A photo removed from the draft: sent again if it is added again (it may be another photo under that name). */
export function forgetPreparation(draftId: string, file: string): void {
  learn(keyOf(draftId, file), null);
}
