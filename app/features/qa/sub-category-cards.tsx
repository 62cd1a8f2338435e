import { useState } from "react";
import { Link } from "react-router";
import classes from "./sub-category-cards.module.css";

export type CategoryCard = { id: number; name: string; slug: string; image: string };

/**
 * A category's initials as Mantine's Avatar writes them on the home page and /all-category (its
 * getInitials, which Mantine does not export): a one-word name's first two letters, else the first
 * letter of the first two words. The same category wears the same badge everywhere.
 */
export function initials(name: string) {
  const words = name.split(" ");
  if (words.length === 1) return name.slice(0, 2).toUpperCase();
  return words
    .map((word) => word[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

/** The child categories of the same main category, linking to their Q&A pages; the current one marked. */
export function SubCategoryCards({ cards, currentSlug }: { cards: CategoryCard[]; currentSlug: string }) {
  return (
    <ul className={classes.grid}>
      {cards.map((card) => (
        <li key={card.id}>
          <Link
            to={`/question-answer/${card.slug}`}
            className={classes.card}
            aria-current={card.slug === currentSlug ? "page" : undefined}
          >
            <div className={classes.row}>
              <CardPicture name={card.name} image={card.image} />
              <p className={classes.name}>{card.name}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The category's picture, or its initials when it has none or the picture fails to load. */
function CardPicture({ name, image }: { name: string; image: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={classes.avatar}>
      {image && !failed ? (
        <img src={image} alt="" className={classes.image} onError={() => setFailed(true)} />
      ) : (
        <span className={classes.initials} title="">
          {initials(name)}
        </span>
      )}
    </div>
  );
}
