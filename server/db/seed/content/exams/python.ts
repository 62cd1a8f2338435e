import type { SeedExam } from "./types.ts";

export const pythonBasicsExam: SeedExam = {
  categorySlug: "python-basics-interview-questions",
  passMarkPercent: 70,
  coolingOffHours: 24,
  validityMonths: 24,
  questionsPerAttempt: 15,
  questions: [
    {
      question: "Which of these Python types is immutable?",
      options: ["list", "dict", "set", "tuple"],
      answer: "d",
    },
    {
      question: "What does len({1, 2, 2, 3}) return?",
      options: ["4", "3", "2", "It raises a TypeError"],
      answer: "b",
    },
    {
      question: "What is the result of 7 // 2 in Python 3?",
      options: ["3.5", "3", "4", "3.0"],
      answer: "b",
    },
    {
      question: "What is the result of 7 / 2 in Python 3?",
      options: ["3", "3.5", "4", "It depends on the platform"],
      answer: "b",
    },
    {
      question: "Which keyword defines a generator function's produced values?",
      options: ["return", "yield", "emit", "async"],
      answer: "b",
    },
    {
      question: "What is printed by: def f(x=[]): x.append(1); return len(x) — calling print(f(), f())?",
      options: ["1 1", "1 2", "2 2", "0 1"],
      answer: "b",
    },
    {
      question: "Which statement correctly opens a file so that it is closed automatically?",
      options: [
        "open('data.txt').auto_close()",
        "with open('data.txt') as f:",
        "using open('data.txt') as f:",
        "try open('data.txt') as f:",
      ],
      answer: "b",
    },
    {
      question: "What does the expression [x * x for x in range(3)] evaluate to?",
      options: ["[1, 4, 9]", "[0, 1, 4]", "[0, 1, 4, 9]", "(0, 1, 4)"],
      answer: "b",
    },
    {
      question: "What does 'is' compare in Python?",
      options: ["Values", "Types", "Object identity", "Hash values"],
      answer: "c",
    },
    {
      question: "Which of these cannot be a dictionary key?",
      options: ["A string", "A tuple of integers", "A list", "An integer"],
      answer: "c",
    },
    {
      question: "What does *args collect in a function definition?",
      options: [
        "Extra keyword arguments as a dict",
        "Extra positional arguments as a tuple",
        "All arguments as a list",
        "Only the first argument",
      ],
      answer: "b",
    },
    {
      question: "What is the value of bool([])?",
      options: ["True", "False", "None", "It raises a ValueError"],
      answer: "b",
    },
    {
      question: "Which built-in function returns both the index and the item while looping over a list?",
      options: ["zip()", "enumerate()", "range()", "items()"],
      answer: "b",
    },
    {
      question: "What does 'hello'[1:3] return?",
      options: ["'he'", "'el'", "'ell'", "'llo'"],
      answer: "b",
    },
    {
      question: "Which exception is raised when you access a missing key with d[key] on a dict?",
      options: ["IndexError", "ValueError", "KeyError", "LookupWarning"],
      answer: "c",
    },
    {
      question: "What is the main effect of the Global Interpreter Lock (GIL) in CPython?",
      options: [
        "Only one thread executes Python bytecode at a time in a process",
        "Global variables cannot be changed",
        "Programs cannot use more than one process",
        "Imports are locked after start-up",
      ],
      answer: "a",
    },
  ],
};
