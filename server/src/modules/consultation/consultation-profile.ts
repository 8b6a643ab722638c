import { AppError } from '../../common/errors';
import { MAX_TEXT_LENGTH, MIN_TEXT_LENGTH } from './consultation-options';

/**
 * What the consultation's form knows about the shopper beyond the five REST
 * fields (§3): gender and preferences, sent through the GraphQL operation
 * only, so POST /api/investment/recommendations keeps its contract.
 */

/** The form's gender choices (§2 step 2). */
export const SHOPPER_GENDERS = ['male', 'female', 'non-binary', 'prefer-not-to-say'] as const;
export type ShopperGender = (typeof SHOPPER_GENDERS)[number];

export const PROFILE_MESSAGES = {
  gender: 'Gender is required',
  preferences: `Please describe your preferences (minimum ${MIN_TEXT_LENGTH} characters)`,
  preferencesTooLong: `Please keep your preferences under ${MAX_TEXT_LENGTH.toLocaleString('en-GB')} characters`,
} as const;

export interface ShopperProfile {
  gender: ShopperGender | null;
  /** The shopper asked to see pieces made for any gender. */
  includeAllGenders: boolean;
  /** Their own words about brands, materials and styles; '' when not given. */
  preferences: string;
}

export const NO_PROFILE: ShopperProfile = { gender: null, includeAllGenders: false, preferences: '' };

export interface ShopperProfileInput {
  gender?: string | null;
  includeAllGenders?: boolean | null;
  preferences?: string | null;
}

/** Checks the optional answers with the spec's messages (§5); absent ones mean "not said". */
export function parseShopperProfile(input: ShopperProfileInput): ShopperProfile {
  const problems: Partial<Record<'gender' | 'preferences', string>> = {};
  let gender: ShopperGender | null = null;
  if (input.gender !== undefined && input.gender !== null) {
    const wanted = input.gender.trim().toLowerCase();
    if ((SHOPPER_GENDERS as readonly string[]).includes(wanted)) gender = wanted as ShopperGender;
    else problems.gender = PROFILE_MESSAGES.gender;
  }
  const preferences = (input.preferences ?? '').trim();
  if (preferences.length > 0 && preferences.length < MIN_TEXT_LENGTH) problems.preferences = PROFILE_MESSAGES.preferences;
  else if (preferences.length > MAX_TEXT_LENGTH) problems.preferences = PROFILE_MESSAGES.preferencesTooLong;
  const fields = Object.keys(problems) as (keyof typeof problems)[];
  if (fields.length) throw new AppError('BAD_USER_INPUT', problems[fields[0]!]!, { fields: problems, field: fields[0] });
  return { gender, includeAllGenders: input.includeAllGenders === true, preferences };
}

/**
 * The catalogue gender (product.gender) the picks leave out: women's pieces
 * for a male profile, men's for a female one, unless the shopper asked for
 * every gender. Unisex pieces always stay.
 */
export function excludedProductGender(profile: ShopperProfile): 'Women' | 'Men' | null {
  if (profile.includeAllGenders) return null;
  if (profile.gender === 'male') return 'Women';
  if (profile.gender === 'female') return 'Men';
  return null;
}
