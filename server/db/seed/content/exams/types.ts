export type SeedExamQuestion = {
  question: string;
  /** Options a to d, in this order. */
  options: [string, string, string, string];
  /** The right option's letter. */
  answer: "a" | "b" | "c" | "d";
};

export type SeedExam = {
  /** The child category (server/db/seed/content/catalog) whose exam this is. */
  categorySlug: string;
  passMarkPercent: number;
  coolingOffHours: number;
  /** Null: certificates never expire. */
  validityMonths: number | null;
  /** Each attempt draws this many questions from the bank. */
  questionsPerAttempt: number;
  questions: SeedExamQuestion[];
};
