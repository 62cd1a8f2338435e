import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Grid.css";
import { Alert, Anchor, Container, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { Link, useNavigate } from "react-router";
import { DEFAULT_JOB_CATEGORY, JOB_CATEGORIES, JobMessages } from "@shared/jobs/job-categories";
import { JobCard } from "./job-card";
import { JobFilters } from "./job-filters";
import { jobsHref } from "./jobs-href";
import { JobsSidebar } from "./jobs-sidebar";
import type { JobCardData, JobsSource } from "./job-types";
import { LinkPagination } from "~/components/navigation/link-pagination";

type JobsPageProps = {
  category: string;
  country: string | null;
  company: string | null;
  countries: string[];
  companies: string[];
  jobs: JobCardData[];
  total: number;
  page: number;
  lastPage: number;
  tags: string[];
  source: JobsSource;
  guides: { id: number; slug: string; title: string; price: string }[];
};

/** Where the listings come from: the service's terms ask for a visible credit and link. */
function SourceCredit({ source }: { source: JobsSource }) {
  if (!source) return null;
  if (source.kind === "seed") {
    return (
      <Alert
        variant="light"
        color="gray"
        icon={<IconInfoCircle size={18} aria-hidden />}
        data-testid="jobs-source"
      >
        Sample listings: these show how the page works while the live remote-jobs feed is not connected. Their
        companies are fictional.
      </Alert>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="jobs-source">
      Jobs from{" "}
      <Anchor href={source.url} target="_blank" rel="noopener" c="indigo.8">
        {source.name}
      </Anchor>
      {source.updated && ` · updated ${source.updated}`}. Each listing links to its page there.
    </Text>
  );
}

/** /job: remote jobs by category, country and company, 20 a page (SPEC.md §2, §4, §9). */
export function JobsPage(props: JobsPageProps) {
  const navigate = useNavigate();
  const { category, country, company, jobs, total, page, lastPage } = props;
  const label = JOB_CATEGORIES.find((entry) => entry.slug === category)?.label ?? "";
  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <div>
              <Title order={1} fz={{ base: 28, sm: 34 }}>
                Remote jobs
              </Title>
              <Text c="dimmed" mt={4}>
                Remote roles with US and international companies. Choose a category, then narrow by country
                and company.
              </Text>
            </div>
            <JobFilters
              categories={JOB_CATEGORIES}
              category={category}
              country={country}
              company={company}
              countries={props.countries}
              companies={props.companies}
              hrefFor={jobsHref}
              onNavigate={(href) => navigate(href)}
            />
            <Group justify="space-between" gap="xs">
              <Text c="dimmed" aria-live="polite" data-testid="jobs-count">
                {`${total} ${label} ${total === 1 ? "job" : "jobs"}`}
                {country && ` in ${country}`}
                {company && ` at ${company}`}
                {lastPage > 1 && ` · page ${page} of ${lastPage}`}
              </Text>
              {(country || company) && (
                <Anchor component={Link} to={jobsHref({ category })} size="sm" c="indigo.8">
                  Clear filters
                </Anchor>
              )}
            </Group>
            <SourceCredit source={props.source} />
            {jobs.length > 0 ? (
              <Stack gap="md" data-testid="jobs-list">
                {jobs.map((job) => (
                  <JobCard key={job.id} job={job} />
                ))}
              </Stack>
            ) : (
              <Text py="xl" ta="center" fw={600} data-testid="jobs-empty">
                {JobMessages.noJobs}
              </Text>
            )}
            <Group justify="center">
              <LinkPagination
                page={page}
                lastPage={lastPage}
                label="Pages of jobs"
                filters={{ category: category === DEFAULT_JOB_CATEGORY ? null : category, country, company }}
              />
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <JobsSidebar guides={props.guides} tags={props.tags} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
