import { SURVEY_TARGET_CLASS_LABELS, type SurveyTargetClass } from '@sdp/shared/ui';

export const targetLabel = (value: number | null) =>
  value === null ? '－' : (SURVEY_TARGET_CLASS_LABELS[value as SurveyTargetClass] ?? String(value));
