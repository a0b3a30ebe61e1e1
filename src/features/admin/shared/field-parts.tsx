import { fieldErrorClass } from './form-styles';

/** The ids of a field's error and hint, tied to the control through aria-describedby. */
export function errorId(id: string): string {
  return `${id}-erreur`;
}

export function hintId(id: string): string {
  return `${id}-aide`;
}

/** The accessibility attributes of a control that may carry an error and a hint. */
export function controlA11y(id: string, error: string | undefined, hasHint = false) {
  const describedBy = [hasHint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
  } as const;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className={fieldErrorClass}>
      {message}
    </p>
  );
}
