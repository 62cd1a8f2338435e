import type { SeedMainCategory } from "./types.ts";

export const category: SeedMainCategory = {
  name: "DevOps & Cloud",
  slug: "devops-cloud",
  description: `<p>DevOps and cloud engineering roles are among the most in-demand IT jobs in the USA. Interviews for DevOps Engineer, Site Reliability Engineer, Cloud Engineer and Platform Engineer positions test how well you can build, ship, run and troubleshoot software in production.</p>
<p>This section collects real interview questions on Linux and shell scripting, Docker, Kubernetes and Amazon Web Services, with clear answers and working command examples, from junior fundamentals to senior-level design and troubleshooting scenarios.</p>`,
  metaTitle: "DevOps & Cloud Interview Questions and Answers",
  metaDescription:
    "Prepare for DevOps, SRE and cloud engineer interviews with real questions and answers on Linux, Docker, Kubernetes and AWS.",
  metaKeywords:
    "devops interview questions, cloud interview questions, sre interview, linux, docker, kubernetes, aws",
  children: [
    {
      name: "Linux & Shell",
      slug: "linux-shell-interview-questions",
      description: `<p>Almost every DevOps, cloud and backend role expects you to be comfortable on the Linux command line. These questions cover file permissions, processes, links, redirection, text processing with grep, awk and sed, systemd services and safe Bash scripting.</p>
<p>Interviewers look for more than memorized commands: they want to see that you can diagnose a full disk, find what is listening on a port or write a script that fails safely. Explain the why behind each command, and mention the trade-offs.</p>`,
      metaTitle: "Linux & Shell Scripting Interview Questions",
      metaDescription:
        "Real Linux and Bash interview questions with answers: permissions, processes, links, redirection, find, awk, systemd and safe shell scripting.",
      metaKeywords:
        "linux interview questions, bash interview questions, shell scripting, chmod, systemd, awk, sed, grep",
      questions: [
        {
          question: "What is the difference between a hard link and a symbolic (soft) link in Linux?",
          answer: `<p>Both let one file be reached by more than one name, but they work at different levels.</p>
<ul>
<li><strong>Hard link</strong>: a second directory entry pointing to the <strong>same inode</strong> (the same data on disk). All names are equal; the data is freed only when the last link is removed. Hard links cannot cross file systems and normally cannot point to directories.</li>
<li><strong>Symbolic link</strong>: a small special file that stores a <strong>path</strong> to another file. It has its own inode, can point to directories and across file systems, but it breaks (becomes "dangling") if the target is moved or deleted.</li>
</ul>
<pre><code class="language-bash">echo "hello" &gt; original.txt
ln original.txt hard.txt        # hard link
ln -s original.txt soft.txt     # symbolic link
ls -li                          # hard.txt shares the inode number of original.txt
rm original.txt
cat hard.txt                    # still prints "hello"
cat soft.txt                    # error: No such file or directory</code></pre>
<p>The link count shown by <code>ls -l</code> is the number of hard links to that inode.</p>`,
        },
        {
          question: "How do Linux file permissions work, and what does chmod 755 mean?",
          answer: `<p>Every file has an owner user, an owner group and three permission sets: for the <strong>user</strong> (owner), the <strong>group</strong> and <strong>others</strong>. Each set has read (<code>r</code> = 4), write (<code>w</code> = 2) and execute (<code>x</code> = 1) bits.</p>
<p><code>chmod 755 file</code> means: owner 7 (4+2+1 = rwx), group 5 (4+1 = r-x), others 5 (r-x), shown by <code>ls -l</code> as <code>-rwxr-xr-x</code>. It is typical for scripts and directories. <code>644</code> (<code>rw-r--r--</code>) is typical for regular files.</p>
<ul>
<li>On a <strong>directory</strong>, <code>r</code> lists names, <code>w</code> creates or deletes entries, and <code>x</code> allows entering it and accessing files inside.</li>
<li>Special bits: <strong>setuid</strong> (4000) runs a program as its owner, <strong>setgid</strong> (2000) runs as the group or makes new files inherit a directory's group, and the <strong>sticky bit</strong> (1000, as on <code>/tmp</code>) lets only a file's owner delete it.</li>
<li><code>umask</code> sets the default permissions for new files.</li>
</ul>
<pre><code class="language-bash">chmod 755 deploy.sh
chmod u+x,g-w report.sh       # symbolic form
chown appuser:appgroup app.log
stat -c '%a %U:%G %n' deploy.sh</code></pre>`,
        },
        {
          question: "How do you find which process is listening on a port, and how do you stop it safely?",
          answer: `<p>Use <code>ss</code> (the modern replacement for <code>netstat</code>) or <code>lsof</code> to map the port to a process ID:</p>
<pre><code class="language-bash">sudo ss -tulpn | grep ':8080'   # t=TCP u=UDP l=listening p=process n=numeric
sudo lsof -i :8080
ps -fp 12345                    # inspect the process before killing it</code></pre>
<p>Then stop it gracefully before forcing it:</p>
<ul>
<li><code>kill 12345</code> sends <strong>SIGTERM</strong> (15), which the program can catch to close connections, flush data and exit cleanly.</li>
<li><code>kill -9 12345</code> sends <strong>SIGKILL</strong>, which cannot be caught; use it only if the process ignores SIGTERM, because it gives no chance to clean up.</li>
<li>If the process belongs to a service, stop it through its manager, for example <code>sudo systemctl stop nginx</code>, otherwise systemd may simply restart it.</li>
</ul>
<p>Interviewers like to hear that you check what the process is first, and that you prefer SIGTERM over SIGKILL.</p>`,
        },
        {
          question: "What do the load average numbers in top or uptime mean?",
          answer: `<p>The three numbers, for example <code>load average: 3.20, 2.10, 1.05</code>, are exponentially damped averages of system load over the last <strong>1, 5 and 15 minutes</strong>.</p>
<p>On Linux, load counts processes that are <strong>running or waiting for a CPU</strong> plus those in <strong>uninterruptible sleep</strong> (state <code>D</code>, usually waiting on disk or network I/O). So a high load does not always mean CPU pressure; it can be slow storage.</p>
<ul>
<li>Interpret it relative to the number of CPU cores (<code>nproc</code>). A load of 4 on a 4-core machine means roughly full use; 8 means tasks are queuing.</li>
<li>Reading the trend: 1-minute higher than 15-minute means load is rising; lower means it is falling.</li>
</ul>
<p>To dig further, check CPU with <code>top</code> or <code>mpstat</code>, I/O wait (<code>wa</code> in <code>top</code>, or <code>iostat -x</code>) and memory pressure with <code>vmstat 1</code>. A senior answer explains the I/O part of load, which many candidates miss.</p>`,
        },
        {
          question: "How would you find and delete log files older than 7 days in a directory tree?",
          answer: `<p>Use <code>find</code> with a name filter and a modification-time test. Always run it without the delete action first to see what would be removed.</p>
<pre><code class="language-bash"># 1. Preview
find /var/log/myapp -type f -name '*.log' -mtime +7 -print

# 2. Delete
find /var/log/myapp -type f -name '*.log' -mtime +7 -delete

# Alternative that works with any command, batching arguments
find /var/log/myapp -type f -name '*.log' -mtime +7 -exec rm -f {} +</code></pre>
<ul>
<li><code>-mtime +7</code> matches files modified at least 8 full 24-hour periods ago: <code>find</code> drops the fraction of a day before comparing, so a file 7.9 days old is not matched yet. Use <code>-mmin +10080</code> (minutes) for an exact seven-day cut-off.</li>
<li><code>-type f</code> avoids touching directories; quote the pattern so the shell does not expand it.</li>
<li><code>-exec ... {} +</code> passes many files to one <code>rm</code> call, which is faster than <code>\\;</code> (one call per file).</li>
</ul>
<p>In production the better long-term answer is <strong>logrotate</strong>, which rotates, compresses and removes old logs on a schedule, or shipping logs to a central system.</p>`,
        },
        {
          question: "What are stdin, stdout and stderr, and what does 2>&1 do in a shell command?",
          answer: `<p>Every Linux process starts with three open file descriptors:</p>
<ul>
<li><strong>0 – stdin</strong>: standard input (keyboard or a pipe).</li>
<li><strong>1 – stdout</strong>: normal output.</li>
<li><strong>2 – stderr</strong>: error and diagnostic output.</li>
</ul>
<p>Redirection changes where they point. <code>&gt;</code> writes stdout to a file (overwriting), <code>&gt;&gt;</code> appends, <code>&lt;</code> reads stdin from a file and <code>|</code> connects stdout of one command to stdin of the next.</p>
<p><code>2&gt;&amp;1</code> means "make file descriptor 2 point to wherever descriptor 1 points right now". Order matters because redirections are applied left to right:</p>
<pre><code class="language-bash">cmd &gt; out.log 2&gt;&amp;1     # both stdout and stderr go to out.log
cmd 2&gt;&amp;1 &gt; out.log     # stderr goes to the terminal, only stdout to the file
cmd &amp;&gt; out.log          # Bash shorthand for the first form
cmd 2&gt;/dev/null         # discard errors
cmd 2&gt;&amp;1 | tee run.log  # see and save both streams</code></pre>`,
        },
        {
          question: "What does set -euo pipefail do at the top of a Bash script?",
          answer: `<p>It turns on "strict mode" so that a script fails fast instead of silently continuing after an error.</p>
<ul>
<li><code>-e</code> (errexit): exit as soon as a command returns a non-zero status (with exceptions, for example commands in <code>if</code> conditions or before <code>||</code>).</li>
<li><code>-u</code> (nounset): treat use of an unset variable as an error, which catches typos such as <code>rm -rf "$BUILD_DIRR/"</code>.</li>
<li><code>-o pipefail</code>: a pipeline returns the status of the last command that failed, not just the last command. Without it, <code>curl ... | tar xz</code> "succeeds" even if <code>curl</code> failed.</li>
</ul>
<pre><code class="language-bash">#!/usr/bin/env bash
set -euo pipefail

cleanup() { rm -f "$TMP_FILE"; }
TMP_FILE=$(mktemp)
trap cleanup EXIT

ENVIRONMENT="$1"          # fails clearly if no argument was given
curl -fsS "https://example.com/config/$ENVIRONMENT.json" &gt; "$TMP_FILE"
jq -r '.version' "$TMP_FILE"</code></pre>
<p>Senior candidates mention the caveats: <code>-e</code> has surprising edge cases, so critical steps should still check errors explicitly, and a <code>trap</code> ensures cleanup. Running <strong>ShellCheck</strong> in CI is a good habit.</p>`,
        },
        {
          question:
            "A server reports the disk is 100% full, but du shows much less used space. How do you troubleshoot it?",
          answer: `<p>The classic cause is a <strong>file that was deleted while a process still holds it open</strong>. The directory entry is gone, so <code>du</code> does not see it, but the blocks are not freed until the process closes the file, so <code>df</code> still counts them. This often happens when someone deletes a large log file that an application is still writing.</p>
<pre><code class="language-bash">df -h /                          # confirm which file system is full
df -i /                          # also check inodes: many tiny files can exhaust them
sudo du -xh / --max-depth=1 | sort -h   # where visible space goes
sudo lsof +L1                    # open files with link count 0 (deleted)
# Free the space: restart or reload the process, or truncate via /proc
sudo truncate -s 0 /proc/1234/fd/7</code></pre>
<p>Other causes to check:</p>
<ul>
<li><strong>Inode exhaustion</strong> (<code>df -i</code> at 100%) from millions of small files.</li>
<li>Files hidden under a <strong>mount point</strong> (written before a volume was mounted over the directory).</li>
<li>Reserved blocks for root on ext4 (about 5% by default).</li>
</ul>
<p>Prevent repeats with logrotate using <code>copytruncate</code> or signal-based reopen, and with disk-usage alerts.</p>`,
        },
        {
          question: "How would you find the top 10 client IP addresses in a web server access log?",
          answer: `<p>Chain small text-processing tools in a pipeline. In the common and combined log formats, the client IP is the first field.</p>
<pre><code class="language-bash">awk '{print $1}' /var/log/nginx/access.log \\
  | sort \\
  | uniq -c \\
  | sort -rn \\
  | head -10</code></pre>
<ul>
<li><code>awk '{print $1}'</code> extracts the first whitespace-separated field.</li>
<li><code>sort</code> groups identical IPs together, which <code>uniq -c</code> needs because it only counts adjacent duplicates.</li>
<li><code>sort -rn</code> sorts by count, numerically, in descending order; <code>head -10</code> keeps the top ten.</li>
</ul>
<p>Useful variations interviewers may ask for:</p>
<pre><code class="language-bash"># Only requests that returned 5xx (status is field 9 in the combined format)
awk '$9 ~ /^5/ {print $1}' access.log | sort | uniq -c | sort -rn | head

# Count in one pass with an awk associative array
awk '{count[$1]++} END {for (ip in count) print count[ip], ip}' access.log | sort -rn | head</code></pre>
<p>Mention <code>grep</code> for filtering and <code>sed</code> for substitutions, and that for very large or rotated logs you would use <code>zcat</code> on <code>.gz</code> files or a log platform.</p>`,
        },
        {
          question: "What is systemd, and how do you run an application as a service with it?",
          answer: `<p><strong>systemd</strong> is the init system (PID 1) and service manager on most modern Linux distributions. It starts services in parallel based on dependencies, restarts them when they fail, captures their logs in the journal and manages them through <strong>unit files</strong>.</p>
<p>Create a unit file, for example <code>/etc/systemd/system/myapp.service</code>:</p>
<pre><code class="language-ini">[Unit]
Description=My API service
After=network-online.target
Wants=network-online.target

[Service]
User=myapp
WorkingDirectory=/opt/myapp
EnvironmentFile=/etc/myapp/env
ExecStart=/opt/myapp/bin/server --port 8080
Restart=on-failure
RestartSec=5

[Install]
WantedBy=multi-user.target</code></pre>
<p>Then load and manage it:</p>
<pre><code class="language-bash">sudo systemctl daemon-reload
sudo systemctl enable --now myapp    # start now and at boot
systemctl status myapp
journalctl -u myapp -f               # follow its logs</code></pre>
<p>Good practices: run as a dedicated non-root user, use <code>Restart=on-failure</code>, keep secrets in a protected environment file, and consider hardening options such as <code>ProtectSystem=strict</code> and <code>NoNewPrivileges=true</code>.</p>`,
        },
      ],
    },
    {
      name: "Docker",
      slug: "docker-interview-questions",
      description: `<p>Docker is the standard way to package applications with their dependencies so they run the same on a laptop, in CI and in production. These questions cover images and containers, Dockerfile instructions, layer caching, multi-stage builds, storage, networking, Docker Compose and container security.</p>
<p>Interviewers expect you to write a clean, small and secure Dockerfile, explain why a build is slow or an image is large, and debug containers that exit or cannot reach each other.</p>`,
      metaTitle: "Docker Interview Questions and Answers",
      metaDescription:
        "Docker interview questions with answers: images vs containers, CMD vs ENTRYPOINT, multi-stage builds, volumes, networking, Compose and security.",
      metaKeywords:
        "docker interview questions, dockerfile, docker compose, containers, multi-stage build, docker volumes, docker networking",
      questions: [
        {
          question: "What is the difference between a container and a virtual machine?",
          answer: `<p>A <strong>virtual machine</strong> virtualizes hardware: a hypervisor runs several full guest operating systems, each with its own kernel. A <strong>container</strong> virtualizes the operating system: containers are isolated processes that <strong>share the host's kernel</strong>.</p>
<ul>
<li><strong>Isolation</strong>: containers use Linux namespaces (PID, network, mount, user and others) for isolation and cgroups for resource limits. VMs have a stronger boundary, because escaping needs a hypervisor flaw, not just a kernel flaw.</li>
<li><strong>Size and speed</strong>: container images are typically megabytes and start in milliseconds to seconds; VM images are gigabytes and boot in tens of seconds or more.</li>
<li><strong>Density</strong>: you can run many more containers than VMs on the same host.</li>
<li><strong>OS flexibility</strong>: a VM can run any OS; a Linux container needs a Linux kernel (Docker Desktop on macOS and Windows runs a small Linux VM for this).</li>
</ul>
<p>In practice they are combined: cloud providers run containers inside VMs, and sandboxes such as gVisor or Firecracker micro-VMs add stronger isolation for untrusted workloads.</p>`,
        },
        {
          question: "What is the difference between a Docker image and a container?",
          answer: `<p>An <strong>image</strong> is a read-only, layered template: a file system snapshot plus metadata (default command, environment variables, exposed ports). It is built from a Dockerfile and stored in a registry such as Docker Hub or Amazon ECR, identified by a name, tag and content digest.</p>
<p>A <strong>container</strong> is a running (or stopped) <strong>instance</strong> of an image. Docker adds a thin writable layer on top of the image layers, so many containers can share one image while each keeps its own changes. When the container is removed, that writable layer is gone; data that must survive belongs in a volume.</p>
<pre><code class="language-bash">docker build -t myapp:1.0 .          # create an image
docker images                         # list images
docker run -d --name web1 myapp:1.0   # start a container from it
docker run -d --name web2 myapp:1.0   # a second, independent container
docker ps -a                          # list containers
docker rm -f web1                     # remove a container; the image remains</code></pre>
<p>An analogy interviewers accept: the image is like a class, and containers are objects created from it.</p>`,
        },
        {
          question: "What is the difference between CMD and ENTRYPOINT in a Dockerfile?",
          answer: `<p>Both define what runs when the container starts, but they behave differently with <code>docker run</code> arguments:</p>
<ul>
<li><strong>ENTRYPOINT</strong> sets the executable that always runs. Arguments passed to <code>docker run</code> are appended to it; replacing it requires <code>--entrypoint</code>.</li>
<li><strong>CMD</strong> sets default arguments (or a default command). Anything passed after the image name in <code>docker run</code> replaces CMD completely.</li>
<li>Used together, CMD supplies default arguments to ENTRYPOINT.</li>
</ul>
<pre><code class="language-dockerfile">FROM alpine:3.22
ENTRYPOINT ["ping", "-c", "3"]
CMD ["localhost"]
# docker run img              -&gt; ping -c 3 localhost
# docker run img example.com  -&gt; ping -c 3 example.com</code></pre>
<p>Always prefer the <strong>exec form</strong> (JSON array). The shell form, <code>CMD node server.js</code>, runs under <code>/bin/sh -c</code>, so the shell becomes PID 1 and may not forward SIGTERM to your app, which makes <code>docker stop</code> wait 10 seconds and then kill it. With the exec form your process is PID 1 and receives signals directly.</p>`,
        },
        {
          question: "What is the difference between COPY and ADD in a Dockerfile?",
          answer: `<p>Both copy files into the image, but <strong>ADD</strong> has extra behavior:</p>
<ul>
<li>If the source is a <strong>local tar archive</strong> (gzip, bzip2 or xz compressed too), ADD automatically extracts it into the destination.</li>
<li>The source can be a <strong>remote URL</strong>, which ADD downloads (remote archives are not extracted).</li>
</ul>
<p><strong>COPY</strong> simply copies files and directories from the build context. Docker's own best-practice guide recommends COPY in almost all cases, because it is explicit and predictable. Use ADD only when you actually want local archive extraction.</p>
<pre><code class="language-dockerfile">COPY package.json package-lock.json ./
COPY --chown=node:node src/ ./src/
ADD rootfs.tar.gz /              # intentional auto-extract

# Instead of ADD https://..., download and verify in one layer:
RUN curl -fsSLo /tmp/tool.tgz https://example.com/tool.tgz \\
 &amp;&amp; echo "&lt;sha256&gt;  /tmp/tool.tgz" | sha256sum -c - \\
 &amp;&amp; tar -xzf /tmp/tool.tgz -C /usr/local/bin \\
 &amp;&amp; rm /tmp/tool.tgz</code></pre>
<p>Downloading with <code>RUN curl</code> lets you verify a checksum and delete the archive in the same layer, keeping the image smaller.</p>`,
        },
        {
          question: "How does Docker layer caching work, and how do you order a Dockerfile to build faster?",
          answer: `<p>Each instruction that changes the file system (<code>RUN</code>, <code>COPY</code>, <code>ADD</code>) creates a layer. On rebuild, Docker reuses a cached layer if the instruction and its inputs are unchanged (for COPY and ADD, the checksums of the copied files). Once one layer changes, <strong>every following layer is rebuilt</strong>.</p>
<p>So order instructions from least to most frequently changing: base image, system packages, dependency manifests and install, and finally the source code.</p>
<pre><code class="language-dockerfile">FROM node:24-slim
WORKDIR /app
# Changes rarely: cached unless the lock file changes
COPY package.json package-lock.json ./
RUN npm ci --omit=dev
# Changes on every commit: only these layers rebuild
COPY . .
CMD ["node", "server.js"]</code></pre>
<p>If you wrote <code>COPY . .</code> before <code>npm ci</code>, any source edit would reinstall all dependencies.</p>
<ul>
<li>Use a <code>.dockerignore</code> file (exclude <code>node_modules</code>, <code>.git</code>, logs) so irrelevant changes do not break the cache and the build context stays small.</li>
<li>Combine <code>apt-get update</code> and <code>apt-get install</code> in one <code>RUN</code> to avoid a stale cached package index.</li>
<li>With BuildKit, cache mounts (<code>RUN --mount=type=cache,target=/root/.npm</code>) and registry cache in CI speed things up further.</li>
</ul>`,
        },
        {
          question: "What are multi-stage builds and why are they useful?",
          answer: `<p>A multi-stage build uses several <code>FROM</code> instructions in one Dockerfile. Early stages contain compilers, SDKs and build tools; the final stage copies only the built artifacts from them with <code>COPY --from</code>. Everything else is left behind.</p>
<pre><code class="language-dockerfile"># Stage 1: build
FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -o /out/api ./cmd/api

# Stage 2: minimal runtime
FROM gcr.io/distroless/static-debian12
COPY --from=build /out/api /api
USER nonroot
ENTRYPOINT ["/api"]</code></pre>
<p>Benefits:</p>
<ul>
<li><strong>Much smaller images</strong>, often from around a gigabyte down to tens of megabytes, which means faster pulls and deploys.</li>
<li><strong>Smaller attack surface</strong>: no compilers, package managers or shells in production.</li>
<li><strong>One Dockerfile</strong> replaces separate build and runtime files and shell glue.</li>
</ul>
<p>You can also build a specific stage, for example a test stage, with <code>docker build --target build .</code>.</p>`,
        },
        {
          question: "What is the difference between volumes, bind mounts and tmpfs mounts in Docker?",
          answer: `<p>A container's writable layer is lost when the container is removed, so persistent data needs a mount:</p>
<ul>
<li><strong>Named volumes</strong> are created and managed by Docker (stored under <code>/var/lib/docker/volumes</code> on Linux). They are the recommended choice for persistent data such as databases: portable, easy to back up and independent of the host's directory layout. Volume drivers can place them on network storage.</li>
<li><strong>Bind mounts</strong> map an exact host path into the container. They are ideal in development (live-reloading source code) or for sharing host config files, but they depend on the host's file system and permissions.</li>
<li><strong>tmpfs mounts</strong> live only in the host's memory and disappear when the container stops. They suit temporary or sensitive data that should never touch disk.</li>
</ul>
<pre><code class="language-bash">docker volume create pgdata
docker run -d -v pgdata:/var/lib/postgresql/data postgres:16       # named volume
docker run -d -v "$(pwd)/src:/app/src:ro" myapp:dev                 # read-only bind mount
docker run -d --tmpfs /tmp:rw,size=64m myapp:1.0                    # tmpfs</code></pre>
<p>The <code>--mount</code> syntax is more explicit and is preferred in scripts.</p>`,
        },
        {
          question: "How does Docker networking work, and how do containers talk to each other?",
          answer: `<p>Docker provides several network drivers:</p>
<ul>
<li><strong>bridge</strong> (default): containers get private IPs on a virtual bridge on the host; outbound traffic is NATed and inbound traffic needs published ports (<code>-p 8080:80</code>).</li>
<li><strong>host</strong>: the container uses the host's network stack directly, with no isolation or port mapping.</li>
<li><strong>none</strong>: no networking.</li>
<li><strong>overlay</strong>: spans several hosts (Docker Swarm); <strong>macvlan</strong> gives containers their own MAC address on the physical network.</li>
</ul>
<p>The key practical point: on a <strong>user-defined bridge network</strong>, Docker's embedded DNS lets containers reach each other <strong>by container name</strong>. The default <code>bridge</code> network does not provide this name resolution.</p>
<pre><code class="language-bash">docker network create appnet
docker run -d --name db --network appnet -e POSTGRES_PASSWORD=secret postgres:16
docker run -d --name api --network appnet -p 8080:8080 \\
  -e DATABASE_URL=postgres://postgres:secret@db:5432/postgres myapi:1.0</code></pre>
<p>Here only the API is published to the host; the database is reachable only inside <code>appnet</code>. A common mistake is connecting to <code>localhost</code> from inside a container, which means the container itself, not the host or another container.</p>`,
        },
        {
          question: "What is Docker Compose, and how do you make a service wait until its database is ready?",
          answer: `<p><strong>Docker Compose</strong> defines a multi-container application in a YAML file (<code>compose.yaml</code>): services, networks, volumes, environment and dependencies. <code>docker compose up -d</code> starts everything on a shared network where services reach each other by service name. It is widely used for local development and integration testing.</p>
<p><code>depends_on</code> alone only controls <strong>start order</strong>, not readiness. Combine it with a <code>healthcheck</code> and <code>condition: service_healthy</code>:</p>
<pre><code class="language-yaml">services:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: example
    volumes:
      - pgdata:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U postgres"]
      interval: 5s
      timeout: 3s
      retries: 10
  api:
    build: .
    ports:
      - "8080:8080"
    environment:
      DATABASE_URL: postgres://postgres:example@db:5432/postgres
    depends_on:
      db:
        condition: service_healthy
volumes:
  pgdata:</code></pre>
<p>Even so, applications should retry their connections, because a dependency can restart at any time in production.</p>`,
        },
        {
          question: "How do you make Docker images and containers more secure?",
          answer: `<p>A strong answer covers the image, the build and the runtime:</p>
<ul>
<li><strong>Minimal, trusted base images</strong>: official, slim, Alpine or distroless images, pinned to a version or digest, with fewer packages and fewer CVEs.</li>
<li><strong>Run as non-root</strong>: create a user and switch with <code>USER</code>. Root in a container is still root on the kernel if an escape happens.</li>
<li><strong>No secrets in images</strong>: never put keys in <code>ENV</code>, <code>ARG</code> or copied files, since layers and history keep them. Use BuildKit secret mounts at build time and a secrets manager at runtime.</li>
<li><strong>Scan and sign</strong>: scan images in CI (Trivy, Grype, Docker Scout), rebuild regularly for patches, and sign images (Cosign).</li>
<li><strong>Restrict the runtime</strong>: read-only root file system, drop Linux capabilities, no <code>--privileged</code>, never mount <code>/var/run/docker.sock</code> into untrusted containers, and set memory and CPU limits.</li>
</ul>
<pre><code class="language-dockerfile">FROM python:3.12-slim
RUN useradd --create-home --uid 10001 app
WORKDIR /home/app
COPY --chown=app:app requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY --chown=app:app . .
USER app
CMD ["python", "main.py"]</code></pre>
<pre><code class="language-bash">docker run --read-only --cap-drop ALL --security-opt no-new-privileges \\
  --memory 256m --cpus 0.5 myapp:1.0</code></pre>`,
        },
      ],
    },
    {
      name: "Kubernetes",
      slug: "kubernetes-interview-questions",
      description: `<p>Kubernetes is the leading platform for running containers at scale, and it appears in most DevOps, SRE and platform engineering interviews. These questions cover cluster architecture, Pods and workload controllers, Services and Ingress, configuration and secrets, probes, resource management, rolling updates, autoscaling and troubleshooting.</p>
<p>Interviewers want to see that you understand how Kubernetes reconciles desired state, can write correct manifests and can methodically debug a Pod stuck in Pending or CrashLoopBackOff.</p>`,
      metaTitle: "Kubernetes Interview Questions and Answers",
      metaDescription:
        "Kubernetes interview questions with answers: architecture, Pods, Deployments, Services, probes, resources, rolling updates, HPA and troubleshooting.",
      metaKeywords:
        "kubernetes interview questions, k8s interview, kubectl, pods, deployments, services, ingress, helm, cka",
      questions: [
        {
          question: "What is a Pod in Kubernetes, and why doesn't Kubernetes run containers directly?",
          answer: `<p>A <strong>Pod</strong> is the smallest deployable unit in Kubernetes: a group of one or more containers that are always scheduled together on the same node and share a <strong>network namespace</strong> (one IP address, so they talk over <code>localhost</code>) and can share <strong>volumes</strong>.</p>
<p>Kubernetes wraps containers in Pods so that tightly coupled helpers can live with the main application, for example a log shipper or service-mesh proxy <strong>sidecar</strong>, or an <strong>init container</strong> that runs migrations before the app starts.</p>
<pre><code class="language-yaml">apiVersion: v1
kind: Pod
metadata:
  name: web
  labels:
    app: web
spec:
  containers:
    - name: nginx
      image: nginx:1.27
      ports:
        - containerPort: 80</code></pre>
<p>Pods are <strong>ephemeral</strong>: if a Pod or its node dies, it is not resurrected; a controller creates a new Pod with a new IP. That is why you rarely create bare Pods in production. You use a Deployment, StatefulSet, DaemonSet or Job to manage them, and a Service to give them a stable address.</p>`,
        },
        {
          question:
            "Describe the Kubernetes architecture: what runs on the control plane and on worker nodes?",
          answer: `<p><strong>Control plane</strong> components make global decisions and store cluster state:</p>
<ul>
<li><strong>kube-apiserver</strong>: the front door. All clients (kubectl, controllers, kubelets) read and write state through its REST API; it handles authentication, authorization and admission.</li>
<li><strong>etcd</strong>: a consistent, highly available key-value store holding all cluster data. Back it up.</li>
<li><strong>kube-scheduler</strong>: assigns new Pods to nodes based on resource requests, affinity, taints and tolerations, and other constraints.</li>
<li><strong>kube-controller-manager</strong>: runs control loops (Deployment, ReplicaSet, Node, Job controllers and more) that move actual state toward desired state.</li>
<li><strong>cloud-controller-manager</strong>: integrates with the cloud, for example creating load balancers.</li>
</ul>
<p><strong>Worker node</strong> components run the workloads:</p>
<ul>
<li><strong>kubelet</strong>: an agent that makes sure the containers described in Pod specs assigned to its node are running and healthy.</li>
<li><strong>Container runtime</strong>: containerd or CRI-O, through the Container Runtime Interface.</li>
<li><strong>kube-proxy</strong>: programs iptables, nftables (generally available since Kubernetes 1.33) or IPVS rules to implement Services (some CNI plugins, such as Cilium, replace it with eBPF).</li>
</ul>
<p>The key idea is <strong>declarative reconciliation</strong>: you declare desired state, and controllers continuously work to make reality match it.</p>`,
        },
        {
          question: "What is the difference between a Deployment, a StatefulSet and a DaemonSet?",
          answer: `<ul>
<li><strong>Deployment</strong>: for <strong>stateless</strong> applications. It manages ReplicaSets, which keep N identical, interchangeable Pods running, and supports rolling updates and rollbacks. Pod names are random and Pods can be replaced anywhere. Typical use: web servers and APIs.</li>
<li><strong>StatefulSet</strong>: for <strong>stateful</strong> applications that need stable identity. Pods get ordinal names (<code>db-0</code>, <code>db-1</code>), stable DNS names through a headless Service and their own PersistentVolumeClaim from <code>volumeClaimTemplates</code> that follows them when rescheduled. By default they are created, scaled and updated in order. Typical use: databases, Kafka, ZooKeeper.</li>
<li><strong>DaemonSet</strong>: runs <strong>one Pod on every node</strong> (or every node matching a selector) and automatically adds Pods to new nodes. Typical use: log collectors (Fluent Bit), monitoring agents (node-exporter), CNI and storage plugins.</li>
</ul>
<p>Related controllers: <strong>Job</strong> runs Pods to completion, and <strong>CronJob</strong> runs Jobs on a schedule.</p>
<p>A good follow-up point: running databases on Kubernetes with StatefulSets is possible, but many teams prefer a managed database service or a mature operator because backups, failover and upgrades are hard to get right.</p>`,
        },
        {
          question: "What are the Kubernetes Service types, and how is a Service different from an Ingress?",
          answer: `<p>A <strong>Service</strong> gives a stable virtual IP and DNS name to a changing set of Pods selected by labels, and load-balances across them.</p>
<ul>
<li><strong>ClusterIP</strong> (default): reachable only inside the cluster, for example <code>http://orders.shop.svc.cluster.local</code>.</li>
<li><strong>NodePort</strong>: additionally opens a port (default range 30000–32767) on every node.</li>
<li><strong>LoadBalancer</strong>: additionally asks the cloud provider for an external load balancer.</li>
<li><strong>ExternalName</strong>: a DNS CNAME to an external host, with no proxying.</li>
<li>A <strong>headless</strong> Service (<code>clusterIP: None</code>) returns Pod IPs directly, as used by StatefulSets.</li>
</ul>
<p>An <strong>Ingress</strong> is not a Service type. It is a layer-7 (HTTP/HTTPS) routing object that an <strong>Ingress controller</strong> (Traefik, HAProxy, F5 NGINX, AWS Load Balancer Controller) implements. One entry point routes by host and path to many ClusterIP Services and terminates TLS, which is cheaper than one LoadBalancer per service. The newer <strong>Gateway API</strong> is its more expressive successor and the recommended choice for new clusters; the community <code>ingress-nginx</code> controller, long the most common choice, has been retired by the Kubernetes project, so existing users are migrating away from it.</p>
<pre><code class="language-yaml">apiVersion: v1
kind: Service
metadata:
  name: orders
spec:
  type: ClusterIP
  selector:
    app: orders
  ports:
    - port: 80
      targetPort: 8080</code></pre>`,
        },
        {
          question: "What is the difference between liveness, readiness and startup probes?",
          answer: `<ul>
<li><strong>Readiness probe</strong>: "can this container serve traffic right now?" If it fails, the Pod is removed from Service endpoints but <strong>not restarted</strong>. Useful during warm-up or when a dependency is temporarily unavailable.</li>
<li><strong>Liveness probe</strong>: "is this container healthy?" If it fails repeatedly, the kubelet <strong>restarts</strong> the container. Useful for deadlocks or hung processes.</li>
<li><strong>Startup probe</strong>: "has the application finished starting?" Liveness and readiness checks are held back until it succeeds, which protects slow-starting apps from being killed during boot.</li>
</ul>
<pre><code class="language-yaml">containers:
  - name: api
    image: myorg/api:2.3.1
    startupProbe:
      httpGet: { path: /healthz, port: 8080 }
      failureThreshold: 30
      periodSeconds: 5
    readinessProbe:
      httpGet: { path: /ready, port: 8080 }
      periodSeconds: 5
    livenessProbe:
      httpGet: { path: /healthz, port: 8080 }
      periodSeconds: 10
      failureThreshold: 3</code></pre>
<p>A common senior-level pitfall: do <strong>not</strong> make the liveness probe check external dependencies such as the database. If the database goes down, every Pod would be restarted in a loop, turning a partial outage into a full one. Dependency checks belong in readiness, if anywhere.</p>`,
        },
        {
          question: "What is the difference between a ConfigMap and a Secret, and how do Pods consume them?",
          answer: `<p>Both decouple configuration from container images. A <strong>ConfigMap</strong> holds non-sensitive key-value data or files (feature flags, URLs, config files). A <strong>Secret</strong> holds sensitive data (passwords, tokens, TLS keys).</p>
<p>Important: Secret values are only <strong>base64-encoded, not encrypted</strong>, by default. To protect them, enable encryption at rest for etcd, restrict access with RBAC, and consider external secret stores (AWS Secrets Manager or HashiCorp Vault through the External Secrets Operator or the Secrets Store CSI driver, or Sealed Secrets for GitOps).</p>
<p>Pods consume both as environment variables or as mounted files:</p>
<pre><code class="language-yaml">containers:
  - name: api
    image: myorg/api:2.3.1
    envFrom:
      - configMapRef:
          name: api-config
    env:
      - name: DB_PASSWORD
        valueFrom:
          secretKeyRef:
            name: db-credentials
            key: password
    volumeMounts:
      - name: tls
        mountPath: /etc/tls
        readOnly: true
volumes:
  - name: tls
    secret:
      secretName: api-tls</code></pre>
<p>Mounted files are updated automatically when the object changes (after a short delay, and not for <code>subPath</code> mounts); environment variables are fixed until the Pod restarts.</p>`,
        },
        {
          question: "How do resource requests and limits work in Kubernetes, and what are QoS classes?",
          answer: `<ul>
<li><strong>Requests</strong> are what the scheduler reserves: a Pod is placed only on a node with enough unrequested CPU and memory. They also set each container's relative CPU share.</li>
<li><strong>Limits</strong> are hard caps at runtime. Exceeding the <strong>CPU</strong> limit causes <strong>throttling</strong>; exceeding the <strong>memory</strong> limit gets the container <strong>OOMKilled</strong> (exit code 137).</li>
</ul>
<pre><code class="language-yaml">resources:
  requests:
    cpu: "250m"      # a quarter of a core
    memory: "256Mi"
  limits:
    memory: "512Mi"</code></pre>
<p>Based on these, each Pod gets a <strong>QoS class</strong>, which decides eviction order when a node runs short of memory:</p>
<ul>
<li><strong>Guaranteed</strong>: every container has requests equal to limits for both CPU and memory; evicted last.</li>
<li><strong>Burstable</strong>: at least one request or limit set, but not Guaranteed.</li>
<li><strong>BestEffort</strong>: nothing set; evicted first.</li>
</ul>
<p>Practical advice: always set memory requests and a memory limit; set CPU requests from observed usage; many teams avoid CPU limits for latency-sensitive services because throttling hurts tail latency. Use LimitRanges and ResourceQuotas to enforce defaults per namespace.</p>`,
        },
        {
          question: "How does a rolling update work in a Kubernetes Deployment, and how do you roll back?",
          answer: `<p>When you change a Deployment's Pod template (for example the image tag), the Deployment creates a new ReplicaSet and gradually scales it up while scaling the old one down. Two settings control the pace:</p>
<ul>
<li><code>maxSurge</code>: how many extra Pods above the desired count may exist during the update.</li>
<li><code>maxUnavailable</code>: how many Pods may be unavailable during the update.</li>
</ul>
<p>New Pods only count as available once they pass their <strong>readiness probe</strong>, so a broken version stalls the rollout instead of replacing all healthy Pods.</p>
<pre><code class="language-yaml">spec:
  replicas: 4
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: 1
      maxUnavailable: 0   # never drop below 4 ready Pods</code></pre>
<pre><code class="language-bash">kubectl set image deployment/api api=myorg/api:2.4.0
kubectl rollout status deployment/api
kubectl rollout history deployment/api
kubectl rollout undo deployment/api                  # previous revision
kubectl rollout undo deployment/api --to-revision=3</code></pre>
<p>The other built-in strategy is <code>Recreate</code> (stop all, then start new). Blue-green and canary releases need extra tooling such as Argo Rollouts, Flagger or a service mesh. In GitOps setups, roll back by reverting the commit so Git remains the source of truth.</p>`,
        },
        {
          question: "A Pod is stuck in CrashLoopBackOff or Pending. How do you troubleshoot it?",
          answer: `<p>Work from the outside in:</p>
<pre><code class="language-bash">kubectl get pods -o wide
kubectl describe pod api-7d9c8-abcde       # events, exit codes, probe failures
kubectl logs api-7d9c8-abcde --previous    # logs of the crashed container
kubectl get events --sort-by=.lastTimestamp</code></pre>
<p><strong>CrashLoopBackOff</strong> means the container starts, exits, and the kubelet restarts it with growing delays. Common causes:</p>
<ul>
<li>Application error at startup: missing environment variable, bad config, unreachable database. Check <code>--previous</code> logs.</li>
<li>Exit code 137 with reason <strong>OOMKilled</strong>: the memory limit is too low or there is a leak.</li>
<li>A failing liveness probe, often too aggressive for a slow start; add a startup probe.</li>
<li>Wrong command or entrypoint, or a process that exits immediately because it runs in the background.</li>
</ul>
<p><strong>Pending</strong> means the Pod has not been scheduled (or its volume is not ready). The events usually say why:</p>
<ul>
<li>"Insufficient cpu/memory": requests are too large or the cluster needs more nodes.</li>
<li>Taints without matching tolerations, or a nodeSelector or affinity that no node satisfies.</li>
<li>An unbound PersistentVolumeClaim (wrong StorageClass, or a zone mismatch).</li>
</ul>
<p>Also know <strong>ImagePullBackOff</strong> (wrong image name or tag, or missing registry credentials).</p>`,
        },
        {
          question: "How does the Horizontal Pod Autoscaler work?",
          answer: `<p>The <strong>Horizontal Pod Autoscaler (HPA)</strong> changes the number of replicas of a Deployment or StatefulSet based on observed metrics. Every 15 seconds by default, it compares the current metric with the target and computes:</p>
<p><code>desiredReplicas = ceil(currentReplicas × currentValue / targetValue)</code></p>
<p>For CPU and memory, utilization is measured <strong>as a percentage of the Pod's requests</strong>, so requests must be set, and the <strong>metrics-server</strong> must be installed. Custom or external metrics (requests per second, queue length) need an adapter such as Prometheus Adapter or KEDA.</p>
<pre><code class="language-yaml">apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: api
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: api
  minReplicas: 3
  maxReplicas: 20
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: 70
  behavior:
    scaleDown:
      stabilizationWindowSeconds: 300</code></pre>
<p>Related tools: the <strong>Vertical Pod Autoscaler</strong> adjusts requests, and the <strong>Cluster Autoscaler</strong> or <strong>Karpenter</strong> adds nodes when Pods are Pending for lack of capacity. HPA and the Cluster Autoscaler work together: more Pods, then more nodes.</p>`,
        },
      ],
    },
    {
      name: "AWS",
      slug: "aws-interview-questions",
      description: `<p>Amazon Web Services is the most widely used cloud platform in the USA, and AWS knowledge is requested in cloud engineer, DevOps, solutions architect and backend developer job descriptions. These questions cover global infrastructure, IAM, EC2, S3, VPC networking, load balancing, RDS, Lambda and designing highly available systems.</p>
<p>Interviewers look for sound reasoning about security, availability and cost: why you would put a database in a private subnet, when to use Spot Instances, or how to survive the loss of an Availability Zone.</p>`,
      metaTitle: "AWS Interview Questions and Answers",
      metaDescription:
        "AWS interview questions with answers: regions and AZs, IAM, EC2 pricing, S3, VPC, security groups, load balancers, RDS, Lambda and HA design.",
      metaKeywords:
        "aws interview questions, amazon web services, ec2, s3, iam, vpc, rds, lambda, solutions architect interview",
      questions: [
        {
          question: "What are AWS Regions, Availability Zones and edge locations?",
          answer: `<ul>
<li>A <strong>Region</strong> is a separate geographic area, such as <code>us-east-1</code> (N. Virginia) or <code>us-west-2</code> (Oregon). Regions are isolated from each other; data stays in a Region unless you replicate it. You choose a Region for latency to users, data residency or compliance, service availability and price.</li>
<li>An <strong>Availability Zone (AZ)</strong> is one or more discrete data centers inside a Region, with independent power, cooling and networking, connected to the other AZs by low-latency links. Each Region has at least three AZs. Spreading resources across AZs protects against the failure of a single data center.</li>
<li><strong>Edge locations</strong> are many smaller points of presence worldwide used by CloudFront (CDN), Route 53 (DNS) and Global Accelerator to serve users with lower latency.</li>
</ul>
<p>Related concepts: <strong>Local Zones</strong> put compute close to large metro areas, and <strong>Wavelength</strong> zones sit inside 5G networks.</p>
<p>The interview takeaway: design production workloads to be <strong>multi-AZ</strong> by default, and multi-Region only when the business needs it for disaster recovery or global latency, because it adds cost and complexity.</p>`,
        },
        {
          question:
            "What is the difference between IAM users, groups, roles and policies, and what is the principle of least privilege?",
          answer: `<ul>
<li><strong>IAM user</strong>: an identity with long-term credentials (password, access keys) for a person or application. Today, human access is better handled through IAM Identity Center (SSO) with temporary credentials.</li>
<li><strong>Group</strong>: a collection of users that share policies; it is not an identity you can sign in as.</li>
<li><strong>Role</strong>: an identity with no long-term credentials that trusted principals <strong>assume</strong> to get temporary credentials from STS. Use roles for EC2 instances (instance profiles), Lambda functions, ECS tasks, EKS Pods and cross-account access.</li>
<li><strong>Policy</strong>: a JSON document of Allow or Deny statements (actions, resources, conditions). An explicit Deny always wins; anything not allowed is implicitly denied.</li>
</ul>
<pre><code class="language-json">{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject"],
      "Resource": "arn:aws:s3:::reports-bucket/monthly/*"
    }
  ]
}</code></pre>
<p><strong>Least privilege</strong> means granting only the permissions needed for a task: specific actions on specific resources, not <code>"Action": "*"</code>. Supporting practices: MFA everywhere, no root account use for daily work, no access keys baked into code, IAM Access Analyzer to find unused permissions, and Service Control Policies in AWS Organizations as guardrails.</p>`,
        },
        {
          question: "What are the EC2 purchasing options, and when would you use each?",
          answer: `<ul>
<li><strong>On-Demand</strong>: pay per second or hour with no commitment. Best for short-term, unpredictable or new workloads.</li>
<li><strong>Savings Plans</strong>: commit to a dollar amount of compute per hour for 1 or 3 years, for up to about 72% off. Compute Savings Plans also apply to Fargate and Lambda and are flexible across instance families and Regions.</li>
<li><strong>Reserved Instances</strong>: a 1 or 3 year commitment to a specific instance configuration; Standard RIs give the largest discount, Convertible RIs allow changes. Largely superseded by Savings Plans for compute, but still used for RDS and other services.</li>
<li><strong>Spot Instances</strong>: spare capacity at up to 90% off, but AWS can reclaim them with a <strong>two-minute warning</strong>. Ideal for fault-tolerant, stateless or batch work: CI runners, data processing, rendering, Kubernetes worker nodes with mixed instance types.</li>
<li><strong>Dedicated Hosts and Dedicated Instances</strong>: single-tenant hardware for licensing (per-socket or per-core licenses) or compliance needs.</li>
</ul>
<p>A mature answer mixes them: cover the steady baseline with Savings Plans, handle peaks with On-Demand in an Auto Scaling group, and run interruption-tolerant work on Spot. Right-sizing with Compute Optimizer and moving to Graviton (ARM) instances are further cost levers.</p>`,
        },
        {
          question: "What are the S3 storage classes, and how do you choose between them?",
          answer: `<p>Amazon S3 is object storage designed for 99.999999999% (eleven nines) durability. Since December 2020 it offers strong read-after-write consistency. Storage classes trade storage price against access cost and speed:</p>
<ul>
<li><strong>S3 Standard</strong>: frequently accessed data, millisecond access, no retrieval fee.</li>
<li><strong>S3 Intelligent-Tiering</strong>: moves objects between tiers automatically based on access; good when patterns are unknown.</li>
<li><strong>S3 Standard-IA</strong> and <strong>One Zone-IA</strong>: infrequently accessed data with per-GB retrieval fees and a 30-day minimum; One Zone stores data in a single AZ (cheaper, less resilient).</li>
<li><strong>S3 Glacier Instant Retrieval</strong>: archive data needing millisecond access, read about once a quarter.</li>
<li><strong>S3 Glacier Flexible Retrieval</strong>: archives retrieved in minutes to hours.</li>
<li><strong>S3 Glacier Deep Archive</strong>: the cheapest, retrieval within 12 to 48 hours; for long-term compliance retention.</li>
</ul>
<p>Automate transitions with <strong>lifecycle rules</strong>:</p>
<pre><code class="language-json">{
  "Rules": [{
    "ID": "archive-logs",
    "Filter": { "Prefix": "logs/" },
    "Status": "Enabled",
    "Transitions": [
      { "Days": 30, "StorageClass": "STANDARD_IA" },
      { "Days": 180, "StorageClass": "DEEP_ARCHIVE" }
    ],
    "Expiration": { "Days": 2555 }
  }]
}</code></pre>
<p>Also mention Block Public Access, default encryption, versioning and replication for protection.</p>`,
        },
        {
          question: "What is the difference between a security group and a network ACL?",
          answer: `<p>Both filter traffic in a VPC, but at different levels and in different ways:</p>
<ul>
<li><strong>Scope</strong>: a security group is attached to an <strong>elastic network interface</strong> (EC2, RDS, load balancers, Lambda in a VPC). A network ACL applies to a whole <strong>subnet</strong>.</li>
<li><strong>State</strong>: security groups are <strong>stateful</strong>, so return traffic for an allowed connection is automatically allowed. NACLs are <strong>stateless</strong>, so you must allow return traffic explicitly, usually the ephemeral port range 1024–65535.</li>
<li><strong>Rules</strong>: security groups support <strong>allow rules only</strong> and evaluate all rules together. NACLs support <strong>allow and deny</strong> rules evaluated in <strong>number order</strong>, and the first match wins.</li>
<li><strong>Defaults</strong>: a new security group denies all inbound and allows all outbound. The default NACL allows everything; a custom NACL denies everything until you add rules.</li>
</ul>
<p>A useful feature of security groups is referencing <strong>another security group as the source</strong>, which keeps working as instances scale:</p>
<pre><code class="language-bash"># Allow PostgreSQL on the database SG only from the app servers' SG
aws ec2 authorize-security-group-ingress \\
  --group-id sg-0db1111111111111a \\
  --protocol tcp --port 5432 \\
  --source-group sg-0app222222222222b</code></pre>
<p>In practice, security groups are the main control, and NACLs are a coarse extra layer, for example to block a malicious IP range at the subnet level.</p>`,
        },
        {
          question: "How do you design a VPC with public and private subnets?",
          answer: `<p>A typical production VPC (for example <code>10.0.0.0/16</code>) spans at least two or three Availability Zones, with in each AZ:</p>
<ul>
<li>A <strong>public subnet</strong>: its route table sends <code>0.0.0.0/0</code> to an <strong>Internet Gateway</strong>. It holds only internet-facing components: load balancers, NAT Gateways and, if needed, bastion hosts.</li>
<li>A <strong>private application subnet</strong>: no direct route from the internet. Outbound internet access (patches, third-party APIs) goes through a <strong>NAT Gateway</strong> in the public subnet.</li>
<li>A <strong>private data subnet</strong> for databases and caches, often with no internet route at all.</li>
</ul>
<p>Additional design points that show experience:</p>
<ul>
<li>Put one NAT Gateway <strong>per AZ</strong> for resilience. A single shared one is cheaper but is a single point of failure and incurs cross-AZ data charges.</li>
<li>Use <strong>VPC endpoints</strong> (gateway endpoints for S3 and DynamoDB, interface endpoints for other services) so traffic to AWS services stays private and avoids NAT processing costs.</li>
<li>Plan CIDR ranges that do not overlap with other VPCs or on-premises networks, so you can later connect them with peering, Transit Gateway or VPN.</li>
<li>Use Session Manager instead of bastion hosts and SSH keys, and enable VPC Flow Logs.</li>
</ul>`,
        },
        {
          question:
            "What is the difference between an Application Load Balancer and a Network Load Balancer?",
          answer: `<ul>
<li><strong>Application Load Balancer (ALB)</strong> works at <strong>layer 7</strong> (HTTP, HTTPS, gRPC, WebSocket). It can route by host name, path, headers, query string and method, so one ALB can serve many microservices. It supports TLS termination, redirects, fixed responses, authentication with Cognito or OIDC, AWS WAF, and targets such as EC2 instances, IP addresses, containers and Lambda functions.</li>
<li><strong>Network Load Balancer (NLB)</strong> works at <strong>layer 4</strong> (TCP, UDP, TLS). It handles millions of requests per second with very low latency, provides <strong>static IP addresses</strong> (one per AZ, optionally Elastic IPs), can preserve the client's source IP and is needed for PrivateLink services. Use it for non-HTTP protocols, gaming, IoT or extreme throughput.</li>
<li><strong>Gateway Load Balancer</strong> is used to insert third-party virtual appliances such as firewalls into traffic flows. The Classic Load Balancer is legacy.</li>
</ul>
<p>Both ALB and NLB work with <strong>target groups</strong> and health checks, and integrate with <strong>Auto Scaling groups</strong>, which replace unhealthy instances and scale on metrics such as average CPU or ALB request count per target.</p>
<p>Rule of thumb: choose ALB for web applications and APIs; choose NLB when you need layer-4 protocols, static IPs or ultra-low latency.</p>`,
        },
        {
          question: "What is the difference between RDS Multi-AZ and read replicas?",
          answer: `<p>They solve different problems:</p>
<ul>
<li><strong>Multi-AZ</strong> is for <strong>high availability</strong>. RDS keeps a standby in another Availability Zone with <strong>synchronous</strong> replication. If the primary fails, or during maintenance, RDS fails over automatically, typically within one to two minutes, by pointing the same DNS endpoint at the standby. In the classic single-standby setup, the standby does not serve reads. The newer Multi-AZ DB cluster option (two readable standbys) offers faster failover and read capacity.</li>
<li><strong>Read replicas</strong> are for <strong>read scaling</strong>. They use <strong>asynchronous</strong> replication, so they can lag behind the primary, and they have their own endpoints that the application must send reads to. They can be in other Regions (useful for disaster recovery and global reads) and can be promoted to a standalone database, but promotion is manual and not an automatic failover.</li>
</ul>
<p>Many production setups use both: Multi-AZ for resilience and replicas for reporting or read-heavy traffic.</p>
<p>Worth mentioning: <strong>Amazon Aurora</strong> stores six copies of data across three AZs, supports up to 15 low-lag replicas that double as failover targets, and offers Global Database for cross-Region disaster recovery. Also, backups and point-in-time recovery protect against bad writes, which replication does not.</p>`,
        },
        {
          question: "What is AWS Lambda, and what are its main limits and trade-offs?",
          answer: `<p><strong>AWS Lambda</strong> runs code in response to events (API Gateway requests, S3 uploads, SQS messages, EventBridge schedules, DynamoDB streams) without managing servers. You pay per request and per millisecond of execution, scaled by allocated memory, and it scales automatically.</p>
<pre><code class="language-python">import json

def handler(event, context):
    for record in event["Records"]:          # e.g. an SQS batch
        order = json.loads(record["body"])
        print(f"Processing order {order['id']}")
    return {"statusCode": 200}</code></pre>
<p>Limits and trade-offs to know:</p>
<ul>
<li>Maximum execution time is <strong>15 minutes</strong>; memory ranges from 128 MB to 10,240 MB, and CPU scales with memory.</li>
<li><strong>Cold starts</strong>: a new execution environment adds latency, more for large packages and some runtimes. Mitigate with smaller packages, provisioned concurrency or SnapStart for Java.</li>
<li><strong>Concurrency</strong> has a per-Region account quota (1,000 by default, can be raised); reserved concurrency protects downstream databases.</li>
<li>Functions are stateless; keep state in DynamoDB, S3 or elsewhere. Reuse connections by initializing clients outside the handler.</li>
<li>Sustained, high-volume workloads can cost more than containers on ECS, Fargate or EC2.</li>
</ul>`,
        },
        {
          question: "How would you design a highly available and scalable web application on AWS?",
          answer: `<p>A reference answer, working from the user inward:</p>
<ol>
<li><strong>DNS and edge</strong>: Route 53 with health checks; CloudFront for caching static assets and TLS at the edge; AWS WAF for common attacks; Shield for DDoS protection.</li>
<li><strong>Load balancing</strong>: an Application Load Balancer spanning <strong>at least two, preferably three, Availability Zones</strong>.</li>
<li><strong>Compute</strong>: stateless application servers in private subnets, in an Auto Scaling group (or ECS/EKS services) across those AZs, scaling on request count or CPU. Sessions live in ElastiCache or DynamoDB, not on the instance.</li>
<li><strong>Data</strong>: RDS or Aurora with Multi-AZ, read replicas for read-heavy paths, automated backups and point-in-time recovery; S3 for files and user uploads.</li>
<li><strong>Decoupling</strong>: SQS queues and SNS or EventBridge for asynchronous work, so traffic spikes are buffered instead of overloading services.</li>
<li><strong>Operations</strong>: infrastructure as code (CloudFormation, CDK or Terraform), CI/CD with blue-green or canary deploys, CloudWatch metrics, alarms and logs, X-Ray tracing.</li>
<li><strong>Security</strong>: IAM roles with least privilege, encryption with KMS, secrets in Secrets Manager, security groups referencing each other.</li>
</ol>
<p>Finish by naming the targets (RTO and RPO), how you would test failure (for example with AWS Fault Injection Service), and when a multi-Region active-passive setup would be justified. Framing trade-offs against the Well-Architected Framework pillars is a strong senior signal.</p>`,
        },
      ],
    },
  ],
};
