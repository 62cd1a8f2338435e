import { Anchor, Box, Button, Container, Divider, Group, Grid, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBrandApple, IconBrandGooglePlay, IconMail } from "@tabler/icons-react";
import { lazy } from "react";
import { Link } from "react-router";
import { MountWhenOpened } from "../mount-when-opened";

// Loads when a visitor asks for the apps, not with every page.
const ComingSoonModal = lazy(() =>
  import("./coming-soon-modal").then((module) => ({ default: module.ComingSoonModal })),
);

/** SPEC.md §9: the copyright year is fixed at 2024. */
export const COPYRIGHT_TEXT = "© 2024 W3Programmer. All rights reserved.";

const LINK_GROUPS = [
  {
    title: "Learn",
    links: [
      { to: "/all-category", label: "All categories" },
      { to: "/complete-guide", label: "Interview eGuide" },
      { to: "/ebooks", label: "eBooks" },
      { to: "/pdf-books", label: "PDF books" },
      { to: "/torrent-tutorial", label: "Tutorials" },
      { to: "/study", label: "Study plan" },
      { to: "/blog", label: "Blog" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about-us", label: "About us" },
      { to: "/whyw3programmer", label: "Why W3Programmer" },
      { to: "/contact-us", label: "Contact" },
      { to: "/faq", label: "FAQ" },
      { to: "/site-map", label: "Site map" },
    ],
  },
  {
    title: "Opportunities",
    links: [
      { to: "/job", label: "Remote jobs" },
      { to: "/immigration-support", label: "Immigration support" },
    ],
  },
] as const;

export function SiteFooter() {
  const [appsOpened, apps] = useDisclosure(false);

  return (
    <Box component="footer" bg="dark.8" c="gray.3" mt="xl">
      <Container size="lg" py={48}>
        {/* Link groups sit two abreast even on a phone: they are short, and one column made a very long footer. */}
        <Grid gap={{ base: "xl", md: "lg" }}>
          <Grid.Col span={{ base: 12, md: 3 }} pe={{ md: "lg" }}>
            <Stack gap="sm">
              <Text component="p" fz="xl" fw={800} c="white" m={0}>
                W3Programmer
              </Text>
              <Text size="sm" c="gray.4">
                Interview questions, guides, e-books and certified exams for people preparing for IT jobs in
                the USA.
              </Text>
              <Anchor href="mailto:support@w3programmer.com" size="sm" c="gray.3">
                <Group gap={6} wrap="nowrap" component="span">
                  <IconMail size={16} aria-hidden />
                  support@w3programmer.com
                </Group>
              </Anchor>
            </Stack>
          </Grid.Col>

          {LINK_GROUPS.map((group) => (
            <Grid.Col
              component="nav"
              span={{ base: 6, sm: 3, md: 2 }}
              aria-labelledby={`footer-${group.title.toLowerCase()}`}
              key={group.title}
            >
              <Title
                order={2}
                id={`footer-${group.title.toLowerCase()}`}
                fz="sm"
                c="white"
                mb="sm"
                tt="uppercase"
              >
                {group.title}
              </Title>
              <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: "none" }}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Anchor component={Link} to={link.to} size="sm" c="gray.3">
                      {link.label}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </Grid.Col>
          ))}

          <Grid.Col component="section" span={{ base: 12, xs: 6, sm: 3 }} aria-labelledby="footer-apps">
            <Title order={2} id="footer-apps" fz="sm" c="white" mb="sm" tt="uppercase">
              Get our app
            </Title>
            <Stack gap="xs" align="flex-start">
              <Button
                variant="white"
                color="dark"
                leftSection={<IconBrandApple size={20} aria-hidden />}
                onClick={apps.open}
              >
                App Store
              </Button>
              <Button
                variant="white"
                color="dark"
                leftSection={<IconBrandGooglePlay size={20} aria-hidden />}
                onClick={apps.open}
              >
                Google Play
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>

        <Divider my="xl" color="dark.5" />

        <Group justify="space-between" gap="sm">
          <Text size="sm" c="gray.4">
            {COPYRIGHT_TEXT}
          </Text>
          <Group gap="lg" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            <li>
              <Anchor component={Link} to="/terms-and-conditions" size="sm" c="gray.3">
                Terms and Conditions
              </Anchor>
            </li>
            <li>
              <Anchor component={Link} to="/privacy-policy" size="sm" c="gray.3">
                Privacy Policy
              </Anchor>
            </li>
          </Group>
        </Group>
      </Container>

      <MountWhenOpened opened={appsOpened}>
        <ComingSoonModal opened={appsOpened} onClose={apps.close} />
      </MountWhenOpened>
    </Box>
  );
}
