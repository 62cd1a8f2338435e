import {
  IconBookmark,
  IconBookmarkFilled,
  IconCertificate,
  IconDownload,
  IconShare,
} from "@tabler/icons-react";
import { BookmarkMessages } from "@shared/bookmarks/bookmark-messages";
import { useEffect, useRef } from "react";
import { useFetcher, useNavigate, useRevalidator } from "react-router";
import { useAuthModal } from "~/features/auth/auth-modal";
import classes from "./qa-page.module.css";
import { showToast } from "~/components/layout/toasts";
import { LightAnchorButton, LightButton, LightLinkButton } from "~/components/layout/light-button";

/** SPEC.md §8, word for word: the page's address was copied ("Copied successfully" is the referral link's). */
export const COPIED_MESSAGE = "URL copied successfully!";

type QaActionsProps = {
  slug: string;
  /** The address to share: the site's public URL of this page. */
  pageUrl: string;
  signedIn: boolean;
  /** The signed-in person has bookmarked this page already. */
  bookmarked: boolean;
  /** The category has an exam to take: else no Take Exam button (a visitor would sign in for nothing). */
  hasExam: boolean;
};

/**
 * Download PDF, Share / copy link, Bookmark and Take Exam (SPEC.md §2 /question-answer/{slug}),
 * this one where the category has an exam.
 */
export function QaActions({ slug, pageUrl, signedIn, bookmarked, hasExam }: QaActionsProps) {
  const navigate = useNavigate();
  const authModal = useAuthModal();
  // The bookmarks action (app/routes/user/my-bookmarks.tsx) answers `{ ok, message }`.
  const bookmark = useFetcher<{ ok?: boolean; message?: string }>();
  const revalidator = useRevalidator();

  // After a login in the modal the page reloads on the same slug (SPEC.md §2), now signed in.
  const askToSignIn = () => authModal.open({ onLogin: () => navigate(0) });
  // Bookmark chosen before signing in: saved once the visitor has, then the page reloads.
  const reloadWhenSaved = useRef(false);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl);
      showToast({ color: "teal", message: COPIED_MESSAGE, autoClose: 2000 });
    } catch (error) {
      console.warn("Copying the link failed", error);
      showToast({ color: "red", message: `Copy this address: ${pageUrl}`, autoClose: 5000 });
    }
  };

  const submitBookmark = () =>
    void bookmark.submit({ intent: "save", slug }, { method: "post", action: "/user/my-bookmarks" });
  const saveBookmark = () => {
    if (signedIn) return submitBookmark();
    authModal.open({
      onLogin: () => {
        reloadWhenSaved.current = true;
        submitBookmark();
      },
    });
  };

  const { data: bookmarkResult, state: bookmarkState } = bookmark;
  // Each answer is announced once, whatever else re-runs the effect (the revalidation below does).
  const announced = useRef<unknown>(undefined);
  useEffect(() => {
    if (bookmarkState !== "idle" || bookmarkResult === undefined) return;
    if (announced.current === bookmarkResult) return;
    announced.current = bookmarkResult;
    if (reloadWhenSaved.current) {
      reloadWhenSaved.current = false;
      void navigate(0);
      return;
    }
    const { ok, message } = bookmarkResult;
    if (ok) {
      showToast({ color: "teal", message: message || BookmarkMessages.saved, autoClose: 3000 });
      return;
    }
    // SPEC.md §8: a refused bookmark shows the server's message and the page reloads.
    showToast({ color: "red", message: message || BookmarkMessages.saveFailed, autoClose: 3000 });
    void revalidator.revalidate();
  }, [bookmarkResult, bookmarkState, revalidator, navigate]);

  return (
    <div className={classes.actions} data-testid="qa-actions">
      <LightAnchorButton
        href={`/api/public/generate-pdf/${encodeURIComponent(slug)}`}
        download={`${slug}.pdf`}
        leftSection={<IconDownload size={18} aria-hidden />}
      >
        Download PDF
      </LightAnchorButton>
      <LightButton variant="default" onClick={copyLink} leftSection={<IconShare size={18} aria-hidden />}>
        Copy link
      </LightButton>
      {bookmarked ? (
        <LightLinkButton
          to="/user/my-bookmarks"
          // Not "light": with a shade, Mantine's light variant fills the button with that shade and
          // writes the label in nearly the same colour.
          variant="outline"
          color="teal.9"
          leftSection={<IconBookmarkFilled size={18} aria-hidden />}
          aria-label="Bookmarked: see your bookmarks"
        >
          Bookmarked
        </LightLinkButton>
      ) : (
        <LightButton
          variant="default"
          onClick={saveBookmark}
          loading={bookmark.state !== "idle"}
          leftSection={<IconBookmark size={18} aria-hidden />}
        >
          Bookmark
        </LightButton>
      )}
      {!hasExam ? null : signedIn ? (
        <LightLinkButton
          to={`/user/my-exam/${encodeURIComponent(slug)}`}
          color="teal.9"
          leftSection={<IconCertificate size={18} aria-hidden />}
        >
          Take Exam
        </LightLinkButton>
      ) : (
        <LightButton
          color="teal.9"
          onClick={askToSignIn}
          leftSection={<IconCertificate size={18} aria-hidden />}
        >
          Take Exam
        </LightButton>
      )}
    </div>
  );
}
