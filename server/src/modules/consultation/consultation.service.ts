import type { EntityManager } from '@mikro-orm/postgresql';
import { productColumns } from '../catalog/product-columns';
import type { ProductRow } from '../catalog/product.mapper';
import type { SignalsService } from '../market-signals/signals.service';
import type { SavedConsultationsService } from './saved-consultations.service';
import { type ConsultationRequest, parseConsultationRequest } from './consultation-input';
import { excludedProductGender, NO_PROFILE, parseShopperProfile, type ShopperProfile, type ShopperProfileInput } from './consultation-profile';
import { type PreferenceTerm, readPreferences } from './preference-terms';
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
  p.complications, p.style, p.fit, p.season, p.gender, p.materials, p.features, p.movement, p.view_count as "viewCount"`;

/** What the shopper said beyond the five fields, read into catalogue terms. */
interface Wishes {
  /** product.gender left out (null: none). */
  excludedGender: string | null;
  wanted: PreferenceTerm[];
  avoided: PreferenceTerm[];
  namedBrands: Set<string>;
}

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

  /**
   * Validates the answers and writes the report; a signed-in customer's report is saved to their account.
   * `profile` (gender, preferences) comes only from the GraphQL operation: the REST body stays the spec's five fields.
   */
  async recommend(body: unknown, userId: number | null = null, profile: ShopperProfileInput | null = null): Promise<StyleConsultation> {
    const request = parseConsultationRequest(body);
    const shopper = profile ? parseShopperProfile(profile) : NO_PROFILE;
    const consultation = await this.generate(request, shopper);
    if (userId !== null) consultation.savedId = await this.saved.save(userId, request, consultation);
    return consultation;
  }

  /** Gender and the brands, materials and styles named in the preferences, as terms of this department's catalogue. */
  private async readWishes(request: ConsultationRequest, profile: ShopperProfile): Promise<Wishes> {
    const excludedGender = excludedProductGender(profile);
    if (!profile.preferences) return { excludedGender, wanted: [], avoided: [], namedBrands: new Set() };
    const brands = await this.rows<{ brand: string }>('select distinct brand from product where category = ?', [request.interest]);
    const { wanted, avoided } = readPreferences(profile.preferences, brands.map((row) => row.brand));
    const namedBrands = new Set(wanted.filter((term) => term.kind === 'brand').map((term) => term.label));
    return { excludedGender, wanted, avoided, namedBrands };
  }

  async generate(request: ConsultationRequest, profile: ShopperProfile = NO_PROFILE): Promise<StyleConsultation> {
    const { budget } = request;
    const wishes = await this.readWishes(request, profile);
    const [allSignals, freshness, inRangeRows, belowRangeRows] = await Promise.all([
      request.interest === 'watches' ? this.signals.allSignals() : Promise.resolve([]),
      this.signals.freshness(),
      // Named houses first, so a huge catalogue cannot crowd them out of the candidates.
      this.rows<MatchCandidate>(
        `select ${CANDIDATE_COLUMNS} from product p
         where p.category = ? and p.archived_at is null and p.stock > 0 and p.effective_price_pence >= ? and (?::int is null or p.effective_price_pence <= ?::int)
           and p.gender is distinct from ?::text
         order by (p.brand = any(?::text[])) desc, p.view_count desc, p.id limit ?`,
        [request.interest, budget.minPence, budget.maxPence, budget.maxPence, wishes.excludedGender, [...wishes.namedBrands], CANDIDATE_LIMIT],
      ),
      this.rows<MatchCandidate>(
        `select ${CANDIDATE_COLUMNS} from product p
         where p.category = ? and p.archived_at is null and p.stock > 0 and p.effective_price_pence < ? and p.gender is distinct from ?::text
         order by p.effective_price_pence desc, p.id limit ?`,
        [request.interest, budget.minPence, wishes.excludedGender, FILLER_LIMIT],
      ),
    ]);
    // What the shopper said to avoid is left out; wanted terms this department has nothing of are ignored.
    const acceptable = (candidate: MatchCandidate) => !wishes.avoided.some((term) => term.test(candidate));
    const inRange = inRangeRows.filter(acceptable);
    const belowRange = belowRangeRows.filter(acceptable);
    const wanted = wishes.wanted.filter((term) => inRange.some(term.test) || belowRange.some(term.test));
    const signalsByKey = new Map(allSignals.map((signal) => [signalKey(signal.brand, signal.reference), signal]));
    const ranked = scoreCandidates(inRange, request, signalsByKey, true, wanted);
    const picks = pickProducts(ranked, scoreCandidates(belowRange, request, signalsByKey, false, wanted), wishes.namedBrands);
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
      wishes: { wanted: wanted.map((term) => term.label), avoided: wishes.avoided.map((term) => term.label), excludedGender: wishes.excludedGender },
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
