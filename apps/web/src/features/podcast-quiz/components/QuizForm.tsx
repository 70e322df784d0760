import { Alert, Button, Radio, Stack, Textarea } from '@mantine/core';
import { PODCAST_QUIZ_ANSWER_MAX, type PodcastQuiz, type PodcastQuizAnswers } from '@socratica/contracts';
import { useState, type FormEvent } from 'react';

interface QuizFormProps {
  quiz: PodcastQuiz;
  sending: boolean;
  error: string | null;
  onSubmit: (answers: PodcastQuizAnswers) => void;
}

/** The items to answer: a choice picks one option, a typed item takes a sentence in the learner's words. */
export function QuizForm({ quiz, sending, error, onSubmit }: QuizFormProps) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const set = (id: string, value: string) => setAnswers((now) => ({ ...now, [id]: value }));
  const answered = quiz.items.filter((item) => (answers[item.id] ?? '').trim() !== '').length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ answers: quiz.items.map((item) => ({ item_id: item.id, answer: answers[item.id] ?? '' })) });
  };

  return (
    <form onSubmit={submit} aria-label={`Quiz on ${quiz.episode_title}`}>
      <Stack gap="lg">
        {quiz.items.map((item, index) =>
          item.kind === 'choice' ? (
            <Radio.Group
              key={item.id}
              label={`${index + 1}. ${item.prompt}`}
              value={answers[item.id] ?? null}
              onChange={(value) => set(item.id, value)}
            >
              <Stack gap={6} mt="xs">
                {item.options.map((option) => (
                  <Radio key={option} value={option} label={option} />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Textarea
              key={item.id}
              label={`${index + 1}. ${item.prompt}`}
              description="A sentence in your own words."
              autosize
              minRows={2}
              maxLength={PODCAST_QUIZ_ANSWER_MAX}
              value={answers[item.id] ?? ''}
              onChange={(event) => set(item.id, event.currentTarget.value)}
            />
          ),
        )}
        {error && (
          <Alert color="red" variant="light" title="The answers were not marked" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={sending} disabled={answered === 0} style={{ alignSelf: 'flex-start' }}>
          Check my answers ({answered} of {quiz.items.length} answered)
        </Button>
      </Stack>
    </form>
  );
}
