/** A single date picked on a form (DateInput and its lazy picker share it, so neither imports the other). */
export interface DateInputProps {
  /** A Japan-time calendar date as the wire carries it, `YYYY-MM-DD`. */
  value?: string | undefined;
  onChange?: (value: string | undefined) => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
}
