import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { PODCAST_SEARCH_MAX_LENGTH, type PodcastSortField } from '@socratica/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { ArchiveFilters as Filters } from '../hooks/use-archive-params';

const SORTS: { value: PodcastSortField; label: string }[] = [
  { value: 'publish_date', label: 'Newest' },
  { value: 'title', label: 'Title' },
  { value: 'avg_rating', label: 'Rating' },
  { value: 'total_listens', label: 'Listens' },
  { value: 'duration_seconds', label: 'Length' },
];
const ORDERS = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
];
const SEARCH_DELAY_MS = 300;

interface ArchiveFiltersProps {
  filters: Filters;
  topics: string[];
  onChange: (change: Partial<Filters>) => void;
  onClear: () => void;
}

/** Browse Archive's search, topic, sort and order; the search is sent once typing pauses. */
export function ArchiveFilters({ filters, topics, onChange, onClear }: ArchiveFiltersProps) {
  const [search, setSearch] = useState(filters.q);
  const [addressQ, setAddressQ] = useState(filters.q);
  const sendSearch = useDebouncedCallback((q: string) => onChange({ q }), SEARCH_DELAY_MS);
  // Clear filters and Back change the address: the box follows it (set while rendering, as React advises).
  if (filters.q !== addressQ) {
    setAddressQ(filters.q);
    setSearch(filters.q);
  }

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Search episodes"
        placeholder="Words in a title, topic or description"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={PODCAST_SEARCH_MAX_LENGTH}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          sendSearch(event.currentTarget.value);
        }}
        miw={220}
        style={{ flex: 1 }}
      />
      <NativeSelect
        label="Topic"
        value={filters.topic}
        data={[
          { value: '', label: 'All topics' },
          ...topics.map((topic) => ({ value: topic, label: topic })),
        ]}
        onChange={(event) => onChange({ topic: event.currentTarget.value })}
      />
      <NativeSelect
        label="Sort by"
        value={filters.sortBy}
        data={SORTS}
        onChange={(event) => onChange({ sortBy: event.currentTarget.value as PodcastSortField })}
      />
      <NativeSelect
        label="Order"
        value={filters.sortOrder}
        data={ORDERS}
        onChange={(event) => onChange({ sortOrder: event.currentTarget.value as 'asc' | 'desc' })}
      />
      <Button variant="default" onClick={onClear}>
        Clear filters
      </Button>
    </Group>
  );
}
