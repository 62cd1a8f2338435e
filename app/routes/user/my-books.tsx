import { Group, Stack, Text, Title } from "@mantine/core";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { OwnedEbooks } from "~/features/store/owned-ebooks";
import { publicFileUrl } from "@server/services/catalog/public-file-url";
import { listOwnedEbooks } from "@server/services/store/list-owned-ebooks";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/my-books";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const ebooks = await listOwnedEbooks(context.db, user.id);
  return {
    ebooks: ebooks.map((ebook) => ({
      id: ebook.id,
      title: ebook.title,
      serviceSlug: ebook.serviceSlug,
      image: publicFileUrl(context.config.publicUrl, ebook.image),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("My books");

/** /user/my-books (SPEC.md §2): the user's e-books, each opening at /read-ebooks/{slug}. */
export default function MyBooks({ loaderData }: Route.ComponentProps) {
  const { ebooks } = loaderData;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          My books
        </Title>
        <Text c="dimmed">
          {ebooks.length} {ebooks.length === 1 ? "book" : "books"}
        </Text>
      </Group>
      <OwnedEbooks ebooks={ebooks} />
    </Stack>
  );
}
