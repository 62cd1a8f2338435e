import "@mantine/core/styles/SimpleGrid.css";
import { Box, Group, SimpleGrid, Text, UnstyledButton } from "@mantine/core";
import classes from "./question-navigator.module.css";

export type NavigatorQuestion = { id: number; answered: boolean; marked: boolean };

function describe(position: number, question: NavigatorQuestion) {
  return `Question ${position}, ${question.answered ? "answered" : "unanswered"}${question.marked ? ", marked for review" : ""}`;
}

/** Every question of the attempt as a numbered button: answered, unanswered, marked for review. */
export function QuestionNavigator({
  questions,
  current,
  onSelect,
}: {
  questions: NavigatorQuestion[];
  current: number;
  onSelect: (index: number) => void;
}) {
  return (
    <Box component="nav" aria-label="Questions" data-testid="question-navigator">
      <SimpleGrid cols={{ base: 8, xs: 10, md: 5 }} spacing={6} verticalSpacing={6}>
        {questions.map((question, index) => (
          <UnstyledButton
            key={question.id}
            className={classes.item}
            data-answered={question.answered || undefined}
            data-marked={question.marked || undefined}
            data-current={index === current || undefined}
            aria-current={index === current ? "step" : undefined}
            aria-label={describe(index + 1, question)}
            onClick={() => onSelect(index)}
          >
            {index + 1}
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Group gap="md" mt="sm" c="dimmed" fz="xs">
        <Group gap={6}>
          <span className={classes.swatch} data-answered aria-hidden />
          <Text span fz="xs">
            Answered
          </Text>
        </Group>
        <Group gap={6}>
          <span className={classes.swatch} aria-hidden />
          <Text span fz="xs">
            Unanswered
          </Text>
        </Group>
        <Group gap={6}>
          <span className={classes.swatch} data-marked aria-hidden />
          <Text span fz="xs">
            Marked for review
          </Text>
        </Group>
      </Group>
    </Box>
  );
}
