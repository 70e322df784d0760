import type { LearningGains } from '@socratica/contracts';
import { Alert, Text } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { formatPercent, formatSigned } from '../report-format';

/** The result the learner just earned, shown first when they arrive from the post-assessment. */
export function FreshResultNotice({ gains }: { gains: LearningGains }) {
  return (
    <Alert
      role="status"
      color="indigo"
      variant="light"
      icon={<IconConfetti aria-hidden />}
      title="Post-assessment complete"
    >
      <Text size="sm">
        {gains.pre_score_kind === 'self_estimate'
          ? `You scored ${formatPercent(gains.post_score)} on the post-assessment. You had rated your own starting level at ${formatPercent(gains.pre_score)}: a self-rating, not a test, so the ${formatSigned(gains.improvement)} points between them are not a tested improvement.`
          : `You scored ${formatPercent(gains.post_score)}, against ${formatPercent(gains.pre_score)} before: ${formatSigned(gains.improvement)} points.`}
        {gains.pre_score_kind === 'tested' &&
          gains.normalized_gain !== null &&
          ` You used ${formatPercent(gains.normalized_gain * 100)} of the room you had to improve.`}
        {gains.confidence_growth !== null &&
          ` Your confidence changed by ${formatSigned(gains.confidence_growth)} on the 1–10 scale.`}
      </Text>
    </Alert>
  );
}
