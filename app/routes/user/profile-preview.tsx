import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/Tooltip.css";
import "@mantine/core/styles/SimpleGrid.css";
import {
  ActionIcon,
  Anchor,
  Avatar,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandX,
  IconPencil,
  IconWorld,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/profile-preview";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  return {
    user: {
      w3Id: user.w3Id,
      name: user.name,
      email: user.email,
      phoneNumber: user.phoneNumber,
      country: user.nationalityId,
      bio: user.bio,
      imageUrl: user.imageUrl,
      registerDate: user.createdAt.toISOString(),
      links: [
        { label: "Facebook", url: user.facebook, icon: "facebook" },
        { label: "Instagram", url: user.instagram, icon: "instagram" },
        { label: "Twitter", url: user.twitter, icon: "twitter" },
        { label: "Website", url: user.website, icon: "website" },
        { label: "Github", url: user.github, icon: "github" },
      ] as const,
    },
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("My profile");

const ICONS = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  twitter: IconBrandX,
  website: IconWorld,
  github: IconBrandGithub,
};

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export default function ProfilePreview({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const links = user.links.filter((link) => link.url);
  const details = [
    { label: "Email", value: user.email },
    { label: "Phone number", value: user.phoneNumber },
    { label: "Country", value: user.country },
    { label: "Member ID", value: user.w3Id },
    { label: "Member since", value: dateFormat.format(new Date(user.registerDate)) },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          My profile
        </Title>
        <Tooltip label="Edit profile">
          <ActionIcon
            component={Link}
            to="/user/account-settings"
            variant="light"
            size="lg"
            aria-label="Edit profile"
          >
            <IconPencil size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Group gap="md" wrap="nowrap" mb="md">
          <Avatar
            src={user.imageUrl}
            alt={user.imageUrl ? `Profile photo of ${user.name}` : ""}
            size={96}
            radius={96}
            color="indigo"
            data-testid="profile-photo"
          >
            {user.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} fz="xl" style={{ overflowWrap: "anywhere" }}>
              {user.name}
            </Text>
            {user.country && <Text c="dimmed">{user.country}</Text>}
          </div>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
          {details.map((detail) => (
            <div key={detail.label}>
              <Text component="dt" size="sm" c="dimmed">
                {detail.label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: "anywhere" }}>
                {detail.value || "Not given yet"}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="md">
          Bio
        </Text>
        <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {user.bio || "Not given yet"}
        </Text>
        {links.length > 0 && (
          <Group gap="xs" mt="md">
            {links.map((link) => {
              const Icon = ICONS[link.icon];
              return (
                <Anchor
                  key={link.label}
                  href={link.url ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                >
                  <Group gap={4} wrap="nowrap">
                    <Icon size={18} aria-hidden />
                    {link.label}
                  </Group>
                </Anchor>
              );
            })}
          </Group>
        )}
      </Paper>
    </Stack>
  );
}
