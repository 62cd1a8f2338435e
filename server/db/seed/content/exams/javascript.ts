import type { SeedExam } from "./types.ts";

export const javascriptFundamentalsExam: SeedExam = {
  categorySlug: "javascript-fundamentals-interview-questions",
  passMarkPercent: 70,
  coolingOffHours: 24,
  validityMonths: 24,
  questionsPerAttempt: 15,
  questions: [
    {
      question: "What does typeof null return in JavaScript?",
      options: ['"null"', '"undefined"', '"object"', '"number"'],
      answer: "c",
    },
    {
      question: "What is the value of 0.1 + 0.2 === 0.3?",
      options: ["true", "false", "undefined", "It throws a TypeError"],
      answer: "b",
    },
    {
      question: "Which declaration is block-scoped and cannot be reassigned?",
      options: ["var", "let", "const", "function"],
      answer: "c",
    },
    {
      question: "What does [1, 2, 3].map((n) => n * 2) return?",
      options: ["[2, 4, 6]", "[1, 2, 3]", "12", "undefined"],
      answer: "a",
    },
    {
      question: "What happens when a let variable is read before its declaration line runs?",
      options: [
        "It is undefined",
        "It is null",
        "A ReferenceError is thrown (temporal dead zone)",
        "It reads the global variable of the same name",
      ],
      answer: "c",
    },
    {
      question:
        "In what order are these logged: console.log('A'); setTimeout(() => console.log('B'), 0); Promise.resolve().then(() => console.log('C')); console.log('D');",
      options: ["A B C D", "A D C B", "A D B C", "A C D B"],
      answer: "b",
    },
    {
      question: "What is the value of '5' + 3?",
      options: ["8", '"53"', "NaN", "It throws a TypeError"],
      answer: "b",
    },
    {
      question: "What is the value of '5' - 3?",
      options: ["2", '"53"', '"2"', "NaN"],
      answer: "a",
    },
    {
      question: "How does an arrow function treat this?",
      options: [
        "It binds this to the object it is called on",
        "It takes this from the enclosing scope where it is defined",
        "this is always undefined inside it",
        "this is always the global object",
      ],
      answer: "b",
    },
    {
      question: "Which method creates a new array with only the elements that pass a test?",
      options: ["map()", "reduce()", "filter()", "forEach()"],
      answer: "c",
    },
    {
      question: "What does Promise.all() do when one of its promises rejects?",
      options: [
        "It waits for all the others and then resolves",
        "It rejects with that reason as soon as it happens",
        "It ignores the rejected promise",
        "It retries the rejected promise",
      ],
      answer: "b",
    },
    {
      question: "Which value is NOT falsy in JavaScript?",
      options: ["0", '""', "[]", "NaN"],
      answer: "c",
    },
    {
      question: "What is a closure?",
      options: [
        "A function together with the variables of the scope in which it was created",
        "A function that closes the browser window",
        "An object with only private fields",
        "A promise that has settled",
      ],
      answer: "a",
    },
    {
      question: "What does the spread in const b = { ...a } create?",
      options: [
        "A deep copy of a",
        "A shallow copy of a's own enumerable properties",
        "A reference to a",
        "A frozen copy of a",
      ],
      answer: "b",
    },
    {
      question: "What does Array.isArray([]) return?",
      options: ["true", "false", '"object"', "undefined"],
      answer: "a",
    },
    {
      question: "What does an async function always return?",
      options: ["undefined", "A Promise", "A generator", "The value of its last expression"],
      answer: "b",
    },
  ],
};

export const typescriptExam: SeedExam = {
  categorySlug: "typescript-interview-questions",
  passMarkPercent: 70,
  coolingOffHours: 24,
  validityMonths: 24,
  questionsPerAttempt: 15,
  questions: [
    {
      question: "What is the main difference between the types unknown and any?",
      options: [
        "There is no difference",
        "unknown must be narrowed before it is used; any turns type checking off",
        "any must be narrowed before use; unknown does not",
        "unknown can only hold primitives",
      ],
      answer: "b",
    },
    {
      question: "What does the utility type Partial<T> produce?",
      options: [
        "T with every property optional",
        "T with every property required",
        "T with every property readonly",
        "Only the first property of T",
      ],
      answer: "a",
    },
    {
      question: "Which utility type builds a type by choosing some of the properties of another type?",
      options: ["Pick<T, K>", "Record<K, T>", "Exclude<T, U>", "ReturnType<T>"],
      answer: "a",
    },
    {
      question: "What does the never type represent?",
      options: [
        "A value that may be null",
        "A value that never occurs, such as the return of a function that always throws",
        "Any value at all",
        "An empty object",
      ],
      answer: "b",
    },
    {
      question: "Do TypeScript types exist at run time?",
      options: [
        "Yes, they are checked when the code runs",
        "No, they are erased when compiled to JavaScript",
        "Only interfaces are kept",
        "Only enums and interfaces are kept",
      ],
      answer: "b",
    },
    {
      question: "What is a discriminated union?",
      options: [
        "A union whose members share a literal property that tells them apart",
        "A union of two classes",
        "A union type that excludes null",
        "An intersection of two interfaces",
      ],
      answer: "a",
    },
    {
      question: "What does the ! in user!.name tell the compiler?",
      options: [
        "user is negated",
        "user is not null or undefined here",
        "name is required",
        "The property is private",
      ],
      answer: "b",
    },
    {
      question:
        "Which compiler option turns on strictNullChecks, noImplicitAny and the other strict checks together?",
      options: ["--noEmit", "--strict", "--isolatedModules", "--esModuleInterop"],
      answer: "b",
    },
    {
      question: "What does keyof { a: number; b: string } evaluate to?",
      options: ['"a" | "b"', "number | string", "string", '["a", "b"]'],
      answer: "a",
    },
    {
      question: "What does the as const assertion do to an array literal?",
      options: [
        "Makes it a readonly tuple of literal types",
        "Freezes the array at run time",
        "Converts it to an object",
        "Removes its type",
      ],
      answer: "a",
    },
    {
      question: "What is the key difference between an interface and a type alias?",
      options: [
        "Only type aliases can describe objects",
        "Interfaces can be merged by declaring them again; type aliases cannot",
        "Interfaces exist at run time",
        "Type aliases cannot be generic",
      ],
      answer: "b",
    },
    {
      question: "What does ReturnType<typeof f> give?",
      options: ["The parameters of f", "The type f returns", "The name of f", "typeof f itself"],
      answer: "b",
    },
    {
      question: "Which is a correct generic function declaration?",
      options: [
        "function first<T>(items: T[]): T | undefined",
        "function first(items: T[]): T",
        "function<T> first(items: T[]): T",
        "generic function first(items: T[]): T",
      ],
      answer: "a",
    },
    {
      question: "What does a type guard such as value is string in a function's return type do?",
      options: [
        "Converts value to a string",
        "Narrows value to string where the function returned true",
        "Throws when value is not a string",
        "Declares value as optional",
      ],
      answer: "b",
    },
    {
      question: "What does the readonly modifier on a property prevent?",
      options: [
        "Reading the property",
        "Assigning to the property after initialization, at compile time",
        "Serializing the property to JSON",
        "Changing the property at run time in all cases",
      ],
      answer: "b",
    },
    {
      question: "Which type describes an object whose keys are strings and values are numbers?",
      options: ["Record<string, number>", "Map<number>", "Array<string, number>", "Object<number>"],
      answer: "a",
    },
  ],
};

export const reactExam: SeedExam = {
  categorySlug: "react-interview-questions",
  passMarkPercent: 70,
  coolingOffHours: 24,
  validityMonths: 24,
  questionsPerAttempt: 15,
  questions: [
    {
      question: "What does the key prop on list items help React do?",
      options: [
        "Style each item",
        "Match items between renders so that state and DOM nodes stay with the right item",
        "Encrypt the list",
        "Sort the list",
      ],
      answer: "b",
    },
    {
      question:
        "In a production build, when does an effect with an empty dependency array, useEffect(fn, []), run?",
      options: [
        "On every render",
        "After the first render only (and its cleanup on unmount)",
        "Never",
        "Before the first render",
      ],
      answer: "b",
    },
    {
      question: "Why must you not change state directly, as in state.items.push(x)?",
      options: [
        "It is slower",
        "React compares references, so the change may not trigger a re-render",
        "It throws an error",
        "Arrays cannot be stored in state",
      ],
      answer: "b",
    },
    {
      question:
        "Which hook keeps a mutable value between renders without causing a re-render when it changes?",
      options: ["useState", "useRef", "useMemo", "useReducer"],
      answer: "b",
    },
    {
      question: "What is the rule about where hooks can be called?",
      options: [
        "Anywhere, including inside loops",
        "Only at the top level of function components or custom hooks, never conditionally",
        "Only inside class components",
        "Only inside useEffect",
      ],
      answer: "b",
    },
    {
      question: "What does useMemo do?",
      options: [
        "Caches a computed value until its dependencies change",
        "Caches a component forever",
        "Stores a value in localStorage",
        "Runs a side effect",
      ],
      answer: "a",
    },
    {
      question: "What is a controlled input?",
      options: [
        "An input whose value is held in React state and set through value and onChange",
        "An input with the disabled attribute",
        "An input read with a ref after submit",
        "An input validated by the browser",
      ],
      answer: "a",
    },
    {
      question: "How do you pass data from a parent component to a child?",
      options: [
        "Through props",
        "Through the child's state",
        "Through global variables only",
        "Through refs only",
      ],
      answer: "a",
    },
    {
      question: "What does React.memo do to a component?",
      options: [
        "Skips re-rendering it when its props are shallowly equal to the previous ones",
        "Memoizes its state",
        "Makes it a server component",
        "Prevents it from unmounting",
      ],
      answer: "a",
    },
    {
      question: "Which hook do you use to read a value provided by a Context.Provider above the component?",
      options: ["useReducer", "useContext", "useProvider", "useLayoutEffect"],
      answer: "b",
    },
    {
      question: "What does the function returned from a useEffect callback do?",
      options: [
        "Nothing; it is ignored",
        "It cleans up before the effect runs again and when the component unmounts",
        "It becomes the component's return value",
        "It runs before the first render",
      ],
      answer: "b",
    },
    {
      question: "What is JSX compiled to?",
      options: [
        "HTML strings",
        "Calls that create React elements (for example jsx() or React.createElement())",
        "Web Components",
        "CSS",
      ],
      answer: "b",
    },
    {
      question:
        "Why can a function passed to setCount, as in setCount((c) => c + 1), be safer than setCount(count + 1)?",
      options: [
        "It is faster",
        "It always uses the latest state, even when updates are batched",
        "It skips the re-render",
        "It works only in class components",
      ],
      answer: "b",
    },
    {
      question: "What does lifting state up mean?",
      options: [
        "Moving shared state to the closest common parent of the components that use it",
        "Storing state on the server",
        "Using a global variable",
        "Putting state in a ref",
      ],
      answer: "a",
    },
    {
      question: "What is the virtual DOM used for?",
      options: [
        "Rendering without a browser",
        "Working out the smallest set of changes to apply to the real DOM",
        "Storing component state",
        "Replacing CSS",
      ],
      answer: "b",
    },
    {
      question: "What does a fragment (<>…</>) let a component do?",
      options: [
        "Return several elements without adding an extra DOM node",
        "Load code lazily",
        "Catch rendering errors",
        "Render into another DOM node",
      ],
      answer: "a",
    },
  ],
};
