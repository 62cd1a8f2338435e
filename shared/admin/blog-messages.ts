import { SLUG_TAKEN } from "./admin-messages.ts";

/** What the blog editors and their /api/admin calls say. Plain data for the browser. */
export const BlogMessages = {
  postCreated: "Post added",
  postSaved: "Post saved",
  postHidden: "The post is hidden from the blog.",
  postShown: "The post is shown on the blog.",
  postDeleted: "Post deleted",
  postNotFound: "Post not found",
  categoryCreated: "Blog category added",
  categorySaved: "Blog category saved",
  categoryDeleted: "Blog category deleted",
  categoryNotFound: "Blog category not found",
  /** Why a blog category's row offers no Delete (categoryHasPosts). */
  categoryKeptPosts: "has posts",
  categoryHasPosts: "This blog category still has posts: file them elsewhere first.",
  tagCreated: "Tag added",
  tagSaved: "Tag saved",
  tagDeleted: "Tag deleted: it is no longer on any post.",
  tagNotFound: "Tag not found",
  slugTaken: SLUG_TAKEN,
  categoryInvalid: "The selected category is invalid.",
  bodyRequired: "The text field is required.",
} as const;

export const BLOG_TITLE_MAX_LENGTH = 200;
export const BLOG_CATEGORY_NAME_MAX_LENGTH = 100;
export const BLOG_TAG_NAME_MAX_LENGTH = 40;
/** Tags one post can carry. */
export const BLOG_TAGS_MAX = 10;
export const BLOG_HTML_MAX_LENGTH = 200_000;
export const META_KEYWORDS_MAX_LENGTH = 255;
