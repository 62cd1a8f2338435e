import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Card.css";
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconBuilding, IconCalendar, IconExternalLink, IconMapPin } from "@tabler/icons-react";
import type { JobCardData } from "./job-types";

/** One listing: what, where, for whom, pay, a taste of the description and the way to apply. */
export function JobCard({ job }: { job: JobCardData }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="job-card">
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" data-testid="job-title">
            <Anchor href={job.url} target="_blank" rel="noopener noreferrer" c="dark.8" underline="hover">
              {job.title}
            </Anchor>
          </Title>
          {job.jobType && (
            <Badge variant="light" color="teal" tt="none" style={{ flexShrink: 0 }}>
              {job.jobType}
            </Badge>
          )}
        </Group>
        <Group gap="md" c="dimmed" fz="sm">
          <Group gap={4} wrap="nowrap">
            <IconBuilding size={16} aria-hidden />
            <span data-testid="job-company">{job.company}</span>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <span data-testid="job-location">{job.location}</span>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconCalendar size={16} aria-hidden />
            <time dateTime={job.isoDate}>{job.date}</time>
          </Group>
        </Group>
        {job.salary && (
          <Text size="sm" fw={600}>
            {job.salary}
          </Text>
        )}
        {job.excerpt && (
          <Text size="sm" c="dimmed">
            {job.excerpt}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Group gap={4}>
            {job.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="gray" tt="none" size="sm">
                {tag}
              </Badge>
            ))}
          </Group>
          <Button
            component="a"
            href={job.url}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            variant="light"
            rightSection={<IconExternalLink size={14} aria-hidden />}
            aria-label={`View and apply: ${job.title} at ${job.company} (opens in a new tab)`}
          >
            View &amp; apply
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
