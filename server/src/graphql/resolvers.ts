import type { NonEmptyArray } from 'type-graphql';
import { MODULES } from '../modules';

/** Every resolver of the schema: the modules' own, in the root's order. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS = MODULES.flatMap((module) => module.resolvers ?? []) as NonEmptyArray<Function>;
