import type { EntityManager } from '@mikro-orm/postgresql';
import { productColumns } from '../catalog/product-columns';
import type { ProductRow } from '../catalog/product.mapper';
import type { SignalsService } from '../market/signals.service';
import type { SavedConsultationsService } from './saved-consultations.service';
import { type ConsultationRequest, parseConsultationRequest } from './consultation-input';
import { type Allocation, ALLOCATIONS } from './consultation-options';
import { analysisText, followUpPlanText, type NarrativeInput, nextStepsList, productRecommendationsText } from './consultation-narrative';
import { clothingSections, type ConsultationSection, watchSections } from './consultation-sections';
import { pickProducts, scoreCandidates, signalKey } from './product-picks';
import type { MatchCandidate } from './style-match';

/** Most in-range candidates scored per request (the most viewed first), so a huge catalogue stays cheap. */
const CANDIDATE_LIMIT = 2000;
const FILLER_LIMIT = 60;

export interface RecommendedProduct {
  product: ProductRow;
  matchScore: number;
  reasons: string[];
  inBudget: boolean;
}

/** The report of §3 "Consultation response", plus the recommended products as data so the page can link them. */
export interface StyleConsultation {
  productRecommendations: string;
  products: RecommendedProduct[];
  analysis: string;
  followUpPlan: string;
  nextSteps: string[];
  allocation: Allocation;
  sections: ConsultationSection[];
  metadata: { generatedAt: Date; dataStale: boolean; marketDataAsOf: string | null };
  /** Set when the report was saved to a signed-in customer's account. */
  savedId: number | null;
}

const CANDIDATE_COLUMNS = `p.id, p.name, p.brand, p.sku, p.category, p.reference, p.effective_price_pence as "effectivePricePence",
  p.condition, p.tags, p.colors, p.case_material as "caseMaterial", p.case_diameter_mm as "caseDiameterMm",
  p.strap_material as "strapMaterial", p.dial_color as "dialColor", p.water_resistance_m as "waterResistanceM",
  p.complications, p.style, p.fit, p.season, p.view_count as "viewCount"`;

/**
 * The style consultation: validates the request, scores the in-stock
 * catalogue within the budget against the style, lifestyle and (for watches)
 * the market signals, and writes the report from those numbers.
 */
export class ConsultationService {
  constructor(
    private readonly em: EntityManager,
    private readonly signals: SignalsService,
    private readonly saved: SavedConsultationsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async rows<T>(text: string, values: unknown[]): Promise<T[]> {
    return (await this.em.getKnex().raw(text, values as never[])).rows as T[];
  }

  /** Validates the answers and writes the report; a signed-in customer's report is saved to their account. */
  async recommend(body: unknown, userId: number | null = null): Promise<StyleConsultation> {
    const request = parseConsultationRequest(body);
    const consultation = await this.generate(request);
    if (userId !== null) consultation.savedId = await this.saved.save(userId, request, consultation);
    return consultation;
  }

  async generate(request: ConsultationRequest): Promise<StyleConsultation> {
    const { budget } = request;
    const [allSignals, freshness, inRange, belowRange] = await Promise.all([
      request.interest === 'watches' ? this.signals.allSignals() : Promise.resolve([]),
      this.signals.freshness(),
      this.rows<MatchCandidate>(
        `select ${CANDIDATE_COLUMNS} from product p
         where p.category = ? and p.archived_at is null and p.stock > 0 and p.effective_price_pence >= ? and (?::int is null or p.effective_price_pence <= ?::int)
         order by p.view_count desc, p.id limit ?`,
        [request.interest, budget.minPence, budget.maxPence, budget.maxPence, CANDIDATE_LIMIT],
      ),
      this.rows<MatchCandidate>(
        `select ${CANDIDATE_COLUMNS} from product p
         where p.category = ? and p.archived_at is null and p.stock > 0 and p.effective_price_pence < ?
         order by p.effective_price_pence desc, p.id limit ?`,
        [request.interest, budget.minPence, FILLER_LIMIT],
      ),
    ]);
    const signalsByKey = new Map(allSignals.map((signal) => [signalKey(signal.brand, signal.reference), signal]));
    const ranked = scoreCandidates(inRange, request, signalsByKey, true);
    const picks = pickProducts(ranked, scoreCandidates(belowRange, request, signalsByKey, false));
    const affordableSignals = allSignals.filter(
      (s) => s.facts.currentPricePence >= budget.minPence && (budget.maxPence === null || s.facts.currentPricePence <= budget.maxPence),
    );
    const sections = request.interest === 'watches' ? watchSections(allSignals, budget) : clothingSections(ranked);
    const allocation = ALLOCATIONS[request.risk];
    const narrative: NarrativeInput = {
      request,
      allocation,
      picks,
      sections,
      affordableSignals,
      marketAsOf: freshness.asOf,
      dataStale: freshness.dataStale,
    };

    const fullRows = picks.length
      ? await this.rows<ProductRow>(`select ${productColumns(this.em)} from product p where p.id = any(?::int[])`, [picks.map((p) => p.candidate.id)])
      : [];
    const rowById = new Map(fullRows.map((row) => [row.id, row]));
    return {
      productRecommendations: productRecommendationsText(narrative),
      products: picks.flatMap((pick) => {
        const product = rowById.get(pick.candidate.id);
        return product ? [{ product, matchScore: pick.matchScore, reasons: pick.reasons, inBudget: pick.inBudget }] : [];
      }),
      analysis: analysisText(narrative),
      followUpPlan: followUpPlanText(narrative),
      nextSteps: nextStepsList(narrative),
      allocation: { ...allocation },
      sections,
      metadata: { generatedAt: this.now(), dataStale: freshness.dataStale, marketDataAsOf: freshness.asOf },
      savedId: null,
    };
  }
}
