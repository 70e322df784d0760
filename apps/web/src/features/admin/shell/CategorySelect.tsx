import { NativeSelect } from '@mantine/core';
import type { ChangeEvent } from 'react';

interface CategorySelectProps {
  label: string;
  /** The categories to choose from; undefined while they load. */
  categories: readonly { id: number; name: string }[] | undefined;
  /** The chosen category's id as text, or '' before one is chosen. */
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  error?: string;
}

/** A required category choice (the browser's own picker, which phones show full-screen). */
export function CategorySelect({ label, categories, value, onChange, error }: CategorySelectProps) {
  const placeholder = categories?.length === 0 ? 'Add a category first' : 'Choose a category';
  return (
    <NativeSelect
      label={label}
      required
      data-autofocus
      data={[
        { value: '', label: placeholder, disabled: true },
        ...(categories ?? []).map(({ id, name }) => ({ value: String(id), label: name })),
      ]}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
