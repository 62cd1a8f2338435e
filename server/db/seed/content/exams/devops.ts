import type { SeedExam } from "./types.ts";

export const linuxShellExam: SeedExam = {
  categorySlug: "linux-shell-interview-questions",
  passMarkPercent: 70,
  coolingOffHours: 24,
  validityMonths: 24,
  questionsPerAttempt: 15,
  questions: [
    {
      question: "What do the permissions 755 on a file mean?",
      options: [
        "Owner read/write/execute; group and others read/execute",
        "Everyone read/write/execute",
        "Owner read/write; group and others read",
        "Owner execute only",
      ],
      answer: "a",
    },
    {
      question: "Which command shows the running processes with their CPU use, refreshing live?",
      options: ["ls", "top", "df", "cat"],
      answer: "b",
    },
    {
      question: "What does 2>&1 do in a shell command?",
      options: [
        "Sends standard output to file 1",
        "Redirects standard error to wherever standard output goes",
        "Runs the command twice",
        "Sends standard input to standard error",
      ],
      answer: "b",
    },
    {
      question: "Which command searches file contents for a pattern?",
      options: ["find", "grep", "locate", "which"],
      answer: "b",
    },
    {
      question: "What does $? hold in bash?",
      options: [
        "The current process id",
        "The exit status of the last command",
        "The number of arguments",
        "The last argument",
      ],
      answer: "b",
    },
    {
      question: "Which signal does kill send by default?",
      options: ["SIGKILL (9)", "SIGTERM (15)", "SIGHUP (1)", "SIGINT (2)"],
      answer: "b",
    },
    {
      question: "Which command shows free space on mounted file systems?",
      options: ["du -sh", "df -h", "free -m", "lsblk -f"],
      answer: "b",
    },
    {
      question: "What does the pipe | do?",
      options: [
        "Runs two commands in the background",
        "Sends the standard output of one command to the standard input of the next",
        "Writes output to a file",
        "Runs the second command only if the first fails",
      ],
      answer: "b",
    },
    {
      question: "In cmd1 && cmd2, when does cmd2 run?",
      options: [
        "Always",
        "Only if cmd1 succeeds (exit status 0)",
        "Only if cmd1 fails",
        "At the same time as cmd1",
      ],
      answer: "b",
    },
    {
      question: "Which command changes a file's owner?",
      options: ["chmod", "chown", "chgrp only", "usermod"],
      answer: "b",
    },
    {
      question: "What does the shebang line #!/usr/bin/env bash at the top of a script do?",
      options: [
        "It is a comment with no effect",
        "It tells the kernel which interpreter runs the script",
        "It sets environment variables",
        "It makes the script executable",
      ],
      answer: "b",
    },
    {
      question: "Which command follows a log file as new lines are written to it?",
      options: ["head -f", "tail -f", "cat -f", "less -n"],
      answer: "b",
    },
    {
      question: "What does chmod +x script.sh do?",
      options: [
        "Deletes the script",
        "Adds execute permission",
        "Makes the script hidden",
        "Changes the script's owner",
      ],
      answer: "b",
    },
    {
      question: "Which file usually lists a user's login shell and home directory?",
      options: ["/etc/shadow", "/etc/passwd", "/etc/hosts", "/etc/fstab"],
      answer: "b",
    },
    {
      question: "What does > do compared with >> when redirecting output to a file?",
      options: [
        "> appends and >> overwrites",
        "> overwrites the file and >> appends to it",
        "Both append",
        "Both overwrite",
      ],
      answer: "b",
    },
    {
      question: "Which command shows which process listens on TCP port 8080?",
      options: ["ss -ltnp | grep 8080", "ping 8080", "route 8080", "uname -p 8080"],
      answer: "a",
    },
  ],
};

export const dockerExam: SeedExam = {
  categorySlug: "docker-interview-questions",
  passMarkPercent: 70,
  coolingOffHours: 24,
  validityMonths: 24,
  questionsPerAttempt: 15,
  questions: [
    {
      question: "What is the difference between an image and a container?",
      options: [
        "An image is a read-only template; a container is a running (or stopped) instance of it",
        "They are the same thing",
        "A container is the template; an image runs it",
        "An image is a virtual machine",
      ],
      answer: "a",
    },
    {
      question:
        "Which Dockerfile instruction sets the command run when the container starts, which docker run arguments replace?",
      options: ["RUN", "CMD", "FROM", "COPY"],
      answer: "b",
    },
    {
      question: "When does a RUN instruction execute?",
      options: [
        "When the container starts",
        "When the image is built",
        "When the container stops",
        "Every time docker ps is run",
      ],
      answer: "b",
    },
    {
      question: "How do you keep a database's data when its container is removed?",
      options: [
        "Store it in the image",
        "Use a volume (or a bind mount)",
        "Use docker commit after each write",
        "It is kept automatically",
      ],
      answer: "b",
    },
    {
      question: "What does -p 8080:80 in docker run mean?",
      options: [
        "Container port 8080 is published on host port 80",
        "Host port 8080 forwards to container port 80",
        "The container gets 8080 MB of memory",
        "The container may use 80 processes",
      ],
      answer: "b",
    },
    {
      question: "Why put COPY package.json and the dependency install before COPY of the source code?",
      options: [
        "It is required by Docker",
        "So that the dependency layer stays cached when only the source changes",
        "To make the image smaller than any other way",
        "To run the tests",
      ],
      answer: "b",
    },
    {
      question: "What does a multi-stage build let you do?",
      options: [
        "Build in one stage and copy only the results into a small final image",
        "Run several containers at once",
        "Deploy to several clouds",
        "Use several Dockerfiles for one image",
      ],
      answer: "a",
    },
    {
      question: "Which command lists the running containers?",
      options: ["docker images", "docker ps", "docker list", "docker run -l"],
      answer: "b",
    },
    {
      question: "What is the purpose of a .dockerignore file?",
      options: [
        "To keep files out of the build context sent to the builder",
        "To hide containers from docker ps",
        "To ignore failing instructions",
        "To exclude images from a registry",
      ],
      answer: "a",
    },
    {
      question: "How do containers on the same user-defined Docker network usually reach each other?",
      options: [
        "By the host's IP only",
        "By container name through Docker's DNS",
        "They cannot",
        "Through shared memory",
      ],
      answer: "b",
    },
    {
      question: "What does docker compose up do?",
      options: [
        "Builds (if needed) and starts the services defined in the compose file",
        "Uploads images to a registry",
        "Upgrades Docker",
        "Removes every container",
      ],
      answer: "a",
    },
    {
      question: "Which isolation technology do containers on Linux rely on?",
      options: [
        "Hypervisors",
        "Kernel namespaces and cgroups",
        "Separate kernels per container",
        "Java virtual machines",
      ],
      answer: "b",
    },
    {
      question: "Why run the process in a container as a non-root user?",
      options: [
        "It makes builds faster",
        "It limits the damage if the process is compromised",
        "Root is not allowed in containers",
        "It saves disk space",
      ],
      answer: "b",
    },
    {
      question: "What does docker exec -it <container> sh do?",
      options: [
        "Starts a new container",
        "Opens an interactive shell in a running container",
        "Exports the container as a file",
        "Executes the image's build",
      ],
      answer: "b",
    },
    {
      question: "What is an image tag such as node:24-alpine?",
      options: [
        "A label naming a version or variant of an image in a repository",
        "A container's name",
        "A network alias",
        "A volume label",
      ],
      answer: "a",
    },
    {
      question: "What does a HEALTHCHECK instruction do?",
      options: [
        "Defines a command Docker runs to tell whether the container is healthy",
        "Scans the image for vulnerabilities",
        "Restarts the host when it fails",
        "Checks the Dockerfile syntax",
      ],
      answer: "a",
    },
  ],
};

export const kubernetesExam: SeedExam = {
  categorySlug: "kubernetes-interview-questions",
  passMarkPercent: 70,
  coolingOffHours: 48,
  validityMonths: 12,
  questionsPerAttempt: 15,
  questions: [
    {
      question: "What is the smallest deployable unit in Kubernetes?",
      options: ["A container", "A pod", "A node", "A deployment"],
      answer: "b",
    },
    {
      question: "Which object keeps a set number of identical pods running and rolls out new versions?",
      options: ["Service", "Deployment", "ConfigMap", "Ingress"],
      answer: "b",
    },
    {
      question: "What does a Service give a set of pods?",
      options: [
        "A stable virtual IP and DNS name, load-balanced across the pods",
        "Persistent storage",
        "More CPU",
        "A container image",
      ],
      answer: "a",
    },
    {
      question: "Where should you keep a database password for pods?",
      options: ["In the container image", "In a Secret", "In a ConfigMap", "In the pod's name"],
      answer: "b",
    },
    {
      question: "What happens when a liveness probe keeps failing?",
      options: [
        "The pod is removed from the Service's endpoints only",
        "The kubelet restarts the container",
        "The node is drained",
        "Nothing",
      ],
      answer: "b",
    },
    {
      question: "What does a failing readiness probe do?",
      options: [
        "Restarts the container",
        "Stops traffic to the pod until it is ready again",
        "Deletes the pod",
        "Scales the deployment down",
      ],
      answer: "b",
    },
    {
      question: "Which object runs one copy of a pod on every node (for example a log collector)?",
      options: ["StatefulSet", "DaemonSet", "ReplicaSet", "Job"],
      answer: "b",
    },
    {
      question: "Which object gives pods stable names and their own persistent volumes, as databases need?",
      options: ["Deployment", "StatefulSet", "DaemonSet", "CronJob"],
      answer: "b",
    },
    {
      question: "Which command shows the pods in the current namespace?",
      options: ["kubectl get pods", "kubectl list pods", "kubectl pods", "kubectl describe cluster"],
      answer: "a",
    },
    {
      question: "What do resource requests affect?",
      options: [
        "Where the scheduler can place the pod",
        "The container image size",
        "The number of replicas",
        "The pod's DNS name",
      ],
      answer: "a",
    },
    {
      question: "What happens when a container goes over its memory limit?",
      options: ["It is throttled", "It is killed (OOMKilled)", "The limit grows", "The node reboots"],
      answer: "b",
    },
    {
      question: "Which object routes external HTTP traffic to Services by host name and path?",
      options: ["Ingress", "ConfigMap", "Namespace", "PersistentVolume"],
      answer: "a",
    },
    {
      question: "What does a HorizontalPodAutoscaler change?",
      options: [
        "The number of pod replicas",
        "The size of each node",
        "The container image",
        "The Service's port",
      ],
      answer: "a",
    },
    {
      question: "Which component stores the cluster's state?",
      options: ["kubelet", "etcd", "kube-proxy", "CoreDNS"],
      answer: "b",
    },
    {
      question: "What are namespaces used for?",
      options: [
        "Dividing a cluster's objects into separate groups, for teams or environments",
        "Encrypting traffic",
        "Naming container images",
        "Scheduling pods on nodes",
      ],
      answer: "a",
    },
    {
      question: "How do you roll a deployment back to its previous version?",
      options: [
        "kubectl rollout undo deployment/<name>",
        "kubectl delete deployment/<name>",
        "kubectl scale --replicas=0",
        "kubectl revert pod",
      ],
      answer: "a",
    },
  ],
};
