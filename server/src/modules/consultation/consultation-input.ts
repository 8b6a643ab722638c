import { AppError } from '../../common/errors';
import {
  BUDGET_OPTIONS,
  type BudgetOption,
  CONSULTATION_MESSAGES as MESSAGES,
  DEFAULT_RISK,
  type Interest,
  INTERESTS,
  MAX_TEXT_LENGTH,
  MIN_TEXT_LENGTH,
  RISK_APPETITES,
  type RiskAppetite,
  type Style,
  STYLES,
} from './consultation-options';

/** A validated consultation request (§3 "Consultation request"). */
export interface ConsultationRequest {
  interest: Interest;
  budget: BudgetOption;
  style: Style;
  lifestyle: string;
  risk: RiskAppetite;
}

type Field = 'interest' | 'budget' | 'style' | 'lifestyle' | 'risk';

/** "£1,000 – £5,000", "1000-5000" and the spec's "£1,000-£5,000" all name the same option. */
function normaliseBudget(text: string): string {
  return text.replace(/[£,\s]/g, '').replace(/[–—]/g, '-').toLowerCase();
}

export function findBudget(value: unknown): BudgetOption | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const wanted = normaliseBudget(value);
  return BUDGET_OPTIONS.find((option) => normaliseBudget(option.value) === wanted || normaliseBudget(option.label) === wanted) ?? null;
}

const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && allowed.includes(value.trim().toLowerCase() as T) ? (value.trim().toLowerCase() as T) : null;

/**
 * Checks a request from REST or GraphQL with the spec's messages. All
 * problems are collected; the first becomes the message and every one is in
 * `details.fields`, so a form can show each beside its control.
 */
export function parseConsultationRequest(body: unknown): ConsultationRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('BAD_USER_INPUT', MESSAGES.body);
  }
  const input = body as Record<string, unknown>;
  const problems: Partial<Record<Field, string>> = {};

  const interest = oneOf(INTERESTS, input.interest);
  if (!interest) problems.interest = MESSAGES.interest;

  const budget = findBudget(input.budget);
  if (!budget) problems.budget = MESSAGES.budget;

  const style = oneOf(STYLES, input.style);
  if (!style) problems.style = MESSAGES.style;

  const lifestyle = typeof input.lifestyle === 'string' ? input.lifestyle.trim() : '';
  if (lifestyle.length < MIN_TEXT_LENGTH) problems.lifestyle = MESSAGES.lifestyle;
  else if (lifestyle.length > MAX_TEXT_LENGTH) problems.lifestyle = MESSAGES.lifestyleTooLong;

  const riskGiven = input.risk !== undefined && input.risk !== null && input.risk !== '';
  const risk = riskGiven ? oneOf(RISK_APPETITES, input.risk) : DEFAULT_RISK;
  if (!risk) problems.risk = MESSAGES.risk;

  const fields = Object.keys(problems) as Field[];
  if (fields.length) {
    throw new AppError('BAD_USER_INPUT', problems[fields[0]!]!, { fields: problems, field: fields[0] });
  }
  return { interest: interest!, budget: budget!, style: style!, lifestyle, risk: risk! };
}
