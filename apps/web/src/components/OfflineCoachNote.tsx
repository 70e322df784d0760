import type { CoachTask } from '@socratica/contracts';
import { Text } from '@mantine/core';

/** What the offline coach did, as the end of "…, so the built-in offline coach …". */
const DONE_OFFLINE: Record<CoachTask, string> = {
  baseline: 'wrote these questions',
  baseline_advice: 'wrote the advice from your answers',
  post_assessment: 'wrote the post-assessment questions',
  marking: 'marked your written answers',
  learning_summary: 'summarised your chat',
  podcast_script: 'wrote the episode',
};

/** "a, b and c". */
function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Says which of the shown work the built-in offline coach did because the AI coach failed it (issue 38), in
 * the words the chat uses for a turn it answered. Nothing when the model did all of it.
 */
export function OfflineCoachNote({
  tasks,
  only,
}: {
  /** The session's tasks done offline. */
  tasks: readonly CoachTask[];
  /** The tasks whose work is on screen; all when left out. */
  only?: readonly CoachTask[];
}) {
  const shown = tasks.filter((task) => !only || only.includes(task));
  if (shown.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" role="note">
      The AI coach was unavailable, so the built-in offline coach{' '}
      {listed(shown.map((task) => DONE_OFFLINE[task]))}.
    </Text>
  );
}
