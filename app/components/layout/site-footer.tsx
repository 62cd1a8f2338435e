import { LightButton } from "./light-button";
import { IconBrandApple, IconBrandGooglePlay, IconMail } from "@tabler/icons-react";
import { lazy, useState } from "react";
import { Link } from "react-router";
import { MountWhenOpened } from "../mount-when-opened";
import container from "./container.module.css";
import classes from "./site-footer.module.css";

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

/** The site's contact address and social links (its settings, /admin/settings). */
type SiteFooterProps = { contact: { email: string; links: { label: string; url: string }[] } };

export function SiteFooter({ contact }: SiteFooterProps) {
  const [appsOpened, setAppsOpened] = useState(false);

  // Plain elements and CSS (./site-footer.module.css) rather than Mantine's layout components:
  // the footer is on every page and only its two buttons do anything.
  return (
    <footer className={classes.footer}>
      <div className={`${container.lg} ${classes.inner}`}>
        {/* Link groups sit two abreast even on a phone: they are short, and one column made a very long footer. */}
        <div className={classes.grid}>
          <div className={classes.brand}>
            <p className={classes.name}>W3Programmer</p>
            <p className={classes.text}>
              Interview questions, guides, e-books and certified exams for people preparing for IT jobs in the
              USA.
            </p>
            <a href={`mailto:${contact.email}`} className={classes.link}>
              <span className={classes.mail}>
                <IconMail size={16} aria-hidden />
                {contact.email}
              </span>
            </a>
            {contact.links.length > 0 && (
              <ul className={classes.social} aria-label="Follow us">
                {contact.links.map((link) => (
                  <li key={link.label}>
                    <a href={link.url} className={classes.link} rel="noopener noreferrer me" target="_blank">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>

          {LINK_GROUPS.map((group) => (
            <nav
              className={classes.group}
              aria-labelledby={`footer-${group.title.toLowerCase()}`}
              key={group.title}
            >
              <h2 id={`footer-${group.title.toLowerCase()}`} className={classes.title}>
                {group.title}
              </h2>
              <ul className={classes.links}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={classes.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}

          <section className={classes.apps} aria-labelledby="footer-apps">
            <h2 id="footer-apps" className={classes.title}>
              Get our app
            </h2>
            <div className={classes.buttons}>
              <LightButton
                variant="white"
                color="dark"
                leftSection={<IconBrandApple size={20} aria-hidden />}
                onClick={() => setAppsOpened(true)}
              >
                App Store
              </LightButton>
              <LightButton
                variant="white"
                color="dark"
                leftSection={<IconBrandGooglePlay size={20} aria-hidden />}
                onClick={() => setAppsOpened(true)}
              >
                Google Play
              </LightButton>
            </div>
          </section>
        </div>

        <div role="separator" className={classes.divider} />

        <div className={classes.bottom}>
          <p className={classes.text}>{COPYRIGHT_TEXT}</p>
          <ul className={classes.legal}>
            <li>
              <Link to="/terms-and-conditions" className={classes.link}>
                Terms and Conditions
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={classes.link}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </div>
      </div>

      <MountWhenOpened opened={appsOpened}>
        <ComingSoonModal opened={appsOpened} onClose={() => setAppsOpened(false)} />
      </MountWhenOpened>
    </footer>
  );
}
