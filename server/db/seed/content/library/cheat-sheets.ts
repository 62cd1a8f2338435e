import type { SeedPdf } from "./types.ts";

/** Interview cheat sheets: one or two pages each, the commands and facts interviews ask for. */
export const cheatSheets: SeedPdf[] = [
  {
    slug: "git-commands-cheat-sheet",
    name: "Git Commands Cheat Sheet",
    document: {
      title: "Git Commands Cheat Sheet",
      subtitle: "The commands a developer uses every day, and the ones interviewers ask about.",
      sections: [
        {
          heading: "Starting and inspecting",
          blocks: [
            {
              table: {
                columns: ["Command", "What it does"],
                rows: [
                  ["git init", "Creates an empty repository in the current folder."],
                  [
                    "git clone <url>",
                    "Copies a remote repository, with its full history, into a new folder.",
                  ],
                  ["git status", "Shows staged, unstaged and untracked changes, and the current branch."],
                  [
                    "git log --oneline --graph",
                    "Shows the history, one line per commit, with branches drawn.",
                  ],
                  ["git diff", "Shows changes in the working tree that are not staged yet."],
                  ["git diff --staged", "Shows what the next commit will contain."],
                  ["git show <commit>", "Shows one commit: its message and its changes."],
                  ["git blame <file>", "Shows which commit last changed each line of a file."],
                ],
              },
            },
          ],
        },
        {
          heading: "Recording changes",
          blocks: [
            {
              table: {
                columns: ["Command", "What it does"],
                rows: [
                  ["git add <file>", "Stages a file's current content for the next commit."],
                  ["git add -p", "Stages changes hunk by hunk, so one commit holds one idea."],
                  ['git commit -m "msg"', "Records the staged changes as a new commit."],
                  [
                    "git commit --amend",
                    "Replaces the last commit (message or content). Never on shared history.",
                  ],
                  ["git restore <file>", "Discards unstaged changes to a file."],
                  ["git restore --staged <file>", "Unstages a file but keeps its changes."],
                  ["git stash / git stash pop", "Puts uncommitted work aside, then brings it back."],
                ],
              },
            },
          ],
        },
        {
          heading: "Branches and merging",
          blocks: [
            {
              table: {
                columns: ["Command", "What it does"],
                rows: [
                  ["git switch -c <branch>", "Creates a branch and switches to it."],
                  ["git branch -d <branch>", "Deletes a branch that has been merged."],
                  [
                    "git merge <branch>",
                    "Joins another branch into the current one, with a merge commit if needed.",
                  ],
                  [
                    "git rebase <base>",
                    "Replays the current branch's commits on top of <base> for a linear history.",
                  ],
                  ["git rebase -i HEAD~3", "Edits, reorders, squashes or drops the last three commits."],
                  ["git cherry-pick <commit>", "Applies one commit from elsewhere onto the current branch."],
                ],
              },
            },
            {
              paragraph:
                "Merge keeps history exactly as it happened; rebase rewrites the branch's commits so that history reads as a straight line. Rebase only commits that nobody else has pulled.",
            },
          ],
        },
        {
          heading: "Working with remotes",
          blocks: [
            {
              table: {
                columns: ["Command", "What it does"],
                rows: [
                  ["git fetch", "Downloads new commits from the remote without changing your branches."],
                  [
                    "git pull --rebase",
                    "Fetches, then rebases your local commits on top of the remote branch.",
                  ],
                  ["git push -u origin <branch>", "Publishes a branch and remembers it as the upstream."],
                  [
                    "git push --force-with-lease",
                    "Overwrites a remote branch only if nobody pushed to it meanwhile.",
                  ],
                  ["git remote -v", "Lists the remotes and their URLs."],
                ],
              },
            },
          ],
        },
        {
          heading: "Undoing safely",
          blocks: [
            {
              bullets: [
                "git revert <commit> creates a new commit that undoes an old one: the safe way to undo on a shared branch.",
                "git reset --soft HEAD~1 removes the last commit but keeps its changes staged.",
                "git reset --hard <commit> moves the branch and throws away every later change: use it only on local work.",
                "git reflog lists where HEAD has been, so a commit lost by a reset or rebase can still be found and restored.",
              ],
            },
          ],
        },
      ],
    },
  },
  {
    slug: "sql-joins-and-aggregates-cheat-sheet",
    name: "SQL Joins and Aggregates Cheat Sheet",
    document: {
      title: "SQL Joins and Aggregates Cheat Sheet",
      subtitle: "Joins, grouping and window functions with short examples on two tables.",
      sections: [
        {
          heading: "The example tables",
          blocks: [
            {
              code: "employees(id, name, department_id, salary, manager_id)\ndepartments(id, name)",
            },
          ],
        },
        {
          heading: "Joins",
          blocks: [
            {
              table: {
                columns: ["Join", "Rows it returns"],
                rows: [
                  ["INNER JOIN", "Only pairs of rows that match the join condition."],
                  ["LEFT JOIN", "Every row of the left table; NULLs where the right table has no match."],
                  ["RIGHT JOIN", "Every row of the right table; NULLs where the left table has no match."],
                  ["FULL OUTER JOIN", "Every row of both tables, matched where possible."],
                  ["CROSS JOIN", "Every combination of rows: the Cartesian product."],
                  ["Self join", "A table joined to itself, e.g. employees to their managers."],
                ],
              },
            },
            {
              code: "-- Employees with their department; departments without employees still listed\nSELECT d.name AS department, e.name AS employee\nFROM departments d\nLEFT JOIN employees e ON e.department_id = d.id;\n\n-- Each employee with their manager's name\nSELECT e.name, m.name AS manager\nFROM employees e\nLEFT JOIN employees m ON m.id = e.manager_id;",
            },
          ],
        },
        {
          heading: "Aggregates and grouping",
          blocks: [
            {
              table: {
                columns: ["Function", "Meaning"],
                rows: [
                  ["COUNT(*)", "Number of rows in the group."],
                  ["COUNT(col)", "Number of rows where col is not NULL."],
                  ["SUM(col), AVG(col)", "Total and mean of the non-NULL values."],
                  ["MIN(col), MAX(col)", "Smallest and largest value."],
                ],
              },
            },
            {
              code: "SELECT department_id, COUNT(*) AS people, AVG(salary) AS average_salary\nFROM employees\nGROUP BY department_id\nHAVING COUNT(*) > 5\nORDER BY average_salary DESC;",
            },
            {
              paragraph:
                "WHERE filters rows before they are grouped; HAVING filters the groups after aggregation. Every selected column must either be in GROUP BY or inside an aggregate.",
            },
          ],
        },
        {
          heading: "Window functions",
          blocks: [
            {
              code: "-- The top earner of each department (ROW_NUMBER picks one on a tie)\nSELECT *\nFROM (\n  SELECT name, department_id, salary,\n         ROW_NUMBER() OVER (PARTITION BY department_id ORDER BY salary DESC) AS rn\n  FROM employees\n) ranked\nWHERE rn = 1;",
            },
            {
              bullets: [
                "ROW_NUMBER gives 1, 2, 3 even for ties; RANK gives 1, 1, 3; DENSE_RANK gives 1, 1, 2.",
                "SUM(salary) OVER (PARTITION BY department_id) adds a department total to every row without collapsing rows.",
                "LAG(col) and LEAD(col) read the previous and next row's value: handy for month-over-month changes.",
              ],
            },
          ],
        },
        {
          heading: "Order of evaluation",
          blocks: [
            {
              paragraph:
                "FROM and JOIN, then WHERE, GROUP BY, HAVING, SELECT (window functions here), DISTINCT, ORDER BY and finally LIMIT. This is why a column alias from SELECT cannot be used in WHERE but can be used in ORDER BY.",
            },
          ],
        },
      ],
    },
  },
  {
    slug: "http-status-codes-cheat-sheet",
    name: "HTTP Status Codes Every Developer Should Know",
    document: {
      title: "HTTP Status Codes Every Developer Should Know",
      subtitle: "What each common status means, and when an API should answer with it.",
      sections: [
        {
          heading: "The five classes",
          blocks: [
            {
              bullets: [
                "1xx informational: the request was received and continues (101 Switching Protocols for WebSockets).",
                "2xx success: the request was received, understood and accepted.",
                "3xx redirection: the client must go somewhere else to finish the request.",
                "4xx client error: the request is wrong or not allowed as it stands; repeating it unchanged usually fails again (429 Too Many Requests is the exception: wait, then retry).",
                "5xx server error: the server failed on a request that may well be valid.",
              ],
            },
          ],
        },
        {
          heading: "Success and redirects",
          blocks: [
            {
              table: {
                columns: ["Code", "Meaning and typical use"],
                rows: [
                  ["200 OK", "The request succeeded; the body holds the result."],
                  ["201 Created", "A resource was created; the Location header names it."],
                  ["204 No Content", "Success with no body, e.g. after a DELETE."],
                  ["206 Partial Content", "The byte range asked for with a Range header (downloads, video)."],
                  [
                    "301 Moved Permanently",
                    "The resource has a new permanent URL; search engines move their index.",
                  ],
                  [
                    "302 Found / 303 See Other",
                    "A temporary redirect; 303 after a form POST leads to a GET.",
                  ],
                  ["304 Not Modified", "The cached copy is still current (ETag or Last-Modified matched)."],
                  ["307 / 308", "Temporary and permanent redirects that keep the method and body."],
                ],
              },
            },
          ],
        },
        {
          heading: "Client errors",
          blocks: [
            {
              table: {
                columns: ["Code", "Meaning and typical use"],
                rows: [
                  ["400 Bad Request", "Malformed syntax, e.g. invalid JSON."],
                  ["401 Unauthorized", "No valid credentials; the client should authenticate."],
                  ["403 Forbidden", "Authenticated, but not allowed to do this."],
                  [
                    "404 Not Found",
                    "No resource at this URL (also used to hide one the caller may not see).",
                  ],
                  ["405 Method Not Allowed", "The URL exists but not with this method."],
                  ["409 Conflict", "The request conflicts with the current state, e.g. a duplicate."],
                  ["413 Content Too Large", "The body is larger than the server accepts."],
                  ["415 Unsupported Media Type", "The body's Content-Type is not accepted."],
                  [
                    "422 Unprocessable Content",
                    "Well-formed but invalid data, e.g. field validation errors.",
                  ],
                  ["429 Too Many Requests", "Rate limited; Retry-After says when to try again."],
                ],
              },
            },
          ],
        },
        {
          heading: "Server errors",
          blocks: [
            {
              table: {
                columns: ["Code", "Meaning and typical use"],
                rows: [
                  ["500 Internal Server Error", "An unexpected failure in the server's code."],
                  ["502 Bad Gateway", "A proxy got an invalid answer from the server behind it."],
                  ["503 Service Unavailable", "Overloaded or in maintenance; often with Retry-After."],
                  ["504 Gateway Timeout", "A proxy waited too long for the server behind it."],
                ],
              },
            },
            {
              paragraph:
                "Interview tip: explain the difference between 401 and 403, and why an API answers 422 rather than 400 for a form with a missing field.",
            },
          ],
        },
      ],
    },
  },
  {
    slug: "big-o-complexity-cheat-sheet",
    name: "Big-O Complexity of Common Data Structures and Algorithms",
    document: {
      title: "Big-O Complexity of Common Data Structures and Algorithms",
      subtitle: "Average and worst-case costs to quote in a coding interview.",
      sections: [
        {
          heading: "Data structures",
          blocks: [
            {
              table: {
                columns: ["Structure", "Access / search", "Insert / delete"],
                rows: [
                  ["Array", "O(1) by index; O(n) search", "O(n) (shifting elements)"],
                  [
                    "Dynamic array",
                    "O(1) by index; O(n) search",
                    "O(1) amortized at the end; O(n) elsewhere",
                  ],
                  ["Linked list", "O(n)", "O(1) once the node is known"],
                  ["Stack / queue", "O(n) search", "O(1) push, pop, enqueue, dequeue"],
                  ["Hash table", "O(1) average; O(n) worst", "O(1) average; O(n) worst"],
                  ["Balanced BST", "O(log n)", "O(log n)"],
                  ["Binary heap", "O(1) min/max; O(n) search", "O(log n)"],
                  ["Trie", "O(k) for a key of length k", "O(k)"],
                ],
              },
            },
          ],
        },
        {
          heading: "Sorting",
          blocks: [
            {
              table: {
                columns: ["Algorithm", "Time (average / worst)", "Extra space, stable?"],
                rows: [
                  ["Quicksort", "O(n log n) / O(n^2)", "O(log n); not stable"],
                  ["Merge sort", "O(n log n) / O(n log n)", "O(n); stable"],
                  ["Heapsort", "O(n log n) / O(n log n)", "O(1); not stable"],
                  ["Insertion sort", "O(n^2) / O(n^2); O(n) if nearly sorted", "O(1); stable"],
                  ["Counting sort", "O(n + k) for keys in 0..k", "O(k); stable"],
                ],
              },
            },
          ],
        },
        {
          heading: "Searching and graphs",
          blocks: [
            {
              table: {
                columns: ["Algorithm", "Time", "Notes"],
                rows: [
                  ["Binary search", "O(log n)", "Needs sorted input."],
                  ["BFS / DFS", "O(V + E)", "BFS finds shortest paths in unweighted graphs."],
                  ["Dijkstra (binary heap)", "O((V + E) log V)", "Non-negative edge weights only."],
                  ["Topological sort", "O(V + E)", "Only for directed acyclic graphs."],
                ],
              },
            },
          ],
        },
        {
          heading: "How to talk about complexity",
          blocks: [
            {
              bullets: [
                "State time and space, and say which input size n stands for.",
                "Drop constants and lower-order terms: O(2n + 10) is O(n).",
                "Two nested loops over the same input are usually O(n^2); halving the input each step is O(log n).",
                "Amortized O(1) means an occasional expensive step (an array doubling) averages out over many cheap ones.",
              ],
            },
          ],
        },
      ],
    },
  },
  {
    slug: "linux-command-line-cheat-sheet",
    name: "Linux Command Line Cheat Sheet for Interviews",
    document: {
      title: "Linux Command Line Cheat Sheet for Interviews",
      subtitle: "Files, processes, networking and text tools for support, DevOps and developer roles.",
      sections: [
        {
          heading: "Files and permissions",
          blocks: [
            {
              table: {
                columns: ["Command", "What it does"],
                rows: [
                  ["ls -lah", "Lists files with permissions, owners, human-readable sizes and hidden files."],
                  ["find /var/log -name '*.log' -mtime -1", "Finds log files changed in the last day."],
                  ["du -sh * | sort -h", "Shows the size of each item in the folder, smallest first."],
                  ["df -h", "Shows free space on each mounted file system."],
                  ["chmod 640 file", "Owner read/write, group read, others nothing."],
                  ["chown app:app file", "Changes the file's owner and group."],
                  ["ln -s target link", "Creates a symbolic link."],
                ],
              },
            },
          ],
        },
        {
          heading: "Reading and searching text",
          blocks: [
            {
              table: {
                columns: ["Command", "What it does"],
                rows: [
                  ["tail -f app.log", "Follows a log as new lines are written."],
                  ["grep -rn 'timeout' /etc/nginx", "Searches recursively and prints line numbers."],
                  ["grep -c ERROR app.log", "Counts matching lines."],
                  [
                    "awk '{print $1}' access.log | sort | uniq -c | sort -rn | head",
                    "Top client addresses in an access log.",
                  ],
                  ["sed -i 's/old/new/g' file", "Replaces text in place."],
                  ["less file", "Pages through a file; / searches, q quits."],
                ],
              },
            },
          ],
        },
        {
          heading: "Processes and services",
          blocks: [
            {
              table: {
                columns: ["Command", "What it does"],
                rows: [
                  ["ps aux | grep nginx", "Finds a process and its PID."],
                  ["top / htop", "Live CPU and memory use per process."],
                  ["kill -TERM <pid>", "Asks a process to stop cleanly; -KILL forces it."],
                  ["systemctl status nginx", "Shows a service's state and its latest log lines."],
                  ["journalctl -u nginx --since '1 hour ago'", "Reads a service's logs."],
                  ["free -h", "Shows memory and swap use."],
                ],
              },
            },
          ],
        },
        {
          heading: "Networking",
          blocks: [
            {
              table: {
                columns: ["Command", "What it does"],
                rows: [
                  ["ss -tlnp", "Lists listening TCP ports and the processes behind them."],
                  ["curl -I https://example.com", "Fetches only the response headers."],
                  ["dig example.com +short", "Resolves a name through DNS."],
                  ["ping -c 4 host", "Checks reachability and round-trip time."],
                  ["traceroute host", "Shows the hops on the way to a host."],
                ],
              },
            },
            {
              paragraph:
                "A classic interview question: 'The website is down, what do you check?' Walk from the outside in: DNS (dig), the network (ping, curl), the service (systemctl status, ss), its logs (journalctl, tail), then resources (df, free, top).",
            },
          ],
        },
      ],
    },
  },
  {
    slug: "docker-and-kubernetes-commands-cheat-sheet",
    name: "Docker and Kubernetes Commands Cheat Sheet",
    document: {
      title: "Docker and Kubernetes Commands Cheat Sheet",
      subtitle: "Building and running containers, and inspecting workloads in a cluster.",
      sections: [
        {
          heading: "Docker",
          blocks: [
            {
              table: {
                columns: ["Command", "What it does"],
                rows: [
                  ["docker build -t app:1.0 .", "Builds an image from the Dockerfile in this folder."],
                  [
                    "docker run -d -p 8080:80 --name web app:1.0",
                    "Runs a container in the background, mapping port 8080 to 80.",
                  ],
                  ["docker ps -a", "Lists containers, including stopped ones."],
                  ["docker logs -f web", "Follows a container's output."],
                  ["docker exec -it web sh", "Opens a shell inside a running container."],
                  ["docker images / docker rmi", "Lists and removes images."],
                  ["docker compose up -d", "Starts every service of compose.yaml."],
                ],
              },
            },
            {
              bullets: [
                "An image is a read-only template in layers; a container is a running instance of it with a writable layer.",
                "Order Dockerfile steps from least to most often changed, so the build cache is reused.",
                "Use multi-stage builds to keep compilers out of the final image.",
              ],
            },
          ],
        },
        {
          heading: "Kubernetes (kubectl)",
          blocks: [
            {
              table: {
                columns: ["Command", "What it does"],
                rows: [
                  ["kubectl get pods -n shop", "Lists the pods of a namespace."],
                  [
                    "kubectl describe pod <pod>",
                    "Shows a pod's state and events (image pull errors, OOM kills).",
                  ],
                  [
                    "kubectl logs <pod> --previous",
                    "Shows the logs of the container's previous, crashed run.",
                  ],
                  ["kubectl apply -f deployment.yaml", "Creates or updates resources from a file."],
                  ["kubectl rollout status deploy/web", "Waits for a deployment's rollout to finish."],
                  ["kubectl rollout undo deploy/web", "Goes back to the previous version."],
                  ["kubectl scale deploy/web --replicas=3", "Changes the number of pods."],
                  ["kubectl port-forward svc/web 8080:80", "Reaches a service from your machine."],
                ],
              },
            },
            {
              paragraph:
                "A pod in CrashLoopBackOff keeps exiting after it starts: read kubectl logs --previous and the events of kubectl describe, then check its command, configuration and resource limits.",
            },
          ],
        },
      ],
    },
  },
];
