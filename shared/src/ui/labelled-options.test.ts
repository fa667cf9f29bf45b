import { labelledOptions } from './labelled-options';

const LABELS = { 1: '自社保有', 2: '賃借' };

describe('labelledOptions', () => {
  it("offers the codes in the rule's order, each with its label", () => {
    expect(labelledOptions([2, 1] as const, LABELS)).toEqual([
      { value: 2, label: '賃借' },
      { value: 1, label: '自社保有' },
    ]);
  });

  it("offers a filter's codes as the address bar carries them", () => {
    expect(labelledOptions([1, 2] as const, LABELS, 'text')).toEqual([
      { value: '1', label: '自社保有' },
      { value: '2', label: '賃借' },
    ]);
  });
});
