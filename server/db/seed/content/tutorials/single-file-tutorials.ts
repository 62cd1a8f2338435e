import type { SeedTutorial } from "./types.ts";

export const gitHandsOn: SeedTutorial = {
  slug: "git-hands-on-tutorial-for-job-seekers",
  name: "Git for Job Seekers: A Hands-On Tutorial",
  siteName: "W3Programmer",
  description: `<p>A step-by-step Git tutorial in one printable PDF: create a repository, commit, branch, resolve a merge conflict, rebase, and open a pull request the way teams in US companies expect.</p>
<p>Each step has the exact commands to type and what you should see, so you can follow along in a terminal. It ends with the Git questions interviewers ask most often.</p>`,
  folderName: "git-hands-on-tutorial",
  files: [
    {
      path: "git-hands-on-tutorial.pdf",
      pdf: {
        title: "Git for Job Seekers: A Hands-On Tutorial",
        subtitle: "Follow along in a terminal: every step shows the commands and what you should see.",
        sections: [
          {
            heading: "1. Set up",
            blocks: [
              {
                code: 'git config --global user.name "Your Name"\ngit config --global user.email "you@example.com"\ngit config --global init.defaultBranch main',
              },
              {
                paragraph:
                  "Use the email address of your GitHub account, so that your commits are linked to your profile: recruiters look at it.",
              },
            ],
          },
          {
            heading: "2. A first repository",
            blocks: [
              {
                code: 'mkdir todo-app && cd todo-app\ngit init\necho "# Todo app" > README.md\ngit add README.md\ngit commit -m "Add README"\ngit log --oneline',
              },
              {
                paragraph:
                  "git log shows one commit. git status now says: nothing to commit, working tree clean.",
              },
            ],
          },
          {
            heading: "3. Work on a branch",
            blocks: [
              {
                code: 'git switch -c add-license\necho "MIT" > LICENSE\ngit add LICENSE\ngit commit -m "Add MIT license"\ngit switch main\ngit merge add-license',
              },
              {
                paragraph:
                  "Because main had no new commits, Git simply moves main forward: a fast-forward merge, with no merge commit.",
              },
            ],
          },
          {
            heading: "4. Make and resolve a conflict",
            blocks: [
              {
                code: 'git switch -c title\necho "# Todo list app" > README.md\ngit commit -am "Rename the app"\ngit switch main\necho "# Todo application" > README.md\ngit commit -am "Use the full word"\ngit merge title',
              },
              {
                paragraph:
                  "Git stops with CONFLICT (content) in README.md. Open the file: the lines between <<<<<<< and ======= are yours (main), those up to >>>>>>> come from the branch. Keep the text you want, delete the markers, then:",
              },
              { code: 'git add README.md\ngit commit -m "Merge branch title"' },
            ],
          },
          {
            heading: "5. Rebase instead of merge",
            blocks: [
              {
                paragraph:
                  "On a feature branch that has fallen behind main, git rebase main replays your commits on top of the latest main, so the history stays a straight line. If a conflict appears, fix the file, git add it and run git rebase --continue; git rebase --abort returns to where you started.",
              },
            ],
          },
          {
            heading: "6. Push and open a pull request",
            blocks: [
              {
                code: "git remote add origin git@github.com:you/todo-app.git\ngit push -u origin main\ngit switch -c improve-readme\n# edit, commit...\ngit push -u origin improve-readme",
              },
              {
                bullets: [
                  "On GitHub, open a pull request from improve-readme into main.",
                  "Write what changed and why, and how a reviewer can check it.",
                  "Answer review comments with new commits; squash when merging if the team prefers one commit per change.",
                ],
              },
            ],
          },
          {
            heading: "7. Questions interviewers ask",
            blocks: [
              {
                bullets: [
                  "What is the difference between git merge and git rebase? When would you not rebase?",
                  "What does git fetch do that git pull does not?",
                  "How do you undo a commit that is already pushed? (git revert)",
                  "How would you find which commit introduced a bug? (git bisect)",
                  "What is a detached HEAD?",
                ],
              },
            ],
          },
        ],
      },
    },
  ],
};

export const curlApiTesting: SeedTutorial = {
  slug: "testing-rest-apis-with-curl",
  name: "Testing REST APIs with curl",
  siteName: "W3Programmer",
  description: `<p>Learn to test an HTTP API from the command line, the skill QA and back-end interviews check with a live exercise: send GET, POST, PUT and DELETE requests, set headers and bearer tokens, post JSON and files, read status codes and response headers, and script a small smoke test.</p>
<p>One PDF with every command explained and the output to expect.</p>`,
  folderName: "testing-rest-apis-with-curl",
  files: [
    {
      path: "testing-rest-apis-with-curl.pdf",
      pdf: {
        title: "Testing REST APIs with curl",
        subtitle: "Requests, headers, JSON, authentication and a small smoke-test script.",
        sections: [
          {
            heading: "Reading",
            blocks: [
              {
                table: {
                  columns: ["Command", "What it shows"],
                  rows: [
                    ["curl https://api.example.com/users/1", "The response body."],
                    ["curl -i <url>", "The status line and headers, then the body."],
                    ["curl -I <url>", "Only the headers (a HEAD request)."],
                    [
                      "curl -s -o /dev/null -w '%{http_code}' <url>",
                      "Only the status code: useful in scripts.",
                    ],
                    ["curl -v <url>", "Everything sent and received, for debugging."],
                  ],
                },
              },
            ],
          },
          {
            heading: "Sending data",
            blocks: [
              {
                code: "curl -X POST https://api.example.com/users \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"name\": \"Ava\", \"email\": \"ava@example.com\"}'\n\ncurl -X PUT https://api.example.com/users/1 -H 'Content-Type: application/json' -d @user.json\ncurl -X DELETE https://api.example.com/users/1\ncurl -F 'file=@photo.png' https://api.example.com/users/1/photo",
              },
              {
                paragraph:
                  "-d sends a body (and makes the request a POST unless -X says otherwise); @file reads the body from a file; -F sends multipart form data, as a browser form with a file input does.",
              },
            ],
          },
          {
            heading: "Authentication",
            blocks: [
              {
                code: 'TOKEN=$(curl -s -X POST https://api.example.com/login \\\n  -H \'Content-Type: application/json\' \\\n  -d \'{"email": "ava@example.com", "password": "secret"}\' | jq -r .access_token)\n\ncurl -H "Authorization: Bearer $TOKEN" https://api.example.com/me',
              },
            ],
          },
          {
            heading: "What to check in a response",
            blocks: [
              {
                bullets: [
                  "The status code: 201 after creating, 204 after deleting, 401 without a token, 422 with invalid fields.",
                  "Content-Type: application/json for JSON APIs.",
                  "The body's fields and types, and that error bodies say what is wrong.",
                  "That a second identical DELETE answers 404, and a second PUT changes nothing.",
                ],
              },
            ],
          },
          {
            heading: "A smoke test script",
            blocks: [
              {
                code: '#!/bin/sh\nset -e\nBASE=https://api.example.com\ncheck() {\n  code=$(curl -s -o /dev/null -w \'%{http_code}\' "$BASE$1")\n  [ "$code" = "$2" ] || { echo "FAIL $1: $code, expected $2"; exit 1; }\n  echo "ok $1"\n}\ncheck /health 200\ncheck /users/1 200\ncheck /users/999999 404\ncheck /me 401',
              },
            ],
          },
        ],
      },
    },
  ],
};

const linuxShellBasics = `# Linux Shell Basics for Support and DevOps Roles

A practical tour of the shell for your first support, operations or DevOps
job. Type every command; the comments say what to expect.

## 1. Finding your way

    pwd                 # where am I? e.g. /home/ava
    ls -lah             # files, with permissions, sizes and hidden files
    cd /var/log         # go to the system logs
    cd -                # back to the previous folder

## 2. Reading files and logs

    less /var/log/syslog        # page through; /error searches, q quits
    tail -n 50 app.log          # the last 50 lines
    tail -f app.log             # follow new lines as they arrive (Ctrl+C stops)
    grep -i "error" app.log     # lines containing "error", any case
    grep -c " 500 " access.log  # how many requests failed with 500

## 3. Pipes: small tools, combined

    # The ten client addresses with the most requests
    awk '{print $1}' access.log | sort | uniq -c | sort -rn | head -10

    # Requests per hour (the hour is the second field of the timestamp)
    awk '{print substr($4, 14, 2)}' access.log | sort | uniq -c

## 4. Disk space

    df -h                      # free space per file system
    du -sh /var/log/* | sort -h  # what takes the space, largest last

A full disk is behind many "the app suddenly stopped" tickets: check it early.

## 5. Processes and services

    ps aux | grep nginx          # is it running? which PID?
    top                          # live CPU and memory; q quits
    systemctl status nginx       # state and the latest log lines
    sudo systemctl restart nginx
    journalctl -u nginx -n 100   # the service's last 100 log lines

## 6. Networking

    ss -tlnp                     # which programs listen on which ports
    curl -I http://localhost     # does the web server answer? with what status?
    dig example.com +short       # what address does the name resolve to?
    ping -c 3 example.com

## 7. Permissions

    -rw-r----- 1 app app  app.log
     |  |  |
     |  |  +-- others: nothing
     |  +----- group: read
     +-------- owner: read and write

    chmod 640 app.log
    chown app:app app.log

## 8. Practice ticket

"Users say the site is down." Work through it in order and write what you
find at each step:

1. Does the name resolve? (dig)
2. Does the server answer? (curl -I)
3. Is the service running? (systemctl status)
4. What do its logs say? (journalctl, tail)
5. Is the disk full or memory exhausted? (df -h, free -h)
`;

const storyBank = `# Behavioral Interview Story Bank

Fill in one block per story. Six to eight stories answer most behavioral
questions; one story can serve several questions depending on what you stress.

Use the STAR order: Situation, Task, Action, Result. Keep each answer to about
two minutes, with most of the time on the Action.

---

## Story 1: a difficult bug or production problem

- Situation:
- Task:
- Action (what *I* did, step by step):
- Result (with a number if possible):
- What I learned:
- Questions it answers: pressure, problem solving, ownership

## Story 2: a disagreement with a teammate or manager

- Situation:
- Task:
- Action:
- Result:
- What I learned:
- Questions it answers: conflict, communication, teamwork

## Story 3: a mistake I made

- Situation:
- Task:
- Action (how I found it, told people and fixed it):
- Result:
- What I changed afterwards:
- Questions it answers: failure, honesty, learning

## Story 4: learning something new quickly

- Situation:
- Task:
- Action:
- Result:
- Questions it answers: learning, adaptability

## Story 5: a deadline at risk

- Situation:
- Task:
- Action (what I cut, who I told, when):
- Result:
- Questions it answers: prioritizing, communication

## Story 6: improving something nobody asked me to

- Situation:
- Task:
- Action:
- Result:
- Questions it answers: initiative, ownership

---

## Questions to ask the interviewer

1. What does a successful first three months look like in this role?
2. How does the team decide what to work on next?
3. How are code reviews and deployments done?
4. What is the biggest challenge the team faces this year?
`;

export const linuxShell: SeedTutorial = {
  slug: "linux-shell-basics-for-support-and-devops",
  name: "Linux Shell Basics for Support and DevOps Roles",
  siteName: "W3Programmer",
  description: `<p>A hands-on tour of the Linux shell for your first support, operations or DevOps job: moving around, reading logs with <code>less</code>, <code>tail</code> and <code>grep</code>, combining tools with pipes, checking disk space, processes, services and the network, and reading file permissions.</p>
<p>It ends with a practice ticket, "users say the site is down", worked through in the order experienced engineers check things.</p>`,
  folderName: "linux-shell-basics",
  files: [{ path: "linux-shell-basics.md", text: linuxShellBasics }],
};

export const behavioralStoryBank: SeedTutorial = {
  slug: "behavioral-interview-story-bank",
  name: "Behavioral Interview Story Bank Template",
  siteName: "W3Programmer",
  description: `<p>A fill-in template for the stories every behavioral interview asks for: a hard bug, a disagreement, a mistake, learning fast, a deadline at risk and taking initiative, each laid out in the STAR order (Situation, Task, Action, Result).</p>
<p>Prepare your six to eight stories once and reuse them across interviews, with a list of good questions to ask the interviewer at the end.</p>`,
  folderName: "behavioral-interview-story-bank",
  files: [{ path: "behavioral-interview-story-bank.md", text: storyBank }],
};
