import type { SeedMainCategory } from "./types.ts";

export const category: SeedMainCategory = {
  name: "JavaScript & Front End",
  slug: "javascript",
  description: `<p>JavaScript runs in every browser and, through Node.js, on servers too, which makes it the most common skill in US web developer job postings. Front-end, back-end and full-stack interviews all dig into how the language works, how TypeScript adds safety, how React builds user interfaces and how Node.js handles I/O.</p>
<p>The question sets below range from fundamentals such as closures and the event loop to senior topics such as advanced types, rendering performance and streams, each with a precise answer and example code.</p>`,
  metaTitle: "JavaScript and Front-End Interview Questions",
  metaDescription:
    "JavaScript, TypeScript, React and Node.js interview questions with clear answers and code, for front-end and full-stack developer jobs.",
  metaKeywords:
    "javascript interview questions, typescript interview, react interview questions, node.js interview, front end developer, full stack developer",
  children: [
    {
      name: "JavaScript Fundamentals",
      slug: "javascript-fundamentals-interview-questions",
      description: `<p>JavaScript fundamentals are tested in nearly every front-end and full-stack interview. Expect questions on scope and hoisting, closures, the <code>this</code> keyword, prototypes, equality, asynchronous code with promises and <code>async</code>/<code>await</code>, and the event loop.</p>
<p>Interviewers often show a short snippet and ask what it prints, then ask you to implement a small utility such as <code>debounce</code>. They look for an accurate mental model of the language, not memorized definitions.</p>`,
      metaTitle: "JavaScript Fundamentals Interview Questions",
      metaDescription:
        "JavaScript interview questions: var/let/const, closures, this, the event loop, promises, prototypes, event delegation and debounce.",
      metaKeywords:
        "javascript interview questions, closures, hoisting, event loop, promises, async await, prototype, this keyword, debounce throttle",
      questions: [
        {
          question: "What are the differences between var, let and const?",
          answer: `<ul>
<li><strong>Scope</strong>: <code>var</code> is function-scoped (or global); <code>let</code> and <code>const</code> are block-scoped, limited to the nearest <code>{ }</code>.</li>
<li><strong>Hoisting</strong>: all three declarations are hoisted, but <code>var</code> is initialized to <code>undefined</code>, while <code>let</code> and <code>const</code> stay uninitialized in the <strong>temporal dead zone</strong> until their declaration line runs; accessing them earlier throws a <code>ReferenceError</code>.</li>
<li><strong>Redeclaration</strong>: <code>var</code> can be redeclared in the same scope; <code>let</code> and <code>const</code> cannot.</li>
<li><strong>Reassignment</strong>: <code>const</code> must be initialized and cannot be reassigned. The object it points to can still be mutated: <code>const arr = []; arr.push(1)</code> is fine.</li>
<li><strong>Global object</strong>: a top-level <code>var</code> in a classic script becomes a property of <code>window</code>; <code>let</code> and <code>const</code> do not.</li>
</ul>
<pre><code class="language-javascript">for (var i = 0; i &lt; 3; i++) setTimeout(() =&gt; console.log(i)); // 3 3 3
for (let j = 0; j &lt; 3; j++) setTimeout(() =&gt; console.log(j)); // 0 1 2</code></pre>
<p>The loop example works because <code>let</code> creates a new binding for each iteration. Modern style: use <code>const</code> by default, <code>let</code> when a value must change, and avoid <code>var</code>.</p>`,
        },
        {
          question: "What is the difference between == and === in JavaScript?",
          answer: `<p><code>===</code> is <strong>strict equality</strong>: it returns <code>true</code> only when both operands have the same type and value, with no conversion. <code>==</code> is <strong>loose equality</strong>: if the types differ, it applies type coercion rules before comparing.</p>
<pre><code class="language-javascript">0 == "0"            // true  (string converted to number)
0 == ""             // true
"0" == ""           // false (both strings, compared directly)
false == "0"        // true
null == undefined   // true
null == 0           // false
[1] == 1            // true  (array converted to primitive "1")

0 === "0"           // false
null === undefined  // false
NaN === NaN         // false (NaN is never equal to anything)
Object.is(NaN, NaN) // true</code></pre>
<p>As the examples show, <code>==</code> is not transitive and hard to predict, so style guides and ESLint's <code>eqeqeq</code> rule require <code>===</code>. The one widely accepted exception is <code>value == null</code>, which checks for both <code>null</code> and <code>undefined</code> at once.</p>
<p>Both operators compare objects by <strong>reference</strong>: <code>{} === {}</code> is <code>false</code>. To compare structures you need a deep-equality function. <code>Object.is()</code> is like <code>===</code> except that it treats <code>NaN</code> as equal to itself and distinguishes <code>+0</code> from <code>-0</code>.</p>`,
        },
        {
          question: "What is a closure in JavaScript, and what is it used for?",
          answer: `<p>A <strong>closure</strong> is a function together with the lexical environment in which it was created. An inner function keeps access to the variables of its outer function even after the outer function has returned, because it holds a reference to that scope rather than a copy of the values.</p>
<pre><code class="language-javascript">function createCounter() {
  let count = 0;                 // private state
  return {
    increment: () =&gt; ++count,
    current: () =&gt; count,
  };
}

const counter = createCounter();
counter.increment();
counter.increment();
console.log(counter.current()); // 2
console.log(counter.count);     // undefined: not reachable from outside</code></pre>
<p>Common uses:</p>
<ul>
<li><strong>Data privacy</strong> and encapsulation, as in the module pattern above.</li>
<li><strong>Function factories</strong> and partial application, such as <code>const add5 = makeAdder(5)</code>.</li>
<li><strong>Callbacks and event handlers</strong> that remember context.</li>
<li><strong>Memoization</strong>, keeping a cache between calls.</li>
<li>React hooks rely on closures, which is also why stale closures happen when an effect captures old state.</li>
</ul>
<p>Because closures keep their scope alive, a long-lived closure that references a large object can prevent it from being garbage collected.</p>`,
        },
        {
          question: "How does the this keyword work in JavaScript?",
          answer: `<p>The value of <code>this</code> is decided by <strong>how a function is called</strong>, not where it is defined, except for arrow functions. The rules, in order of precedence:</p>
<ol>
<li><strong><code>new</code> binding</strong>: in <code>new Fn()</code>, <code>this</code> is the newly created object.</li>
<li><strong>Explicit binding</strong>: <code>fn.call(obj)</code>, <code>fn.apply(obj)</code> or a function created with <code>fn.bind(obj)</code> uses <code>obj</code>.</li>
<li><strong>Implicit binding</strong>: in <code>obj.method()</code>, <code>this</code> is <code>obj</code>.</li>
<li><strong>Default binding</strong>: a plain call <code>fn()</code> gets <code>undefined</code> in strict mode (modules and classes are strict) or the global object in sloppy mode.</li>
</ol>
<p><strong>Arrow functions</strong> have no own <code>this</code>; they use the <code>this</code> of the surrounding scope, and <code>call</code>/<code>bind</code> cannot change it.</p>
<pre><code class="language-javascript">const user = {
  name: "Ann",
  greet() { return "Hi " + this.name; },
  greetLater() {
    setTimeout(() =&gt; console.log(this.name), 0); // arrow keeps user as this
  },
};

user.greet();              // "Hi Ann"
const greet = user.greet;
greet();                   // TypeError in strict mode: this is undefined
const bound = user.greet.bind(user);
bound();                   // "Hi Ann"</code></pre>
<p>Losing <code>this</code> when passing a method as a callback is a classic bug; fix it with <code>bind</code>, an arrow wrapper or class field arrow functions.</p>`,
        },
        {
          question: "Explain the JavaScript event loop, including microtasks and macrotasks.",
          answer: `<p>JavaScript runs on a single thread with one <strong>call stack</strong>. Asynchronous work such as timers, network requests and I/O is handled by the host environment (the browser or Node.js), which queues callbacks when the work completes. The <strong>event loop</strong> moves queued callbacks onto the stack when the stack is empty.</p>
<p>There are two main kinds of queues:</p>
<ul>
<li><strong>Macrotasks</strong> (tasks): <code>setTimeout</code>, <code>setInterval</code>, I/O callbacks, UI events.</li>
<li><strong>Microtasks</strong>: promise reactions (<code>then</code>/<code>catch</code>/<code>finally</code>, code after <code>await</code>), <code>queueMicrotask</code> and <code>MutationObserver</code>.</li>
</ul>
<p>After each macrotask, the engine drains the entire microtask queue before taking the next macrotask; browsers may render between tasks.</p>
<pre><code class="language-javascript">console.log("1 sync");
setTimeout(() =&gt; console.log("4 timeout"), 0);
Promise.resolve().then(() =&gt; console.log("3 microtask"));
console.log("2 sync");
// Output: 1 sync, 2 sync, 3 microtask, 4 timeout</code></pre>
<p>Consequences: long synchronous code blocks everything, including rendering and clicks; a <code>setTimeout(fn, 0)</code> still waits for microtasks; and a microtask that keeps scheduling microtasks can starve the page. Split heavy work into chunks or move it to a Web Worker.</p>`,
        },
        {
          question:
            "How do promises and async/await work, and what is the difference between Promise.all, allSettled, race and any?",
          answer: `<p>A <strong>promise</strong> represents a value that will be available later. It is pending, then settles once as fulfilled or rejected. <code>async</code> functions always return a promise, and <code>await</code> pauses the function until a promise settles, letting you write asynchronous code in a sequential style with <code>try</code>/<code>catch</code>.</p>
<pre><code class="language-javascript">async function loadDashboard(userId) {
  try {
    // Start both requests in parallel, then wait for both
    const [profile, orders] = await Promise.all([
      fetch("/api/users/" + userId).then((r) =&gt; r.json()),
      fetch("/api/orders?user=" + userId).then((r) =&gt; r.json()),
    ]);
    return { profile, orders };
  } catch (err) {
    console.error("Dashboard failed", err);
    throw err;
  }
}</code></pre>
<p>Combinators:</p>
<ul>
<li><strong><code>Promise.all</code></strong>: fulfills with all results in order; rejects as soon as any promise rejects.</li>
<li><strong><code>Promise.allSettled</code></strong>: waits for all and returns <code>{ status, value | reason }</code> for each; never rejects.</li>
<li><strong><code>Promise.race</code></strong>: settles like the first promise to settle, success or failure; useful for timeouts.</li>
<li><strong><code>Promise.any</code></strong>: fulfills with the first success; rejects with an <code>AggregateError</code> only if all fail.</li>
</ul>
<p>A common mistake is <code>await</code>-ing independent calls one after another in a loop, which makes them sequential. Also always handle rejections, because unhandled ones are reported as errors and crash Node.js processes by default.</p>`,
        },
        {
          question: "How does prototypal inheritance work in JavaScript, and how do classes relate to it?",
          answer: `<p>Every JavaScript object has an internal link, <code>[[Prototype]]</code>, to another object or <code>null</code>. When you read a property that the object does not have, the engine looks it up along this <strong>prototype chain</strong> until it finds it or reaches <code>null</code>. Methods are therefore shared: they live once on the prototype, not on each instance.</p>
<p>Functions have a <code>prototype</code> property; objects created with <code>new Fn()</code> get <code>Fn.prototype</code> as their <code>[[Prototype]]</code>. <code>Object.create(proto)</code> creates an object with a chosen prototype, and <code>Object.getPrototypeOf(obj)</code> reads it.</p>
<p><strong>ES2015 classes</strong> are mainly syntax over this same mechanism:</p>
<pre><code class="language-javascript">class Animal {
  constructor(name) { this.name = name; }
  speak() { return this.name + " makes a sound"; }
}
class Dog extends Animal {
  speak() { return super.speak() + ": woof"; }
}

const rex = new Dog("Rex");
rex.speak();                                              // "Rex makes a sound: woof"
Object.getPrototypeOf(rex) === Dog.prototype;             // true
Object.getPrototypeOf(Dog.prototype) === Animal.prototype; // true
rex.hasOwnProperty("speak");                              // false: inherited</code></pre>
<p>Classes do add real differences: class bodies are always strict, classes cannot be called without <code>new</code>, and they support private <code>#fields</code> and static blocks. Avoid modifying built-in prototypes such as <code>Array.prototype</code>.</p>`,
        },
        {
          question: "What is event delegation, and how do event bubbling and capturing work?",
          answer: `<p>When an event fires on a DOM element, it travels in three phases: <strong>capturing</strong> from <code>window</code> down to the target, the <strong>target</strong> phase, and <strong>bubbling</strong> back up to <code>window</code>. Listeners run in the bubbling phase by default; pass <code>{ capture: true }</code> to run during capturing. <code>event.stopPropagation()</code> stops further travel, and <code>event.preventDefault()</code> cancels the default browser action, which is a different thing.</p>
<p><strong>Event delegation</strong> uses bubbling: instead of attaching a listener to every child, attach one listener to a common ancestor and check <code>event.target</code>.</p>
<pre><code class="language-javascript">const list = document.querySelector("#todo-list");

list.addEventListener("click", (event) =&gt; {
  const button = event.target.closest("button.delete");
  if (!button || !list.contains(button)) return;
  button.closest("li").remove();
});</code></pre>
<p>Benefits:</p>
<ul>
<li>One listener instead of hundreds, so less memory and faster setup.</li>
<li>Works automatically for elements added later, for example rows rendered after an API call.</li>
</ul>
<p>Use <code>closest()</code> because the actual target may be an icon inside the button. Note that a few events, such as <code>focus</code> and <code>blur</code>, do not bubble; use <code>focusin</code>/<code>focusout</code> instead. React itself uses delegation by attaching listeners at the root container.</p>`,
        },
        {
          question:
            "What is the difference between debounce and throttle, and how do you implement debounce?",
          answer: `<p>Both limit how often a function runs in response to rapid events.</p>
<ul>
<li><strong>Debounce</strong> waits until events stop for a given delay, then runs once. Typical uses: search-as-you-type requests, validating a field after the user pauses, saving a draft, handling window resize once it ends.</li>
<li><strong>Throttle</strong> runs at most once per interval while events keep coming. Typical uses: scroll position tracking, infinite scroll checks, mouse-move or drag handlers.</li>
</ul>
<pre><code class="language-javascript">function debounce(fn, delay) {
  let timerId;
  return function (...args) {
    clearTimeout(timerId);
    timerId = setTimeout(() =&gt; fn.apply(this, args), delay);
  };
}

function throttle(fn, interval) {
  let last = 0;
  return function (...args) {
    const now = Date.now();
    if (now - last &gt;= interval) {
      last = now;
      fn.apply(this, args);
    }
  };
}

const search = debounce((q) =&gt; fetch("/api/search?q=" + encodeURIComponent(q)), 300);
input.addEventListener("input", (e) =&gt; search(e.target.value));</code></pre>
<p>The closure keeps <code>timerId</code> between calls, and <code>apply(this, args)</code> preserves the calling context. Production versions, such as lodash's, add leading/trailing options and a <code>cancel()</code> method. In React, create the debounced function once, with <code>useMemo</code> or <code>useRef</code>, not on every render.</p>`,
        },
        {
          question:
            "How do you copy objects in JavaScript, and what is the difference between a shallow and a deep copy?",
          answer: `<p>Objects and arrays are assigned by reference, so <code>const b = a</code> does not copy anything.</p>
<p>A <strong>shallow copy</strong> creates a new top-level object but shares nested objects: spread syntax <code>{ ...obj }</code>, <code>[...arr]</code>, <code>Object.assign({}, obj)</code>, <code>arr.slice()</code> and <code>Array.from()</code>.</p>
<p>A <strong>deep copy</strong> recursively copies nested structures so nothing is shared.</p>
<pre><code class="language-javascript">const original = { user: { name: "Ann" }, tags: ["a"], created: new Date() };

const shallow = { ...original };
shallow.user.name = "Bob";
console.log(original.user.name);   // "Bob": nested object is shared

const deep = structuredClone(original);
deep.user.name = "Cid";
console.log(original.user.name);   // still "Bob"
console.log(deep.created instanceof Date); // true</code></pre>
<p>Deep copy options:</p>
<ul>
<li><strong><code>structuredClone()</code></strong>: built into modern browsers and Node.js. It handles nested objects, arrays, <code>Date</code>, <code>Map</code>, <code>Set</code>, typed arrays and circular references. It cannot clone functions or DOM nodes, and it drops class prototypes.</li>
<li><strong><code>JSON.parse(JSON.stringify(obj))</code></strong>: the old trick. It loses <code>undefined</code>, functions and symbols, turns dates into strings, and fails on circular references and <code>BigInt</code>.</li>
<li>Libraries such as lodash's <code>cloneDeep</code>.</li>
</ul>
<p>In React and Redux, you usually do not deep copy; you copy only the path you change (immutable updates) so unchanged parts keep their identity.</p>`,
        },
      ],
    },
    {
      name: "TypeScript",
      slug: "typescript-interview-questions",
      description: `<p>TypeScript has become the default for professional JavaScript development, and most US front-end and Node.js job descriptions now list it. Interviewers check that you can use the type system to model data precisely rather than sprinkling <code>any</code> everywhere.</p>
<p>Questions range from <code>type</code> versus <code>interface</code> and <code>unknown</code> versus <code>any</code> to generics, narrowing, discriminated unions, utility types, mapped and conditional types, compiler strictness and the <code>satisfies</code> operator.</p>`,
      metaTitle: "TypeScript Interview Questions and Answers",
      metaDescription:
        "TypeScript interview questions: type vs interface, any vs unknown, generics, narrowing, utility types, mapped and conditional types.",
      metaKeywords:
        "typescript interview questions, type vs interface, generics, utility types, discriminated union, conditional types, mapped types, satisfies",
      questions: [
        {
          question: "What is TypeScript, and what is the difference between type and interface?",
          answer: `<p><strong>TypeScript</strong> is a typed superset of JavaScript. The compiler checks types at build time and emits plain JavaScript; types are erased and do not exist at runtime. Benefits include catching bugs before running code, reliable refactoring, better editor autocompletion and self-documenting APIs.</p>
<p><code>type</code> aliases and <code>interface</code> declarations both describe object shapes, and in most cases either works. Differences:</p>
<ul>
<li><strong>What they can describe</strong>: <code>type</code> can name any type, including unions (<code>"a" | "b"</code>), tuples, primitives, and mapped or conditional types. <code>interface</code> describes only object and function shapes.</li>
<li><strong>Declaration merging</strong>: two <code>interface</code> declarations with the same name merge, which is how libraries let you augment types such as <code>Window</code>. Types cannot be reopened.</li>
<li><strong>Extension</strong>: interfaces use <code>extends</code>, which reports conflicting properties as errors; types combine with intersections <code>&amp;</code>, where conflicts can silently become <code>never</code>.</li>
</ul>
<pre><code class="language-typescript">interface User { id: number; name: string }
interface Admin extends User { permissions: string[] }

type Status = "active" | "suspended";
type UserWithStatus = User &amp; { status: Status };</code></pre>
<p>A common team convention: use <code>interface</code> for public object contracts and <code>type</code> for unions and type computations. Consistency matters more than the choice.</p>`,
        },
        {
          question: "What is the difference between any, unknown and never?",
          answer: `<ul>
<li><strong><code>any</code></strong> turns type checking off. Any value can be assigned to it, and you can do anything with it: call it, read properties, pass it anywhere. Errors surface only at runtime, and <code>any</code> spreads silently through your code.</li>
<li><strong><code>unknown</code></strong> is the type-safe top type. Any value can be assigned to it, but you cannot use it until you narrow it with a check. Use it for data from outside: <code>JSON.parse</code> results, API responses, <code>catch</code> clause errors.</li>
<li><strong><code>never</code></strong> is the bottom type: no value has this type. It is the return type of functions that always throw or never finish, and the type left after all cases are excluded, which enables exhaustiveness checks.</li>
</ul>
<pre><code class="language-typescript">function parseAge(input: unknown): number {
  if (typeof input === "number") return input;          // narrowed to number
  if (typeof input === "string" &amp;&amp; /^[0-9]+$/.test(input)) return Number(input);
  throw new Error("Invalid age");
}

function fail(message: string): never {
  throw new Error(message);
}

try {
  riskyCall();
} catch (err) {               // err is unknown with strict settings
  if (err instanceof Error) console.error(err.message);
}</code></pre>
<p>Rule of thumb: prefer <code>unknown</code> over <code>any</code>, and enable the <code>noImplicitAny</code> and <code>useUnknownInCatchVariables</code> checks, both included in <code>strict</code>.</p>`,
        },
        {
          question: "What are generics in TypeScript, and how do generic constraints work?",
          answer: `<p><strong>Generics</strong> let you write functions, classes and types that work with many types while keeping the relationship between inputs and outputs. Instead of returning <code>any</code>, a generic function returns exactly the type it received.</p>
<p>A <strong>constraint</strong> (<code>T extends Something</code>) limits which types are allowed, so you can safely use members of <code>Something</code> inside the function. The <code>keyof</code> operator is often combined with constraints to relate a key to its object.</p>
<pre><code class="language-typescript">function first&lt;T&gt;(items: T[]): T | undefined {
  return items[0];
}
const n = first([1, 2, 3]);        // number | undefined

function longest&lt;T extends { length: number }&gt;(a: T, b: T): T {
  return a.length &gt;= b.length ? a : b;
}
longest("hello", "hi");            // OK: strings have length
longest([1, 2], [3]);              // OK: arrays have length
// longest(10, 20);                // Error: number has no length

function getProp&lt;T, K extends keyof T&gt;(obj: T, key: K): T[K] {
  return obj[key];
}
const user = { id: 1, email: "a@b.com" };
getProp(user, "email");            // string
// getProp(user, "phone");         // Error: not a key of user

interface ApiResponse&lt;TData = unknown&gt; {
  data: TData;
  error?: string;
}</code></pre>
<p>Type arguments are usually <strong>inferred</strong> from the call. Generic parameters can have defaults, as in <code>ApiResponse</code>. Avoid unnecessary generics: if a type parameter appears only once, a plain type is usually clearer.</p>`,
        },
        {
          question: "What is type narrowing, and what are discriminated unions?",
          answer: `<p><strong>Narrowing</strong> is how TypeScript refines a broad type to a more specific one inside a branch, based on runtime checks: <code>typeof</code>, <code>instanceof</code>, the <code>in</code> operator, equality checks, truthiness, and user-defined <strong>type guards</strong> (<code>function isUser(x): x is User</code>).</p>
<p>A <strong>discriminated union</strong> is a union of object types that share a literal property, the discriminant, such as <code>kind</code> or <code>status</code>. Checking that property narrows to exactly one member. Combined with <code>never</code>, the compiler can verify that every case is handled.</p>
<pre><code class="language-typescript">type RequestState&lt;T&gt; =
  | { status: "loading" }
  | { status: "success"; data: T }
  | { status: "error"; error: Error };

function render(state: RequestState&lt;string[]&gt;): string {
  switch (state.status) {
    case "loading":
      return "Loading...";
    case "success":
      return state.data.join(", ");   // data is available here
    case "error":
      return state.error.message;     // error is available here
    default: {
      const unreachable: never = state; // compile error if a case is missing
      return unreachable;
    }
  }
}</code></pre>
<p>This pattern makes impossible states unrepresentable: you cannot have <code>data</code> and <code>error</code> at the same time, unlike a single object with many optional fields. It is widely used for Redux actions, API results and state machines. If someone later adds a <code>"canceled"</code> status, every non-exhaustive <code>switch</code> becomes a compile error.</p>`,
        },
        {
          question: "What are TypeScript utility types such as Partial, Pick, Omit and Record?",
          answer: `<p>Utility types are built-in generic types that transform other types, so you derive related types from one source of truth instead of duplicating them.</p>
<ul>
<li><code>Partial&lt;T&gt;</code>: all properties optional. <code>Required&lt;T&gt;</code> does the opposite.</li>
<li><code>Readonly&lt;T&gt;</code>: all properties read-only.</li>
<li><code>Pick&lt;T, K&gt;</code> and <code>Omit&lt;T, K&gt;</code>: keep or remove selected properties.</li>
<li><code>Record&lt;K, V&gt;</code>: an object type with keys <code>K</code> and values <code>V</code>.</li>
<li><code>Exclude</code>, <code>Extract</code> and <code>NonNullable</code>: filter union members.</li>
<li><code>ReturnType&lt;F&gt;</code>, <code>Parameters&lt;F&gt;</code> and <code>Awaited&lt;T&gt;</code>: derive types from functions and promises.</li>
</ul>
<pre><code class="language-typescript">interface User {
  id: number;
  name: string;
  email: string;
  passwordHash: string;
}

type PublicUser = Omit&lt;User, "passwordHash"&gt;;
type UserUpdate = Partial&lt;Pick&lt;User, "name" | "email"&gt;&gt;;
type Role = "admin" | "editor" | "viewer";
const permissions: Record&lt;Role, string[]&gt; = {
  admin: ["*"],
  editor: ["read", "write"],
  viewer: ["read"],            // leaving out a role is a compile error
};

declare function fetchUser(id: number): Promise&lt;PublicUser&gt;;
type Fetched = Awaited&lt;ReturnType&lt;typeof fetchUser&gt;&gt;;   // PublicUser</code></pre>
<p>Note that <code>Omit</code> does not check that the omitted key exists, so a typo silently does nothing. Utility types are implemented with mapped and conditional types, which you can also write yourself.</p>`,
        },
        {
          question: "What does structural typing mean in TypeScript?",
          answer: `<p>TypeScript uses a <strong>structural</strong> type system, sometimes called duck typing at compile time: two types are compatible if their shapes are compatible, regardless of their names or where they were declared. Languages such as Java and C# use <strong>nominal</strong> typing, where a class must explicitly declare that it implements an interface.</p>
<pre><code class="language-typescript">interface Point { x: number; y: number }

class Pixel {
  constructor(public x: number, public y: number, public color: string) {}
}

function plot(p: Point) { /* ... */ }

plot(new Pixel(1, 2, "red"));   // OK: Pixel has x and y
plot({ x: 1, y: 2 });           // OK
// plot({ x: 1, y: 2, z: 3 });  // Error: excess property check on object literals</code></pre>
<p>Key consequences:</p>
<ul>
<li>An object with extra properties is assignable to a smaller type. The exception is <strong>excess property checking</strong>, which flags unknown properties only on fresh object literals, to catch typos.</li>
<li>Two differently named types with the same shape are interchangeable, so <code>type UserId = string</code> and <code>type OrderId = string</code> can be mixed up. When that matters, use <strong>branded types</strong>: <code>type UserId = string &amp; { readonly __brand: "UserId" }</code>.</li>
<li>Classes with <code>private</code> or <code>#private</code> members behave nominally, because only instances of that class have them.</li>
</ul>`,
        },
        {
          question: "How do keyof, typeof, indexed access types and mapped types work?",
          answer: `<ul>
<li><strong><code>keyof T</code></strong>: a union of the property names of <code>T</code>.</li>
<li><strong><code>typeof value</code></strong> (in a type position): the type of an existing variable, so you can derive types from runtime values.</li>
<li><strong>Indexed access</strong> <code>T[K]</code>: the type of property <code>K</code> of <code>T</code>; <code>T[number]</code> gives an array's element type.</li>
<li><strong>Mapped types</strong> <code>{ [K in Keys]: ... }</code>: build a new object type by iterating over keys. Modifiers <code>readonly</code> and <code>?</code> can be added or removed with <code>+</code>/<code>-</code>, and the <code>as</code> clause renames keys.</li>
</ul>
<pre><code class="language-typescript">const ROLES = ["admin", "editor", "viewer"] as const;
type Role = (typeof ROLES)[number];           // "admin" | "editor" | "viewer"

const config = { apiUrl: "https://api.example.com", retries: 3 };
type Config = typeof config;                  // { apiUrl: string; retries: number }
type ConfigKey = keyof Config;                // "apiUrl" | "retries"
type Retries = Config["retries"];             // number

type Getters&lt;T&gt; = {
  [K in keyof T as \`get\${Capitalize&lt;string &amp; K&gt;}\`]: () =&gt; T[K];
};
type ConfigGetters = Getters&lt;Config&gt;;
// { getApiUrl: () =&gt; string; getRetries: () =&gt; number }

type Mutable&lt;T&gt; = { -readonly [K in keyof T]: T[K] };</code></pre>
<p>The <code>as const</code> plus <code>typeof ...[number]</code> pattern is a popular alternative to enums: one runtime array stays in sync with its union type. Built-in utilities such as <code>Partial</code> and <code>Readonly</code> are just mapped types.</p>`,
        },
        {
          question: "What are conditional types and the infer keyword?",
          answer: `<p>A <strong>conditional type</strong> chooses a type based on a condition, with the syntax <code>T extends U ? X : Y</code>. When <code>T</code> is a bare type parameter and a union is passed in, the condition is applied to each member separately and the results are combined; this is called <strong>distribution</strong>. Wrapping both sides in brackets, <code>[T] extends [U]</code>, turns it off.</p>
<p><strong><code>infer</code></strong> declares a type variable inside the <code>extends</code> clause that TypeScript fills in by pattern matching, letting you extract parts of a type.</p>
<pre><code class="language-typescript">type IsString&lt;T&gt; = T extends string ? true : false;
type A = IsString&lt;"hi"&gt;;                 // true
type B = IsString&lt;string | number&gt;;      // boolean (distributed: true | false)

type ElementType&lt;T&gt; = T extends (infer E)[] ? E : never;
type C = ElementType&lt;string[]&gt;;          // string

type MyReturnType&lt;F&gt; = F extends (...args: any[]) =&gt; infer R ? R : never;
type D = MyReturnType&lt;() =&gt; Promise&lt;number&gt;&gt;;   // Promise&lt;number&gt;

type UnwrapPromise&lt;T&gt; = T extends Promise&lt;infer V&gt; ? UnwrapPromise&lt;V&gt; : T;
type E = UnwrapPromise&lt;Promise&lt;Promise&lt;boolean&gt;&gt;&gt;; // boolean

type MyExclude&lt;T, U&gt; = T extends U ? never : T;
type F = MyExclude&lt;"a" | "b" | "c", "a"&gt;;          // "b" | "c"</code></pre>
<p>Built-ins such as <code>ReturnType</code>, <code>Parameters</code>, <code>Exclude</code> and <code>Awaited</code> are implemented this way. These are powerful for library code, but in application code prefer simple types that teammates can read.</p>`,
        },
        {
          question: "What does the strict option in tsconfig.json enable, and why should you use it?",
          answer: `<p><code>"strict": true</code> is a single switch that turns on a family of type-checking options. New strict checks added in future TypeScript versions are included automatically. The most important ones:</p>
<ul>
<li><strong><code>strictNullChecks</code></strong>: <code>null</code> and <code>undefined</code> are no longer assignable to every type. A <code>string</code> is really a string, and a value that may be missing must be typed <code>string | undefined</code> and checked before use. This prevents the most common runtime error, "cannot read properties of undefined".</li>
<li><strong><code>noImplicitAny</code></strong>: reports an error when a type cannot be inferred and would silently fall back to <code>any</code>.</li>
<li><strong><code>strictFunctionTypes</code></strong>: checks function parameter types contravariantly, catching unsafe callback assignments.</li>
<li><strong><code>strictPropertyInitialization</code></strong>: class properties must be initialized in the constructor or marked optional.</li>
<li><strong><code>useUnknownInCatchVariables</code></strong>: <code>catch (e)</code> gives <code>unknown</code> instead of <code>any</code>.</li>
<li><strong><code>alwaysStrict</code></strong>, <strong><code>noImplicitThis</code></strong> and <strong><code>strictBindCallApply</code></strong>.</li>
</ul>
<p>Useful extras not included in <code>strict</code>: <code>noUncheckedIndexedAccess</code> (array and record lookups may be <code>undefined</code>), <code>exactOptionalPropertyTypes</code> and <code>noImplicitOverride</code>.</p>
<p>For an existing JavaScript codebase, migrate gradually: enable <code>allowJs</code> and <code>checkJs</code>, convert files one at a time, and turn on strict options step by step, fixing errors as you go.</p>`,
        },
        {
          question:
            "What is the difference between a type annotation, a type assertion and the satisfies operator?",
          answer: `<ul>
<li>A <strong>type annotation</strong> (<code>const x: T = value</code>) checks that the value is assignable to <code>T</code>, and from then on the variable has type <code>T</code>; more specific information about the value is lost.</li>
<li>A <strong>type assertion</strong> (<code>value as T</code>) tells the compiler "trust me". It performs almost no checking, so it can hide real bugs; <code>as unknown as T</code> can force anything. Use it sparingly, for example for DOM lookups you know are safe.</li>
<li>The <strong><code>satisfies</code></strong> operator (since TypeScript 4.9) checks that the value matches <code>T</code> but keeps the value's own, more precise inferred type.</li>
</ul>
<pre><code class="language-typescript">type Color = string | [number, number, number];
type Palette = Record&lt;"primary" | "accent", Color&gt;;

const annotated: Palette = { primary: "#0055ff", accent: [255, 0, 0] };
// annotated.primary.toUpperCase();   // Error: could be a tuple

const palette = {
  primary: "#0055ff",
  accent: [255, 0, 0],
  // secondary: "#fff",              // Error: not a key of Palette
} satisfies Palette;

palette.primary.toUpperCase();        // OK: still known to be a string
palette.accent.map((c) =&gt; c / 255);   // OK: still known to be a tuple

const input = document.getElementById("email") as HTMLInputElement; // assertion</code></pre>
<p><code>satisfies</code> is ideal for configuration objects, route tables and lookup maps where you want validation against a contract without losing literal types. Combined with <code>as const</code>, it also preserves readonly literal values.</p>`,
        },
      ],
    },
    {
      name: "React",
      slug: "react-interview-questions",
      description: `<p>React is the most widely used library for building user interfaces, and React skills are requested in a large share of US front-end and full-stack job postings. Interviews test your understanding of components, state and props, hooks, rendering behavior and performance.</p>
<p>Expect conceptual questions about reconciliation and keys, practical questions about <code>useEffect</code> and memoization, and live coding of a small component or custom hook. Senior candidates should explain how they structure state, avoid unnecessary re-renders and handle errors and code splitting in large applications.</p>`,
      metaTitle: "React Interview Questions and Answers",
      metaDescription:
        "React interview questions: virtual DOM, state vs props, useEffect, useMemo and useCallback, custom hooks, context, error boundaries.",
      metaKeywords:
        "react interview questions, react hooks, useEffect, useMemo, useCallback, virtual dom, react context, custom hooks, front end interview",
      questions: [
        {
          question: "What is the virtual DOM, and how does React's reconciliation work?",
          answer: `<p>When state changes, a React component re-runs and returns a new tree of <strong>React elements</strong>, lightweight JavaScript objects describing the UI. This in-memory description is often called the virtual DOM. React then compares the new tree with the previous one, a process called <strong>reconciliation</strong>, and applies only the minimal set of changes to the real DOM, which is the expensive part.</p>
<p>A general tree diff would be O(n³), so React uses heuristics that make it O(n):</p>
<ul>
<li><strong>Different element types</strong> (for example <code>&lt;div&gt;</code> becoming <code>&lt;section&gt;</code>, or one component replaced by another) cause React to tear down the old subtree, including its state, and build a new one.</li>
<li><strong>Same type</strong>: React keeps the DOM node or component instance and updates only changed attributes and props, then recurses into children.</li>
<li><strong>Keys</strong> identify children in lists, so React can match items across renders when they are inserted, removed or reordered.</li>
</ul>
<p>Since React 16 this work is done by the <strong>Fiber</strong> architecture, which splits rendering into units that can be paused and prioritized; React 18's concurrent features, such as <code>startTransition</code>, build on it.</p>
<p>Interview nuance: the virtual DOM is not automatically "faster than the DOM"; its value is a declarative programming model with good enough performance.</p>`,
        },
        {
          question: "What is the difference between state and props in React?",
          answer: `<ul>
<li><strong>Props</strong> are inputs passed from a parent to a child component, like function arguments. They are <strong>read-only</strong> for the child: a component must never modify its own props.</li>
<li><strong>State</strong> is data owned and managed by a component itself (via <code>useState</code> or <code>useReducer</code>) that changes over time, usually in response to user actions or network responses. Updating state triggers a re-render of that component and its children.</li>
</ul>
<pre><code class="language-javascript">function Counter({ label, step = 1 }) {       // props from the parent
  const [count, setCount] = useState(0);       // local state
  return (
    &lt;button onClick={() =&gt; setCount((c) =&gt; c + step)}&gt;
      {label}: {count}
    &lt;/button&gt;
  );
}

// Parent
&lt;Counter label="Likes" step={2} /&gt;</code></pre>
<p>Data flows <strong>one way</strong>, from parent to child. When a child needs to change data owned by a parent, the parent passes a callback prop, such as <code>onChange</code>. When two siblings need the same data, you <strong>lift state up</strong> to their closest common parent.</p>
<p>Good practice: keep state minimal and compute everything you can from props and state during render, instead of copying props into state, which creates two sources of truth that drift apart.</p>`,
        },
        {
          question: "How does useEffect work, and what are its dependency array and cleanup function for?",
          answer: `<p><code>useEffect</code> synchronizes a component with something <strong>outside React</strong>: network requests, subscriptions, timers, manual DOM work or third-party widgets. The effect runs after React has committed the render to the screen.</p>
<ul>
<li><strong>No array</strong>: the effect runs after every render.</li>
<li><strong>Empty array <code>[]</code></strong>: runs once after the first mount.</li>
<li><strong><code>[a, b]</code></strong>: runs after mount and whenever <code>a</code> or <code>b</code> changes (compared with <code>Object.is</code>). Include every reactive value the effect reads; the <code>react-hooks/exhaustive-deps</code> lint rule enforces this.</li>
</ul>
<p>The function returned from the effect is the <strong>cleanup</strong>. React calls it before re-running the effect and when the component unmounts.</p>
<pre><code class="language-javascript">function UserProfile({ userId }) {
  const [user, setUser] = useState(null);

  useEffect(() =&gt; {
    const controller = new AbortController();
    fetch("/api/users/" + userId, { signal: controller.signal })
      .then((res) =&gt; res.json())
      .then(setUser)
      .catch((err) =&gt; {
        if (err.name !== "AbortError") console.error(err);
      });
    return () =&gt; controller.abort();   // cancel stale request
  }, [userId]);

  return user ? &lt;h2&gt;{user.name}&lt;/h2&gt; : &lt;p&gt;Loading...&lt;/p&gt;;
}</code></pre>
<p>In development, Strict Mode mounts, unmounts and re-mounts components to expose missing cleanups. You often do not need an effect at all: derive values during render, and handle user actions in event handlers. For data fetching, libraries such as TanStack Query handle caching and race conditions.</p>`,
        },
        {
          question: "What is the difference between useMemo, useCallback and React.memo?",
          answer: `<ul>
<li><strong><code>useMemo(fn, deps)</code></strong> caches the result of a calculation between renders and recomputes only when dependencies change.</li>
<li><strong><code>useCallback(fn, deps)</code></strong> caches a function itself, so its identity stays the same between renders. It is equivalent to <code>useMemo(() =&gt; fn, deps)</code>.</li>
<li><strong><code>React.memo(Component)</code></strong> wraps a component so it skips re-rendering when its props are shallowly equal to the previous props.</li>
</ul>
<pre><code class="language-javascript">const ProductRow = React.memo(function ProductRow({ product, onSelect }) {
  return &lt;li onClick={() =&gt; onSelect(product.id)}&gt;{product.name}&lt;/li&gt;;
});

function ProductList({ products, query }) {
  const [selected, setSelected] = useState(null);

  const visible = useMemo(
    () =&gt; products.filter((p) =&gt; p.name.toLowerCase().includes(query.toLowerCase())),
    [products, query],
  );

  const handleSelect = useCallback((id) =&gt; setSelected(id), []);

  return &lt;ul&gt;{visible.map((p) =&gt; &lt;ProductRow key={p.id} product={p} onSelect={handleSelect} /&gt;)}&lt;/ul&gt;;
}</code></pre>
<p>They work together: <code>React.memo</code> on <code>ProductRow</code> is useless if the parent passes a new function on every render, which <code>useCallback</code> prevents. Do not memoize everything: each hook has a cost, and most renders are cheap. Measure with the React DevTools Profiler first. The React Compiler can add this memoization automatically in projects that adopt it.</p>`,
        },
        {
          question: "What is the difference between controlled and uncontrolled components?",
          answer: `<p>In a <strong>controlled component</strong>, React state is the single source of truth for a form input's value. The input receives <code>value</code> from state and reports changes through <code>onChange</code>, so every keystroke goes through React.</p>
<p>In an <strong>uncontrolled component</strong>, the DOM keeps the value. You set an initial value with <code>defaultValue</code> and read the current value when needed, through a <code>ref</code> or from <code>FormData</code> on submit.</p>
<pre><code class="language-javascript">function ControlledEmail() {
  const [email, setEmail] = useState("");
  const isValid = email.includes("@");
  return (
    &lt;&gt;
      &lt;input value={email} onChange={(e) =&gt; setEmail(e.target.value)} /&gt;
      {!isValid &amp;&amp; email &amp;&amp; &lt;span&gt;Enter a valid email&lt;/span&gt;}
    &lt;/&gt;
  );
}

function UncontrolledForm({ onSubmit }) {
  function handleSubmit(e) {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(e.currentTarget));
    onSubmit(data);
  }
  return (
    &lt;form onSubmit={handleSubmit}&gt;
      &lt;input name="email" defaultValue="" /&gt;
      &lt;button type="submit"&gt;Save&lt;/button&gt;
    &lt;/form&gt;
  );
}</code></pre>
<p>Use controlled inputs for instant validation, formatting as the user types, or fields that depend on each other. Uncontrolled inputs need less code and fewer re-renders, and are required for file inputs. Libraries such as React Hook Form use mostly uncontrolled inputs for performance. Do not switch an input between the two modes: passing <code>undefined</code> as <code>value</code> causes a warning.</p>`,
        },
        {
          question: "What are the rules of hooks, and how do you write a custom hook?",
          answer: `<p>The two <strong>rules of hooks</strong>:</p>
<ol>
<li>Call hooks only at the <strong>top level</strong> of a component or custom hook, never inside conditions, loops, nested functions or after an early return.</li>
<li>Call hooks only from <strong>React function components</strong> or <strong>custom hooks</strong>, not from regular functions or class components.</li>
</ol>
<p>The reason: React identifies each hook's state by the order of calls during render. If a hook is skipped on one render, every following hook would read the wrong state. The <code>eslint-plugin-react-hooks</code> package enforces the rules.</p>
<p>A <strong>custom hook</strong> is a function whose name starts with <code>use</code> and which calls other hooks. It lets components share stateful logic; each component that calls it gets its own independent state.</p>
<pre><code class="language-javascript">function useLocalStorage(key, initialValue) {
  const [value, setValue] = useState(() =&gt; {
    const stored = localStorage.getItem(key);
    return stored !== null ? JSON.parse(stored) : initialValue;
  });

  useEffect(() =&gt; {
    localStorage.setItem(key, JSON.stringify(value));
  }, [key, value]);

  return [value, setValue];
}

function Settings() {
  const [theme, setTheme] = useLocalStorage("theme", "light");
  return &lt;button onClick={() =&gt; setTheme(theme === "light" ? "dark" : "light")}&gt;{theme}&lt;/button&gt;;
}</code></pre>
<p>Custom hooks replaced older patterns such as higher-order components and render props for most logic reuse.</p>`,
        },
        {
          question: "When should you use React Context, and when do you need a state management library?",
          answer: `<p><strong>Context</strong> passes a value through the component tree without threading props through every level ("prop drilling"). You create it with <code>createContext</code>, provide a value near the top of the tree, and read it with <code>useContext</code> anywhere below.</p>
<p>It fits data that many components need and that changes <strong>infrequently</strong>: the current user, theme, locale, feature flags, or a service object.</p>
<p>Limitations:</p>
<ul>
<li>Every component that consumes a context re-renders when the provided value changes, even if it uses only part of it. Passing a new object literal on each render, such as <code>value={{ user, setUser }}</code>, re-renders all consumers every time; memoize it with <code>useMemo</code>.</li>
<li>There is no built-in selector, middleware or devtools support.</li>
</ul>
<p>Mitigations include splitting contexts by concern (separate state and dispatch contexts) and keeping providers low in the tree.</p>
<p>Consider a dedicated library when state is large, updated often, shared across distant parts of the app, or needs debugging tools: <strong>Redux Toolkit</strong> for structured global state with devtools, <strong>Zustand</strong> or <strong>Jotai</strong> for lightweight stores with fine-grained subscriptions. Also separate <strong>server state</strong> (data fetched from APIs) from client state: tools such as TanStack Query or RTK Query handle caching, refetching and invalidation far better than a hand-written global store.</p>`,
        },
        {
          question: "What are error boundaries in React?",
          answer: `<p>An <strong>error boundary</strong> is a component that catches JavaScript errors thrown while rendering its child tree, in lifecycle methods and in constructors, then shows a fallback UI instead of letting the whole app unmount. Without one, an uncaught render error removes the entire React tree from the page.</p>
<p>Error boundaries must be <strong>class components</strong> that implement <code>static getDerivedStateFromError()</code> to render a fallback and, optionally, <code>componentDidCatch()</code> to log the error. There is no hook equivalent; many teams use the <code>react-error-boundary</code> package, which wraps this in a reusable component.</p>
<pre><code class="language-javascript">class ErrorBoundary extends React.Component {
  state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  componentDidCatch(error, info) {
    reportToMonitoring(error, info.componentStack);   // e.g. Sentry
  }

  render() {
    if (this.state.hasError) return this.props.fallback;
    return this.props.children;
  }
}

&lt;ErrorBoundary fallback={&lt;p&gt;Could not load the chart.&lt;/p&gt;}&gt;
  &lt;RevenueChart /&gt;
&lt;/ErrorBoundary&gt;</code></pre>
<p>They do <strong>not</strong> catch errors in event handlers, asynchronous code such as <code>setTimeout</code> or promise callbacks, server-side rendering, or errors thrown in the boundary itself; use <code>try</code>/<code>catch</code> there. Place boundaries around independent widgets and routes so one failure does not break the whole page.</p>`,
        },
        {
          question:
            "Why does reading state right after calling setState show the old value, and when should you use a functional update?",
          answer: `<p>Calling a state setter does not change the variable in the current render. It <strong>schedules</strong> a re-render; during that next render, <code>useState</code> returns the new value. The <code>count</code> variable inside the current render is a constant snapshot, captured by closures such as event handlers.</p>
<p>React also <strong>batches</strong> updates: several setState calls in the same event are combined into one re-render. Since React 18, automatic batching also applies inside promises, timeouts and native event handlers.</p>
<pre><code class="language-javascript">function Counter() {
  const [count, setCount] = useState(0);

  function addThreeWrong() {
    setCount(count + 1);
    setCount(count + 1);
    setCount(count + 1);
    console.log(count);          // still 0 in this render
  }                              // result: 1, because all three used the snapshot 0

  function addThree() {
    setCount((c) =&gt; c + 1);
    setCount((c) =&gt; c + 1);
    setCount((c) =&gt; c + 1);      // result: 3, each update receives the latest value
  }

  return &lt;button onClick={addThree}&gt;{count}&lt;/button&gt;;
}</code></pre>
<p>Use a <strong>functional update</strong> whenever the new state depends on the previous state, especially in async callbacks, intervals and effects, where the captured value may be stale. If you need the new value immediately, compute it in a local variable first and use it for both the setter and the following logic. To react to a committed change, use an effect.</p>`,
        },
        {
          question: "How do you implement code splitting and lazy loading in React?",
          answer: `<p>By default, bundlers produce a large JavaScript bundle that the browser must download and parse before the page becomes interactive. <strong>Code splitting</strong> breaks it into chunks loaded on demand, improving initial load time and Core Web Vitals.</p>
<p>React provides <code>React.lazy</code>, which takes a function returning a dynamic <code>import()</code>, and <code>Suspense</code>, which shows a fallback while the chunk loads.</p>
<pre><code class="language-javascript">import { lazy, Suspense } from "react";
import { Routes, Route } from "react-router-dom";

const Dashboard = lazy(() =&gt; import("./pages/Dashboard"));
const Reports = lazy(() =&gt; import("./pages/Reports"));

export function App() {
  return (
    &lt;Suspense fallback={&lt;Spinner /&gt;}&gt;
      &lt;Routes&gt;
        &lt;Route path="/" element={&lt;Dashboard /&gt;} /&gt;
        &lt;Route path="/reports" element={&lt;Reports /&gt;} /&gt;
      &lt;/Routes&gt;
    &lt;/Suspense&gt;
  );
}</code></pre>
<p>Guidelines:</p>
<ul>
<li>Split by <strong>route</strong> first, then by heavy components that are not always shown: charts, rich-text editors, maps, modals.</li>
<li><code>lazy</code> expects a module with a <strong>default export</strong>; re-export named components if needed.</li>
<li>Declare lazy components at module level, not inside another component, or their state resets on every render.</li>
<li>Wrap lazy parts in an error boundary so a failed chunk download, for example after a new deployment, shows a retry message.</li>
<li>Prefetch likely next routes on hover or idle time to hide the loading delay.</li>
</ul>
<p>Frameworks such as Next.js and React Router's framework mode split by route automatically.</p>`,
        },
      ],
    },
    {
      name: "Node.js",
      slug: "nodejs-interview-questions",
      description: `<p>Node.js runs JavaScript on the server and is widely used for REST and GraphQL APIs, real-time services, tooling and serverless functions. Back-end and full-stack interviews test whether you understand its non-blocking, event-driven model and can build reliable services with it.</p>
<p>Questions cover the event loop and its phases, module systems, streams and backpressure, error handling, Express middleware, scaling across CPU cores, dependency management and security.</p>
<p>Senior candidates are expected to explain how to keep the event loop responsive and how to run Node.js safely in production.</p>`,
      metaTitle: "Node.js Interview Questions and Answers",
      metaDescription:
        "Node.js interview questions: event loop phases, streams, error handling, Express middleware, worker threads, npm and API security.",
      metaKeywords:
        "node.js interview questions, nodejs event loop, express middleware, node streams, worker threads, npm, backend javascript interview",
      questions: [
        {
          question: "What is Node.js, and how does it handle many concurrent requests with a single thread?",
          answer: `<p><strong>Node.js</strong> is a JavaScript runtime built on Google's V8 engine and the <strong>libuv</strong> library. Your JavaScript runs on a single main thread, but I/O is <strong>non-blocking</strong>: when code reads a file, queries a database or calls an API, Node hands the operation off and continues with other work. When the operation completes, its callback or promise continuation is queued and run by the <strong>event loop</strong>.</p>
<p>Network I/O uses the operating system's asynchronous mechanisms (epoll on Linux, kqueue on macOS, IOCP on Windows). Operations without a good asynchronous OS API, such as file system calls, DNS lookups via <code>dns.lookup</code>, some crypto functions and zlib compression, run on libuv's <strong>thread pool</strong>, which has 4 threads by default (configurable with <code>UV_THREADPOOL_SIZE</code>).</p>
<p>Because threads are not tied up waiting, one Node process can serve thousands of concurrent connections with little memory, which makes it excellent for I/O-bound services: APIs, proxies, chat and streaming.</p>
<p>The trade-off: <strong>CPU-heavy work blocks everything</strong>. A long synchronous loop, a huge <code>JSON.parse</code> or a synchronous API such as <code>fs.readFileSync</code> inside a request handler delays every other request. Offload such work to worker threads, separate services or job queues.</p>`,
        },
        {
          question:
            "What are the phases of the Node.js event loop, and how do process.nextTick and setImmediate differ?",
          answer: `<p>Each iteration of the libuv event loop goes through phases, each with its own callback queue:</p>
<ol>
<li><strong>Timers</strong>: expired <code>setTimeout</code> and <code>setInterval</code> callbacks.</li>
<li><strong>Pending callbacks</strong>: some deferred system callbacks, such as certain TCP errors.</li>
<li><strong>Idle/prepare</strong>: internal use.</li>
<li><strong>Poll</strong>: retrieve new I/O events and run their callbacks; the loop may wait here for I/O.</li>
<li><strong>Check</strong>: <code>setImmediate</code> callbacks.</li>
<li><strong>Close callbacks</strong>: for example <code>socket.on("close")</code>.</li>
</ol>
<p>Between callbacks, Node drains two special queues: first the <code>process.nextTick</code> queue, then the promise microtask queue.</p>
<pre><code class="language-javascript">const fs = require("node:fs");

fs.readFile(__filename, () =&gt; {
  setTimeout(() =&gt; console.log("timeout"), 0);
  setImmediate(() =&gt; console.log("immediate"));
  Promise.resolve().then(() =&gt; console.log("promise"));
  process.nextTick(() =&gt; console.log("nextTick"));
});
// nextTick, promise, immediate, timeout</code></pre>
<p>Inside an I/O callback, <code>setImmediate</code> always runs before a 0 ms timeout, because the check phase comes right after poll. At the top level of the main module, their order is not guaranteed.</p>
<p><code>process.nextTick</code> runs before anything else, so recursive <code>nextTick</code> calls can starve I/O. Prefer <code>setImmediate</code> or <code>queueMicrotask</code> for deferring work.</p>`,
        },
        {
          question: "What is the difference between CommonJS and ES modules in Node.js?",
          answer: `<ul>
<li><strong>Syntax</strong>: CommonJS uses <code>require()</code> and <code>module.exports</code>; ES modules (ESM) use <code>import</code> and <code>export</code>, the JavaScript standard shared with browsers.</li>
<li><strong>Loading</strong>: <code>require</code> is synchronous and can be called anywhere, even conditionally. ESM imports are static and resolved before code runs, which enables tree-shaking and top-level <code>await</code>. For conditional loading, ESM offers dynamic <code>import()</code>, which returns a promise.</li>
<li><strong>Bindings</strong>: <code>require</code> returns the module's (cached) <code>exports</code> object, and values you take out of it, as in <code>const { count } = require("./counter")</code>, are copies made at that moment; ESM imports are <strong>live bindings</strong> that reflect later changes to exported variables.</li>
<li><strong>Module globals</strong>: CommonJS provides <code>__dirname</code>, <code>__filename</code> and <code>require</code>; in ESM use <code>import.meta.url</code>, or <code>import.meta.dirname</code> and <code>import.meta.filename</code> in recent Node versions.</li>
<li><strong>Strictness</strong>: ESM is always in strict mode.</li>
</ul>
<p>Node decides the format by file extension and <code>package.json</code>: <code>.mjs</code> is always ESM, <code>.cjs</code> is always CommonJS, and <code>.js</code> follows the <code>"type"</code> field (<code>"module"</code> or <code>"commonjs"</code>, the default).</p>
<p>Interop: ESM can import CommonJS packages. Loading ESM from CommonJS historically required dynamic <code>import()</code>; newer Node releases also allow <code>require()</code> of ES modules that do not use top-level <code>await</code>. Libraries often publish both formats using the <code>"exports"</code> field with <code>"import"</code> and <code>"require"</code> conditions. New projects should generally use ESM.</p>`,
        },
        {
          question: "What are streams in Node.js, and what is backpressure?",
          answer: `<p><strong>Streams</strong> process data piece by piece (chunks) instead of loading it all into memory. Node has four types: <strong>Readable</strong> (file reads, HTTP requests), <strong>Writable</strong> (file writes, HTTP responses), <strong>Duplex</strong> (TCP sockets) and <strong>Transform</strong> (gzip, encryption, parsers). With streams, a 10 GB file can be processed with a few megabytes of memory, and the first bytes can be sent before the last are read.</p>
<p><strong>Backpressure</strong> is what happens when a writable destination is slower than the readable source. <code>writable.write()</code> returns <code>false</code> when its internal buffer exceeds the <code>highWaterMark</code>; the producer must pause until the <code>"drain"</code> event. Ignoring this lets data pile up in memory until the process crashes.</p>
<p><code>stream.pipeline()</code> handles backpressure, forwards errors and cleans up all streams, unlike a plain <code>.pipe()</code> chain, which does not propagate errors:</p>
<pre><code class="language-javascript">import { createReadStream, createWriteStream } from "node:fs";
import { createGzip } from "node:zlib";
import { pipeline } from "node:stream/promises";

await pipeline(
  createReadStream("access.log"),
  createGzip(),
  createWriteStream("access.log.gz"),
);

// Streaming a file in an HTTP handler
// await pipeline(createReadStream(path), res);</code></pre>
<p>Readable streams are also async iterables, so <code>for await (const chunk of stream)</code> is a readable way to consume them with backpressure handled automatically.</p>`,
        },
        {
          question: "How should you handle errors in asynchronous Node.js code?",
          answer: `<p>Errors travel differently depending on the async style:</p>
<ul>
<li><strong>Callbacks</strong> use the error-first convention: <code>(err, result)</code>. Always check <code>err</code>; a <code>try</code>/<code>catch</code> around the async call does not catch errors thrown later.</li>
<li><strong>Promises and async/await</strong>: use <code>try</code>/<code>catch</code> with <code>await</code>, or <code>.catch()</code>. A promise rejection nobody handles is an <strong>unhandled rejection</strong>, which terminates the process by default since Node.js 15.</li>
<li><strong>Event emitters and streams</strong> emit an <code>"error"</code> event; if there is no listener, the error is thrown and crashes the process.</li>
</ul>
<pre><code class="language-javascript">app.get("/orders/:id", async (req, res, next) =&gt; {
  try {
    const order = await orders.findById(req.params.id);
    if (!order) return res.status(404).json({ error: "Order not found" });
    res.json(order);
  } catch (err) {
    next(err);                       // central error middleware
  }
});

process.on("unhandledRejection", (reason) =&gt; {
  logger.error({ reason }, "Unhandled rejection");
  throw reason;                      // let it become an uncaught exception
});
process.on("uncaughtException", (err) =&gt; {
  logger.fatal(err, "Uncaught exception, shutting down");
  process.exit(1);
});</code></pre>
<p>Distinguish <strong>operational errors</strong> (timeouts, invalid input, missing records), which you handle and respond to, from <strong>programmer errors</strong> (bugs), after which state may be corrupt. For the latter, log, exit and let a process manager or Kubernetes restart the service rather than continuing.</p>`,
        },
        {
          question: "What is middleware in Express, and how is error-handling middleware different?",
          answer: `<p>In Express, <strong>middleware</strong> is a function <code>(req, res, next)</code> that runs during the request-response cycle. Middleware runs in the order it is registered. Each one can read or modify <code>req</code> and <code>res</code>, end the response, or call <code>next()</code> to pass control to the next function. Uses include parsing bodies, logging, authentication, CORS, rate limiting and serving static files.</p>
<p><strong>Error-handling middleware</strong> has four parameters, <code>(err, req, res, next)</code>. Express recognizes it by that arity. It runs when any earlier middleware calls <code>next(err)</code> or throws, and it should be registered last.</p>
<pre><code class="language-javascript">import express from "express";

const app = express();
app.use(express.json());

function requireAuth(req, res, next) {
  const token = req.get("Authorization")?.replace("Bearer ", "");
  if (!token) return res.status(401).json({ error: "Unauthorized" });
  req.user = verifyToken(token);     // throws if invalid
  next();
}

app.get("/api/profile", requireAuth, (req, res) =&gt; {
  res.json(req.user);
});

app.use((req, res) =&gt; res.status(404).json({ error: "Not found" }));

app.use((err, req, res, next) =&gt; {
  req.log?.error(err);
  res.status(err.status ?? 500).json({ error: err.expose ? err.message : "Internal server error" });
});

app.listen(3000);</code></pre>
<p>Forgetting to call <code>next()</code> or send a response leaves the request hanging. Express 5 forwards rejected promises from async handlers to the error middleware automatically; in Express 4 you must call <code>next(err)</code> yourself.</p>`,
        },
        {
          question: "How do you use multiple CPU cores in Node.js?",
          answer: `<p>A Node.js process runs your JavaScript on one thread, so by default it uses one CPU core. Options to scale:</p>
<ul>
<li><strong>Multiple processes behind a load balancer</strong>: the usual production approach. Run several instances, for example one container per core in Kubernetes or ECS, behind Nginx or a cloud load balancer. Keep the instances stateless and store sessions in Redis or a database.</li>
<li><strong><code>cluster</code> module</strong>: a primary process forks workers that share the same server port, and incoming connections are distributed among them. Process managers such as PM2 use it in cluster mode. Workers do not share memory.</li>
<li><strong><code>worker_threads</code></strong>: real threads inside one process, each with its own V8 isolate and event loop. They can share memory through <code>SharedArrayBuffer</code> and pass data with <code>postMessage</code>. Use them for CPU-intensive tasks, such as image processing, parsing or hashing, so the main thread stays responsive.</li>
</ul>
<pre><code class="language-javascript">import { Worker } from "node:worker_threads";

function runHeavyTask(data) {
  return new Promise((resolve, reject) =&gt; {
    const worker = new Worker(new URL("./heavy-task.js", import.meta.url), { workerData: data });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}</code></pre>
<p>Creating a worker has a cost, so production code reuses a pool of workers, for example with the Piscina library. Worker threads do not help I/O-bound work, which the event loop already handles efficiently.</p>`,
        },
        {
          question:
            "What is the difference between dependencies and devDependencies, and how do semver ranges and lock files work?",
          answer: `<ul>
<li><strong><code>dependencies</code></strong>: packages needed at runtime, such as Express or a database driver. They are installed when someone installs your package.</li>
<li><strong><code>devDependencies</code></strong>: tools for development and building only: test runners, linters, TypeScript, bundlers. <code>npm ci --omit=dev</code> skips them in production images.</li>
<li><strong><code>peerDependencies</code></strong>: packages your library expects the host project to provide, such as React for a component library.</li>
</ul>
<p>Versions follow <strong>semantic versioning</strong>, MAJOR.MINOR.PATCH: breaking changes, new backward-compatible features, and bug fixes. Ranges in <code>package.json</code>:</p>
<ul>
<li><code>^1.4.2</code> allows <code>&gt;=1.4.2 &lt;2.0.0</code> (the npm default). For <code>0.x</code> versions the caret is stricter: <code>^0.4.2</code> allows only <code>0.4.x</code>.</li>
<li><code>~1.4.2</code> allows patch updates: <code>&gt;=1.4.2 &lt;1.5.0</code>.</li>
<li><code>1.4.2</code> pins an exact version.</li>
</ul>
<p>The <strong>lock file</strong> (<code>package-lock.json</code>, or <code>yarn.lock</code> / <code>pnpm-lock.yaml</code>) records the exact resolved version and integrity hash of every package in the tree, including transitive ones. Commit it, and use <code>npm ci</code> in CI and Docker builds: it installs exactly what the lock file says and fails if it does not match <code>package.json</code>. This gives reproducible builds and protects against a compromised new release slipping in. Run <code>npm audit</code> and keep dependencies updated with tools such as Dependabot or Renovate.</p>`,
        },
        {
          question: "What security best practices do you follow when building a Node.js API?",
          answer: `<ul>
<li><strong>Validate all input</strong> at the boundary with a schema library such as Zod, Joi or AJV, and reject unknown fields. Limit request body size.</li>
<li><strong>Prevent injection</strong>: use parameterized queries or an ORM, never string concatenation for SQL. For MongoDB, make sure query values cannot be objects like <code>{ "$gt": "" }</code> (NoSQL injection). Never pass user input to <code>eval</code> or <code>child_process.exec</code>.</li>
<li><strong>Authentication</strong>: hash passwords with bcrypt, scrypt or Argon2; keep JWTs short-lived, verify the algorithm and signature, and store browser tokens in <code>HttpOnly</code>, <code>Secure</code>, <code>SameSite</code> cookies rather than <code>localStorage</code>.</li>
<li><strong>Authorization</strong>: check on every request that the user may access that specific resource, to prevent broken object-level authorization, the top item of the OWASP API Security Top 10.</li>
<li><strong>HTTP hardening</strong>: set security headers with Helmet, configure CORS with an explicit allow-list, enforce HTTPS and add rate limiting on login and expensive endpoints.</li>
<li><strong>Secrets</strong>: load from environment variables or a secrets manager; never commit them or log them.</li>
<li><strong>Errors</strong>: return generic messages to clients and keep stack traces in logs only.</li>
<li><strong>Dependencies</strong>: commit the lock file, run <code>npm audit</code> or Snyk in CI, and review new packages, since supply-chain attacks through npm are common.</li>
<li><strong>Availability</strong>: avoid regular expressions vulnerable to catastrophic backtracking (ReDoS) and synchronous heavy work in request handlers.</li>
<li>Run the process as a non-root user and keep Node.js on a supported LTS release.</li>
</ul>`,
        },
        {
          question: "What is the EventEmitter class in Node.js, and how do you use it?",
          answer: `<p><code>EventEmitter</code>, from the <code>node:events</code> module, implements the observer pattern. An emitter calls <code>emit(eventName, ...args)</code>, and every listener registered with <code>on()</code> (or <code>once()</code>, for a single call) for that event runs <strong>synchronously</strong>, in registration order. Many core APIs are built on it: HTTP servers, streams, sockets and <code>process</code>.</p>
<pre><code class="language-javascript">import { EventEmitter, once } from "node:events";

class OrderService extends EventEmitter {
  async place(order) {
    const saved = await db.orders.insert(order);
    this.emit("order:placed", saved);
    return saved;
  }
}

const service = new OrderService();
service.on("order:placed", (order) =&gt; emailService.sendConfirmation(order));
service.on("order:placed", (order) =&gt; metrics.increment("orders"));
service.on("error", (err) =&gt; logger.error(err));   // always handle "error"

// Wait for a single event as a promise
const [order] = await once(service, "order:placed");</code></pre>
<p>Points interviewers expect:</p>
<ul>
<li>Listeners run synchronously, so a slow listener blocks the emitter; async listeners' rejections are not caught unless you enable <code>captureRejections</code>.</li>
<li>Emitting <code>"error"</code> without a listener throws and can crash the process.</li>
<li>Remove listeners with <code>off()</code> when they are no longer needed. Node prints a <code>MaxListenersExceededWarning</code> when more than 10 listeners are added for one event, which usually indicates a leak.</li>
<li>Emitters are for in-process events; across services, use a message broker.</li>
</ul>`,
        },
      ],
    },
  ],
};
