import { Switch, TextInput, Textarea } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import type { TextFieldBinding } from '../../../lib/schema-form';

interface CategoryFieldsProps {
  /** Binds the name and the description (the form's `text`). */
  field: (key: 'name' | 'description') => TextFieldBinding;
  enabled: { checked: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  /** The kind's own fields, between the description and the switch. */
  children: ReactNode;
}

/** What blocked and video categories share: a required name, a description and an on/off switch. */
export function CategoryFields({ field, enabled, children }: CategoryFieldsProps) {
  return (
    <>
      <TextInput label="Name" required data-autofocus {...field('name')} />
      <Textarea label="Description" autosize minRows={2} {...field('description')} />
      {children}
      <Switch label="Enabled" {...enabled} />
    </>
  );
}
