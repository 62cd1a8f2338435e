import "@mantine/core/styles/Badge.css";
import { Anchor, Badge, Button } from "@mantine/core";
import { IconFiles, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatFileSize } from "@shared/text/file-size";
import {
  TUTORIAL_SORT_LABELS,
  TUTORIAL_SORTS,
  TutorialAdminMessages,
} from "@shared/tutorials/tutorial-admin-messages";
import {
  deleteTutorial,
  listAdminTutorials,
  setTutorialVisibility,
} from "@server/services/tutorials/manage-tutorials";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminListPage } from "~/features/admin/admin-list-page";
import { ContentRow } from "~/features/admin/content-row";
import { PublicPageLink } from "~/features/admin/public-page-link";
import { adminListData, readAdminListParams } from "./admin-list.server";
import { requireAdmin } from "./admin-session.server";
import { contentRowAction } from "./content-row-action.server";
import type { Route } from "./+types/tutorials";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = readAdminListParams(url, TUTORIAL_SORTS, "newest");
  const found = await listAdminTutorials(context.db, params);
  return adminListData(params, found, (tutorial) => ({
    id: tutorial.id,
    name: tutorial.name,
    slug: tutorial.slug,
    siteName: tutorial.siteName,
    status: tutorial.status,
    isPublic: tutorial.isPublic,
    fileCount: tutorial.fileCount,
    totalBytes: tutorial.totalBytes,
    updatedAt: tutorial.updatedAt.toISOString(),
  }));
}

export const meta: Route.MetaFunction = () => privatePageMeta("Tutorials");

export function action({ request, context }: Route.ActionArgs) {
  return contentRowAction(request, context, {
    setVisibility: setTutorialVisibility,
    remove: (db, actor, input) => deleteTutorial(db, context, actor, input),
    messages: TutorialAdminMessages,
  });
}

// Its answer is a toast, shown before the list is read again.
export { toastRowAnswer as clientAction } from "~/features/admin/content-row-answer";

/** /admin/tutorials: the torrent-style tutorials, searched by name, sorted and paged on the server. */
export default function Tutorials({ loaderData }: Route.ComponentProps) {
  const { search, sort, page, lastPage, total, rows } = loaderData;
  return (
    <AdminListPage
      title="Tutorials"
      actions={
        <Button component={Link} to="/admin/tutorials/new" leftSection={<IconPlus size={18} aria-hidden />}>
          Add
        </Button>
      }
      search={{ query: search, label: "Search by name", placeholder: "Name" }}
      total={total}
      nouns={["tutorial", "tutorials"]}
      order={{ sort, sorts: TUTORIAL_SORTS, labels: TUTORIAL_SORT_LABELS, defaultSort: "newest" }}
      rows={rows}
      empty="Nothing matches."
      pages={{ page, lastPage, label: "Pages of tutorials" }}
      auditLog={{ entityType: "tutorial", label: "Changes to tutorials in the audit log" }}
    >
      {(tutorial) => (
        <ContentRow
          key={tutorial.id}
          testId="tutorial-row"
          id={tutorial.id}
          title={tutorial.name}
          noun="tutorial"
          href={`/admin/tutorials/${tutorial.id}`}
          updatedAt={tutorial.updatedAt}
          status={tutorial.status}
          badges={
            tutorial.fileCount === 0 && (
              <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
                No files
              </Badge>
            )
          }
        >
          {tutorial.siteName && <>{tutorial.siteName} · </>}
          <Anchor
            component={Link}
            to={`/admin/tutorials/${tutorial.id}/files`}
            inherit
            style={{ whiteSpace: "nowrap" }}
          >
            <IconFiles size={14} aria-hidden style={{ verticalAlign: "-2px" }} /> {tutorial.fileCount}{" "}
            {tutorial.fileCount === 1 ? "file" : "files"}
            {tutorial.fileCount > 0 && `, ${formatFileSize(tutorial.totalBytes)}`}
          </Anchor>
          <PublicPageLink path={`/torrent-course/${tutorial.slug}`} isPublic={tutorial.isPublic} />
        </ContentRow>
      )}
    </AdminListPage>
  );
}
