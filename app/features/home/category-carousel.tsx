import "./category-carousel-styles";
import { Carousel } from "@mantine/carousel";
import { ActionIcon, Avatar, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from "@tabler/icons-react";
import Autoplay from "embla-carousel-autoplay";
import { useState } from "react";
import { Link } from "react-router";
import { categoryInitials } from "~/components/catalog/category-initials";
import classes from "./category-carousel.module.css";

export type CarouselTopic = { id: number; name: string; slug: string; icon: string; parentName: string };

/** SPEC.md §9: autoplay every 3 s, looping. */
const AUTOPLAY_DELAY_MS = 3000;

/** SPEC.md §9: 1, 2, 3, 4 or 6 slides from 320, 576, 768, 992 and 1200 px (Mantine's breakpoints). */
const SLIDE_SIZE = { base: "100%", xs: "50%", sm: "33.3333%", md: "25%", lg: "16.6667%" };

/**
 * The home page's carousel of interview topics; every slide is in the server's HTML. The page loads
 * this module (with embla) when the carousel comes near the viewport (app/routes/home.tsx).
 */
export function CategoryCarousel({ topics }: { topics: CarouselTopic[] }) {
  // One plugin instance for the component's life: a new one per render would restart the timer.
  const [autoplay] = useState(() =>
    Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  );
  const reduceMotion = useReducedMotion();
  // null until the visitor chooses: then the system's reduced-motion setting decides.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reduceMotion;
  const [active, setActive] = useState(0);

  if (topics.length === 0) return null;
  return (
    <section aria-labelledby="home-topics">
      <Group justify="space-between" align="flex-end" mb="md" wrap="nowrap">
        <Stack gap={2}>
          <Title order={2} id="home-topics">
            Popular interview topics
          </Title>
          <Text c="dimmed">Questions and answers for the technologies US employers hire for.</Text>
        </Stack>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          onClick={() => setUserPaused(!paused)}
          aria-label={paused ? "Play the topics carousel" : "Pause the topics carousel"}
          aria-pressed={paused}
        >
          {paused ? <IconPlayerPlayFilled size={16} /> : <IconPlayerPauseFilled size={16} />}
        </ActionIcon>
      </Group>
      <Carousel
        aria-label="Interview topics"
        data-testid="topics-carousel"
        data-active-slide={active}
        slideSize={SLIDE_SIZE}
        slideGap="md"
        emblaOptions={{ loop: true, align: "start" }}
        // Pausing takes the plugin away, so hovering or focus leaving the slides cannot restart it.
        plugins={paused ? [] : [autoplay]}
        onSlideChange={setActive}
        previousControlProps={{ "aria-label": "Previous topics" }}
        nextControlProps={{ "aria-label": "Next topics" }}
        controlsOffset={-12}
      >
        {topics.map((topic, index) => (
          <Carousel.Slide key={topic.id} aria-label={`${index + 1} of ${topics.length}`}>
            <Paper
              component={Link}
              to={`/question-answer/${topic.slug}`}
              withBorder
              radius="md"
              p="md"
              className={classes.slide}
            >
              <Stack gap="xs" align="center" ta="center">
                <Avatar
                  src={topic.icon || null}
                  name={topic.name}
                  color="initials"
                  variant="filled"
                  autoContrast
                  radius="md"
                  size={56}
                  alt=""
                  aria-hidden
                >
                  {categoryInitials(topic.name)}
                </Avatar>
                <Text fw={600} lh={1.3}>
                  {topic.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {topic.parentName}
                </Text>
              </Stack>
            </Paper>
          </Carousel.Slide>
        ))}
      </Carousel>
    </section>
  );
}
