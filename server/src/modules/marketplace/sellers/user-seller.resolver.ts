import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../common/request-context';
import { UserView } from '../../accounts/account.types';

/** Whether an account sells on the marketplace: the header's user menu offers the seller dashboard to sellers only. */
@Resolver(() => UserView)
export class UserSellerResolver {
  @FieldResolver(() => Boolean, { description: 'Whether the account has an approved seller profile (its menu offers the seller dashboard).' })
  async isSeller(@Root() user: UserView, @Ctx() { services }: RequestContext): Promise<boolean> {
    return (await services.marketplace.sellers.approvedSeller(Number(user.id))) !== null;
  }
}
