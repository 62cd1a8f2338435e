import type { SeedExam } from "./types.ts";

export const csharpFundamentalsExam: SeedExam = {
  categorySlug: "csharp-fundamentals-interview-questions",
  passMarkPercent: 70,
  coolingOffHours: 24,
  validityMonths: 24,
  questionsPerAttempt: 15,
  questions: [
    {
      question: "What is the difference between a struct and a class in C#?",
      options: [
        "A struct is a value type; a class is a reference type",
        "A struct is a reference type; a class is a value type",
        "Structs cannot have methods",
        "Classes cannot have constructors",
      ],
      answer: "a",
    },
    {
      question:
        "Which keyword lets a derived class override a virtual method of its base class, so that a call through a base-class reference runs the derived version?",
      options: ["new", "override", "sealed", "static"],
      answer: "b",
    },
    {
      question: "What does the using statement do with an IDisposable object?",
      options: [
        "Imports its namespace",
        "Calls Dispose() when the block ends, even after an exception",
        "Makes it thread-safe",
        "Keeps it alive for the whole program",
      ],
      answer: "b",
    },
    {
      question: "What does string? mean when nullable reference types are enabled?",
      options: [
        "A string that may be null",
        "An optional method parameter",
        "A string that is never null",
        "A nullable value type",
      ],
      answer: "a",
    },
    {
      question: "What does the ?? operator return in a ?? b?",
      options: [
        "a if a is not null, otherwise b",
        "b if a is true",
        "The larger of a and b",
        "a and b joined",
      ],
      answer: "a",
    },
    {
      question: "What does await do inside an async method?",
      options: [
        "Blocks the thread until the task finishes",
        "Returns control to the caller until the awaited task completes, then continues",
        "Starts a new thread",
        "Cancels the task",
      ],
      answer: "b",
    },
    {
      question: "Which collection type gives O(1) average lookups by key?",
      options: ["List<T>", "Dictionary<TKey, TValue>", "LinkedList<T>", "Queue<T>"],
      answer: "b",
    },
    {
      question: "What is the difference between const and readonly fields?",
      options: [
        "const is set at compile time; readonly can be set at run time in a constructor",
        "readonly is set at compile time; const at run time",
        "There is no difference",
        "const fields can be changed later",
      ],
      answer: "a",
    },
    {
      question: "What is boxing in .NET?",
      options: [
        "Wrapping a value type in an object on the heap",
        "Compressing an assembly",
        "Casting a class to an interface",
        "Serializing an object to JSON",
      ],
      answer: "a",
    },
    {
      question: "Can a C# class inherit from two classes?",
      options: [
        "Yes, C# supports multiple class inheritance",
        "No, one base class, but it can implement several interfaces",
        "Only abstract classes",
        "Only sealed classes",
      ],
      answer: "b",
    },
    {
      question: "What does the sealed keyword on a class do?",
      options: [
        "Prevents other classes from inheriting it",
        "Makes it static",
        "Makes it abstract",
        "Hides it from other assemblies",
      ],
      answer: "a",
    },
    {
      question: "Which access modifier limits a member to the same assembly?",
      options: ["private", "protected", "internal", "public"],
      answer: "c",
    },
    {
      question: "What does the garbage collector do in .NET?",
      options: [
        "Frees managed objects that are no longer reachable",
        "Closes files and sockets automatically at once",
        "Deletes unused source files",
        "Frees unmanaged memory immediately",
      ],
      answer: "a",
    },
    {
      question: "What is an extension method?",
      options: [
        "A static method that can be called as if it were an instance method of another type",
        "A method that extends the life of an object",
        "A virtual method",
        "A method in a partial class",
      ],
      answer: "a",
    },
    {
      question: "What does a record type give you by default?",
      options: [
        "Value-based equality and a concise syntax for immutable data",
        "Thread safety",
        "Database persistence",
        "Multiple inheritance",
      ],
      answer: "a",
    },
    {
      question: "Which statement about string in C# is true?",
      options: [
        "It is a mutable value type",
        "It is an immutable reference type",
        "It is a mutable reference type",
        "It is a primitive value type",
      ],
      answer: "b",
    },
  ],
};
