import type { ClientActionFunctionArgs } from "react-router";
import { readFormResult, toastError, toastSuccess } from "~/forms/form-feedback";

/**
 * The content lists' clientAction: the answer to a row's Hide/Show or Delete is a toast, shown as
 * soon as it arrives, before the list is read again.
 * The row's own component cannot show it: React Router commits a fetcher's states in transitions,
 * so when the list read again comes quickly the state that carried the answer may never be
 * rendered, and a deleted row is gone before any effect of it could run.
 */
export async function toastRowAnswer({ serverAction }: ClientActionFunctionArgs) {
  const answer: unknown = await serverAction();
  const result = readFormResult(answer);
  if (result?.ok) toastSuccess(result.message ?? "Saved");
  else toastError(result?.message ?? "The change could not be saved.");
  return answer;
}
