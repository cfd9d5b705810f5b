import { ArticleList } from "./article-list";
import { Breadcrumbs } from "./breadcrumbs";
import { CategoryFilter } from "./category-filter";
import { FIRST_PAGE } from "./pagination";
import { PaginationNav } from "./pagination-nav";
import { ratgeberCopy } from "~/features/articles/copy/ratgeber";
import type { ArticleListData } from "./article-pages";

/**
 * One page of /ratgeber or of a category: heading, the category filter, the page's articles (newest
 * first) and the links to the list's other pages.
 */
export function ArticleIndex({ data }: { data: ArticleListData }) {
  const { category, pagination } = data;
  return (
    <div className="container-page py-8 md:py-12">
      {data.crumbs.length > 2 ? <Breadcrumbs crumbs={data.crumbs} /> : null}
      <header className="mt-4 max-w-3xl">
        <p className="text-sm font-bold tracking-wide text-accent-strong uppercase">
          {category ? ratgeberCopy.category.eyebrow : ratgeberCopy.index.eyebrow}
        </p>
        <h1 className="mt-2 text-title font-extrabold">{category ? category.label : ratgeberCopy.index.heading}</h1>
        <p className="mt-3 text-lg text-ink-soft">
          {category ? ratgeberCopy.category.intro(category.label) : ratgeberCopy.index.intro}
        </p>
        {data.position ? <p className="mt-2 font-semibold text-ink-soft">{data.position}</p> : null}
      </header>
      <CategoryFilter choices={data.choices} current={category?.key ?? "all"} firstPage={pagination.page === FIRST_PAGE} />
      <ArticleList articles={data.articles} className="mt-8" />
      <PaginationNav pagination={pagination} />
    </div>
  );
}
