import { Badge } from '@mantine/core';

/**
 * Spec 2 §2: quality badges change at 8, 6 and 4 on the 0 to 10 display (curated videos and YouTube's
 * results are both scored 0 to 10). `autoContrast` keeps each colour's text above 4.5:1.
 */
function qualityBadgeColor(score: number): string {
  if (score >= 8) return 'teal.9';
  if (score >= 6) return 'blue.8';
  if (score >= 4) return 'yellow.4';
  return 'red.9';
}

export function QualityBadge({ score }: { score: number }) {
  return (
    <Badge color={qualityBadgeColor(score)} autoContrast>
      {score.toFixed(1)} / 10
    </Badge>
  );
}
