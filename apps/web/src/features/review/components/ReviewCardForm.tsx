import { Button, Checkbox, Radio, Stack, Textarea } from '@mantine/core';
import type { ReviewAnswer, ReviewCardQuestion } from '@socratica/contracts';
import { useState, type FormEvent } from 'react';

interface ReviewCardFormProps {
  card: ReviewCardQuestion;
  sending: boolean;
  onSubmit: (answer: ReviewAnswer['answer']) => void;
}

/** One card to answer: an option, several options, or a sentence in the learner's own words. */
export function ReviewCardForm({ card, sending, onSubmit }: ReviewCardFormProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const answer = card.kind === 'written' ? text.trim() : chosen;
  const empty = answer.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!empty) onSubmit(answer);
  };

  return (
    <form onSubmit={submit} aria-label="Your answer">
      <Stack gap="md">
        {card.kind === 'choice' && (
          <Radio.Group label={card.prompt} value={chosen[0] ?? null} onChange={(value) => setChosen([value])}>
            <Stack gap={6} mt="xs">
              {card.options.map((option) => (
                <Radio key={option} value={option} label={option} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {card.kind === 'several' && (
          <Checkbox.Group
            label={card.prompt}
            description="Choose all that apply."
            value={chosen}
            onChange={setChosen}
          >
            <Stack gap={6} mt="xs">
              {card.options.map((option) => (
                <Checkbox key={option} value={option} label={option} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {card.kind === 'written' && (
          <Textarea
            label={card.prompt}
            description="A sentence in your own words: it is marked by what it means."
            autosize
            minRows={2}
            maxLength={4000}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        )}
        <Button type="submit" loading={sending} disabled={empty} style={{ alignSelf: 'flex-start' }}>
          Check my answer
        </Button>
      </Stack>
    </form>
  );
}
