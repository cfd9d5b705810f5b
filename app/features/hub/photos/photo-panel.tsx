import { ImagePlus, Trash2 } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";

import { type PhotoText, photoTexts, withPhoto, withPhotoText, withoutPhoto } from "~/features/articles";
import { MAX_PHOTOS_PER_ARTICLE, PHOTO_MEDIA_TYPES } from "~/domain/photos";
import { photosCopy as copy } from "~/features/hub/copy/hub-photos";
import { Button } from "~/ui/button";
import { Input } from "~/ui/input";
import { Label } from "~/ui/label";
import type { DraftPhoto } from "../drafts/types";
import { preparePhoto } from "./prepare-photo";
import { deletePhoto, savePhoto } from "./photo-store";
import { type PhotoPreparation, forgetPreparation, usePhotoPreparation } from "./use-photo-preparation";
import { forgetPhotoDataUrl } from "./use-photo-views";

export type PhotoPanelProps = {
  /** The editor's key: each new photo is sent to the editor mode to be encoded for the site right away. */
  token: string;
  draftId: string;
  photos: readonly DraftPhoto[];
  /** The draft's text as the editor has it now, and how to change it (alt texts live in the text). */
  content: string;
  onContentChange: (content: string) => void;
  /** Changes the draft's list of photos. */
  onPhotosChange: (change: (photos: readonly DraftPhoto[]) => DraftPhoto[]) => void;
  /** The id the publish check's photo reasons link to. */
  checkLineId: string;
  /** A photo's view for its thumbnail (from this browser or the site). */
  thumbOf: (file: string) => string | undefined;
};

const ACCEPT = Object.values(PHOTO_MEDIA_TYPES).join(",");

/**
 * The draft's own photos in the editor mode (docs/decisions/0048): added with the file picker, by dragging them
 * onto the panel or by pasting them (Strg+V) anywhere in the editor; each prepared on this device (upright, at
 * most 2,048 px, saved as a JPEG without metadata) and kept in IndexedDB with the draft; shown in the text as an
 * image of its own paragraph. Each needs a description (its alt text) or the mark "dekorativ"; the publish check
 * refuses a photo without either. Loaded only in the editor mode: the hub's other visitors never download it.
 */
export default function PhotoPanel({
  token,
  draftId,
  photos,
  content,
  onContentChange,
  onPhotosChange,
  checkLineId,
  thumbOf,
}: PhotoPanelProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ busy: boolean; added?: string; refused: string[] }>({ busy: false, refused: [] });
  const [dragging, setDragging] = useState(false);
  // The latest text and list, for work that finishes after a render (preparing takes a moment per photo).
  const latest = useRef({ content, photos });
  useEffect(() => {
    latest.current = { content, photos };
  }, [content, photos]);
  const texts = photoTexts(content);
  const preparations = usePhotoPreparation(token, draftId, photos);

  const add = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      setStatus({ busy: true, refused: [] });
      const messages: string[] = [];
      const added: DraftPhoto[] = [];
      for (const file of files) {
        const taken = [...latest.current.photos, ...added].map((photo) => photo.file);
        if (taken.length >= MAX_PHOTOS_PER_ARTICLE) {
          messages.push(copy.tooMany(MAX_PHOTOS_PER_ARTICLE));
          break;
        }
        const prepared = await preparePhoto(file, taken);
        if (!prepared.ok) {
          messages.push(prepared.message);
          continue;
        }
        try {
          await savePhoto(draftId, prepared.photo.file, prepared.blob);
        } catch {
          messages.push(copy.storageFailed);
          break;
        }
        forgetPhotoDataUrl(draftId, prepared.photo.file);
        added.push(prepared.photo);
      }
      if (added.length > 0) {
        onPhotosChange((current) => [...current, ...added]);
        onContentChange(added.reduce((text, photo) => withPhoto(text, photo.file), latest.current.content));
      }
      setStatus({ busy: false, ...(added.length > 0 ? { added: copy.added(added.length) } : {}), refused: messages });
    },
    [draftId, onContentChange, onPhotosChange],
  );

  // A photo pasted anywhere in the editor (the text field included) is added; pasted text stays text.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])].filter((file) => file.type.startsWith("image/"));
      if (files.length === 0) return;
      event.preventDefault();
      void add(files);
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, [add]);

  const remove = (file: string) => {
    onPhotosChange((current) => current.filter((photo) => photo.file !== file));
    onContentChange(withoutPhoto(latest.current.content, file));
    forgetPhotoDataUrl(draftId, file);
    forgetPreparation(draftId, file);
    void deletePhoto(draftId, file).catch(() => {});
    setStatus({ busy: false, added: copy.removed(file), refused: [] });
  };
  const describe = (file: string, text: PhotoText) => onContentChange(withPhotoText(latest.current.content, file, text));

  return (
    <section
      id={checkLineId}
      aria-labelledby={`${id}-title`}
      className={`grid gap-3 rounded-xl border border-dashed p-4 ${dragging ? "border-accent-strong bg-paper" : "border-line"}`}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes("Files")) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        void add([...event.dataTransfer.files]);
      }}
    >
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="font-semibold">
          {copy.title}
        </h3>
        <p className="text-sm text-ink-soft">{copy.description}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" disabled={status.busy} onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden="true" />
          {copy.pick}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label={copy.pick}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            void add(files);
          }}
        />
        <p id={`${id}-hint`} className="text-xs text-ink-soft">
          {copy.pickHint}
        </p>
      </div>
      <div role="status" className="text-sm empty:hidden">
        {status.busy ? <p>{copy.adding}</p> : null}
        {status.added ? <p>{status.added}</p> : null}
        {status.refused.map((message, index) => (
          <p key={index} className="font-semibold text-fake">
            {message}
          </p>
        ))}
      </div>
      {photos.length === 0 ? (
        <p className="text-sm text-ink-soft">{copy.empty}</p>
      ) : (
        <ul aria-label={copy.listLabel} className="grid gap-3">
          {photos.map((photo) => {
            const text = texts.get(photo.file);
            const thumb = thumbOf(photo.file);
            const field = `${id}-${photo.file}`;
            return (
              <li key={photo.file} className="grid gap-2 rounded-lg border border-line p-3 sm:grid-cols-[6rem_1fr]">
                {thumb ? (
                  <img src={thumb} alt="" width={96} height={Math.round((96 * photo.height) / photo.width)} className="rounded" />
                ) : (
                  <span aria-hidden="true" className="size-24 rounded bg-paper" />
                )}
                <div className="grid gap-2">
                  <p className="text-sm">
                    <span className="font-mono break-all">{photo.file}</span>{" "}
                    <span className="text-ink-soft">
                      {copy.size(photo.width, photo.height)}
                      {photo.url ? ` · ${copy.published}` : ""}
                    </span>
                  </p>
                  <PreparationLine preparation={preparations.get(photo.file)} />
                  {text ? (
                    <>
                      <div className="grid gap-1">
                        <Label htmlFor={`${field}-alt`}>{copy.alt.label(photo.file)}</Label>
                        <Input
                          id={`${field}-alt`}
                          dir="auto"
                          lang="de-AT"
                          value={text.alt}
                          disabled={text.decorative}
                          aria-describedby={`${field}-alt-hint`}
                          aria-invalid={!text.decorative && text.alt === "" ? true : undefined}
                          onChange={(event) => describe(photo.file, { alt: event.target.value, decorative: false })}
                        />
                        <p id={`${field}-alt-hint`} className="text-xs text-ink-soft">
                          {!text.decorative && text.alt === "" ? copy.alt.missing : copy.alt.hint}
                        </p>
                      </div>
                      <label className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          checked={text.decorative}
                          onChange={(event) => describe(photo.file, { alt: "", decorative: event.target.checked })}
                        />
                        {copy.decorative}
                      </label>
                    </>
                  ) : (
                    <div className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="text-ink-soft">{copy.notInText}</span>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        aria-label={copy.insertLabel(photo.file)}
                        onClick={() => onContentChange(withPhoto(latest.current.content, photo.file))}
                      >
                        {copy.insert}
                      </Button>
                    </div>
                  )}
                  <div>
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={copy.removeLabel(photo.file)}
                      onClick={() => remove(photo.file)}
                    >
                      <Trash2 aria-hidden="true" />
                      {copy.remove}
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Where the photo's encoding for the site stands (docs/decisions/0057); nothing while the server was not asked. */
function PreparationLine({ preparation }: { preparation: PhotoPreparation | undefined }) {
  if (!preparation || preparation.state === "unsent") return null;
  if (preparation.state === "refused")
    return (
      <div className="grid gap-1 text-sm font-semibold text-fake">
        {preparation.problems.map((problem, index) => (
          <p key={index}>{problem}</p>
        ))}
      </div>
    );
  return (
    <p className="text-xs text-ink-soft" data-preparation={preparation.state}>
      {preparation.state === "ready" ? copy.prepared : copy.preparing}
    </p>
  );
}
