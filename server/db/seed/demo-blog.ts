import { blogCategories, blogPostTags, blogPosts, blogTags } from "../schema/index.ts";
import { thumbnailPath } from "../../services/blog/blog-thumbnails.ts";
import { storedHtml } from "../../services/content/stored-html.ts";
import { careerPosts } from "./content/blog/career-posts.ts";
import { interviewPosts } from "./content/blog/interview-posts.ts";
import { BLOG_CATEGORIES, type SeedBlogPost } from "./content/blog/types.ts";
import { visaPosts } from "./content/blog/visa-posts.ts";
import { workPosts } from "./content/blog/work-posts.ts";
import { slugify } from "../../../shared/text/slugify.ts";
import type { SeedTransaction } from "./index.ts";

/** Newest first, as the blog lists them. */
export const demoBlogPosts: SeedBlogPost[] = [
  interviewPosts[0]!,
  visaPosts[0]!,
  careerPosts[0]!,
  workPosts[0]!,
  interviewPosts[1]!,
  visaPosts[1]!,
  workPosts[2]!,
  careerPosts[1]!,
  interviewPosts[2]!,
  workPosts[3]!,
  visaPosts[2]!,
  workPosts[1]!,
  careerPosts[2]!,
  interviewPosts[3]!,
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo blog: its categories, tags and articles, each with a drawn cover
 * (server/services/blog/blog-thumbnails.ts). Articles are stored as every post is: code
 * highlighted, then sanitised. Dated a few days apart up to yesterday, so the blog looks alive.
 */
export async function seedDemoBlog(tx: SeedTransaction, now = new Date()) {
  const categories = await tx
    .insert(blogCategories)
    .values(
      BLOG_CATEGORIES.map((category, index) => ({
        slug: category.slug,
        categoryName: category.name,
        sortOrder: index,
      })),
    )
    .returning({ id: blogCategories.id, slug: blogCategories.slug });
  const categoryId = new Map(categories.map((category) => [category.slug, category.id]));

  const tagNames = [...new Set(demoBlogPosts.flatMap((post) => post.tags))];
  const tags = await tx
    .insert(blogTags)
    .values(tagNames.map((name) => ({ name, slug: slugify(name) })))
    .returning({ id: blogTags.id, name: blogTags.name });
  const tagId = new Map(tags.map((tag) => [tag.name, tag.id]));

  const posts = await tx
    .insert(blogPosts)
    .values(
      demoBlogPosts.map((post, index) => {
        const publishedAt = new Date(now.getTime() - (1 + index * 5) * DAY_MS);
        return {
          slug: post.slug,
          name: post.name,
          descriptionFull: storedHtml(post.html.trim()),
          thumbnailImg: thumbnailPath(post.thumbnail),
          categoryId: categoryId.get(post.category) ?? null,
          metaDescription: post.metaDescription,
          metaKeyword: post.metaKeyword,
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        };
      }),
    )
    .returning({ id: blogPosts.id, slug: blogPosts.slug });
  const postId = new Map(posts.map((post) => [post.slug, post.id]));

  await tx
    .insert(blogPostTags)
    .values(
      demoBlogPosts.flatMap((post) =>
        post.tags.map((tag) => ({ postId: postId.get(post.slug)!, tagId: tagId.get(tag)! })),
      ),
    );
}
