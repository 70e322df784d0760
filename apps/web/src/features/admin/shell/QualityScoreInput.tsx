import { NumberInput } from '@mantine/core';

interface QualityScoreInputProps {
  /** The top of the scale: 5 for blocked videos, 10 for curated ones (their contracts say so). */
  max: number;
  value: number | string;
  onChange: (value: number | string) => void;
  error?: string;
}

/** A quality score from 0 to `max` in steps of 0.1. */
export function QualityScoreInput({ max, value, onChange, error }: QualityScoreInputProps) {
  return (
    <NumberInput
      label={`Quality score (0 to ${max})`}
      min={0}
      max={max}
      step={0.1}
      decimalScale={1}
      clampBehavior="none"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** An empty box is not 0: it is refused with the score's own message instead of being read as zero. */
export const qualityScoreInput = (value: number | string) => (value === '' ? Number.NaN : value);
