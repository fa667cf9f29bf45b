import type { ComponentType } from 'react';
import type { SurveyYearInfo } from '@sdp/shared';
import { YearExportsSection } from './year-exports-section';
import { YearStatusSection } from './year-status-section';

/**
 * The parts of a year on 検証資料, top to bottom (DESIGN.md §8 "検証資料"). Each is one component given the year;
 * the seal (digest, 再計算して照合), restatements, the year's uploads and the pack download join this list.
 */
export const YEAR_SECTIONS: readonly ComponentType<{ year: SurveyYearInfo }>[] = [
  YearStatusSection,
  YearExportsSection,
];
