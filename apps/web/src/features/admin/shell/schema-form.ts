import { useState } from 'react';

/** What a form needs of a contract's zod schema (typed structurally: the web app does not depend on zod). */
export interface FieldRules<Output> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * A form's values, checked by the contract's own schema before anything is sent, so each field shows the
 * same sentence the server would answer with. `validate` gives the parsed input, or null after showing the
 * errors.
 */
export function useSchemaForm<Values extends object, Output>(
  rules: FieldRules<Output>,
  initial: Values,
  toInput: (values: Values) => unknown = (values) => values,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const validate = (): Output | null => {
    const result = rules.safeParse(toInput(values));
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: FieldErrors<Values> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof Values | undefined;
      if (field !== undefined && found[field] === undefined) found[field] = issue.message;
    }
    setErrors(found);
    return null;
  };

  return { values, errors, set, validate };
}
