export const seoPagesContent = [
  {
    key: "home",
    metaTitle: "W3Programmer — IT interview questions, guides and certification for jobs in the USA",
    metaDescription:
      "Prepare for IT jobs in the USA: thousands of interview questions with answers, interview guides, e-books, PDF books and certified exams.",
    metaKeywords: "IT interview questions, interview preparation, IT jobs USA, programming certification",
  },
];
