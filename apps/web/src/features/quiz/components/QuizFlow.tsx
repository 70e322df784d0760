import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { buildAssessmentContext, clearAssessmentContext, saveAssessmentContext } from '../assessment-context';
import type { SubmittedBaseline } from '../hooks/use-baseline-submission';
import { useQuizProgress } from '../hooks/use-quiz-progress';
import { quizProblem } from '../quiz-problem';
import { journeyIndex } from '../quiz-steps';
import { KnowledgeCheckStep } from './KnowledgeCheckStep';
import { PreAssessmentStep } from './PreAssessmentStep';
import { QuizStepper } from './QuizStepper';
import { ReadyForChatStep } from './ReadyForChatStep';
import { TimeSelectionStep } from './TimeSelectionStep';
import { TopicStep } from './TopicStep';

/** Spec 1 §2 and §4: time, then topic, then the baseline, the knowledge check (issue 40), then ready for the chat. */
export function QuizFlow({ initialTopic }: { initialTopic?: string }) {
  const [state, dispatch] = useQuizProgress(initialTopic);
  const focusHeading = state.moves > 0;
  const stepperIndex = journeyIndex(state.step);
  const problem = quizProblem(state);

  function startOver() {
    clearAssessmentContext();
    dispatch({ type: 'started_over' });
  }

  function handleBaselineSubmitted({ outcome, responses }: SubmittedBaseline) {
    if (state.session) saveAssessmentContext(buildAssessmentContext(state.session, responses, outcome));
    dispatch({ type: 'baseline_completed', outcome });
  }

  function renderStep(): ReactNode {
    switch (state.step) {
      case 'time':
        return (
          <TimeSelectionStep
            times={state.times}
            onTimesChange={(times) => dispatch({ type: 'times_changed', times })}
            onContinue={() => dispatch({ type: 'went_to', step: 'topic' })}
            focusHeading={focusHeading}
          />
        );
      case 'topic':
        return (
          <TopicStep
            topic={state.topic}
            times={state.times}
            onTopicChange={(topic) => dispatch({ type: 'topic_changed', topic })}
            onBack={() => dispatch({ type: 'went_to', step: 'time' })}
            onStarted={(session) => dispatch({ type: 'session_started', session })}
            focusHeading={focusHeading}
          />
        );
      case 'pre_assessment':
        return (
          state.session && (
            <PreAssessmentStep
              session={state.session}
              answers={state.answers}
              onAnswer={(questionId, answer) => dispatch({ type: 'answered', questionId, answer })}
              onSubmitted={handleBaselineSubmitted}
              focusHeading={focusHeading}
            />
          )
        );
      case 'knowledge_check':
        return (
          state.session && (
            <KnowledgeCheckStep
              sessionId={state.session.session_id}
              topic={state.session.topic}
              onDone={() => dispatch({ type: 'knowledge_check_done' })}
              focusHeading={focusHeading}
            />
          )
        );
      case 'ready_for_chat':
        return (
          state.session &&
          state.outcome && (
            <ReadyForChatStep session={state.session} outcome={state.outcome} focusHeading={focusHeading} />
          )
        );
      default:
        return null;
    }
  }

  return (
    <Stack gap="xl">
      {stepperIndex !== null && <QuizStepper active={stepperIndex} />}
      {problem ? (
        <QuizProblem onStartOver={startOver}>{problem}</QuizProblem>
      ) : (
        <>
          {/* A new key per move resets each step's own state (errors, timers) when the learner comes back. */}
          <div key={state.moves}>{renderStep()}</div>
          <Divider />
          <Group justify="flex-end">
            <StartOverButton onClick={startOver} />
          </Group>
        </>
      )}
    </Stack>
  );
}

function QuizProblem({ children, onStartOver }: { children: ReactNode; onStartOver: () => void }) {
  return (
    <Alert color="red" variant="light" title="Something went wrong">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{children}</Text>
        <StartOverButton onClick={onStartOver} />
      </Stack>
    </Alert>
  );
}

function StartOverButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onClick}>
      Start Over
    </Button>
  );
}
