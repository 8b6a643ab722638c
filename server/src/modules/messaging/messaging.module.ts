import type { AppModule } from '../../common/app-module';
import { shopOrigin } from '../../config';
import { devOutboxPageGate, devOutboxRoutes } from './dev-outbox.routes';
import type { MessagingDependencies } from './message-transport';
import { createMessaging } from './messaging';
import { OutboxMessage } from './outbox-message.entity';

declare module '../../common/app-module' {
  interface AppDependencies {
    /** Where emails and texts are written (sent, or kept in the outbox). */
    messaging: MessagingDependencies;
  }
}

/** Emails and texts: the outbox and its relay; in development, the outbox pages too. */
export const messagingModule: AppModule = {
  name: 'messaging',
  entities: [OutboxMessage],
  setup(dependencies) {
    const messaging = createMessaging(dependencies.config.messaging, dependencies.orm, shopOrigin(dependencies.config));
    dependencies.messaging = messaging.dependencies;
    const development = dependencies.config.env === 'development';
    return {
      routes: development ? { api: [devOutboxRoutes()], pages: [devOutboxPageGate()] } : {},
      start: () => messaging.start(),
      stop: () => messaging.stop(),
    };
  },
};
