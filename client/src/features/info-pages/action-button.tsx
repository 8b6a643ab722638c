import { Button, ButtonLink, useToast } from '../../components/ui';
import type { Action } from './content-types';

/** A content call to action: a link styled as a button, or a button that answers with a notice. */
export function ActionButton({ action }: { action: Action }) {
  const { toast } = useToast();
  const variant = action.variant ?? 'primary';
  if ('to' in action) {
    return (
      <ButtonLink to={action.to} variant={variant}>
        {action.label}
      </ButtonLink>
    );
  }
  if ('href' in action) {
    return (
      <ButtonLink href={action.href} variant={variant}>
        {action.label}
      </ButtonLink>
    );
  }
  return (
    <Button variant={variant} onClick={() => toast(action.notice)}>
      {action.label}
    </Button>
  );
}

export function ActionRow({ actions, centred = false }: { actions: Action[]; centred?: boolean }) {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', justifyContent: centred ? 'center' : 'flex-start' }}>
      {actions.map((action) => (
        <ActionButton key={action.label} action={action} />
      ))}
    </div>
  );
}
