import { ArticleList } from "./article-list";
import { Breadcrumbs } from "./breadcrumbs";
import { CategoryFilter } from "./category-filter";
import { ratgeberCopy } from "~/content/ratgeber";
import type { ArticleListData } from "~/lib/articles/article-pages";

/** /ratgeber and its category pages: heading, the category filter and the articles, newest first. */
export function ArticleIndex({ data }: { data: ArticleListData }) {
  const { category } = data;
  return (
    <div className="container-page py-8 md:py-12">
      {category ? <Breadcrumbs crumbs={data.crumbs} /> : null}
      <header className="mt-4 max-w-3xl">
        <p className="text-sm font-bold tracking-wide text-accent-strong uppercase">
          {category ? ratgeberCopy.category.eyebrow : ratgeberCopy.index.eyebrow}
        </p>
        <h1 className="mt-2 text-title font-extrabold">{category ? category.label : ratgeberCopy.index.heading}</h1>
        <p className="mt-3 text-lg text-ink-soft">
          {category ? ratgeberCopy.category.intro(category.label) : ratgeberCopy.index.intro}
        </p>
      </header>
      <CategoryFilter choices={data.choices} current={category?.key ?? "all"} />
      <ArticleList articles={data.articles} className="mt-8" />
    </div>
  );
}
