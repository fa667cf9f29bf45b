/** A closed year's seal with 「再計算して照合」: load it lazily, where a closed year is shown (年度管理, 検証資料). */
export { YearSeal } from '../year-seal/year-seal';
