import { describe, expect, it } from 'vitest';
import { MESSAGES } from './consultation-options';
import { EMPTY_ANSWERS, otherGenderLabel, progressFor, toConsultationRequest, toggleOccasion, validateStep } from './consultation-rules';

const complete = {
  ...EMPTY_ANSWERS,
  interest: 'watches',
  age: '26-35',
  gender: 'female',
  style: 'classic',
  occasions: ['Travel'],
  budget: '5000-15000',
  preferences: 'Steel sports watches',
  lifestyle: 'Office days, weekend sailing',
};

describe('style consultation steps (§4, §5)', () => {
  it('step 1 needs an interest', () => {
    expect(validateStep(1, EMPTY_ANSWERS)).toEqual({ interest: 'Select an interest focus' });
    expect(validateStep(1, complete)).toEqual({});
  });

  it('step 2 needs age and gender', () => {
    expect(validateStep(2, EMPTY_ANSWERS)).toEqual({ age: 'Age is required', gender: 'Gender is required' });
  });

  it('step 3 needs a style and at least one occasion', () => {
    expect(validateStep(3, EMPTY_ANSWERS)).toEqual({ style: 'Personal style is required', occasions: 'Select at least one occasion' });
    expect(validateStep(3, { ...complete, occasions: [] })).toEqual({ occasions: MESSAGES.occasions });
  });

  it('step 4 needs a budget and 10 characters each of preferences and lifestyle (spaces do not count at the ends)', () => {
    expect(validateStep(4, EMPTY_ANSWERS)).toEqual({
      budget: 'Budget range is required',
      preferences: 'Please describe your preferences (minimum 10 characters)',
      lifestyle: 'Please describe your lifestyle (minimum 10 characters)',
    });
    expect(validateStep(4, { ...complete, preferences: '123456789', lifestyle: '  123456789  ' })).toEqual({
      preferences: MESSAGES.preferences,
      lifestyle: MESSAGES.lifestyle,
    });
    expect(validateStep(4, { ...complete, preferences: '1234567890', lifestyle: '1234567890' })).toEqual({});
  });

  it.each([
    [1, 0],
    [2, 20],
    [3, 45],
    [4, 70],
    [5, 100],
  ])('step %i of 5 shows %i%%', (step, percent) => {
    expect(progressFor(step)).toEqual({ step, total: 5, percent });
  });

  it('sends the five fields of §3 (risk balanced by default) with gender and preferences', () => {
    expect(toConsultationRequest({ ...complete, risk: '', preferences: '  Steel sports watches ' })).toEqual({
      interest: 'watches',
      budget: '5000-15000',
      style: 'classic',
      lifestyle: 'Office days, weekend sailing',
      risk: 'balanced',
      gender: 'female',
      includeAllGenders: false,
      preferences: 'Steel sports watches',
    });
  });

  it('offers the other gender’s pieces only to a male or female profile, and sends the choice only then', () => {
    expect(otherGenderLabel('male')).toBe('Also show pieces designed for women');
    expect(otherGenderLabel('female')).toBe('Also show pieces designed for men');
    expect(otherGenderLabel('non-binary')).toBeNull();
    expect(toConsultationRequest({ ...complete, gender: 'male', includeAllGenders: true }).includeAllGenders).toBe(true);
    expect(toConsultationRequest({ ...complete, gender: 'prefer-not-to-say', includeAllGenders: true }).includeAllGenders).toBe(false);
  });

  it('toggles occasions on and off', () => {
    expect(toggleOccasion(['Travel'], 'Date Nights')).toEqual(['Travel', 'Date Nights']);
    expect(toggleOccasion(['Travel', 'Date Nights'], 'Travel')).toEqual(['Date Nights']);
  });
});
