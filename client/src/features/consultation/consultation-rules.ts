import { DEFAULT_RISK, MESSAGES, MIN_TEXT_LENGTH, STEP_PROGRESS, TOTAL_STEPS } from './consultation-options';

/**
 * Everything the five steps collect. The spec's five fields (interest, budget, style, lifestyle, risk) go
 * with gender and preferences, which shape the picks; age and occasions stay in the browser.
 */
export interface ConsultationAnswers {
  interest: string;
  age: string;
  gender: string;
  /** For a male or female profile: also show pieces designed for the other gender. */
  includeAllGenders: boolean;
  style: string;
  occasions: string[];
  risk: string;
  budget: string;
  preferences: string;
  lifestyle: string;
}

export type AnswerField = keyof ConsultationAnswers;
export type AnswerErrors = Partial<Record<AnswerField, string>>;

export const EMPTY_ANSWERS: ConsultationAnswers = {
  interest: '',
  age: '',
  gender: '',
  includeAllGenders: false,
  style: '',
  occasions: [],
  risk: DEFAULT_RISK,
  budget: '',
  preferences: '',
  lifestyle: '',
};

/** The fields each question step (1–4) checks before moving on. */
export const STEP_FIELDS: Record<1 | 2 | 3 | 4, readonly AnswerField[]> = {
  1: ['interest'],
  2: ['age', 'gender'],
  3: ['style', 'occasions'],
  4: ['budget', 'preferences', 'lifestyle'],
};

const longEnough = (text: string) => text.trim().length >= MIN_TEXT_LENGTH;

const CHECKS: Partial<Record<AnswerField, (answers: ConsultationAnswers) => boolean>> = {
  interest: (a) => Boolean(a.interest),
  age: (a) => Boolean(a.age),
  gender: (a) => Boolean(a.gender),
  style: (a) => Boolean(a.style),
  occasions: (a) => a.occasions.length > 0,
  budget: (a) => Boolean(a.budget),
  preferences: (a) => longEnough(a.preferences),
  lifestyle: (a) => longEnough(a.lifestyle),
};

/** The §5 messages for one step's fields; empty when the step may continue. */
export function validateStep(step: 1 | 2 | 3 | 4, answers: ConsultationAnswers): AnswerErrors {
  const errors: AnswerErrors = {};
  for (const field of STEP_FIELDS[step]) {
    const check = CHECKS[field];
    if (check && !check(answers)) errors[field] = MESSAGES[field as keyof typeof MESSAGES];
  }
  return errors;
}

/** "Step n of 5" and its percent: 0/20/45/70/100 (§9). */
export function progressFor(step: number): { step: number; total: number; percent: number } {
  const clamped = Math.min(Math.max(Math.trunc(step), 1), TOTAL_STEPS);
  return { step: clamped, total: TOTAL_STEPS, percent: STEP_PROGRESS[clamped - 1]! };
}

/** The GraphQL input: the five fields of §3, plus gender and preferences so the picks respect them. */
export function toConsultationRequest(answers: ConsultationAnswers) {
  return {
    interest: answers.interest,
    budget: answers.budget,
    style: answers.style,
    lifestyle: answers.lifestyle.trim(),
    risk: answers.risk || DEFAULT_RISK,
    gender: answers.gender,
    includeAllGenders: otherGenderLabel(answers.gender) !== null && answers.includeAllGenders,
    preferences: answers.preferences.trim(),
  };
}

/** The choice a male or female profile gets to see the other gender's pieces too; null for the other answers. */
export function otherGenderLabel(gender: string): string | null {
  if (gender === 'male') return "Also show pieces designed for women";
  if (gender === 'female') return "Also show pieces designed for men";
  return null;
}

export function toggleOccasion(occasions: readonly string[], occasion: string): string[] {
  return occasions.includes(occasion) ? occasions.filter((o) => o !== occasion) : [...occasions, occasion];
}
