import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { requireUser } from '../../common/auth';
import { toProductView } from '../catalog/product.mapper';
import type { StyleConsultation } from './consultation.service';
import { SavedConsultationView, StyleConsultationInput, StyleConsultationResultView, type StyleConsultationView } from './consultation.types';
import { SAVED_CONSULTATIONS_KEPT } from './saved-consultations.service';

function toConsultationView(consultation: StyleConsultation): StyleConsultationView {
  return { ...consultation, products: consultation.products.map(({ product, ...why }) => ({ product: toProductView(product), ...why })) };
}

@Resolver()
export class ConsultationResolver {
  @Mutation(() => StyleConsultationResultView, {
    description:
      'Runs the style consultation (POST /api/investment/recommendations): products from the catalogue within budget, allocation, sections of market signals, follow-up plan. Saved to your account when signed in. Invalid answers fail with BAD_USER_INPUT and the spec’s message.',
  })
  async generateStyleConsultation(
    @Arg('input', () => StyleConsultationInput, { description: 'The consultation answers.' }) input: StyleConsultationInput,
    @Ctx() { services, user }: RequestContext,
  ): Promise<StyleConsultationResultView> {
    const { gender, includeAllGenders, preferences, ...answers } = input;
    const consultation = await services.consultation.recommend(answers, user?.id ?? null, { gender, includeAllGenders, preferences });
    return { success: true, consultation: toConsultationView(consultation) };
  }

  @Authorized()
  @Query(() => [SavedConsultationView], { description: 'Your saved consultation reports, newest first (signed-in customers; the newest 20 are kept).' })
  async myConsultations(
    @Arg('limit', () => Int, { defaultValue: SAVED_CONSULTATIONS_KEPT, description: 'How many, 1–20.' }) limit: number,
    @Ctx() context: RequestContext,
  ): Promise<SavedConsultationView[]> {
    const records = await context.services.savedConsultations.list(requireUser(context).id, limit);
    return records.map(({ id, createdAt, request, consultation }) => ({ id, createdAt, answers: request, consultation: toConsultationView(consultation) }));
  }
}
