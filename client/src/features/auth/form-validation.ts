import type { z } from 'zod';
import { fieldErrors } from '@aurum/rules/accounts/account-rules';

/**
 * A react-final-form `validate` from one of the shared zod schemas: the same
 * rules and messages the server applies (@aurum/rules/accounts/account-rules).
 */
export function validateWith<Values>(schema: z.ZodType<unknown> | ((values: Values) => z.ZodType<unknown>)) {
  return (values: Values): Record<string, string> => {
    const resolved = typeof schema === 'function' ? schema(values) : schema;
    const result = resolved.safeParse(values);
    return result.success ? {} : fieldErrors(result.error);
  };
}
