import { GenerateStyleConsultationDocument } from '../../gql/ops/GenerateStyleConsultation';
import { withApolloClient } from '../../lib/apollo-boundary';
import type { StyleConsultationInput } from '../../gql/graphql';
import { consultationFailureMessage, MissingConsultationError } from './consultation-errors';
import type { Consultation } from './consultation-report';

export type Generated = { consultation: Consultation } | { failure: string };

/**
 * Asks the server for the report (generateStyleConsultation). Loaded, with the Apollo client, while the
 * visitor answers the last step: the questions show and work without either (issue 17).
 */
export async function generateConsultation(input: StyleConsultationInput): Promise<Generated> {
  try {
    const client = await withApolloClient();
    const { data } = await client.mutate({ mutation: GenerateStyleConsultationDocument, variables: { input } });
    const consultation = data?.generateStyleConsultation?.consultation;
    if (!data?.generateStyleConsultation?.success || !consultation) throw new MissingConsultationError();
    return { consultation };
  } catch (error) {
    return { failure: consultationFailureMessage(error) };
  }
}
