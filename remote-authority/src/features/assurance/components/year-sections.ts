import type { ComponentType } from 'react';
import type { SurveyYearInfo } from '@sdp/shared';
import { YearExportsSection } from './year-exports-section';
import { YearPackSection } from './year-pack-section';
import { YearSealSection } from './year-seal-section';
import { YearStatusSection } from './year-status-section';
import { YearUploadsSection } from './year-uploads-section';

/**
 * The parts of a year on 検証資料, top to bottom (DESIGN.md §8 "検証資料"). Each is one component given the year;
 * status, seal (digest, 再計算して照合), the exports, every upload as uploaded, the restatements and the pack.
 */
export const YEAR_SECTIONS: readonly ComponentType<{ year: SurveyYearInfo }>[] = [
  YearStatusSection,
  YearSealSection,
  YearExportsSection,
  YearUploadsSection,
  YearPackSection,
];
