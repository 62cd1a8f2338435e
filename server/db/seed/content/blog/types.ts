import type { ThumbnailName } from "../../../../services/blog/blog-thumbnails.ts";

export type SeedBlogCategory = { slug: string; name: string };

export type SeedBlogPost = {
  slug: string;
  name: string;
  /** A category slug from BLOG_CATEGORIES. */
  category: string;
  /** Tag names; their slugs are derived. */
  tags: string[];
  thumbnail: ThumbnailName;
  metaDescription: string;
  metaKeyword: string;
  /** Rich text; code blocks as <pre><code class="language-x">, highlighted when seeded. */
  html: string;
};

export const BLOG_CATEGORIES: SeedBlogCategory[] = [
  { slug: "career-advice", name: "Career Advice" },
  { slug: "interview-preparation", name: "Interview Preparation" },
  { slug: "visas-and-immigration", name: "Visas & Immigration" },
  { slug: "salary-and-offers", name: "Salary & Offers" },
  { slug: "remote-work", name: "Remote Work" },
  { slug: "certifications-and-skills", name: "Certifications & Skills" },
];
