import { getMetadataStorage, type ValidationArguments, type ValidationError, ValidationTypes, validateOrReject, type ValidatorOptions } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';
import { remember } from '../common/remember';

/** type-graphql's defaults with the shop's `validate: { forbidUnknownValues: false }`. */
const OPTIONS: ValidatorOptions = { forbidUnknownValues: false, skipMissingProperties: true };

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';

const isPromise = (value: unknown): boolean => isObject(value) && typeof (value as { then?: unknown }).then === 'function';

/** True only when class-validator (with OPTIONS) would find nothing wrong with the object. */
type QuickCheck = (object: object) => boolean;

interface PropertyRules {
  property: string;
  /** @IsOptional and @ValidateIf: the property is checked only when all of them say so. */
  conditions: ((object: object, value: unknown) => unknown)[];
  constraints: { metadata: ValidationMetadata; validate: (value: unknown, args: ValidationArguments) => unknown }[];
}

/**
 * A class's rules as one function, when they are all plain synchronous
 * checks: the constraints' own `validate` called as class-validator calls
 * them, without its search of the metadata and its error objects on every
 * call (3 % of a listing's CPU). Null when some rule is not plain (nested,
 * @IsDefined, an async constraint): class-validator then always runs.
 */
function compileQuickCheck(target: new (...args: never[]) => unknown): QuickCheck | null {
  const storage = getMetadataStorage();
  // What class-validator looks up for validateOrReject(object, OPTIONS): no schema, groups or `always`.
  const metadatas = storage.getTargetValidationMetadatas(target, undefined as unknown as string, false, false, undefined);
  const rules = new Map<string, PropertyRules>();
  for (const metadata of metadatas) {
    if (metadata.type === ValidationTypes.WHITELIST) continue;
    let rule = rules.get(metadata.propertyName);
    if (!rule) rules.set(metadata.propertyName, (rule = { property: metadata.propertyName, conditions: [], constraints: [] }));
    if (metadata.type === ValidationTypes.CONDITIONAL_VALIDATION) {
      rule.conditions.push(metadata.constraints[0]);
    } else if (metadata.type === ValidationTypes.CUSTOM_VALIDATION) {
      for (const constraint of storage.getTargetValidatorConstraints(metadata.constraintCls)) {
        if (constraint.async) return null;
        rule.constraints.push({ metadata, validate: (value, args) => constraint.instance.validate(value, args) });
      }
    } else {
      return null;
    }
  }
  const all = [...rules.values()];
  return (object) => {
    for (const { property, conditions, constraints } of all) {
      const value = (object as Record<string, unknown>)[property];
      if (!conditions.every((condition) => condition(object, value))) continue;
      // skipMissingProperties
      if (value === null || value === undefined) continue;
      for (const { metadata, validate } of constraints) {
        const args: ValidationArguments = { targetName: target.name, property, object, value, constraints: metadata.constraints };
        const each = metadata.each && (Array.isArray(value) || value instanceof Set || value instanceof Map);
        const values = !each ? [value] : value instanceof Map ? [...value.values()] : value instanceof Set ? [...value] : (value as unknown[]);
        for (const item of values) {
          const valid = validate(item, args);
          if (!valid || isPromise(valid)) return false;
        }
      }
    }
    return true;
  };
}

const quickChecks = new WeakMap<object, QuickCheck | null>();

/** Whether the object certainly passes class-validator (false: not certain, ask class-validator). */
function certainlyValid(object: object): boolean {
  const target = object.constructor as (new (...args: never[]) => unknown) | undefined;
  if (typeof target !== 'function') return false;
  const check = remember(quickChecks, target, () => compileQuickCheck(target));
  return check !== null && check(object);
}

/**
 * The arguments' class-validator checks exactly as type-graphql makes them
 * (objects and arrays of objects; the first failure as an
 * ArgumentValidationError), without the `require('class-validator')` its
 * own validation makes for every argument of every request (2 % of a
 * listing's CPU in the benchmark's profile). An argument that certainly
 * passes (the quick check above) is not given to class-validator at all;
 * any other is, so every refusal and its words are class-validator's.
 */
export const validateArgument: ValidatorFn = async (argValue) => {
  if (!isObject(argValue)) return;
  const items = Array.isArray(argValue) ? argValue.filter(isObject) : [argValue];
  if (items.every(certainlyValid)) return;
  try {
    if (Array.isArray(argValue)) await Promise.all(items.map((item) => validateOrReject(item, OPTIONS)));
    else await validateOrReject(argValue, OPTIONS);
  } catch (errors) {
    throw new ArgumentValidationError(errors as ValidationError[]);
  }
};
