import { controlA11y, FieldError } from '../shared/field-parts';
import { controlClass, labelClass, secondaryButtonClass } from '../shared/form-styles';
import { appendAndFocus, entryId, focusAfterMove } from './entry-focus';
import { EntryButtons } from './site-form-parts';
import { moved } from '@/domain/site-form';

/**
 * An ordered list of texts (the exhibitions, the statement's paragraphs): each one labelled, with
 * Monter, Descendre and Supprimer; "add" appends an empty one and puts the focus in it.
 */
export function TextListField({
  prefix,
  legend,
  entryLabel,
  addLabel,
  items,
  errors,
  multiline = false,
  onChange,
}: {
  prefix: string;
  legend: string;
  /** "Exposition" → "Exposition 3". */
  entryLabel: string;
  addLabel: string;
  items: readonly string[];
  errors: readonly (string | undefined)[];
  multiline?: boolean;
  onChange: (items: string[]) => void;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className={labelClass}>{legend}</legend>
      {items.length === 0 && <p className="text-sm text-ink/80">Aucune entrée.</p>}
      <ol className="space-y-4">
        {items.map((item, index) => {
          const id = entryId(prefix, index);
          const label = `${entryLabel} ${index + 1}`;
          const control = {
            ...controlA11y(id, errors[index]),
            value: item,
            className: controlClass,
            onChange: (event: { target: { value: string } }) =>
              onChange(items.map((other, i) => (i === index ? event.target.value : other))),
          };
          return (
            <li key={index} className="space-y-2">
              <label htmlFor={id} className={labelClass}>
                {label}
              </label>
              {multiline ? <textarea rows={4} {...control} /> : <input type="text" {...control} />}
              <FieldError id={id} message={errors[index]} />
              <EntryButtons
                idPrefix={id}
                what={label.toLowerCase()}
                index={index}
                count={items.length}
                onMove={(offset) => {
                  onChange(moved(items, index, offset));
                  focusAfterMove(prefix, index, offset, items.length);
                }}
                onRemove={() => onChange(items.filter((_, i) => i !== index))}
              />
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => appendAndFocus(items, '', onChange, (index) => entryId(prefix, index))}
      >
        {addLabel}
      </button>
    </fieldset>
  );
}
