/** What the exam and certificate screens and calls say (SPEC.md §5, §8 word for word); plain data. */
export const ExamMessages = {
  /** SPEC.md §5. */
  selectAnswer: "Please select an answer for the current question",
  /** SPEC.md §8. */
  certificateUrlCopied: "Certificate URL copied",
  /** SPEC.md §2, the verification screen's Download PDF while it works. */
  downloading: "Downloading...",
  readyToStart: "Ready to start?",
  examNotFound: "Exam not found.",
  /** Take Exam on a Q&A category that has no exam yet. */
  noExamYet: (category: string) =>
    `${category} has no exam yet. Its questions and answers are ready to study.`,
  noOpenAttempt: "You have no exam in progress for this category.",
  noResults: "You have not completed this exam yet.",
  certificateNotFound: "Certificate not found.",
  certificateRevoked: "This certificate has been revoked.",
  certificateWithdrawn: "This certificate was withdrawn: its holder closed their account.",
  certificateAddressHint:
    "Check that the address is complete, exactly as the certificate's holder shared it or as the QR code on the certificate opens it.",
  /** A revocation without a reason (the operator's command may give none). */
  noRevocationReason: "No reason was given.",
  certificateExpired: "This certificate has expired.",
  /** The attempt's time (and grace) is over: nothing more is saved. */
  timeUp: "Time is up: this exam has been submitted with the answers saved before the deadline.",
  alreadySubmitted: "This exam has already been submitted.",
  submitted: "Your answers have been submitted.",
  answerSaved: "Answer saved.",
  notInAttempt: "This question is not part of your exam.",
  unknownOption: "The option must be a, b, c or d.",
  reportSaved: "Thank you. Your report has been sent to our reviewers.",
  alreadyReported: "You have already reported this question.",
  notEnoughQuestions: "This exam is not ready yet. Please try again later.",
  visibilitySaved: "Your choice has been saved.",
  /** The cooling-off period after an attempt; `{date}` is when the next one may start. */
  coolingOff: (date: string) => `You can take this exam again on ${date}.`,
} as const;

/** Why a learner reports a question, as the report form offers them. */
export const QUESTION_REPORT_REASON_LABELS = {
  "wrong-key": "The marked answer is wrong",
  unclear: "The question or its options are unclear",
  other: "Something else",
} as const;

/** What the results page says under a question the learner reported, by the report's state. */
export const QUESTION_REPORT_STATUS_TEXT = {
  open: "Reported: our reviewers will look at it.",
  "key-corrected": "Reviewed: the answer key was corrected and your attempt was scored again.",
  "key-stands": "Reviewed: the answer key was checked and stands as it was.",
} as const;
