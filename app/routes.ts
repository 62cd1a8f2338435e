import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx", { id: "home-index" }),
  route("home", "routes/home.tsx"),

  // Static pages
  route("about-us", "routes/general-page.tsx", { id: "about-us" }),
  route("contact-us", "routes/general-page.tsx", { id: "contact-us" }),
  route("privacy-policy", "routes/general-page.tsx", { id: "privacy-policy" }),
  route("terms-and-conditions", "routes/general-page.tsx", { id: "terms-and-conditions" }),
  route("faq", "routes/general-page.tsx", { id: "faq" }),
  route("whyw3programmer", "routes/why-w3programmer.tsx"),
  route("study", "routes/study.tsx"),

  // Catalogue

  // Q&A

  // Accounts

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
