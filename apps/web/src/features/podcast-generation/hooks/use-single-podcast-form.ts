import { GeneratePodcastRequest } from '@socratica/contracts';
import { useState } from 'react';
import {
  SINGLE_PODCAST_DEFAULTS,
  toGenerateRequest,
  type SinglePodcastValues,
} from '../single-podcast-values';

type FieldErrors = Partial<Record<keyof SinglePodcastValues, string>>;

/**
 * The form's values, checked by the contract's own schema before anything is sent, so a field shows the
 * sentence the server would answer with ("A title must not be blank.").
 */
export function useSinglePodcastForm(publishesToEveryone: boolean) {
  const [values, setValues] = useState(SINGLE_PODCAST_DEFAULTS);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = <Key extends keyof SinglePodcastValues>(key: Key, value: SinglePodcastValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  /** The request to send, or null after showing what is wrong. */
  const validate = (): GeneratePodcastRequest | null => {
    const result = GeneratePodcastRequest.safeParse(toGenerateRequest(values, publishesToEveryone));
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof SinglePodcastValues | undefined;
      if (field !== undefined && found[field] === undefined) found[field] = issue.message;
    }
    setErrors(found);
    return null;
  };

  const reset = () => {
    setValues(SINGLE_PODCAST_DEFAULTS);
    setErrors({});
  };

  return { values, errors, set, validate, reset };
}
