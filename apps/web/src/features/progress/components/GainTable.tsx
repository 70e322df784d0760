import { Box, Table, Text } from '@mantine/core';
import type { ProgressSession, TestedGain } from '@socratica/contracts';
import { dayOf } from '../progress-dates';

/** Why a session has no gain, in a table cell's words; the report says it at length. */
const NOT_MEASURED: Record<NonNullable<TestedGain['reason']>, string> = {
  no_precheck: 'no knowledge check',
  skipped: 'knowledge check skipped',
  no_source: 'no source to check from',
  pre_perfect: 'all right before the chat',
  post_pending: 'post-assessment not taken',
};

const percent = (value: number | null) => (value === null ? '—' : `${Number(value.toFixed(1))}%`);

/** Every completed session of a topic, measured or not: what the chart shows, and what it cannot. */
export function GainTable({ topic, sessions }: { topic: string; sessions: ProgressSession[] }) {
  return (
    // Scrolls sideways on a phone; focusable, so a keyboard can scroll it too.
    <Box role="region" aria-label={`Your sessions on ${topic}`} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped withTableBorder verticalSpacing="xs" miw={520}>
        <Table.Caption>Your sessions on {topic}, oldest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Session</Table.Th>
            <Table.Th scope="col">Gain g</Table.Th>
            <Table.Th scope="col">Knowledge check (before)</Table.Th>
            <Table.Th scope="col">Parallel questions (after)</Table.Th>
            <Table.Th scope="col">Self-rating (not tested)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map(({ session_id, completed_at, tested_gain: gain, self_rating }) => (
            <Table.Tr key={session_id}>
              <Table.Th scope="row" fw={500}>
                {dayOf(completed_at)}
              </Table.Th>
              <Table.Td>
                {gain.normalized_gain !== null ? (
                  <Text fw={700} span>
                    {gain.normalized_gain.toFixed(2)}
                  </Text>
                ) : (
                  <Text span c="gray.8">
                    Not measured{gain.reason ? `: ${NOT_MEASURED[gain.reason]}` : ''}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{percent(gain.pre_score)}</Table.Td>
              <Table.Td>{percent(gain.post_score)}</Table.Td>
              <Table.Td>{percent(self_rating)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
