import { LightLinkButton } from "~/components/layout/light-button";
import { useRouteLoaderData } from "react-router";
import { DocumentHtml } from "~/components/document-html";
import container from "~/components/layout/container.module.css";
import { LinkPagination } from "~/components/navigation/link-pagination";
import { listCountText, shownRange } from "~/components/navigation/list-location";
import { OtherCategories } from "~/features/qa/other-categories";
import { FAQ_DATA_ID } from "~/features/qa/qa-element-ids";
import { QaActions } from "~/features/qa/qa-actions";
import { QaList } from "~/features/qa/qa-list";
import { isBookmarked } from "@server/services/bookmarks/bookmarks";
import { currentSession } from "./auth/session-user.server";
import { loadQaPage } from "./question-answer.server";
import { QaSearchBox } from "~/features/qa/qa-search-box";
import { SubCategoryCards } from "~/features/qa/sub-category-cards";
import classes from "~/features/qa/qa-page.module.css";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/question-answer";
import { BreadcrumbTrail } from "~/components/navigation/breadcrumb-trail";
import { NOT_FOUND_META } from "~/seo";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const [page, session] = await Promise.all([
    loadQaPage(context, params.slug, url),
    currentSession(request, context),
  ]);
  // Whether the Bookmark button says "Bookmarked": only for the person signed in.
  const bookmarked = session ? await isBookmarked(context.db, session.user.id, params.slug) : false;
  return { ...page, bookmarked };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? NOT_FOUND_META;

/** /question-answer/{slug}: a child category's interview questions and answers (SPEC.md §2). */
export default function QuestionAnswer({ loaderData }: Route.ComponentProps) {
  const { slug, name, parent, items, page, lastPage, query, tags } = loaderData;
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
  const { first } = shownRange(loaderData);

  return (
    <div className={`${container.lg} ${classes.page}`}>
      <BreadcrumbTrail
        crumbs={[
          { label: "Home", to: "/" },
          { label: parent.name, to: `/category/${parent.slug}` },
          { label: name },
        ]}
      />

      <div className={classes.stack}>
        <div className={classes.heading}>
          <h1 className={classes.title}>{name} Interview Questions and Answers</h1>
          <QaActions
            slug={slug}
            pageUrl={loaderData.pageUrl}
            signedIn={user !== null}
            bookmarked={loaderData.bookmarked}
            hasExam={loaderData.hasExam}
          />
        </div>

        {loaderData.postMessages && (
          <div
            className={`rich-text ${classes.intro}`}
            // Sanitised when stored and again when read: server/services/catalog/find-category.ts.
            dangerouslySetInnerHTML={{ __html: loaderData.postMessages }}
          />
        )}

        <section aria-labelledby="sub-categories-title">
          <h2 id="sub-categories-title" className={classes.sectionTitle}>
            More {parent.name} question sets
          </h2>
          <SubCategoryCards cards={loaderData.subCategories} currentSlug={slug} />
        </section>

        <div className={classes.columns}>
          <div className={`${classes.main} ${classes.stackMd}`}>
            <QaSearchBox key={query} slug={slug} query={query} />
            <div className={classes.countRow}>
              <p className={classes.dimmed} aria-live="polite" data-testid="qa-count">
                {listCountText(loaderData, { one: "question", many: "questions" })}
              </p>
              {query && (
                <LightLinkButton to="." variant="subtle" size="compact-sm">
                  Clear search
                </LightLinkButton>
              )}
            </div>
            {loaderData.faq !== undefined && (
              <DocumentHtml as="script" type="application/ld+json" id={FAQ_DATA_ID} html={loaderData.faq} />
            )}
            {items.length > 0 ? (
              <QaList
                key={`${query}|${page}|${loaderData.openSlug}`}
                items={items}
                firstNumber={first}
                openSlug={loaderData.openSlug}
              />
            ) : (
              <p className={classes.empty} data-testid="qa-empty">
                {query
                  ? "No questions match your search. Try other words, or clear the search."
                  : "No questions have been published in this category yet."}
              </p>
            )}
            <div className={classes.center}>
              <LinkPagination page={page} lastPage={lastPage} query={query} label="Pages of questions" />
            </div>
          </div>
          <div className={`${classes.side} ${classes.stackMd}`}>
            <OtherCategories categories={loaderData.otherCategories} />
            {tags.length > 0 && (
              <section aria-labelledby="qa-tags-title">
                <h2 id="qa-tags-title" className={classes.tagsTitle}>
                  Topics
                </h2>
                <div className={classes.tags}>
                  {/* The category's keywords: a summary of what the set covers, not search links
                      (a keyword such as "javascript interview questions" matches no answer text). */}
                  {tags.map((tag) => (
                    <div key={tag} className={classes.badge}>
                      <span className={classes.badgeLabel}>{tag}</span>
                    </div>
                  ))}
                </div>
              </section>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
