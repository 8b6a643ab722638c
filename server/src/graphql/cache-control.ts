import { DirectiveLocation, GraphQLBoolean, GraphQLDirective, GraphQLEnumType, GraphQLInt } from 'graphql';
import { Directive } from 'type-graphql';

/**
 * Apollo Server's `@cacheControl` directive: its cache-control plugin reads
 * these hints and, for GET requests, answers with a matching Cache-Control
 * header so browsers and CDNs can reuse catalogue answers.
 */
export const cacheControlDirective = new GraphQLDirective({
  name: 'cacheControl',
  description: 'How long an answer containing this field or type may be reused by HTTP caches.',
  locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT, DirectiveLocation.INTERFACE, DirectiveLocation.UNION],
  args: {
    maxAge: { type: GraphQLInt, description: 'Seconds the answer stays fresh.' },
    scope: {
      type: new GraphQLEnumType({
        name: 'CacheControlScope',
        description: 'Who may cache: any cache (PUBLIC) or only the asking user’s browser (PRIVATE).',
        values: {
          PUBLIC: { description: 'Shared caches (CDNs) may keep it.' },
          PRIVATE: { description: 'Only the user’s own browser may keep it.' },
        },
      }),
      description: 'PUBLIC by default.',
    },
    inheritMaxAge: { type: GraphQLBoolean, description: 'Take the max age of the parent field instead of defaulting to 0.' },
  },
});

/** Lifetimes of the spec (storefront.md §9): featured 5 min, lists 3 min, detail 1 min. */
export const CACHE_SECONDS = { featured: 300, list: 180, detail: 60 } as const;

export const cacheFor = (seconds: number) => Directive(`@cacheControl(maxAge: ${seconds})`);
export const inheritCache = () => Directive('@cacheControl(inheritMaxAge: true)');
