import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

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
  route("all-category", "routes/all-category.tsx"),
  route("category/:slug", "routes/category.tsx"),
  route("site-map", "routes/site-map.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.tsx"),
  route("robots.txt", "routes/robots[.]txt.tsx"),

  // Q&A
  route("question-answer/:slug", "routes/question-answer.tsx"),

  // PDF library and tutorials
  route("pdf-books", "routes/pdf-books.tsx"),
  route("pdf-zone/:slug", "routes/pdf-zone.tsx"),
  route("pdf-details/:slug", "routes/pdf-details.tsx"),
  route("torrent-tutorial", "routes/torrent-tutorial.tsx"),
  route("torrent-course/:slug", "routes/torrent-course.tsx"),
  // Blog, remote jobs, immigration support
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss[.]xml.tsx"),
  route("blog-details/:slug", "routes/blog-details.tsx"),
  route("blog-categorys/:category", "routes/blog-topic.tsx", { id: "blog-category" }),
  route("latest-tags/:tag", "routes/blog-topic.tsx", { id: "blog-tag" }),
  route("job", "routes/job.tsx"),
  route("immigration-support", "routes/immigration-support.tsx"),
  // Store
  route("complete-guide", "routes/store/complete-guide.tsx"),
  route("guide-details/:slug", "routes/store/guide-details.tsx"),
  route("ebooks", "routes/store/ebooks.tsx"),
  route("cart", "routes/store/cart.tsx"),
  route("payment", "routes/store/payment.tsx"),
  route("payment/quote", "routes/store/payment-quote.tsx"),
  route("payment-success", "routes/store/payment-success.tsx"),
  route("payment-cancel", "routes/store/payment-cancel.tsx"),
  route("test-checkout/:sessionId", "routes/store/test-checkout.tsx"),
  route("read-ebooks/:slug", "routes/store/read-ebook.tsx"),

  // Accounts
  route("signup", "routes/auth/signup.tsx"),
  route("login", "routes/auth/login.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("forget-password-recover-email/:id", "routes/auth/reset-password.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("referral", "routes/auth/referral-link.tsx"),
  route("auth/modal-login", "routes/auth/modal-login.tsx"),
  route("auth/modal-register", "routes/auth/modal-register.tsx"),
  layout("routes/user/account-layout.tsx", [
    route("dashboard", "routes/user/dashboard.tsx"),
    route("user/profile", "routes/user/profile.tsx"),
    route("users/profile", "routes/user/profile.tsx", { id: "users-profile" }),
    route("user/profile-preview", "routes/user/profile-preview.tsx"),
    route("user/account-settings", "routes/user/account-settings.tsx"),
    route("user/change-password", "routes/user/change-password.tsx"),
    route("user/social-profile", "routes/user/social-profile.tsx"),
    route("user/account-delete", "routes/user/account-delete.tsx"),
    route("user/referral", "routes/user/referral.tsx"),
    route("user/my-bookmarks", "routes/user/my-bookmarks.tsx"),
    route("user/my-books", "routes/user/my-books.tsx"),
    route("user/billing", "routes/user/billing.tsx"),
    route("user/my-support", "routes/user/my-support.tsx"),
    // Exams and certificates
    route("user/my-exam/:slug", "routes/exams/my-exam.tsx"),
    route("user/exam/:slug", "routes/exams/exam.tsx"),
    route("user/exam-results/:slug", "routes/exams/exam-results.tsx"),
    route("user/getCertificate/:slug", "routes/exams/get-certificate.tsx"),
    route("user/certificate-list", "routes/exams/certificate-list.tsx"),
    route("users/my-certificate", "routes/exams/certificate-list.tsx", { id: "users-my-certificate" }),
  ]),
  // Saves each exam answer as it is chosen (a resource route: the exam page calls it with fetch).
  route("user/exam/:slug/answer", "routes/exams/exam-answer.ts"),
  route("verify-certificate/:uId/:slug", "routes/exams/verify-certificate.tsx"),

  // Admin area (admin only; SPEC.md §2 "Brand management" keeps the brand screens' addresses)
  layout("routes/admin/admin-layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/users/:id", "routes/admin/user-detail.tsx"),
    route("admin/audit-log", "routes/admin/audit-log.tsx"),
    route("admin/categories", "routes/admin/categories.tsx"),
    route("admin/categories/new", "routes/admin/category-edit.tsx", { id: "category-new" }),
    route("admin/categories/:id", "routes/admin/category-edit.tsx"),
    route("admin/questions", "routes/admin/questions.tsx"),
    route("admin/questions/new", "routes/admin/question-edit.tsx", { id: "question-new" }),
    route("admin/questions/:id", "routes/admin/question-edit.tsx"),
    route("admin/enquiries", "routes/admin/enquiries.tsx"),
    route("admin/certificates", "routes/admin/certificates.tsx"),
    route("admin/services", "routes/admin/services.tsx"),
    route("admin/services/new", "routes/admin/service-edit.tsx", { id: "service-new" }),
    route("admin/services/:id", "routes/admin/service-edit.tsx"),
    route("admin/orders", "routes/admin/orders.tsx"),
    route("admin/orders/:id", "routes/admin/order-detail.tsx"),
    route("brand-list", "routes/admin/brand-list.tsx"),
    route("add-brand", "routes/admin/add-brand.tsx"),
    route("edit-brand/:id", "routes/admin/edit-brand.tsx"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
