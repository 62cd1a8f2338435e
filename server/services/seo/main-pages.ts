/**
 * The site's public pages that exist once, not per record (SPEC.md §2 "Public"), as the site map
 * and sitemap.xml list them: only pages that exist (a sitemap entry that answers 404 costs the
 * site a crawler's trust). Pages behind a login, the cart and payment are left out on purpose.
 */
export const MAIN_PAGES = [
  { path: "/", label: "Home" },
  { path: "/all-category", label: "All interview categories" },
  { path: "/pdf-books", label: "PDF books" },
  { path: "/torrent-tutorial", label: "Tutorials" },
  { path: "/blog", label: "Blog" },
  { path: "/job", label: "Remote jobs" },
  { path: "/immigration-support", label: "Immigration support" },
  { path: "/complete-guide", label: "Interview eGuides" },
  { path: "/ebooks", label: "eBooks" },
  { path: "/whyw3programmer", label: "Why W3Programmer" },
  { path: "/faq", label: "FAQ" },
  { path: "/about-us", label: "About us" },
  { path: "/contact-us", label: "Contact us" },
  { path: "/privacy-policy", label: "Privacy policy" },
  { path: "/terms-and-conditions", label: "Terms and conditions" },
  { path: "/site-map", label: "Site map" },
] as const;
