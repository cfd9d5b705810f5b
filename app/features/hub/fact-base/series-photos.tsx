import { Trash2 } from "lucide-react";
import { useState } from "react";

import { seriesPhotoSubjects, type SeriesFields, type SeriesPhotoFields } from "./forms";
import { TextField } from "./parts";
import { PHOTO_MEDIA_TYPES } from "~/domain/photos";
import { base64Of } from "~/features/hub/photos/uploads";
import { preparePhoto } from "~/features/hub/photos/prepare-photo";
import { seriesCatalogCopy } from "~/features/hub/copy/hub-fact-base";
import { photosCopy } from "~/features/hub/copy/hub-photos";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";
import { Input } from "~/ui/input";

const copy = seriesCatalogCopy.add.photos;
const ACCEPT = Object.values(PHOTO_MEDIA_TYPES).join(",");

/**
 * A new series' own photos (docs/decisions/0053): one of the series and one of each figure the form lists, each
 * prepared on this device as the draft photos are (upright, at most 2,048 px, a JPEG without metadata) and
 * described. The server checks each again and commits them with the series.
 */
export function SeriesPhotos({
  fields,
  onChange,
}: {
  fields: SeriesFields;
  onChange: (change: (photos: SeriesFields["photos"]) => SeriesFields["photos"]) => void;
}) {
  const [status, setStatus] = useState<{ busy: boolean; refused: string | null }>({ busy: false, refused: null });
  const add = async (key: string, file: File | undefined) => {
    if (!file) return;
    setStatus({ busy: true, refused: null });
    const prepared = await preparePhoto(file, []);
    if (!prepared.ok) return setStatus({ busy: false, refused: prepared.message });
    const photo: SeriesPhotoFields = {
      data: await base64Of(prepared.blob),
      width: prepared.photo.width,
      height: prepared.photo.height,
      alt: "",
    };
    onChange((photos) => ({ ...photos, [key]: photo }));
    setStatus({ busy: false, refused: null });
  };
  const change = (key: string, photo: SeriesPhotoFields | undefined) =>
    onChange((photos) => {
      const { [key]: _, ...rest } = photos;
      return photo ? { ...rest, [key]: photo } : rest;
    });
  return (
    <fieldset className="grid gap-3 rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{copy.legend}</legend>
      <p className="text-xs text-ink-soft">{copy.hint}</p>
      <ul className="grid gap-3">
        {seriesPhotoSubjects(fields).map((subject) => {
          const label = copy.subject(subject.kind, subject.name);
          const photo = fields.photos[subject.key];
          const id = `serie-foto-${subject.key}`;
          return (
            <li key={subject.key} className="grid gap-2">
              {photo ? (
                <div className="grid gap-2 sm:grid-cols-[5rem_1fr] sm:items-start">
                  <img
                    src={`data:image/jpeg;base64,${photo.data}`}
                    alt=""
                    width={80}
                    height={Math.round((80 * photo.height) / photo.width)}
                    className="rounded"
                  />
                  <div className="grid gap-2">
                    <p className="text-sm">
                      <span className="font-semibold">{label}</span>{" "}
                      <span className="text-ink-soft">{photosCopy.size(photo.width, photo.height)}</span>
                    </p>
                    <TextField
                      id={`${id}-alt`}
                      label={copy.alt(label)}
                      hint={copy.altHint}
                      value={photo.alt}
                      onChange={(alt) => change(subject.key, { ...photo, alt })}
                    />
                    <div>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        aria-label={copy.removeLabel(label)}
                        onClick={() => change(subject.key, undefined)}
                      >
                        <Trash2 aria-hidden="true" />
                        {copy.remove}
                      </Button>
                    </div>
                  </div>
                </div>
              ) : (
                <Field id={id} label={label}>
                  {(describedBy) => (
                    <Input
                      id={id}
                      type="file"
                      accept={ACCEPT}
                      disabled={status.busy}
                      aria-describedby={describedBy}
                      className="py-2"
                      onChange={(event) => {
                        const file = event.target.files?.[0];
                        event.target.value = "";
                        void add(subject.key, file);
                      }}
                    />
                  )}
                </Field>
              )}
            </li>
          );
        })}
      </ul>
      <div role="status" className="text-sm empty:hidden">
        {status.busy ? <p>{copy.preparing}</p> : null}
        {status.refused ? <p className="font-semibold text-fake">{status.refused}</p> : null}
      </div>
    </fieldset>
  );
}
