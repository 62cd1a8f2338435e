/** What /job receives from its loader (app/routes/job.server.ts). */
export type JobCardData = {
  id: number;
  title: string;
  company: string;
  location: string;
  jobType: string;
  salary: string;
  date: string;
  isoDate: string;
  excerpt: string;
  /** The listing on its source's site. */
  url: string;
  tags: string[];
};

export type JobsSource = { kind: "remote" | "seed"; name: string; url: string; updated?: string } | null;
