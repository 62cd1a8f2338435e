import type { SeedExam } from "./types.ts";

export const manualTestingExam: SeedExam = {
  categorySlug: "manual-testing-interview-questions",
  passMarkPercent: 65,
  coolingOffHours: 12,
  validityMonths: null,
  questionsPerAttempt: 15,
  questions: [
    {
      question: "What is the difference between verification and validation?",
      options: [
        "Verification checks we built the product right; validation checks we built the right product",
        "Verification is done by users; validation by developers",
        "They are the same",
        "Validation happens before any code is written; verification never does",
      ],
      answer: "a",
    },
    {
      question: "What is regression testing?",
      options: [
        "Testing a new feature for the first time",
        "Re-testing existing behavior after a change to find what it broke",
        "Testing performance under load",
        "Testing the installer",
      ],
      answer: "b",
    },
    {
      question: "What is the difference between severity and priority of a defect?",
      options: [
        "Severity is the impact on the system; priority is how soon it should be fixed",
        "Priority is the impact; severity is the order of fixing",
        "They always have the same value",
        "Severity is set by the customer only",
      ],
      answer: "a",
    },
    {
      question: "A field accepts ages 18 to 60. Which values does boundary value analysis test?",
      options: ["18 and 60 only", "17, 18, 60 and 61", "30 only", "0 and 100"],
      answer: "b",
    },
    {
      question: "What is equivalence partitioning?",
      options: [
        "Dividing inputs into groups expected to behave alike and testing one value from each",
        "Testing every possible input",
        "Splitting the team into equal groups",
        "Dividing the code into modules",
      ],
      answer: "a",
    },
    {
      question: "What is smoke testing?",
      options: [
        "A quick check that a build's most important functions work before deeper testing",
        "Testing under heavy load",
        "Testing security",
        "Testing only the user interface colors",
      ],
      answer: "a",
    },
    {
      question: "Which testing is done without knowing the internal code?",
      options: ["White-box testing", "Black-box testing", "Unit testing by the developer", "Code review"],
      answer: "b",
    },
    {
      question: "What should a good bug report include?",
      options: [
        "Steps to reproduce, expected result, actual result and environment",
        "Only a screenshot",
        "Only the tester's opinion",
        "The developer's name",
      ],
      answer: "a",
    },
    {
      question: "What is user acceptance testing (UAT)?",
      options: [
        "Testing by the users or customer to confirm the system meets their needs",
        "Unit testing by developers",
        "Automated load testing",
        "Testing the database schema",
      ],
      answer: "a",
    },
    {
      question: "What is exploratory testing?",
      options: [
        "Designing and running tests at the same time, learning the product as you go",
        "Running only automated scripts",
        "Testing with no goal at all",
        "Reviewing requirements documents",
      ],
      answer: "a",
    },
    {
      question: "In the defect life cycle, what usually follows 'Fixed'?",
      options: ["New", "Retest (and then Closed or Reopened)", "Deferred", "Rejected"],
      answer: "b",
    },
    {
      question: "What is a test case?",
      options: [
        "A set of conditions, steps and expected results to check one behavior",
        "A folder of test data",
        "A bug report",
        "A test plan for the whole project",
      ],
      answer: "a",
    },
    {
      question: "What does a requirements traceability matrix show?",
      options: [
        "Which test cases cover which requirements",
        "The project's budget",
        "The order of deployments",
        "The team's working hours",
      ],
      answer: "a",
    },
    {
      question: "What is sanity testing?",
      options: [
        "A narrow check that a specific fix or change works, before further testing",
        "A full regression run",
        "A security audit",
        "A test of the tester's knowledge",
      ],
      answer: "a",
    },
    {
      question: "Which of these is non-functional testing?",
      options: [
        "Performance testing",
        "Testing a login form's validation",
        "Testing an order's total",
        "Testing a search result",
      ],
      answer: "a",
    },
    {
      question: "What does the 'pesticide paradox' principle say?",
      options: [
        "Running the same tests again and again stops finding new defects",
        "Testing shows the absence of all defects",
        "Defects cluster in one module",
        "Exhaustive testing is possible",
      ],
      answer: "a",
    },
  ],
};
