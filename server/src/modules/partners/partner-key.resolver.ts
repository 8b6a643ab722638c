import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireAdmin } from '../../common/auth';
import type { RequestContext } from '../../common/request-context';
import { STAFF_PAGE_LIMITS, staffPageWindow } from '../../common/staff-page';
import type { PartnerApiKey } from './partner-key.entity';
import { IssuedPartnerApiKeyView, NewPartnerApiKeyInput, PartnerApiKeyPageView, PartnerApiKeyView, PartnerApiUsageHourView } from './partner-key.types';

const keyId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : 0);

/** Staff issue, rotate and revoke partner API keys, set their web origins, and read their usage (admins only; rules in PartnerKeyService). */
@Resolver(() => PartnerApiKeyView)
export class PartnerKeyResolver {
  @Authorized('admin')
  @Query(() => PartnerApiKeyPageView, { description: 'Staff: partner API keys, live ones first, then newest, one page at a time.' })
  partnerApiKeys(
    @Ctx() { services }: RequestContext,
    @Arg('limit', () => Int, { defaultValue: STAFF_PAGE_LIMITS.defaultLimit, description: 'Page size, 1 to 100.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
  ): Promise<{ items: PartnerApiKey[]; totalCount: number }> {
    return services.partnerKeys.list(staffPageWindow(limit, offset));
  }

  @Authorized('admin')
  @FieldResolver(() => [PartnerApiUsageHourView], { description: 'Hourly usage over the last hours (48 by default, at most 720).' })
  usage(@Root() key: PartnerApiKeyView, @Arg('hours', () => Int, { defaultValue: 48, description: 'How many hours back, 1 to 720.' }) hours: number, @Ctx() { services }: RequestContext) {
    return services.partnerKeys.usage(key.id, Math.min(Math.max(Math.trunc(hours), 1), 720));
  }

  @Authorized('admin')
  @Mutation(() => IssuedPartnerApiKeyView, { description: 'Staff: issue a key; its secret is in the answer and nowhere else.' })
  createPartnerApiKey(@Arg('input', () => NewPartnerApiKeyInput, { description: 'Label, scopes and budget.' }) input: NewPartnerApiKeyInput, @Ctx() context: RequestContext) {
    return context.services.partnerKeys.create(requireAdmin(context), input);
  }

  @Authorized('admin')
  @Mutation(() => IssuedPartnerApiKeyView, { description: 'Staff: a new secret for the same partner; the old secret stops working at once.' })
  rotatePartnerApiKey(@Arg('id', () => ID, { description: 'The key.' }) id: string, @Arg('reason', () => String, { description: 'Why, for the staff record.' }) reason: string, @Ctx() context: RequestContext) {
    return context.services.partnerKeys.rotate(requireAdmin(context), keyId(id), reason);
  }

  @Authorized('admin')
  @Mutation(() => PartnerApiKeyView, { description: 'Staff: set the web origins whose pages may call the API with a key (CORS), with the reason.' })
  updatePartnerKeyOrigins(
    @Arg('id', () => ID, { description: 'The key.' }) id: string,
    @Arg('allowedOrigins', () => [String], { description: 'The whole list, replacing the one before: https://host[:port], at most 10.' }) allowedOrigins: string[],
    @Arg('reason', () => String, { description: 'Why, for the staff record.' }) reason: string,
    @Ctx() context: RequestContext,
  ) {
    return context.services.partnerKeys.updateOrigins(requireAdmin(context), keyId(id), allowedOrigins, reason);
  }

  @Authorized('admin')
  @Mutation(() => PartnerApiKeyView, { description: 'Staff: revoke a key, with the reason; its calls are refused with 401 from now on.' })
  revokePartnerApiKey(@Arg('id', () => ID, { description: 'The key.' }) id: string, @Arg('reason', () => String, { description: 'Why, for the staff record.' }) reason: string, @Ctx() context: RequestContext) {
    return context.services.partnerKeys.revoke(requireAdmin(context), keyId(id), reason);
  }
}
