import { Anchor } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

type AuditLogLinkProps = {
  /** The audit log's `entity_type` of the rows the screen changes: "category", "pdf_document"… */
  entityType: string;
  /** "Changes to categories in the audit log". */
  children: ReactNode;
};

/** The link under an admin list to the audit log filtered to what that list changes. */
export function AuditLogLink({ entityType, children }: AuditLogLinkProps) {
  return (
    <Anchor component={Link} to={`/admin/audit-log?entity_type=${entityType}`} size="sm">
      {children}
    </Anchor>
  );
}
