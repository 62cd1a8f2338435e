/**
 * SEO texts per page kind (SPEC.md §3 "SEO data"): "home" is the home page, "index" the all-categories
 * index, "qa" the question-and-answer pages and "torrent" the tutorials list.
 */
export const seoPagesContent = [
  {
    key: "home",
    metaTitle: "W3Programmer: IT interview questions, guides, certification",
    metaDescription:
      "Prepare for IT jobs in the USA with interview questions and answers, interview guides, e-books, PDF books and exams with verifiable certificates.",
    metaKeywords:
      "IT interview questions, interview preparation, IT jobs USA, technical interview, programming certification, interview guide, e-books",
  },
  {
    key: "index",
    metaTitle: "All interview question categories",
    metaDescription:
      "Browse interview questions by technology: Java, Python, JavaScript, .NET, databases, testing, data analytics and more, each with clear answers.",
    metaKeywords:
      "interview question categories, programming interview questions, Java interview questions, Python interview questions, SQL interview questions",
  },
  {
    key: "qa",
    metaTitle: "Interview questions and answers by technology",
    metaDescription:
      "Real technical interview questions with concise, reviewed answers. Search, bookmark, download as PDF and take a timed exam to earn a certificate.",
    metaKeywords:
      "interview questions and answers, technical interview, coding interview, interview Q&A, developer interview, QA interview, IT certification exam",
  },
  {
    key: "torrent",
    metaTitle: "IT tutorials and courses",
    metaDescription:
      "Tutorials and courses on programming, databases, cloud and testing for IT job seekers. Search by title and download the course files.",
    metaKeywords:
      "IT tutorials, programming courses, software development tutorials, learn to code, IT training, course download",
  },
];
