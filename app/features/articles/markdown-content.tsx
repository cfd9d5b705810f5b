import type { Token, Tokens } from "marked";
import { Fragment, type ReactNode, useContext, useMemo } from "react";

import { promoCopy } from "~/content/promos";
import { affiliateLinkProps, isMarketplaceSearchUrl, isMarketplaceUrl } from "~/utils/affiliate";
import { articleCopy } from "./copy/article";
import {
  STALE_NOTE_FROM,
  classifyHref,
  decodeEntities,
  headingsOf,
  lexMarkdown,
  splitStaleMarks,
  staleMarkCount,
} from "./markdown";
import { cn } from "~/utils/cn";
import { keepTogether } from "~/utils/text";
import { Photo, type PhotoView, PhotoViews } from "~/ui/photo";

type Context = {
  headingOffset: number;
  idPrefix: string;
  headingIds: readonly string[];
  headingIndex: number;
  photos: ((name: string) => PhotoView | undefined) | null;
  /** How many photos came before: the first may be the page's largest paint. */
  photoIndex: number;
  /** The id of the one note "nicht neu bestätigt" the stale figures' marks lead to; null where each says it itself. */
  staleNote: string | null;
};

/**
 * How wide a photo in an article's text is shown: the text column (max-w-3xl, 48rem) inside the page's
 * padding (container-page: 1rem, from 40rem 1.5rem on each side).
 */
export const ARTICLE_PHOTO_SIZES = "(min-width: 51rem) 48rem, (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)";

/**
 * The site's Markdown renderer: marked's tokens become React elements, one element type per token
 * type. Text is always a text node, so raw HTML in the source shows as the characters typed;
 * links pass an allow-list (site paths, anchors, http(s), mailto), marketplace links are built by
 * the affiliate helper. A paragraph that is one photo the page has (PhotoViews) shows it; any other
 * image shows its description. Headings carry the ids the table of contents links to.
 */
export function MarkdownContent({
  markdown,
  headingOffset = 0,
  idPrefix = "",
}: {
  markdown: string;
  /** Added to each heading level ("##" + 2 → h4), capped at h6. */
  headingOffset?: number;
  /** Prepended to heading ids where several documents share a page. */
  idPrefix?: string;
}) {
  const tokens = useMemo(() => lexMarkdown(markdown), [markdown]);
  const headingIds = useMemo(() => headingsOf(tokens).map((heading) => heading.id), [tokens]);
  const photos = useContext(PhotoViews);
  // Several figures "nicht neu bestätigt": said once, in a note after the text; each figure keeps its Stand and a mark.
  const staleNote = staleMarkCount(markdown) >= STALE_NOTE_FROM ? `${idPrefix}${STALE_NOTE_ID}` : null;
  // A fresh counter per render: headings take their ids in document order, and only the first photo is urgent.
  const context = { headingOffset, idPrefix, headingIds, headingIndex: 0, photos, photoIndex: 0, staleNote };
  return (
    <>
      {blocks(tokens, context)}
      {staleNote ? (
        <p id={staleNote} className="border-t border-line pt-4 text-base text-ink-soft">
          <span aria-hidden="true">* </span>
          {articleCopy.staleNote}
        </p>
      ) : null}
    </>
  );
}

/** Where the marks of the stale figures lead. */
const STALE_NOTE_ID = "hinweis-nicht-neu-bestaetigt";

/**
 * A run of text: entities decoded, short words kept with the next. Where the body has one note for its stale figures,
 * "(Stand Juli 2025 – nicht neu bestätigt)" reads "(Stand Juli 2025*)", the mark a link to the note that screen
 * readers hear as "nicht neu bestätigt".
 */
function textRun(text: string, context: Context): ReactNode {
  const decoded = decodeEntities(text);
  if (!context.staleNote) return keepTogether(decoded);
  const note = context.staleNote;
  return splitStaleMarks(decoded).map((part, index) =>
    typeof part === "string" ? (
      <Fragment key={index}>{keepTogether(part)}</Fragment>
    ) : (
      // One unit on the line: the Stand and its mark do not break apart.
      <span key={index} className="whitespace-nowrap">
        ({part.stand}
        <sup>
          <a href={`#${note}`} className="font-semibold text-accent-strong no-underline">
            <span aria-hidden="true">*</span>
            <span className="sr-only"> {articleCopy.staleMark}</span>
          </a>
        </sup>
        )
      </span>
    ),
  );
}

const headingClass: Record<number, string> = {
  1: "text-title font-extrabold",
  2: "pt-4 text-2xl font-extrabold",
  3: "pt-2 text-xl font-bold",
};
const linkClass = "font-semibold text-accent-strong underline decoration-accent/40 underline-offset-4 hover:decoration-accent";

function blocks(tokens: readonly Token[], context: Context): ReactNode[] {
  return tokens.map((token, index) => block(token, index, context));
}

function block(token: Token, key: number, context: Context): ReactNode {
  switch (token.type) {
    case "heading": {
      const heading = token as Tokens.Heading;
      const level = Math.min(6, heading.depth + context.headingOffset);
      const Tag = `h${level}` as "h2";
      const id = context.headingIds[context.headingIndex++];
      return (
        <Tag
          key={key}
          id={id === undefined ? undefined : context.idPrefix + id}
          className={headingClass[level] ?? "pt-2 text-base font-bold"}
        >
          {inline(heading.tokens, context)}
        </Tag>
      );
    }
    case "paragraph": {
      const photo = photoOf(token as Tokens.Paragraph, context);
      if (photo)
        return (
          <figure key={key}>
            <Photo
              view={photo.view}
              alt={photo.alt}
              sizes={ARTICLE_PHOTO_SIZES}
              priority={context.photoIndex++ === 0}
              className="rounded-card"
            />
          </figure>
        );
      return <p key={key}>{inline((token as Tokens.Paragraph).tokens, context)}</p>;
    }
    case "text":
      // Block-level text: the content of a tight list item.
      return <Fragment key={key}>{token.tokens ? inline(token.tokens, context) : textRun(token.text, context)}</Fragment>;
    case "list": {
      const list = token as Tokens.List;
      const List = list.ordered ? "ol" : "ul";
      const start = list.ordered && typeof list.start === "number" && list.start !== 1 ? list.start : undefined;
      return (
        <List key={key} start={start} className={cn("space-y-1.5 pl-6", list.ordered ? "list-decimal" : "list-disc")}>
          {list.items.map((item, index) => (
            <li key={index} className={item.loose ? "space-y-3" : undefined}>
              {blocks(item.tokens, context)}
            </li>
          ))}
        </List>
      );
    }
    case "blockquote":
      return (
        <blockquote key={key} className="space-y-3 border-l-4 border-plum/40 pl-4 text-ink-soft">
          {blocks((token as Tokens.Blockquote).tokens, context)}
        </blockquote>
      );
    case "code":
      return (
        <pre key={key} tabIndex={0} className="overflow-x-auto rounded-xl bg-sand p-4 text-sm">
          <code>{token.text}</code>
        </pre>
      );
    case "table":
      return table(token as Tokens.Table, key, context);
    case "hr":
      return <hr key={key} className="border-line" />;
    case "html":
      // Raw HTML is shown as the text it is, never interpreted.
      return <p key={key}>{token.text}</p>;
    case "space":
    case "def":
      return null;
    default:
      return token.raw ? <p key={key}>{token.raw}</p> : null;
  }
}

/** A paragraph that is one image of a photo the page has (docs/decisions/0048): its view and alt text. */
function photoOf(paragraph: Tokens.Paragraph, context: Context): { view: PhotoView; alt: string } | null {
  const parts = paragraph.tokens.filter((part) => !(part.type === "text" && part.raw.trim() === ""));
  const image = parts.length === 1 && parts[0]!.type === "image" ? (parts[0] as Tokens.Image) : null;
  const view = image ? context.photos?.(image.href.trim()) : undefined;
  return image && view ? { view, alt: decodeEntities(image.text).replace(/\s+/g, " ").trim() } : null;
}

const alignClass = { left: "text-left", center: "text-center", right: "text-right" } as const;

function table(token: Tokens.Table, key: number, context: Context): ReactNode {
  const cell = (data: Tokens.TableCell, index: number) => {
    const Cell = data.header ? "th" : "td";
    return (
      <Cell
        key={index}
        scope={data.header ? "col" : undefined}
        className={cn("border-b border-line px-3 py-2 align-top", data.align ? alignClass[data.align] : "text-left")}
      >
        {inline(data.tokens, context)}
      </Cell>
    );
  };
  return (
    <div key={key} tabIndex={0} className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full border-collapse text-sm">
        <thead className="bg-sand">
          <tr>{token.header.map(cell)}</tr>
        </thead>
        <tbody>
          {token.rows.map((row, index) => (
            <tr key={index}>{row.map(cell)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function inline(tokens: readonly Token[], context: Context): ReactNode[] {
  return tokens.map((token, key) => {
    switch (token.type) {
      case "text":
        return <Fragment key={key}>{token.tokens ? inline(token.tokens, context) : textRun(token.text, context)}</Fragment>;
      case "escape":
      case "html":
        return <Fragment key={key}>{token.text}</Fragment>;
      case "strong":
        return <strong key={key}>{inline((token as Tokens.Strong).tokens, context)}</strong>;
      case "em":
        return <em key={key}>{inline((token as Tokens.Em).tokens, context)}</em>;
      case "del":
        return <del key={key}>{inline((token as Tokens.Del).tokens, context)}</del>;
      case "codespan":
        return (
          <code key={key} className="rounded bg-sand px-1 py-0.5 text-[0.9em]">
            {token.text}
          </code>
        );
      case "br":
        return <br key={key} />;
      case "link":
        return link(token as Tokens.Link, key, context);
      case "image":
        // A photo shows only alone in its paragraph (the build refuses any other image); here the description stands in.
        return <Fragment key={key}>{inline((token as Tokens.Image).tokens, context)}</Fragment>;
      case "checkbox":
        return <Fragment key={key}>{token.raw}</Fragment>;
      default:
        return <Fragment key={key}>{token.raw}</Fragment>;
    }
  });
}

function link(token: Tokens.Link, key: number, context: Context): ReactNode {
  const children = inline(token.tokens, context);
  const target = classifyHref(token.href);
  switch (target.kind) {
    case "internal":
    case "mail":
      return (
        <a key={key} href={target.href} className={linkClass}>
          {children}
        </a>
      );
    case "anchor":
      return (
        <a key={key} href={`#${context.idPrefix}${target.href.slice(1)}`} className={linkClass}>
          {children}
        </a>
      );
    case "external":
      // A marketplace search also lists the sellers of fakes the site warns of: its words stay, the link goes.
      if (isMarketplaceSearchUrl(target.href)) return <Fragment key={key}>{children}</Fragment>;
      if (isMarketplaceUrl(target.href))
        return (
          <a key={key} {...affiliateLinkProps(target.href)} className={linkClass}>
            {children}
            <span className="ml-1 text-xs font-semibold tracking-wide text-ink-soft uppercase no-underline">
              {promoCopy.adLabel}
            </span>
            <span className="sr-only"> {promoCopy.newTabHint}</span>
          </a>
        );
      return (
        <a key={key} href={target.href} rel="noopener noreferrer" className={linkClass}>
          {children}
        </a>
      );
    default:
      // Not a target this site links to (javascript:, data:, …): the text stays, the link does not.
      return <Fragment key={key}>{children}</Fragment>;
  }
}
