import type { SeedMainCategory } from "./types.ts";

export const category: SeedMainCategory = {
  name: ".NET & C#",
  slug: "dotnet",
  description: `<p>.NET and C# power a large share of enterprise software in the USA, from banking and insurance systems to healthcare, government and SaaS products. .NET Developer, C# Developer and Full-Stack .NET Engineer roles are consistently in demand, and interviews combine language fundamentals with practical web and data-access questions.</p>
<p>This section covers C# fundamentals, ASP.NET Core, Entity Framework Core and LINQ with real interview questions, accurate answers and short C# examples targeting modern .NET (8 and later).</p>`,
  metaTitle: ".NET & C# Interview Questions and Answers",
  metaDescription:
    "C# and .NET interview questions with answers and code: C# fundamentals, ASP.NET Core, Entity Framework Core and LINQ, from junior to senior.",
  metaKeywords:
    ".net interview questions, c# interview questions, asp.net core interview, entity framework core, linq, .net developer",
  children: [
    {
      name: "C# Fundamentals",
      slug: "csharp-fundamentals-interview-questions",
      description: `<p>Every .NET interview starts with the C# language itself. These questions cover value and reference types, classes, structs, records and interfaces, parameter modifiers, memory management and IDisposable, delegates and events, async and await, boxing and string handling.</p>
<p>Interviewers want precise answers and an understanding of consequences: why a struct copy does not change the original, why <code>async void</code> is dangerous, or why a <code>const</code> change can require recompiling other assemblies.</p>`,
      metaTitle: "C# Interview Questions and Answers",
      metaDescription:
        "C# interview questions with code examples: value vs reference types, interfaces, ref and out, IDisposable, async/await, delegates, records and boxing.",
      metaKeywords:
        "c# interview questions, csharp interview, value types, reference types, async await, delegates, records, idisposable",
      questions: [
        {
          question: "What is the difference between value types and reference types in C#?",
          answer: `<p>A variable of a <strong>value type</strong> (<code>int</code>, <code>double</code>, <code>bool</code>, <code>DateTime</code>, enums, and any <code>struct</code>) contains the data itself. Assignment and parameter passing <strong>copy</strong> the value.</p>
<p>A variable of a <strong>reference type</strong> (<code>class</code>, <code>string</code>, arrays, delegates, interfaces, <code>record</code>) contains a <strong>reference</strong> to an object on the managed heap. Assignment copies the reference, so both variables point to the same object.</p>
<pre><code class="language-csharp">struct Point { public int X; }
class Person { public string Name = ""; }

var p1 = new Point { X = 1 };
var p2 = p1;        // copies the value
p2.X = 99;          // p1.X is still 1

var a = new Person { Name = "Ana" };
var b = a;          // copies the reference
b.Name = "Bob";     // a.Name is now "Bob"</code></pre>
<p>Other differences: value types cannot be <code>null</code> unless declared nullable (<code>int?</code>); they cannot inherit from other types; and their default is all fields set to zero.</p>
<p>A senior nuance: "value types live on the stack" is a simplification. Value types are stored <strong>inline</strong> where they are declared: a local <code>int</code> usually lives on the stack, but an <code>int</code> field of a class lives on the heap inside that object. Prefer structs for small, immutable data (roughly 16 bytes or less) to avoid costly copies.</p>`,
        },
        {
          question: "What is the difference between an abstract class and an interface in C#?",
          answer: `<ul>
<li><strong>Inheritance</strong>: a class can inherit from only <strong>one</strong> class (abstract or not) but can implement <strong>many</strong> interfaces. Structs can implement interfaces but cannot inherit classes.</li>
<li><strong>State</strong>: an abstract class can have instance fields, constructors and any access modifiers. An interface cannot have instance fields or constructors.</li>
<li><strong>Implementation</strong>: an abstract class mixes abstract members with fully implemented ones. Since <strong>C# 8</strong>, interfaces can also have <strong>default implementations</strong>, and since C# 11 <strong>static abstract</strong> members (used for generic math), but they still carry no instance state.</li>
<li><strong>Meaning</strong>: an abstract class models an "is-a" relationship and shares code among closely related types. An interface defines a <strong>capability or contract</strong> ("can do") that unrelated types can implement.</li>
</ul>
<pre><code class="language-csharp">public interface INotifier
{
    Task SendAsync(string to, string message);
}

public abstract class Shape
{
    public string Name { get; }
    protected Shape(string name) =&gt; Name = name;
    public abstract double Area();
    public override string ToString() =&gt; $"{Name}: {Area():F2}";
}

public class Circle(double radius) : Shape("Circle")
{
    public override double Area() =&gt; Math.PI * radius * radius;
}</code></pre>
<p>In modern .NET, interfaces are the default for abstractions used with dependency injection and unit testing (mocking). Use an abstract class when derived types genuinely share state or a template of behavior.</p>`,
        },
        {
          question: "What is the difference between the ref, out and in parameter modifiers?",
          answer: `<p>All three pass an argument <strong>by reference</strong>, so the method works with the caller's variable rather than a copy. They differ in the rules about reading and writing:</p>
<ul>
<li><strong>ref</strong>: the variable must be <strong>initialized before</strong> the call; the method can read and modify it.</li>
<li><strong>out</strong>: the variable does not need to be initialized; the method <strong>must assign</strong> it before returning. Used to return extra values, as in the <code>TryParse</code> pattern.</li>
<li><strong>in</strong>: read-only by reference; the method cannot modify it. Used to avoid copying large structs while guaranteeing they are not changed.</li>
</ul>
<pre><code class="language-csharp">static void Double(ref int value) =&gt; value *= 2;

static bool TryDivide(int a, int b, out int result)
{
    if (b == 0) { result = 0; return false; }
    result = a / b;
    return true;
}

static double Length(in Vector3 v) =&gt; Math.Sqrt(v.X * v.X + v.Y * v.Y + v.Z * v.Z);

int n = 5;
Double(ref n);                          // n == 10
if (int.TryParse("42", out var parsed)) // out var declares inline
    Console.WriteLine(parsed);
if (TryDivide(10, 3, out int q))
    Console.WriteLine(q);               // 3</code></pre>
<p>Note that passing a reference type without <code>ref</code> already lets the method change the object's contents; <code>ref</code> additionally lets it replace the caller's reference with a different object. Async methods and iterators cannot have <code>ref</code>, <code>out</code> or <code>in</code> parameters.</p>`,
        },
        {
          question: "What is the difference between const, readonly and static readonly?",
          answer: `<ul>
<li><strong>const</strong>: a <strong>compile-time</strong> constant. It must be assigned in its declaration, is implicitly static, and is limited to primitive types, enums, strings and <code>null</code>. The compiler copies the value into every place that uses it.</li>
<li><strong>readonly</strong>: an instance field that can be assigned only in its declaration or in a <strong>constructor</strong>. Each object can have a different value, determined at runtime.</li>
<li><strong>static readonly</strong>: one value shared by the type, assigned at runtime in the declaration or the static constructor. It can hold any type, such as <code>TimeSpan</code>, <code>Regex</code> or objects.</li>
</ul>
<pre><code class="language-csharp">public class PaymentService
{
    public const int MaxRetries = 3;
    public static readonly TimeSpan Timeout = TimeSpan.FromSeconds(30);
    private readonly IPaymentGateway _gateway;

    public PaymentService(IPaymentGateway gateway) =&gt; _gateway = gateway;
}</code></pre>
<p>The senior-level trap: because <code>const</code> values are <strong>inlined into the calling assemblies</strong>, if library A changes a public <code>const</code> from 3 to 5, assembly B keeps using 3 until it is recompiled. For public values that might change, use <code>static readonly</code>.</p>
<p>Also remember that <code>readonly</code> protects the field, not the object: a <code>readonly List&lt;int&gt;</code> cannot be reassigned, but items can still be added to it. Use immutable or read-only collections if the contents must not change.</p>`,
        },
        {
          question:
            "How does garbage collection work in .NET, and why do we need IDisposable and the using statement?",
          answer: `<p>The .NET <strong>garbage collector</strong> automatically frees managed memory for objects that are no longer reachable. It is <strong>generational</strong>: new objects start in generation 0, which is collected often and cheaply; survivors are promoted to generation 1 and then 2, which are collected less often. Objects of 85,000 bytes or more go to the <strong>Large Object Heap</strong>, collected with generation 2.</p>
<p>The GC manages memory only. It does not know when to release <strong>unmanaged resources</strong> such as file handles, sockets, database connections or native memory, and it runs at unpredictable times. <code>IDisposable</code> gives a deterministic <code>Dispose()</code> method to release them promptly, and <code>using</code> guarantees it is called, even when an exception is thrown.</p>
<pre><code class="language-csharp">// using declaration (C# 8): disposed at the end of the scope
using var connection = new SqlConnection(connectionString);
await connection.OpenAsync();

// using statement with a block
using (var reader = new StreamReader("orders.csv"))
{
    Console.WriteLine(await reader.ReadLineAsync());
}

// async disposal
await using var stream = File.OpenWrite("report.txt");</code></pre>
<p>Finalizers (<code>~MyType()</code>) are a safety net for unmanaged handles, but they delay collection and run on a separate thread; modern code wraps handles in <code>SafeHandle</code> instead. A common bug to mention: creating a new <code>HttpClient</code> per request and disposing it can exhaust sockets; use <code>IHttpClientFactory</code> or a long-lived instance.</p>`,
        },
        {
          question: "How do async and await work in C#, and what are common mistakes?",
          answer: `<p><code>async</code> and <code>await</code> let you write asynchronous code that reads like synchronous code. The compiler turns an <code>async</code> method into a <strong>state machine</strong>. At an <code>await</code> on an incomplete <code>Task</code>, the method returns to its caller, and the rest runs as a continuation when the operation completes. For I/O such as HTTP calls or database queries, <strong>no thread is blocked</strong> while waiting, which is why async code lets a web server handle many more requests.</p>
<pre><code class="language-csharp">public async Task&lt;OrderSummary&gt; GetSummaryAsync(int customerId, CancellationToken ct)
{
    // Start both I/O operations, then await them together
    Task&lt;Customer&gt; customerTask = _customers.GetAsync(customerId, ct);
    Task&lt;List&lt;Order&gt;&gt; ordersTask = _orders.GetForCustomerAsync(customerId, ct);
    await Task.WhenAll(customerTask, ordersTask);

    return new OrderSummary(customerTask.Result, ordersTask.Result);
}</code></pre>
<p>Common mistakes:</p>
<ul>
<li><strong>Blocking on async code</strong> with <code>.Result</code> or <code>.Wait()</code> before the task is complete: it wastes threads and can <strong>deadlock</strong> where there is a synchronization context (UI apps, classic ASP.NET). In the example, <code>.Result</code> is safe only because <code>WhenAll</code> has completed.</li>
<li><strong><code>async void</code></strong>: exceptions cannot be caught by the caller and may crash the process. Use it only for event handlers; otherwise return <code>Task</code>.</li>
<li>Not passing <code>CancellationToken</code>s, and using <code>Task.Run</code> to wrap I/O in ASP.NET Core, which only moves work to another thread.</li>
<li>In libraries, use <code>ConfigureAwait(false)</code> to avoid capturing a context. ASP.NET Core has no synchronization context, so it matters less there.</li>
</ul>`,
        },
        {
          question: "What are delegates and events in C#, and how do Func and Action relate to them?",
          answer: `<p>A <strong>delegate</strong> is a type-safe reference to a method with a specific signature, similar to a function pointer. Delegates can point to static or instance methods and lambdas, and can be <strong>multicast</strong> (combine several methods with <code>+=</code>).</p>
<p><code>Func</code> and <code>Action</code> are built-in generic delegate types, so you rarely need to declare your own: <code>Action&lt;T1, ...&gt;</code> returns <code>void</code>; <code>Func&lt;T1, ..., TResult&gt;</code> returns a value; <code>Predicate&lt;T&gt;</code> returns <code>bool</code>. LINQ is built on them.</p>
<p>An <strong>event</strong> is a delegate wrapped with restrictions: outside code can only <strong>subscribe</strong> (<code>+=</code>) or <strong>unsubscribe</strong> (<code>-=</code>). Only the declaring class can raise it or replace the subscriber list. This implements the publisher–subscriber pattern safely.</p>
<pre><code class="language-csharp">Func&lt;int, int, int&gt; add = (a, b) =&gt; a + b;
Action&lt;string&gt; log = msg =&gt; Console.WriteLine($"[LOG] {msg}");
log($"2 + 3 = {add(2, 3)}");

public class OrderService
{
    public event EventHandler&lt;OrderPlacedEventArgs&gt;? OrderPlaced;

    public void Place(Order order)
    {
        // ... save the order ...
        OrderPlaced?.Invoke(this, new OrderPlacedEventArgs(order.Id));
    }
}

var service = new OrderService();
service.OrderPlaced += (sender, e) =&gt; Console.WriteLine($"Send email for {e.OrderId}");</code></pre>
<p>Pitfall: a long-lived publisher keeps subscribers alive through its delegate list, so forgetting to unsubscribe can cause memory leaks.</p>`,
        },
        {
          question: "What are records in C#, and how do they differ from classes?",
          answer: `<p><strong>Records</strong> (C# 9) are types designed for <strong>immutable data</strong>. A <code>record</code> (or <code>record class</code>) is a reference type; a <code>record struct</code> (C# 10) is a value type. Compared with ordinary classes, the compiler generates:</p>
<ul>
<li><strong>Value-based equality</strong>: two records are equal if they have the same type and all property values are equal. Classes compare references by default.</li>
<li><strong>Non-destructive mutation</strong> with <code>with</code> expressions, which copy a record while changing some properties.</li>
<li>A readable <code>ToString()</code>, and for positional records a constructor, <code>Deconstruct</code> and properties that are <code>init</code>-only (a positional <code>record struct</code> gets settable properties unless it is declared <code>readonly record struct</code>).</li>
</ul>
<pre><code class="language-csharp">public record Address(string City, string State);

var a1 = new Address("Austin", "TX");
var a2 = new Address("Austin", "TX");
Console.WriteLine(a1 == a2);         // True (a class would print False)

var a3 = a1 with { City = "Dallas" }; // a1 is unchanged
Console.WriteLine(a3);               // Address { City = Dallas, State = TX }

var (city, state) = a3;              // deconstruction</code></pre>
<p>Use records for DTOs, API requests and responses, value objects and messages. Keep classes for entities with identity and behavior, such as EF Core entities, whose equality should not depend on their current values.</p>
<p>Caveat: immutability is <strong>shallow</strong>. A record with a <code>List&lt;string&gt;</code> property can still have its list modified, and equality compares the list reference, not its contents.</p>`,
        },
        {
          question: "What are boxing and unboxing, and why should you avoid them in hot paths?",
          answer: `<p><strong>Boxing</strong> converts a value type to <code>object</code> (or to an interface it implements): the runtime allocates a new object on the heap and copies the value into it. <strong>Unboxing</strong> extracts the value back with an explicit cast, which checks the type at runtime.</p>
<pre><code class="language-csharp">int count = 42;
object boxed = count;          // boxing: heap allocation and copy
int unboxed = (int)boxed;      // unboxing: type check and copy
// long wrong = (long)boxed;   // InvalidCastException: must unbox to the exact type

// Non-generic collections box every element
var legacy = new System.Collections.ArrayList();
legacy.Add(1);                 // boxed

// Generic collections store ints directly: no boxing
var numbers = new List&lt;int&gt; { 1, 2, 3 };</code></pre>
<p>Why it matters: each box is a heap allocation, and many of them increase garbage collection pressure and slow tight loops. Less obvious sources of boxing:</p>
<ul>
<li>Using non-generic APIs such as <code>ArrayList</code> or <code>Hashtable</code>.</li>
<li>Calling an interface method on a struct through an interface variable.</li>
<li>Passing value types to <code>params object[]</code> methods, for example older logging or <code>string.Format</code> overloads.</li>
<li>Default <code>Equals</code> and <code>GetHashCode</code> on structs that do not override them.</li>
</ul>
<p>Generics, introduced in .NET 2.0, were largely designed to avoid this: <code>List&lt;int&gt;</code> and constraints such as <code>where T : IEquatable&lt;T&gt;</code> work with values directly.</p>`,
        },
        {
          question: "Why are strings immutable in C#, and when should you use StringBuilder?",
          answer: `<p>A <code>string</code> in .NET is an <strong>immutable</strong> reference type: every operation that seems to modify it, such as concatenation, <code>Replace</code> or <code>ToUpper</code>, creates a <strong>new string</strong>. Immutability makes strings thread-safe, safe to use as dictionary keys and allows the runtime to <strong>intern</strong> string literals (identical literals share one instance).</p>
<p>The downside appears when building a string in a loop: each iteration copies everything built so far, which is O(n²) work and creates many temporary objects. <code>StringBuilder</code> keeps a resizable buffer and appends in place.</p>
<pre><code class="language-csharp">// Inefficient for many iterations: a new string each time
string csv = "";
foreach (var order in orders)
    csv += $"{order.Id},{order.Total}\\n";

// Efficient
var sb = new StringBuilder();
foreach (var order in orders)
    sb.Append(order.Id).Append(',').Append(order.Total).AppendLine();
string result = sb.ToString();

// Often simplest of all
string joined = string.Join(",", orders.Select(o =&gt; o.Id));</code></pre>
<p>Guidelines: for a few concatenations, plain <code>+</code> or string interpolation is fine and readable, since the compiler optimizes them. Use <code>StringBuilder</code> for loops or an unknown number of appends. For comparisons, use <code>string.Equals(a, b, StringComparison.OrdinalIgnoreCase)</code> instead of <code>ToLower()</code>, which allocates and can be culture-sensitive.</p>`,
        },
      ],
    },
    {
      name: "ASP.NET Core",
      slug: "aspnet-core-interview-questions",
      description: `<p>ASP.NET Core is Microsoft's cross-platform framework for web APIs, web applications and microservices, and it is a core skill for .NET back-end and full-stack roles. These questions cover the middleware pipeline, dependency injection lifetimes, minimal APIs and controllers, configuration and the options pattern, routing, model binding and validation, authentication and authorization, filters and error handling.</p>
<p>Interviewers look for hands-on understanding: the correct order of middleware, choosing the right service lifetime, and building secure, observable and testable APIs.</p>`,
      metaTitle: "ASP.NET Core Interview Questions and Answers",
      metaDescription:
        "ASP.NET Core interview questions with C# examples: middleware, dependency injection, minimal APIs, configuration, routing, validation, JWT and filters.",
      metaKeywords:
        "asp.net core interview questions, web api interview, middleware, dependency injection, minimal api, jwt authentication, .net core",
      questions: [
        {
          question: "What is ASP.NET Core, and how does it differ from the older ASP.NET on .NET Framework?",
          answer: `<p><strong>ASP.NET Core</strong> is an open-source, cross-platform framework for building web APIs, web apps (MVC, Razor Pages, Blazor), real-time apps (SignalR) and gRPC services on modern .NET. It was a ground-up redesign of ASP.NET, which runs only on Windows with the .NET Framework.</p>
<p>Key differences:</p>
<ul>
<li><strong>Cross-platform</strong>: runs on Windows, Linux and macOS, and in containers. Classic ASP.NET requires Windows and IIS.</li>
<li><strong>Hosting</strong>: uses the fast, built-in <strong>Kestrel</strong> web server, optionally behind IIS, Nginx or a cloud load balancer, instead of depending on <code>System.Web</code> and IIS.</li>
<li><strong>Request pipeline</strong>: a composable <strong>middleware</strong> pipeline replaces HTTP modules and handlers.</li>
<li><strong>Built-in dependency injection</strong>, logging and a flexible <strong>configuration</strong> system (JSON, environment variables, secrets stores) instead of <code>web.config</code>.</li>
<li><strong>Unified MVC and Web API</strong>: one controller model for both, plus lightweight <strong>minimal APIs</strong>.</li>
<li><strong>Performance</strong>: consistently among the fastest mainstream web frameworks in the TechEmpower benchmarks.</li>
<li><strong>Release model</strong>: a new .NET version every November; even-numbered versions such as .NET 8 and .NET 10 are long-term support releases.</li>
</ul>
<p>Web Forms, WCF servers and some <code>System.Web</code> APIs were not ported, which is why migrating large legacy applications usually requires rewriting parts of them.</p>`,
        },
        {
          question: "What is middleware in ASP.NET Core, and why does the order of middleware matter?",
          answer: `<p><strong>Middleware</strong> are components assembled into a pipeline that every HTTP request passes through. Each component can inspect or modify the request, call the <strong>next</strong> middleware, and then act on the response on the way back. A component can also <strong>short-circuit</strong> the pipeline by not calling <code>next</code>, for example returning a cached file or a 401.</p>
<pre><code class="language-csharp">var app = builder.Build();

app.UseExceptionHandler("/error");   // first: catches exceptions from everything after it
app.UseHttpsRedirection();
app.UseStaticFiles();                // can short-circuit for static files
app.UseCors("frontend");
app.UseAuthentication();             // who are you?
app.UseAuthorization();              // are you allowed?

// Custom inline middleware
app.Use(async (context, next) =&gt;
{
    var started = Stopwatch.GetTimestamp();
    await next(context);             // call the rest of the pipeline
    var ms = Stopwatch.GetElapsedTime(started).TotalMilliseconds;
    app.Logger.LogInformation("{Path} took {Ms} ms", context.Request.Path, ms);
});

app.MapControllers();
app.Run();</code></pre>
<p>Order matters because requests flow through middleware in the order they are added and responses flow back in reverse. Classic bugs: calling <code>UseAuthorization</code> before <code>UseAuthentication</code> (the user is never identified), or adding the exception handler last so it cannot catch earlier errors.</p>
<p><code>app.Use</code> adds middleware that can call the next one; <code>app.Run</code> adds terminal middleware; <code>app.Map</code> branches the pipeline by path. Reusable middleware is written as a class with an <code>InvokeAsync(HttpContext)</code> method.</p>`,
        },
        {
          question:
            "What are the service lifetimes in ASP.NET Core dependency injection, and what is a captive dependency?",
          answer: `<p>ASP.NET Core has a built-in dependency injection container. Services are registered in <code>Program.cs</code> with one of three lifetimes:</p>
<ul>
<li><strong>Transient</strong>: a new instance every time it is requested. Good for lightweight, stateless services.</li>
<li><strong>Scoped</strong>: one instance per <strong>scope</strong>, which in a web app means per HTTP request. <code>DbContext</code> is scoped by default, so all services in a request share the same unit of work.</li>
<li><strong>Singleton</strong>: one instance for the application's lifetime. It must be thread-safe. Good for caches, configuration and <code>HttpClient</code> handlers.</li>
</ul>
<pre><code class="language-csharp">builder.Services.AddTransient&lt;IEmailFormatter, EmailFormatter&gt;();
builder.Services.AddScoped&lt;IOrderService, OrderService&gt;();
builder.Services.AddSingleton&lt;IClock, SystemClock&gt;();
builder.Services.AddDbContext&lt;ShopDbContext&gt;(o =&gt; o.UseSqlServer(connString));

public class OrderService(ShopDbContext db, IClock clock) : IOrderService
{
    // constructor injection (primary constructor, C# 12)
}</code></pre>
<p>A <strong>captive dependency</strong> happens when a longer-lived service depends on a shorter-lived one, for example a singleton holding a scoped <code>DbContext</code>. The scoped object is then kept alive for the whole application, shared across requests and threads, which causes data corruption and concurrency errors. In the Development environment, ASP.NET Core's scope validation throws an exception when a singleton resolves a scoped service.</p>
<p>When a singleton, such as a <code>BackgroundService</code>, needs scoped services, inject <code>IServiceScopeFactory</code> and create a scope for each unit of work.</p>`,
        },
        {
          question: "What is the difference between minimal APIs and controller-based APIs in ASP.NET Core?",
          answer: `<p><strong>Controller-based APIs</strong> use classes that derive from <code>ControllerBase</code>, with action methods, attribute routing and the full MVC feature set: filters, <code>[ApiController]</code> conventions with automatic model validation, and conventions for organizing large APIs.</p>
<p><strong>Minimal APIs</strong> (introduced in .NET 6) map endpoints directly to lambdas or methods with very little ceremony. They have lower overhead and suit microservices and small APIs. Route groups, endpoint filters, <code>TypedResults</code> and OpenAPI support make them practical for larger APIs too.</p>
<pre><code class="language-csharp">// Minimal API
var products = app.MapGroup("/api/products").RequireAuthorization();

products.MapGet("/{id:int}", async (int id, ShopDbContext db) =&gt;
    await db.Products.FindAsync(id) is Product p
        ? TypedResults.Ok(p)
        : Results.NotFound());

products.MapPost("/", async (CreateProduct dto, ShopDbContext db) =&gt;
{
    var product = new Product { Name = dto.Name, Price = dto.Price };
    db.Products.Add(product);
    await db.SaveChangesAsync();
    return TypedResults.Created($"/api/products/{product.Id}", product);
});

// Equivalent controller
[ApiController]
[Route("api/[controller]")]
public class ProductsController(ShopDbContext db) : ControllerBase
{
    [HttpGet("{id:int}")]
    public async Task&lt;ActionResult&lt;Product&gt;&gt; Get(int id) =&gt;
        await db.Products.FindAsync(id) is Product p ? p : NotFound();
}</code></pre>
<p>A notable difference: minimal APIs historically did not run DataAnnotations validation automatically; built-in support arrived with .NET 10. Both styles can coexist in one application, so the choice is mostly about team conventions and API size.</p>`,
        },
        {
          question: "How does configuration work in ASP.NET Core, and what is the options pattern?",
          answer: `<p>Configuration is loaded from several <strong>providers</strong> into one key-value view. With the default host builder, later sources override earlier ones:</p>
<ol>
<li><code>appsettings.json</code></li>
<li><code>appsettings.{Environment}.json</code>, for example <code>appsettings.Production.json</code></li>
<li>User secrets (Development only)</li>
<li>Environment variables, with <code>__</code> (double underscore) for nested keys, for example <code>Smtp__Host</code></li>
<li>Command-line arguments</li>
</ol>
<p>Cloud sources such as Azure Key Vault or AWS Secrets Manager can be added. Secrets should never be committed in <code>appsettings.json</code>.</p>
<p>The <strong>options pattern</strong> binds a configuration section to a strongly typed class:</p>
<pre><code class="language-csharp">public class SmtpOptions
{
    [Required] public string Host { get; set; } = "";
    [Range(1, 65535)] public int Port { get; set; } = 587;
}

builder.Services.AddOptions&lt;SmtpOptions&gt;()
    .BindConfiguration("Smtp")
    .ValidateDataAnnotations()
    .ValidateOnStart();          // fail fast at startup if invalid

public class EmailSender(IOptions&lt;SmtpOptions&gt; options)
{
    private readonly SmtpOptions _smtp = options.Value;
}</code></pre>
<p>There are three interfaces for consuming options:</p>
<ul>
<li><code>IOptions&lt;T&gt;</code>: a singleton, read once.</li>
<li><code>IOptionsSnapshot&lt;T&gt;</code>: scoped, re-read per request, so it picks up file changes.</li>
<li><code>IOptionsMonitor&lt;T&gt;</code>: a singleton that returns the current value and can notify you of changes.</li>
</ul>`,
        },
        {
          question:
            "What is the difference between conventional routing and attribute routing in ASP.NET Core?",
          answer: `<p>ASP.NET Core uses <strong>endpoint routing</strong>: incoming requests are matched to endpoints (controller actions, Razor Pages, minimal API handlers, gRPC services) by URL, HTTP method and constraints.</p>
<ul>
<li><strong>Conventional routing</strong> defines URL patterns centrally and maps them to controllers and actions by name. It is typical for MVC apps with views.</li>
<li><strong>Attribute routing</strong> puts the route template on controllers and actions with attributes. It is the standard for Web APIs, and <code>[ApiController]</code> requires it.</li>
</ul>
<pre><code class="language-csharp">// Conventional: /Products/Details/5 -&gt; ProductsController.Details(5)
app.MapControllerRoute(
    name: "default",
    pattern: "{controller=Home}/{action=Index}/{id?}");

// Attribute routing
[ApiController]
[Route("api/customers/{customerId:int}/orders")]
public class OrdersController : ControllerBase
{
    [HttpGet]                          // GET api/customers/7/orders?status=open
    public IActionResult List(int customerId, [FromQuery] string? status) =&gt; Ok();

    [HttpGet("{orderId:guid}", Name = "GetOrder")]
    public IActionResult Get(int customerId, Guid orderId) =&gt; Ok();
}</code></pre>
<p>Useful details: route <strong>constraints</strong> such as <code>{id:int}</code>, <code>{id:guid}</code> or <code>{slug:regex(...)}</code> restrict matching, but should not be used for input validation; <code>{id?}</code> marks an optional segment; <code>[controller]</code> is a token replaced by the controller name. Named routes let you generate URLs, for example with <code>CreatedAtRoute("GetOrder", ...)</code>, instead of hard-coding them.</p>`,
        },
        {
          question: "How do model binding and validation work in ASP.NET Core Web APIs?",
          answer: `<p><strong>Model binding</strong> maps data from the HTTP request to action parameters. Sources can be set explicitly with attributes: <code>[FromRoute]</code>, <code>[FromQuery]</code>, <code>[FromBody]</code> (JSON, at most one parameter), <code>[FromHeader]</code>, <code>[FromForm]</code> and <code>[FromServices]</code>. With <code>[ApiController]</code>, complex types are inferred to come from the body and simple types from the route or query string.</p>
<p><strong>Validation</strong> runs after binding, using DataAnnotations attributes or <code>IValidatableObject</code>. With <code>[ApiController]</code>, an invalid model automatically returns <strong>400 Bad Request</strong> with a <code>ValidationProblemDetails</code> body listing errors per field, so the action is not even executed.</p>
<pre><code class="language-csharp">public class CreateUserRequest
{
    [Required, EmailAddress]
    public string Email { get; set; } = "";

    [Required, StringLength(100, MinimumLength = 2)]
    public string FullName { get; set; } = "";

    [Range(18, 120)]
    public int Age { get; set; }
}

[ApiController]
[Route("api/users")]
public class UsersController : ControllerBase
{
    [HttpPost]
    public IActionResult Create(CreateUserRequest request)
    {
        // Only reached when ModelState is valid
        return CreatedAtAction(nameof(Get), new { id = 1 }, request);
    }

    [HttpGet("{id:int}")]
    public IActionResult Get(int id) =&gt; Ok();
}</code></pre>
<p>For complex rules, many teams use <strong>FluentValidation</strong>. Remember that validation on the client is only a convenience; the server must always validate, and business rules that need the database (for example "email already registered") belong in the service layer, returning 409 Conflict.</p>`,
        },
        {
          question: "How do you implement JWT authentication and policy-based authorization in ASP.NET Core?",
          answer: `<p><strong>Authentication</strong> establishes who the user is; <strong>authorization</strong> decides what they may do. For APIs, a common setup is JWT bearer tokens issued by an identity provider such as Microsoft Entra ID, Auth0, Okta or Duende IdentityServer.</p>
<pre><code class="language-csharp">builder.Services
    .AddAuthentication(JwtBearerDefaults.AuthenticationScheme)
    .AddJwtBearer(options =&gt;
    {
        options.Authority = "https://login.example.com/";   // issuer; signing keys are discovered
        options.Audience = "orders-api";
    });

builder.Services.AddAuthorizationBuilder()
    .AddPolicy("CanRefund", p =&gt; p.RequireClaim("permissions", "orders:refund"))
    .AddPolicy("AdminOnly", p =&gt; p.RequireRole("Admin"));

var app = builder.Build();
app.UseAuthentication();
app.UseAuthorization();

[Authorize]                          // any authenticated user
[ApiController, Route("api/orders")]
public class OrdersController : ControllerBase
{
    [HttpPost("{id}/refund")]
    [Authorize(Policy = "CanRefund")]
    public IActionResult Refund(int id) =&gt; NoContent();

    [HttpGet("public-stats")]
    [AllowAnonymous]
    public IActionResult Stats() =&gt; Ok();
}</code></pre>
<p>The middleware validates the token's signature, issuer, audience and expiry, then builds <code>HttpContext.User</code> from its claims. Unauthenticated requests get <strong>401</strong>, and authenticated users who fail a policy get <strong>403</strong>.</p>
<p><strong>Policies</strong> are preferred over scattered role checks because they centralize rules. For resource-based rules, such as "only the owner can edit this document", implement an <code>AuthorizationHandler</code> and call <code>IAuthorizationService.AuthorizeAsync</code> with the resource.</p>`,
        },
        {
          question: "What are filters in ASP.NET Core MVC, and how are they different from middleware?",
          answer: `<p><strong>Filters</strong> run code at specific stages of the MVC action invocation pipeline, after routing has selected a controller action. The filter types, in order of execution, are:</p>
<ol>
<li><strong>Authorization filters</strong>: run first and can short-circuit unauthorized requests.</li>
<li><strong>Resource filters</strong>: run before and after model binding, for example for caching.</li>
<li><strong>Action filters</strong>: run immediately before and after the action method, with access to bound arguments.</li>
<li><strong>Exception filters</strong>: handle unhandled exceptions from actions.</li>
<li><strong>Result filters</strong>: run before and after the action result is executed.</li>
</ol>
<pre><code class="language-csharp">public class AuditActionFilter(ILogger&lt;AuditActionFilter&gt; logger) : IAsyncActionFilter
{
    public async Task OnActionExecutionAsync(ActionExecutingContext context,
                                             ActionExecutionDelegate next)
    {
        logger.LogInformation("Calling {Action} with {@Args}",
            context.ActionDescriptor.DisplayName, context.ActionArguments);
        var executed = await next();
        if (executed.Exception is null)
            logger.LogInformation("{Action} succeeded", context.ActionDescriptor.DisplayName);
    }
}

builder.Services.AddControllers(o =&gt; o.Filters.Add&lt;AuditActionFilter&gt;());</code></pre>
<p><strong>Middleware vs filters</strong>: middleware runs for <strong>every request</strong> (static files, health checks, minimal APIs) and sees only <code>HttpContext</code>. Filters run only for MVC actions and Razor Pages, and they know about the selected action, its arguments, <code>ModelState</code> and the result object. Use middleware for cross-cutting HTTP concerns such as logging, CORS and compression, and filters for MVC-specific logic. Minimal APIs have their own equivalent: <strong>endpoint filters</strong>.</p>`,
        },
        {
          question: "How do you implement global exception handling in an ASP.NET Core API?",
          answer: `<p>Unhandled exceptions should be caught in one place, logged with context, and turned into a consistent error response that does not leak stack traces. The standard format for API errors is <strong>Problem Details</strong> (RFC 9457, formerly RFC 7807), with <code>type</code>, <code>title</code>, <code>status</code>, <code>detail</code> and <code>instance</code> fields.</p>
<p>In .NET 8 and later, implement <code>IExceptionHandler</code> and register it with the exception handler middleware:</p>
<pre><code class="language-csharp">public class GlobalExceptionHandler(ILogger&lt;GlobalExceptionHandler&gt; logger) : IExceptionHandler
{
    public async ValueTask&lt;bool&gt; TryHandleAsync(HttpContext context, Exception ex,
                                                CancellationToken ct)
    {
        var (status, title) = ex switch
        {
            NotFoundException =&gt; (StatusCodes.Status404NotFound, "Resource not found"),
            ValidationException =&gt; (StatusCodes.Status400BadRequest, "Validation failed"),
            _ =&gt; (StatusCodes.Status500InternalServerError, "An unexpected error occurred")
        };
        if (status == 500) logger.LogError(ex, "Unhandled exception");

        context.Response.StatusCode = status;
        await context.Response.WriteAsJsonAsync(new ProblemDetails
        {
            Status = status,
            Title = title,
            Instance = context.Request.Path
        }, ct);
        return true;   // handled
    }
}

builder.Services.AddExceptionHandler&lt;GlobalExceptionHandler&gt;();
builder.Services.AddProblemDetails();
// ...
app.UseExceptionHandler();</code></pre>
<p>Good practices: show the developer exception page only in Development; include a correlation or trace ID in responses so support can find the logs; do not use exceptions for normal control flow, such as expected validation failures that can be returned directly; and return 5xx only for genuine server faults, because monitoring and client retries depend on that distinction.</p>`,
        },
      ],
    },
    {
      name: "Entity Framework Core",
      slug: "entity-framework-core-interview-questions",
      description: `<p>Entity Framework Core is the standard object-relational mapper for .NET, used to query and save data in SQL Server, PostgreSQL, MySQL, SQLite and other databases. These questions cover DbContext, migrations, loading related data, change tracking, relationships, concurrency, raw SQL, bulk updates, transactions and performance.</p>
<p>Interviewers expect you to know the SQL that EF Core generates: how to avoid N+1 queries, when to use <code>AsNoTracking</code>, and how to keep data consistent under concurrent updates.</p>`,
      metaTitle: "Entity Framework Core Interview Questions",
      metaDescription:
        "EF Core interview questions with C# examples: DbContext, migrations, Include, change tracking, N+1 queries, concurrency, raw SQL and transactions.",
      metaKeywords:
        "entity framework core interview questions, ef core, dbcontext, migrations, linq to entities, orm, asnotracking, n+1",
      questions: [
        {
          question: "What is Entity Framework Core, and what are DbContext and DbSet?",
          answer: `<p><strong>Entity Framework Core (EF Core)</strong> is Microsoft's open-source, cross-platform <strong>object-relational mapper (ORM)</strong>. It lets you work with a database through .NET objects: you write LINQ queries against entity classes, and EF Core translates them to SQL, materializes results into objects, tracks changes and writes them back. Database providers exist for SQL Server, PostgreSQL (Npgsql), MySQL, SQLite, Oracle and Azure Cosmos DB.</p>
<ul>
<li><strong>DbContext</strong> represents a session with the database. It holds the connection, the model configuration, the change tracker and the <code>SaveChanges</code> method. It is a <strong>unit of work</strong>: all changes are saved together.</li>
<li><strong>DbSet&lt;T&gt;</strong> represents a table or collection of an entity type and is the starting point for LINQ queries.</li>
</ul>
<pre><code class="language-csharp">public class ShopDbContext(DbContextOptions&lt;ShopDbContext&gt; options) : DbContext(options)
{
    public DbSet&lt;Customer&gt; Customers =&gt; Set&lt;Customer&gt;();
    public DbSet&lt;Order&gt; Orders =&gt; Set&lt;Order&gt;();
}

// Program.cs
builder.Services.AddDbContext&lt;ShopDbContext&gt;(o =&gt;
    o.UseSqlServer(builder.Configuration.GetConnectionString("Shop")));

// Usage
var bigOrders = await db.Orders
    .Where(o =&gt; o.Total &gt; 500)
    .OrderByDescending(o =&gt; o.PlacedAt)
    .ToListAsync();</code></pre>
<p>EF Core supports a <strong>code-first</strong> workflow (classes and migrations define the schema) and <strong>database-first</strong> through scaffolding (<code>dotnet ef dbcontext scaffold</code>).</p>`,
        },
        {
          question: "How do EF Core migrations work, and how should you apply them in production?",
          answer: `<p><strong>Migrations</strong> keep the database schema in sync with the EF Core model in code-first development. When you change entities or configuration, you add a migration: EF Core compares the current model with the last <strong>model snapshot</strong> and generates a class with <code>Up()</code> and <code>Down()</code> methods. Applied migrations are recorded in the <code>__EFMigrationsHistory</code> table.</p>
<pre><code class="language-bash">dotnet tool install --global dotnet-ef

dotnet ef migrations add AddOrderStatus      # generate a migration
dotnet ef database update                    # apply to the local database
dotnet ef migrations remove                  # remove the last, unapplied migration

# Production-friendly outputs
dotnet ef migrations script --idempotent -o migrate.sql
dotnet ef migrations bundle -o efbundle      # self-contained executable</code></pre>
<p>Best practices for production:</p>
<ul>
<li><strong>Review the generated code and SQL</strong>. A property rename may be generated as drop and add column, which loses data; fix it with <code>RenameColumn</code>.</li>
<li>Apply migrations as a <strong>controlled deployment step</strong>, with an idempotent SQL script reviewed by a DBA or a migration bundle run in the CI/CD pipeline, rather than calling <code>Database.Migrate()</code> at application start-up. With several instances starting at once, start-up migration can race and it requires elevated database permissions for the app.</li>
<li>Design <strong>backward-compatible</strong> changes for zero-downtime deployments: add a nullable column first, deploy the code, backfill data, then make it required in a later release.</li>
<li>Commit migrations to source control and never edit migrations that have already been applied to shared environments.</li>
</ul>`,
        },
        {
          question: "What are eager loading, explicit loading and lazy loading in EF Core?",
          answer: `<p>They are three ways to load <strong>related entities</strong> (navigation properties). By default, EF Core does not load navigations at all.</p>
<ul>
<li><strong>Eager loading</strong>: related data is loaded in the same query with <code>Include</code> and <code>ThenInclude</code>. It is predictable and the most common choice.</li>
<li><strong>Explicit loading</strong>: related data is loaded later, on demand, through <code>Entry(...).Collection(...)</code> or <code>Reference(...)</code>. It is useful when you need related data only sometimes.</li>
<li><strong>Lazy loading</strong>: related data is loaded automatically the first time a navigation property is accessed. It requires the <code>Microsoft.EntityFrameworkCore.Proxies</code> package with <code>UseLazyLoadingProxies()</code> and <code>virtual</code> navigation properties, and it is off by default.</li>
</ul>
<pre><code class="language-csharp">// Eager
var orders = await db.Orders
    .Include(o =&gt; o.Customer)
    .Include(o =&gt; o.Lines).ThenInclude(l =&gt; l.Product)
    .Where(o =&gt; o.Status == OrderStatus.Open)
    .ToListAsync();

// Explicit
var customer = await db.Customers.SingleAsync(c =&gt; c.Id == id);
await db.Entry(customer).Collection(c =&gt; c.Orders)
    .Query().Where(o =&gt; o.Total &gt; 100).LoadAsync();

// Lazy (with proxies enabled): each access may run a hidden query
foreach (var o in customer.Orders) { /* ... */ }</code></pre>
<p>Lazy loading is convenient but risky: loops over entities easily trigger the <strong>N+1 query problem</strong>, the queries are hidden from readers, and they fail after the context is disposed. Many teams disable it and use eager loading or, better still for read scenarios, <strong>projection with <code>Select</code></strong> into a DTO containing only the needed columns.</p>`,
        },
        {
          question: "What is change tracking in EF Core, and when should you use AsNoTracking?",
          answer: `<p>By default, entities returned by a query are <strong>tracked</strong> by the <code>DbContext</code>. The change tracker keeps a snapshot of their original values and their state: <strong>Added</strong>, <strong>Unchanged</strong>, <strong>Modified</strong>, <strong>Deleted</strong> or <strong>Detached</strong>. When you call <code>SaveChanges</code>, EF Core detects what changed and generates only the necessary <code>INSERT</code>, <code>UPDATE</code> and <code>DELETE</code> statements, in a transaction.</p>
<pre><code class="language-csharp">// Tracked: modify and save, no explicit Update call needed
var product = await db.Products.SingleAsync(p =&gt; p.Id == 42);
product.Price = 19.99m;
await db.SaveChangesAsync();   // UPDATE Products SET Price = @p0 WHERE Id = @p1

// Read-only: no tracking overhead
var catalog = await db.Products
    .AsNoTracking()
    .Where(p =&gt; p.IsActive)
    .ToListAsync();

var state = db.Entry(product).State;   // Unchanged after SaveChanges</code></pre>
<p>Use <strong><code>AsNoTracking</code></strong> for read-only queries, such as API GET endpoints and reports. It avoids snapshot creation and identity resolution, which saves memory and CPU, especially with many rows. <code>AsNoTrackingWithIdentityResolution</code> is a middle ground that still de-duplicates instances within one query. You can also make no-tracking the default for a context with <code>UseQueryTrackingBehavior</code>.</p>
<p>Caveats: untracked entities are not saved by <code>SaveChanges</code> unless you attach them (<code>Update</code> or <code>Attach</code>). Also, projections into DTOs with <code>Select</code> are never tracked, which makes them a good default for reads.</p>`,
        },
        {
          question: "What is the N+1 query problem in EF Core, and how do you fix it?",
          answer: `<p>The <strong>N+1 problem</strong> happens when code runs one query to load a list of N entities and then one more query for each entity to load related data, so N+1 database round trips instead of one or two. It usually comes from lazy loading or from querying inside a loop, and it is invisible in development with 10 rows but slow in production with 10,000.</p>
<pre><code class="language-csharp">// N+1: one query for customers, then one query per customer
var customers = await db.Customers.ToListAsync();
foreach (var c in customers)
{
    var count = await db.Orders.CountAsync(o =&gt; o.CustomerId == c.Id);
}

// Fixed with a projection: one SQL query with a subquery
var summaries = await db.Customers
    .Select(c =&gt; new CustomerSummary(c.Id, c.Name, c.Orders.Count()))
    .ToListAsync();

// Fixed with eager loading when full entities are needed
var withOrders = await db.Customers
    .Include(c =&gt; c.Orders)
    .AsSplitQuery()            // avoids a huge cartesian JOIN result
    .ToListAsync();</code></pre>
<p>The opposite risk is <strong>cartesian explosion</strong>: including several collection navigations in one query joins them, multiplying rows. <code>AsSplitQuery()</code> loads each collection in a separate SQL query; the trade-off is more round trips and no single-query consistency guarantee unless you use a transaction.</p>
<p>Detect these issues by logging generated SQL (<code>LogTo</code>, or the <code>Microsoft.EntityFrameworkCore.Database.Command</code> log category), with application performance monitoring tools, or with integration tests that count queries.</p>`,
        },
        {
          question:
            "How do you configure entity relationships in EF Core: conventions, data annotations or the Fluent API?",
          answer: `<p>EF Core builds its model in three layers, each able to override the previous one:</p>
<ul>
<li><strong>Conventions</strong>: a property named <code>Id</code> or <code>{Type}Id</code> becomes the primary key; a navigation plus a <code>CustomerId</code> property becomes a foreign key; collection navigations imply one-to-many relationships.</li>
<li><strong>Data annotations</strong>: attributes on the classes, such as <code>[Key]</code>, <code>[Required]</code>, <code>[MaxLength]</code> and <code>[ForeignKey]</code>. They are simple, but they mix persistence concerns into domain classes and cannot express everything.</li>
<li><strong>Fluent API</strong>: configuration in <code>OnModelCreating</code> or <code>IEntityTypeConfiguration&lt;T&gt;</code> classes. It is the most powerful option and takes precedence: composite keys, indexes, delete behavior, precision, owned types and table splitting.</li>
</ul>
<pre><code class="language-csharp">public class OrderConfiguration : IEntityTypeConfiguration&lt;Order&gt;
{
    public void Configure(EntityTypeBuilder&lt;Order&gt; b)
    {
        b.HasKey(o =&gt; o.Id);
        b.Property(o =&gt; o.Total).HasPrecision(18, 2);
        b.HasIndex(o =&gt; new { o.CustomerId, o.PlacedAt });

        b.HasOne(o =&gt; o.Customer)                 // many-to-one
         .WithMany(c =&gt; c.Orders)
         .HasForeignKey(o =&gt; o.CustomerId)
         .OnDelete(DeleteBehavior.Restrict);

        b.HasMany(o =&gt; o.Tags)                    // many-to-many with
         .WithMany(t =&gt; t.Orders);                // an implicit join table
    }
}

protected override void OnModelCreating(ModelBuilder modelBuilder) =&gt;
    modelBuilder.ApplyConfigurationsFromAssembly(typeof(ShopDbContext).Assembly);</code></pre>
<p>Many teams keep entities clean and put all mapping in configuration classes. Check delete behavior carefully: required relationships cascade deletes by default.</p>`,
        },
        {
          question: "How does EF Core handle concurrency conflicts?",
          answer: `<p>EF Core uses <strong>optimistic concurrency</strong>: it does not lock rows while a user edits data. Instead, a <strong>concurrency token</strong> is included in the <code>WHERE</code> clause of <code>UPDATE</code> and <code>DELETE</code> statements. If another user changed the row in the meantime, no rows are affected, and EF Core throws <code>DbUpdateConcurrencyException</code> instead of silently overwriting the other change (the "last write wins" problem).</p>
<p>Configure a token either as a database-generated row version (SQL Server <code>rowversion</code>) or by marking ordinary properties with <code>[ConcurrencyCheck]</code> or <code>IsConcurrencyToken()</code>. For PostgreSQL, the Npgsql provider can map the system column <code>xmin</code>.</p>
<pre><code class="language-csharp">public class Product
{
    public int Id { get; set; }
    public decimal Price { get; set; }
    public int Stock { get; set; }

    [Timestamp]                       // SQL Server rowversion
    public byte[] RowVersion { get; set; } = [];
}

try
{
    product.Stock -= quantity;
    await db.SaveChangesAsync();
    // UPDATE Products SET Stock = @p0 WHERE Id = @p1 AND RowVersion = @p2
}
catch (DbUpdateConcurrencyException ex)
{
    var entry = ex.Entries.Single();
    var current = await entry.GetDatabaseValuesAsync();
    if (current is null) return Results.NotFound();   // deleted by someone else
    // Options: reload and retry, merge values, or return 409 Conflict to the client
    return Results.Conflict("The product was changed by another user.");
}</code></pre>
<p>In web APIs, send the row version to the client (often as an ETag) and back with the update, so conflicts are detected across requests. For hot spots such as stock counters, a single atomic SQL update can be a better fit.</p>`,
        },
        {
          question: "How do you run raw SQL and bulk updates in EF Core safely?",
          answer: `<p>EF Core lets you drop down to SQL when LINQ is not enough:</p>
<ul>
<li><code>FromSql</code> (EF Core 7+) and <code>FromSqlInterpolated</code> run a query that returns entities. The interpolated values become <strong>SQL parameters</strong>, so they are safe from SQL injection. You can compose LINQ on top of the result.</li>
<li><code>FromSqlRaw</code> takes a plain string. <strong>Never concatenate user input into it</strong>; pass parameters separately.</li>
<li><code>Database.ExecuteSql</code> runs commands that do not return entities.</li>
<li><code>Database.SqlQuery&lt;T&gt;</code> returns scalars (EF Core 7+) or unmapped types (EF Core 8+).</li>
</ul>
<pre><code class="language-csharp">// Safe: {minTotal} becomes a parameter (@p0)
var orders = await db.Orders
    .FromSql($"SELECT * FROM Orders WHERE Total &gt; {minTotal}")
    .Where(o =&gt; o.Status == OrderStatus.Open)
    .ToListAsync();

// DANGEROUS: SQL injection
// db.Orders.FromSqlRaw("SELECT * FROM Orders WHERE Name = '" + name + "'");

// Bulk operations (EF Core 7+): a single UPDATE/DELETE, no entities loaded
int archived = await db.Orders
    .Where(o =&gt; o.PlacedAt &lt; cutoff)
    .ExecuteUpdateAsync(s =&gt; s.SetProperty(o =&gt; o.Status, OrderStatus.Archived));

int removed = await db.Sessions
    .Where(s =&gt; s.ExpiresAt &lt; DateTime.UtcNow)
    .ExecuteDeleteAsync();</code></pre>
<p>Note that <code>ExecuteUpdate</code> and <code>ExecuteDelete</code> run <strong>immediately</strong>, bypass the change tracker (already-loaded entities are not updated) and do not take part in <code>SaveChanges</code>. Before EF Core 7, updating many rows meant loading them all or using third-party bulk extensions.</p>`,
        },
        {
          question: "How do transactions work in EF Core?",
          answer: `<p>By default, each call to <code>SaveChanges</code> is <strong>atomic</strong>: EF Core wraps all the generated statements in a transaction if the provider supports it, so either every change is saved or none is. For most use cases, you need nothing more: make all changes, then call <code>SaveChanges</code> once.</p>
<p>Use an explicit transaction when several <code>SaveChanges</code> calls, <code>ExecuteUpdate</code> or raw SQL commands must succeed or fail together:</p>
<pre><code class="language-csharp">var strategy = db.Database.CreateExecutionStrategy();
await strategy.ExecuteAsync(async () =&gt;
{
    await using var tx = await db.Database.BeginTransactionAsync();

    var order = new Order { CustomerId = customerId, Total = total };
    db.Orders.Add(order);
    await db.SaveChangesAsync();              // order.Id is now generated

    int updated = await db.Products
        .Where(p =&gt; p.Id == productId &amp;&amp; p.Stock &gt;= qty)
        .ExecuteUpdateAsync(s =&gt; s.SetProperty(p =&gt; p.Stock, p =&gt; p.Stock - qty));
    if (updated == 0)
        throw new InvalidOperationException("Out of stock");   // no commit: rolled back

    await tx.CommitAsync();                   // rollback happens automatically if not committed
});</code></pre>
<p>Points that show experience:</p>
<ul>
<li>When connection resiliency is enabled (<code>EnableRetryOnFailure</code>), a user-initiated transaction must run inside the <strong>execution strategy</strong>, as above, so the whole unit can be retried.</li>
<li>Keep transactions short; never wait for user input or slow HTTP calls inside one.</li>
<li>Choose isolation levels deliberately, for example with <code>BeginTransactionAsync(IsolationLevel.Serializable)</code>.</li>
<li>A database transaction cannot cover a message broker or external API; use the <strong>outbox pattern</strong> for reliable integration events.</li>
</ul>`,
        },
        {
          question: "What is the correct lifetime of a DbContext, and is it thread-safe?",
          answer: `<p>A <code>DbContext</code> is designed to be <strong>short-lived</strong> and used for one <strong>unit of work</strong>. In ASP.NET Core, <code>AddDbContext</code> registers it as <strong>scoped</strong>, so each HTTP request gets its own instance, which is disposed at the end of the request.</p>
<p>A <code>DbContext</code> is <strong>not thread-safe</strong>. Running two operations on the same instance in parallel, for example two un-awaited queries combined with <code>Task.WhenAll</code>, throws "A second operation was started on this context instance before a previous operation completed". Always <code>await</code> each operation, or use separate context instances.</p>
<p>Avoid long-lived contexts, such as a singleton or one context for a whole desktop app or background job: the change tracker grows without limit, memory and performance degrade, and stale data is returned from tracked entities.</p>
<pre><code class="language-csharp">// Context pooling: reuses instances to reduce allocation cost in hot paths
builder.Services.AddDbContextPool&lt;ShopDbContext&gt;(o =&gt; o.UseNpgsql(connString));

// Or a factory, for places without a request scope: background services, Blazor Server, parallel work
builder.Services.AddPooledDbContextFactory&lt;ShopDbContext&gt;(o =&gt; o.UseNpgsql(connString));

public class NightlyReport(IDbContextFactory&lt;ShopDbContext&gt; factory)
{
    public async Task RunAsync(IEnumerable&lt;int&gt; storeIds)
    {
        await Parallel.ForEachAsync(storeIds, async (storeId, ct) =&gt;
        {
            await using var db = await factory.CreateDbContextAsync(ct);  // one per task
            var total = await db.Orders.Where(o =&gt; o.StoreId == storeId).SumAsync(o =&gt; o.Total, ct);
        });
    }
}</code></pre>
<p>With pooling, do not keep per-request state in custom context fields, because instances are reset and reused.</p>`,
        },
      ],
    },
    {
      name: "LINQ",
      slug: "linq-interview-questions",
      description: `<p>LINQ (Language Integrated Query) is used in nearly every C# code base, for querying in-memory collections, databases through Entity Framework Core, XML and more. Interviewers often ask candidates to write LINQ queries live, so fluency matters as much as theory.</p>
<p>These questions cover query and method syntax, deferred execution, IEnumerable versus IQueryable, projection, filtering, grouping, joins, element operators and common performance pitfalls, with short, runnable C# examples.</p>`,
      metaTitle: "LINQ Interview Questions and Answers (C#)",
      metaDescription:
        "LINQ interview questions with C# examples: deferred execution, IEnumerable vs IQueryable, Select vs SelectMany, GroupBy, joins and pitfalls.",
      metaKeywords:
        "linq interview questions, c# linq, deferred execution, ienumerable vs iqueryable, selectmany, groupby, linq join",
      questions: [
        {
          question: "What is LINQ, and what is the difference between query syntax and method syntax?",
          answer: `<p><strong>LINQ (Language Integrated Query)</strong> is a set of C# language features and library methods for querying data with a consistent, strongly typed syntax, whatever the source: in-memory collections (LINQ to Objects), databases (through EF Core), XML (LINQ to XML) and others. Queries are checked by the compiler and supported by IntelliSense.</p>
<p>There are two equivalent syntaxes:</p>
<ul>
<li><strong>Query syntax</strong>: SQL-like keywords (<code>from</code>, <code>where</code>, <code>select</code>, <code>group</code>, <code>join</code>, <code>let</code>). Often more readable for joins and multiple <code>from</code> clauses.</li>
<li><strong>Method syntax</strong>: chained extension methods with lambda expressions. It is more common in modern code, and some operators, such as <code>Count</code>, <code>Distinct</code>, <code>Take</code> and <code>FirstOrDefault</code>, exist only as methods.</li>
</ul>
<pre><code class="language-csharp">var employees = GetEmployees();

// Query syntax
var q1 = from e in employees
         where e.Department == "IT" &amp;&amp; e.Salary &gt; 90_000
         orderby e.LastName
         select new { e.FirstName, e.LastName };

// Method syntax (what the compiler translates the query into)
var q2 = employees
    .Where(e =&gt; e.Department == "IT" &amp;&amp; e.Salary &gt; 90_000)
    .OrderBy(e =&gt; e.LastName)
    .Select(e =&gt; new { e.FirstName, e.LastName });

int count = q2.Count();   // mixing is fine: (from ... select ...).Count()</code></pre>
<p>The compiler translates query syntax into method calls, so performance is identical; choose whichever is clearer for the query at hand.</p>`,
        },
        {
          question: "What is deferred execution in LINQ, and which operators execute immediately?",
          answer: `<p>Most LINQ operators use <strong>deferred execution</strong>: calling <code>Where</code>, <code>Select</code> or <code>OrderBy</code> only builds a query; nothing runs until the result is <strong>enumerated</strong>, for example by <code>foreach</code>, <code>ToList()</code>, <code>Count()</code> or <code>First()</code>. The query then runs against the data <strong>as it is at that moment</strong>, and it runs again on each enumeration.</p>
<pre><code class="language-csharp">var numbers = new List&lt;int&gt; { 1, 2, 3 };
var evens = numbers.Where(n =&gt; n % 2 == 0);   // not executed yet

numbers.Add(4);
Console.WriteLine(string.Join(",", evens));     // "2,4": sees the later change

var snapshot = evens.ToList();                  // executed now, results stored
numbers.Add(6);
Console.WriteLine(snapshot.Count);              // 2: the list is not re-evaluated</code></pre>
<p><strong>Immediate execution</strong> happens with operators that return a single value or a concrete collection:</p>
<ul>
<li>Conversion: <code>ToList</code>, <code>ToArray</code>, <code>ToDictionary</code>, <code>ToHashSet</code>, <code>ToLookup</code>.</li>
<li>Aggregates: <code>Count</code>, <code>Sum</code>, <code>Min</code>, <code>Max</code>, <code>Average</code>, <code>Aggregate</code>.</li>
<li>Element and quantifier operators: <code>First</code>, <code>Single</code>, <code>Last</code>, <code>ElementAt</code>, <code>Any</code>, <code>All</code>, <code>Contains</code>.</li>
</ul>
<p>Deferred execution is implemented with iterators (<code>yield return</code>) for LINQ to Objects and with expression trees for <code>IQueryable</code>. It enables composing queries efficiently, but it can surprise you: exceptions surface at enumeration time, and enumerating twice repeats the work (or the database query).</p>`,
        },
        {
          question: "What is the difference between IEnumerable and IQueryable?",
          answer: `<ul>
<li><code>IEnumerable&lt;T&gt;</code> represents an in-memory sequence. Its LINQ operators (in <code>System.Linq.Enumerable</code>) take <strong>delegates</strong> (<code>Func&lt;T, bool&gt;</code>) and run as compiled .NET code in your process.</li>
<li><code>IQueryable&lt;T&gt;</code> (which extends <code>IEnumerable&lt;T&gt;</code>) represents a query against a <strong>provider</strong>, such as EF Core. Its operators (in <code>System.Linq.Queryable</code>) take <strong>expression trees</strong> (<code>Expression&lt;Func&lt;T, bool&gt;&gt;</code>), which the provider translates into another language, usually SQL, executed by the database.</li>
</ul>
<p>The practical consequence is <strong>where</strong> filtering happens:</p>
<pre><code class="language-csharp">// IQueryable: WHERE and TOP are translated to SQL; only 10 rows are transferred
IQueryable&lt;Order&gt; q = db.Orders.Where(o =&gt; o.Total &gt; 1000).Take(10);
var top = await q.ToListAsync();

// IEnumerable: AsEnumerable() switches to in-memory LINQ.
// All orders are loaded from the database, then filtered in the app: slow
IEnumerable&lt;Order&gt; e = db.Orders.AsEnumerable().Where(o =&gt; o.Total &gt; 1000).Take(10);

// Same trap through a method signature:
IEnumerable&lt;Order&gt; GetOrders() =&gt; db.Orders;           // loses IQueryable
var filtered = GetOrders().Where(o =&gt; o.Total &gt; 1000); // filters in memory</code></pre>
<p>Because <code>IQueryable</code> is translated, only expressions the provider understands are allowed; calling an arbitrary C# method inside a <code>Where</code> causes EF Core to throw a translation error rather than silently filtering on the client (client evaluation is limited to the final projection).</p>
<p>Rule of thumb: keep queries as <code>IQueryable</code> until the database has done the filtering, sorting and paging, then materialize.</p>`,
        },
        {
          question: "What is the difference between Select and SelectMany in LINQ?",
          answer: `<ul>
<li><strong>Select</strong> is a one-to-one <strong>projection</strong>: each input element produces exactly one output element. If the projection returns a collection, you get a sequence of collections.</li>
<li><strong>SelectMany</strong> is a one-to-many projection that <strong>flattens</strong> the result: each element produces a sequence, and all these sequences are concatenated into one.</li>
</ul>
<pre><code class="language-csharp">var customers = new List&lt;Customer&gt;
{
    new("Ana",  new List&lt;string&gt; { "Laptop", "Mouse" }),
    new("Raj",  new List&lt;string&gt; { "Monitor" }),
};

IEnumerable&lt;List&lt;string&gt;&gt; nested = customers.Select(c =&gt; c.Products);
// [ ["Laptop", "Mouse"], ["Monitor"] ]

IEnumerable&lt;string&gt; flat = customers.SelectMany(c =&gt; c.Products);
// [ "Laptop", "Mouse", "Monitor" ]

// With a result selector, keep the parent information
var pairs = customers.SelectMany(
    c =&gt; c.Products,
    (c, product) =&gt; $"{c.Name} bought {product}");
// [ "Ana bought Laptop", "Ana bought Mouse", "Raj bought Monitor" ]

record Customer(string Name, List&lt;string&gt; Products);</code></pre>
<p>In query syntax, <code>SelectMany</code> corresponds to multiple <code>from</code> clauses: <code>from c in customers from p in c.Products select p</code>. In EF Core, a <code>SelectMany</code> over a collection navigation is translated into a SQL <code>JOIN</code>. It is also handy to build a <strong>cross join</strong> (every combination of two sequences), for example sizes times colors.</p>`,
        },
        {
          question: "What is the difference between First, FirstOrDefault, Single and SingleOrDefault?",
          answer: `<ul>
<li><strong>First()</strong>: returns the first matching element; throws <code>InvalidOperationException</code> if there are <strong>none</strong>. Extra matches are ignored.</li>
<li><strong>FirstOrDefault()</strong>: returns the first match, or <code>default(T)</code> (<code>null</code> for reference types, <code>0</code> for <code>int</code>) if there are none.</li>
<li><strong>Single()</strong>: returns the only matching element; throws if there are <strong>none or more than one</strong>.</li>
<li><strong>SingleOrDefault()</strong>: returns the only match or the default if none; still throws if there is <strong>more than one</strong>.</li>
</ul>
<pre><code class="language-csharp">var users = new List&lt;User&gt;
{
    new(1, "ana@example.com"), new(2, "raj@example.com"), new(3, "ana@example.com")
};

users.First(u =&gt; u.Email == "ana@example.com");           // user 1
users.FirstOrDefault(u =&gt; u.Email == "none@example.com"); // null
users.Single(u =&gt; u.Id == 2);                             // user 2
users.SingleOrDefault(u =&gt; u.Email == "ana@example.com"); // throws: two matches

// .NET 6+: choose your own default
int firstBig = new[] { 1, 2, 3 }.FirstOrDefault(n =&gt; n &gt; 10, -1);   // -1

record User(int Id, string Email);</code></pre>
<p>Choosing one <strong>documents your intent</strong>: use <code>Single</code> when duplicates would be a data error, such as lookup by primary key or a unique email, so problems surface loudly. Use <code>First</code> with an <code>OrderBy</code> when several matches are acceptable. In EF Core, <code>Single</code> is translated to <code>TOP(2)</code> so it can detect duplicates, and <code>First</code> to <code>TOP(1)</code>. For a primary-key lookup, <code>FindAsync</code> can return an already-tracked entity without a database round trip.</p>`,
        },
        {
          question: "How do you group and aggregate data with LINQ GroupBy?",
          answer: `<p><code>GroupBy</code> splits a sequence into groups that share a key. Each group is an <code>IGrouping&lt;TKey, TElement&gt;</code>: it has a <code>Key</code> property and is itself a sequence of the elements, so you can aggregate it with <code>Count</code>, <code>Sum</code>, <code>Average</code>, <code>Max</code> and so on.</p>
<pre><code class="language-csharp">var sales = new List&lt;Sale&gt;
{
    new("TX", "Laptop", 1200m), new("TX", "Mouse", 25m),
    new("CA", "Laptop", 1100m), new("CA", "Monitor", 300m), new("NY", "Mouse", 30m)
};

var byState = sales
    .GroupBy(s =&gt; s.State)
    .Select(g =&gt; new
    {
        State = g.Key,
        Orders = g.Count(),
        Revenue = g.Sum(s =&gt; s.Amount),
        TopProduct = g.OrderByDescending(s =&gt; s.Amount).First().Product
    })
    .OrderByDescending(x =&gt; x.Revenue);

// Composite key, and a HAVING-style filter
var bigGroups = sales
    .GroupBy(s =&gt; new { s.State, s.Product })
    .Where(g =&gt; g.Sum(s =&gt; s.Amount) &gt; 1000)
    .Select(g =&gt; $"{g.Key.State}/{g.Key.Product}: {g.Sum(s =&gt; s.Amount)}");

// Simple counts per key (.NET 9+)
var perState = sales.CountBy(s =&gt; s.State);   // (TX, 2), (CA, 2), (NY, 1)

record Sale(string State, string Product, decimal Amount);</code></pre>
<p>Notes: <code>GroupBy</code> in LINQ to Objects is deferred but buffers the whole source when enumerated. With EF Core, a <code>GroupBy</code> followed by aggregates in <code>Select</code> translates to SQL <code>GROUP BY</code>; returning whole groups of entities is not fully translatable in all cases, so project to aggregates. <code>ToLookup</code> is the immediate-execution equivalent that gives a reusable, indexable lookup.</p>`,
        },
        {
          question: "How do you perform an inner join and a left outer join in LINQ?",
          answer: `<p>An <strong>inner join</strong> uses <code>join ... on ... equals</code> in query syntax or the <code>Join</code> method: only elements with a matching key in both sequences are returned.</p>
<p>A <strong>left outer join</strong> (all elements from the left side, with the right side optional) is traditionally written with <code>GroupJoin</code> (<code>join ... into</code>) followed by <code>DefaultIfEmpty()</code>:</p>
<pre><code class="language-csharp">var customers = new[] { new Customer(1, "Ana"), new Customer(2, "Raj"), new Customer(3, "Li") };
var orders = new[] { new Order(10, 1, 250m), new Order(11, 1, 80m), new Order(12, 2, 40m) };

// Inner join: Li has no orders and is excluded
var inner = from c in customers
            join o in orders on c.Id equals o.CustomerId
            select new { c.Name, o.Total };

var innerMethod = customers.Join(orders,
    c =&gt; c.Id, o =&gt; o.CustomerId,
    (c, o) =&gt; new { c.Name, o.Total });

// Left outer join: Li appears with a null order
var left = from c in customers
           join o in orders on c.Id equals o.CustomerId into customerOrders
           from o in customerOrders.DefaultIfEmpty()
           select new { c.Name, Total = o == null ? 0m : o.Total };

record Customer(int Id, string Name);
record Order(int Id, int CustomerId, decimal Total);</code></pre>
<p><code>equals</code> is required instead of <code>==</code>, and the left key must come first.</p>
<p>With EF Core, you often do not need explicit joins: navigating <code>o.Customer.Name</code> or using <code>Include</code> produces the joins for you. .NET 10 also adds built-in <code>LeftJoin</code> and <code>RightJoin</code> operators that replace the <code>GroupJoin</code> pattern.</p>`,
        },
        {
          question: "Why is Any() usually better than Count() > 0, and how do All and Contains work?",
          answer: `<p>These are <strong>quantifier</strong> operators that return <code>bool</code>:</p>
<ul>
<li><code>Any()</code>: true if the sequence has at least one element (or one that matches a predicate). It <strong>stops at the first match</strong>.</li>
<li><code>All(predicate)</code>: true if every element matches. It stops at the first non-match, and returns <strong>true for an empty sequence</strong> (vacuous truth), which surprises many candidates.</li>
<li><code>Contains(value)</code>: true if the sequence contains the value, using the default equality comparer or one you pass.</li>
</ul>
<pre><code class="language-csharp">IEnumerable&lt;Order&gt; orders = LoadOrders();

bool hasLarge = orders.Any(o =&gt; o.Total &gt; 1000);        // stops at first match
bool slower   = orders.Count(o =&gt; o.Total &gt; 1000) &gt; 0;  // scans everything

bool allPaid  = orders.All(o =&gt; o.IsPaid);               // true if orders is empty!
bool hasOrder = orders.Select(o =&gt; o.Id).Contains(42);

// EF Core translations
bool exists = await db.Orders.AnyAsync(o =&gt; o.CustomerId == id);   // SQL EXISTS
var ids = new[] { 1, 2, 3 };
var some = await db.Orders.Where(o =&gt; ids.Contains(o.Id)).ToListAsync();   // SQL IN</code></pre>
<p>Why <code>Any()</code> wins: <code>Count()</code> on an arbitrary <code>IEnumerable</code> must enumerate the whole sequence, and on a database it asks for a full <code>COUNT(*)</code>, while <code>Any()</code> stops early and becomes <code>EXISTS</code>. For collections that already know their size, such as <code>List&lt;T&gt;</code> or arrays, the <code>Count</code> or <code>Length</code> property is equally fast and is what analyzers recommend.</p>`,
        },
        {
          question:
            "What problems can multiple enumeration of an IEnumerable cause, and how do you avoid them?",
          answer: `<p>Because LINQ queries are deferred, an <code>IEnumerable&lt;T&gt;</code> is often a <strong>recipe</strong>, not stored data. Enumerating it twice <strong>runs the whole pipeline twice</strong>, which can cause:</p>
<ul>
<li><strong>Repeated expensive work</strong>: two database queries, two file reads or two API calls.</li>
<li><strong>Inconsistent results</strong>: the underlying data changed between enumerations, or the query uses <code>DateTime.Now</code> or random values.</li>
<li><strong>Repeated side effects</strong> inside <code>Select</code>, such as logging or sending emails.</li>
<li><strong>Failures</strong> with one-shot sources such as a network stream or a <code>DataReader</code>, which cannot be enumerated again.</li>
</ul>
<pre><code class="language-csharp">IEnumerable&lt;Order&gt; pending = db.Orders.Where(o =&gt; o.Status == "Pending");

if (pending.Any())                          // query 1
{
    Console.WriteLine(pending.Count());     // query 2
    foreach (var o in pending) { }          // query 3
}

// Fix: materialize once when you need the results several times
List&lt;Order&gt; pendingList = await db.Orders
    .Where(o =&gt; o.Status == "Pending")
    .ToListAsync();

if (pendingList.Count &gt; 0)
{
    Console.WriteLine(pendingList.Count);
    foreach (var o in pendingList) { }
}</code></pre>
<p>Guidelines: call <code>ToList()</code> or <code>ToArray()</code> once when you will iterate several times, or use a single pass that computes everything. In method signatures, accept <code>IReadOnlyCollection&lt;T&gt;</code> or <code>IReadOnlyList&lt;T&gt;</code> when you need the count or multiple passes, so callers know to materialize. Keep LINQ lambdas free of side effects. IDEs such as ReSharper and Rider flag "possible multiple enumeration".</p>`,
        },
        {
          question:
            "How would you find the second highest salary, or the top earner per department, with LINQ?",
          answer: `<p>This classic SQL interview question also appears in C# interviews. Handle <strong>duplicates</strong> (two people sharing the top salary) and the case where <strong>no second value exists</strong>.</p>
<pre><code class="language-csharp">var employees = new List&lt;Employee&gt;
{
    new("Ana", "IT", 120_000m), new("Raj", "IT", 120_000m),
    new("Li",  "IT", 105_000m), new("Sam", "HR",  80_000m), new("Eva", "HR", 95_000m)
};

// Second highest distinct salary, or null if there is none
decimal? second = employees
    .Select(e =&gt; e.Salary)
    .Distinct()
    .OrderByDescending(s =&gt; s)
    .Skip(1)
    .Select(s =&gt; (decimal?)s)
    .FirstOrDefault();                          // 105000

// Everyone earning that salary
var secondEarners = employees.Where(e =&gt; e.Salary == second).ToList();

// Top earner per department (.NET 6+ MaxBy; returns one on ties)
var topPerDept = employees
    .GroupBy(e =&gt; e.Department)
    .Select(g =&gt; g.MaxBy(e =&gt; e.Salary)!);      // IT: Ana, HR: Eva

// Paging: page 2 with 20 items per page
var page2 = employees.OrderBy(e =&gt; e.Name).Skip(20).Take(20);

record Employee(string Name, string Department, decimal Salary);</code></pre>
<p>Why each step matters: without <code>Distinct</code>, <code>Skip(1)</code> returns the duplicate top salary (120,000); and the cast to <code>decimal?</code> makes <code>FirstOrDefault</code> return <code>null</code> instead of a misleading 0 when there is no second salary.</p>
<p>Mention the .NET 6 additions <code>MaxBy</code>, <code>MinBy</code>, <code>DistinctBy</code> and <code>Chunk</code>, which replace older hand-written patterns. With EF Core, keep an <code>OrderBy</code> before <code>Skip</code> and <code>Take</code> so paging is deterministic.</p>`,
        },
      ],
    },
  ],
};
