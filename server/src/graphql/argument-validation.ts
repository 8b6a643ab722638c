import { type ValidationError, validateOrReject, type ValidatorOptions } from 'class-validator';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';

/** type-graphql's defaults with the shop's `validate: { forbidUnknownValues: false }`. */
const OPTIONS: ValidatorOptions = { forbidUnknownValues: false, skipMissingProperties: true };

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * The arguments' class-validator checks exactly as type-graphql makes them
 * (objects and arrays of objects; the first failure as an
 * ArgumentValidationError), without the `require('class-validator')` its
 * own validation makes for every argument of every request (2 % of a
 * listing's CPU in the benchmark's profile).
 */
export const validateArgument: ValidatorFn = async (argValue) => {
  if (!isObject(argValue)) return;
  try {
    if (Array.isArray(argValue)) await Promise.all(argValue.filter(isObject).map((item) => validateOrReject(item, OPTIONS)));
    else await validateOrReject(argValue, OPTIONS);
  } catch (errors) {
    throw new ArgumentValidationError(errors as ValidationError[]);
  }
};
