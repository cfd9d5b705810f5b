import { generatorCopy } from "~/features/hub/copy/hub";

/** Names the article a row's button acts on, for screen readers: "Löschen" is read as "Löschen „Titel“". */
export function QuotedTitle({ title }: { title: string }) {
  return <span className="sr-only"> {generatorCopy.quoted(title)}</span>;
}
