import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../common/request-context';

/**
 * The partner server's answer to arguments out of bounds (a `first` or `limit` above 100, a forged cursor): HTTP 400,
 * as REST answers, when the request produced no data at all and an error is BAD_USER_INPUT. Partners' clients see a
 * refusal as a refusal, never as a 200 with nothing in it. The shop's own server keeps GraphQL's 200 (its web app reads
 * field errors from the body).
 */
export function badInputStatusPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          const noData = data == null || Object.values(data).every((value) => value === null);
          if (noData && errors?.some((error) => error.extensions?.code === 'BAD_USER_INPUT')) response.http.status = 400;
        },
      };
    },
  };
}
