import { useState } from "react";
import { Link } from "react-router";
import { categoryInitials } from "~/components/catalog/category-initials";
import classes from "./sub-category-cards.module.css";

export type CategoryCard = { id: number; name: string; slug: string; image: string };

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
          {categoryInitials(name)}
        </span>
      )}
    </div>
  );
}
