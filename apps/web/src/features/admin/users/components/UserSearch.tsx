import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** Matches the contract's limit on `search` (UsersQuery). */
const SEARCH_MAX_LENGTH = 254;

interface UserSearchProps {
  /** The search in the URL when the tab opened. */
  initial: string;
  onSearch: (search: string) => void;
}

/** Search by username or email; the list follows a moment after typing stops rather than at each key. */
export function UserSearch({ initial, onSearch }: UserSearchProps) {
  const [text, setText] = useState(initial);
  const search = useDebouncedCallback((value: string) => onSearch(value.trim()), 300);
  return (
    <TextInput
      label="Search users"
      placeholder="Username or email"
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={SEARCH_MAX_LENGTH}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      style={{ flex: '1 1 16rem', maxWidth: '24rem' }}
    />
  );
}
