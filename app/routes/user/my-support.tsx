import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Accordion.css";
import { Accordion, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { Link } from "react-router";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/my-support";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

export const meta: Route.MetaFunction = () => privatePageMeta("Support");

const ANSWERS = [
  {
    question: "I bought an e-book. Where do I read it?",
    answer: (
      <>
        Every e-book you own is listed on your{" "}
        <Anchor component={Link} to="/dashboard">
          dashboard
        </Anchor>{" "}
        and under{" "}
        <Anchor component={Link} to="/user/my-books">
          My books
        </Anchor>
        . Choose Reading to open it in the browser; it stays available for as long as your account is active.
      </>
    ),
  },
  {
    question: "How do exams and certificates work?",
    answer: (
      <>
        Open any question-and-answer topic and choose Take Exam. You have 60 minutes; the Submit button
        appears once every question has an answer. A passing result gives you a certificate with a public
        verification link and QR code that an employer can check.
      </>
    ),
  },
  {
    question: "I forgot my password.",
    answer: (
      <>
        Use{" "}
        <Anchor component={Link} to="/forgot-password">
          Forgot password
        </Anchor>{" "}
        on the login page. The link in the email works once and for 30 minutes; look in your spam folder if it
        does not arrive within a few minutes. Setting a new password signs you out on every device.
      </>
    ),
  },
  {
    question: "How do I change my email address or password?",
    answer: (
      <>
        Both are in{" "}
        <Anchor component={Link} to="/user/account-settings">
          Account settings
        </Anchor>
        : the email on the Edit Profile tab, the password on the Security tab.
      </>
    ),
  },
  {
    question: "A payment went through but the e-book is not in my account.",
    answer: (
      <>
        Card payments are usually confirmed within a minute. If the e-book is still missing after that, write
        to us with the order number from{" "}
        <Anchor component={Link} to="/user/billing">
          Billing
        </Anchor>{" "}
        and we will sort it out.
      </>
    ),
  },
];

export default function MySupport() {
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Support
        </Title>
        <Text c="dimmed">Answers to the questions members ask most, and how to reach us.</Text>
      </div>
      <Paper withBorder radius="md">
        <Accordion>
          {ANSWERS.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{item.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Paper>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Title order={2} fz={18} mb={4}>
          Still need help?
        </Title>
        <Text size="sm" mb="sm">
          Send us a message with the email address of your account and what happened, and we will answer by
          email.
        </Text>
        <Group>
          <Button component={Link} to="/contact-us" leftSection={<IconMail size={18} aria-hidden />}>
            Contact us
          </Button>
          <Button component={Link} to="/faq" variant="default">
            Read the FAQ
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
