import type { SeedExam } from "./types.ts";

export const javaCoreExam: SeedExam = {
  categorySlug: "java-core-interview-questions",
  passMarkPercent: 70,
  coolingOffHours: 24,
  validityMonths: 24,
  questionsPerAttempt: 15,
  questions: [
    {
      question: "What is the default value of an int field of a Java class that is never assigned?",
      options: ["null", "0", "-1", "It does not compile"],
      answer: "b",
    },
    {
      question: "Which statement about String in Java is true?",
      options: [
        "String objects are mutable",
        "String is a primitive type",
        "String objects are immutable",
        "String cannot be used in a switch statement",
      ],
      answer: "c",
    },
    {
      question: "What does the == operator compare when both operands are object references?",
      options: [
        "Whether the two references point to the same object",
        "Whether equals() returns true",
        "Whether the objects have the same hashCode()",
        "Whether the objects are of the same class",
      ],
      answer: "a",
    },
    {
      question: "If you override equals() in a class, which method should you also override?",
      options: ["toString()", "clone()", "finalize()", "hashCode()"],
      answer: "d",
    },
    {
      question: "Which keyword prevents a class from being subclassed?",
      options: ["static", "final", "abstract", "private"],
      answer: "b",
    },
    {
      question: "Which of these is a checked exception?",
      options: [
        "NullPointerException",
        "ArrayIndexOutOfBoundsException",
        "IOException",
        "IllegalArgumentException",
      ],
      answer: "c",
    },
    {
      question: "Where are local primitive variables of a method stored?",
      options: ["On the heap", "In the method area", "On the thread's stack", "In the string pool"],
      answer: "c",
    },
    {
      question:
        "Which feature lets a subclass provide its own implementation of a method declared in its superclass?",
      options: ["Overloading", "Overriding", "Encapsulation", "Shadowing"],
      answer: "b",
    },
    {
      question: "Can an interface in Java 8 or later contain a method with a body?",
      options: [
        "No, interfaces only declare abstract methods",
        "Yes, default and static methods can have bodies",
        "Only if the interface is marked abstract",
        "Only private methods, since Java 5",
      ],
      answer: "b",
    },
    {
      question: "What is autoboxing?",
      options: [
        "Automatic conversion between a primitive and its wrapper class",
        "Automatic creation of a thread pool",
        "Automatic garbage collection of unused objects",
        "Automatic casting of a subclass to its superclass",
      ],
      answer: "a",
    },
    {
      question: "What is the result of 7 / 2 when both operands are of type int?",
      options: ["3.5", "4", "3", "It throws an ArithmeticException"],
      answer: "c",
    },
    {
      question: "Which access modifier makes a member visible only within its own package and to subclasses?",
      options: ["private", "protected", "public", "No modifier (package-private)"],
      answer: "b",
    },
    {
      question: "What happens to a finally block when the try block executes a return statement?",
      options: [
        "The finally block is skipped",
        "The finally block runs before the method returns",
        "The finally block runs only if an exception was thrown",
        "The code does not compile",
      ],
      answer: "b",
    },
    {
      question:
        "Which class should you use to build a long string in a loop efficiently in single-threaded code?",
      options: ["String", "StringBuffer", "StringBuilder", "StringJoiner is the only option"],
      answer: "c",
    },
    {
      question: "What does the static keyword mean for a field?",
      options: [
        "The field cannot be changed",
        "The field belongs to the class, shared by all instances",
        "The field is visible only inside the class",
        "The field is stored on the stack",
      ],
      answer: "b",
    },
    {
      question: "Which statement about garbage collection in Java is true?",
      options: [
        "Calling System.gc() forces an immediate collection",
        "Objects are freed as soon as they go out of scope",
        "An object becomes eligible for collection when no live thread can reach it",
        "Java programs must free memory with delete",
      ],
      answer: "c",
    },
  ],
};

export const javaCollectionsExam: SeedExam = {
  categorySlug: "java-collections-interview-questions",
  passMarkPercent: 70,
  coolingOffHours: 24,
  validityMonths: 24,
  questionsPerAttempt: 15,
  questions: [
    {
      question: "Which collection does not allow duplicate elements?",
      options: ["ArrayList", "LinkedList", "HashSet", "ArrayDeque"],
      answer: "c",
    },
    {
      question: "What is the average time complexity of get(key) on a HashMap?",
      options: ["O(1)", "O(log n)", "O(n)", "O(n log n)"],
      answer: "a",
    },
    {
      question: "Which Map keeps its keys sorted by their natural order or a Comparator?",
      options: ["HashMap", "LinkedHashMap", "TreeMap", "Hashtable"],
      answer: "c",
    },
    {
      question: "Which Map implementation keeps the insertion order of its entries by default?",
      options: ["HashMap", "LinkedHashMap", "TreeMap", "IdentityHashMap"],
      answer: "b",
    },
    {
      question:
        "What happens when you modify an ArrayList while iterating it with a for-each loop (not through the iterator)?",
      options: [
        "The loop silently skips the new elements",
        "A ConcurrentModificationException is usually thrown",
        "The list is copied first, so nothing happens",
        "The code does not compile",
      ],
      answer: "b",
    },
    {
      question: "What is the time complexity of get(index) on an ArrayList?",
      options: ["O(n)", "O(log n)", "O(1)", "O(n²)"],
      answer: "c",
    },
    {
      question: "Which interface must a class implement to define its natural ordering?",
      options: ["Comparator", "Comparable", "Iterable", "Serializable"],
      answer: "b",
    },
    {
      question: "Does HashMap allow a null key?",
      options: [
        "No, it throws NullPointerException",
        "Yes, one null key",
        "Yes, any number of null keys",
        "Only if it is empty",
      ],
      answer: "b",
    },
    {
      question: "What does List.of(1, 2, 3) return?",
      options: ["A mutable ArrayList", "An unmodifiable list", "A LinkedList", "An array of Integer"],
      answer: "b",
    },
    {
      question: "Which collection is the usual choice for a thread-safe map with high concurrency?",
      options: ["Hashtable", "Collections.synchronizedMap(new HashMap<>())", "ConcurrentHashMap", "TreeMap"],
      answer: "c",
    },
    {
      question: "Which data structure does PriorityQueue use internally?",
      options: ["A sorted linked list", "A binary heap", "A red-black tree", "A hash table"],
      answer: "b",
    },
    {
      question: "What does the Deque interface add compared with Queue?",
      options: ["Insertion and removal at both ends", "Thread safety", "Sorted order", "Key-value pairs"],
      answer: "a",
    },
    {
      question:
        "Since Java 8, what does a HashMap bucket turn into when it holds many colliding keys and the table already has at least 64 buckets?",
      options: ["A second hash table", "A balanced tree", "An array", "A skip list"],
      answer: "b",
    },
    {
      question: "What is the default initial capacity of a HashMap created with new HashMap<>()?",
      options: ["10", "16", "32", "64"],
      answer: "b",
    },
    {
      question: "Which method removes elements from a collection while iterating, safely?",
      options: [
        "Collection.remove() inside a for-each loop",
        "Iterator.remove()",
        "List.clear() at each step",
        "Arrays.remove()",
      ],
      answer: "b",
    },
    {
      question: "Which statement about Set.contains() on a TreeSet is true?",
      options: [
        "It runs in O(1) time",
        "It runs in O(log n) time",
        "It runs in O(n) time",
        "TreeSet has no contains method",
      ],
      answer: "b",
    },
  ],
};
