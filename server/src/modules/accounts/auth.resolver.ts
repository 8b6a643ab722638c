import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import {
  AuthPayload,
  EmailVerificationResultView,
  LoginInput,
  MessageResult,
  PhoneCodeSent,
  RegisterInput,
  RegistrationResultView,
  toUserView,
  UserView,
  VerificationPhoneInput,
} from './account.types';
import { clientInfo } from './client-info';
import { clearSessionCookies, writeSessionCookies } from './session-cookie';

const ok = (message: string): MessageResult => ({ success: true, message });

/** Registration, sign-in and the verification and reset steps; the same services as /api/auth/*. */
@Resolver()
export class AuthResolver {
  @Query(() => UserView, { nullable: true, description: 'The signed-in account, or null for visitors.' })
  async me(@Ctx() { user, services }: RequestContext): Promise<UserView | null> {
    if (!user) return null;
    return toUserView(await services.accounts.profile.get(user.id));
  }

  @Mutation(() => RegistrationResultView, {
    description: 'Creates an account and emails its verification link. A taken email gets the same answer (its owner is told by email).',
  })
  register(@Arg('input', () => RegisterInput, { description: 'Full or short form fields.' }) input: RegisterInput, @Ctx() { services, request }: RequestContext) {
    return services.accounts.registration.register(input, clientInfo(request));
  }

  @Mutation(() => AuthPayload, { description: 'Signs in and sets the session cookie. Needs a verified email (and phone, when the account has one).' })
  login(@Arg('input', () => LoginInput, { description: 'Email, password, remember me.' }) input: LoginInput, @Ctx() context: RequestContext) {
    return signIn(input, context, false);
  }

  @Mutation(() => AuthPayload, { description: "Admin sign-in (/admin/login): like login, but only admins get a session; others get 'Admin access required'." })
  adminLogin(@Arg('input', () => LoginInput, { description: 'Email and password.' }) input: LoginInput, @Ctx() context: RequestContext) {
    return signIn(input, context, true);
  }

  @Mutation(() => Boolean, { description: 'Ends this browser’s session. True even when nobody was signed in.' })
  async logout(@Ctx() { user, services, request }: RequestContext): Promise<boolean> {
    if (user) await services.accounts.sessions.end(user.sessionId);
    if (request.res) clearSessionCookies(request.res, services.accounts.settings.cookieSecure);
    return true;
  }

  @Mutation(() => EmailVerificationResultView, { description: 'Confirms an email address with the token from its link (single use, 48 hours).' })
  verifyEmail(@Arg('token', () => String, { description: 'The token from the link.' }) token: string, @Ctx() { services, request }: RequestContext) {
    return services.accounts.emailVerification.verify(token, clientInfo(request));
  }

  @Mutation(() => MessageResult, { description: 'Sends a new verification link; the same answer for every address; one a minute.' })
  async resendEmailVerification(@Arg('email', () => String, { description: 'The account email.' }) email: string, @Ctx() { services }: RequestContext) {
    return ok(await services.accounts.emailVerification.resend({ email }));
  }

  @Mutation(() => MessageResult, { description: 'Sends a 6-digit SMS code to the account’s phone (valid 10 minutes); one a minute.' })
  async sendPhoneCode(@Arg('email', () => String, { description: 'The account email.' }) email: string, @Ctx() { services }: RequestContext) {
    return ok(await services.accounts.phoneVerification.sendCode({ email }));
  }

  @Mutation(() => PhoneCodeSent, { description: 'Sets the phone to verify on an account without a verified one (short-form accounts) and texts it a code.' })
  async addVerificationPhone(
    @Arg('input', () => VerificationPhoneInput, { description: 'Email, password and the new phone.' }) input: VerificationPhoneInput,
    @Ctx() { services, request }: RequestContext,
  ): Promise<PhoneCodeSent> {
    return { success: true, ...(await services.accounts.phoneVerification.addPhone(input, clientInfo(request))) };
  }

  @Mutation(() => MessageResult, { description: 'Confirms the phone number with its SMS code (5 tries per code).' })
  async verifyPhone(
    @Arg('email', () => String, { description: 'The account email.' }) email: string,
    @Arg('code', () => String, { description: 'The 6-digit code.' }) code: string,
    @Ctx() { services, request }: RequestContext,
  ) {
    return ok(await services.accounts.phoneVerification.verify({ email, otp: code }, clientInfo(request)));
  }

  @Mutation(() => MessageResult, { description: 'Emails a password reset link if the address has an account; the same answer either way.' })
  async requestPasswordReset(@Arg('email', () => String, { description: 'The account email.' }) email: string, @Ctx() { services }: RequestContext) {
    return ok(await services.accounts.passwordReset.request({ email }));
  }

  @Mutation(() => MessageResult, { description: 'Sets a new password with the token from the reset link, and signs the account out everywhere.' })
  async resetPassword(
    @Arg('token', () => String, { description: 'The token from the link.' }) token: string,
    @Arg('password', () => String, { description: 'The new password: at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character (@$!%*?&).' }) password: string,
    @Ctx() { services, request }: RequestContext,
  ) {
    return ok(await services.accounts.passwordReset.reset({ token, password }, clientInfo(request)));
  }
}

async function signIn(input: LoginInput, { services, request }: RequestContext, adminOnly: boolean): Promise<AuthPayload> {
  const { user, token, persistent, device } = await services.accounts.signIn.signIn({ ...input, rememberMe: input.rememberMe ?? false }, clientInfo(request), { adminOnly });
  if (request.res) writeSessionCookies(request.res, token, { persistent, secure: services.accounts.settings.cookieSecure, device });
  return { user: toUserView(user) };
}
