import { Download, Eye, FilePen, FileText, Pencil, RotateCcw, Undo2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";

import { DraftEditorForm } from "./draft-editor";
import { DraftPublish, ExportNotice } from "../publishing/draft-publish";
import type { PublishContext } from "../publishing/publish-check";
import { DraftSourceBadges } from "./draft-source-badges";
import { MarkdownView } from "./markdown-view";
import { RevisionDiff } from "./revision-diff";
import { SourceList } from "./source-list";
import { draftSources } from "./draft-sources";
import { PublishedMark } from "../publishing/published-mark";
import type { ExportCheck } from "../publishing/use-article-export";
import type { DraftEditor } from "./use-draft-editor";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { HintedButton } from "~/ui/hinted-button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { draftEditorCopy as editorCopy } from "~/features/hub/copy/analysis-editor";
import { generatorCopy as copy } from "~/features/hub/copy/hub";
import { categoryLabels } from "~/content/categories";
import { publishCopy } from "~/features/hub/copy/hub-publish";
import { articlePath } from "~/features/articles";
import { formatDateTime, formatNumber } from "~/utils/format";
import { exportSlug } from "~/features/hub/publishing/export";
import type { PublishedForHub } from "~/features/hub/publishing/published";
import { truncateText } from "~/utils/text";
import type { DraftPhoto, GeneratedArticle } from "./types";
import { DraftPhotos } from "../photos/draft-photos";
import { useDraftPhotoViews } from "../photos/use-photo-views";
import { PhotoViews } from "~/ui/photo-views";

const PREVIEW_TITLE_MAX = 300;
/** The read-only preview renders at most this much of the body; editing and export use all of it. */
export const PREVIEW_BODY_MAX = 60_000;

/** The body as previewed: whole, or cut at the last paragraph break before the limit. */
export function previewBody(content: string): string {
  if (content.length <= PREVIEW_BODY_MAX) return content;
  const cut = content.slice(0, PREVIEW_BODY_MAX);
  const paragraph = cut.lastIndexOf("\n\n");
  return paragraph > PREVIEW_BODY_MAX / 2 ? cut.slice(0, paragraph) : cut;
}

export function EmptyPreview() {
  return (
    <Card className="flex min-h-72 flex-col items-center justify-center gap-3 p-8 text-center">
      <FileText aria-hidden="true" className="size-8 text-ink-soft" />
      <h3 className="font-display text-lg font-bold">{copy.previewEyebrow}</h3>
      <p className="max-w-sm text-sm text-ink-soft">{copy.previewEmpty}</p>
    </Card>
  );
}

type ArticlePreviewProps = {
  article: GeneratedArticle;
  editor: DraftEditor;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  onExport: () => void;
  /** What the build would refuse in the file "Exportieren" downloaded last, while the draft is unchanged. */
  exportNotice?: ExportCheck | undefined;
  /** The published article with this draft's slug, if there is one. */
  publishedPage: Pick<PublishedForHub, "path" | "title"> | undefined;
  /** The stored draft with pending edits written, for the publish button. */
  getArticle: () => GeneratedArticle | undefined;
  /** What the publish check compares the draft with (published articles, other drafts, their sentences). */
  publishContext: (article: GeneratedArticle, today: string) => Promise<PublishContext>;
  /** Removes one of the draft's own sources. */
  onRemoveSource?: (url: string) => void;
  /** Changes the draft's photos (the editor mode's photo panel, docs/decisions/0048). */
  onPhotosChange?: (change: (photos: readonly DraftPhoto[]) => DraftPhoto[]) => void;
};

/** The draft: read-only preview by default, the editor for its six fields after "Bearbeiten". */
export function ArticlePreview({
  article,
  editor,
  editing,
  onEditingChange,
  onExport,
  exportNotice,
  publishedPage,
  getArticle,
  publishContext,
  onRemoveSource,
  onPhotosChange,
}: ArticlePreviewProps) {
  const id = useId();
  const photos = useDraftPhotoViews(article);
  const { fields } = editor;
  const fullTitle = fields.title.trim() === "" ? editorCopy.untitled : fields.title;
  const title = truncateText(fullTitle, PREVIEW_TITLE_MAX);
  const shortened = title !== fullTitle;

  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs text-ink-soft">
          <span className="font-semibold tracking-wide text-accent-strong uppercase">{copy.previewEyebrow}</span>
          <Badge tone="plum">{categoryLabels[article.category]}</Badge>
          <DraftSourceBadges article={article} />
          {article.revisionOf ? (
            <Badge tone="info" icon={FilePen}>
              {publishCopy.revisionBadge}
            </Badge>
          ) : null}
          <span>{formatDateTime(article.createdAt)}</span>
        </div>
        {publishedPage ? <PublishedMark page={publishedPage} className="text-sm" /> : null}
        <CardTitle id={`${id}-title`} dir="auto" className="text-xl break-words">
          {title}
        </CardTitle>
        {shortened ? (
          <p className="text-xs text-ink-soft">{copy.previewTitleShortened(formatNumber(fields.title.length))}</p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <DraftMetrics article={article} />
        {article.revisionOf && !editing ? <RevisionDiff article={article} /> : null}

        <EditControls id={id} editor={editor} editing={editing} onEditingChange={onEditingChange} />

        {editing ? (
          <>
            <DraftEditorForm id={article.id} editor={editor} />
            {onPhotosChange ? (
              <DraftPhotos
                article={article}
                editor={editor}
                onPhotosChange={onPhotosChange}
                thumbOf={(file) => photos.viewOf(file)?.src}
              />
            ) : null}
            <p role="status" className="text-xs text-ink-soft">
              {editor.saved ? editorCopy.saved : editorCopy.saving}
            </p>
          </>
        ) : (
          <PhotoViews value={photos.viewOf}>
            <DraftFacts article={article} editor={editor} onRemoveSource={onRemoveSource} />
          </PhotoViews>
        )}

        <HintedButton onClick={onExport} hint={copy.exportHint}>
          <Download aria-hidden="true" />
          {copy.exportButton}
        </HintedButton>
        <div role="status" className="empty:hidden">
          <ExportNotice check={exportNotice} />
        </div>
        <DraftPublish key={article.id} getArticle={getArticle} publishContext={publishContext} />
      </CardContent>
    </Card>
  );
}

/** The read-only view: address, meta description, keyphrase and keywords, then the rendered body. */
function DraftFacts({
  article,
  editor,
  onRemoveSource,
}: {
  article: GeneratedArticle;
  editor: DraftEditor;
  onRemoveSource?: ((url: string) => void) | undefined;
}) {
  const { fields } = editor;
  const body = previewBody(fields.content);
  const facts = [
    {
      label: editorCopy.address,
      value: articlePath(exportSlug({ id: article.id, title: fields.title, slug: fields.slug })),
      className: "font-mono break-all",
    },
    {
      label: editorCopy.metaDescription,
      value: fields.metaDescription.trim() ? truncateText(fields.metaDescription, 400) : editorCopy.noMetaDescription,
      className: "break-words",
    },
    {
      label: editorCopy.focusKeyphrase,
      value: fields.focusKeyphrase.trim() ? truncateText(fields.focusKeyphrase, 200) : editorCopy.noFocusKeyphrase,
      className: "font-semibold break-words",
    },
  ];
  return (
    <>
      <dl className="grid gap-2 text-sm">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-semibold text-ink-soft">{fact.label}</dt>
            <dd dir="auto" className={fact.className}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      {fields.keywords.length > 0 ? (
        <ul aria-label={editorCopy.relatedKeywords} className="flex flex-wrap gap-1.5">
          {fields.keywords.map((keyword, index) => (
            <li key={`${index}-${keyword}`}>
              <Badge dir="auto">{truncateText(keyword, 80)}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <MarkdownView
        markdown={body}
        role="region"
        aria-label={copy.previewBody}
        tabIndex={0}
        className="max-h-[36rem] overflow-y-auto rounded-xl border border-line bg-paper p-4"
      />
      {body.length < fields.content.length ? (
        <p className="text-xs text-ink-soft">{editorCopy.previewShortened(body.length, fields.content.length)}</p>
      ) : null}
      <SourceList
        sources={draftSources(article, editor.analysis?.claims.factIds ?? [])}
        marked={editor.analysis?.claims.withStand ?? 0}
        onRemove={onRemoveSource}
      />
    </>
  );
}

function DraftMetrics({ article }: { article: GeneratedArticle }) {
  const metrics = [
    { label: copy.metrics.words, value: formatNumber(article.wordCount) },
    { label: copy.metrics.seo, value: formatNumber(article.seoScore) },
    { label: copy.metrics.keywords, value: formatNumber(article.keywords.length) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {metrics.map((metric) => (
        <div key={metric.label} className="rounded-xl bg-sand px-3 py-2">
          <dt className="text-xs font-semibold text-ink-soft">{metric.label}</dt>
          <dd className="font-display text-xl font-extrabold tabular">{metric.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Bearbeiten" / "Vorschau", and in the editor "Änderungen verwerfen" with its undo. */
function EditControls({
  id,
  editor,
  editing,
  onEditingChange,
}: {
  id: string;
  editor: DraftEditor;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}) {
  const undoButton = useRef<HTMLButtonElement>(null);
  // After discarding, the discard button is disabled: focus goes to the undo action.
  useEffect(() => {
    if (editor.discarded) undoButton.current?.focus();
  }, [editor.discarded]);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onEditingChange(!editing)}>
          {editing ? <Eye aria-hidden="true" /> : <Pencil aria-hidden="true" />}
          {editing ? editorCopy.preview : editorCopy.edit}
        </Button>
        {editing ? (
          <Button variant="ghost" size="sm" disabled={!editor.edited} aria-describedby={`${id}-discard`} onClick={editor.discard}>
            <RotateCcw aria-hidden="true" />
            {editorCopy.discard}
          </Button>
        ) : null}
        {editing ? (
          <span id={`${id}-discard`} className="text-xs text-ink-soft">
            {editor.edited ? editorCopy.discardHint : editorCopy.nothingToDiscard}
          </span>
        ) : null}
      </div>

      <div role="status" className="empty:hidden">
        {editor.discarded ? (
          <p className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sand px-3 py-2 text-sm">
            <span>{editorCopy.discarded}</span>
            <Button ref={undoButton} size="sm" variant="outline" onClick={editor.undoDiscard}>
              <Undo2 aria-hidden="true" />
              {editorCopy.undoDiscard}
            </Button>
          </p>
        ) : null}
      </div>
    </>
  );
}
