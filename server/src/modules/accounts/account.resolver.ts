import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { requireUser } from '../../common/auth';
import type { RequestContext } from '../../common/request-context';
import {
  ContactChangeInput,
  MessageResult,
  NotificationPreferencesInput,
  PasswordChangeInput,
  ProfileInput,
  toUserView,
  UserView,
} from './account.types';
import { clientInfo } from './client-info';

/** The signed-in user's own account. Every operation acts on the session's user, never on an id from the client. */
@Resolver()
export class AccountResolver {
  @Authorized()
  @Mutation(() => UserView, { description: 'Updates names and address.' })
  async updateProfile(@Arg('input', () => ProfileInput, { description: 'The new details.' }) input: ProfileInput, @Ctx() context: RequestContext) {
    const user = requireUser(context);
    return toUserView(await context.services.accounts.profile.update(user.id, input));
  }

  @Authorized()
  @Mutation(() => UserView, { description: 'Changes the email and/or phone after re-entering the password; each must be verified again.' })
  async changeContactDetails(@Arg('input', () => ContactChangeInput, { description: 'New email or phone and the current password.' }) input: ContactChangeInput, @Ctx() context: RequestContext) {
    const user = requireUser(context);
    return toUserView(await context.services.accounts.profile.changeContact(user.id, input, clientInfo(context.request)));
  }

  @Authorized()
  @Mutation(() => MessageResult, { description: 'Changes the password; other browsers are signed out.' })
  async changePassword(@Arg('input', () => PasswordChangeInput, { description: 'Current and new password.' }) input: PasswordChangeInput, @Ctx() context: RequestContext): Promise<MessageResult> {
    const user = requireUser(context);
    await context.services.accounts.profile.changePassword(user.id, user.sessionId, input, clientInfo(context.request));
    return { success: true, message: 'Your password has been changed. Other devices have been signed out.' };
  }

  @Authorized()
  @Mutation(() => UserView, { description: 'Saves which messages the account holder wants.' })
  async updateNotificationPreferences(@Arg('input', () => NotificationPreferencesInput, { description: 'The preferences.' }) input: NotificationPreferencesInput, @Ctx() context: RequestContext) {
    const user = requireUser(context);
    return toUserView(await context.services.accounts.profile.setNotifications(user.id, input));
  }
}
