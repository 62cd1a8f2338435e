/** The plain links after the two menus (SPEC.md §2), in the order the header shows them. */
export const SECTION_LINKS = [
  { to: "/ebooks", label: "eBooks" },
  { to: "/pdf-books", label: "PDF" },
  { to: "/immigration-support", label: "Immigration" },
  { to: "/blog", label: "Blog" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact-us", label: "Contact" },
] as const;
