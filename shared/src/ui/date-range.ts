/** A period as the wire carries it: Japan-time dates `YYYY-MM-DD`, either end open. */
export type DateRange = [string | undefined, string | undefined];

export interface DateRangeProps {
  value?: DateRange | undefined;
  onChange?: (value: DateRange | undefined) => void;
  id?: string;
  placeholder?: [string, string];
}
