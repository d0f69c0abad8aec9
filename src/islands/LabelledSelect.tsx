/**
 * A <select> with its visible <label> (tied by a generated id), in a wrapper <div>. The options
 * are the children; onChange gets the chosen option's value. Each page keeps its own look, so
 * the three class names come from the caller (a missing className leaves the wrapper bare).
 */
import { useId, type ReactNode } from 'react';

export function LabelledSelect({
  label,
  value,
  onChange,
  disabled,
  className,
  labelClassName,
  selectClassName,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
  labelClassName: string;
  selectClassName: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled} className={selectClassName}>
        {children}
      </select>
    </div>
  );
}
