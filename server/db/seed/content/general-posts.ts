export const generalPostsContent = [
  { categoryId: 1, slug: "about-us", name: "About Us", descriptionFull: "<p>About.</p>", metaDescription: "About" },
];
