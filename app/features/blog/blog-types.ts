/** What the blog's pages receive from their loaders (app/routes/blog.server.ts). */
export type BlogCardData = {
  id: number;
  slug: string;
  name: string;
  /** The name cut at 60 characters with an ellipsis. */
  shortName: string;
  /** The text cut at 100 characters with an ellipsis. */
  excerpt: string;
  thumbnail: string | null;
  date: string;
  isoDate: string;
  category: { slug: string; name: string } | null;
};

export type BlogSidebarData = {
  categories: { slug: string; name: string; count: number }[];
  recentPosts: { slug: string; name: string; thumbnail: string | null; date: string }[];
  tags: { slug: string; name: string; count: number }[];
};
