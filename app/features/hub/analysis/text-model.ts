import { splitSentences } from "./sentences";
import { type Block, type Link, readStructure } from "./structure";
import { countTextWords, splitWords, type Word } from "./words";

export type Sentence = { text: string; words: Word[] };

export type TextBlock = Block & {
  /** A heading is one "sentence"; paragraphs and list items are split into sentences. */
  sentences: Sentence[];
  wordCount: number;
};

/** A Markdown body read once for all checks. */
export type TextModel = {
  blocks: TextBlock[];
  links: Link[];
  /** Every word of the text, headings included (text length, keyphrase density). */
  wordCount: number;
  /** Sentences of paragraphs and list items, in order: the running text readability is about. */
  prose: Sentence[];
};

export function buildTextModel(markdown: string): TextModel {
  const { blocks, links } = readStructure(markdown);
  const model: TextModel = { blocks: [], links, wordCount: 0, prose: [] };
  for (const block of blocks) {
    const pieces = block.kind === "heading" ? [block.text] : splitSentences(block.text);
    const sentences = pieces.map((text) => ({ text, words: splitWords(text) })).filter((sentence) => sentence.words.length > 0);
    const wordCount = block.kind === "heading" ? countTextWords(block.text) : sumWords(sentences);
    model.blocks.push({ ...block, sentences, wordCount });
    model.wordCount += wordCount;
    if (block.kind !== "heading") model.prose.push(...sentences);
  }
  return model;
}

function sumWords(sentences: readonly Sentence[]): number {
  let total = 0;
  for (const sentence of sentences) total += sentence.words.length;
  return total;
}

/** All sentences (headings included), for keyphrase density. */
export function allSentences(model: TextModel): Sentence[] {
  return model.blocks.flatMap((block) => block.sentences);
}
