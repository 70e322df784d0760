import type { ChatSession } from '@socratica/contracts';
import { Alert, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PausedSessionPrompt } from '../../features/chat/components/PausedSessionPrompt';
import type { PausedSession } from '../../features/chat/session-cache';
import { AiCoachStatus } from '../../features/health/components/AiCoachStatus';
import { FeatureCards } from '../../features/landing/components/FeatureCards';
import { LandingHero } from '../../features/landing/components/LandingHero';
import { DueReviewsLine } from '../../features/review/components/DueReviewsLine';
import { saveAssessmentContext, type AssessmentContext } from '../../features/quiz/assessment-context';
import { cameFromPausing } from '../routing/paused-state';

export function LandingPage() {
  useDocumentTitle('Socratica: learn anything in the time you have');
  const navigate = useNavigate();
  const location = useLocation();
  // Read once: the confirmation belongs to this visit.
  const [justPaused] = useState(() => cameFromPausing(location.state));
  const [confirmingPause, setConfirmingPause] = useState(justPaused);

  // The browser keeps a page's history state across a reload; without this, a reload would show the
  // "Session paused" confirmation again and hold back the Resume dialog that every other visit opens.
  const { pathname, search } = location;
  useEffect(() => {
    if (justPaused) void navigate(`${pathname}${search}`, { replace: true, state: null });
  }, [justPaused, navigate, pathname, search]);

  function handleResumed(session: ChatSession, stored: PausedSession | null) {
    // Spec 1 §4: resuming restores the context; the server restores the history and notes (DESIGN D9).
    const context = stored?.assessmentContext;
    if (isContextOf(context, session.session_id)) saveAssessmentContext(context);
    void navigate(`/chat?session=${session.session_id}`);
  }

  return (
    <Stack gap="lg">
      {confirmingPause && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCheck aria-hidden />}
          withCloseButton
          closeButtonLabel="Close"
          onClose={() => setConfirmingPause(false)}
          role="status"
        >
          Session paused. You can resume it from the home page.
        </Alert>
      )}
      <PausedSessionPrompt
        justPaused={justPaused}
        onResumed={handleResumed}
        // Nothing is paused any more, so the confirmation would now be false.
        onDismissed={() => setConfirmingPause(false)}
      />
      <DueReviewsLine />
      <Stack gap={48}>
        <LandingHero footer={<AiCoachStatus />} />
        <FeatureCards />
      </Stack>
    </Stack>
  );
}

// The stored copy is untyped: it may predate a release or belong to another session.
function isContextOf(value: unknown, sessionId: number): value is AssessmentContext {
  return (
    typeof value === 'object' && value !== null && 'session_id' in value && value.session_id === sessionId
  );
}
