import { useId } from "react";

export type Option = { value: string; label: string };

/** A group of checkboxes in a fieldset: one query parameter, repeated for each checked value. */
export function Checkboxes({
  name,
  legend,
  options,
  selected,
}: {
  name: string;
  legend: string;
  options: Option[];
  selected: string[];
}) {
  return (
    <fieldset className="ai-act-fieldset">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="ai-act-choice">
          <input type="checkbox" name={name} value={option.value} defaultChecked={selected.includes(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** One yes/no question as two radio buttons; neither is chosen until the visitor answers. */
export function YesNo({
  name,
  legend,
  value,
  yes,
  no,
  hint,
  required,
}: {
  name: string;
  legend: string;
  value: string;
  yes: string;
  no: string;
  hint?: string;
  required?: boolean;
}) {
  const hintId = useId();
  return (
    <fieldset className="ai-act-fieldset" aria-describedby={hint ? hintId : undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={hintId} className="muted ai-act-hint">
          {hint}
        </p>
      ) : null}
      <label className="ai-act-choice ai-act-inline">
        <input type="radio" name={name} value="yes" defaultChecked={value === "yes"} required={required} />
        <span>{yes}</span>
      </label>
      <label className="ai-act-choice ai-act-inline">
        <input type="radio" name={name} value="no" defaultChecked={value === "no"} required={required} />
        <span>{no}</span>
      </label>
    </fieldset>
  );
}

/** A single choice from a list, with an empty "none" entry. */
export function Choice({
  name,
  label,
  options,
  value,
  none,
}: {
  name: string;
  label: string;
  options: Option[];
  value: string;
  none: string;
}) {
  const id = useId();
  return (
    <div className="ai-act-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="">{none}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A yes flag: the parameter is sent as "yes" only when checked. */
export function Flag({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="ai-act-choice">
      <input type="checkbox" name={name} value="yes" defaultChecked={checked} />
      <span>{label}</span>
    </label>
  );
}

/** A text, number or date input with its label and an optional hint. */
export function Input({
  name,
  label,
  value,
  type,
  hint,
  inputMode,
}: {
  name: string;
  label: string;
  value: string;
  type: "text" | "date";
  hint?: string;
  inputMode?: "decimal";
}) {
  const id = useId();
  return (
    <div className="ai-act-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="muted ai-act-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        inputMode={inputMode}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  );
}
