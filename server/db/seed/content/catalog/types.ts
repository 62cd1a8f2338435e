export type SeedQuestion = {
  question: string; // plain text, ends with "?" where it is a question
  answer: string; // HTML: <p>, <ul>/<ol>/<li>, <strong>, <code>, and code blocks as <pre><code class="language-js">…</code></pre> (escape < > & inside code as &lt; &gt; &amp;)
};
export type SeedChildCategory = {
  name: string; // e.g. "Java Core"
  slug: string; // kebab-case, globally unique, e.g. "java-core-interview-questions"
  description: string; // HTML intro shown on the category page, 2–3 short paragraphs: what the topic covers, what interviewers look for
  metaTitle: string; // < 60 chars
  metaDescription: string; // < 160 chars
  metaKeywords: string; // comma-separated
  questions: SeedQuestion[];
};
export type SeedMainCategory = {
  name: string;
  slug: string; // kebab-case
  description: string; // HTML, 1–2 paragraphs
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  children: SeedChildCategory[];
};
