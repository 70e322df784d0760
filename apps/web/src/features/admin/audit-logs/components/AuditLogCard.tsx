import type { AuditLog } from '@socratica/contracts';
import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatEastern } from '../../../../lib/time';
import { actionTypeLabel } from '../action-type-labels';
import { actionSentence, locationText, NONE, roleText } from '../audit-log-fields';

/** A value whose column title the card's layout makes plain to the eye; a screen reader still hears it. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span>
      <VisuallyHidden>{label}: </VisuallyHidden>
      {children}
    </span>
  );
}

/**
 * One audit log entry on a phone, in three or four short lines rather than eight labelled ones: a page holds
 * 100 entries, and one field a line made the page many screens tall.
 */
export function AuditLogCard({ log }: { log: AuditLog }) {
  return (
    // A long username or an unbroken word breaks rather than push the card past the screen's edge.
    <Stack gap={2} style={{ overflowWrap: 'anywhere' }}>
      <Group justify="space-between" gap={4} fz="xs" c="dimmed">
        <Field label="Time (ET)">{formatEastern(log.created_at)}</Field>
        <Group gap={4} wrap="nowrap">
          <Field label="User">
            <Text span fz="xs" fw={600} c="var(--mantine-color-text)">
              {log.username ?? NONE}
            </Text>
          </Field>
          <span aria-hidden>·</span>
          <Field label="Role">{roleText(log)}</Field>
        </Group>
      </Group>
      <Group justify="space-between" gap={4} align="baseline">
        <Field label="Action type">
          <Text span size="sm" fw={600}>
            {actionTypeLabel(log.action_type)}
          </Text>
        </Field>
        <Group gap={4} fz="xs" c="dimmed" ml="auto">
          <Field label="IP address">{log.ip_address ?? NONE}</Field>
          <span aria-hidden>·</span>
          <Field label="Location">{locationText(log)}</Field>
          <Field label="VPN">
            {log.is_vpn ? <Badge color="red.9">VPN</Badge> : <VisuallyHidden>No</VisuallyHidden>}
          </Field>
        </Group>
      </Group>
      <Text size="sm">
        <VisuallyHidden>Action: </VisuallyHidden>
        {actionSentence(log)}
      </Text>
    </Stack>
  );
}
