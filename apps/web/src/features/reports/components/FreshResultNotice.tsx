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
        You scored {formatPercent(gains.post_score)}, against{' '}
        {gains.pre_score_kind === 'self_estimate'
          ? `your self-estimate of ${formatPercent(gains.pre_score)}`
          : `${formatPercent(gains.pre_score)} before`}
        : {formatSigned(gains.improvement)} points.
        {gains.normalized_gain !== null &&
          ` You used ${formatPercent(gains.normalized_gain * 100)} of the room you had to improve.`}
        {gains.confidence_growth !== null &&
          ` Your confidence changed by ${formatSigned(gains.confidence_growth)} on the 1–10 scale.`}
      </Text>
    </Alert>
  );
}
