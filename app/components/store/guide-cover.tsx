import "./guide-cover-styles";
import { Box, Image, Text, ThemeIcon } from "@mantine/core";
import { IconBook2 } from "@tabler/icons-react";
import { useState } from "react";
import classes from "./guide-cover.module.css";

/**
 * A guide's cover image, or, when it has none or it fails to load, a drawn cover with its title,
 * so the card keeps its shape and still says what the book is. Covers are 8:5 (the store's
 * generated ones are 800×500), so they keep their shape at any card width.
 */
export function GuideCover({
  image,
  title,
  eager = false,
}: {
  image: string;
  title: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (image && !failed) {
    return (
      <Image
        src={image}
        alt=""
        className={classes.cover}
        fit="cover"
        loading={eager ? "eager" : "lazy"}
        // The guide page's cover is its largest paint: fetched before the page's scripts, not after.
        fetchPriority={eager ? "high" : undefined}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <Box className={`${classes.cover} ${classes.fallback}`} aria-hidden>
      <ThemeIcon size={44} radius="xl" variant="white" color="indigo">
        <IconBook2 size={26} />
      </ThemeIcon>
      <Text fw={700} c="white" ta="center" lineClamp={2} px="md">
        {title}
      </Text>
    </Box>
  );
}
