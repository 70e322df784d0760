import type { AuditLogFilter } from '@socratica/contracts';
import { Badge, CloseButton, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { easternDayEnd, easternDayOf, easternDayStart, formatEastern } from '../../../../lib/time';
import type { AdminParamChanges } from '../../shell/use-admin-search-params';
import { ACTION_TYPE_LABELS } from '../action-type-labels';
import { AUDIT_USERNAME_MAX_LENGTH } from '../audit-log-view';

const ROLE_CHOICES = [
  { value: '', label: 'All Actions' },
  { value: 'user', label: 'Regular Users Only' },
  { value: 'admin', label: 'Admin Users Only' },
];

const ACTION_TYPE_CHOICES = [
  { value: '', label: 'All action types' },
  ...Object.entries(ACTION_TYPE_LABELS).map(([value, label]) => ({ value, label })),
];

const VIEW_LABELS = { failed_logins: 'Failed logins', suspicious: 'Suspicious activity' } as const;

const ONE_MS = 1;

// The exact bound goes under the date field, so the fields of the row stay aligned.
const DESCRIPTION_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

interface AuditLogFiltersProps {
  filter: AuditLogFilter;
  onChange: (changes: AdminParamChanges) => void;
}

/**
 * Spec 2 §2's role filter, and beyond it (issue 12) the action type, the acting user and a range of Eastern
 * days; the dashboard's views (failed logins, suspicious activity) show as a chip that removes them.
 */
export function AuditLogFilters({ filter, onChange }: AuditLogFiltersProps) {
  const [username, setUsername] = useState(filter.username ?? '');
  const applyUsername = useDebouncedCallback((value: string) => onChange({ username: value.trim() }), 300);
  // The upper bound is exclusive: the field shows the last day it includes.
  const [fromDay, setFromDay] = useState(easternDayOf(filter.from));
  const [toDay, setToDay] = useState(filter.to ? easternDayOf(Date.parse(filter.to) - ONE_MS) : '');
  const rangeBackwards = fromDay !== '' && toDay !== '' && toDay < fromDay;

  function changeDays(from: string, to: string) {
    setFromDay(from);
    setToDay(to);
    // A range that ends before it starts stays in the fields, marked, and is not asked of the server.
    if (from && to && to < from) return;
    onChange({ from: from ? easternDayStart(from) : null, to: to ? easternDayEnd(to) : null });
  }

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <NativeSelect
          label="Show"
          data={ROLE_CHOICES}
          value={filter.user_role_filter ?? ''}
          onChange={(event) => onChange({ user_role_filter: event.currentTarget.value })}
        />
        <NativeSelect
          label="Action type"
          data={ACTION_TYPE_CHOICES}
          value={filter.action_type ?? ''}
          onChange={(event) => onChange({ action_type: event.currentTarget.value })}
        />
        <TextInput
          label="User"
          placeholder="Exact username"
          type="search"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={AUDIT_USERNAME_MAX_LENGTH}
          value={username}
          onChange={(event) => {
            setUsername(event.currentTarget.value);
            applyUsername(event.currentTarget.value);
          }}
        />
        <TextInput
          label="From (ET)"
          type="date"
          inputWrapperOrder={DESCRIPTION_BELOW}
          value={fromDay}
          max={toDay || undefined}
          description={filter.from ? `Since ${formatEastern(filter.from)}` : undefined}
          onChange={(event) => changeDays(event.currentTarget.value, toDay)}
        />
        <TextInput
          label="To (ET)"
          type="date"
          inputWrapperOrder={DESCRIPTION_BELOW}
          value={toDay}
          min={fromDay || undefined}
          description={filter.to && !rangeBackwards ? `Before ${formatEastern(filter.to)}` : undefined}
          error={rangeBackwards ? 'The last day cannot come before the first day.' : undefined}
          onChange={(event) => changeDays(fromDay, event.currentTarget.value)}
        />
      </SimpleGrid>
      {filter.view && (
        <Group gap="xs">
          <Text size="sm">Showing only:</Text>
          <Badge
            size="lg"
            variant="outline"
            color="indigo.8"
            tt="none"
            rightSection={
              <CloseButton
                size="xs"
                variant="transparent"
                aria-label={`Remove the filter: ${VIEW_LABELS[filter.view]}`}
                onClick={() => onChange({ view: null })}
              />
            }
          >
            {VIEW_LABELS[filter.view]}
          </Badge>
        </Group>
      )}
    </Stack>
  );
}
