// All relations live here rather than beside their tables so that the table files import each
// other in one direction only (no import cycles between schema modules).
import { relations } from "drizzle-orm";
import { blogCategories, blogPosts, blogPostTags, blogTags } from "./blog.ts";
import { bookmarks } from "./bookmarks.ts";
import { categories, qaItems } from "./catalog.ts";
import {
  certificates,
  examAccommodations,
  examAnswers,
  examAttempts,
  examQuestionReports,
  examQuestions,
  exams,
} from "./exams.ts";
import { pdfCategories, pdfDocuments, torrentTutorialFiles, torrentTutorials } from "./library.ts";
import { cartItems, orderItems, orders, ownedEbooks, services } from "./store.ts";
import { passwordResetTokens, sessions, users } from "./users.ts";

export const usersRelations = relations(users, ({ one, many }) => ({
  referredBy: one(users, {
    fields: [users.referredByUserId],
    references: [users.id],
    relationName: "referral",
  }),
  referrals: many(users, { relationName: "referral" }),
  sessions: many(sessions),
  passwordResetTokens: many(passwordResetTokens),
  orders: many(orders),
  ownedEbooks: many(ownedEbooks),
  cartItems: many(cartItems),
  bookmarks: many(bookmarks),
  examAttempts: many(examAttempts),
  certificates: many(certificates),
  examAccommodation: one(examAccommodations),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const passwordResetTokensRelations = relations(passwordResetTokens, ({ one }) => ({
  user: one(users, { fields: [passwordResetTokens.userId], references: [users.id] }),
}));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, {
    fields: [categories.parentId],
    references: [categories.id],
    relationName: "categoryTree",
  }),
  children: many(categories, { relationName: "categoryTree" }),
  qaItems: many(qaItems),
  exam: one(exams),
  examQuestions: many(examQuestions),
  examAttempts: many(examAttempts),
  certificates: many(certificates),
  bookmarks: many(bookmarks),
}));

export const qaItemsRelations = relations(qaItems, ({ one }) => ({
  category: one(categories, { fields: [qaItems.categoryId], references: [categories.id] }),
}));

export const servicesRelations = relations(services, ({ many }) => ({
  orderItems: many(orderItems),
  ownedEbooks: many(ownedEbooks),
  cartItems: many(cartItems),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  items: many(orderItems),
  ownedEbooks: many(ownedEbooks),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  service: one(services, { fields: [orderItems.serviceId], references: [services.id] }),
}));

export const ownedEbooksRelations = relations(ownedEbooks, ({ one }) => ({
  user: one(users, { fields: [ownedEbooks.userId], references: [users.id] }),
  service: one(services, { fields: [ownedEbooks.serviceId], references: [services.id] }),
  order: one(orders, { fields: [ownedEbooks.orderId], references: [orders.id] }),
}));

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  user: one(users, { fields: [cartItems.userId], references: [users.id] }),
  service: one(services, { fields: [cartItems.serviceId], references: [services.id] }),
}));

export const bookmarksRelations = relations(bookmarks, ({ one }) => ({
  user: one(users, { fields: [bookmarks.userId], references: [users.id] }),
  category: one(categories, { fields: [bookmarks.categoryId], references: [categories.id] }),
}));

export const examsRelations = relations(exams, ({ one }) => ({
  category: one(categories, { fields: [exams.categoryId], references: [categories.id] }),
}));

export const examQuestionsRelations = relations(examQuestions, ({ one, many }) => ({
  category: one(categories, { fields: [examQuestions.categoryId], references: [categories.id] }),
  answers: many(examAnswers),
  reports: many(examQuestionReports),
}));

export const examAttemptsRelations = relations(examAttempts, ({ one, many }) => ({
  user: one(users, { fields: [examAttempts.userId], references: [users.id] }),
  category: one(categories, { fields: [examAttempts.categoryId], references: [categories.id] }),
  answers: many(examAnswers),
  certificates: many(certificates),
  reports: many(examQuestionReports),
}));

export const examQuestionReportsRelations = relations(examQuestionReports, ({ one }) => ({
  attempt: one(examAttempts, {
    fields: [examQuestionReports.attemptId],
    references: [examAttempts.id],
  }),
  question: one(examQuestions, {
    fields: [examQuestionReports.questionId],
    references: [examQuestions.id],
  }),
}));

export const examAccommodationsRelations = relations(examAccommodations, ({ one }) => ({
  user: one(users, { fields: [examAccommodations.userId], references: [users.id] }),
}));

export const examAnswersRelations = relations(examAnswers, ({ one }) => ({
  attempt: one(examAttempts, { fields: [examAnswers.attemptId], references: [examAttempts.id] }),
  question: one(examQuestions, {
    fields: [examAnswers.questionId],
    references: [examQuestions.id],
  }),
}));

export const certificatesRelations = relations(certificates, ({ one }) => ({
  user: one(users, { fields: [certificates.userId], references: [users.id] }),
  category: one(categories, { fields: [certificates.categoryId], references: [categories.id] }),
  attempt: one(examAttempts, { fields: [certificates.attemptId], references: [examAttempts.id] }),
}));

export const pdfCategoriesRelations = relations(pdfCategories, ({ many }) => ({
  documents: many(pdfDocuments),
}));

export const pdfDocumentsRelations = relations(pdfDocuments, ({ one }) => ({
  category: one(pdfCategories, {
    fields: [pdfDocuments.categoryId],
    references: [pdfCategories.id],
  }),
}));

export const torrentTutorialsRelations = relations(torrentTutorials, ({ many }) => ({
  files: many(torrentTutorialFiles),
}));

export const torrentTutorialFilesRelations = relations(torrentTutorialFiles, ({ one }) => ({
  tutorial: one(torrentTutorials, {
    fields: [torrentTutorialFiles.tutorialId],
    references: [torrentTutorials.id],
  }),
}));

export const blogCategoriesRelations = relations(blogCategories, ({ many }) => ({
  posts: many(blogPosts),
}));

export const blogPostsRelations = relations(blogPosts, ({ one, many }) => ({
  category: one(blogCategories, {
    fields: [blogPosts.categoryId],
    references: [blogCategories.id],
  }),
  postTags: many(blogPostTags),
}));

export const blogTagsRelations = relations(blogTags, ({ many }) => ({
  postTags: many(blogPostTags),
}));

export const blogPostTagsRelations = relations(blogPostTags, ({ one }) => ({
  post: one(blogPosts, { fields: [blogPostTags.postId], references: [blogPosts.id] }),
  tag: one(blogTags, { fields: [blogPostTags.tagId], references: [blogTags.id] }),
}));
