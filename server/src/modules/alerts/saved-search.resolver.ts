import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../common/auth';
import type { RequestContext } from '../../common/request-context';
import { SavedSearchInput, SavedSearchView, toSavedSearchDraft, toSavedSearchView } from './saved-search.types';

/** The signed-in customer's saved marketplace searches: their own only. */
@Resolver(() => SavedSearchView)
export class SavedSearchResolver {
  @Authorized()
  @Query(() => [SavedSearchView], { description: "The signed-in customer's saved marketplace searches, newest first." })
  async mySavedSearches(@Ctx() context: RequestContext): Promise<SavedSearchView[]> {
    return (await context.services.savedSearches.list(requireUser(context).id)).map(toSavedSearchView);
  }

  @Authorized()
  @Mutation(() => SavedSearchView, { description: 'Saves a marketplace search. BAD_USER_INPUT when it asks for nothing or is malformed; CONFLICT at the cap (20).' })
  async saveMarketplaceSearch(@Arg('input', () => SavedSearchInput, { description: 'What to be told about; left-out fields mean any.' }) input: SavedSearchInput, @Ctx() context: RequestContext): Promise<SavedSearchView> {
    return toSavedSearchView(await context.services.savedSearches.save(requireUser(context).id, toSavedSearchDraft(input)));
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes one of the customer's saved searches; answers its id. NOT_FOUND for an unknown id or another customer's search." })
  async deleteSavedSearch(@Arg('id', () => ID, { description: 'The saved search id.' }) id: string, @Ctx() context: RequestContext): Promise<string> {
    return String(await context.services.savedSearches.delete(requireUser(context).id, id));
  }
}
