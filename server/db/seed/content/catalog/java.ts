import type { SeedMainCategory } from "./types.ts";

export const category: SeedMainCategory = {
  name: "Java",
  slug: "java",
  description: `<p>Java remains one of the most requested languages in US job postings, powering enterprise back ends, banking and insurance systems, Android apps and large-scale data platforms. Interviews for Java roles usually combine language fundamentals, the Collections Framework, multithreading and a framework such as Spring Boot.</p>
<p>The question sets below go from junior-level basics to senior topics such as the Java Memory Model, virtual threads and transaction management, with concise answers and code you can explain in your own words.</p>`,
  metaTitle: "Java Interview Questions and Answers",
  metaDescription:
    "Java interview questions with clear answers: core Java, collections, concurrency and Spring Boot, from junior to senior level.",
  metaKeywords:
    "java interview questions, core java, java collections, java concurrency, spring boot interview, java developer jobs",
  children: [
    {
      name: "Java Core",
      slug: "java-core-interview-questions",
      description: `<p>Core Java questions test how well you understand the language itself: the JVM, object-oriented design, strings, exceptions, generics and the features added in modern releases such as records and sealed classes.</p>
<p>Interviewers look for precise vocabulary and an understanding of why the language behaves as it does, for example why <code>equals()</code> and <code>hashCode()</code> must agree, or why Java is always pass-by-value.</p>
<p>Expect these questions in phone screens and as warm-ups in on-site rounds for any Java, Android or JVM-based back-end role.</p>`,
      metaTitle: "Core Java Interview Questions and Answers",
      metaDescription:
        "Core Java interview questions on the JVM, strings, equals and hashCode, exceptions, generics, records and garbage collection.",
      metaKeywords:
        "core java interview questions, jvm, jdk, jre, string pool, equals hashcode, java generics, java records, garbage collection",
      questions: [
        {
          question: "What is the difference between the JDK, the JRE and the JVM?",
          answer: `<p>The <strong>JVM</strong> (Java Virtual Machine) is the runtime engine that loads <code>.class</code> files, verifies the bytecode, and executes it through an interpreter and a JIT (just-in-time) compiler. It also manages memory and garbage collection. The JVM is what makes Java "write once, run anywhere": the same bytecode runs on any platform that has a JVM.</p>
<p>The <strong>JRE</strong> (Java Runtime Environment) is the JVM plus the standard class libraries needed to run Java programs.</p>
<p>The <strong>JDK</strong> (Java Development Kit) is the JRE plus development tools: the compiler <code>javac</code>, <code>jar</code>, <code>javadoc</code>, <code>jshell</code>, and diagnostic tools such as <code>jcmd</code> and <code>jstack</code>.</p>
<p>Note that since Java 11 Oracle no longer ships a separate JRE download; developers install a JDK. Some distributions, such as Eclipse Temurin, still publish JRE builds (for example the <code>eclipse-temurin:21-jre</code> container image), and you can also build a trimmed custom runtime with <code>jlink</code>.</p>`,
        },
        {
          question: "Why is String immutable in Java, and what is the string pool?",
          answer: `<p>A <code>String</code> object cannot change after it is created; methods such as <code>toUpperCase()</code> or <code>concat()</code> return a new object. The reasons are:</p>
<ul>
<li><strong>Security</strong>: strings are used for class names, file paths, URLs and credentials; a value checked once cannot be altered later.</li>
<li><strong>Thread safety</strong>: immutable objects can be shared between threads without synchronization.</li>
<li><strong>Hash caching</strong>: the hash code is computed once and cached, which makes strings fast <code>HashMap</code> keys.</li>
<li><strong>String pool</strong>: sharing is only safe if nobody can modify the shared value.</li>
</ul>
<p>The <strong>string pool</strong> is a JVM-managed table of unique string literals (on the heap since Java 7). The literal <code>"hello"</code> always refers to the same pooled object, while <code>new String("hello")</code> creates a separate object; <code>intern()</code> returns the pooled copy.</p>
<pre><code class="language-java">String a = "hello";
String b = "hello";
String c = new String("hello");
System.out.println(a == b);          // true, same pooled object
System.out.println(a == c);          // false, different objects
System.out.println(a == c.intern()); // true</code></pre>
<p>For heavy concatenation in loops, use <code>StringBuilder</code> to avoid creating many temporary objects.</p>`,
        },
        {
          question:
            "What is the difference between == and equals(), and why must you override hashCode() when you override equals()?",
          answer: `<p><code>==</code> compares references for objects (are these the same object in memory?) and values for primitives. <code>equals()</code> compares logical equality as defined by the class; the default implementation in <code>Object</code> is the same as <code>==</code>.</p>
<p>The contract says that <strong>equal objects must have equal hash codes</strong>. Hash-based collections such as <code>HashMap</code> and <code>HashSet</code> first use <code>hashCode()</code> to pick a bucket and only then call <code>equals()</code>. If you override only <code>equals()</code>, two equal objects may land in different buckets, so a lookup fails and a set may contain "duplicates".</p>
<pre><code class="language-java">public final class Point {
    private final int x, y;
    public Point(int x, int y) { this.x = x; this.y = y; }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Point p)) return false;
        return x == p.x &amp;&amp; y == p.y;
    }

    @Override
    public int hashCode() {
        return Objects.hash(x, y);
    }
}</code></pre>
<p>Use the same fields in both methods, and prefer immutable fields so the hash code cannot change while the object is stored in a collection. Records generate both methods for you.</p>`,
        },
        {
          question:
            "What is the difference between checked and unchecked exceptions, and how does try-with-resources work?",
          answer: `<p><strong>Checked exceptions</strong> extend <code>Exception</code> but not <code>RuntimeException</code> (for example <code>IOException</code>, <code>SQLException</code>). The compiler forces you to catch them or declare them with <code>throws</code>. They represent recoverable conditions outside the program's control.</p>
<p><strong>Unchecked exceptions</strong> extend <code>RuntimeException</code> (for example <code>NullPointerException</code>, <code>IllegalArgumentException</code>) and usually signal programming errors. <code>Error</code> subclasses such as <code>OutOfMemoryError</code> are also unchecked and should normally not be caught.</p>
<p><strong>Try-with-resources</strong> (since Java 7) closes any object that implements <code>AutoCloseable</code> automatically, in reverse order of declaration, even when an exception is thrown. If <code>close()</code> also throws, that exception is attached to the primary one as a suppressed exception instead of hiding it.</p>
<pre><code class="language-java">try (var reader = Files.newBufferedReader(Path.of("data.csv"))) {
    return reader.lines().count();
} catch (IOException e) {
    throw new UncheckedIOException("Cannot read data.csv", e);
}</code></pre>
<p>Good practice: never swallow exceptions silently, keep the original cause when wrapping, and catch the most specific type you can handle.</p>`,
        },
        {
          question: "What is the difference between an abstract class and an interface in modern Java?",
          answer: `<p>Since Java 8, interfaces can contain <code>default</code> and <code>static</code> methods, and since Java 9 also <code>private</code> methods, so the line has blurred. The remaining differences are:</p>
<ul>
<li><strong>State</strong>: an abstract class can have instance fields and constructors; an interface can only have constants (<code>public static final</code>).</li>
<li><strong>Inheritance</strong>: a class extends only one class but can implement many interfaces.</li>
<li><strong>Access modifiers</strong>: abstract class members can be <code>protected</code> or package-private; interface methods are public unless declared private.</li>
<li><strong>Intent</strong>: an interface defines a capability or contract ("can be compared", "is a repository"); an abstract class shares implementation and state among closely related classes (a template).</li>
</ul>
<p>A common design is to expose an interface and provide an abstract base class as a convenience, as the JDK does with <code>List</code> and <code>AbstractList</code>. Prefer interfaces for APIs because they keep implementations free to extend something else.</p>`,
        },
        {
          question: "Is Java pass-by-value or pass-by-reference?",
          answer: `<p>Java is <strong>always pass-by-value</strong>. For primitives the value itself is copied. For objects, the value that gets copied is the reference (a pointer to the object). That is why a method can modify the object's state through the copied reference, but cannot make the caller's variable point to a different object.</p>
<pre><code class="language-java">static void rename(StringBuilder sb) {
    sb.append(" Smith");          // visible to the caller: same object
}

static void replace(StringBuilder sb) {
    sb = new StringBuilder("Bob"); // only the local copy changes
}

var name = new StringBuilder("Anna");
rename(name);
replace(name);
System.out.println(name); // Anna Smith</code></pre>
<p>A clear way to say it in an interview: "Object references are passed by value." A method like the classic <code>swap(a, b)</code> for two objects therefore cannot be written in Java, unlike in C++ with references.</p>`,
        },
        {
          question: "What does the final keyword mean for variables, methods and classes?",
          answer: `<ul>
<li><strong>final variable</strong>: can be assigned only once. For a reference, the variable cannot point to another object, but the object itself can still change (a <code>final List</code> can still have elements added). Local variables used in lambdas must be final or effectively final.</li>
<li><strong>final method</strong>: cannot be overridden by subclasses. Useful to protect behavior that other methods rely on.</li>
<li><strong>final class</strong>: cannot be extended, like <code>String</code> and the wrapper classes. Records are implicitly final.</li>
</ul>
<p>Final fields also have a memory-model guarantee: once a constructor finishes, other threads see the correctly initialized values of final fields without synchronization, provided <code>this</code> did not escape during construction. This is one reason immutable classes are thread-safe.</p>
<p>Do not confuse it with <code>finally</code> (a block that runs after <code>try</code>/<code>catch</code>) or with <code>finalize()</code>, an old cleanup hook that is deprecated for removal since Java 18; use try-with-resources or <code>Cleaner</code> instead.</p>`,
        },
        {
          question: "How does garbage collection work in Java?",
          answer: `<p>The JVM reclaims memory of objects that are no longer <strong>reachable</strong> from GC roots (local variables on thread stacks, static fields, JNI references and so on). Reference counting is not used, so cycles of unreachable objects are collected too.</p>
<p>Most collectors are <strong>generational</strong>, based on the observation that most objects die young:</p>
<ul>
<li>New objects are allocated in the <strong>young generation</strong> (Eden plus survivor spaces). Minor collections there are frequent and cheap.</li>
<li>Objects that survive several collections are promoted to the <strong>old generation</strong>, which is collected less often.</li>
</ul>
<p>Common collectors: <strong>G1</strong> (the default since Java 9) splits the heap into regions and aims for a configurable pause goal; <strong>ZGC</strong> and <strong>Shenandoah</strong> do most work concurrently for very short pauses on large heaps; <strong>Parallel GC</strong> maximizes throughput for batch jobs.</p>
<p>You cannot force a collection; <code>System.gc()</code> is only a hint. Memory leaks still happen in Java when objects stay reachable unintentionally, for example in static caches or unremoved listeners. Tools for diagnosis include GC logs (<code>-Xlog:gc</code>), heap dumps and Java Flight Recorder.</p>`,
        },
        {
          question: "What are records and sealed classes, and when would you use them?",
          answer: `<p><strong>Records</strong> (final since Java 16) are concise, immutable data carriers. The compiler generates a canonical constructor, accessors, <code>equals()</code>, <code>hashCode()</code> and <code>toString()</code>. You can add validation in a compact constructor.</p>
<p><strong>Sealed classes and interfaces</strong> (final since Java 17) restrict which classes may extend or implement them using <code>permits</code>. This lets you model a closed set of alternatives, and since Java 21 the compiler can check that a <code>switch</code> with pattern matching covers every case, without a <code>default</code> branch.</p>
<pre><code class="language-java">sealed interface Shape permits Circle, Square {}
record Circle(double radius) implements Shape {
    Circle {
        if (radius &lt;= 0) throw new IllegalArgumentException("radius");
    }
}
record Square(double side) implements Shape {}

static double area(Shape s) {
    return switch (s) {
        case Circle c -&gt; Math.PI * c.radius() * c.radius();
        case Square q -&gt; q.side() * q.side();
    };
}</code></pre>
<p>Use records for DTOs, value objects and compound map keys; use sealed hierarchies for domain results such as <code>Success</code>/<code>Failure</code> or event types. Records cannot extend another class and their fields are final, so they are not a fit for JPA entities.</p>`,
        },
        {
          question: "What are generics and type erasure, and what does PECS mean?",
          answer: `<p><strong>Generics</strong> let classes and methods work with types as parameters (<code>List&lt;String&gt;</code>), giving compile-time type safety and removing casts.</p>
<p><strong>Type erasure</strong>: generic type information exists only at compile time. The compiler checks types, inserts casts and then erases parameters to their bounds (usually <code>Object</code>). Consequences: you cannot write <code>new T()</code>, create a generic array <code>new T[10]</code>, use <code>instanceof List&lt;String&gt;</code>, or overload methods that differ only by type argument. <code>List&lt;String&gt;</code> and <code>List&lt;Integer&gt;</code> share one runtime class.</p>
<p><strong>PECS</strong> means "Producer Extends, Consumer Super" and guides wildcard use:</p>
<ul>
<li><code>? extends T</code> when you only read T values from a structure.</li>
<li><code>? super T</code> when you only write T values into it.</li>
</ul>
<pre><code class="language-java">static &lt;T&gt; void copy(List&lt;? super T&gt; dest, List&lt;? extends T&gt; src) {
    for (T item : src) {
        dest.add(item);
    }
}

List&lt;Number&gt; numbers = new ArrayList&lt;&gt;();
copy(numbers, List.of(1, 2, 3)); // Integer producer, Number consumer</code></pre>
<p>This is exactly the signature of <code>Collections.copy</code>.</p>`,
        },
      ],
    },
    {
      name: "Java Collections",
      slug: "java-collections-interview-questions",
      description: `<p>The Java Collections Framework is used in almost every line of production Java code, so interviewers expect you to choose the right structure and explain its cost: <code>List</code>, <code>Set</code>, <code>Map</code>, <code>Queue</code> and <code>Deque</code> and their main implementations.</p>
<p>Typical questions cover how <code>HashMap</code> works internally, ordering and sorting with <code>Comparable</code> and <code>Comparator</code>, iterator behavior, immutable collections and the time complexity of common operations.</p>
<p>Senior candidates are also asked about concurrent collections and about designing small structures such as an LRU cache on top of the framework.</p>`,
      metaTitle: "Java Collections Interview Questions",
      metaDescription:
        "Java Collections interview questions: HashMap internals, ArrayList vs LinkedList, sets, comparators, iterators and LRU cache design.",
      metaKeywords:
        "java collections interview questions, hashmap internals, arraylist vs linkedlist, treeset, comparator, concurrenthashmap, lru cache java",
      questions: [
        {
          question: "What is the difference between ArrayList and LinkedList?",
          answer: `<p><strong>ArrayList</strong> is backed by a resizable array. <strong>LinkedList</strong> is a doubly linked list of nodes and also implements <code>Deque</code>.</p>
<ul>
<li><strong>Random access</strong>: <code>get(i)</code> is O(1) for ArrayList and O(n) for LinkedList, which must walk the nodes.</li>
<li><strong>Add at end</strong>: amortized O(1) for ArrayList (it grows by about 50% when full); O(1) for LinkedList.</li>
<li><strong>Insert or remove in the middle</strong>: O(n) for both. ArrayList shifts elements with a fast memory copy; LinkedList is O(1) only once you already hold the position through an iterator.</li>
<li><strong>Memory</strong>: each LinkedList node carries two extra references and an object header, so it uses several times more memory and has poor CPU cache locality.</li>
</ul>
<p>In practice <code>ArrayList</code> is the right default almost always. For queue or stack behavior, <code>ArrayDeque</code> is usually faster than <code>LinkedList</code>. A good interview answer mentions that Big-O alone hides the cache effects that make arrays win in real benchmarks.</p>`,
        },
        {
          question: "How does HashMap work internally?",
          answer: `<p>A <code>HashMap</code> stores entries in an array of <strong>buckets</strong> (default capacity 16, always a power of two).</p>
<ol>
<li>On <code>put(key, value)</code> it calls <code>key.hashCode()</code>, mixes the high bits into the low bits, and computes the bucket index as <code>hash &amp; (capacity - 1)</code>.</li>
<li>If the bucket is empty, a new node is stored. Otherwise it walks the nodes in that bucket and uses <code>equals()</code> to find an existing key to replace; if none matches, it appends a new node (a collision).</li>
<li>Since Java 8, when one bucket holds 8 or more entries and the table has at least 64 buckets, the list is converted into a red-black tree, so worst-case lookup in that bucket becomes O(log n) instead of O(n).</li>
<li>When the number of entries exceeds capacity × <strong>load factor</strong> (default 0.75), the table doubles and entries are redistributed.</li>
</ol>
<p><code>get()</code> follows the same path, so average-case <code>get</code> and <code>put</code> are O(1). One <code>null</code> key is allowed and is stored in bucket 0. <code>HashMap</code> is not thread-safe and does not preserve insertion order. If you know the expected size, pass an initial capacity to avoid repeated resizing.</p>`,
        },
        {
          question: "What is the difference between HashMap, Hashtable and ConcurrentHashMap?",
          answer: `<ul>
<li><strong>HashMap</strong>: not synchronized, allows one <code>null</code> key and <code>null</code> values, fastest for single-threaded use.</li>
<li><strong>Hashtable</strong>: a legacy class from Java 1.0. Every method is <code>synchronized</code> on the whole table, so only one thread can use it at a time. It does not allow <code>null</code> keys or values. It should not be used in new code.</li>
<li><strong>ConcurrentHashMap</strong>: designed for concurrent access. Reads are generally lock-free; since Java 8 writes use CAS operations and lock only the individual bucket being changed, so many threads can update different buckets in parallel. It does not allow <code>null</code> keys or values, because <code>null</code> would be ambiguous ("absent" vs "mapped to null") under concurrency.</li>
</ul>
<p>ConcurrentHashMap iterators are weakly consistent: they never throw <code>ConcurrentModificationException</code> and may or may not reflect updates made during iteration. It also offers atomic compound operations such as <code>putIfAbsent</code>, <code>computeIfAbsent</code> and <code>merge</code>, which you should use instead of a "check then put" sequence. <code>Collections.synchronizedMap()</code> is an alternative wrapper, but like Hashtable it locks the whole map.</p>`,
        },
        {
          question: "When would you use HashSet, LinkedHashSet or TreeSet?",
          answer: `<p>All three implement <code>Set</code> and reject duplicates, but they differ in ordering and cost:</p>
<ul>
<li><strong>HashSet</strong>: backed by a <code>HashMap</code>. O(1) average for <code>add</code>, <code>remove</code> and <code>contains</code>. Iteration order is unspecified. Relies on <code>hashCode()</code> and <code>equals()</code>.</li>
<li><strong>LinkedHashSet</strong>: a HashSet that also keeps a doubly linked list of entries, so it iterates in <strong>insertion order</strong>. Slightly more memory, same O(1) operations. Handy for removing duplicates while preserving order.</li>
<li><strong>TreeSet</strong>: backed by a red-black tree (<code>TreeMap</code>). Keeps elements <strong>sorted</strong> by natural order or a supplied <code>Comparator</code>. Operations are O(log n). It implements <code>NavigableSet</code>, so you get <code>first()</code>, <code>floor()</code>, <code>ceiling()</code>, <code>headSet()</code> and range views.</li>
</ul>
<p>A subtle point: TreeSet uses <code>compareTo()</code>/<code>compare()</code>, not <code>equals()</code>, to decide whether two elements are duplicates. If the comparator is inconsistent with equals, for example comparing people only by age, distinct objects with the same age will be treated as duplicates and silently dropped.</p>`,
        },
        {
          question: "What is the difference between Comparable and Comparator?",
          answer: `<p><strong>Comparable</strong> defines the natural ordering of a class from inside the class, through a single method <code>compareTo(T other)</code>. <code>String</code>, <code>Integer</code> and <code>LocalDate</code> implement it. A class can have only one natural ordering.</p>
<p><strong>Comparator</strong> is a separate object that defines an ordering from outside, through <code>compare(T a, T b)</code>. You can have as many as you need, and you can sort classes you cannot modify. Since Java 8, it has fluent factory methods.</p>
<pre><code class="language-java">record Employee(String name, String dept, int salary) {}

List&lt;Employee&gt; staff = new ArrayList&lt;&gt;(loadEmployees());

// By department, then by salary descending, then by name
staff.sort(Comparator.comparing(Employee::dept)
        .thenComparing(Employee::salary, Comparator.reverseOrder())
        .thenComparing(Employee::name));</code></pre>
<p>Both return a negative number, zero or a positive number. Avoid the old trick <code>return a - b;</code> for ints, because subtraction can overflow; use <code>Integer.compare(a, b)</code> or <code>Comparator.comparingInt</code>. Keep orderings consistent with <code>equals()</code> when the objects go into sorted sets or maps.</p>`,
        },
        {
          question:
            "What are fail-fast and fail-safe iterators, and how do you remove elements while iterating?",
          answer: `<p><strong>Fail-fast</strong> iterators, used by <code>ArrayList</code>, <code>HashMap</code> and most non-concurrent collections, track a modification counter. If the collection is structurally modified during iteration by anything other than the iterator itself, the next call throws <code>ConcurrentModificationException</code>. This is best-effort bug detection, not a thread-safety guarantee, and it happens even in a single thread.</p>
<p><strong>Fail-safe</strong> (more precisely, weakly consistent or snapshot) iterators belong to concurrent collections. <code>CopyOnWriteArrayList</code> iterates over a snapshot; <code>ConcurrentHashMap</code> tolerates concurrent changes. Neither throws.</p>
<pre><code class="language-java">List&lt;String&gt; names = new ArrayList&lt;&gt;(List.of("Ann", "", "Bob"));

// Throws ConcurrentModificationException:
// for (String n : names) if (n.isEmpty()) names.remove(n);

// Correct: use the iterator's own remove
Iterator&lt;String&gt; it = names.iterator();
while (it.hasNext()) {
    if (it.next().isEmpty()) it.remove();
}

// Simpler since Java 8
names.removeIf(String::isEmpty);</code></pre>`,
        },
        {
          question: "What happens if you change an object after using it as a key in a HashMap?",
          answer: `<p>If a field that participates in <code>hashCode()</code> changes after the key is inserted, the entry stays in the bucket computed from the old hash. A later <code>get()</code> with the same object computes the new hash, looks in a different bucket and returns <code>null</code>. The entry is effectively lost: it still occupies memory and shows up during iteration, but cannot be found or removed by key. This is a classic source of memory leaks and hard-to-reproduce bugs.</p>
<pre><code class="language-java">Map&lt;List&lt;Integer&gt;, String&gt; map = new HashMap&lt;&gt;();
List&lt;Integer&gt; key = new ArrayList&lt;&gt;(List.of(1, 2));
map.put(key, "value");

key.add(3);                         // hashCode changes
System.out.println(map.get(key));   // null
System.out.println(map.size());     // 1</code></pre>
<p>The fix is to use <strong>immutable keys</strong>: <code>String</code>, boxed numbers, enums, records with immutable components, or classes whose hash fields are final. The same problem affects <code>HashSet</code> elements and, for comparison fields, <code>TreeMap</code> keys.</p>`,
        },
        {
          question: "How would you implement an LRU cache in Java?",
          answer: `<p>An LRU (least recently used) cache evicts the entry that was accessed longest ago once it reaches capacity. The quickest correct implementation uses <code>LinkedHashMap</code> in <strong>access-order</strong> mode, where every <code>get</code> or <code>put</code> moves the entry to the end, and overrides <code>removeEldestEntry</code>.</p>
<pre><code class="language-java">public class LruCache&lt;K, V&gt; extends LinkedHashMap&lt;K, V&gt; {
    private final int capacity;

    public LruCache(int capacity) {
        super(16, 0.75f, true); // true = access order
        this.capacity = capacity;
    }

    @Override
    protected boolean removeEldestEntry(Map.Entry&lt;K, V&gt; eldest) {
        return size() &gt; capacity;
    }
}</code></pre>
<p>Both <code>get</code> and <code>put</code> are O(1). If the interviewer asks you to build it from scratch, combine a <code>HashMap&lt;K, Node&gt;</code> with your own doubly linked list: the map gives O(1) lookup and the list gives O(1) move-to-front and evict-from-tail.</p>
<p>This class is not thread-safe. For concurrent production use, wrap access in a lock or use a library such as Caffeine, which also supports time-based expiry and better eviction policies.</p>`,
        },
        {
          question:
            "What is the difference between List.of(), Arrays.asList() and Collections.unmodifiableList()?",
          answer: `<ul>
<li><strong><code>Arrays.asList(array)</code></strong> returns a fixed-size list backed by the array. You can call <code>set()</code>, and the change writes through to the array, but <code>add()</code> and <code>remove()</code> throw <code>UnsupportedOperationException</code>. It allows <code>null</code> elements.</li>
<li><strong><code>List.of(...)</code></strong> (since Java 9) returns a truly <strong>immutable</strong> list: any modification throws, and <code>null</code> elements are rejected with <code>NullPointerException</code>, even in <code>contains(null)</code>.</li>
<li><strong><code>Collections.unmodifiableList(list)</code></strong> returns a read-only view. You cannot change it through the view, but changes to the underlying list are visible through it.</li>
</ul>
<pre><code class="language-java">List&lt;String&gt; source = new ArrayList&lt;&gt;(List.of("a"));
List&lt;String&gt; view = Collections.unmodifiableList(source);
List&lt;String&gt; copy = List.copyOf(source);

source.add("b");
System.out.println(view); // [a, b]  the view reflects changes
System.out.println(copy); // [a]     independent immutable copy</code></pre>
<p>For defensive copies in constructors and getters, <code>List.copyOf()</code> (Java 10) is usually what you want. Since Java 16, <code>stream.toList()</code> also returns an unmodifiable list.</p>`,
        },
        {
          question: "When would you use a PriorityQueue or an ArrayDeque, and why is Stack discouraged?",
          answer: `<p><strong>PriorityQueue</strong> is a binary min-heap. <code>offer()</code> and <code>poll()</code> are O(log n), <code>peek()</code> is O(1). The head is always the smallest element by natural order or by a <code>Comparator</code>. Use it for scheduling by priority, merging sorted streams, Dijkstra's algorithm or "top K" problems (keep a min-heap of size K). Its iterator does not return elements in sorted order, and it is not thread-safe (use <code>PriorityBlockingQueue</code> for that).</p>
<p><strong>ArrayDeque</strong> is a resizable circular array that supports O(1) amortized insertion and removal at both ends. It is the recommended implementation for both a <strong>stack</strong> (<code>push</code>/<code>pop</code>) and a <strong>FIFO queue</strong> (<code>offer</code>/<code>poll</code>). It does not allow <code>null</code> elements.</p>
<p><strong>Stack</strong> is a legacy class that extends <code>Vector</code>: every method is synchronized, adding overhead, and because it inherits list methods you can insert into the middle of a "stack", which breaks the abstraction. The Javadoc itself recommends <code>Deque&lt;Integer&gt; stack = new ArrayDeque&lt;&gt;();</code> instead.</p>`,
        },
      ],
    },
    {
      name: "Java Concurrency",
      slug: "java-concurrency-interview-questions",
      description: `<p>Concurrency questions separate mid-level from senior Java engineers. They cover threads and executors, the Java Memory Model, <code>synchronized</code>, <code>volatile</code>, locks, atomic variables, <code>CompletableFuture</code> and the virtual threads that became final in Java 21.</p>
<p>Interviewers want to see that you can reason about race conditions, visibility and deadlocks, and that you reach for high-level tools from <code>java.util.concurrent</code> rather than hand-written <code>wait</code>/<code>notify</code> code.</p>
<p>Be ready to write a small thread-safe class or a producer-consumer example on a whiteboard.</p>`,
      metaTitle: "Java Concurrency Interview Questions",
      metaDescription:
        "Java concurrency and multithreading interview questions: volatile, synchronized, locks, executors, CompletableFuture and virtual threads.",
      metaKeywords:
        "java concurrency interview questions, multithreading, volatile, synchronized, executorservice, completablefuture, virtual threads, deadlock",
      questions: [
        {
          question:
            "What is the difference between a process and a thread, and how do you create threads in Java?",
          answer: `<p>A <strong>process</strong> is a running program with its own memory space. A <strong>thread</strong> is a path of execution inside a process; threads of the same process share the heap but each has its own stack and program counter. Threads are cheaper to create and switch than processes, but shared memory means you must coordinate access to shared data.</p>
<p>Ways to run code on another thread in Java:</p>
<ul>
<li>Implement <code>Runnable</code> (no result) or <code>Callable&lt;V&gt;</code> (returns a value and can throw checked exceptions).</li>
<li>Extend <code>Thread</code> and override <code>run()</code>; this is rarely a good idea because it ties your task to the threading mechanism.</li>
<li>Submit tasks to an <code>ExecutorService</code>, the preferred approach in production code.</li>
<li>Since Java 21, start <strong>virtual threads</strong> with <code>Thread.ofVirtual().start(task)</code> or an executor.</li>
</ul>
<pre><code class="language-java">Runnable task = () -&gt; System.out.println("Running in " + Thread.currentThread().getName());
Thread t = new Thread(task, "worker-1");
t.start();   // start() creates a new thread; calling run() would not
t.join();    // wait for it to finish</code></pre>
<p>A frequent trick question: calling <code>run()</code> directly executes the code on the current thread.</p>`,
        },
        {
          question: "What does the volatile keyword do, and when is it not enough?",
          answer: `<p><code>volatile</code> guarantees <strong>visibility</strong> and <strong>ordering</strong> for a single variable. A write to a volatile field is immediately visible to any thread that later reads it, instead of staying in a CPU cache or register. Under the Java Memory Model, a volatile write happens-before every subsequent read of that variable, so all writes made before the volatile write are also visible to the reader. It also prevents the compiler and CPU from reordering those accesses across it.</p>
<p>It does <strong>not</strong> provide atomicity for compound actions. <code>count++</code> on a volatile int is still a read-modify-write of three steps, and two threads can lose updates.</p>
<pre><code class="language-java">class Worker implements Runnable {
    private volatile boolean running = true; // good use: a stop flag

    public void stop() { running = false; }

    public void run() {
        while (running) {
            doWork();
        }
    }
}</code></pre>
<p>Use volatile for flags, for publishing an immutable object, and in double-checked locking. For counters or check-then-act logic use <code>AtomicInteger</code>, <code>synchronized</code> or a <code>Lock</code>.</p>`,
        },
        {
          question: "What is the difference between synchronized and ReentrantLock?",
          answer: `<p>Both provide mutual exclusion and the same memory-visibility guarantees, and both are <strong>reentrant</strong>: a thread that holds the lock can acquire it again.</p>
<p><strong>synchronized</strong> is a language keyword applied to methods or blocks. The lock is released automatically when the block exits, even on an exception, so it is simple and hard to misuse.</p>
<p><strong>ReentrantLock</strong> (from <code>java.util.concurrent.locks</code>) is an explicit object that adds features:</p>
<ul>
<li><code>tryLock()</code>, optionally with a timeout, to avoid waiting forever.</li>
<li><code>lockInterruptibly()</code> so a waiting thread can be interrupted.</li>
<li>An optional <strong>fairness</strong> policy that grants the lock in arrival order.</li>
<li>Multiple <code>Condition</code> objects per lock, instead of one wait set per monitor.</li>
</ul>
<pre><code class="language-java">private final ReentrantLock lock = new ReentrantLock();

void transfer() {
    lock.lock();
    try {
        // critical section
    } finally {
        lock.unlock(); // always unlock in finally
    }
}</code></pre>
<p>Use <code>synchronized</code> by default and switch to <code>ReentrantLock</code> when you need its extra features. For read-heavy data consider <code>ReentrantReadWriteLock</code> or <code>StampedLock</code>.</p>`,
        },
        {
          question: "What is a deadlock, and how can you prevent it?",
          answer: `<p>A <strong>deadlock</strong> occurs when two or more threads each hold a lock and wait forever for a lock held by another thread in the cycle. Four conditions must all hold: mutual exclusion, hold and wait, no preemption, and circular wait. Breaking any of them prevents deadlock.</p>
<p>Classic example: thread A locks account 1 then tries account 2, while thread B locks account 2 then tries account 1.</p>
<p>Prevention techniques:</p>
<ul>
<li><strong>Consistent lock ordering</strong>: always acquire locks in a global order, for example by account ID. This removes circular wait and is the most common fix.</li>
<li><strong>Timeouts</strong>: use <code>tryLock(timeout)</code> and back off, releasing what you hold, if you cannot get the second lock.</li>
<li><strong>Reduce lock scope</strong>: never call unknown code (callbacks, listeners) while holding a lock, and hold locks for as short a time as possible.</li>
<li><strong>Use higher-level tools</strong>: concurrent collections, atomic variables, or message passing with queues instead of multiple locks.</li>
</ul>
<p>To diagnose a deadlock in production, take a thread dump with <code>jstack &lt;pid&gt;</code> or <code>jcmd &lt;pid&gt; Thread.print</code>; the JVM reports "Found one Java-level deadlock" with the threads and locks involved.</p>`,
        },
        {
          question:
            "Why use an ExecutorService instead of creating threads manually, and how do you shut it down correctly?",
          answer: `<p>Creating a new platform thread per task is expensive and unbounded: under load you can exhaust memory or the OS thread limit. An <code>ExecutorService</code> separates task submission from execution policy. It reuses a pool of threads, queues extra work, returns <code>Future</code> results and centralizes error handling and shutdown.</p>
<pre><code class="language-java">ExecutorService pool = Executors.newFixedThreadPool(8);
try {
    List&lt;Future&lt;Integer&gt;&gt; results = pool.invokeAll(tasks);
    for (Future&lt;Integer&gt; f : results) {
        System.out.println(f.get());
    }
} finally {
    pool.shutdown(); // stop accepting tasks, finish queued ones
    if (!pool.awaitTermination(30, TimeUnit.SECONDS)) {
        pool.shutdownNow(); // interrupt running tasks
    }
}</code></pre>
<p>Size pools by workload: around the number of cores for CPU-bound work, more for I/O-bound work. In production prefer a <code>ThreadPoolExecutor</code> with a <strong>bounded queue</strong> and an explicit rejection policy, because <code>newFixedThreadPool</code> uses an unbounded queue that can grow until memory runs out. Since Java 19, <code>ExecutorService</code> is <code>AutoCloseable</code>, so try-with-resources waits for tasks to finish on close.</p>`,
        },
        {
          question: "What is CompletableFuture, and how is it better than Future?",
          answer: `<p>A plain <code>Future</code> only lets you block with <code>get()</code> or poll with <code>isDone()</code>; you cannot attach callbacks or combine results. <code>CompletableFuture</code> (since Java 8) represents an asynchronous result you can <strong>compose</strong> without blocking:</p>
<ul>
<li><code>thenApply</code> transforms a result, <code>thenCompose</code> chains another async call, <code>thenCombine</code> merges two independent results.</li>
<li><code>allOf</code> and <code>anyOf</code> wait for several futures.</li>
<li><code>exceptionally</code> and <code>handle</code> recover from errors; <code>orTimeout</code> and <code>completeOnTimeout</code> (Java 9) add time limits.</li>
</ul>
<pre><code class="language-java">ExecutorService io = Executors.newFixedThreadPool(16);

CompletableFuture&lt;User&gt; user = CompletableFuture.supplyAsync(() -&gt; userApi.find(id), io);
CompletableFuture&lt;List&lt;Order&gt;&gt; orders = CompletableFuture.supplyAsync(() -&gt; orderApi.forUser(id), io);

CompletableFuture&lt;Profile&gt; profile = user
        .thenCombine(orders, Profile::new)
        .orTimeout(2, TimeUnit.SECONDS)
        .exceptionally(ex -&gt; Profile.empty());</code></pre>
<p>Without an executor argument, async methods run on the shared <code>ForkJoinPool.commonPool()</code>, which is sized for CPU work. Pass a dedicated executor for blocking I/O so you do not starve other parts of the application.</p>`,
        },
        {
          question: "What are virtual threads, and when should you use them?",
          answer: `<p><strong>Virtual threads</strong> (Project Loom, final in Java 21 LTS) are lightweight threads managed by the JVM instead of the operating system. Many virtual threads are multiplexed onto a small pool of platform "carrier" threads. When a virtual thread blocks on I/O, the JVM unmounts it and the carrier thread runs another one. You can create millions of them.</p>
<p>They let you write simple, blocking, thread-per-request code that scales like asynchronous code, without reactive frameworks or callback chains.</p>
<pre><code class="language-java">try (var executor = Executors.newVirtualThreadPerTaskExecutor()) {
    for (int i = 0; i &lt; 10_000; i++) {
        int id = i;
        executor.submit(() -&gt; httpClient.send(requestFor(id), BodyHandlers.ofString()));
    }
} // close() waits for all tasks</code></pre>
<p>Guidelines:</p>
<ul>
<li>They help <strong>I/O-bound</strong> workloads, not CPU-bound computation.</li>
<li>Do not pool them; create one per task.</li>
<li>Limit access to scarce resources, such as database connections, with a <code>Semaphore</code> or connection pool, not with a small thread pool.</li>
<li>In Java 21, blocking inside <code>synchronized</code> can pin the carrier thread; prefer <code>ReentrantLock</code> there. JDK 24 removed most of this limitation.</li>
<li>Be careful with heavy <code>ThreadLocal</code> use, since each of the many threads gets its own copy.</li>
</ul>`,
        },
        {
          question: "Why is count++ not thread-safe, and how do atomic classes solve it?",
          answer: `<p><code>count++</code> looks like one operation but is three: read the value, add one, write it back. If two threads read 5 at the same time, both write 6, and one increment is lost. This is a <strong>race condition</strong>. Making the field <code>volatile</code> does not help, because it fixes visibility but not atomicity.</p>
<p>Classes in <code>java.util.concurrent.atomic</code> perform the whole update atomically using the CPU's <strong>compare-and-swap (CAS)</strong> instruction: "set the value to 6 only if it is still 5". If another thread got there first, the operation retries. No lock is taken, so threads never block.</p>
<pre><code class="language-java">private final AtomicInteger counter = new AtomicInteger();

public int next() {
    return counter.incrementAndGet();
}

// Arbitrary atomic update
counter.updateAndGet(v -&gt; Math.min(v * 2, 1_000));</code></pre>
<p>Under very high contention, many threads retrying CAS on one variable becomes slow. <code>LongAdder</code> spreads updates over several cells and sums them on read, which scales much better for statistics counters. For updating several related variables together, you still need a lock or an immutable object swapped through an <code>AtomicReference</code>.</p>`,
        },
        {
          question: "How do you implement the producer-consumer pattern in Java?",
          answer: `<p>Producers create work items and consumers process them at a different pace, so you need a buffer that blocks producers when it is full and consumers when it is empty. The modern answer is a <code>BlockingQueue</code>, which handles all locking and signaling internally.</p>
<pre><code class="language-java">BlockingQueue&lt;Order&gt; queue = new ArrayBlockingQueue&lt;&gt;(100);

Runnable producer = () -&gt; {
    try {
        while (true) queue.put(fetchNextOrder());    // blocks when full
    } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
    }
};

Runnable consumer = () -&gt; {
    try {
        while (true) process(queue.take());          // blocks when empty
    } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
    }
};</code></pre>
<p>The low-level alternative uses <code>synchronized</code> with <code>wait()</code> and <code>notifyAll()</code>. If asked, remember: always call <code>wait()</code> inside a <code>while</code> loop that rechecks the condition, because of spurious wakeups, and only while holding the monitor. Note that <code>wait()</code> releases the lock while waiting, whereas <code>Thread.sleep()</code> keeps any locks held.</p>
<p>To stop consumers cleanly, interrupt them or put a special "poison pill" item on the queue.</p>`,
        },
        {
          question: "What is ThreadLocal, and what are its pitfalls?",
          answer: `<p><code>ThreadLocal&lt;T&gt;</code> gives each thread its own independent copy of a variable. Each <code>Thread</code> holds a map from ThreadLocal instances to values, so no synchronization is needed.</p>
<p>Common uses:</p>
<ul>
<li>Per-thread instances of non-thread-safe objects, historically <code>SimpleDateFormat</code> (today use the immutable <code>DateTimeFormatter</code>).</li>
<li>Request context: the current user, a transaction, or a correlation ID for logging. Spring's <code>SecurityContextHolder</code> and transaction management, and SLF4J's MDC, are built on it.</li>
</ul>
<p>Pitfalls:</p>
<ul>
<li><strong>Memory leaks and data leaks in thread pools</strong>: pooled threads live for a long time, so a value set during one request stays attached to the thread and can be seen by the next request that runs on it. Always clear it in a <code>finally</code> block with <code>remove()</code>.</li>
<li><strong>Lost context in async code</strong>: values are not visible in tasks submitted to other threads, such as <code>CompletableFuture</code> stages, unless you pass them explicitly. <code>InheritableThreadLocal</code> only copies at thread creation.</li>
<li><strong>Hidden coupling</strong>: it acts like a global variable and makes code harder to test.</li>
</ul>
<p>For virtual threads, <strong>scoped values</strong> (<code>ScopedValue</code>, previewed from Java 21 and final in Java 25) are a safer, immutable alternative: a value is bound only for the duration of a block of code and cannot leak into the next task.</p>`,
        },
      ],
    },
    {
      name: "Spring Boot",
      slug: "spring-boot-interview-questions",
      description: `<p>Spring Boot is the default framework for Java back-end and microservice roles in the USA. Interview questions focus on how Boot builds on the Spring Framework: auto-configuration, starters, dependency injection, bean lifecycle, configuration and profiles.</p>
<p>Practical rounds usually include building a REST API with validation and error handling, working with Spring Data JPA, and explaining <code>@Transactional</code> behavior, including its common pitfalls.</p>
<p>Senior candidates should also discuss production readiness: Actuator, health checks, metrics, security and performance problems such as the N+1 query issue.</p>`,
      metaTitle: "Spring Boot Interview Questions and Answers",
      metaDescription:
        "Spring Boot interview questions: auto-configuration, dependency injection, REST APIs, @Transactional, JPA N+1, profiles and Actuator.",
      metaKeywords:
        "spring boot interview questions, spring framework, dependency injection, auto-configuration, transactional, spring data jpa, actuator, microservices",
      questions: [
        {
          question: "What is Spring Boot, and how does it differ from the Spring Framework?",
          answer: `<p>The <strong>Spring Framework</strong> provides the core features: the inversion-of-control container, dependency injection, AOP, transaction management, Spring MVC and data access support. Historically you had to configure all of it yourself with XML or Java configuration and deploy a WAR to an external server.</p>
<p><strong>Spring Boot</strong> is an opinionated layer on top of Spring that removes most of that setup:</p>
<ul>
<li><strong>Auto-configuration</strong>: creates sensible beans based on what is on the classpath and in your properties. Add a JDBC driver and a <code>DataSource</code> is configured.</li>
<li><strong>Starters</strong>: curated dependency sets such as <code>spring-boot-starter-web</code> or <code>spring-boot-starter-data-jpa</code> with compatible versions.</li>
<li><strong>Embedded server</strong>: Tomcat (default) or Jetty (Boot 3 also offered Undertow, which Boot 4 dropped), so the app runs as an executable JAR with <code>java -jar</code>.</li>
<li><strong>Externalized configuration</strong> with <code>application.properties</code> or YAML, profiles and environment variables.</li>
<li><strong>Production features</strong> through Actuator: health checks, metrics and info endpoints.</li>
</ul>
<p>In short, Spring Boot does not replace Spring; it is Spring with conventions, so you write business code instead of plumbing. Spring Boot 3 and Spring Boot 4 (released in November 2025 on Spring Framework 7) require Java 17 or later and use the Jakarta EE <code>jakarta.*</code> packages instead of <code>javax.*</code>.</p>`,
        },
        {
          question: "What does @SpringBootApplication do, and how does auto-configuration work?",
          answer: `<p><code>@SpringBootApplication</code> is a convenience annotation that combines three:</p>
<ul>
<li><code>@SpringBootConfiguration</code>: marks the class as a source of bean definitions (a specialized <code>@Configuration</code>).</li>
<li><code>@EnableAutoConfiguration</code>: turns on Boot's auto-configuration.</li>
<li><code>@ComponentScan</code>: scans the class's package and its sub-packages for components. That is why the main class is usually placed in the root package.</li>
</ul>
<p><strong>Auto-configuration</strong> classes are listed in the file <code>META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports</code> inside Boot's JARs (older versions used <code>spring.factories</code>). Each is guarded by conditions such as <code>@ConditionalOnClass</code>, <code>@ConditionalOnProperty</code> and, importantly, <code>@ConditionalOnMissingBean</code>. So if you define your own <code>DataSource</code> or <code>ObjectMapper</code> bean, Boot's default backs off.</p>
<pre><code class="language-java">@SpringBootApplication(exclude = DataSourceAutoConfiguration.class)
public class ShopApplication {
    public static void main(String[] args) {
        SpringApplication.run(ShopApplication.class, args);
    }
}</code></pre>
<p>To see which configurations were applied or skipped and why, start the app with <code>--debug</code> to print the conditions evaluation report, or use the Actuator <code>conditions</code> endpoint.</p>`,
        },
        {
          question: "What is dependency injection, and why is constructor injection preferred?",
          answer: `<p><strong>Dependency injection</strong> means an object receives its collaborators from outside instead of creating them. The Spring container (the <code>ApplicationContext</code>) creates beans and wires them together, which is a form of inversion of control. It makes classes loosely coupled and easy to test with mocks.</p>
<p>Spring supports constructor, setter and field injection. <strong>Constructor injection</strong> is recommended because:</p>
<ul>
<li>Dependencies can be <code>final</code>, so the object is immutable and always fully initialized.</li>
<li>Required dependencies are explicit; you cannot create the object without them.</li>
<li>Unit tests can simply call <code>new</code> with mocks, with no reflection or Spring context.</li>
<li>Too many constructor parameters is a visible sign that the class has too many responsibilities.</li>
<li>Circular dependencies fail fast at startup instead of being hidden.</li>
</ul>
<pre><code class="language-java">@Service
public class OrderService {
    private final OrderRepository orders;
    private final PaymentClient payments;

    // With a single constructor, @Autowired is optional
    public OrderService(OrderRepository orders, PaymentClient payments) {
        this.orders = orders;
        this.payments = payments;
    }
}</code></pre>
<p>When several beans match a type, choose one with <code>@Primary</code> or <code>@Qualifier</code>.</p>`,
        },
        {
          question: "What bean scopes does Spring support?",
          answer: `<ul>
<li><strong>singleton</strong> (default): one instance per Spring container, shared by every injection point. Note that this is not the GoF Singleton; it is one per <code>ApplicationContext</code>.</li>
<li><strong>prototype</strong>: a new instance every time the bean is requested. Spring does not manage its full lifecycle, so destroy callbacks are not called.</li>
<li><strong>request</strong>: one instance per HTTP request (web applications).</li>
<li><strong>session</strong>: one instance per HTTP session.</li>
<li><strong>application</strong>: one per <code>ServletContext</code>.</li>
<li><strong>websocket</strong>: one per WebSocket session.</li>
</ul>
<p>Because singletons are shared across all request threads, they must be <strong>stateless</strong> or thread-safe. Never store per-request data in a field of a singleton service.</p>
<p>A common follow-up: what happens when you inject a prototype bean into a singleton? The prototype is created only once, at injection time, so the singleton always uses the same instance. Fixes include injecting an <code>ObjectProvider&lt;T&gt;</code> and calling <code>getObject()</code> when needed, using <code>@Lookup</code> methods, or declaring a scoped proxy. Request and session beans injected into singletons use scoped proxies for the same reason.</p>`,
        },
        {
          question:
            "What is the difference between @Component, @Service, @Repository, @Controller and @RestController?",
          answer: `<p>All of them mark a class for component scanning so Spring registers it as a bean. <code>@Component</code> is the generic stereotype; the others are specializations that express the class's role and sometimes add behavior.</p>
<ul>
<li><strong>@Service</strong>: business logic layer. It adds no behavior today but documents intent and is a natural target for aspects.</li>
<li><strong>@Repository</strong>: data access layer. Spring applies <strong>exception translation</strong>, converting persistence-specific exceptions into Spring's <code>DataAccessException</code> hierarchy. Spring Data repository interfaces do not need the annotation.</li>
<li><strong>@Controller</strong>: Spring MVC web controller whose methods typically return view names for server-side rendering.</li>
<li><strong>@RestController</strong>: <code>@Controller</code> plus <code>@ResponseBody</code>, so return values are serialized directly to the response body, usually as JSON via Jackson.</li>
</ul>
<p>Classes you do not own, such as a configured <code>RestClient</code> or a third-party client, are registered with <code>@Bean</code> methods in a <code>@Configuration</code> class instead, because you cannot annotate their source code.</p>`,
        },
        {
          question:
            "How do you build a REST endpoint with validation and centralized error handling in Spring Boot?",
          answer: `<p>Use <code>@RestController</code> with mapping annotations, Jakarta Bean Validation (add <code>spring-boot-starter-validation</code>) on request DTOs, and a <code>@RestControllerAdvice</code> class that turns exceptions into consistent responses.</p>
<pre><code class="language-java">public record CreateUserRequest(
        @NotBlank String name,
        @Email @NotBlank String email) {}

@RestController
@RequestMapping("/api/users")
class UserController {
    private final UserService service;
    UserController(UserService service) { this.service = service; }

    @PostMapping
    ResponseEntity&lt;UserDto&gt; create(@Valid @RequestBody CreateUserRequest req) {
        UserDto user = service.create(req);
        return ResponseEntity.created(URI.create("/api/users/" + user.id())).body(user);
    }
}

@RestControllerAdvice
class ApiErrors {
    @ExceptionHandler(MethodArgumentNotValidException.class)
    ProblemDetail invalid(MethodArgumentNotValidException ex) {
        ProblemDetail pd = ProblemDetail.forStatus(HttpStatus.BAD_REQUEST);
        pd.setProperty("errors", ex.getBindingResult().getFieldErrors().stream()
                .map(e -&gt; e.getField() + ": " + e.getDefaultMessage()).toList());
        return pd;
    }
}</code></pre>
<p>Key points: <code>@Valid</code> triggers validation and failures raise <code>MethodArgumentNotValidException</code>; return proper status codes (201 with a <code>Location</code> header for creation); never expose JPA entities directly; and since Spring Framework 6 use <code>ProblemDetail</code> for RFC 7807/9457 style error bodies.</p>`,
        },
        {
          question: "How does @Transactional work, and what are its common pitfalls?",
          answer: `<p>Spring implements <code>@Transactional</code> with <strong>AOP proxies</strong>. Other beans receive a proxy; when they call an annotated public method, the proxy opens a transaction (or joins an existing one according to the <strong>propagation</strong> setting, default <code>REQUIRED</code>), invokes the method, and commits or rolls back.</p>
<p>Common pitfalls:</p>
<ul>
<li><strong>Self-invocation</strong>: calling a <code>@Transactional</code> method from another method of the same class bypasses the proxy, so no new transaction behavior applies. Move the method to another bean.</li>
<li><strong>Checked exceptions do not roll back</strong> by default; only <code>RuntimeException</code> and <code>Error</code> do. Use <code>rollbackFor = Exception.class</code> if needed.</li>
<li><strong>Swallowed exceptions</strong>: catching the exception inside the method means the proxy never sees it and commits.</li>
<li><strong>Method visibility</strong>: with the default proxy mode, the annotation is ignored on private methods (and, before Spring Framework 6, on protected and package-private ones too); put it on public methods.</li>
<li><strong>Long transactions</strong> that include remote HTTP calls hold database connections and locks; keep them short.</li>
</ul>
<p>Use <code>@Transactional(readOnly = true)</code> for queries, which lets Hibernate skip dirty checking, and <code>REQUIRES_NEW</code> when something, such as an audit log entry, must commit independently of the outer transaction.</p>`,
        },
        {
          question: "How do profiles and externalized configuration work in Spring Boot?",
          answer: `<p>Spring Boot reads configuration from many sources with a defined precedence: command-line arguments and environment variables override profile-specific files, which override <code>application.properties</code> or <code>application.yml</code>. The same JAR can therefore run in every environment, with settings supplied from outside. Environment variables map through relaxed binding, for example <code>SPRING_DATASOURCE_URL</code> sets <code>spring.datasource.url</code>.</p>
<p><strong>Profiles</strong> group environment-specific settings and beans. Activate them with <code>spring.profiles.active=prod</code>; Boot then also loads <code>application-prod.yml</code>, and beans marked <code>@Profile("prod")</code> are created.</p>
<p>For structured, type-safe settings, bind a prefix to a class with <code>@ConfigurationProperties</code>:</p>
<pre><code class="language-java">@ConfigurationProperties(prefix = "payment")
@Validated
public record PaymentProperties(
        @NotBlank String apiUrl,
        Duration timeout,
        int maxRetries) {}

// Enable with @ConfigurationPropertiesScan on the application class</code></pre>
<pre><code class="language-bash">java -jar shop.jar --spring.profiles.active=prod --payment.timeout=5s</code></pre>
<p>Prefer this over scattering <code>@Value</code> annotations. Never commit secrets to property files; inject them through environment variables or a secrets manager such as Vault or AWS Secrets Manager.</p>`,
        },
        {
          question: "What is the N+1 query problem in Spring Data JPA, and how do you fix it?",
          answer: `<p>The N+1 problem happens when you load a list of N entities with one query and then access a lazy association on each one, which triggers one extra query per entity. Loading 100 orders and reading <code>order.getCustomer().getName()</code> can issue 101 SQL statements and destroy performance.</p>
<p>Detect it by enabling SQL logging or Hibernate statistics in tests. Fixes:</p>
<ul>
<li><strong>Fetch join</strong> in JPQL to load the association in the same query.</li>
<li><strong>@EntityGraph</strong> on a repository method to declare which associations to fetch.</li>
<li><strong>Batch fetching</strong>: <code>hibernate.default_batch_fetch_size</code> loads lazy associations in groups with <code>IN</code> clauses.</li>
<li><strong>DTO projections</strong> that select only the columns a screen needs.</li>
</ul>
<pre><code class="language-java">public interface OrderRepository extends JpaRepository&lt;Order, Long&gt; {

    @Query("select o from Order o join fetch o.customer where o.status = :status")
    List&lt;Order&gt; findWithCustomer(@Param("status") Status status);

    @EntityGraph(attributePaths = {"customer", "items"})
    List&lt;Order&gt; findByCreatedAtAfter(Instant since);
}</code></pre>
<p>Do not "fix" it by making associations <code>EAGER</code>: that causes extra queries everywhere. Be careful fetch-joining collections together with pagination, because Hibernate then paginates in memory.</p>`,
        },
        {
          question: "What is Spring Boot Actuator, and how do you use it safely in production?",
          answer: `<p><strong>Actuator</strong> (<code>spring-boot-starter-actuator</code>) adds production-ready endpoints for monitoring and managing an application:</p>
<ul>
<li><code>/actuator/health</code>: aggregated status of the app and its dependencies (database, disk space, message broker). It also exposes <strong>liveness</strong> and <strong>readiness</strong> groups that map to Kubernetes probes.</li>
<li><code>/actuator/metrics</code> and <code>/actuator/prometheus</code>: JVM, HTTP and custom metrics through <strong>Micrometer</strong>, which can export to Prometheus, Datadog, CloudWatch and others.</li>
<li><code>info</code>, <code>env</code>, <code>loggers</code> (change log levels at runtime), <code>threaddump</code>, <code>heapdump</code> and more.</li>
</ul>
<p>Security practices:</p>
<ul>
<li>By default only <code>health</code> is exposed over HTTP. Expose others explicitly with <code>management.endpoints.web.exposure.include</code> and keep the list short.</li>
<li>Endpoints such as <code>env</code>, <code>heapdump</code> and <code>configprops</code> can reveal secrets; protect them with Spring Security roles or do not expose them.</li>
<li>Run the management endpoints on a separate port (<code>management.server.port</code>) that is reachable only from the internal network.</li>
<li>Control detail with <code>management.endpoint.health.show-details=when-authorized</code>.</li>
</ul>
<p>Add custom health indicators for critical downstream services and custom metrics for business events, such as orders placed.</p>`,
        },
      ],
    },
  ],
};
