import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Alert, Anchor, Group, List, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCertificate, IconId, IconInfoCircle, IconSchool } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

const USCIS = {
  h1b: "https://www.uscis.gov/working-in-the-united-states/h-1b-specialty-occupations",
  opt: "https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-opt-for-f-1-students",
  stemOpt:
    "https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-extension-for-stem-students-stem-opt",
  greenCard:
    "https://www.uscis.gov/green-card/green-card-eligibility/green-card-for-employment-based-immigrants",
  visaBulletin: "https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html",
};

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" c="indigo.8">
      {children}
    </Anchor>
  );
}

function Route({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" color="indigo" aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} size="h3">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The immigration-support page's information: the main ways IT professionals work in the US
 * (H-1B, OPT and STEM OPT, the employment-based green card, other visas), in general terms, with
 * the official sources.
 */
export function ImmigrationInfo() {
  return (
    <Stack gap="lg">
      <Alert
        variant="light"
        color="yellow"
        icon={<IconInfoCircle size={18} aria-hidden />}
        title="Not legal advice"
      >
        This page is general information about US work visas for IT professionals. It is not legal advice, and
        rules, fees and processing times change often. For decisions about your own case, check the official
        USCIS pages linked below and speak with a licensed immigration attorney.
      </Alert>

      <Stack gap="lg">
        <Route icon={<IconId size={22} />} title="H-1B work visa">
          <Text size="sm">
            The main US work visa for &quot;specialty occupations&quot;: jobs that require at least a
            bachelor&apos;s degree in a specific field, such as software, data, QA and DevOps roles.
          </Text>
          <List size="sm" spacing={6}>
            <List.Item>
              A US employer sponsors you and must pay at least the prevailing wage for the job.
            </List.Item>
            <List.Item>
              New H-1Bs are capped at 65,000 a year plus 20,000 for US master&apos;s graduates; employers
              register candidates each March and USCIS selects among them.
            </List.Item>
            <List.Item>
              Selected petitions are filed from April 1; work usually starts on October 1.
            </List.Item>
            <List.Item>
              Granted for up to 3 years at a time, 6 in total, with extensions beyond 6 years while a green
              card is in progress. You can change employers once the new employer files a petition.
            </List.Item>
            <List.Item>Universities and nonprofit research organizations are exempt from the cap.</List.Item>
          </List>
          <Text size="sm">
            Official source: <External href={USCIS.h1b}>USCIS – H-1B specialty occupations</External>
          </Text>
        </Route>

        <Route icon={<IconSchool size={22} />} title="OPT and STEM OPT">
          <Text size="sm">
            Optional Practical Training lets F-1 students work in their field of study, during or after their
            degree.
          </Text>
          <List size="sm" spacing={6}>
            <List.Item>Up to 12 months of OPT for each higher degree level.</List.Item>
            <List.Item>
              Apply on Form I-765 after your school recommends it: from 90 days before to 60 days after your
              program ends.
            </List.Item>
            <List.Item>
              Graduates with a degree on the DHS STEM list can extend by 24 months with an E-Verify employer
              and a Form I-983 training plan.
            </List.Item>
            <List.Item>
              Unemployment is limited to 90 days on OPT, 150 days in total with the STEM extension.
            </List.Item>
            <List.Item>
              If your employer files an H-1B petition for you, the &quot;cap-gap&quot; rules can extend your
              status until the H-1B starts.
            </List.Item>
          </List>
          <Text size="sm">
            Official sources: <External href={USCIS.opt}>OPT</External> ·{" "}
            <External href={USCIS.stemOpt}>STEM OPT extension</External>
          </Text>
        </Route>

        <Route icon={<IconCertificate size={22} />} title="Green card basics">
          <Text size="sm">
            A green card is permanent residence: you can live in the US and work for any employer. Most tech
            workers get one through employment.
          </Text>
          <List size="sm" spacing={6}>
            <List.Item>
              Categories: EB-1 (extraordinary ability, managers), EB-2 (advanced degrees; the National
              Interest Waiver lets some people apply without an employer) and EB-3 (professionals and skilled
              workers).
            </List.Item>
            <List.Item>
              The usual steps: PERM labor certification, the I-140 immigrant petition, then the I-485
              application (or a consulate abroad).
            </List.Item>
            <List.Item>
              Your place in line is your priority date; the monthly Visa Bulletin shows which dates can
              proceed. Waits are longest for people born in India and China.
            </List.Item>
          </List>
          <Text size="sm">
            Official sources: <External href={USCIS.greenCard}>USCIS – employment-based green cards</External>{" "}
            · <External href={USCIS.visaBulletin}>Visa Bulletin</External>
          </Text>
        </Route>
      </Stack>

      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="other-routes-title">
        <Title order={2} size="h3" id="other-routes-title" mb="sm">
          Other routes to know
        </Title>
        <List size="sm" spacing={6}>
          <List.Item>
            <strong>L-1</strong> – for employees moving to a US office of the company they have worked for
            abroad for at least a year.
          </List.Item>
          <List.Item>
            <strong>O-1</strong> – for people with extraordinary ability shown by awards, publications, high
            pay or similar evidence; no annual cap.
          </List.Item>
          <List.Item>
            <strong>TN</strong> (citizens of Canada and Mexico) and <strong>E-3</strong> (citizens of
            Australia) – treaty-based professional visas with simpler requirements than the H-1B.
          </List.Item>
        </List>
        <Text size="sm" mt="md">
          Our{" "}
          <Anchor component={Link} to="/blog" c="indigo.8">
            blog
          </Anchor>{" "}
          explains the H-1B, OPT and STEM OPT, and the green card in more depth, with advice on job searching
          while you hold a visa. For the L-1, O-1, TN and E-3, the USCIS pages and an immigration attorney are
          the places to check the details of your case.
        </Text>
      </Paper>

      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="how-we-help-title">
        <Title order={2} size="h3" id="how-we-help-title" mb="sm">
          How our team can help
        </Title>
        <Text size="sm">
          Tell us where you are – your current status, your degree, the job or employer you have in mind – and
          what you want to know. A member of our team reads every inquiry and replies by email or phone within
          two business days. We can explain how the process works for cases like yours, what to prepare, and
          when it is time to speak with an immigration attorney. Please do not send passport numbers or other
          identity documents through this form.
        </Text>
      </Paper>
    </Stack>
  );
}
