import "@mantine/core/styles/Image.css";
import { Box, Image } from "@mantine/core";

/** A post's cover at a fixed ratio, or a plain gradient when it has none. */
export function BlogCover({
  src,
  height,
  eager = false,
}: {
  src: string | null;
  height: number;
  eager?: boolean;
}) {
  if (!src) {
    return (
      <Box
        h={height}
        aria-hidden
        style={{
          background: "linear-gradient(135deg, var(--mantine-color-indigo-7), var(--mantine-color-cyan-6))",
        }}
      />
    );
  }
  // Decorative: the title next to it says what the post is. An eager cover is the post page's
  // largest paint: it is fetched before the page's scripts, not after.
  return (
    <Image
      src={src}
      alt=""
      h={height}
      fit="cover"
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
    />
  );
}
