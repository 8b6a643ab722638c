import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { type DocumentNode, GraphQLError, Kind, visit } from 'graphql';
import type { RequestContext } from '../common/request-context';
import { badRequest } from '../common/errors';
import { remember } from '../common/remember';
import { documentNesting, MAX_NESTING, NESTED_TOO_DEEPLY_MESSAGE, NUL_CHARACTER_MESSAGE, valueShape } from '../common/input-shape';

const refusal = (message: string, code: string) => new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

/** graphql-js's own words for an operation it cannot choose (execute says the same, later). */
function unresolvedOperation(document: DocumentNode, operationName: string | null | undefined): string {
  if (operationName) return `Unknown operation named "${operationName}".`;
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION).length;
  return operations === 0 ? 'Must provide an operation.' : 'Must provide operation name if query contains multiple operations.';
}

const holdsNul = new WeakMap<DocumentNode, boolean>();

/**
 * A string literal of the document (not a comment, not a block string's raw text) that decodes to a NUL.
 * Remembered per parsed document: Apollo keeps one per query text, so a listing asked again is not walked again.
 */
export function documentHoldsNul(document: DocumentNode): boolean {
  return remember(holdsNul, document, () => {
    let found = false;
    visit(document, {
      StringValue(node) {
        if (node.value.includes('\u0000')) found = true;
      },
    });
    return found;
  });
}

/**
 * A document nested deeper than any real one is refused on its text, before
 * graphql-js's recursive parser could overflow. Express middleware in front of
 * Apollo (an error thrown from Apollo's source hook would be its 500); a
 * hash-only persisted query was checked here when it was registered.
 */
export function rejectDeepDocuments(req: Request, _res: Response, next: NextFunction) {
  const sources = [req.body?.query, req.query?.query].filter((source): source is string => typeof source === 'string');
  next(sources.some((source) => documentNesting(source) > MAX_NESTING) ? badRequest(NESTED_TOO_DEEPLY_MESSAGE) : undefined);
}

/**
 * Refuses, with a 400 before anything runs, the requests that would otherwise
 * fail inside the engine or the database: an `operationName` that names no
 * operation of the document, variables nested too deeply, and a NUL in a
 * string literal of the document or anywhere in the variables (the rule of
 * http/reject-nul.ts, which sees only URLs, headers and JSON bodies: a GET's
 * variables and a document's `\u0000` escapes are decoded here).
 */
export function requestGuardsPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request }) {
          if (!operation) throw refusal(unresolvedOperation(document, request.operationName), 'OPERATION_RESOLUTION_FAILURE');
          const variables = valueShape(request.variables ?? {});
          if (variables.tooDeep) throw refusal(NESTED_TOO_DEEPLY_MESSAGE, 'BAD_USER_INPUT');
          if (variables.nul || documentHoldsNul(document)) throw refusal(NUL_CHARACTER_MESSAGE, 'BAD_USER_INPUT');
        },
      };
    },
  };
}
