import { AccountToken } from './account-token.entity';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { PhoneCode } from './phone-code.entity';
import { ServerSecret } from './server-secret.entity';
import { User } from './user.entity';
import { UserSession } from './user-session.entity';

/** The accounts area's tables, registered in db/entities.ts. */
export const ACCOUNT_ENTITIES = [User, UserSession, AccountToken, PhoneCode, NewsletterSubscriber, ServerSecret];
