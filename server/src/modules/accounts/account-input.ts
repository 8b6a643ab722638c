import type { z } from 'zod';
import { AppError } from '../../common/errors';
import { fieldErrors } from '@aurum/rules/accounts/account-rules';

/**
 * Checks a payload against one of the shared schemas. A failure is a
 * BAD_USER_INPUT whose message is the first problem and whose `fields` list
 * every field's message, the shape GraphQL validation errors already use.
 */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const fields = Object.entries(errors).map(([field, message]) => ({ field, messages: [message] }));
  throw new AppError('BAD_USER_INPUT', fields[0]?.messages[0] ?? 'Some values are not valid.', { fields });
}

/**
 * Answers no sooner than `ms`: whether an email is registered must not show
 * in how long registration, resend or forgot-password take.
 */
export async function withMinimumDuration<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const left = ms - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

/** Neutral answers take at least this long (a password hash plus a few writes fit well inside). */
export const NEUTRAL_ANSWER_MS = 400;
