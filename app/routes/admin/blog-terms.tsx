import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { RowList } from "~/components/lists/row-list";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AuditLogLink } from "~/features/admin/audit-log-link";
import { ContentRow } from "~/features/admin/content-row";
import { requireAdmin } from "./admin-session.server";
import { BLOG_TERMS, blogTermKindOf } from "./blog-terms.server";
import { contentRowAction } from "./content-row-action.server";
import type { Route } from "./+types/blog-terms";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const kind = blogTermKindOf(url);
  const terms = BLOG_TERMS[kind];
  const rows = await terms.list(context.db);
  return {
    kind,
    title: terms.plural,
    noun: terms.noun,
    listPath: terms.listPath,
    auditEntity: terms.auditEntity,
    rows: rows.map((row) => ({ ...row, publicPath: terms.publicPath(row.slug) })),
  };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => privatePageMeta(loaded?.title ?? "Blog");

export function action({ request, url, context }: Route.ActionArgs) {
  const terms = BLOG_TERMS[blogTermKindOf(url)];
  return contentRowAction(request, context, { remove: terms.remove, messages: terms.messages });
}

// Its answer is a toast, shown before the list is read again.
export { toastRowAnswer as clientAction } from "~/features/admin/content-row-answer";

/** /admin/blog/categories and /admin/blog/tags: every term with its posts, to add, edit or delete. */
export default function BlogTerms({ loaderData }: Route.ComponentProps) {
  const { kind, title, noun, listPath, auditEntity, rows } = loaderData;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/blog" size="sm">
        ← Blog posts
      </Anchor>
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Button component={Link} to={`${listPath}/new`} leftSection={<IconPlus size={18} aria-hidden />}>
          Add {kind}
        </Button>
      </Group>
      <RowList rows={rows} gap="sm" empty={<Text c="dimmed">None yet.</Text>}>
        {(row) => (
          <ContentRow
            key={row.id}
            testId="blog-term-row"
            id={row.id}
            title={row.name}
            noun={noun}
            href={`${listPath}/${row.id}`}
            updatedAt={row.updatedAt}
            keptBecause={row.keptBecause}
          >
            <Anchor href={row.publicPath} size="sm">
              {row.publicPath}
            </Anchor>
            {row.sortOrder !== undefined && ` · order ${row.sortOrder}`} · {row.postCount}{" "}
            {row.postCount === 1 ? "post" : "posts"}
          </ContentRow>
        )}
      </RowList>
      <AuditLogLink entityType={auditEntity}>Changes to {title.toLowerCase()} in the audit log</AuditLogLink>
    </Stack>
  );
}
