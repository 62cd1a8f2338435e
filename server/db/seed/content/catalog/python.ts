import type { SeedMainCategory } from "./types.ts";

export const category: SeedMainCategory = {
  name: "Python",
  slug: "python",
  description: `<p>Python is one of the most in-demand languages for US tech jobs, used for back-end web development, automation, data engineering, data science and machine learning. Interviews test both language knowledge and problem solving, often with live coding in Python.</p>
<p>These question sets cover Python fundamentals, data structures and algorithms, the Django web framework and data analysis with pandas, from entry-level questions to topics senior engineers are expected to explain in depth.</p>`,
  metaTitle: "Python Interview Questions and Answers",
  metaDescription:
    "Python interview questions with answers: language basics, data structures and algorithms, Django and pandas for data analysis.",
  metaKeywords:
    "python interview questions, python basics, python algorithms, django interview, pandas interview, python developer jobs",
  children: [
    {
      name: "Python Basics",
      slug: "python-basics-interview-questions",
      description: `<p>Python basics questions check that you understand how the language really works beneath its friendly syntax: mutability, object identity, function arguments, decorators, generators, context managers and memory management.</p>
<p>Interviewers use them to find candidates who can predict what code does, avoid classic traps such as mutable default arguments, and explain trade-offs such as the Global Interpreter Lock.</p>
<p>These questions appear in screens for back-end, data, QA automation and DevOps roles.</p>`,
      metaTitle: "Python Basics Interview Questions",
      metaDescription:
        "Core Python interview questions: mutability, *args and **kwargs, decorators, generators, the GIL, copying and context managers.",
      metaKeywords:
        "python basics interview questions, python decorators, python generators, gil, mutable default argument, deep copy, context manager",
      questions: [
        {
          question:
            "What is the difference between mutable and immutable types, and why are mutable default arguments dangerous?",
          answer: `<p><strong>Immutable</strong> objects cannot change after creation: <code>int</code>, <code>float</code>, <code>str</code>, <code>tuple</code>, <code>frozenset</code>, <code>bytes</code>. "Modifying" them creates a new object. <strong>Mutable</strong> objects can change in place: <code>list</code>, <code>dict</code>, <code>set</code>, <code>bytearray</code> and most user-defined objects. Only immutable (more precisely, hashable) objects can be dictionary keys or set members.</p>
<p>Default argument values are evaluated <strong>once</strong>, when the <code>def</code> statement runs, not on every call. A mutable default is therefore shared by all calls:</p>
<pre><code class="language-python">def add_item(item, items=[]):      # bug
    items.append(item)
    return items

add_item("a")   # ['a']
add_item("b")   # ['a', 'b']  the same list again

def add_item(item, items=None):    # fix
    if items is None:
        items = []
    items.append(item)
    return items</code></pre>
<p>Use <code>None</code> as a sentinel and create the object inside the function. Linters such as Ruff and Pylint flag this pattern.</p>`,
        },
        {
          question: "What is the difference between a list and a tuple?",
          answer: `<ul>
<li><strong>Mutability</strong>: lists are mutable (append, remove, sort in place); tuples are immutable.</li>
<li><strong>Hashability</strong>: a tuple whose elements are all hashable can be a dictionary key or set element, for example <code>(lat, lon)</code>; a list never can.</li>
<li><strong>Intent</strong>: by convention, lists hold a variable number of items of the same kind, while tuples hold a fixed structure where position has meaning, like a record: <code>("Alice", 34, "NYC")</code>.</li>
<li><strong>Performance</strong>: tuples are slightly smaller in memory and faster to create; constant tuples can be folded by the compiler.</li>
<li><strong>API</strong>: tuples only have <code>count()</code> and <code>index()</code>.</li>
</ul>
<p>Note that a tuple's immutability is shallow: <code>t = ([1], 2)</code> cannot be reassigned element by element, but <code>t[0].append(3)</code> works, and such a tuple is not hashable.</p>
<p>For readable records, <code>collections.namedtuple</code> or <code>typing.NamedTuple</code> gives named fields on top of a tuple, and <code>dataclasses</code> are the usual choice when you need a mutable record with methods.</p>`,
        },
        {
          question: "What are *args and **kwargs?",
          answer: `<p>They let a function accept a variable number of arguments:</p>
<ul>
<li><code>*args</code> collects extra <strong>positional</strong> arguments into a tuple.</li>
<li><code>**kwargs</code> collects extra <strong>keyword</strong> arguments into a dict.</li>
</ul>
<p>The names are only a convention; the <code>*</code> and <code>**</code> do the work. The same operators unpack sequences and mappings at the call site.</p>
<pre><code class="language-python">def log(level, *args, sep=" ", **kwargs):
    message = sep.join(str(a) for a in args)
    print(f"[{level}] {message}", kwargs)

log("INFO", "user", 42, "logged in", ip="10.0.0.1")
# [INFO] user 42 logged in {'ip': '10.0.0.1'}

params = {"sep": "-", "request_id": "abc"}
log("DEBUG", *["a", "b"], **params)
# [DEBUG] a-b {'request_id': 'abc'}</code></pre>
<p>Parameter order is: regular positional, <code>*args</code>, keyword-only parameters, then <code>**kwargs</code>. A bare <code>*</code> makes all following parameters keyword-only, and <code>/</code> (since Python 3.8) makes preceding ones positional-only. They are widely used in decorators and wrappers to forward arguments unchanged with <code>func(*args, **kwargs)</code>.</p>`,
        },
        {
          question: "What is a decorator in Python, and how do you write one?",
          answer: `<p>A decorator is a callable that takes a function (or class) and returns a replacement, usually a wrapper that adds behavior before or after the original call. The <code>@decorator</code> syntax is shorthand for <code>func = decorator(func)</code>. This works because functions are first-class objects and closures can capture the original function.</p>
<pre><code class="language-python">import functools
import time

def timed(func):
    @functools.wraps(func)          # keep __name__, __doc__, etc.
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        try:
            return func(*args, **kwargs)
        finally:
            elapsed = time.perf_counter() - start
            print(f"{func.__name__} took {elapsed:.3f}s")
    return wrapper

@timed
def load_report(day):
    ...</code></pre>
<p>A decorator that takes arguments, like <code>@retry(times=3)</code>, needs one more level: a function that returns the actual decorator.</p>
<p>Typical uses are logging, timing, caching (<code>functools.lru_cache</code>), access control, retries and registration (Flask's <code>@app.route</code>). Built-in examples include <code>@property</code>, <code>@staticmethod</code> and <code>@classmethod</code>. Always use <code>functools.wraps</code> so debugging and introspection still show the original function.</p>`,
        },
        {
          question: "What are generators, and how do they differ from list comprehensions?",
          answer: `<p>A <strong>generator</strong> produces values lazily, one at a time, instead of building a whole collection in memory. A function that contains <code>yield</code> returns a generator object; each <code>next()</code> call runs the function until the next <code>yield</code>, then pauses and keeps its local state.</p>
<pre><code class="language-python">def read_large_file(path):
    with open(path) as f:
        for line in f:
            yield line.rstrip("\n")

squares_list = [n * n for n in range(10_000_000)]  # builds the whole list in memory
squares_gen = (n * n for n in range(10_000_000))   # tiny object, values on demand

total = sum(n * n for n in range(10_000_000))      # no intermediate list</code></pre>
<p>Differences from a list comprehension:</p>
<ul>
<li><strong>Memory</strong>: O(1) instead of O(n), so generators can handle huge or infinite streams.</li>
<li><strong>Single pass</strong>: a generator is exhausted after one iteration, and it has no <code>len()</code> or indexing.</li>
<li><strong>Laziness</strong>: work happens only when values are consumed, which enables pipelines of transformations.</li>
</ul>
<p>Use a list when you need to reuse, index or count the results; use a generator for streaming, large data and pipelines. <code>yield from</code> delegates to a sub-generator, and the <code>itertools</code> module offers many lazy building blocks.</p>`,
        },
        {
          question: "What is the Global Interpreter Lock (GIL), and how does it affect multithreading?",
          answer: `<p>The <strong>GIL</strong> is a mutex in CPython, the standard interpreter, that allows only one thread to execute Python bytecode at a time. It simplifies memory management, because reference counts do not need fine-grained locking, and it makes single-threaded code and C extensions simpler and fast.</p>
<p>Consequences:</p>
<ul>
<li><strong>CPU-bound</strong> pure-Python code does not run faster with threads, because threads take turns holding the GIL.</li>
<li><strong>I/O-bound</strong> code benefits from threads: the GIL is released while a thread waits on network, disk or <code>time.sleep()</code>.</li>
<li>Many C extensions, such as NumPy, release the GIL during heavy computations, so they can run in parallel.</li>
</ul>
<p>Options for real parallelism on CPU-bound work: <code>multiprocessing</code> or <code>concurrent.futures.ProcessPoolExecutor</code> (separate processes, each with its own GIL), vectorized libraries, or native extensions. For high-concurrency I/O, <code>asyncio</code> is another option.</p>
<p>The GIL does not make your code thread-safe: operations such as <code>counter += 1</code> are several bytecodes and can still interleave, so use <code>threading.Lock</code>. CPython 3.13 introduced an experimental free-threaded build without the GIL (PEP 703); since Python 3.14 that build is officially supported, but it is still a separate, optional build (the default interpreter keeps the GIL) and C extensions must be rebuilt and declared safe for it.</p>`,
        },
        {
          question: "How does Python manage memory?",
          answer: `<p>CPython uses two mechanisms together:</p>
<ul>
<li><strong>Reference counting</strong>: every object stores how many references point to it. When the count drops to zero, for example when a variable goes out of scope or is reassigned, the object is freed immediately. This makes cleanup deterministic, which is why files are usually closed right away when the last reference disappears. You can inspect the count with <code>sys.getrefcount()</code>.</li>
<li><strong>Cyclic garbage collector</strong>: reference counting cannot free reference cycles, for example two objects that refer to each other, or an object that refers to itself. The <code>gc</code> module periodically finds unreachable cycles using generations: new container objects are checked often, and survivors are checked less often.</li>
</ul>
<p>Underneath, CPython uses a private heap with a specialized allocator (pymalloc) for small objects, and it caches some immutable objects such as small integers from -5 to 256 and many interned strings.</p>
<p>Practical points for interviews: memory leaks still happen when objects stay referenced, for example in global caches, closures or unbounded <code>lru_cache</code>; <code>weakref</code> allows references that do not keep objects alive; <code>tracemalloc</code> helps find where memory is allocated; and <code>__slots__</code> reduces per-instance memory for classes with many instances.</p>`,
        },
        {
          question: "What is the difference between is and == in Python?",
          answer: `<p><code>==</code> checks <strong>equality of value</strong> by calling <code>__eq__</code>. <code>is</code> checks <strong>identity</strong>: whether both names refer to the very same object, that is, <code>id(a) == id(b)</code>.</p>
<pre><code class="language-python">a = [1, 2, 3]
b = [1, 2, 3]
c = a

a == b   # True: same contents
a is b   # False: two different list objects
a is c   # True: same object

x = None
if x is None:   # correct way to test for None
    ...</code></pre>
<p>Rules of thumb:</p>
<ul>
<li>Use <code>is</code> only for singletons: <code>None</code>, <code>True</code>/<code>False</code>, and sentinel objects you created yourself. PEP 8 recommends <code>is None</code> because a class could override <code>__eq__</code> in surprising ways.</li>
<li>Use <code>==</code> for comparing numbers, strings and collections.</li>
</ul>
<p>A classic trap: <code>256 is 256</code> may be <code>True</code> while larger integers or computed strings give <code>False</code>, because CPython caches small integers and interns some strings. That is an implementation detail, and since Python 3.8 the compiler emits a <code>SyntaxWarning</code> when you use <code>is</code> with a literal.</p>`,
        },
        {
          question: "What is the difference between a shallow copy and a deep copy?",
          answer: `<p>Assignment (<code>b = a</code>) never copies anything; it binds a second name to the same object.</p>
<ul>
<li>A <strong>shallow copy</strong> creates a new outer container but fills it with references to the same inner objects. Made by <code>copy.copy()</code>, <code>list(a)</code>, <code>a[:]</code>, <code>a.copy()</code> or <code>{**d}</code>.</li>
<li>A <strong>deep copy</strong> recursively copies the container and every object inside it, so the result shares nothing mutable with the original. Made by <code>copy.deepcopy()</code>, which also handles reference cycles.</li>
</ul>
<pre><code class="language-python">import copy

matrix = [[1, 2], [3, 4]]
shallow = copy.copy(matrix)
deep = copy.deepcopy(matrix)

matrix[0].append(99)

print(shallow)  # [[1, 2, 99], [3, 4]]  inner list is shared
print(deep)     # [[1, 2], [3, 4]]      fully independent</code></pre>
<p>Deep copies are slower and use more memory, so use them only when nested data must be fully independent, for example before mutating a configuration template. Classes can customize the behavior with <code>__copy__</code> and <code>__deepcopy__</code>. Another common trap is <code>[[0] * 3] * 3</code>, which creates three references to one inner list; use <code>[[0] * 3 for _ in range(3)]</code>.</p>`,
        },
        {
          question: "What is a context manager, and how does the with statement work?",
          answer: `<p>A <strong>context manager</strong> sets up a resource and guarantees its cleanup, even if an exception occurs. The <code>with</code> statement calls the object's <code>__enter__()</code> method at the start (its return value is bound by <code>as</code>) and <code>__exit__(exc_type, exc, tb)</code> at the end. If <code>__exit__</code> returns a true value, the exception is suppressed.</p>
<p>Typical uses: files, locks, database transactions and connections, temporary directories, and timing code.</p>
<pre><code class="language-python">from contextlib import contextmanager
import time

class Timer:
    def __enter__(self):
        self.start = time.perf_counter()
        return self

    def __exit__(self, exc_type, exc, tb):
        self.elapsed = time.perf_counter() - self.start
        return False  # do not swallow exceptions

@contextmanager
def transaction(conn):
    try:
        yield conn
        conn.commit()
    except Exception:
        conn.rollback()
        raise

with Timer() as t, transaction(db) as conn:
    conn.execute("UPDATE accounts SET balance = balance - 10 WHERE id = 1")
print(t.elapsed)</code></pre>
<p><code>contextlib.contextmanager</code> turns a generator into a context manager: code before <code>yield</code> is setup and code after it is teardown. For async code use <code>async with</code> and <code>__aenter__</code>/<code>__aexit__</code>.</p>`,
        },
      ],
    },
    {
      name: "Python Data Structures & Algorithms",
      slug: "python-data-structures-algorithms-interview-questions",
      description: `<p>Coding interviews at US companies, from startups to big tech, usually include one or more data structures and algorithms problems, and Python is the most popular language to solve them in because it is concise.</p>
<p>This section covers the complexity of built-in types, how dictionaries work, the standard library tools that save time in interviews (<code>collections</code>, <code>heapq</code>, <code>bisect</code>, <code>functools</code>) and classic patterns such as hash maps, two pointers, BFS and dynamic programming.</p>
<p>Interviewers look for a working solution, a clear explanation of time and space complexity and clean, idiomatic code.</p>`,
      metaTitle: "Python Data Structures & Algorithms Questions",
      metaDescription:
        "Python coding interview questions: Big-O of built-ins, dict internals, heapq, bisect, collections, BFS, linked lists and dynamic programming.",
      metaKeywords:
        "python data structures interview, python algorithms, coding interview python, big o, heapq, bisect, dynamic programming, bfs",
      questions: [
        {
          question: "What is the time complexity of common list, dict and set operations in Python?",
          answer: `<p>Knowing these avoids accidental O(n²) solutions:</p>
<ul>
<li><strong>list</strong> (dynamic array): index access and assignment O(1); <code>append</code> and <code>pop()</code> from the end amortized O(1); <code>insert(0, x)</code>, <code>pop(0)</code> and <code>remove(x)</code> O(n); <code>x in lst</code> O(n); slicing O(k) for k elements; <code>sort()</code> O(n log n).</li>
<li><strong>dict</strong> (hash table): get, set, delete and <code>key in d</code> average O(1), worst case O(n) with pathological collisions; iteration O(n).</li>
<li><strong>set</strong>: add, remove and membership average O(1); union O(len(a) + len(b)); intersection O(min(len(a), len(b))) on average.</li>
<li><strong>collections.deque</strong>: <code>append</code>, <code>appendleft</code>, <code>pop</code>, <code>popleft</code> all O(1), but indexing in the middle is O(n).</li>
<li><strong>str</strong>: immutable, so building a string with <code>+=</code> in a loop can be O(n²); use <code>"".join(parts)</code>.</li>
</ul>
<p>The most common interview mistake is using a list for membership checks inside a loop. Converting it to a set first turns an O(n·m) algorithm into O(n + m). Another is using <code>list.pop(0)</code> as a queue in BFS; use <code>deque.popleft()</code>.</p>`,
        },
        {
          question: "How is a Python dict implemented, and what makes a good key?",
          answer: `<p>A <code>dict</code> is a <strong>hash table</strong> with open addressing. CPython stores entries in a compact, insertion-ordered array of <code>(hash, key, value)</code> and keeps a separate sparse index table of slots pointing into it. To look up a key, Python computes <code>hash(key)</code>, probes index slots until it finds an entry whose hash matches and whose key is equal (<code>is</code> or <code>==</code>), or hits an empty slot.</p>
<p>The table is resized when it becomes about two-thirds full, so average lookup, insert and delete are O(1). Since Python 3.7, preserving <strong>insertion order</strong> is a language guarantee (it was an implementation detail of CPython 3.6).</p>
<p>A valid key must be <strong>hashable</strong>: it needs a <code>__hash__</code> that never changes during its lifetime and an <code>__eq__</code> consistent with it (equal objects must have equal hashes). Strings, numbers, tuples of hashables and frozensets qualify; lists, dicts and sets do not. User classes are hashable by identity unless you override <code>__eq__</code>, which sets <code>__hash__</code> to <code>None</code> unless you define it. A frozen dataclass is an easy way to get a correct value-based key.</p>
<p>String hashes are randomized per process (hash seed) to protect against collision-based denial-of-service attacks, so never persist <code>hash()</code> values.</p>`,
        },
        {
          question: "How do you solve the Two Sum problem efficiently in Python?",
          answer: `<p>Problem: given a list of integers and a target, return the indices of two numbers that add up to the target.</p>
<p>The brute-force solution checks every pair in O(n²). The optimal approach makes one pass with a dictionary that maps each value seen so far to its index. For each number, the needed complement is <code>target - num</code>; if it is already in the dictionary, we have the answer.</p>
<pre><code class="language-python">def two_sum(nums: list[int], target: int) -&gt; tuple[int, int] | None:
    seen: dict[int, int] = {}
    for i, num in enumerate(nums):
        complement = target - num
        if complement in seen:
            return seen[complement], i
        seen[num] = i
    return None

print(two_sum([2, 7, 11, 15], 9))  # (0, 1)</code></pre>
<p>Complexity: O(n) time and O(n) space. Checking before inserting ensures an element is not paired with itself, and duplicates like <code>[3, 3]</code> with target 6 work correctly.</p>
<p>Good follow-ups to discuss: if the input is <strong>sorted</strong>, use two pointers from both ends for O(1) extra space; if you need all unique pairs, use a set of seen values and a set of results; and 3Sum is usually solved by sorting and running two pointers for each element, in O(n²).</p>`,
        },
        {
          question:
            "How do Counter, defaultdict and deque from the collections module help in coding interviews?",
          answer: `<ul>
<li><strong>Counter</strong>: a dict subclass for counting hashable items. <code>most_common(k)</code> returns the top k, and counters support arithmetic (<code>+</code>, <code>-</code>, <code>&amp;</code>, <code>|</code>).</li>
<li><strong>defaultdict</strong>: creates a default value for missing keys, which removes "if key not in dict" boilerplate when grouping or building adjacency lists.</li>
<li><strong>deque</strong>: a double-ended queue with O(1) appends and pops at both ends. Use it for BFS queues and sliding windows; <code>deque(maxlen=n)</code> keeps only the last n items.</li>
</ul>
<pre><code class="language-python">from collections import Counter, defaultdict, deque

# Are two words anagrams?
Counter("listen") == Counter("silent")          # True

# Group words by their sorted letters
groups = defaultdict(list)
for word in ["eat", "tea", "tan", "ate", "nat"]:
    groups["".join(sorted(word))].append(word)
# {'aet': ['eat', 'tea', 'ate'], 'ant': ['tan', 'nat']}

# Last 3 events only
recent = deque(maxlen=3)
for event in range(5):
    recent.append(event)
print(recent)                                   # deque([2, 3, 4], maxlen=3)</code></pre>
<p>Using these idiomatically shows interviewers you know the standard library and lets you spend time on the algorithm rather than on bookkeeping.</p>`,
        },
        {
          question: "How do you find the k largest elements in a list using heapq?",
          answer: `<p>Python's <code>heapq</code> module implements a binary <strong>min-heap</strong> on top of a regular list: <code>heappush</code> and <code>heappop</code> are O(log n), and <code>heap[0]</code> is always the smallest item.</p>
<p>To find the k largest elements of n items, keep a min-heap of size k. The smallest of the current top k sits at the root; every new element larger than it replaces it. This takes O(n log k) time and O(k) space, which beats sorting (O(n log n)) when k is small, and it works on streams.</p>
<pre><code class="language-python">import heapq

def top_k(nums, k):
    heap = []
    for num in nums:
        if len(heap) &lt; k:
            heapq.heappush(heap, num)
        elif num &gt; heap[0]:
            heapq.heapreplace(heap, num)   # pop smallest, push num
    return sorted(heap, reverse=True)

print(top_k([5, 1, 9, 3, 7, 8], 3))        # [9, 8, 7]
print(heapq.nlargest(3, [5, 1, 9, 3, 7, 8]))  # same, built in</code></pre>
<p>For a max-heap, the classic trick is to push negated values, or tuples like <code>(-priority, item)</code>; Python 3.14 also added public <code>heappush_max</code> and <code>heappop_max</code> functions. When items might compare equal, add a counter as a tie-breaker, <code>(priority, count, item)</code>, so Python never has to compare the items themselves.</p>`,
        },
        {
          question: "How does binary search work, and how do you use the bisect module?",
          answer: `<p>Binary search finds a value in a <strong>sorted</strong> sequence by repeatedly halving the search range, so it runs in O(log n). It is also a general technique: "find the smallest x for which a monotonic condition becomes true".</p>
<pre><code class="language-python">def binary_search(arr, target):
    lo, hi = 0, len(arr) - 1
    while lo &lt;= hi:
        mid = (lo + hi) // 2
        if arr[mid] == target:
            return mid
        if arr[mid] &lt; target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1</code></pre>
<p>The standard library module <code>bisect</code> gives tested building blocks:</p>
<ul>
<li><code>bisect_left(a, x)</code>: the first index where <code>x</code> could be inserted to keep order (the index of the first element &gt;= x).</li>
<li><code>bisect_right(a, x)</code>: the index after any existing entries equal to <code>x</code>.</li>
<li><code>insort(a, x)</code>: inserts while keeping the list sorted (the search is O(log n), but the insert is O(n)).</li>
</ul>
<pre><code class="language-python">from bisect import bisect_left, bisect_right
scores = [10, 20, 20, 20, 30]
bisect_right(scores, 20) - bisect_left(scores, 20)   # 3 occurrences of 20</code></pre>
<p>Since Python 3.10, the functions accept a <code>key</code> argument. Off-by-one errors in loop bounds are the usual bug, so state your invariant out loud in interviews.</p>`,
        },
        {
          question: "How do you reverse a singly linked list in Python?",
          answer: `<p>Walk the list once and turn each node's <code>next</code> pointer around. You need three references: the previous node, the current node and the next node (saved before you overwrite the pointer).</p>
<pre><code class="language-python">class ListNode:
    def __init__(self, val, next=None):
        self.val = val
        self.next = next

def reverse_list(head: ListNode | None) -&gt; ListNode | None:
    prev = None
    curr = head
    while curr:
        nxt = curr.next      # remember the rest of the list
        curr.next = prev     # reverse the pointer
        prev = curr          # move prev forward
        curr = nxt           # move curr forward
    return prev              # new head

# Recursive version: O(n) stack space
def reverse_recursive(head):
    if head is None or head.next is None:
        return head
    new_head = reverse_recursive(head.next)
    head.next.next = head
    head.next = None
    return new_head</code></pre>
<p>The iterative version runs in O(n) time and O(1) extra space. The recursive version is also O(n) time but uses O(n) call-stack space, and Python's default recursion limit of about 1,000 frames makes it fail on long lists, so prefer the iterative version in Python.</p>
<p>Interviewers often follow up with reversing a sub-range, reversing in groups of k, or detecting a cycle with Floyd's slow and fast pointers.</p>`,
        },
        {
          question: "How do you use memoization and dynamic programming in Python?",
          answer: `<p><strong>Dynamic programming</strong> solves problems with overlapping subproblems and optimal substructure by solving each subproblem once and reusing the result. There are two styles:</p>
<ul>
<li><strong>Top-down (memoization)</strong>: write the natural recursion and cache results. In Python, <code>functools.cache</code> (3.9+) or <code>functools.lru_cache</code> does this with one decorator.</li>
<li><strong>Bottom-up (tabulation)</strong>: fill a table iteratively from the smallest subproblems. It avoids recursion depth limits and often allows space optimization.</li>
</ul>
<pre><code class="language-python">from functools import cache

# Number of ways to climb n stairs taking 1 or 2 steps
@cache
def climb(n: int) -&gt; int:
    if n &lt;= 1:
        return 1
    return climb(n - 1) + climb(n - 2)

# Coin change: fewest coins to make amount (bottom-up)
def coin_change(coins: list[int], amount: int) -&gt; int:
    dp = [0] + [float("inf")] * amount
    for a in range(1, amount + 1):
        for c in coins:
            if c &lt;= a:
                dp[a] = min(dp[a], dp[a - c] + 1)
    return dp[amount] if dp[amount] != float("inf") else -1</code></pre>
<p>Without memoization, <code>climb</code> is O(2ⁿ); with it, O(n). In interviews, define the state and the recurrence first, then the base cases, then the iteration order. Cached arguments must be hashable.</p>`,
        },
        {
          question: "How does sorting work in Python, and how do you sort by custom criteria?",
          answer: `<p>Python uses <strong>Timsort</strong> (CPython 3.11 and later use a refined variant called Powersort for merging), a hybrid of merge sort and insertion sort that detects already sorted runs. It is O(n log n) in the worst case, O(n) on nearly sorted data, and it is <strong>stable</strong>: elements that compare equal keep their original relative order.</p>
<p><code>list.sort()</code> sorts in place and returns <code>None</code>; <code>sorted(iterable)</code> returns a new list from any iterable. Both accept <code>key</code> and <code>reverse</code>.</p>
<pre><code class="language-python">from operator import attrgetter

employees = [
    {"name": "Ann", "dept": "IT", "salary": 120_000},
    {"name": "Bob", "dept": "HR", "salary": 90_000},
    {"name": "Cid", "dept": "IT", "salary": 135_000},
]

# Department ascending, salary descending: use a tuple key
by_dept = sorted(employees, key=lambda e: (e["dept"], -e["salary"]))

# Stability lets you sort in passes: secondary key first, primary key last
employees.sort(key=lambda e: e["name"])
employees.sort(key=lambda e: e["dept"])

# For objects: people.sort(key=attrgetter("last_name", "first_name"))</code></pre>
<p>The <code>key</code> function is called once per element, which is faster than a comparison function. If you truly need pairwise comparison logic, wrap it with <code>functools.cmp_to_key</code>.</p>`,
        },
        {
          question: "How do you find the shortest path in an unweighted graph in Python?",
          answer: `<p>Use <strong>breadth-first search (BFS)</strong>. BFS explores nodes in order of distance from the start, so the first time it reaches a node, it has found a shortest path in terms of number of edges. Use a <code>deque</code> as the queue and mark nodes visited when you enqueue them, not when you dequeue them, to avoid adding duplicates.</p>
<pre><code class="language-python">from collections import deque

def shortest_path(graph: dict[str, list[str]], start: str, goal: str) -&gt; list[str] | None:
    queue = deque([start])
    parent = {start: None}            # doubles as the visited set
    while queue:
        node = queue.popleft()
        if node == goal:
            path = []
            while node is not None:
                path.append(node)
                node = parent[node]
            return path[::-1]
        for neighbor in graph.get(node, []):
            if neighbor not in parent:
                parent[neighbor] = node
                queue.append(neighbor)
    return None

graph = {"A": ["B", "C"], "B": ["D"], "C": ["D", "E"], "D": ["F"], "E": ["F"]}
print(shortest_path(graph, "A", "F"))   # ['A', 'B', 'D', 'F']</code></pre>
<p>Complexity is O(V + E) time and O(V) space. The same pattern applies to grids, where neighbors are the four adjacent cells. For <strong>weighted</strong> graphs with non-negative weights use Dijkstra's algorithm with <code>heapq</code>; DFS does not guarantee shortest paths.</p>`,
        },
      ],
    },
    {
      name: "Django",
      slug: "django-interview-questions",
      description: `<p>Django is a batteries-included Python web framework used by many US companies for web applications and APIs, often together with Django REST Framework. Interviews test whether you understand the request cycle, the ORM and how to build secure, efficient applications.</p>
<p>Expect questions on the MTV architecture, models and migrations, QuerySet behavior, query optimization with <code>select_related</code> and <code>prefetch_related</code>, middleware, security protections, signals, transactions and REST APIs.</p>
<p>Senior candidates are expected to diagnose ORM performance problems and explain how they structure large Django projects.</p>`,
      metaTitle: "Django Interview Questions and Answers",
      metaDescription:
        "Django interview questions: MTV, ORM and QuerySets, migrations, select_related vs prefetch_related, middleware, security, DRF and transactions.",
      metaKeywords:
        "django interview questions, django orm, select_related, prefetch_related, django rest framework, django middleware, django migrations",
      questions: [
        {
          question: "Explain Django's MTV architecture and the request-response cycle.",
          answer: `<p>Django follows the <strong>Model-Template-View</strong> pattern, its version of MVC:</p>
<ul>
<li><strong>Model</strong>: Python classes that define data and business rules, mapped to database tables by the ORM.</li>
<li><strong>Template</strong>: the presentation layer, HTML with the Django template language.</li>
<li><strong>View</strong>: a function or class that receives a request, uses models and returns a response. It plays the role of the MVC controller, while Django's URL dispatcher and framework act as the "controller" plumbing.</li>
</ul>
<p>The request cycle:</p>
<ol>
<li>The WSGI or ASGI server (for example Gunicorn or Uvicorn) passes the HTTP request to Django, which builds an <code>HttpRequest</code>.</li>
<li>The request passes through the <strong>middleware</strong> stack, top to bottom (sessions, authentication, CSRF and so on).</li>
<li>The URL resolver matches the path against <code>urlpatterns</code> and calls the view with captured arguments.</li>
<li>The view queries models, renders a template or serializes data, and returns an <code>HttpResponse</code>.</li>
<li>The response passes back through middleware in reverse order and is sent to the client.</li>
</ol>
<p>Exceptions raised along the way are handled by middleware or turned into 404 or 500 responses.</p>`,
        },
        {
          question: "What are Django migrations, and how do you manage them in a team?",
          answer: `<p>Migrations are versioned Python files that describe changes to the database schema. <code>makemigrations</code> compares your models with the last migration state and generates new files; <code>migrate</code> applies unapplied migrations and records them in the <code>django_migrations</code> table. They are the source of truth for schema history and must be committed to version control.</p>
<pre><code class="language-bash">python manage.py makemigrations orders
python manage.py sqlmigrate orders 0005   # show the SQL before applying
python manage.py migrate
python manage.py showmigrations</code></pre>
<p>Team practices:</p>
<ul>
<li>Review generated migrations in pull requests; never edit a migration that has already run in a shared environment, add a new one instead.</li>
<li>If two branches create migrations with the same parent, resolve the conflict with <code>makemigrations --merge</code> or by renumbering before merging.</li>
<li>Use <code>RunPython</code> data migrations for backfills, with a reverse function where possible, and use <code>apps.get_model()</code> instead of importing models directly.</li>
<li>For zero-downtime deploys, split risky changes: add nullable columns first, backfill, then add constraints; remove code that uses a column before dropping it.</li>
<li>Run <code>makemigrations --check</code> in CI to catch model changes without migrations.</li>
<li>Squash long migration histories with <code>squashmigrations</code>.</li>
</ul>`,
        },
        {
          question: "What is the difference between select_related and prefetch_related?",
          answer: `<p>Both solve the <strong>N+1 query problem</strong>, where accessing a related object inside a loop triggers one query per row.</p>
<ul>
<li><strong>select_related</strong> follows single-valued relationships, <code>ForeignKey</code> and <code>OneToOneField</code>, by adding a SQL <code>JOIN</code>, so everything comes back in <strong>one query</strong>.</li>
<li><strong>prefetch_related</strong> handles multi-valued relationships, <code>ManyToManyField</code> and reverse foreign keys, with a <strong>separate query</strong> per relation using <code>WHERE ... IN (...)</code>, then joins the results in Python.</li>
</ul>
<pre><code class="language-python">from django.db.models import Prefetch

# 1 query instead of 1 + N: book.author is joined
books = Book.objects.select_related("author", "publisher")

# 2 queries: authors, then all their books
authors = Author.objects.prefetch_related("books")

# Customize the prefetched queryset
authors = Author.objects.prefetch_related(
    Prefetch("books", queryset=Book.objects.filter(published=True).order_by("-year"))
)</code></pre>
<p>Joining large many-to-many relations would multiply rows, which is why prefetching uses separate queries. Note that calling <code>.filter()</code> on a prefetched relation inside the loop creates new queries; filter in a <code>Prefetch</code> object instead. Verify the query count with Django Debug Toolbar or <code>assertNumQueries</code> in tests.</p>`,
        },
        {
          question: "What is middleware in Django, and how do you write custom middleware?",
          answer: `<p>Middleware is a chain of hooks that wraps every request and response. Each middleware can inspect or modify the request before the view runs, short-circuit by returning a response early, and process the response on the way out. Django's built-in middleware handles security headers, sessions, authentication, CSRF protection and messages. Order in the <code>MIDDLEWARE</code> setting matters: requests pass top to bottom, responses bottom to top.</p>
<pre><code class="language-python">import time
import uuid
import logging

logger = logging.getLogger(__name__)

class RequestTimingMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response   # called once at startup

    def __call__(self, request):
        request.request_id = request.headers.get("X-Request-ID", str(uuid.uuid4()))
        start = time.perf_counter()

        response = self.get_response(request)   # the view and inner middleware

        elapsed_ms = (time.perf_counter() - start) * 1000
        response["X-Request-ID"] = request.request_id
        logger.info("%s %s %s %.1fms", request.method, request.path,
                    response.status_code, elapsed_ms)
        return response

# settings.py
# MIDDLEWARE = [..., "myproject.middleware.RequestTimingMiddleware"]</code></pre>
<p>Optional hooks include <code>process_view</code>, <code>process_exception</code> and <code>process_template_response</code>. Keep middleware light, because it runs on every request; put logic that applies only to some views in decorators or mixins.</p>`,
        },
        {
          question: "Why are Django QuerySets lazy, and what are F and Q expressions?",
          answer: `<p>A <strong>QuerySet</strong> does not hit the database when you create or chain it with <code>filter()</code>, <code>exclude()</code> or <code>order_by()</code>. It only runs SQL when evaluated: iteration, slicing with a step, <code>len()</code>, <code>list()</code>, <code>bool()</code> or printing. This lets you build queries step by step, and the results are cached on that QuerySet object. Use <code>exists()</code> and <code>count()</code> when you do not need the rows.</p>
<p><strong>F expressions</strong> refer to a column's value inside the database, so you can compare fields or update atomically without loading rows into Python and without race conditions.</p>
<p><strong>Q objects</strong> build complex conditions with <code>|</code> (OR), <code>&amp;</code> (AND) and <code>~</code> (NOT).</p>
<pre><code class="language-python">from django.db.models import F, Q

# Atomic increment executed as UPDATE ... SET views = views + 1
Article.objects.filter(pk=article_id).update(views=F("views") + 1)

# Compare two columns
overdue = Task.objects.filter(completed_at__gt=F("due_at"))

# OR and NOT
results = Product.objects.filter(
    Q(name__icontains="phone") | Q(category__slug="mobile"),
    ~Q(status="archived"),
)</code></pre>
<p>After <code>obj.field = F("field") + 1; obj.save()</code>, call <code>refresh_from_db()</code> to see the new value, because the attribute still holds the expression.</p>`,
        },
        {
          question: "How does Django protect against common web security vulnerabilities?",
          answer: `<ul>
<li><strong>SQL injection</strong>: the ORM uses parameterized queries. With raw SQL, pass parameters separately (<code>cursor.execute(sql, [value])</code>) and never format user input into the string.</li>
<li><strong>Cross-site scripting (XSS)</strong>: templates auto-escape variables. Avoid <code>|safe</code> and <code>mark_safe()</code> on user-provided content.</li>
<li><strong>Cross-site request forgery (CSRF)</strong>: <code>CsrfViewMiddleware</code> requires a secret token on unsafe methods (POST, PUT, DELETE); forms include <code>{% csrf_token %}</code>, and AJAX sends the <code>X-CSRFToken</code> header.</li>
<li><strong>Clickjacking</strong>: <code>XFrameOptionsMiddleware</code> sends <code>X-Frame-Options: DENY</code> by default.</li>
<li><strong>Passwords</strong>: stored as salted, slow hashes (PBKDF2 by default, Argon2 or bcrypt available), with password validators.</li>
<li><strong>Host header attacks</strong>: <code>ALLOWED_HOSTS</code> restricts accepted hosts.</li>
<li><strong>HTTPS and cookies</strong>: <code>SecurityMiddleware</code> supports HSTS and SSL redirects; set <code>SESSION_COOKIE_SECURE</code> and <code>CSRF_COOKIE_SECURE</code>.</li>
</ul>
<p>Operational rules matter too: <code>DEBUG = False</code> in production, a secret <code>SECRET_KEY</code> loaded from the environment, and running <code>python manage.py check --deploy</code> to list missing settings. Keep Django updated for security releases and check object-level permissions in views, because authentication alone does not stop users from accessing other users' records.</p>`,
        },
        {
          question: "What are Django signals, and when should you avoid them?",
          answer: `<p>Signals implement an observer pattern: senders notify receivers when something happens. Built-in signals include <code>pre_save</code>, <code>post_save</code>, <code>pre_delete</code>, <code>post_delete</code>, <code>m2m_changed</code>, <code>request_started</code> and <code>user_logged_in</code>.</p>
<pre><code class="language-python">from django.db.models.signals import post_save
from django.dispatch import receiver
from django.conf import settings

@receiver(post_save, sender=settings.AUTH_USER_MODEL)
def create_profile(sender, instance, created, **kwargs):
    if created:
        Profile.objects.create(user=instance)</code></pre>
<p>Receivers must be registered at startup, usually by importing the signals module in <code>AppConfig.ready()</code>.</p>
<p>When to avoid them:</p>
<ul>
<li><strong>Hidden control flow</strong>: saving a model silently triggers code elsewhere, which is hard to follow and debug.</li>
<li><strong>Not always fired</strong>: <code>QuerySet.update()</code>, <code>bulk_create()</code> and raw SQL do not send <code>pre_save</code>/<code>post_save</code>.</li>
<li><strong>Synchronous</strong>: receivers run in the same request and transaction, so slow work such as sending email blocks the response.</li>
</ul>
<p>Prefer explicit calls in a service function or an overridden <code>save()</code> for logic inside your own app. Signals are best for decoupling reusable apps, or reacting to models you do not own. For side effects, combine them with <code>transaction.on_commit()</code> and a task queue such as Celery.</p>`,
        },
        {
          question: "How do serializers and viewsets work in Django REST Framework?",
          answer: `<p><strong>Serializers</strong> convert model instances and querysets to native Python types for JSON output, and validate and convert incoming data back into objects. <code>ModelSerializer</code> generates fields and validators from the model. <strong>ViewSets</strong> group the standard actions (list, retrieve, create, update, partial update, destroy) in one class, and a <strong>router</strong> generates the URL patterns.</p>
<pre><code class="language-python">from rest_framework import serializers, viewsets, permissions
from rest_framework.routers import DefaultRouter

class ArticleSerializer(serializers.ModelSerializer):
    author = serializers.StringRelatedField(read_only=True)

    class Meta:
        model = Article
        fields = ["id", "title", "body", "author", "created_at"]
        read_only_fields = ["created_at"]

    def validate_title(self, value):
        if len(value) &lt; 5:
            raise serializers.ValidationError("Title is too short.")
        return value

class ArticleViewSet(viewsets.ModelViewSet):
    serializer_class = ArticleSerializer
    permission_classes = [permissions.IsAuthenticatedOrReadOnly]

    def get_queryset(self):
        return Article.objects.select_related("author").order_by("-created_at")

    def perform_create(self, serializer):
        serializer.save(author=self.request.user)

router = DefaultRouter()
router.register("articles", ArticleViewSet, basename="article")
urlpatterns = router.urls</code></pre>
<p>DRF also provides authentication classes, permissions, throttling, pagination and filtering. Use <code>select_related</code>/<code>prefetch_related</code> in <code>get_queryset</code>, because nested serializers easily cause N+1 queries.</p>`,
        },
        {
          question: "What are the pros and cons of class-based views versus function-based views?",
          answer: `<p><strong>Function-based views (FBVs)</strong> are plain functions that take a request and return a response.</p>
<ul>
<li>Pros: explicit and easy to read top to bottom; simple to decorate; no hidden behavior.</li>
<li>Cons: repetitive for common patterns; branching on <code>request.method</code> grows messy.</li>
</ul>
<p><strong>Class-based views (CBVs)</strong> are classes whose <code>as_view()</code> method produces a view function. Each HTTP method maps to a method such as <code>get()</code> or <code>post()</code>.</p>
<ul>
<li>Pros: reuse through inheritance and mixins (<code>LoginRequiredMixin</code>); Django's generic views (<code>ListView</code>, <code>DetailView</code>, <code>CreateView</code>, <code>UpdateView</code>) implement standard CRUD with very little code; you customize by overriding hooks such as <code>get_queryset()</code> or <code>form_valid()</code>.</li>
<li>Cons: the flow is spread across many parent classes and mixins, so you need to know the method resolution order to see what runs; deep hierarchies become hard to debug.</li>
</ul>
<p>A balanced answer: use generic CBVs when your view matches a standard pattern, and FBVs for unusual or very custom logic. In APIs, DRF's <code>APIView</code> and viewsets are class-based, with the <code>@api_view</code> decorator as the function-based option. Whichever you choose, keep business logic out of views, in models or service functions, so it can be tested and reused.</p>`,
        },
        {
          question: "How do you handle database transactions and race conditions in Django?",
          answer: `<p>By default Django runs in <strong>autocommit</strong> mode: each query is committed immediately. To group changes so that they all succeed or all fail, use <code>transaction.atomic</code> as a decorator or context manager. Nested <code>atomic</code> blocks create savepoints. Setting <code>ATOMIC_REQUESTS = True</code> wraps each view in a transaction, at the cost of longer transactions.</p>
<p>To prevent race conditions such as two requests buying the last item, lock rows with <code>select_for_update()</code>, which issues <code>SELECT ... FOR UPDATE</code> and must run inside a transaction. For simple counters, an atomic <code>F()</code> update is often enough.</p>
<pre><code class="language-python">from django.db import transaction
from django.db.models import F

@transaction.atomic
def place_order(user, product_id, qty):
    product = Product.objects.select_for_update().get(pk=product_id)
    if product.stock &lt; qty:
        raise ValueError("Not enough stock")
    product.stock = F("stock") - qty
    product.save(update_fields=["stock"])
    order = Order.objects.create(user=user, product=product, quantity=qty)

    # Runs only if the transaction commits
    transaction.on_commit(lambda: send_confirmation.delay(order.id))
    return order</code></pre>
<p>Avoid catching database exceptions inside an <code>atomic</code> block without a nested <code>atomic</code>, because the transaction is then broken. Use <code>on_commit</code> for emails and background tasks so they never act on rolled-back data.</p>`,
        },
      ],
    },
    {
      name: "Python for Data Analysis (pandas)",
      slug: "python-pandas-data-analysis-interview-questions",
      description: `<p>pandas is the standard Python library for working with tabular data, and it is tested in interviews for data analyst, data scientist, data engineer and analytics engineer roles across the USA.</p>
<p>Questions cover the core data structures, selecting data with <code>loc</code> and <code>iloc</code>, cleaning missing values, grouping and aggregation, merging, reshaping, time series and writing fast, vectorized code on large datasets.</p>
<p>Interviewers often give a small dataset and ask you to answer a business question with pandas, so practice writing correct code quickly and explaining each step.</p>`,
      metaTitle: "pandas Interview Questions for Data Analysis",
      metaDescription:
        "pandas interview questions: loc vs iloc, missing data, groupby, merge, pivot tables, time series, vectorization and large datasets.",
      metaKeywords:
        "pandas interview questions, python data analysis, dataframe, groupby, merge, pivot table, data analyst interview, data science python",
      questions: [
        {
          question: "What is the difference between a pandas Series and a DataFrame?",
          answer: `<p>A <strong>Series</strong> is a one-dimensional labeled array: values of a single dtype plus an <strong>index</strong> of labels. A <strong>DataFrame</strong> is a two-dimensional table made of columns, where each column is a Series and all columns share the same row index. Different columns can have different dtypes.</p>
<pre><code class="language-python">import pandas as pd

prices = pd.Series([2.5, 3.0, 1.2], index=["apple", "banana", "kiwi"], name="price")

df = pd.DataFrame({
    "product": ["apple", "banana", "kiwi"],
    "price": [2.5, 3.0, 1.2],
    "qty": [10, 4, 25],
})

df["price"]           # a Series
df[["price", "qty"]]  # a DataFrame
df.dtypes             # dtype of each column</code></pre>
<p>The index is what makes pandas different from a plain NumPy array: operations <strong>align on labels</strong>. Adding two Series matches values by index label, not by position, and labels missing from either side produce <code>NaN</code>.</p>
<p>Useful first-look methods in an interview: <code>df.shape</code>, <code>df.info()</code>, <code>df.describe()</code>, <code>df.head()</code> and <code>df["col"].value_counts()</code>.</p>`,
        },
        {
          question: "What is the difference between loc and iloc in pandas?",
          answer: `<ul>
<li><strong><code>loc</code></strong> selects by <strong>label</strong>: index labels and column names. Slices are inclusive of the end label. It also accepts boolean masks.</li>
<li><strong><code>iloc</code></strong> selects by integer <strong>position</strong>, like Python lists. Slices exclude the end position.</li>
</ul>
<pre><code class="language-python">df = pd.DataFrame(
    {"name": ["Ann", "Bob", "Cid", "Dee"], "age": [28, 35, 42, 31]},
    index=[10, 20, 30, 40],
)

df.loc[20, "name"]            # 'Bob'   (label 20)
df.iloc[1, 0]                 # 'Bob'   (second row, first column)
df.loc[10:30]                 # rows 10, 20, 30  (inclusive)
df.iloc[0:2]                  # first two rows    (exclusive)
df.loc[df["age"] &gt; 30, ["name"]]   # boolean filter + column selection

df.loc[df["age"] &gt; 40, "senior"] = True   # safe assignment</code></pre>
<p>The difference matters most when the index is made of integers that do not match positions, as above: <code>df.loc[10]</code> is the first row, while <code>df.iloc[10]</code> raises an <code>IndexError</code>.</p>
<p>For setting values, use a single <code>loc</code> call with both row and column selectors rather than chained indexing like <code>df[mask]["col"] = value</code>, which may modify a temporary copy. For fast scalar access, <code>at</code> and <code>iat</code> are the label and position equivalents.</p>`,
        },
        {
          question: "How do you find and handle missing data in pandas?",
          answer: `<p>pandas represents missing values as <code>NaN</code> (for floats), <code>None</code>/<code>NaN</code> in object columns, <code>NaT</code> for datetimes, and <code>pd.NA</code> in nullable dtypes such as <code>Int64</code> and <code>string</code>.</p>
<pre><code class="language-python"># Find
df.isna().sum()                      # missing count per column
df.isna().mean().round(3)            # missing share per column
df[df["email"].isna()]               # rows missing an email

# Drop
df.dropna(subset=["customer_id"])    # drop rows missing a key field
df.dropna(axis=1, thresh=int(len(df) * 0.5))  # keep columns at least 50% filled

# Fill
df["country"] = df["country"].fillna("Unknown")
df["income"] = df["income"].fillna(df["income"].median())
df["income"] = df.groupby("city")["income"].transform(lambda s: s.fillna(s.median()))
df["temp"] = df["temp"].interpolate()   # time series
df["price"] = df["price"].ffill()       # carry last known value forward</code></pre>
<p>The right choice depends on why the data is missing and on the analysis. Dropping rows can bias results if missingness is not random; mean filling shrinks variance; median is more robust to outliers. Group-wise filling or a separate "was missing" indicator column often preserves more information. In interviews, state your assumption, and mention that aggregations such as <code>mean()</code> skip <code>NaN</code> by default.</p>`,
        },
        {
          question:
            "How does groupby work in pandas, and what is the difference between agg, transform and apply?",
          answer: `<p><code>groupby</code> follows <strong>split-apply-combine</strong>: split rows into groups by key columns, apply a function to each group, and combine the results.</p>
<ul>
<li><strong><code>agg</code></strong> reduces each group to one row per group (sum, mean, count...). Named aggregation gives clear output column names.</li>
<li><strong><code>transform</code></strong> returns a result with the same shape as the input, aligned to the original rows, which is ideal for adding group statistics as a new column.</li>
<li><strong><code>apply</code></strong> runs an arbitrary function on each group DataFrame. It is flexible but the slowest; use it only when the others cannot express the logic.</li>
</ul>
<pre><code class="language-python">sales = pd.DataFrame({
    "region": ["East", "East", "West", "West", "West"],
    "rep": ["Ann", "Bob", "Cid", "Dee", "Cid"],
    "amount": [100, 250, 300, 150, 200],
})

summary = sales.groupby("region").agg(
    total=("amount", "sum"),
    avg=("amount", "mean"),
    reps=("rep", "nunique"),
).reset_index()

# Share of each sale within its region
sales["region_share"] = sales["amount"] / sales.groupby("region")["amount"].transform("sum")

# Top sale per region
top = sales.sort_values("amount", ascending=False).groupby("region").head(1)</code></pre>
<p>By default group keys become the index and rows with <code>NaN</code> keys are dropped; use <code>as_index=False</code> or <code>dropna=False</code> to change that.</p>`,
        },
        {
          question: "What is the difference between merge, join and concat in pandas?",
          answer: `<ul>
<li><strong><code>pd.merge()</code></strong> performs SQL-style joins on columns or indexes, with <code>how="inner"</code> (default), <code>"left"</code>, <code>"right"</code>, <code>"outer"</code> or <code>"cross"</code>.</li>
<li><strong><code>DataFrame.join()</code></strong> is a convenience method that joins on the <strong>index</strong> of the other frame, left join by default.</li>
<li><strong><code>pd.concat()</code></strong> stacks objects along an axis: rows (<code>axis=0</code>, like SQL <code>UNION ALL</code>) or side by side (<code>axis=1</code>, aligned on the index). It does not match on key columns.</li>
</ul>
<pre><code class="language-python">orders = pd.DataFrame({"order_id": [1, 2, 3], "customer_id": [10, 11, 99]})
customers = pd.DataFrame({"customer_id": [10, 11], "name": ["Ann", "Bob"]})

result = orders.merge(
    customers,
    on="customer_id",
    how="left",
    validate="many_to_one",   # raise if customer_id is not unique in customers
    indicator=True,           # adds _merge: both / left_only / right_only
)

unmatched = result[result["_merge"] == "left_only"]    # order 3

all_months = pd.concat([jan_df, feb_df, mar_df], ignore_index=True)</code></pre>
<p>Interview tips: check row counts before and after a merge, since duplicate keys multiply rows; use <code>validate</code> to assert the expected relationship; and make sure key columns have the same dtype, because merging an integer with a string column finds no matches.</p>`,
        },
        {
          question: "What causes SettingWithCopyWarning in pandas, and how do you avoid it?",
          answer: `<p>The warning appears when pandas cannot tell whether you are modifying the original DataFrame or a temporary copy. It typically comes from <strong>chained indexing</strong>, where a selection and an assignment happen in two separate steps:</p>
<pre><code class="language-python"># Problem: df[df["age"] &gt; 30] may be a copy, so the assignment may be lost
df[df["age"] &gt; 30]["group"] = "senior"

# Fix 1: one loc call on the original
df.loc[df["age"] &gt; 30, "group"] = "senior"

# Fix 2: if you want a separate subset, make the copy explicit
adults = df[df["age"] &gt;= 18].copy()
adults["group"] = "adult"</code></pre>
<p>Whether a selection returns a view (sharing memory) or a copy depends on internal memory layout, so results were unpredictable.</p>
<p>pandas introduced <strong>Copy-on-Write</strong> to fix this: it is opt-in since pandas 2.0 (<code>pd.options.mode.copy_on_write = True</code>) and the default behavior in pandas 3.0. Under Copy-on-Write, any DataFrame or Series derived from another behaves as a copy: modifying it never changes the parent, and chained assignment never updates the original. Data is only physically copied when one of them is modified, which also saves memory.</p>
<p>The best habit in either mode: use a single <code>loc</code> for assignments to the original, and call <code>.copy()</code> when you deliberately create a working subset.</p>`,
        },
        {
          question: "Why is apply slow in pandas, and how do you write vectorized code instead?",
          answer: `<p><code>DataFrame.apply(func, axis=1)</code>, <code>iterrows()</code> and Python loops call a Python function once per row, creating objects for each row. That is often 10 to 100 times slower than <strong>vectorized</strong> operations, which work on whole columns at once in optimized C code through NumPy.</p>
<pre><code class="language-python">import numpy as np

# Slow: row by row
df["total"] = df.apply(lambda r: r["price"] * r["qty"], axis=1)

# Fast: column arithmetic
df["total"] = df["price"] * df["qty"]

# Conditional logic: np.where / np.select instead of if/else in apply
df["size"] = np.where(df["total"] &gt; 1000, "large", "small")
df["tier"] = np.select(
    [df["total"] &lt; 100, df["total"] &lt; 1000],
    ["bronze", "silver"],
    default="gold",
)

# String and date operations have vectorized accessors
df["domain"] = df["email"].str.split("@").str[1]
df["month"] = df["order_date"].dt.to_period("M")

# Mapping with a dict instead of a lookup function
df["state_name"] = df["state"].map({"CA": "California", "NY": "New York"})</code></pre>
<p>Other fast options include <code>pd.cut</code> for binning, <code>clip</code>, <code>isin</code>, and groupby with built-in aggregation names like <code>"sum"</code> rather than lambdas. If you must iterate, <code>itertuples()</code> is much faster than <code>iterrows()</code>. Use <code>apply</code> only for logic that genuinely has no vectorized form.</p>`,
        },
        {
          question: "What is the difference between pivot, pivot_table and melt?",
          answer: `<p>These reshape data between <strong>long</strong> format (one row per observation) and <strong>wide</strong> format (one column per category).</p>
<ul>
<li><strong><code>pivot</code></strong> reshapes long to wide without aggregation. It raises an error if an index/column pair appears more than once.</li>
<li><strong><code>pivot_table</code></strong> also reshapes long to wide but <strong>aggregates</strong> duplicates with <code>aggfunc</code> (mean by default). It supports <code>fill_value</code> and <code>margins</code> for totals, like a spreadsheet pivot table.</li>
<li><strong><code>melt</code></strong> does the reverse: wide to long, turning columns into rows.</li>
</ul>
<pre><code class="language-python">sales = pd.DataFrame({
    "month": ["Jan", "Jan", "Feb", "Feb", "Feb"],
    "region": ["East", "West", "East", "West", "West"],
    "revenue": [100, 200, 150, 120, 80],
})

wide = sales.pivot_table(
    index="month", columns="region", values="revenue",
    aggfunc="sum", fill_value=0, margins=True,
)
#        East  West  All
# Feb     150   200  350
# Jan     100   200  300
# All     250   400  650

long = wide.drop(index="All", columns="All").reset_index().melt(
    id_vars="month", var_name="region", value_name="revenue",
)</code></pre>
<p>Long format is usually better for storage, groupby and plotting libraries such as seaborn; wide format is better for reports. Related tools are <code>stack</code>/<code>unstack</code> for MultiIndex data and <code>pd.crosstab</code> for frequency tables.</p>`,
        },
        {
          question: "How do you work with time series data in pandas?",
          answer: `<p>Start by converting columns to real datetimes, then use a <code>DatetimeIndex</code> to unlock date-based selection, resampling and rolling windows.</p>
<pre><code class="language-python">df["order_date"] = pd.to_datetime(df["order_date"], format="%Y-%m-%d", errors="coerce")
df = df.set_index("order_date").sort_index()

df.loc["2024-03"]                      # all rows in March 2024
df.loc["2024-01-01":"2024-06-30"]      # date range (inclusive)

daily = df["amount"].resample("D").sum()          # daily totals
monthly = df["amount"].resample("MS").sum()       # month start buckets
weekly_avg = df["amount"].resample("W").mean()

daily.rolling(7).mean()           # 7-day moving average
daily.pct_change()                # day-over-day growth
daily.shift(7)                    # value from one week earlier

df["weekday"] = df.index.day_name()
df["hour"] = df.index.hour</code></pre>
<p>Key points:</p>
<ul>
<li><code>resample</code> is a time-based groupby; it also fills in periods with no data, which <code>groupby</code> on a date column would skip.</li>
<li><code>errors="coerce"</code> turns unparseable dates into <code>NaT</code>, and an explicit <code>format</code> is faster and avoids day/month ambiguity.</li>
<li>Handle time zones with <code>tz_localize</code> and <code>tz_convert</code>, for example storing in UTC and reporting in <code>America/New_York</code>.</li>
<li>Offset aliases have changed across versions, for example month-end is <code>"ME"</code> in pandas 2.2 and later instead of <code>"M"</code>.</li>
</ul>`,
        },
        {
          question: "How do you handle a dataset that is too large to load comfortably into pandas?",
          answer: `<p>pandas keeps the whole DataFrame in memory, often several times the CSV size. Strategies, from simplest to most involved:</p>
<ul>
<li><strong>Load less</strong>: <code>usecols</code> to read only needed columns, and filter rows as early as possible.</li>
<li><strong>Smaller dtypes</strong>: pass <code>dtype</code> when reading; downcast numbers (<code>int32</code>, <code>float32</code>); convert repetitive strings to <code>category</code>, which can cut memory by 90% or more.</li>
<li><strong>Process in chunks</strong>: <code>read_csv(chunksize=...)</code> returns an iterator; aggregate each chunk and combine the results.</li>
<li><strong>Better file formats</strong>: Parquet is columnar, compressed and typed, so reads are much faster and can load selected columns only. The PyArrow backend (<code>dtype_backend="pyarrow"</code>) is also more memory efficient for strings.</li>
<li><strong>Other engines</strong>: Polars, DuckDB (SQL directly on CSV/Parquet files), Dask or PySpark for data beyond a single machine.</li>
</ul>
<pre><code class="language-python">dtypes = {"store_id": "int32", "state": "category", "amount": "float32"}
totals = None
for chunk in pd.read_csv("sales.csv", usecols=list(dtypes), dtype=dtypes, chunksize=1_000_000):
    part = chunk.groupby("state", observed=True)["amount"].sum()
    totals = part if totals is None else totals.add(part, fill_value=0)

df.info(memory_usage="deep")   # measure real memory usage</code></pre>
<p>Mentioning that you measure memory first, and that you push heavy filtering into the database or warehouse with SQL before it reaches pandas, shows practical experience.</p>`,
        },
      ],
    },
  ],
};
