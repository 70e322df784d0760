import { useState, type ChangeEvent } from 'react';

/** What a form needs of a contract's zod schema (typed structurally: the web app does not depend on zod). */
export interface FieldRules<Output> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** The props `text` binds: a field's value, change handler and error. */
export interface TextFieldBinding {
  value: string;
  onChange: (event: TextEvent) => void;
  error?: string;
}

type KeysOf<Values, Type> = { [Key in keyof Values]: Values[Key] extends Type ? Key : never }[keyof Values];
type TextEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * A form's values, checked by the contract's own schema before anything is sent, so each field shows the
 * same sentence the server would answer with. `validate` gives the parsed input, or null after showing the
 * errors; `reset` starts the form afresh. `text`, `number` and `checked` bind a field's props to one value.
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

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  /** A text box, text area or native select (whose options are the value's only possible texts). */
  const text = <Key extends KeysOf<Values, string>>(key: Key): TextFieldBinding => ({
    value: values[key] as string,
    onChange: (event: TextEvent) => set(key, event.currentTarget.value as Values[Key]),
    error: errors[key],
  });

  /** A number box: a number, or '' while it is empty. */
  const number = <Key extends KeysOf<Values, number | string>>(key: Key) => ({
    value: values[key] as number | string,
    onChange: (value: number | string) => set(key, value as Values[Key]),
    error: errors[key],
  });

  const checked = <Key extends KeysOf<Values, boolean>>(key: Key) => ({
    checked: values[key] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.currentTarget.checked as Values[Key]),
  });

  return { values, errors, set, validate, reset, text, number, checked };
}
