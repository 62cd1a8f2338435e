/** What the exam screens of the admin area and their /api/admin calls say. Plain data for the browser. */
export const ExamAdminMessages = {
  reportNotFound: "Report not found",
  reportClosed: "This report was already handled.",
  reportDismissed: "The report is closed; the key stays as it was.",
  keyCorrected: "The key is corrected: the attempts that asked the question were scored again.",
  accommodationSaved: "The learner's exam time is saved.",
} as const;
