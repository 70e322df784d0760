/** What a form check needs of a zod schema from @socratica/contracts (structural, so zod stays out of types here). */
interface FormSchema<Out> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Out }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type FormCheck<Out, Field extends string> =
  { ok: true; data: Out } | { ok: false; errors: FieldErrors<Field> };

/**
 * Checks a form's values against the contract the server applies, before sending: each refused field gets
 * the first message the schema gives it, for the input's own `error` (issue 12: "the field's own message").
 */
export function checkForm<Out, Field extends string>(
  schema: FormSchema<Out>,
  values: Record<Field, unknown>,
): FormCheck<Out, Field> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !errors[field as Field]) {
      errors[field as Field] = issue.message;
    }
  }
  return { ok: false, errors };
}
