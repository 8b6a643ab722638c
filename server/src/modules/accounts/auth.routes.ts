import { type NextFunction, type Request, type Response, Router } from 'express';
import { AppError } from '../../common/errors';
import { requestContext } from '../../http/request-context';
import { toUserView } from './account.types';
import { clientInfo } from './client-info';
import { clearSessionCookies, writeSessionCookies } from './session-cookie';

/**
 * State-changing calls must be JSON: a cross-site HTML form cannot send that
 * without a CORS preflight, which closes the door on login/logout CSRF on top
 * of the SameSite=Lax cookie.
 */
function requireJson(req: Request, _res: Response, next: NextFunction) {
  if (req.method === 'POST' && !req.is('application/json')) {
    return next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send a JSON body (content-type: application/json).'));
  }
  next();
}

const body = (req: Request): Record<string, unknown> => (req.body && typeof req.body === 'object' ? req.body : {});

/** REST facade of the accounts area (accounts-support-info.md §7): the same services as the GraphQL mutations. */
export function authRoutes(): Router {
  const router = Router();
  router.use(['/auth', '/verification'], requireJson);

  router.post('/auth/register', async (req, res) => {
    const result = await requestContext(req).services.accounts.registration.register(body(req), clientInfo(req));
    res.status(201).json(result);
  });

  router.post('/auth/login', async (req, res) => {
    const { accounts } = requestContext(req).services;
    const { user, token, persistent, device } = await accounts.signIn.signIn(body(req), clientInfo(req));
    writeSessionCookies(res, token, { persistent, secure: accounts.settings.cookieSecure, device });
    res.json({ success: true, message: 'Login successful', user: toUserView(user) });
  });

  router.post('/auth/logout', async (req, res) => {
    const { user, services } = requestContext(req);
    if (user) await services.accounts.sessions.end(user.sessionId);
    clearSessionCookies(res, services.accounts.settings.cookieSecure);
    res.json({ success: true, message: 'Signed out' });
  });

  router.get('/auth/me', async (req, res) => {
    const { user, services } = requestContext(req);
    res.set('Cache-Control', 'no-store');
    res.json({ user: user ? toUserView(await services.accounts.profile.get(user.id)) : null });
  });

  router.get('/auth/verify-email', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : undefined;
    const result = await requestContext(req).services.accounts.emailVerification.verify(token, clientInfo(req));
    res.json({ success: true, ...result });
  });

  const resendEmail = async (req: Request, res: Response) => {
    const message = await requestContext(req).services.accounts.emailVerification.resend(body(req));
    res.json({ success: true, message });
  };
  router.post('/auth/resend-email-verification', resendEmail);
  router.post('/verification/resend', resendEmail);

  router.post('/auth/resend-otp', async (req, res) => {
    const message = await requestContext(req).services.accounts.phoneVerification.sendCode(body(req));
    res.json({ success: true, message });
  });

  router.post('/auth/add-phone', async (req, res) => {
    const sent = await requestContext(req).services.accounts.phoneVerification.addPhone(body(req), clientInfo(req));
    res.json({ success: true, ...sent });
  });

  router.post('/auth/verify-otp', async (req, res) => {
    const message = await requestContext(req).services.accounts.phoneVerification.verify(body(req), clientInfo(req));
    res.json({ success: true, message });
  });

  router.post('/auth/forgot-password', async (req, res) => {
    const message = await requestContext(req).services.accounts.passwordReset.request(body(req));
    res.json({ success: true, message });
  });

  router.post('/auth/reset-password', async (req, res) => {
    const message = await requestContext(req).services.accounts.passwordReset.reset(body(req), clientInfo(req));
    res.json({ success: true, message });
  });

  router.post('/newsletter/subscribe', requireJson, async (req, res) => {
    await requestContext(req).services.accounts.newsletter.subscribe(body(req), clientInfo(req));
    res.status(201).json({ success: true, message: "Thank you! You'll be notified when we launch." });
  });

  return router;
}
