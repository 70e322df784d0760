import { Badge } from '@mantine/core';

// Dark shades keep the white text above 4.5:1.
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return (
    <Badge color={enabled ? 'teal.9' : 'gray.7'} variant="filled">
      {enabled ? 'Enabled' : 'Disabled'}
    </Badge>
  );
}
