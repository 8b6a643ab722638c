import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { listStaffActions } from '../../common/audit/staff-actions';
import { StaffActionFilterInput, StaffActionPageView, toStaffActionEntry } from '../../common/audit/staff-action.types';
import type { RequestContext } from '../../common/request-context';

const clean = (text: string | null | undefined, max: number) => text?.trim().slice(0, max) || undefined;

/** The back office's one staff audit trail (admins only, checked here on the server). */
@Resolver()
export class AuditResolver {
  @Authorized('admin')
  @Query(() => StaffActionPageView, { description: 'Staff: every staff action, newest first — who, what, on which record, when, why, before → after — filtered and paged.' })
  async staffActions(
    @Arg('filter', () => StaffActionFilterInput, { nullable: true, description: 'Who, what kind, which record, when.' }) filter: StaffActionFilterInput | null,
    @Arg('limit', () => Int, { defaultValue: 25, description: 'Page size, 1 to 100.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
    @Ctx() { services }: RequestContext,
  ): Promise<StaffActionPageView> {
    const subjectType = clean(filter?.subjectType, 40);
    const page = await listStaffActions(services.em.fork(), {
      actorEmail: clean(filter?.actorEmail, 254),
      actionPrefix: clean(filter?.action, 80),
      subjectType,
      subjectId: subjectType ? clean(filter?.subjectId, 80) : undefined,
      from: filter?.from ?? undefined,
      to: filter?.to ?? undefined,
      limit: Math.min(Math.max(Math.trunc(limit), 1), 100),
      offset: Math.min(Math.max(Math.trunc(offset), 0), 1_000_000),
    });
    return { items: page.items.map(toStaffActionEntry), totalCount: page.total };
  }
}
