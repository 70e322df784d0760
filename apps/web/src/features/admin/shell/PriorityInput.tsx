import { NumberInput } from '@mantine/core';

interface PriorityInputProps {
  value: number | string;
  onChange: (value: number | string) => void;
  error?: string;
}

/** A whole number from -1000 to 1000; higher runs first. */
export function PriorityInput({ value, onChange, error }: PriorityInputProps) {
  return (
    <NumberInput
      label="Priority"
      description="Higher priorities are tried first"
      allowDecimal={false}
      min={-1000}
      max={1000}
      clampBehavior="none"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** An empty box means the default priority, 0. */
export const priorityInput = (value: number | string) => (value === '' ? undefined : value);
