import { css, useTheme } from '@emotion/react';
import { Suspense, useEffect, useState } from 'react';
import { Container, darkSurface, Eyebrow } from '../../components/ui';
import { ApolloBoundary } from '../../lib/apollo-boundary';
import { AnalyzingLoader } from './analyzing-loader';
import { ConsultationProgress } from './consultation-progress';
import type { Consultation } from './consultation-report';
import { LazyConsultationReport, loadReport } from './lazy-report';
import { FAILURE } from './consultation-options';
import type { Generated } from './generate-consultation';
import { type AnswerErrors, type ConsultationAnswers, EMPTY_ANSWERS, toConsultationRequest, validateStep } from './consultation-rules';
import { AboutYouStep, InterestStep, PreferencesStep, StyleStep } from './question-steps';

type QuestionStep = 1 | 2 | 3 | 4;
const loadGenerator = () => import('./generate-consultation');
const QUESTION_STEPS = [InterestStep, AboutYouStep, StyleStep] as const;

/** /style-consultation: four question steps, then the report (§2, §4). */
export function ConsultationPage() {
  const theme = useTheme();
  const [step, setStep] = useState<QuestionStep | 5>(1);
  const [answers, setAnswers] = useState<ConsultationAnswers>(EMPTY_ANSWERS);
  const [errors, setErrors] = useState<AnswerErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<Consultation | null>(null);
  const [loading, setLoading] = useState(false);
  // The report's chunk and the request (with the Apollo client) are on their way while the visitor answers the last question.
  useEffect(() => void (step >= 4 && (loadReport(), loadGenerator())), [step]);

  const goTo = (next: QuestionStep | 5) => {
    setErrors({});
    setStep(next);
    window.scrollTo({ top: 0 });
  };
  const update = (change: Partial<ConsultationAnswers>) => {
    setAnswers((current) => ({ ...current, ...change }));
    // A corrected answer clears its message at once.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in change))));
  };
  /** Moves on only when the step's answers are complete; otherwise shows the §5 messages. */
  const continueFrom = (current: QuestionStep) => {
    const problems = validateStep(current, answers);
    if (Object.keys(problems).length) return setErrors(problems);
    if (current < 4) return goTo((current + 1) as QuestionStep);
    void submit();
  };
  const submit = async () => {
    setFailure(null);
    setLoading(true);
    const generated = await loadGenerator()
      .then(({ generateConsultation }) => generateConsultation(toConsultationRequest(answers)))
      .catch((): Generated => ({ failure: FAILURE.network }));
    setLoading(false);
    if ('failure' in generated) return setFailure(generated.failure);
    setReport(generated.consultation);
    goTo(5);
  };
  const restart = () => {
    setAnswers(EMPTY_ANSWERS);
    setReport(null);
    setFailure(null);
    goTo(1);
  };

  const stepProps = { answers, errors, update, onBack: () => goTo((step - 1) as QuestionStep), onContinue: () => continueFrom(step as QuestionStep) };
  const Question = step <= 3 ? QUESTION_STEPS[step - 1] : null;

  return (
    <>
      <title>Style Consultation — Aurum</title>
      <div
        css={[
          darkSurface,
          css`
            background: radial-gradient(ellipse 55% 90% at 85% 20%, rgba(198, 161, 91, 0.14), transparent 70%), ${theme.colors.black};
            border-bottom: 1px solid ${theme.colors.hairlineDark};
          `,
        ]}
      >
        <Container>
          <div css={css`display: grid; gap: ${theme.space[5]}; padding-block: ${theme.space[8]} ${theme.space[7]};`}>
            <Eyebrow>Private Consultation</Eyebrow>
            <h1 css={css`font-size: ${theme.fontSizes['4xl']}; line-height: 1.04;`}>Style Consultation</h1>
            <p css={css`max-width: 40rem; color: var(--fg-muted); font-size: ${theme.fontSizes.lg};`}>
              Five short steps to a personal report: pieces from our collection chosen for you, an allocation shaped by your
              appetite for risk, and the watch market’s strongest signals.
            </p>
            <ConsultationProgress step={step} />
          </div>
        </Container>
      </div>
      <Container>
        <div inert={loading} css={css`max-width: ${step === 5 ? 'none' : '60rem'}; margin-inline: auto; padding-block: ${theme.space[8]};`}>
          {Question && <Question key={step} {...stepProps} />}
          {step === 4 && <PreferencesStep key={step} {...stepProps} failure={failure} busy={loading} />}
          {step === 5 && report && (
            <Suspense fallback={<AnalyzingLoader />}>
              <ApolloBoundary fallback={<AnalyzingLoader />}>
                <LazyConsultationReport consultation={report} onRestart={restart} />
              </ApolloBoundary>
            </Suspense>
          )}
        </div>
      </Container>
      {loading && <AnalyzingLoader />}
    </>
  );
}
