import type { AppModule } from '../../common/app-module';
import { ConsultationResolver } from './consultation.resolver';
import { consultationRoutes } from './consultation.routes';
import { ConsultationService } from './consultation.service';
import { SavedConsultation } from './saved-consultation.entity';
import { SavedConsultationsService } from './saved-consultations.service';

declare module '../../common/request-context' {
  interface Services {
    consultation: ConsultationService;
    savedConsultations: SavedConsultationsService;
  }
}

/** The style consultation, with the market signals of the watches it suggests. */
export const consultationModule: AppModule = {
  name: 'consultation',
  entities: [SavedConsultation],
  resolvers: [ConsultationResolver],
  setup() {
    return {
      services: {
        consultation: ({ em, services }) => new ConsultationService(em, services.signals, services.savedConsultations),
        savedConsultations: ({ em }) => new SavedConsultationsService(em),
      },
      routes: { api: [consultationRoutes()] },
    };
  },
};
