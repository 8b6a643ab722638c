import { css, useTheme } from '@emotion/react';
import { TextAreaField } from '../../components/ui/text-area';
import { ChoiceGroup } from './choice-group';
import {
  AGE_CHOICES,
  BUDGET_CHOICES,
  GENDER_CHOICES,
  INTEREST_CHOICES,
  OCCASION_CHOICES,
  RISK_CHOICES,
  STYLE_CHOICES,
} from './consultation-options';
import type { AnswerErrors, ConsultationAnswers } from './consultation-rules';
import { otherGenderLabel, toggleOccasion } from './consultation-rules';
import { FailureBox } from './failure-box';
import { StepFrame } from './step-frame';

export interface StepProps {
  answers: ConsultationAnswers;
  errors: AnswerErrors;
  update(change: Partial<ConsultationAnswers>): void;
  onBack(): void;
  onContinue(): void;
}

const OCCASIONS = OCCASION_CHOICES.map((value) => ({ value, label: value }));

export function InterestStep({ answers, errors, update, onContinue }: StepProps) {
  return (
    <StepFrame title="What would you like to explore?" intro="Choose the focus of your consultation." onContinue={onContinue}>
      <ChoiceGroup
        legend="Interest focus"
        kind="radio"
        name="interest"
        columns={2}
        choices={INTEREST_CHOICES}
        selected={[answers.interest]}
        onToggle={(interest) => update({ interest })}
        error={errors.interest}
      />
    </StepFrame>
  );
}

export function AboutYouStep({ answers, errors, update, onBack, onContinue }: StepProps) {
  const otherGender = otherGenderLabel(answers.gender);
  return (
    <StepFrame title="Tell us about yourself" intro="It helps us suggest proportions and pieces that suit you." onBack={onBack} onContinue={onContinue}>
      <ChoiceGroup legend="Age range" kind="radio" name="age" columns={5} choices={AGE_CHOICES} selected={[answers.age]} onToggle={(age) => update({ age })} error={errors.age} />
      <ChoiceGroup legend="Gender" kind="radio" name="gender" columns={4} choices={GENDER_CHOICES} selected={[answers.gender]} onToggle={(gender) => update({ gender })} error={errors.gender} />
      {otherGender && (
        <ChoiceGroup
          legend="Pieces to suggest"
          kind="checkbox"
          name="includeAllGenders"
          columns={1}
          choices={[{ value: 'all', label: otherGender }]}
          selected={answers.includeAllGenders ? ['all'] : []}
          onToggle={() => update({ includeAllGenders: !answers.includeAllGenders })}
        />
      )}
    </StepFrame>
  );
}

export function StyleStep({ answers, errors, update, onBack, onContinue }: StepProps) {
  return (
    <StepFrame title="Your personal style" intro="Pick the style closest to you and the occasions you dress for." onBack={onBack} onContinue={onContinue}>
      <ChoiceGroup legend="Personal style" kind="radio" name="style" choices={STYLE_CHOICES} selected={[answers.style]} onToggle={(style) => update({ style })} error={errors.style} />
      <ChoiceGroup
        legend="Occasions"
        kind="checkbox"
        name="occasions"
        columns={4}
        choices={OCCASIONS}
        selected={answers.occasions}
        onToggle={(occasion) => update({ occasions: toggleOccasion(answers.occasions, occasion) })}
        error={errors.occasions}
      />
    </StepFrame>
  );
}

/** The two answers in the shopper's own words (step 4). */
const WRITTEN_ANSWERS = [
  { field: 'preferences', label: 'Your preferences', hint: 'Brands, materials, colours or pieces you love (at least 10 characters).' },
  { field: 'lifestyle', label: 'Your lifestyle', hint: 'Work, travel, sport, evenings out… (at least 10 characters).' },
] as const;

export function PreferencesStep({ answers, errors, update, onBack, onContinue, failure, busy }: StepProps & { failure: string | null; busy: boolean }) {
  const theme = useTheme();
  return (
    <StepFrame
      title="Preferences and lifestyle"
      intro="Your appetite for risk shapes the allocation; your budget and words shape the selection."
      onBack={onBack}
      onContinue={onContinue}
      continueLabel="Get My Recommendations"
      busy={busy}
    >
      <ChoiceGroup legend="Risk appetite" kind="radio" name="risk" choices={RISK_CHOICES} selected={[answers.risk]} onToggle={(risk) => update({ risk })} />
      <ChoiceGroup legend="Budget range" kind="radio" name="budget" columns={3} choices={BUDGET_CHOICES} selected={[answers.budget]} onToggle={(budget) => update({ budget })} error={errors.budget} />
      <div css={css`display: grid; gap: ${theme.space[5]}; ${theme.mq.md} { grid-template-columns: 1fr 1fr; }`}>
        {WRITTEN_ANSWERS.map(({ field, label, hint }) => (
          <TextAreaField
            key={field}
            label={label}
            hint={hint}
            rows={4}
            maxLength={1000}
            filled
            announceError
            value={answers[field]}
            onChange={(event) => update({ [field]: event.target.value })}
            error={errors[field]}
          />
        ))}
      </div>
      {failure && <FailureBox message={failure} />}
    </StepFrame>
  );
}
